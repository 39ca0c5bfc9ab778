// Any rank count reads any file: a file with NB, CB and IB segments written at
// 2 ranks is read back at 3 and at 1, every VP getting exactly its own bytes
// (checked against the values the program computes, not against a run).
// RUN: rm -rf %t && mkdir -p %t && cd %t
// RUN: %crun -n 2 %s w f.dat | FileCheck --check-prefix=W %s
// RUN: %streamstar info f.dat | FileCheck --check-prefix=INFO %s
// INFO: written by 2 ranks
// INFO: NB
// INFO: CB
// INFO: IB
// RUN: %crun -n 3 %s r f.dat | FileCheck --check-prefix=R %s
// RUN: %crun -n 1 %s r f.dat | FileCheck --check-prefix=R %s
// W: wrote
// R: nb bad 0
// R-NEXT: cb bad 0
// R-NEXT: ib 17 bad 0
#include <stdio.h>
#include <string.h>
shape [17][3]S;
struct pair { double d; int i; };
struct pair:S p;
double:S t;
FILE:S *f;
int main(int argc, char **argv) {
    with (S) {
        int:S id = pcoord(0) * 3 + pcoord(1), got, bad = 0;
        if (strcmp(argv[1], "w") == 0) {
            f = fopen(argv[2], "w");
            t = id * 0.25;
            fwrite(&t, sizeof(double), 1, f);            /* NB */
            p.i = id * 7;
            fwrite(&p.i, sizeof(int), 1, f);             /* strided: CB */
            where (pcoord(1) == 1) fprintf(f, "id=%d;", id);   /* partial: IB */
            fclose(f);
            printf("wrote\n");
        } else {
            f = fopen(argv[2], "r");
            fread(&t, sizeof(double), 1, f);
            printf("nb bad %d\n", += (t != id * 0.25));
            fread(&p.i, sizeof(int), 1, f);
            printf("cb bad %d\n", += (p.i != id * 7));
            where (pcoord(1) == 1) {
                got = fscanf(f, "id=%d;", &p.i);
                bad = p.i != id;
            }
            printf("ib %d bad %d\n", += (got == 1), += bad);
            fclose(f);
        }
    }
    return 0;
}
