// fseek / ftell / rewind / feof / ferror / clearerr on a parallel file, with
// scalar and per-VP offsets, inside and outside `where`: per-VP results.
// RUN: rm -rf %t && mkdir -p %t && cd %t
// RUN: %crun -n 1 %s > out1 && FileCheck %s < out1
// RUN: %crun -n 2 %s > out2 && diff out1 out2
// RUN: %crun -n 3 %s > out3 && diff out1 out3
// RUN: env CSTAR_STREAM_FORCE=ib %crun -n 2 %s > outib && diff out1 outib
// CHECK: tell 800
// CHECK-NEXT: seek ok 10 value 30
// CHECK-NEXT: where tell 5 sum 35
// CHECK-NEXT: per-VP seek: fails 0 ints 45
// CHECK-NEXT: eof before 0 after 10 short 10
// CHECK-NEXT: rewind tell 0 eof 0 error 0
// CHECK-NEXT: bad seek -1: 10 eof 0
#include <stdio.h>
shape [10]S;
int:S a[20];
FILE:S *f;
int main(void) {
    int j;
    with (S) {
        int:S k = pcoord(0), r, v;
        long:S pos;
        for (j = 0; j < 20; j++) a[j] = k * 100 + j;
        f = fopen("s.dat", "w");
        fwrite(a, sizeof(int), 20, f);
        pos = ftell(f);
        printf("tell %ld\n", += pos);
        fclose(f);      /* (IB data written in this session cannot be read back before a close) */
        f = fopen("s.dat", "r");
        r = fseek(f, 4 * 3, SEEK_SET);                   /* scalar offset */
        fread(&v, sizeof(int), 1, f);
        printf("seek ok %d value %d\n", += (r == 0), += (v - k * 100));   /* a[3] - k*100 = 3, 10 times */
        pos = -1;
        where (k >= 5) {
            fseek(f, 0, SEEK_END);
            pos = ftell(f);
        }
        printf("where tell %d sum %d\n", += (pos == 80), += (pos == 80 ? k : 0));
        r = fseek(f, 4 * (long)k, SEEK_SET);                /* per-VP offset */
        fread(&v, sizeof(int), 1, f);
        printf("per-VP seek: fails %d ints %d\n", += (r != 0), += (v - k * 100));
        fseek(f, -4, SEEK_END);
        fread(&v, sizeof(int), 1, f);
        r = feof(f);
        printf("eof before %d", += (r != 0));
        r = fread(&v, sizeof(int), 1, f);
        printf(" after %d short %d\n", += (feof(f) != 0), += (r == 0));
        rewind(f);
        pos = ftell(f);
        printf("rewind tell %ld eof %d error %d\n", += pos, += (feof(f) != 0), += (ferror(f) != 0));
        r = fseek(f, -100, SEEK_SET);
        clearerr(f);
        printf("bad seek -1: %d eof %d\n", += (r == -1), += (feof(f) != 0));
        fclose(f);
    }
    return 0;
}
