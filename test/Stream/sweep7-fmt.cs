// Round 7: fprintf conversions on a parallel file with parallel arguments
// of every width: %*d (per-VP width), %-*d, %.*s (per-VP precision), %%,
// %lld, %zu, %hhd, %#x, %o, %Lf (long double), %g, %+.3e, %c, %5.2f,
// %s of a parallel char array, and a line under where; read back with
// fscanf (%lld, %zu, %Lf, %hhd, %i, %s) per VP. The text is compared with
// a Python model (its % operator); written at 3 ranks, read at 1, 2, 3.
// RUN: rm -rf %t && mkdir -p %t && cd %t
// RUN: %crun -n 3 %s w | FileCheck --check-prefix=W %s
// RUN: %python %S/Inputs/s7_model.py fmt fmt.txt | FileCheck --check-prefix=M %s
// RUN: %crun -n 1 %s r | FileCheck %s
// RUN: %crun -n 2 %s r | FileCheck %s
// RUN: %crun -n 3 %s r | FileCheck %s
// RUN: env CSTAR_STREAM_FORCE=cb %crun -n 2 %s w | FileCheck --check-prefix=W %s
// RUN: %python %S/Inputs/s7_model.py fmt fmt.txt | FileCheck --check-prefix=M %s
// W: close 0
// M: fmt.txt: 8 VPs match
// CHECK: scanned 8 of 8
#include <stdio.h>
#include <string.h>
shape [8]S;
static const char *word = "abcdefghij";
int main(int argc, char **argv) {
    with (S) {
        int:S v = pcoord(0), w = 1 + pcoord(0) % 6, p = pcoord(0) % 5;
        long long:S big = 1000000000000LL * (pcoord(0) + 1) + pcoord(0);
        size_t:S z = (size_t)pcoord(0) * 4000000000u;
        signed char:S hh = (signed char)(pcoord(0) * 40 - 100);
        long double:S ld = pcoord(0) + 0.25L;
        double:S d = pcoord(0) * 1.5 - 2;
        char:S name[8];
        if (argv[1][0] == 'w') {
            FILE:S *f = fopen("fmt.txt", "w");
            sprintf(name, "n%d", v);
            fprintf(f, "[%*d][%-*d][%.*s] 100%%\n", w, v, w, -v, p, word);
            fprintf(f, "%lld %zu %hhd %#x %o\n", big, z, hh, v * 255, v * 8);
            fprintf(f, "%Lf %g %+.3e %c %5.2f %s\n", ld, d, d * 1000, 'A' + v, d, name);
            where (v % 3 == 1) fprintf(f, "odd %d\n", v);
            fprintf(f, "end\n");
            printf("close %d\n", fclose(f));
            return 0;
        }
        FILE:S *f = fopen("fmt.txt", "r");
        int:S ok = 1, n, a, b, i1, o1;
        long long:S big2;
        size_t:S z2;
        signed char:S hh2;
        long double:S ld2;
        double:S d2, e2, f2;
        char:S s1[16], c, nm[8], end[8];
        n = fscanf(f, "[%d][%d ][%[a-j]] 100%% ", &a, &b, s1); /* " ]": %-*d pads */
        where (p == 0) ok &= n == 2 && a == v && b == -v;         /* %.0s printed nothing: %[ fails */
        else ok &= n == 3 && a == v && b == -v && (int)strlen(s1) == p;
        where (p == 0) fscanf(f, "] 100%% ");
        n = fscanf(f, "%lld %zu %hhd %i %o", &big2, &z2, &hh2, &i1, &o1);
        ok &= n == 5 && big2 == big && z2 == z && hh2 == hh && i1 == v * 255 && o1 == v * 8;
        n = fscanf(f, "%Lf %lf %le %c %lf %7s", &ld2, &d2, &e2, &c, &f2, nm);
        sprintf(name, "n%d", v);
        ok &= n == 6 && ld2 == ld && d2 == d && e2 == d * 1000 && c == 'A' + v && strcmp(nm, name) == 0;
        where (v % 3 == 1) { n = fscanf(f, " odd %d", &a); ok &= n == 1 && a == v; }
        n = fscanf(f, " %7s", end);
        ok &= n == 1 && strcmp(end, "end") == 0 && fscanf(f, " %7s", end) == EOF;
        printf("scanned %d of 8\n", += ok);
        fclose(f);
    }
    return 0;
}
