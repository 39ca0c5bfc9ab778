// Writes c.dat and dies (_exit, no fclose) at the stage argv[1] names:
//   nb  after 3 NB records of double, 1000k + v + 0.5
//   cb  then 4 records of the int field of a struct (strided: CB), 7v + k
//   ib  then K elemental fprintf's of "%05d:%04d\n" (3v, k) (IB)
//   read  only opens c.dat for reading and prints the runtime's message
// The stage that dies calls fflush first, so what the runtime had handed to
// the file layer is on disk. v = 4i + j is VP (i, j); crash_check.py has the formulas.
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
shape [5][4]S;
struct rec { int id; double w; };
struct rec:S r;
double:S x;
int:S v;
FILE:S *f;
const char *stream_errmsg(void) __asm__("cs_stream_errmsg"); // the runtime's message (cs_ names are reserved in C*)
int main(int argc, char **argv) {
    const char *stage = argc > 1 ? argv[1] : "ib";
    int K = argc > 2 ? atoi(argv[2]) : 500;
    with (S) {
        int k;
        v = pcoord(0) * 4 + pcoord(1);
        if (strcmp(stage, "read") == 0) {
            f = fopen("c.dat", "r");
            if (f == NULL) printf("fopen: %s\n", stream_errmsg());
            else printf("fopen: opened\n");
            return 0;
        }
        f = fopen("c.dat", "w");
        for (k = 0; k < 3; k++) {
            x = 1000.0 * k + v + 0.5;
            fwrite(&x, sizeof(double), 1, f);
        }
        if (strcmp(stage, "nb") == 0) { fflush(f); _exit(3); }
        for (k = 0; k < 4; k++) {
            r.id = 7 * v + k;
            r.w = -1.0;
            fwrite(&r.id, sizeof(int), 1, f);
        }
        if (strcmp(stage, "cb") == 0) { fflush(f); _exit(3); }
        for (k = 0; k < K; k++) fprintf(f, "%05d:%04d\n", 3 * v, k);
        if (strcmp(stage, "ib") == 0) { fflush(f); _exit(3); }
        fclose(f);
    }
    return 0;
}
