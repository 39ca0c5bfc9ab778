// A `where` with no enclosing mask takes its condition buffer as the mask
// itself (cs_where_push01, session 16 helper perf17: no copy). This checks
// what that relies on: the buffer stays intact while the where is active —
// nested where/else (conditions evaluated at the next depth), an
// `everywhere` with a where inside the body (no enclosing mask again, one
// depth further), a callee's where under the caller's, the else of a where
// whose body changed the condition's variables, the same depth reused by the
// next iteration's and the next statement's where — and a masked fwrite
// after all of them that must still see the outer mask. 203 positions
// (ranks hold counts that are not multiples of 8); every count is compared
// with a sequential loop in plain C, and the records written are counted
// and summed on reading back.
// RUN: rm -rf %t && mkdir -p %t && cd %t
// RUN: %crun -n 1 %s | FileCheck %s
// RUN: %crun -n 2 %s | FileCheck %s
// RUN: %crun -n 3 %s | FileCheck %s
// CHECK: where conditions: 10 counts match
// CHECK-NEXT: file: records and sum match
#include <stdio.h>
#define N 203
#define IT 4
#define K 10
shape [N]S;

/* a where of its own under the caller's (enclosing mask: the copy path) */
static void callee(int:S *c, int:S v) { where (v % 4 == 1) *c += 1; }

int main(void)
{
    long got[K] = {0}, want[K] = {0}, wrec = 0, wsum = 0;
    for (int it = 0; it < IT; it++)
        for (int v = 0; v < N; v++) {
            int a = (v * 5 + it) % 7;
            if (a < 4) {
                want[0]++;
                if (a % 2) want[1]++; else want[2]++;
                if (v % 4 == 1) want[8]++;
                want[4]++;
                wrec++, wsum += v * 10 + it;
            } else {
                want[5]++;
                if (v % 3 == 1) want[6]++;
            }
            if (v % 3 == 0) want[3]++; /* everywhere, every iteration */
            if (v % 5 == 2) want[7]++;
            if (a >= 4) want[9]++;     /* else of a body that negated a */
        }
    with (S) {
        int:S v = pcoord(0), a, c8 = 0, r;
        FILE:S *pf = fopen("wc.dat", "w");
        for (int it = 0; it < IT; it++) {
            a = (v * 5 + it) % 7;
            where (a < 4) {
                got[0] += += (int:current)1;
                where (a % 2) got[1] += += (int:current)1;
                else got[2] += += (int:current)1;
                everywhere {
                    where (v % 3 == 0) got[3] += += (int:current)1;
                }
                callee(&c8, v);
                got[4] += += (int:current)1;
                r = v * 10 + it;
                fwrite(&r, sizeof r, 1, pf);
            } else {
                got[5] += += (int:current)1;
                where (v % 3 == 1) got[6] += += (int:current)1;
            }
            where (v % 5 == 2) got[7] += += (int:current)1;
            where (a < 4) {
                a = -a - 10;  /* the else below must still use a < 4 as it was */
                got[0] += 0;
            } else
                got[9] += += (int:current)1;
        }
        got[8] = += c8;
        fclose(pf);
        pf = fopen("wc.dat", "r");
        long nr = 0, sum = 0;
        for (int it = 0; it < IT + 1; it++) {
            r = 0;
            nr += += fread(&r, sizeof r, 1, pf);
            sum += += r;
        }
        fclose(pf);
        int ok = 0;
        for (int k = 0; k < K; k++) {
            if (got[k] == want[k]) ok++;
            else printf("count %d: got %ld want %ld\n", k, got[k], want[k]);
        }
        printf("where conditions: %d counts match\n", ok);
        if (nr == wrec && sum == wsum) printf("file: records and sum match\n");
        else printf("file: %ld records sum %ld, want %ld sum %ld\n", nr, sum, wrec, wsum);
    }
    return 0;
}
