// apps18: a checkpoint/restart loop as an outside user writes one, against
// plain C with one FILE per VP (Inputs/apps18_restart_ref.c: the same steps,
// the same printed lines, and a file per VP whose bytes the Python check
// compares with each Stream* stream). Each of 6 steps reopens the same file
// with r+, a and a+ and mixes the segments: the state rewritten in place
// (NB), per-VP records of 0..4 bytes under a where appended at SEEK_END (IB,
// zero-length in some VPs), a marker appended in "a" mode at per-VP ends, and
// in "a+" a read of the last marker through a negative SEEK_END seek then a
// putc at the end. Every other step a read-only pass seeks with parallel
// negative offsets from SEEK_END and SEEK_CUR, one seek before the start
// (-1, position kept, C's EINVAL), fgetc/ungetc/fgetc, a read past the end
// (EOF per VP) and clearerr, and prints each VP's results and flags.
// A second file, a log of a [2][3] shape, is open at the same time and
// written with fprintf under nested wheres; a third, of a 1-position shape,
// holds a running total (3 ranks: more ranks than positions). The "r" run
// reads everything back at another rank count: the checkpoint whole with
// fread and the log line by line with fgets and fscanf.
// RUN: rm -rf %t && mkdir -p %t && cd %t
// RUN: cc -w -o %t.ref %S/Inputs/apps18_restart_ref.c && %t.ref w > want.txt && %t.ref r > wantr.txt
// RUN: %crun -n 1 %s w > got1.txt && diff want.txt got1.txt
// RUN: %python %S/Inputs/apps18_restart_cmp.py | FileCheck --check-prefix=PY %s
// RUN: %crun -n 3 %s r > r3.txt && diff wantr.txt r3.txt
// RUN: %crun -n 2 %s w > got2.txt && diff want.txt got2.txt
// RUN: %crun -n 1 %s r > r1.txt && diff wantr.txt r1.txt
// RUN: %crun -n 3 %s w > got3.txt && diff want.txt got3.txt
// RUN: %python %S/Inputs/apps18_restart_cmp.py | FileCheck --check-prefix=PY %s
// RUN: %crun -n 2 %s r > r2.txt && diff wantr.txt r2.txt
// RUN: env CSTAR_STREAM_FORCE=ib %crun -n 2 %s w > got4.txt && diff want.txt got4.txt
// RUN: env CSTAR_STREAM_FORCE=cb %crun -n 3 %s w > got5.txt && diff want.txt got5.txt
// RUN: %crun -n 1 %s r > r4.txt && diff wantr.txt r4.txt
// RUN: %streamstar verify ck.dat && %streamstar verify log.dat && %streamstar verify one.dat
// RUN: FileCheck %s < want.txt
// PY: ck 11 streams equal, log 6 streams equal, one 1 streams equal
// CHECK: step 6
// CHECK: v10 s
#include <stdio.h>
#include <string.h>
#define N 11
#define T 6
shape [N]S;
shape [2][3]L;
shape [1]U;

elemental int slen(const char *s) { return (int)strlen(s); }

int main(int argc, char **argv) {
    FILE:S *f;
    FILE:L *g;
    FILE:U *h;
    if (strcmp(argv[1], "r") == 0) {
        with (S) {
            unsigned char:S buf[160];
            int:S n, sum = 0, eof;
            f = fopen("ck.dat", "r");
            n = fread(buf, 1, 160, f);
            eof = feof(f) != 0;
            for (int i = 0; i < 160; i++) where (i < n) sum += buf[i] * (i % 7 + 1);
            for (int i = 0; i < N; i++) printf("ck v%d n %d sum %d eof %d\n", i, [i]n, [i]sum, [i]eof);
            fclose(f);
        }
        with (L) {
            char:L line[40];
            int:L lines = 0, chars = 0, more = 1, a, b, c, d, nf = 0, tot = 0, eof;
            g = fopen("log.dat", "r");
            while (|= more) {
                where (more) {
                    more = fgets(line, 40, g) != NULL;
                    where (more) { lines++; chars += slen(line); }
                }
            }
            rewind(g);
            more = 1;
            while (|= more) {
                where (more) {
                    d = fscanf(g, " t%d %d:%d%*[^\n]", &a, &b, &c);
                    where (d == 3) { nf++; tot += a * 100 + b * 10 + c; }
                    more = d == 3;
                }
            }
            eof = feof(g) != 0;
            for (int i = 0; i < 2; i++)
                for (int j = 0; j < 3; j++)
                    printf("log %d.%d lines %d chars %d fields %d tot %d eof %d\n", i, j, [i][j]lines,
                           [i][j]chars, [i][j]nf, [i][j]tot, [i][j]eof);
            fclose(g);
        }
        with (U) {
            double:U x;
            h = fopen("one.dat", "r");
            int:U k = fread(&x, sizeof x, 1, h);
            int:U k2 = fread(&x, sizeof x, 1, h);
            int:U eof = feof(h) != 0;
            printf("one %d %d %.2f eof %d\n", [0]k, [0]k2, [0]x, [0]eof);
            fclose(h);
        }
        return 0;
    }
    with (L) g = fopen("log.dat", "w");
    with (U) {
        double:U x = 0.5;
        h = fopen("one.dat", "w");
        fwrite(&x, sizeof x, 1, h);
        fclose(h);
    }
    with (S) {
        int:S v = pcoord(0);
        double:S s = v;
        f = fopen("ck.dat", "w");
        fwrite(&s, sizeof s, 1, f);
        fclose(f);
        for (int t = 1; t <= T; t++) {
            double:S old = -1;
            unsigned char:S rec[8];
            int:S len, k, mk = 1000 * t + v, back = 0, c1, c2, c3, e1, e2, r1, r2;
            long:S p1, p2, end;
            f = fopen("ck.dat", "r+");
            k = fread(&old, sizeof old, 1, f);
            s = old * 1.5 + v + t;
            rewind(f);
            k += fwrite(&s, sizeof s, 1, f);
            fseek(f, 0, SEEK_END);
            for (int i = 0; i < 8; i++) rec[i] = (unsigned char)(v * 8 + t * 3 + i);
            len = (v + t) % 5;
            where (v % 3 != t % 3) k += fwrite(&rec[0], 1, len, f) == len;
            fclose(f);
            f = fopen("ck.dat", "a");
            fwrite(&mk, sizeof mk, 1, f);
            fclose(f);
            f = fopen("ck.dat", "a+");
            fseek(f, -(long)sizeof mk, SEEK_END);
            fread(&back, sizeof back, 1, f);
            fseek(f, 0, SEEK_CUR);
            where (v % 2) fputc('a' + t, f);
            end = ftell(f);
            fclose(f);
            printf("step %d\n", t);
            if (t % 2 == 0) {
                f = fopen("ck.dat", "r");
                long:S off = -(v % 4) - 1;
                r1 = fseek(f, off, SEEK_END);
                c1 = fgetc(f);
                ungetc(c1, f);
                c2 = fgetc(f);
                r2 = fseek(f, -2, SEEK_CUR);
                p1 = ftell(f);
                where (v % 3 == 0) r2 += 10 * fseek(f, -1000, SEEK_CUR);  /* -1: position kept */
                p2 = ftell(f);
                fseek(f, 0, SEEK_END);
                c3 = fgetc(f);
                e1 = (feof(f) != 0) * 2 + (ferror(f) != 0);
                where (v > 5) clearerr(f);
                e2 = feof(f) != 0;
                fclose(f);
                for (int i = 0; i < N; i++)
                    printf("v%d seek %d %d c %d %d %d pos %ld %ld eof %d %d\n", i, [i]r1, [i]r2, [i]c1, [i]c2,
                           [i]c3, [i]p1, [i]p2, [i]e1, [i]e2);
            }
            for (int i = 0; i < N; i++)
                printf("v%d s %.2f k %d back %d end %ld\n", i, [i]s, [i]k, [i]back, [i]end);
            with (L) {
                int:L a = pcoord(0), b = pcoord(1);
                where (a == t % 2) {
                    fprintf(g, "t%d %d:%d\n", t, a, b);
                    where (b != t % 3) fprintf(g, "t%d %d:%d more\n", t, b, a);
                    else fprintf(g, "t%d 9:9\n", t);
                } else where (b == 0) fprintf(g, "t%d 0:0 zero\n", t);
            }
            double tot = += s;
            with (U) {
                double:U x;
                h = fopen("one.dat", "r+");
                fread(&x, sizeof x, 1, h);
                x += tot;
                rewind(h);
                fwrite(&x, sizeof x, 1, h);
                fclose(h);
            }
        }
    }
    with (L) fclose(g);
    return 0;
}
