// Round 7: a log file per VP, as a simulation writes one: one "w" open, 12
// steps of fprintf lines of ragged lengths (%.*s with a per-VP precision,
// %*d with a per-VP width, %%), where some VPs skip some steps (IB), an
// fflush half way; then read back per VP with fgets (the whole line
// compared with sprintf's) and, in a second open, with fscanf (%d, %[^|],
// %*d) and a count of the lines each VP has, feof after the last. Written
// at 3 ranks and read at 1, 2 and 3; written at 1 and read at 3; the file
// is compared with a Python model (s7_model.py log), and verified.
// RUN: rm -rf %t && mkdir -p %t && cd %t
// RUN: %crun -n 3 %s w | FileCheck --check-prefix=W %s
// RUN: %python %S/Inputs/s7_model.py log log.txt | FileCheck --check-prefix=M %s
// RUN: %streamstar verify log.txt | FileCheck --check-prefix=V %s
// RUN: %crun -n 1 %s r | FileCheck %s
// RUN: %crun -n 2 %s r | FileCheck %s
// RUN: %crun -n 3 %s r | FileCheck %s
// RUN: %crun -n 1 %s w | FileCheck --check-prefix=W %s
// RUN: %python %S/Inputs/s7_model.py log log.txt | FileCheck --check-prefix=M %s
// RUN: %crun -n 3 %s r | FileCheck %s
// RUN: env CSTAR_STREAM_FORCE=ib %crun -n 2 %s w | FileCheck --check-prefix=W %s
// RUN: %python %S/Inputs/s7_model.py log log.txt | FileCheck --check-prefix=M %s
// W: wrote 12 steps, close 0
// M: log.txt: 15 VPs match
// V: log.txt: ok (shape 3x5, 15 VPs
// CHECK: fgets: 15 of 15 VPs ok
// CHECK-NEXT: fscanf: 15 of 15 VPs ok
#include <stdio.h>
#include <string.h>
shape [3][5]S;
static const char *xs = "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx";
elemental int skips(int v, int s) { return (v + s) % 4 == 3; }
elemental int plen(int v, int s) { return (v * 7 + s * 3) % 11; }
elemental int wid(int v, int s) { return 1 + (v + s) % 5; }
elemental void line(char *b, int v, int s) {
    sprintf(b, "s%02d v%d <%.*s>|%*d %d%%\n", s, v, plen(v, s), xs, wid(v, s), v * s, (v * s) % 100);
}
elemental int same(const char *a, const char *b) { return strcmp(a, b) == 0; }
int main(int argc, char **argv) {
    with (S) {
        int:S v = pcoord(0) * 5 + pcoord(1), ok = 1;
        if (argv[1][0] == 'w') {
            FILE:S *f = fopen("log.txt", "w");
            for (int s = 0; s < 12; s++) {
                int:S p = plen(v, s), w = wid(v, s), k = v * s, pc = (v * s) % 100;
                where (!skips(v, s))
                    fprintf(f, "s%02d v%d <%.*s>|%*d %d%%\n", s, v, p, xs, w, k, pc);
                if (s == 6) fflush(f);
            }
            printf("wrote 12 steps, close %d\n", fclose(f));
            return 0;
        }
        char:S got[80], want[80], txt[40];
        FILE:S *f = fopen("log.txt", "r");
        for (int s = 0; s < 12; s++)
            where (!skips(v, s)) {
                line(want, v, s);
                where (fgets(got, 80, f) == NULL) ok = 0;
                else ok &= same(got, want);
            }
        ok &= fgets(got, 80, f) == NULL && feof(f) && !ferror(f);
        printf("fgets: %d of 15 VPs ok\n", += ok);
        fclose(f);
        f = fopen("log.txt", "r");
        int:S lines = 0, n, a, b, c, d;
        ok = 1;
        for (int s = 0; s < 12; s++)
            where (!skips(v, s)) {
                n = fscanf(f, "s%d v%d <%[x]>|%d %d%%\n", &a, &b, txt, &c, &d);
                where (plen(v, s) == 0) { /* %[x] matches nothing: the conversion fails there */
                    ok &= n == 2 && a == s && b == v;
                    n = fscanf(f, ">|%d %d%%\n", &c, &d);
                    ok &= n == 2 && c == v * s && d == (v * s) % 100;
                } else
                    ok &= n == 5 && a == s && b == v && c == v * s && d == (v * s) % 100 &&
                          (int)strlen(txt) == plen(v, s);
                lines += ok;
            }
        n = fscanf(f, "%d", &a);
        ok &= n == EOF && feof(f);
        printf("fscanf: %d of 15 VPs ok\n", += ok);
        fclose(f);
    }
    return 0;
}
