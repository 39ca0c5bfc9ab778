// Scalar stdio reads on a parallel stream inside elemental functions and the
// scalar helpers they call (each position's FILE * is its own stream): getc
// and fgets in a helper, an fgetc-until-EOF loop with feof, rewind / ftell /
// fseek / fscanf, an fscanf("%s") word loop.  Stream k holds
// "<3k> abc\nxy <k>\n"; the expected values are C's on that text.  The same
// at 1, 2, 3 ranks and with CB or IB forced.
// RUN: rm -rf %t && mkdir -p %t && cd %t
// RUN: %crun -n 1 %s > o1 && FileCheck %s < o1
// RUN: %crun -n 2 %s > o2 && diff o1 o2
// RUN: %crun -n 3 %s > o3 && diff o1 o3
// RUN: env CSTAR_STREAM_FORCE=cb %crun -n 3 %s > o4 && diff o1 o4
// RUN: env CSTAR_STREAM_FORCE=ib %crun -n 2 %s > o5 && diff o1 o5
// count = 10 * bytes + feof; again = 100000 * first byte + 1000 * strlen of
// the rest of line 1 + 10 * ftell after it + fscanf's result; words = 3
// CHECK: 0: 111 4805061 3
// CHECK-NEXT: 1: 111 5105061 3
// CHECK-NEXT: 2: 111 5405061 3
// CHECK-NEXT: 3: 111 5705061 3
// CHECK-NEXT: 4: 121 4906071 3
#include <stdio.h>
#include <string.h>
shape [5]S;
FILE:S *f;
int hc(FILE *fp) { return getc(fp); }
int hs(FILE *fp) { char b[20]; return fgets(b, 20, fp) ? (int)strlen(b) : -1; }
elemental int count(FILE *fp) { int n = 0, c; while ((c = fgetc(fp)) != EOF) n++; return n * 10 + (feof(fp) != 0); }
elemental int again(FILE *fp) { rewind(fp); int a = hc(fp); int b = hs(fp); long t = ftell(fp); fseek(fp, 0L, SEEK_SET);
  int v = -1; int r = fscanf(fp, "%d", &v); return a * 100000 + b * 1000 + (int)t * 10 + r + v * 0; }
elemental int words(FILE *fp) { char w[16]; int n = 0; while (fscanf(fp, "%15s", w) == 1) n++; return n; }
int main(void) {
    with (S) {
        int:S pos = pcoord(0), a, b, c;
        f = fopen("el.txt", "w");
        fprintf(f, "%d abc\nxy %d\n", pos * 3, pos);
        fclose(f);
        f = fopen("el.txt", "r");
        a = count(f);
        b = again(f);
        c = words(f);
        fclose(f);
        { int i; for (i = 0; i < 5; i++) printf("%d: %d %d %d\n", i, [i]a, [i]b, [i]c); }
    }
    return 0;
}
