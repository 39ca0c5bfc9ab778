/* C reference for test/Stream/tidy17-ungetc-overrun.cs: one tmpfile per VP,
 * the same calls step by step over all VPs. A read into the 4-byte x gives
 * what C's fread gives (a short read at the end, ungetc's byte first), except
 * that cstar refuses a call in which some VP would get more than x holds
 * (docs/language.md §7a): then every VP gets 0 items and its error flag, x
 * keeps its value and feof stays as it was. Whether a VP would get more is
 * taken from C itself (fread into a large buffer), not from a count. */
#include <stdio.h>
#include <string.h>
#define V 5
static FILE *fs[V];
static int xs[V], active[V];

static void show(int v, int step, int r, int eof, int err, int x) {
    unsigned char b[4];
    memcpy(b, &x, 4);
    printf("v%d.%d r %d eof %d err %d x %d %d %d %d\n", v, step, r, eof, err, b[0], b[1], b[2], b[3]);
}

/* fread(&x, 1, n, f) on every active VP, as cstar does it */
static void step_read(int step, size_t n) {
    unsigned char got[V][16];
    size_t k[V];
    int eof0[V], over = 0;
    for (int v = 0; v < V; v++) {
        if (!active[v]) continue;
        eof0[v] = feof(fs[v]) != 0;
        k[v] = fread(got[v], 1, n, fs[v]);
        if (k[v] > sizeof xs[v]) over = 1;
    }
    for (int v = 0; v < V; v++) {
        if (!active[v]) continue;
        if (over) {
            show(v, step, 0, eof0[v], 1, xs[v]);
            continue;
        }
        memcpy(&xs[v], got[v], k[v]);
        show(v, step, (int)k[v], feof(fs[v]) != 0, ferror(fs[v]) != 0, xs[v]);
    }
}

int main(void) {
    for (int v = 0; v < V; v++) {
        fs[v] = tmpfile();
        for (int j = 0; j < 3 + v; j++) fputc('A' + 8 * v + j, fs[v]);
        rewind(fs[v]);
        xs[v] = 0x7a7a7a7a;
        active[v] = 1;
    }
    /* 1: ungetc of another byte inside the stream, a read of one element */
    for (int v = 0; v < V; v++) { fgetc(fs[v]); fgetc(fs[v]); ungetc('p', fs[v]); }
    step_read(1, 4);
    /* 2: ungetc after the last byte (even VPs only), a read of one element */
    for (int v = 0; v < V; v++) {
        clearerr(fs[v]);
        fseek(fs[v], -1, SEEK_END);
        fgetc(fs[v]);
        if (v % 2 == 0) ungetc('q', fs[v]);
        xs[v] = 0x7a7a7a7a;
    }
    step_read(2, 4);
    /* 3: 8 bytes asked, ungetc's byte and one more left: a short read */
    for (int v = 0; v < V; v++) {
        clearerr(fs[v]);
        fseek(fs[v], -2, SEEK_END);
        fgetc(fs[v]);
        ungetc('r' + v, fs[v]);
        xs[v] = 0x7a7a7a7a;
    }
    step_read(3, 8);
    /* 4: past the end, only ungetc's byte to read */
    for (int v = 0; v < V; v++) {
        clearerr(fs[v]);
        fseek(fs[v], 2, SEEK_END);
        ungetc('s', fs[v]);
        xs[v] = 0x7a7a7a7a;
    }
    step_read(4, 8);
    /* 5: 8 bytes asked after ungetc at position 1: VPs 2.. would get more
     * than x holds (ungetc's byte and the rest of the stream): refused */
    for (int v = 0; v < V; v++) {
        clearerr(fs[v]);
        rewind(fs[v]);
        fgetc(fs[v]);
        ungetc('t', fs[v]);
        xs[v] = 0x7a7a7a7a;
    }
    step_read(5, 8);
    /* 6: the same under `where (v < 2)`: only VPs 0 and 1 read, they get
     * ungetc's byte and at most 3 more: a full or short read, not refused */
    for (int v = 0; v < V; v++) {
        clearerr(fs[v]);
        rewind(fs[v]);
        fgetc(fs[v]);
        ungetc('u', fs[v]);
        xs[v] = 0x7a7a7a7a;
        active[v] = v < 2;
    }
    step_read(6, 8);
    return 0;
}
