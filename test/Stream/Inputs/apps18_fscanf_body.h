/* Per-VP fscanf corners of test/Stream/apps18-fscanf.cs, shared with its C
 * reference (Inputs/apps18_fscanf_ref.c defines elemental away): VP v scans
 * input v % 6 with %i %o %lf %n %*c %2s %[^,] %[a-z] %3c %5d %ld %x, a
 * literal %%, failed matches ("-x", "0x ", "3.5e") and an input of blanks. */
#include <stdio.h>
#include <string.h>
static const char *inputs[] = {
    "  -0x1fz 077 1e5x nan inf +12,ab cd\n%7",
    "-x 5",
    "123456789012 3.5e 9",
    "abc,def;ghi jkl\n\n  42",
    "0x 12",
    "   ",
};
elemental void scan_one(FILE *f, int v, char *out) {
    int a = -1, b = -1, c = -1, n1 = -1, n2 = -1;
    long l = -1;
    double d = -1, e = -1;
    char s1[16] = "", s2[16] = "", ch[8] = "";
    int r1, r2, r3, r4;
    fputs(inputs[v % 6], f);
    rewind(f);
    switch (v % 6) {
    case 0:
        r1 = fscanf(f, "%i %o %lf%n", &a, &b, &d, &n1);
        r2 = fscanf(f, "%*c %lf %lf %d,%2s %s", &d, &e, &c, s1, s2);
        r3 = fscanf(f, " %%%d", &a);
        r4 = fscanf(f, "%d", &b);
        break;
    case 1:
        r1 = fscanf(f, "%d", &a);
        r2 = fgetc(f);
        r3 = fscanf(f, "%d", &b);
        r4 = fscanf(f, "%d", &c);
        break;
    case 2:
        r1 = fscanf(f, "%5d%ld", &a, &l);
        r2 = fscanf(f, "%lf", &d);
        r3 = fgetc(f);
        r4 = fscanf(f, "%d%n", &b, &n2);
        break;
    case 3:
        r1 = fscanf(f, "%[^,],%[a-z];", s1, s2);
        r2 = fscanf(f, "%3c", ch);
        r3 = fscanf(f, "%*s%n", &n1);
        r4 = fscanf(f, "%d", &a);
        break;
    case 4:
        r1 = fscanf(f, "%x", &a);
        r2 = fgetc(f);
        r3 = fscanf(f, "%d", &b);
        r4 = fscanf(f, "%d", &c);
        break;
    default:
        r1 = fscanf(f, "%d", &a);
        r2 = feof(f) != 0;
        clearerr(f);
        r3 = fscanf(f, " x");
        r4 = ferror(f) != 0;
    }
    long pos = ftell(f);
    int eof = feof(f) != 0;
    ch[3] = 0;
    sprintf(out, "v%d r %d %d %d %d a %d b %d c %d l %ld d %g e %g n %d %d s '%s' '%s' ch '%s' pos %ld eof %d",
            v, r1, r2, r3, r4, a, b, c, l, d, e, n1, n2, s1, s2, ch, pos, eof);
}
