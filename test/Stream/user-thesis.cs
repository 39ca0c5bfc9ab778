// The Stream* thesis's Fig. 3.4 (Moore 1996) as written: FILE:S *outfile,
// fopen("temp","w",&S) on a fully specified shape, fwrite of &someint, fopen
// "a" and fprintf under where(someint < 0); then read back at other rank
// counts: fread, fscanf of the debug streams, and fopen("temp","r",&s) giving
// an unspecified shape from temp.meta. Values by hand: someint = -3..4
// (sum 4, [1][3] = 4); the negative ones -3,-2,-1 (3 lines, sum -6).
// RUN: rm -rf %t && mkdir -p %t && cd %t
// RUN: %crun -n 2 %s w | FileCheck --check-prefix=W %s
// RUN: %crun -n 1 %s r | FileCheck %s
// RUN: %crun -n 3 %s r | FileCheck %s
// RUN: rm -f temp* debug* && %crun -n 3 %s w | FileCheck --check-prefix=W %s
// RUN: %crun -n 2 %s r | FileCheck %s
// W: written
// CHECK: read 8 items, sum 4, [1][3] 4
// CHECK-NEXT: debug lines 3, sum -6
// CHECK-NEXT: shape from meta: rank 2, 2 x 4
// CHECK-NEXT: via void file: sum 4 max 4
/* Stream* thesis (Moore 1996) Fig. 3.4, then reading the streams back,
   possibly at another rank count: `thesis w` writes, `thesis r` reads. */
#include <stdio.h>
#include <string.h>
shape [2][4]S;
int scalarvar;
FILE:S *outfile, *errfile;
int:S someint;

main(argc, argv)
int argc;
char *argv[];
{
    if (strcmp(argv[1], "w") == 0) {
        with (S) {
            someint = pcoord(0) * 4 + pcoord(1) - 3;   /* -3 .. 4 */
            outfile = fopen("temp","w",&S);
            fwrite(&someint,sizeof(someint),1,outfile);
            fclose(outfile);
            where (someint < 0) {
                errfile = fopen("debug","a",&S);
                fprintf(errfile,"Error, someint was %d\n",someint);
                fclose(errfile);
            }
        }
        printf("written\n");
    } else {
        shape s;
        FILE:void *in;
        int:S back, n, neg;
        char buf[64];
        with (S) {
            back = -100;
            outfile = fopen("temp", "r");
            n = fread(&back, sizeof(int), 1, outfile);
            fclose(outfile);
            printf("read %d items, sum %d, [1][3] %d\n", += n, += back, [1][3]back);
            errfile = fopen("debug", "r");
            neg = 0;
            n = fscanf(errfile, "Error, someint was %d\n", &neg);
            printf("debug lines %d, sum %d\n", += (n == 1), += neg);
            fclose(errfile);
        }
        in = fopen("temp", "r", &s);
        printf("shape from meta: rank %d, %d x %d\n", rankof(s), dimof(s, 0), dimof(s, 1));
        with (s) {
            int:s x = 0;
            fread(&x, sizeof(int), 1, in);
            printf("via void file: sum %d max %d\n", += x, >?= x);
            fclose(in);
        }
    }
    return 0;
}
