/* C reference for test/Stream/sweep12-stdio.cs: the same elemental bodies
 * (s12_body.h) on one ordinary FILE * per VP, phase by phase as the C*
 * program runs them (every VP's phase before the next phase). */
#include <stdlib.h>
#include "s12_body.h"
#define V 7
static FILE *f[V];
static void open_all(const char *base, const char *mode) {
    char n[64];
    for (int v = 0; v < V; v++) {
        sprintf(n, "ref_%s%d", base, v);
        if (!(f[v] = fopen(n, mode))) { perror(n); exit(1); }
    }
}
static int close_all(void) {
    int r = 0;
    for (int v = 0; v < V; v++) r |= fclose(f[v]);
    return r;
}
int main(int argc, char **argv) {
    int v;
    if (argc > 1) { /* the read-back program: only the dumps */
        printf("dump w\n");
        open_all("w", "r");
        for (v = 0; v < V; v++) s12_dump(f[v], v);
        close_all();
        printf("dump a\n");
        open_all("a", "r");
        for (v = 0; v < V; v++) s12_dump(f[v], v);
        close_all();
        return 0;
    }
    open_all("w", "w+");
    for (v = 0; v < V; v++) s12_write(f[v], v);
    for (v = 0; v < V; v++) s12_scan(f[v], v);
    for (v = 0; v < V; v++) s12_seek(f[v], v);
    for (v = 0; v < V; v++) s12_dump(f[v], v);
    printf("close %d\n", close_all());
    open_all("l", "w+");
    for (v = 0; v < V; v++) s12_long(f[v], v);
    close_all();
    open_all("a", "w");
    for (v = 0; v < V; v++) s12_logf(f[v], "init%d", v * v * v);
    close_all();
    open_all("a", "a");
    for (v = 0; v < V; v++) s12_append(f[v], v, 0);
    close_all();
    open_all("a", "a+");
    for (v = 0; v < V; v++) s12_append(f[v], v, 1);
    close_all();
    open_all("a", "r");
    for (v = 0; v < V; v++) s12_dump(f[v], v);
    printf("close %d\n", close_all());
    return 0;
}
