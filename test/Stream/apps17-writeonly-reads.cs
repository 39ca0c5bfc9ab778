// apps17: reading a stream opened only for writing ("w", "a"): every
// elemental read (fscanf, fgetc, fgets, getc, fread inside an elemental
// function) fails with the error indicator and leaves the end-of-file
// indicator alone, as C's stdio does on a write-only stream; the data
// written stay intact. Each VP's flags are compared with a
// plain-C run of the same calls on a per-VP scalar file opened with the same
// mode (the reference in the same program: glibc). fscanf set EOF too (its
// scan saw "no bytes" and took that for the end of the stream), so
// `while (!feof(f))` loops that test the flag took the wrong branch.
// RUN: rm -rf %t && mkdir -p %t && cd %t
// RUN: %crun -n 1 %s w | FileCheck %s
// RUN: %crun -n 2 %s a | FileCheck %s
// RUN: %crun -n 3 %s w | FileCheck %s
// RUN: %crun -n 3 %s a | FileCheck %s
// CHECK: flags differ 0 results differ 0 of 30
// CHECK-NEXT: read back 6 VPs intact 6
#include <stdio.h>
#include <string.h>
shape [6]S;
static const char *mode;

/* the same call on the VP's stream (sf) and on a real file (rf): k selects it */
elemental int probe(FILE *sf, int v, int k) {
    char nm[32], a[16] = "", b[16] = "";
    sprintf(nm, "ref%d_%d.txt", v, k);
    remove(nm);
    FILE *rf = fopen(nm, mode);
    fprintf(sf, "x%d ", v);
    fprintf(rf, "x%d ", v);
    int r1 = 0, r2 = 0, x = 0, y = 0;
    switch (k) {
    case 0: r1 = fscanf(sf, "%d", &x); r2 = fscanf(rf, "%d", &y); break;
    case 1: r1 = fgetc(sf); r2 = fgetc(rf); break;
    case 2: r1 = fgets(a, 8, sf) != NULL; r2 = fgets(b, 8, rf) != NULL; break;
    case 3: r1 = getc(sf); r2 = getc(rf); break;
    case 4: r1 = (int)fread(a, 1, 4, sf); r2 = (int)fread(b, 1, 4, rf); break;
    }
    /* glibc's fscanf on a write-only stream returns EOF without setting the
     * error indicator (its vfscanf checks the mode first); Stream* sets it,
     * as glibc's fgetc does: for fscanf only the EOF indicator is compared */
    int bad = (feof(sf) != 0) != (feof(rf) != 0) || (k != 0 && (ferror(sf) != 0) != (ferror(rf) != 0));
    if (bad) printf("VP %d call %d: feof %d/%d ferror %d/%d\n", v, k, feof(sf) != 0, feof(rf) != 0, ferror(sf) != 0, ferror(rf) != 0);
    fclose(rf);
    remove(nm);
    clearerr(sf);
    return bad * 2 + (r1 != r2);
}

int main(int argc, char **argv) {
    mode = argv[1];
    FILE:S *f;
    with (S) {
        int:S v = pcoord(0), flags = 0, res = 0, r;
        remove("wo.dat");
        f = fopen("wo.dat", mode);
        for (int k = 0; k < 5; k++) {
            r = probe(f, v, k);
            flags += r / 2;
            res += r % 2;
        }
        printf("flags differ %d results differ %d of %d\n", += flags, += res, += 5);
        fclose(f);
        f = fopen("wo.dat", "r");
        char:S t[32];
        int:S n;
        for (int i = 0; i < 32; i++) t[i] = 0;
        n = fread(t, 1, 31, f);
        /* five "x<v> " written */
        int:S ok = n == 15 && t[0] == 'x' && t[1] == '0' + v && t[2] == ' ' && t[12] == 'x' && t[14] == ' ';
        printf("read back %d VPs intact %d\n", += 1, += ok);
        fclose(f);
    }
    return 0;
}
