// apps18: remove() and rename() of a parallel file the program has open,
// named another way than fopen named it ("./x.dat", "sub/../x.dat", an
// absolute path). Only the exact name was refused: remove("./x.dat")
// removed the open file's data (returning 0), and its fclose then wrote a
// .meta that described nothing ("x.dat: missing (x.dat.meta describes it)"
// at the next fopen, every VP's data lost). Now each is -1 with errno EBUSY
// and one line, the same as the name itself; the file survives and reads
// back whole (each VP's int, summed: 0 + 1 + ... + 6 = 21). A symbolic link
// to it is a file of its own, as for C: removing the link is allowed and
// leaves the file. fopen under another spelling while the program has the
// file open, with a writer on either side, is EBUSY as for the exact name
// ("./x.dat" for writing truncated the data an open reader of "x.dat" then
// read: it got the new writer's values). At 1, 2 and 3 ranks.
// RUN: rm -rf %t && mkdir -p %t/sub && cd %t
// RUN: %crun -n 1 %s %t 2> e1.txt | FileCheck %s
// RUN: FileCheck --check-prefix=ERR %s < e1.txt
// RUN: rm -f x.dat* && %crun -n 2 %s %t 2> e2.txt | FileCheck %s
// RUN: FileCheck --check-prefix=ERR %s < e2.txt
// RUN: rm -f x.dat* && %crun -n 3 %s %t 2> e3.txt | FileCheck %s
// RUN: FileCheck --check-prefix=ERR %s < e3.txt
// CHECK: remove ./x.dat: -1 busy 1
// CHECK-NEXT: rename sub/../x.dat: -1 busy 1
// CHECK-NEXT: remove absolute: -1 busy 1
// CHECK-NEXT: rename onto ./x.dat: -1 busy 1
// CHECK-NEXT: remove link: 0 link gone 1
// CHECK-NEXT: fopen ./x.dat r: NULL busy 1
// CHECK-NEXT: fclose 0
// CHECK-NEXT: fopen absolute w: NULL busy 1
// CHECK-NEXT: reopen ok sum 21 n 7
// ERR: cstar: remove("./x.dat"): the program has it open as a parallel file; fclose it first
// ERR-NEXT: cstar: rename("sub/../x.dat", "y.dat"): the program has it open as a parallel file; fclose it first
// ERR-NEXT: cstar: remove("{{.*}}/x.dat"): the program has it open as a parallel file; fclose it first
// ERR-NEXT: cstar: rename("z.dat", "./x.dat"): the program has it open as a parallel file; fclose it first
// ERR-NEXT: cstar: fopen("./x.dat"): ./x.dat is x.dat, already open for writing in this program; fclose it first
// ERR-NEXT: cstar: fopen("{{.*}}/x.dat"): {{.*}}/x.dat is x.dat, already open for reading in this program; fclose it first
// ERR-NOT: {{cstar:|symlink}}
#include <stdio.h>
#include <errno.h>
#include <string.h>
#include <unistd.h>
shape [7]S;
int main(int argc, char **argv) {
    char abs[4096];
    snprintf(abs, sizeof abs, "%s/x.dat", argv[1]);
    with (S) {
        int:S y = pcoord(0), z = -1;
        FILE:S *f = fopen("x.dat", "w");
        fwrite(&y, 4, 1, f);
        FILE *g = fopen("z.dat", "w");
        fputs("z\n", g);
        fclose(g);
        errno = 0;
        int r = remove("./x.dat");
        printf("remove ./x.dat: %d busy %d\n", r, errno == EBUSY);
        errno = 0;
        r = rename("sub/../x.dat", "y.dat");
        printf("rename sub/../x.dat: %d busy %d\n", r, errno == EBUSY);
        errno = 0;
        r = remove(abs);
        printf("remove absolute: %d busy %d\n", r, errno == EBUSY);
        errno = 0;
        r = rename("z.dat", "./x.dat");
        printf("rename onto ./x.dat: %d busy %d\n", r, errno == EBUSY);
        remove("lnk.dat");
        if (symlink("x.dat", "lnk.dat") != 0 && errno != EEXIST) perror("symlink");   /* every rank calls it */
        r = remove("lnk.dat");
        printf("remove link: %d link gone %d\n", r, access("lnk.dat", F_OK) != 0);
        errno = 0;
        FILE:S *g2 = fopen("./x.dat", "r");
        printf("fopen ./x.dat r: %s busy %d\n", g2 ? "opened" : "NULL", errno == EBUSY);
        printf("fclose %d\n", fclose(f));
        f = fopen("x.dat", "r");
        if (!f) { printf("reopen NULL\n"); return 1; }
        errno = 0;
        g2 = fopen(abs, "w");   /* would truncate what the reader reads */
        printf("fopen absolute w: %s busy %d\n", g2 ? "opened" : "NULL", errno == EBUSY);
        int:S k = fread(&z, 4, 1, f);
        printf("reopen ok sum %d n %d\n", += z, += k);
        fclose(f);
    }
    return 0;
}
