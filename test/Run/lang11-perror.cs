// Round-11 sweep: the C idiom for a file that will not open,
// `if ((f = fopen(name, "w")) == NULL) { perror(name); ... }`.  perror ran
// on every rank (the message printed 2 and 3 times at 2 and 3 ranks), and a
// file opened for writing is opened by rank 0 alone, so the other ranks' errno
// was not the failure's (`errno == ENOENT` held on rank 0 only: "same 4" at 2
// ranks).  Now perror prints once, like fprintf(stderr, ...), and a failed
// fopen gives every rank rank 0's errno.
// RUN: %crun -n 1 %s > %t.1 2> %t.e1 && FileCheck %s < %t.1
// RUN: %crun -n 2 %s > %t.2 2> %t.e2 && diff %t.1 %t.2
// RUN: %crun -n 3 %s > %t.3 2> %t.e3 && diff %t.1 %t.3
// RUN: FileCheck --check-prefix=ERR %s < %t.e3
// RUN: grep -c 'No such file' %t.e3 | FileCheck --check-prefix=ONCE %s
// CHECK: same 10
// CHECK-NEXT: missing 10
// CHECK-NEXT: wrote 10 lines
// ERR: /nonexistent-lang11/out.txt: No such file or directory
// ONCE: {{^1$}}
#include <stdio.h>
#include <stdlib.h>
#include <errno.h>

#define N 10
shape [N]S;
int:S v;

int err;

int save(name) char *name;
{
    FILE *f;
    int i;
    if ((f = fopen(name, "w")) == NULL) {
        err = errno;
        perror(name);
        return -1;
    }
    for (i = 0; i < N; i++) fprintf(f, "%d\n", [i]v);
    fclose(f);
    return N;
}

main(argc, argv)
int argc; char **argv;
{
    int same, missing = 0, e, n;
    with (S) v = pcoord(0) * pcoord(0);
    n = save("/nonexistent-lang11/out.txt");
    e = err;
    with (S) {
        [0]v = e;                    /* stored by the owner of position 0 */
        same = += (int:S)(e == [0]v);
        if (n < 0 && e == ENOENT) missing += (int:S)1;
    }
    printf("same %d\nmissing %d\n", same, missing);
    with (S) v = pcoord(0) * pcoord(0);
    printf("wrote %d lines\n", save("lang11-perror.txt"));
    return 0;
}
