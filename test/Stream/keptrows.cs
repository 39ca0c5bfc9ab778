// Kept regular rows (runtime/src/stream/rowset.c): per-VP fseek updates of an
// NB segment (ints) and a CB segment (shorts) in "r+", VPs at different rows
// in every call, so rows are loaded and kept and written back later; in the
// middle a collective NB write of record 2 (the kept rows go to the file
// first and are forgotten: the per-VP reads after it see the new values), an
// fflush, and a `where` that leaves half the VPs out of some rounds. Each VP
// checks every value it reads against its own model; then a collective
// reread, and a reopen "r" with per-VP reads in reverse order. Runs with the
// default memory, with none (`stream-rsmem=0`: written through, the old way)
// and with room for two rows (evictions), at 1, 2 and 3 ranks: the same
// output and byte-identical data files, which the sequential model in
// Inputs/keptrows_model.py checks through the Python package.
// RUN: rm -rf %t && mkdir -p %t && cd %t
// RUN: %crun -n 1 %s > o1.txt && cp kept.dat d1
// RUN: %python %S/Inputs/keptrows_model.py kept.dat | FileCheck --check-prefix=M %s
// RUN: %crun -n 2 %s > o2.txt && cmp kept.dat d1 && diff o1.txt o2.txt
// RUN: %crun -n 3 %s > o3.txt && cmp kept.dat d1 && diff o1.txt o3.txt
// RUN: %crun -n 2 %s --cstar-stream-rsmem=0 > o4.txt && cmp kept.dat d1 && diff o1.txt o4.txt
// RUN: %crun -n 3 %s --cstar-stream-rsmem=6000 > o5.txt && cmp kept.dat d1 && diff o1.txt o5.txt
// RUN: env CSTAR_STREAM_RSMEM=2k %crun -n 1 %s > o6.txt && cmp kept.dat d1 && diff o1.txt o6.txt
// RUN: FileCheck %s < o1.txt
// CHECK: updates {{[1-9][0-9]*}}, bad 0
// CHECK: reread bad 0
// CHECK: reverse bad 0
// CHECK: sum {{-?[0-9]+}}
// M: kept.dat: 999 VPs match
#include <stdio.h>
#define N 999
#define R 20   /* NB records (int) per VP */
#define R2 6   /* CB records (short) per VP */
#define U 12   /* update rounds */
shape [N]S;
int main()
{
    with (S) {
        int:S i = pcoord(0), x, want[R], k, c;
        int j, jj;
        short:S s, wants[R2];
        long bad = 0, upd = 0;
        FILE:S *f = fopen("kept.dat", "w");
        for (j = 0; j < R; j++) { x = i * 100 + j; want[j] = x; fwrite(&x, sizeof x, 1, f); }
        for (j = 0; j < R2; j++) { s = (short)(i + 1000 * j); wants[j] = s; fwrite(&s, sizeof s, 1, f); }
        fclose(f);
        f = fopen("kept.dat", "r+");
        for (int u = 0; u < U; u++) {
            if (u == U / 2) { /* everyone: record 2 by one collective NB write */
                fseek(f, 2L * sizeof(int), SEEK_SET);
                x = -i;
                fwrite(&x, sizeof x, 1, f);
                want[2] = -i;
            }
            if (u == U / 2 + 1) fflush(f);
            where (u % 3 != 1 || i % 2 == 0) {
                k = (i * 7 + u * 5) % R;
                fseek(f, (long)k * (long)sizeof(int), SEEK_SET);
                fread(&x, sizeof x, 1, f);
                for (j = 0; j < R; j++) where (k == j) bad += x != want[j];
                x += u + 1;
                fseek(f, -(long)sizeof x, SEEK_CUR);
                fwrite(&x, sizeof x, 1, f);
                for (j = 0; j < R; j++) where (k == j) want[j] = x;
                c = (i * 3 + u) % R2;
                fseek(f, R * (long)sizeof(int) + (long)c * (long)sizeof(short), SEEK_SET);
                fread(&s, sizeof s, 1, f);
                for (j = 0; j < R2; j++) where (c == j) bad += s != wants[j];
                s += 1;
                fseek(f, -(long)sizeof s, SEEK_CUR);
                fwrite(&s, sizeof s, 1, f);
                for (j = 0; j < R2; j++) where (c == j) wants[j] = s;
                upd += += (int:S)1;
            }
        }
        printf("updates %ld, bad %ld\n", upd, bad);
        rewind(f);
        bad = 0;
        for (j = 0; j < R; j++) { fread(&x, sizeof x, 1, f); bad += += (int:S)(x != want[j]); }
        for (j = 0; j < R2; j++) { fread(&s, sizeof s, 1, f); bad += += (int:S)(s != wants[j]); }
        printf("reread bad %ld\n", bad);
        fclose(f);
        f = fopen("kept.dat", "r");
        bad = 0;
        for (j = R2 - 1; j >= 0; j--) {
            fseek(f, R * (long)sizeof(int) + (long)((j + i) % R2) * (long)sizeof(short), SEEK_SET);
            fread(&s, sizeof s, 1, f);
            for (jj = 0; jj < R2; jj++) where ((j + i) % R2 == jj) bad += += (int:S)(s != wants[jj]);
        }
        for (j = R - 1; j >= 0; j--) {
            fseek(f, (long)((j + i) % R) * (long)sizeof(int), SEEK_SET);
            fread(&x, sizeof x, 1, f);
            for (jj = 0; jj < R; jj++) where ((j + i) % R == jj) bad += += (int:S)(x != want[jj]);
        }
        printf("reverse bad %ld\n", bad);
        fclose(f);
        long sum = 0;
        for (j = 0; j < R; j++) sum += += want[j];
        for (j = 0; j < R2; j++) sum += += wants[j];
        printf("sum %ld\n", sum);
    }
    return 0;
}
