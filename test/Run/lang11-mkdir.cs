// Round-11 sweep: a program that makes its output directory, writes into it
// and cleans up (mkdir, unlink, rmdir from <sys/stat.h>/<unistd.h>).  Scalar
// code runs on every rank, so each rank made the directory: one succeeded and
// the others failed with EEXIST, and each rank then took a different branch
// (here `r == [0]v` held on some ranks only: "same 2" instead of 6 at 2
// ranks); unlink and rmdir likewise.  Now they run once, on rank 0, and every
// rank gets its result and errno.  remove() already ran once, but without
// waiting for the other ranks, which each open a scalar file they read: after
// `fopen(name, "r") ... fclose(f); remove(name);` a slower rank's fopen found
// no file and its fclose(NULL) crashed (segfault at 3 ranks); remove, rename,
// unlink, rmdir and mkdir now wait until every rank is there.
// RUN: rm -rf %t.d && mkdir -p %t.d && cd %t.d
// RUN: %crun -n 1 %s > %t.1 && FileCheck %s < %t.1
// RUN: %crun -n 2 %s > %t.2 && diff %t.1 %t.2
// RUN: %crun -n 3 %s > %t.3 && diff %t.1 %t.3
// CHECK: mkdir 0 same 6
// CHECK-NEXT: again -1 EEXIST 1 same 6
// CHECK-NEXT: sum 15 from out/data.txt
// CHECK-NEXT: unlink 0 same 6
// CHECK-NEXT: sum 15 from out/more.txt
// CHECK-NEXT: remove 0 same 6
// CHECK-NEXT: rmdir 0 same 6
#include <stdio.h>
#include <errno.h>
#include <sys/stat.h>
#include <unistd.h>

#define N 6
shape [N]S;
int:S v;

int agree(r) int r;
{
    int same;
    with (S) {
        [0]v = r;                   /* stored by the owner of position 0 */
        same = += (int:S)(r == [0]v);
    }
    return same;
}

main()
{
    FILE *f;
    int r, x, sum = 0, i;
    r = mkdir("out", 0755);
    printf("mkdir %d same %d\n", r, agree(r));
    r = mkdir("out", 0755);
    printf("again %d EEXIST %d same %d\n", r, errno == EEXIST, agree(r));
    with (S) v = pcoord(0);
    f = fopen("out/data.txt", "w");
    for (i = 0; i < N; i++) fprintf(f, "%d\n", [i]v);
    fclose(f);
    f = fopen("out/data.txt", "r");
    while (fscanf(f, "%d", &x) == 1) sum += x;
    fclose(f);
    printf("sum %d from out/data.txt\n", sum);
    r = unlink("out/data.txt");
    printf("unlink %d same %d\n", r, agree(r));
    sum = 0;
    f = fopen("out/more.txt", "w");
    for (i = 0; i < N; i++) fprintf(f, "%d\n", [i]v);
    fclose(f);
    f = fopen("out/more.txt", "r");
    while (fscanf(f, "%d", &x) == 1) sum += x;
    fclose(f);
    printf("sum %d from out/more.txt\n", sum);
    r = remove("out/more.txt");
    printf("remove %d same %d\n", r, agree(r));
    r = rmdir("out");
    printf("rmdir %d same %d\n", r, agree(r));
    return 0;
}
