// Parallel GENESIS (a genetic algorithm written in CM C*, local-select.c) style:
// `parallel_sample = write_to_pvar(sample);` — the manuals' form of write_to_pvar,
// which returns the parallel value (MIRIAD uses it too) — was "no matching
// function" (only `write_to_pvar(&dest, array)` existed).  Also: a parallel struct
// with a parallel array member, to_torus_dim into parallel array elements under
// where/else (the senders' context chooses), scalar `+=` of parallel values,
// nested where, read_from_pvar, gets through a parallel index.  Checked against
// plain C in the program (FAIL lines).
// RUN: %crun -n 1 %s > %t.1 && FileCheck %s < %t.1
// RUN: %crun -n 2 %s > %t.2 && diff %t.1 %t.2
// RUN: %crun -n 3 %s > %t.3 && diff %t.1 %t.3
// CHECK-NOT: FAIL
// CHECK: total 774 ga ok
#include <stdio.h>
#include <stdlib.h>
#include <cscomm.h>
#define POP 24
#define BYTES 3
shape [POP]P;
struct pstruct { int Gene[BYTES]; double Perf; };
struct pstruct:P ParallelOld, ParallelNew;
int fails;
#define CHECK(c, ...) do { if (!(c)) { printf("FAIL " __VA_ARGS__); printf("\n"); fails++; } } while (0)

int main()
{
    int sample[POP], rsample[POP], i, j, total, rtotal;
    double:P store[3];
    int:P parallel_sample, source, Index;
    double perfs[POP], got[POP];
    int genes[POP][BYTES];
    for (i = 0; i < POP; i++) {
        perfs[i] = (i * 7) % 11 + 0.5;
        for (j = 0; j < BYTES; j++) genes[i][j] = i * 10 + j;
    }
    with (P) {
        Index = pcoord(0);
        for (j = 0; j < BYTES; j++) {
            int col[POP];
            for (i = 0; i < POP; i++) col[i] = genes[i][j];
            ParallelOld.Gene[j] = write_to_pvar(col);
        }
        ParallelOld.Perf = write_to_pvar(perfs);
        store[0] = ParallelOld.Perf;
        to_torus_dim(&store[1], ParallelOld.Perf, 0, 1);
        where (!(Index % 4))
            to_torus_dim(&store[2], ParallelOld.Perf, 0, 3);
        else
            to_torus_dim(&store[2], ParallelOld.Perf, 0, -1);
        total = 0;
        for (i = 0; i < 3; i++)
            total += (int:current)(store[i] * 2);
        parallel_sample = 0;
        for (i = 0; i < 3; i++)
            where (!parallel_sample)
                where (store[i] > 5)
                    parallel_sample = i + 1;
        parallel_sample--;
        where (parallel_sample == -1) source = Index;
        where (parallel_sample == 0) source = (Index + 1) % POP;
        where (parallel_sample == 1) source = (Index + POP - 1) % POP;
        where (parallel_sample == 2) source = (Index + 2) % POP;
        read_from_pvar(sample, source);
        for (i = 0; i < POP; i++) { j = sample[i]; sample[i] = sample[POP - 1 - i]; sample[POP - 1 - i] = j; if (i >= POP / 2 - 1) break; }
        parallel_sample = write_to_pvar(sample);
        for (j = 0; j < BYTES; j++)
            ParallelNew.Gene[j] = [parallel_sample]ParallelOld.Gene[j];
        ParallelNew.Perf = [parallel_sample]ParallelOld.Perf;
        read_from_pvar(got, ParallelNew.Perf);
    }
    /* the C reference */
    {
        double st[3][POP];
        int ps[POP], src[POP];
        rtotal = 0;
        for (i = 0; i < POP; i++) {
            st[0][i] = perfs[i];
            st[1][i] = perfs[(i - 1 + POP) % POP];         /* to_torus +1: value moves up */
            st[2][i] = (i % 4 == 3) ? perfs[i - 3] : perfs[(i + 1) % POP];  /* senders choose: row start to row end, others down */
        }
        for (j = 0; j < 3; j++) for (i = 0; i < POP; i++) rtotal += (int)(st[j][i] * 2);
        for (i = 0; i < POP; i++) {
            ps[i] = 0;
            for (j = 0; j < 3; j++) if (!ps[i] && st[j][i] > 5) ps[i] = j + 1;
            ps[i]--;
            src[i] = ps[i] == -1 ? i : ps[i] == 0 ? (i + 1) % POP : ps[i] == 1 ? (i + POP - 1) % POP : (i + 2) % POP;
        }
        for (i = 0; i < POP; i++) rsample[i] = src[i];
        for (i = 0; i < POP; i++) { j = rsample[i]; rsample[i] = rsample[POP - 1 - i]; rsample[POP - 1 - i] = j; if (i >= POP / 2 - 1) break; }
        CHECK(total == rtotal, "total %d want %d", total, rtotal);
        for (i = 0; i < POP; i++) {
            CHECK(sample[i] == rsample[i], "sample[%d] %d want %d", i, sample[i], rsample[i]);
            CHECK(got[i] == perfs[rsample[i]], "perf[%d] %g want %g", i, got[i], perfs[rsample[i]]);
            for (j = 0; j < BYTES; j++)
                CHECK([i]ParallelNew.Gene[j] == genes[rsample[i]][j], "gene[%d][%d] %d want %d", i, j, [i]ParallelNew.Gene[j], genes[rsample[i]][j]);
        }
    }
    printf("total %d ga %s\n", total, fails ? "FAILED" : "ok");
    return 0;
}
