// Round-12 sweep: a program that works in a directory of its own and drives
// the shell.  Rank 0 runs ahead of the other ranks (its broadcasts do not
// wait for them), so its `system("rm -rf work")` ran while a slower rank had
// not yet done its `chdir("work")` (ENOENT there: that rank stayed in the
// parent, found no f.txt, skipped the fscanf the others did, and the job
// died with "Message truncated" at 3 ranks); a shell command that removes a
// file raced with slower ranks' fopen of it the same way.  system() now
// waits until every rank has done what came before it, as mkdir, unlink and
// remove do.  psignal printed once per rank; now once, like perror.
// RUN: rm -rf %t.d && mkdir -p %t.d && cd %t.d
// RUN: %crun -n 1 %s > %t.1 2> %t.err1 && FileCheck %s < %t.1 && FileCheck --check-prefix=ERR %s < %t.err1
// RUN: %crun -n 2 %s > %t.2 2> %t.err2 && diff %t.1 %t.2 && FileCheck --check-prefix=ERR %s < %t.err2
// RUN: %crun -n 3 %s > %t.3 2> %t.err3 && diff %t.1 %t.3 && FileCheck --check-prefix=ERR %s < %t.err3
// CHECK: mkdir 0 chdir 0 same 6 in work
// CHECK-NEXT: round 0: read 11 same 6
// CHECK-NEXT: round 0: after rm gone same 6
// CHECK-NEXT: round 1: read 12 same 6
// CHECK-NEXT: round 1: after rm gone same 6
// CHECK-NEXT: round 2: read 13 same 6
// CHECK-NEXT: round 2: after rm gone same 6
// CHECK-NEXT: back 0 same 6, work removed 1
// CHECK-NEXT: start:<0><1><2><3><4><5>:end
// CHECK-NEXT: sum 15
// ERR: psignal: Interrupt
// ERR-NOT: psignal
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <signal.h>
#include <unistd.h>
#include <sys/stat.h>

#define N 6
shape [N]S;
int:S v;

#include "Inputs/lang12/same.h"

elemental int show(int x) { printf("<%d>", x); return x; }

main()
{
    char here[512], cwd[512], cmd[64];
    FILE *f;
    int r, c, x, round;

    system("rm -rf work");
    getcwd(here, sizeof here);
    r = mkdir("work", 0755);
    c = chdir("work");
    getcwd(cwd, sizeof cwd);
    printf("mkdir %d chdir %d same %d in %s\n", r, c, same(c), strrchr(cwd, '/') + 1);
    for (round = 0; round < 3; round++) {
        sprintf(cmd, "echo %d > f.txt", 11 + round);
        system(cmd);
        x = 0;
        f = fopen("f.txt", "r");
        if (f) { fscanf(f, "%d", &x); fclose(f); }
        printf("round %d: read %d same %d\n", round, x, same(x));
        system("rm -f f.txt");
        f = fopen("f.txt", "r");
        printf("round %d: after rm %s same %d\n", round, f ? "still there" : "gone", same(f == NULL));
        if (f) fclose(f);
    }
    c = chdir("..");
    system("rm -rf work");
    printf("back %d same %d, work removed %d\n", c, same(c), access("work", F_OK) != 0);
    psignal(SIGINT, "psignal");
    printf("start:");
    fflush(stdout);
    with (S) v = show(pcoord(0));
    printf(":end\n");
    with (S) x = += v;
    printf("sum %d\n", x);
    return 0;
}
