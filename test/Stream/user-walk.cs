// A natural logging program: 64 random walkers (an LCG per VP) each log one
// struct event per step with fwrite and one text line with fprintf, inside
// `while (|= alive) where (alive)`, until they leave [-5,5] or reach 40 steps:
// the first steps are NB (every VP active), then IB. Reading back loops on
// fread/fscanf until each VP's EOF. Expected lines and every VP's stream come
// from a sequential Python simulation (Inputs/walk_ref.py) and the in-tree
// reader. Written at 1, 2 and 3 ranks; the streams must not depend on it.
// RUN: rm -rf %t && mkdir -p %t && cd %t
// RUN: %python %S/Inputs/walk_ref.py > want
// RUN: %crun -n 1 %s > out1 && diff want out1
// RUN: %python %S/Inputs/walk_ref.py walk.bin walk.txt | FileCheck %s
// RUN: rm -f walk* && %crun -n 2 %s > out2 && diff want out2
// RUN: %python %S/Inputs/walk_ref.py walk.bin walk.txt | FileCheck %s
// RUN: rm -f walk* && %crun -n 3 %s > out3 && diff want out3
// RUN: %python %S/Inputs/walk_ref.py walk.bin walk.txt | FileCheck %s
// CHECK: streams match the reference for 64 VPs
/* Each VP logs a variable number of events (a random walk until it leaves
   [-5,5]), as binary records and as text, then reads its own log back. */
#include <stdio.h>
#include <stdlib.h>

shape [64]walkers;

struct event { int step; double pos; };

main()
{
    with (walkers) {
        int:walkers alive = 1, steps = 0;
        unsigned int:walkers seed;
        double:walkers x = 0.0;
        FILE:walkers *log, *txt;
        struct event:walkers ev;
        int total;

        seed = pcoord(0) * 7919 + 13;
        log = fopen("walk.bin", "w");
        txt = fopen("walk.txt", "w");
        while (|= alive) {
            where (alive) {
                seed = (seed * 1103515245 + 12345) & 0x7fffffff;
                x += (int)((seed >> 16) % 3) - 1;
                steps++;
                ev.step = steps;
                ev.pos = x;
                fwrite(&ev, sizeof(struct event), 1, log);
                fprintf(txt, "%d %g\n", steps, x);
                where (x > 5.0 || x < -5.0 || steps >= 40)
                    alive = 0;
            }
        }
        fclose(log);
        fclose(txt);
        total = += steps;
        printf("total steps %d max %d min %d\n", total, >?= steps, <?= steps);

        /* read back: count records until EOF, check the last */
        {
            int:walkers n = 0, ok = 1, more = 1;
            double:walkers lastpos = 0;
            struct event:walkers e;
            log = fopen("walk.bin", "r");
            while (|= more) {
                where (more) {
                    where (fread(&e, sizeof(struct event), 1, log) != 1)
                        more = 0;
                    else {
                        n++;
                        where (e.step != n) ok = 0;
                        lastpos = e.pos;
                    }
                }
            }
            fclose(log);
            printf("records %d ok %d lastpos-match %d\n", += n, &= ok, &= (lastpos == x));
        }
        {
            int:walkers n = 0, s, more = 1, bad = 0;
            double:walkers p;
            txt = fopen("walk.txt", "r");
            while (|= more) {
                where (more) {
                    where (fscanf(txt, "%d %lf", &s, &p) != 2) more = 0;
                    else { n++; where (s != n) bad = 1; }
                }
            }
            fclose(txt);
            printf("text lines %d bad %d\n", += n, |= bad);
        }
    }
}
