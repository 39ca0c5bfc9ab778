// fscanf then ftell per VP: the position after each scan is stdio's (the
// bytes fed to the scan less those it left unread, stream/elemental.c
// scan_pos).  Each VP's text has 0-69 leading blanks, so its numbers and
// words cross the 64-byte IB blocks at different places (stdio refills its
// buffer there); a number ends at a letter (pushed back), a literal fails
// to match, a scan hits the end.  The expected positions come from sscanf
// with %n on the same text (C's own scanner on a string, not the cookie
// stream), and the values must match too.
// RUN: rm -rf %t && mkdir -p %t && cd %t
// RUN: %crun -n 1 %s | FileCheck %s
// RUN: %crun -n 2 %s | FileCheck %s
// RUN: %crun -n 3 %s | FileCheck %s
// RUN: env CSTAR_STREAM_FORCE=ib %crun -n 2 %s | FileCheck %s
// CHECK: scans 700 positions 700 values 700 ends 280
#include <stdio.h>
#include <string.h>
#define V 140
shape [V]S;

int main(void)
{
    long okpos = 0, okval = 0, scans = 0, ends = 0;
    with (S) {
        int:S i = pcoord(0), a = -1, b = -1, c = -1, ea = -2, eb = -2, ec = -2, r, n1 = 0, n2 = 0, n3 = 0, n4 = 0, n5 = 0, lit;
        char:S txt[200], w[8], ew[8], ch = 0, ech = 1;
        long:S p;
        FILE:S *f;
        sprintf(txt, "%*s%d%c%s %d; %dx%d", i % 70, "", i * 37, 'a' + i % 26, "word", -i, i, i * 3);
        /* the reference: each scan's consumed length from sscanf's %n */
        sscanf(txt, "%d%n", &ea, &n1);
        sscanf(txt + n1, "%c%4s%n", &ech, ew, &n2);
        sscanf(txt + n1 + n2, "%d;%n", &eb, &n3);
        lit = -1;
        sscanf(txt + n1 + n2 + n3, " %d%n", &ec, &n4);
        n5 = strlen(txt);
        f = fopen("scan.txt", "w");
        fprintf(f, "%s", txt);
        fclose(f);
        f = fopen("scan.txt", "r");
        r = fscanf(f, "%d", &a);
        p = ftell(f);
        scans += r == 1; okpos += p == n1; okval += a == ea;
        r = fscanf(f, "%c%4s", &ch, w);
        p = ftell(f);
        scans += r == 2; okpos += p == n1 + n2; okval += ch == ech && strcmp(w, ew) == 0;
        r = fscanf(f, "%d;", &b);
        p = ftell(f);
        scans += r == 1; okpos += p == n1 + n2 + n3; okval += b == eb;
        /* a literal that does not match: nothing but the blank is consumed */
        r = fscanf(f, " Q%d", &lit);
        p = ftell(f);
        scans += r == 0; okpos += p == n1 + n2 + n3 + 1; okval += lit == -1;
        r = fscanf(f, "%d", &c);
        p = ftell(f);
        scans += r == 1; okpos += p == n1 + n2 + n3 + n4; okval += c == ec;
        /* "x<number>" is left; %*c%d reads it to the end, then EOF */
        r = fscanf(f, "%*c%d", &c);
        ends += r == 1 && ftell(f) == n5 && c == i * 3;
        r = fscanf(f, "%d", &c);
        ends += r == EOF && ftell(f) == n5 && feof(f);
        fclose(f);
    }
    printf("scans %ld positions %ld values %ld ends %ld\n", scans, okpos, okval, ends);
    return 0;
}
