// In-place updates of IB data kept in the superblock read buffers
// (ibread.c sx_ibr_update): a text file written by elemental fprintf (IB),
// then "r+" rounds of per-VP fseek + fscanf + fprintf of one fixed-width
// record, with an fflush, a whole-shape fread pass (uniform IB reads, which
// read the file and not the buffers) and more rounds after it. Small
// superblocks and few read buffers make the updates evict dirty buffers;
// rdbufs=2 evicts on almost every superblock change. Every run must leave
// the same bytes; a sequential Python model (Inputs/ibkept_model.py) checks
// every VP's stream through the Python package, and another rank count
// reads the records back.
// RUN: rm -rf %t && mkdir -p %t && cd %t
// RUN: %crun -n 1 %s w --cstar-stream-sb=4096 | FileCheck --check-prefix=W %s
// RUN: cp up.txt w.txt && cp up.txt.meta w.txt.meta && cp up.txt.first w.txt.first && cp up.txt.dir w.txt.dir
// RUN: %crun -n 1 %s u | FileCheck --check-prefix=U %s
// RUN: %python %S/Inputs/ibkept_model.py up.txt | FileCheck --check-prefix=M %s
// RUN: cp up.txt u1.txt
// RUN: %crun -n 3 %s r | FileCheck --check-prefix=R %s
// RUN: cp w.txt up.txt && cp w.txt.meta up.txt.meta && cp w.txt.first up.txt.first && cp w.txt.dir up.txt.dir
// RUN: %crun -n 2 %s u --cstar-stream-rdbufs=2 | FileCheck --check-prefix=U %s
// RUN: cmp up.txt u1.txt
// RUN: cp w.txt up.txt && cp w.txt.meta up.txt.meta && cp w.txt.first up.txt.first && cp w.txt.dir up.txt.dir
// RUN: %crun -n 3 %s u --cstar-stream-rdbufs=3 | FileCheck --check-prefix=U %s
// RUN: cmp up.txt u1.txt
// RUN: %crun -n 2 %s r | FileCheck --check-prefix=R %s
// RUN: %streamstar verify up.txt | FileCheck --check-prefix=V %s
// W: written 0
// U: round 0 bad 0
// U: round 5 bad 0
// U: uniform bad 0
// U: round 6 bad 0
// U: round 9 bad 0
// U: closed 0
// M: up.txt: 1000 VPs match
// R: read bad 0 of 20000
// V: ok
#include <stdio.h>
#include <string.h>
#define N 1000
#define REC 20
#define ROUNDS 10
shape [N]S;

/* the value record k of VP v holds after `rounds` update rounds */
int:S model(int:S v, int:S k, int rounds)
{
    int:S x = v * 100 + k;
    for (int u = 0; u < rounds; u++)
        where ((v * 7 + u * 5) % REC == k && (u % 3 != 1 || v % 2 == 0)) x += (u + 1) * 100000;
    return x;
}

main(int argc, char **argv)
{
    with (S) {
        int:S v = pcoord(0), x;
        FILE:S *f;
        if (!strcmp(argv[1], "w")) {
            f = fopen("up.txt", "w");
            for (int s = 0; s < REC; s++) fprintf(f, "%07d\n", v * 100 + s);
            printf("written %d\n", fclose(f));
        } else if (!strcmp(argv[1], "u")) {
            f = fopen("up.txt", "r+");
            for (int u = 0; u < ROUNDS; u++) {
                long bad = 0;
                int:S k = (v * 7 + u * 5) % REC;
                if (u == 6) { /* a whole-shape pass: uniform reads of the file */
                    char:S rec[8];
                    rewind(f);
                    for (int s = 0; s < REC; s++) {
                        fread(rec, 8, 1, f);
                        x = 0;
                        for (int d = 0; d < 7; d++) x = x * 10 + (rec[d] - '0');
                        bad += x != model(v, s, u) || rec[7] != '\n';
                    }
                    printf("uniform bad %ld\n", bad);
                    bad = 0;
                }
                where (u % 3 != 1 || v % 2 == 0) {
                    fseek(f, (long)k * 8, SEEK_SET);
                    fscanf(f, "%d", &x);
                    bad += x != model(v, k, u);
                    fseek(f, (long)k * 8, SEEK_SET);
                    fprintf(f, "%07d", x + (u + 1) * 100000);
                }
                if (u == 3) fflush(f);
                printf("round %d bad %ld\n", u, bad);
            }
            printf("closed %d\n", fclose(f));
        } else {
            long bad = 0;
            f = fopen("up.txt", "r");
            for (int s = 0; s < REC; s++) {
                x = -1;
                fscanf(f, "%d", &x);
                bad += x != model(v, s, ROUNDS);
            }
            fclose(f);
            printf("read bad %ld of %d\n", bad, N * REC);
        }
    }
}
