// Measures .dir growth of append sessions (docs/stream.md, Kept lists): N
// sessions of one int per VP at 64x64 VPs ("a"), every VP or (any 2nd
// argument) a where; prints times and the sizes of the data file and .dir.
//   CSTAR_STREAM_FORCE=ib mpiexec -n 1 ./s7_dirgrow 100   [CSTAR_STREAM_NO_KEEP=1: old way]
#include <stdio.h>
#include <stdlib.h>
#include <time.h>
#include <sys/stat.h>
shape [64][64]S;
static double now(void) { struct timespec t; clock_gettime(CLOCK_MONOTONIC, &t); return t.tv_sec + 1e-9 * t.tv_nsec; }
static long fsize(const char *p) { struct stat st; return stat(p, &st) == 0 ? (long)st.st_size : -1; }
int main(int argc, char **argv) {
    int N = atoi(argv[1]);
    int masked = argc > 2;
    with (S) {
        int:S v = pcoord(0) * 64 + pcoord(1), x, ok = 1;
        double t0 = now(), tmax = 0, t10 = 0;
        for (int s = 0; s < N; s++) {
            double a = now();
            FILE:S *f = fopen("g.dat", s ? "a" : "w");
            x = v * 1000 + s;
            if (masked) { where (v % 3 != 1) fwrite(&x, sizeof x, 1, f); }
            else fwrite(&x, sizeof x, 1, f);
            fclose(f);
            double d = now() - a;
            if (d > tmax) tmax = d;
            if (s >= N - 10) t10 += d;
        }
        double tw = now() - t0;
        double r0 = now();
        FILE:S *f = fopen("g.dat", "r");
        for (int s = 0; s < N; s++) {
            if (masked) { where (v % 3 != 1) ok &= fread(&x, sizeof x, 1, f) == 1 && x == v * 1000 + s; }
            else ok &= fread(&x, sizeof x, 1, f) == 1 && x == v * 1000 + s;
        }
        fclose(f);
        double tr = now() - r0;
        printf("N=%d sessions: write total %.3f s, last 10 sessions avg %.4f s, max %.4f s; read %.3f s; ok %d\n",
               N, tw, t10 / 10, tmax, tr, += ok);
        printf("data %ld bytes, .dir %ld bytes, .first %ld, .meta %ld\n", fsize("g.dat"), fsize("g.dat.dir"),
               fsize("g.dat.first"), fsize("g.dat.meta"));
    }
    return 0;
}
