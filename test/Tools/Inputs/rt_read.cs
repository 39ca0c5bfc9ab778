// Reads a flat file described by `streamstar mkmeta` (../cs-mkmeta.test):
// fopen(name, "r", &R) takes R's shape from the .meta, then every VP reads
// 3 doubles, the k-th being 100k + v + 0.25 for VP v in row-major order,
// whatever the file's layout (records or VP-major): the .meta says which.
#include <stdio.h>
shape R;
int main(int argc, char **argv) {
    FILE:void *g;
    int k;
    g = fopen(argv[1], "r", &R);
    if (g == NULL) { printf("fopen failed\n"); return 1; }
    printf("rank %d dims %d %d positions %d\n", rankof(R), dimof(R, 0), dimof(R, 1), positionsof(R));
    with (R) {
        double:R y;
        int:R n;
        for (k = 0; k < 3; k++) {
            y = -1;
            n = fread(&y, sizeof(double), 1, g);
            printf("record %d read %d bad %d\n", k, += n,
                   += (y != 100.0 * k + pcoord(0) * dimof(R, 1) + pcoord(1) + 0.25));
        }
        n = fread(&y, sizeof(double), 1, g);
        printf("past the end: read %d eof %d\n", += n, += (feof(g) != 0));
    }
    fclose(g);
    return 0;
}
