// TMC C*'s global view (docs/language.md §7): fwrite/fread of a parallel
// variable through an ordinary scalar FILE * moves the whole variable, every
// position (inactive ones too), as one array in row-major position order,
// from every rank.  numpy checks the file written; the program reads a file
// numpy wrote, and must read the same at 1, 2 and 3 ranks (15 positions: the
// blocks are uneven at 2 and 3 ranks).
// RUN: rm -rf %t && mkdir -p %t && cd %t
// RUN: %python -c "import numpy as np; i=np.arange(15); open('in.dat','wb').write((i*i-3).astype('<i4').tobytes() + np.stack([i*0.5, -i*1.0],1).astype('<f8').tobytes() + (100+np.arange(7)).astype('<i4').tobytes())"
// RUN: %crun -n 1 %s out1.dat in.dat > o1 && FileCheck %s < o1
// RUN: %crun -n 2 %s out2.dat in.dat > o2 && diff o1 o2
// RUN: %crun -n 3 %s out3.dat in.dat > o3 && diff o1 o3
// RUN: cmp out1.dat out2.dat && cmp out1.dat out3.dat
// RUN: %python %S/Inputs/gview_check.py out1.dat | FileCheck --check-prefix=NP %s
// NP: numpy ok 728 bytes
// RUN: not %cstar -DBAD %s -o bad 2>&1 | FileCheck --check-prefix=ERR %s
// ERR: gview.cs:{{[0-9]+}}:33: error: 'fwrite' of a parallel variable through a scalar FILE * moves the same bytes of every position; its item count must be scalar
// CHECK: write counts 1 1 2 1 1
// CHECK-NEXT: read 1 bad 0 inactive-filled 15
// CHECK-NEXT: read pairs 2 bad 0
// CHECK-NEXT: short read 0 got 7 kept 8 eof 1
#include <stdio.h>
struct pt { int x; double y; };
shape [5][3]S;
int:S a, b, c;
struct pt:S p;
double:S d[2];

/* a scalar function given a pointer to a parallel variable */
size_t dump(int:S *q, FILE *fp) { return fwrite(q, sizeof(int), 1, fp); }

int main(int argc, char **argv) {
    FILE *fp = fopen(argv[1], "w");
    int hdr = 42;
    size_t r1, r2, r3, r4, r5, n;
    fwrite(&hdr, sizeof(int), 1, fp);
    with (S) {
        a = pcoord(0) * 3 + pcoord(1);
        p.x = -a; p.y = a + 0.5;
        d[0] = a * 2.0; d[1] = a * 3.0;
        r1 = fwrite(&a, sizeof(int), 1, fp);
        where (a % 2) r2 = fwrite(&p, sizeof(struct pt), 1, fp);   /* every position */
        r3 = fwrite(d, sizeof(double), 2, fp);
        r4 = fwrite(&p.y, sizeof(double), 1, fp);
        r5 = dump(&a, fp);
#ifdef BAD
        fwrite(&a, sizeof(int), (int:S)1, fp);
#endif
    }
    fprintf(fp, "end\n");
    fclose(fp);
    printf("write counts %zu %zu %zu %zu %zu\n", r1, r2, r3, r4, r5);

    fp = fopen(argv[2], "r");
    with (S) {
        int:S pos = pcoord(0) * 3 + pcoord(1);
        b = -1;
        where (pos < 4) n = fread(&b, sizeof(int), 1, fp);
        printf("read %zu bad %d inactive-filled %d\n", n, += (int:S)(b != pos * pos - 3),
               += (int:S)(b != -1));
        d[0] = d[1] = 7;
        n = fread(d, sizeof(double), 2, fp);
        printf("read pairs %zu bad %d\n", n, += (int:S)(d[0] != pos * 0.5 || d[1] != -pos));
        c = -5;
        n = fread(&c, sizeof(int), 1, fp);  /* 7 ints left for 15 positions */
        printf("short read %zu got %d kept %d eof %d\n", n, += (int:S)(c == 100 + pos), += (int:S)(c == -5),
               feof(fp) != 0);
    }
    fclose(fp);
    return 0;
}
