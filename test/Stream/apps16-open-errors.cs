// fopen mistakes a user makes, each a NULL file with C's errno and (but for a
// missing name) one line naming the cause: a directory (EISDIR), bad modes
// (EINVAL), a NULL name (EINVAL: the line said 'bad mode "r"'), an empty name
// (ENOENT and silent, as C's fopen(""); it was EIO with the file layer's
// "pfs_open: null output or empty path"), a missing directory (ENOENT);
// reading a stream open for writing only gives 0 items and the error
// indicator (C), fgetc EOF. 1, 2 and 3 ranks.
// RUN: rm -rf %t && mkdir -p %t/adir && cd %t
// RUN: %crun -n 1 %s 2> err1.txt | FileCheck %s
// RUN: FileCheck --check-prefix=ERR %s < err1.txt
// RUN: %crun -n 2 %s 2> err2.txt | FileCheck %s
// RUN: FileCheck --check-prefix=ERR %s < err2.txt
// RUN: %crun -n 3 %s 2> err3.txt | FileCheck %s
// RUN: FileCheck --check-prefix=ERR %s < err3.txt
// CHECK: dir r: NULL Is a directory
// CHECK-NEXT: dir w: NULL Is a directory
// CHECK-NEXT: mode rw: NULL Invalid argument
// CHECK-NEXT: mode empty: NULL Invalid argument
// CHECK-NEXT: NULL name: NULL Invalid argument
// CHECK-NEXT: empty name: NULL No such file or directory
// CHECK-NEXT: empty name r: NULL No such file or directory
// CHECK-NEXT: no dir: NULL No such file or directory
// CHECK-NEXT: fread on w: 0 err 4
// CHECK-NEXT: fgetc on w: -4
// ERR: cstar: fopen("adir"): adir: open: {{(rank 0: )?}}open adir: is a directory
// ERR-NEXT: cstar: fopen("x.dat"): bad mode "rw"
// ERR-NEXT: cstar: fopen("x.dat"): bad mode ""
// ERR-NEXT: cstar: fopen("(null)"): NULL file name
// ERR-NOT: cstar:
#include <stdio.h>
#include <errno.h>
#include <string.h>
shape [4]S;
#define TRY(what, call) do { errno = 0; f = call; printf("%s: %s %s\n", what, f ? "open" : "NULL", strerror(errno)); if (f) fclose(f); } while (0)
main()
{
    with (S) {
        FILE:S *f;
        char *nm = NULL;
        int:S v = 1, r;
        TRY("dir r", fopen("adir", "r"));
        TRY("dir w", fopen("adir", "w"));
        TRY("mode rw", fopen("x.dat", "rw"));
        TRY("mode empty", fopen("x.dat", ""));
        TRY("NULL name", fopen(nm, "r"));
        TRY("empty name", fopen("", "w"));
        TRY("empty name r", fopen("", "r"));
        TRY("no dir", fopen("nodir/x.dat", "w"));
        f = fopen("w.dat", "w");
        r = fread(&v, sizeof(int), 1, f);
        printf("fread on w: %d err %d\n", += r, += (ferror(f) != 0));
        r = fgetc(f);
        printf("fgetc on w: %d\n", += r);
        fclose(f);
    }
}
