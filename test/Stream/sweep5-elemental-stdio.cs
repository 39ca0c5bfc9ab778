// Round 5: C library I/O inside an elemental function runs on the calling
// rank (docs/language.md §7a): printf, puts, putchar, and fopen / fprintf /
// fscanf / fclose of one scalar file per VP (the old one-file-per-processor
// style). They were lowered to the once-on-rank-0 versions, which broadcast:
// an elemental function runs once per VP, so with 5 VPs on 3 ranks (2, 2, 1
// calls) the broadcasts mismatched ("Message truncated", abort) and the
// output of VPs on ranks > 0 was lost. Standard output comes in VP order
// (docs/language.md §6, test/Run/elemental-output.cs).
// RUN: rm -rf %t && mkdir -p %t && cd %t
// RUN: %crun -n 3 %s | FileCheck %s
// RUN: %crun -n 2 %s | FileCheck %s
// RUN: %crun -n 1 %s | FileCheck %s
// RUN: cat vp0.txt vp1.txt vp2.txt vp3.txt vp4.txt | FileCheck --check-prefix=F %s
// CHECK: p 0
// CHECK-NEXT: q 0!
// CHECK-NEXT: p 1
// CHECK-NEXT: q 1!
// CHECK-NEXT: p 2
// CHECK-NEXT: q 2!
// CHECK-NEXT: p 3
// CHECK-NEXT: q 3!
// CHECK-NEXT: p 4
// CHECK-NEXT: q 4!
// CHECK-NEXT: done: files ok 5
// F: vp 0 sq 0
// F-NEXT: vp 1 sq 1
// F-NEXT: vp 2 sq 4
// F-NEXT: vp 3 sq 9
// F-NEXT: vp 4 sq 16
#include <stdio.h>
shape [5]S;
elemental void show(int v) {
    char line[16];
    printf("p %d\n", v);
    sprintf(line, "q %d", v);
    fputs(line, stdout);
    putchar('!');
    puts("");
}
elemental int dump(int v) {
    char name[32];
    int r, s;
    sprintf(name, "vp%d.txt", v);
    FILE *fp = fopen(name, "w");
    if (!fp) return -1;
    fprintf(fp, "vp %d sq %d\n", v, v * v);
    if (fclose(fp) != 0) return -2;
    fp = fopen(name, "r");
    if (!fp) return -3;
    if (fscanf(fp, "vp %d sq %d", &r, &s) != 2 || s != v * v) r = -4;
    fclose(fp);
    return r;
}
int main(void) {
    with (S) {
        int:S v = pcoord(0), r;
        show(v);
        fflush(stdout);
        r = dump(v);
        printf("done: files ok %d\n", += (r == v));
    }
    return 0;
}
