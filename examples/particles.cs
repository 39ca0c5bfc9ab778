/* particles.cs — random walkers that keep a log each, one file stream per VP.
 *
 * Shows: Stream* in IB mode. Every walker takes a pseudo-random step on a
 * grid each time step; the ones inside a disk of radius R log a record
 * {step, x, y} with fwrite inside a `where` (only some VPs active: the
 * runtime switches the file to IB mode by itself). Then every walker reads
 * its own log back with fread until EOF and prints one line per walker to a
 * text stream with fprintf (also one stream per VP). Summary on stdout.
 *
 *   cstar particles.cs -o particles && mpiexec -n 2 ./particles [steps]
 *   streamstar info walk.log
 *   streamstar cat walk.txt --vp 0,1          # the text lines of walkers 0 and 1
 *   streamstar convert walk.log walk.npy --format=npy --dtype=int32   # [walkers][3 * max records]
 */
#include <stdio.h>
#include <stdlib.h>

#define W 1000  /* walkers */
#define R 12    /* logging radius */

typedef struct { int step, x, y; } rec;

shape [W]Walkers;

int main(int argc, char **argv) {
    int steps = argc > 1 ? atoi(argv[1]) : 200;
    int t;
    FILE:Walkers *log, *txt;
    with (Walkers) {
        unsigned int:Walkers seed = 12345u + 2654435761u * (unsigned int)pcoord(0);
        int:Walkers x = 0, y = 0, n = 0, got, sx = 0;
        rec:Walkers r;

        log = fopen("walk.log", "w");
        if (log == NULL) { printf("particles: cannot open walk.log\n"); return 1; }
        for (t = 0; t < steps; t++) {
            int:Walkers dir;
            seed = seed * 1103515245u + 12345u;
            dir = (int:Walkers)((seed >> 16) & 3u);
            where (dir == 0) x++;
            else where (dir == 1) x--;
            else where (dir == 2) y++;
            else y--;
            where (x * x + y * y < R * R) {
                r.step = t;
                r.x = x;
                r.y = y;
                fwrite(&r, sizeof(rec), 1, log);
            }
        }
        fclose(log);

        /* every walker reads its own log until EOF */
        log = fopen("walk.log", "r");
        got = fread(&r, sizeof(rec), 1, log);
        while (|= got) {
            where (got) {
                n++;
                sx += r.x;
                got = fread(&r, sizeof(rec), 1, log);
            }
        }
        fclose(log);

        txt = fopen("walk.txt", "w");
        fprintf(txt, "walker %d: %d records, sum x %d, now at (%d,%d)\n", pcoord(0), n, sx, x, y);
        fclose(txt);

        printf("particles: %d walkers, %d steps: %d records logged, most by one walker %d, "
               "walkers that never logged %d, sum x %d\n",
               W, steps, += n, >?= n, += (n == 0), += sx);
    }
    return 0;
}
