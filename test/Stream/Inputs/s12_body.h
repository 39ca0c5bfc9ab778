/* Round 12: per-VP stdio corners, one body for two programs. The C* test
 * (test/Stream/sweep12-stdio.cs) calls these elemental functions on each VP's
 * stream of a parallel file; the C reference (Inputs/s12_ref.c, compiled with
 * -Delemental=) calls them on one ordinary FILE * per VP. Their printed lines
 * must be equal. Only what C (glibc) defines is used: no ungetc at position
 * 0, no second ungetc, no read after write without a seek. */
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

/* prints a string with its newlines and other bytes visible */
elemental void s12_show(int v, const char *tag, const char *s) {
    char o[256];
    int k = 0;
    for (; *s && k < 240; s++) {
        unsigned char c = (unsigned char)*s;
        if (c == '\n') { o[k++] = '\\'; o[k++] = 'n'; }
        else if (c < 32 || c > 126) k += sprintf(o + k, "\\x%02x", c);
        else o[k++] = (char)c;
    }
    o[k] = 0;
    printf("v%d %s '%s'\n", v, tag, o);
}

/* a user varargs function: vfprintf on the VP's stream */
elemental int s12_logf(FILE *f, const char *fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    int r = vfprintf(f, fmt, ap);
    va_end(ap);
    return r;
}

/* write phase on a "w+" stream: return values of every writer, then read
 * back with short fgets buffers */
elemental void s12_write(FILE *f, int v) {
    char b[64];
    int r1 = fprintf(f, "vp%d %*d|%s\n", v, v + 1, v * 7, v % 2 ? "odd" : "even");
    int r2 = fputs("a line longer than any of the short buffers used below\n", f) >= 0;
    int r3 = fputc('Z', f);
    int r4 = fputc(200 + v, f);
    int r5 = s12_logf(f, "\n%d %d abc x%d -5 0x1f 3.5e2 word%d\n", v, v * v, v + 1, v);
    int r6 = fprintf(f, "%.*s", v % 4, "12345");
    long end = ftell(f);
    printf("v%d write %d %d %d %d %d %d end %ld\n", v, r1, r2, r3, r4, r5, r6, end);
    rewind(f);
    int n = 0, eofs = 0;
    int sz = 2 + v % 5; /* buffers of 2..6 bytes */
    while (fgets(b, sz, f)) {
        n++;
        eofs += feof(f) != 0;
        if (n <= 3 || feof(f)) s12_show(v, "chunk", b);
    }
    printf("v%d fgets %d chunks of %d, eof during %d, feof %d ferror %d\n", v, n, sz, eofs, feof(f) != 0,
           ferror(f) != 0);
    clearerr(f);
    int e0 = feof(f) != 0, c0 = fgetc(f); /* (printf's arguments have no order) */
    printf("v%d clearerr feof %d, fgetc %d feof %d\n", v, e0, c0, feof(f) != 0);
    clearerr(f);
    /* fgets on a line exactly as long as the buffer allows, and n == 1 */
    fseek(f, 0, SEEK_SET);
    char *p = fgets(b, 1, f);
    printf("v%d fgets1 %s '%s' pos %ld\n", v, p ? "s" : "NULL", b, ftell(f));
    int L = r1; /* the first line's length, newline included */
    p = fgets(b, L, f); /* room for all but the newline */
    s12_show(v, "exact", p ? b : "(NULL)");
    p = fgets(b, 64, f);
    s12_show(v, "rest", p ? b : "(NULL)");
}

/* fscanf return values and positions on the line written above */
elemental void s12_scan(FILE *f, int v) {
    char s[32] = "", t[32] = "";
    int a = -1, b = -1, n = -1, r;
    long p;
    double d = 0;
    char c = '?';
    fseek(f, 0, SEEK_SET);
    r = fscanf(f, "vp%d", &a);
    printf("v%d scan vp %d a %d pos %ld\n", v, r, a, ftell(f));
    r = fscanf(f, "%d%n", &a, &n);
    printf("v%d scan d %d a %d n %d pos %ld\n", v, r, a, n, ftell(f));
    r = fscanf(f, "%d", &a); /* '|' : matching failure, 0 */
    p = ftell(f);
    printf("v%d scan mismatch %d a %d pos %ld c %d\n", v, r, a, p, fgetc(f));
    r = fscanf(f, "%3[a-z]%n%c", s, &n, &c);
    printf("v%d scan set %d s %s n %d c %d\n", v, r, s, n, c);
    fgets(t, sizeof t, f); /* the rest of the line */
    fgets(t, sizeof t, f); /* the long line, in pieces */
    while (t[strlen(t) - 1] != '\n' && fgets(t, sizeof t, f)) {}
    r = fscanf(f, "Z%c", &c);
    printf("v%d scan Z %d c %d\n", v, r, (unsigned char)c);
    r = fscanf(f, "%d %d abc x%d", &a, &b, &n);
    printf("v%d scan three %d %d %d %d pos %ld\n", v, r, a, b, n, ftell(f));
    r = fscanf(f, "%*d %i %lf %s%n", &a, &d, s, &n);
    printf("v%d scan skip %d a %d d %.1f s %s n %d\n", v, r, a, d, s, n);
    r = fscanf(f, "%d%d", &a, &b); /* "12345"[..v%4] then EOF: 1 or EOF */
    printf("v%d scan tail %d a %d feof %d\n", v, r, a, feof(f) != 0);
    r = fscanf(f, "%d", &a);
    int e = feof(f) != 0;
    clearerr(f);
    r = r * 10 + fscanf(f, " %c", &c);
    printf("v%d scan end %d feof %d after clearerr %d\n", v, r, e, feof(f) != 0);
    /* partial: a number then letters */
    fseek(f, 0, SEEK_END);
    fprintf(f, " 7x");
    fseek(f, -3, SEEK_END);
    a = b = -1;
    r = fscanf(f, "%d%d", &a, &b);
    printf("v%d scan partial %d a %d b %d c %d\n", v, r, a, b, fgetc(f));
    /* an input failure after whitespace only */
    fseek(f, 0, SEEK_END);
    fputs("   \n ", f);
    fseek(f, -5, SEEK_END);
    r = fscanf(f, "%d", &a);
    printf("v%d scan blank %d feof %d pos %ld\n", v, r, feof(f) != 0, ftell(f));
}

/* seeks of every kind with per-VP offsets, holes, ungetc */
elemental void s12_seek(FILE *f, int v) {
    long end, p;
    int r, c1, c2, u;
    r = fseek(f, v, SEEK_SET);
    c1 = fgetc(f);
    r = r * 10 + fseek(f, -(long)(v % 3) - 1, SEEK_END);
    c2 = fgetc(f);
    p = ftell(f);
    r = r * 10 + fseek(f, -2, SEEK_CUR);
    printf("v%d seek %d c %d %d p %ld cur %ld\n", v, r, c1, c2, p, ftell(f));
    errno = 0;
    r = fseek(f, -10000, SEEK_CUR);
    printf("v%d seek before 0: %d errno %s pos %ld\n", v, r, errno == EINVAL ? "EINVAL" : "other", ftell(f));
    fseek(f, 0, SEEK_END);
    end = ftell(f);
    r = fseek(f, 3 + v, SEEK_END); /* past the end: a hole when written */
    p = ftell(f) - end;
    int e1 = feof(f) != 0;
    c1 = fgetc(f);
    printf("v%d past end %d pos %ld feof %d fgetc %d feof %d pos %ld\n", v, r, p, e1, c1, feof(f) != 0,
           ftell(f) - end);
    fseek(f, 3 + v, SEEK_END);
    r = fputc('E', f);
    long e2 = ftell(f);
    fseek(f, end, SEEK_SET);
    int zeros = 0, c;
    while ((c = fgetc(f)) == 0) zeros++;
    printf("v%d hole %d end %ld zeros %d then %c\n", v, r, e2 - end, zeros, c);
    /* ungetc: the same byte, another byte; ftell counts it */
    fseek(f, 4, SEEK_SET);
    c = fgetc(f);
    u = ungetc(c, f);
    p = ftell(f);
    c1 = fgetc(f);
    u = u * 1000 + ungetc('#', f);
    long p2 = ftell(f);
    c2 = fgetc(f);
    int c3 = fgetc(f);
    printf("v%d ungetc %d p %ld c %d p2 %ld c %d %d\n", v, u, p, c1, p2, c2, c3);
    ungetc('@', f);
    fseek(f, 0, SEEK_CUR); /* a seek drops it */
    printf("v%d ungetc dropped %d pos %ld\n", v, fgetc(f), ftell(f));
    /* ungetc at EOF clears feof */
    fseek(f, 0, SEEK_END);
    c = fgetc(f);
    int e = feof(f) != 0;
    u = ungetc('q', f);
    int e1b = feof(f) != 0;
    c1 = fgetc(f);
    printf("v%d ungetc at end %d %d u %c feof %d c %c feof %d\n", v, c, e, u, e1b, c1, feof(f) != 0);
    rewind(f);
    p = ftell(f);
    printf("v%d rewind pos %ld c %c\n", v, p, fgetc(f));
}

/* "a" (and "a+"): every write at the end whatever the seek */
elemental void s12_append(FILE *f, int v, int plus) {
    long p0 = ftell(f);
    int r = fseek(f, 0, SEEK_SET);
    int w = fprintf(f, "+%d", v);
    long p1 = ftell(f);
    int c = -2;
    if (plus) {
        fseek(f, 0, SEEK_SET);
        c = fgetc(f);
        fseek(f, 0, SEEK_CUR); /* C: a positioning call between a read and a write */
        fputc('!', f);     /* a+: to the end whatever the position */
    }
    printf("v%d append%s p0 %ld seek %d w %d p1 %ld c %d end %ld\n", v, plus ? "+" : "", p0, r, w, p1, c,
           (fseek(f, 0, SEEK_END), ftell(f)));
}

/* long lines: fprintf past its 512-byte buffer, fgets and fscanf across many
 * IB blocks (64 bytes) and past fgets' 256-byte pieces */
elemental void s12_long(FILE *f, int v) {
    static char big[1200], got[1200];
    int k, n = 300 + 97 * v;
    for (k = 0; k < n; k++) big[k] = (char)('a' + (k * 7 + v) % 26);
    big[n] = 0;
    int r1 = fprintf(f, "%s %*d\n", big, 500 + v, v);
    int r2 = fprintf(f, "%.*s|%s\n", 70 + v, big, "tail");
    long end = ftell(f);
    rewind(f);
    char *p = fgets(got, 300, f); /* 299 bytes of the first line */
    long p1 = ftell(f);
    int same = p && strncmp(got, big, 299) == 0;
    p = fgets(got, sizeof got, f); /* the rest of it */
    long p2 = ftell(f);
    int len = p ? (int)strlen(got) : -1;
    int r3 = fscanf(f, "%700[a-z]", got);
    int c = fgetc(f);
    int u = ungetc('#', f);
    long p3 = ftell(f);
    int c2 = fgetc(f), c3 = fgetc(f);
    fseek(f, 0, SEEK_SET);
    int r4 = fscanf(f, "%1100s%n", got, &k);
    int same2 = r4 == 1 && strcmp(got, big) == 0;
    printf("v%d long %d %d end %ld p1 %ld same %d p2 %ld len %d r3 %d c %c u %c p3 %ld c %c %c r4 %d n %d same %d\n",
           v, r1, r2, end, p1, same, p2, len, r3, c, u, p3, c2, c3, r4, k, same2);
}

/* the whole stream, to compare files */
elemental void s12_dump(FILE *f, int v) {
    char b[256];
    rewind(f);
    size_t n = fread(b, 1, sizeof b - 1, f);
    b[n] = 0;
    for (size_t k = 0; k < n; k++)
        if (!b[k]) b[k] = '.';
    s12_show(v, "file", b);
}
