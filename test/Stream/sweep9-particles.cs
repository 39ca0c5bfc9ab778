// Round 9 application: a particle simulation that logs text per VP. 37
// particles move on a ring of 1000 cells; every step the mean position (a
// reduction) turns the fast ones around, and each particle appends lines to
// its own stream of plog.txt with fprintf/fputs under where masks that
// change every step (so the log is IB from the first line, lines of
// varying length). Run 1 (3 ranks) logs steps 0-9 with "w"; run 2 (2
// ranks) recomputes the state and appends steps 10-15 with "a"; run 3
// (1, 2 and 3 ranks) opens the log with fopen(name, "r", &s), parses every
// line with fscanf (" %c %d %d %d": 4 per line, EOF at the end, per VP),
// then rewinds and counts lines and bytes with fgets, and prints
// statistics. Inputs/s9_model.py particles simulates the same thing and
// checks the file byte for byte (package) and the printed figures.
// RUN: rm -rf %t && mkdir -p %t && cd %t
// RUN: %crun -n 3 %s w 0 10 | FileCheck --check-prefix=W %s
// RUN: %crun -n 2 %s a 10 16 | FileCheck --check-prefix=A %s
// RUN: %python %S/Inputs/s9_model.py particles plog.txt 16 > want.txt
// RUN: %crun -n 1 %s r > got1.txt && diff want.txt got1.txt
// RUN: %crun -n 2 %s r > got2.txt && diff want.txt got2.txt
// RUN: %crun -n 3 %s r > got3.txt && diff want.txt got3.txt
// RUN: %streamstar verify plog.txt | FileCheck --check-prefix=V %s
// W: logged steps 0-9
// A: logged steps 10-15
// V: plog.txt: ok (shape 37, 37 VPs
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
shape [37]P;
int main(int argc, char **argv) {
    if (argv[1][0] == 'w' || argv[1][0] == 'a') {
        int from = atoi(argv[2]), to = atoi(argv[3]);
        with (P) {
            int:P v = pcoord(0), x = (v * 97 + 13) % 1000, vel = v % 7 - 3;
            FILE:P *log = NULL;
            for (int step = 0; step < to; step++) {
                if (step == from) {
                    log = fopen("plog.txt", argv[1]);
                    if (!log) { printf("fopen failed\n"); return 1; }
                }
                int mean = (+= x) / 37;
                where (x > mean + 200) vel = -vel;
                x = (x + vel * (step + 1) + 1000) % 1000;
                if (!log) continue;
                where (x % 3 != step % 3) {
                    fprintf(log, "S %d %d %d\n", step, x, vel);
                    where (x > 500) fprintf(log, "H %d %d 0\n", step, x - 500);
                }
                if (step % 4 == 3)
                    where (v % 4 == step % 5 % 4) fputs("M 0 0 0\n", log);
            }
            if (fclose(log) != 0) printf("fclose failed\n");
            printf("logged steps %d-%d\n", from, to - 1);
        }
        return 0;
    }
    shape s;
    FILE:void *f = fopen("plog.txt", "r", &s);
    if (!f) { printf("no log\n"); return 1; }
    with (s) {
        int:s n = 0, ns = 0, nh = 0, nm = 0, sx = 0, last = -1, done = 0, a, b, c, r, bad = 0;
        int:s id = pcoord(0) + 1, lines = 0, bytes = 0;
        char:s tag, buf[64];
        while (|= (int:s)!done)
            where (!done) {
                r = fscanf(f, " %c %d %d %d", &tag, &a, &b, &c);
                where (r == EOF) done = 1;
                else where (r != 4) { done = 1; bad = 1; }
                else {
                    n++;
                    where (tag == 'S') { ns++; sx += b; last = a; }
                    else where (tag == 'H') { nh++; sx += b * 3; }
                    else where (tag == 'M') nm++;
                    else bad = 1;
                }
            }
        printf("lines %d, S %d H %d M %d, bad %d, eof %d\n", += n, += ns, += nh, += nm, += bad, += feof(f));
        printf("weighted S %d, x sum %d, last step sum %d\n", += (ns * id), += sx, += last);
        rewind(f);
        done = 0;
        while (|= (int:s)!done)
            where (!done) {
                where (fgets(buf, 64, f) == NULL) done = 1;
                else { lines++; bytes += strlen(buf); }
            }
        printf("fgets lines %d bytes %d weighted %d\n", += lines, += bytes, += (bytes * id));
        fclose(f);
    }
    return 0;
}
