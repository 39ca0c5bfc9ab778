// Round 10 (sperf10): per-VP updates in place of a regular (NB) segment
// with many VPs per rank, the out-of-core pattern of test/bench/patterns.
// Per-VP reads at different rows go straight to the file once a loaded row
// served too few reads (regular.c, reg_vp_read), and a row is loaded again
// after nlocal such reads; reads under a where at one position hit the
// loaded row. Each round every VP seeks to its own record
// k = (7v + 5u) % 8, reads it (must be what the program wrote: a formula,
// not the file), updates it, writes it back and reads it again at once
// (its write may still be queued in the file layer's write-behind), then
// half of the VPs read record u together. The last part reopens the file
// "r" and checks every record; results must not depend on the rank count,
// the direct-read threshold or the mode (forced IB).
// RUN: rm -rf %t && mkdir -p %t && cd %t
// RUN: %crun -n 1 %s > o1 && FileCheck %s < o1
// RUN: %crun -n 2 %s > o2 && diff o1 o2
// RUN: %crun -n 3 %s > o3 && diff o1 o3
// RUN: %streamstar verify sc.dat | FileCheck --check-prefix=V %s
// RUN: env CSTAR_STREAM_FORCE=ib %crun -n 3 %s > i3 && diff o1 i3
// CHECK: written 5600
// CHECK-NEXT: round reads 700 bad 0, again 700 bad 0, together 350 bad 0
// CHECK: rounds 12 bad 0
// CHECK-NEXT: reread 5600 bad 0 sum 253050
// V: sc.dat: ok (shape 700, 700 VPs
#include <stdio.h>
#define NR 8
#define ROUNDS 12
shape [700]S;
struct rec { int v; int k; double x; double y; };
int main(void) {
    with (S) {
        int:S v = pcoord(0), upd[NR], k, n, bad = 0, n2 = 0, bad2 = 0, nt = 0, badt = 0, tot = 0;
        struct rec:S r, q;
        FILE:S *f = fopen("sc.dat", "w");
        for (int s = 0; s < NR; s++) {
            r.v = v; r.k = s; r.x = 0; r.y = -s;
            tot += fwrite(&r, sizeof r, 1, f);
            upd[s] = 0;
        }
        fclose(f);
        printf("written %d\n", += tot);
        f = fopen("sc.dat", "r+");
        for (int u = 0; u < ROUNDS; u++) {
            k = (7 * v + 5 * u) % NR;
            fseek(f, (long)k * (long)sizeof r, SEEK_SET);
            n = fread(&r, sizeof r, 1, f);
            bad += n != 1 || r.v != v || r.k != k || r.x != upd[k] || r.y != -k + upd[k] * 0.5;
            r.x += 1; r.y += 0.5;
            fseek(f, -(long)sizeof r, SEEK_CUR);
            fwrite(&r, sizeof r, 1, f);
            for (int s = 0; s < NR; s++) where (k == s) upd[s] += 1;
            if (u == 0) {
                fseek(f, -(long)sizeof r, SEEK_CUR);
                n2 += fread(&q, sizeof q, 1, f);
                bad2 += q.v != v || q.k != k || q.x != upd[k];
            }
            where (v % 2 == 0) { /* together: every active VP at record u % NR */
                fseek(f, (long)(u % NR) * (long)sizeof r, SEEK_SET);
                nt += fread(&q, sizeof q, 1, f);
                badt += q.v != v || q.k != u % NR || q.x != upd[u % NR];
            }
            if (u == 0) {
                printf("round reads %d bad %d, again %d bad %d, together %d bad %d\n",
                       += n, += bad, += n2, += bad2, += nt, += badt);
            }
        }
        printf("rounds %d bad %d\n", ROUNDS, += (bad + badt));
        fclose(f);
        f = fopen("sc.dat", "r");
        int:S got = 0, badr = 0, sum = 0;
        for (int s = 0; s < NR; s++) {
            got += fread(&r, sizeof r, 1, f);
            badr += r.v != v || r.k != s || r.x != upd[s] || r.y != -s + upd[s] * 0.5;
            sum += (int)r.x;
        }
        printf("reread %d bad %d sum %d\n", += got, += badr, += (sum + v));
        fclose(f);
    }
    return 0;
}
