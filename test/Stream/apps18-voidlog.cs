// apps18: a log of a void-shaped FILE. fopen(name, "w", &s) with an
// allocated [2][3][2] shape gives a FILE:void *; an elemental function
// writes two lines per position with fprintf (the second padded to a
// per-position width). Another run, at another rank count, opens it with an
// unspecified `shape s2;`, gets rank 3 and the extents back, and reads each
// position's lines with fgets in an elemental function. The expected byte
// count, line count and position-weighted sums come from a Python model of
// the same lines (the RUN line below), not from the program.
// RUN: rm -rf %t && mkdir -p %t && cd %t
// RUN: %python -c "L = [(a, b, c, ['%%d.%%d.%%d\n' %% (a, b, c), ' ' * (a + b + c) + '|\n']) for a in range(2) for b in range(3) for c in range(2)]; s = lambda ls: sum(len(l) * (i + 1) for i, l in enumerate(ls)); print('wrote %%d' %% sum(len(''.join(ls)) for *_, ls in L)); print('rank 3 dims 2 3 2'); print('lines %%d sum %%d check %%d' %% (2 * len(L), sum(s(ls) for *_, ls in L), sum(s(ls) * 1000 + a * 100 + b * 10 + c for a, b, c, ls in L)))" > want.txt
// RUN: %crun -n 3 %s w > w3.txt && head -1 want.txt | diff - w3.txt
// RUN: %crun -n 1 %s r > r1.txt && tail -2 want.txt | diff - r1.txt
// RUN: %crun -n 2 %s r > r2.txt && tail -2 want.txt | diff - r2.txt
// RUN: %crun -n 2 %s w > w2.txt && head -1 want.txt | diff - w2.txt
// RUN: %crun -n 3 %s r > r3.txt && tail -2 want.txt | diff - r3.txt
// RUN: FileCheck %s < want.txt
// CHECK: wrote 120
// CHECK-NEXT: rank 3 dims 2 3 2
// CHECK-NEXT: lines 24 sum 168 check 168726
#include <stdio.h>
#include <string.h>
elemental int put(FILE *f, int a, int b, int c) { return fprintf(f, "%d.%d.%d\n", a, b, c) + fprintf(f, "%*s|\n", a + b + c, ""); }
elemental int get(FILE *f, int *sum) { char l[32]; int n = 0; *sum = 0; while (fgets(l, sizeof l, f)) { n++; *sum += (int)strlen(l) * n; } return n; }
int main(int argc, char **argv) {
    if (argv[1][0] == 'w') {
        shape [2][3][2]s;
        FILE:void *f = fopen("vd.dat", "w", &s);
        if (!f) { printf("NULL\n"); return 1; }
        with (s) {
            int:s r = put(f, pcoord(0), pcoord(1), pcoord(2));
            printf("wrote %d\n", += r);
            fclose(f);
        }
    } else {
        shape s2;
        FILE:void *f = fopen("vd.dat", "r", &s2);
        if (!f) { printf("NULL\n"); return 1; }
        printf("rank %d dims %d %d %d\n", rankof(s2), dimof(s2, 0), dimof(s2, 1), dimof(s2, 2));
        with (s2) {
            int:s2 sum, n = get(f, &sum);
            int:s2 id = pcoord(0) * 100 + pcoord(1) * 10 + pcoord(2);
            printf("lines %d sum %d check %d\n", += n, += sum, += (sum * 1000 + id));
            fclose(f);
        }
    }
}
