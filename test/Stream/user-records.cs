// Records per VP (values by hand): ids 100..108 (sum 936), w = 0.5*k (sum 18),
// written as strided members (&p.id, &p.w), then as the whole struct; VP k writes
// k%4+1 doubles 10k+i with a parallel item count (sum 21 items); asking for 4 gives
// each VP its own count, and feof is set on the 7 VPs that asked past their end
// (k = 3, 7 read exactly 4). Names "vp-<k*k>" made by sprintf in an elemental
// function, written with fprintf("%s") from a char:S array, read with fgets.
// Written at 1 and 3 ranks, read at 1, 2, 3.
// RUN: rm -rf %t && mkdir -p %t && cd %t
// RUN: %crun -n 1 %s w | FileCheck --check-prefix=W %s
// RUN: %crun -n 2 %s | FileCheck %s
// RUN: %crun -n 3 %s | FileCheck %s
// RUN: rm -f rec.dat* names.txt* && %crun -n 3 %s w | FileCheck --check-prefix=W %s
// RUN: %crun -n 1 %s | FileCheck %s
// RUN: %crun -n 2 %s | FileCheck %s
// W: written
// CHECK: members: 936 18
// CHECK-NEXT: struct: 936 18
// CHECK-NEXT: items: 21, [3] 33 30, [8] 80 -1
// CHECK-NEXT: eof 7
// CHECK-NEXT: name[7]: vp-49
// CHECK-NEXT: newlines 9
/* Records per VP: a parallel struct written member by member (strided: &p.x),
   a whole struct, a variable number of items per VP (parallel n), names with
   fprintf("%s") from a char:S array and fgets back into one; read back at
   another rank count. `rec w` writes, `rec` reads. */
#include <stdio.h>
#include <string.h>
#define N 9
shape [N]S;
struct rec { int id; double w; };
struct rec:S p;
double:S vals[4];
char:S name[16];
FILE:S *f;

elemental void mkname(char *buf, int id)
{
    sprintf(buf, "vp-%d", id * id);
}

main(argc, argv) int argc; char **argv;
{
    int i;
    with (S) {
        int:S n, got;
        if (argc > 1) {
            p.id = pcoord(0) + 100;
            p.w = pcoord(0) * 0.5;
            for (i = 0; i < 4; i++) vals[i] = pcoord(0) * 10 + i;
            f = fopen("rec.dat", "w");
            fwrite(&p.id, sizeof(int), 1, f);
            fwrite(&p.w, sizeof(double), 1, f);
            fwrite(&p, sizeof(struct rec), 1, f);
            n = pcoord(0) % 4 + 1;
            fwrite(vals, sizeof(double), n, f);     /* VP k writes k%4+1 doubles */
            fclose(f);
            f = fopen("names.txt", "w");
            for (i = 0; i < 16; i++) name[i] = 0;
            mkname(name, pcoord(0));
            fprintf(f, "%s\n", name);
            fclose(f);
            printf("written\n");
            return 0;
        }
        f = fopen("rec.dat", "r");
        fread(&p.id, sizeof(int), 1, f);
        fread(&p.w, sizeof(double), 1, f);
        printf("members: %d %g\n", += p.id, += p.w);   /* 936, 18 */
        p.id = 0; p.w = 0;
        fread(&p, sizeof(struct rec), 1, f);
        printf("struct: %d %g\n", += p.id, += p.w);
        for (i = 0; i < 4; i++) vals[i] = -1;
        got = fread(vals, sizeof(double), 4, f);      /* asks for 4, gets k%4+1 */
        printf("items: %d, [3] %g %g, [8] %g %g\n", += got, [3]vals[3], [3]vals[0], [8]vals[0], [8]vals[1]);
        printf("eof %d\n", += (feof(f) != 0));
        fclose(f);
        f = fopen("names.txt", "r");
        for (i = 0; i < 16; i++) name[i] = 0;
        fgets(name, 16, f);
        printf("name[7]: %c%c%c%c%c\n", [7]name[0], [7]name[1], [7]name[2], [7]name[3], [7]name[4]);
        printf("newlines %d\n", += ((name[5] == '\n') + (name[4] == '\n') + (name[6] == '\n')));
        fclose(f);
    }
    return 0;
}
