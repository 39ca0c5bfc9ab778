// Round 5: a program that does not check fopen's result: "r" on a missing
// file gives NULL silently (as C), and every later call on the NULL
// parallel file must say so and return per-VP results that end the usual
// loops, never crash or spin: fread 0 items, feof 1, ferror 1, ftell -1,
// fseek -1, elemental fgetc EOF and fprintf -1, fclose EOF. feof(NULL)
// crashed (SIGSEGV in cs_feof); fread left its item counts unset.
// RUN: rm -rf %t && mkdir -p %t && cd %t
// RUN: %crun -n 1 %s 2>&1 | FileCheck %s
// RUN: %crun -n 3 %s 2>&1 | FileCheck %s
// CHECK-DAG: cstar: fread("(null)"): fread on a NULL parallel file
// CHECK-DAG: cstar: feof("(null)"): feof on a NULL parallel file
// CHECK-DAG: cstar: ftell("(null)"): ftell on a NULL parallel file
// CHECK-DAG: cstar: fseek("(null)"): fseek on a NULL parallel file
// CHECK-DAG: opened: NULL
// CHECK-DAG: loop ended after 1, items 0, eof 7, err 7, tell -7, seek -7, getc -7, printf -7, close -1
#include <stdio.h>
shape [7]S;
int main(void) {
    int iters = 0;
    with (S) {
        int:S n = 5, e, r, c, p;
        long:S t;
        double:S x;
        FILE:S *f = fopen("missing.dat", "r");
        printf("opened: %s\n", f == NULL ? "NULL" : "a file");
        n = fread(&x, sizeof x, 1, f);
        iters++;
        while (|= !feof(f)) {                   /* would spin if feof were 0 */
            n = fread(&x, sizeof x, 1, f);
            if (++iters > 3) break;
        }
        e = ferror(f);
        t = ftell(f);
        r = fseek(f, 0, SEEK_SET);
        c = fgetc(f);
        p = fprintf(f, "x");
        printf("loop ended after %d, items %d, eof %d, err %d, tell %ld, seek %d, getc %d, printf %d, close %d\n",
               iters, += n, += feof(f), += e, += t, += r, += c, += p, fclose(f));
    }
    return 0;
}
