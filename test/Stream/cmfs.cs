// <cm/cmfs.h> (docs/language.md §7d): CMFS_open/close/lseek, the serial
// transfers and the parallel ones, in the forms real C* code used (NCSA
// HDF's CM-5 extension, research/cstar.md §2.2).  The file must be the same
// at 1, 2 and 3 ranks (20 positions: uneven blocks) and is checked by numpy
// against the arrays a sequential program would have written.
// RUN: rm -rf %t && mkdir -p %t && cd %t
// RUN: %crun -n 1 %s c1.dat > o1 2> e1 && FileCheck %s < o1 && FileCheck --check-prefix=ERR %s < e1
// RUN: %crun -n 2 %s c2.dat > o2 2> e2 && diff o1 o2 && diff e1 e2
// RUN: %crun -n 3 %s c3.dat > o3 2> e3 && diff o1 o3 && diff e1 e3
// RUN: cmp c1.dat c2.dat && cmp c1.dat c3.dat
// RUN: %python %S/Inputs/cmfs_check.py c1.dat | FileCheck --check-prefix=NP %s
// NP: numpy ok 248 bytes
// RUN: not %cstar -DBAD %s -o bad 2>&1 | FileCheck --check-prefix=BAD %s
// BAD: cmfs.cs:{{[0-9]+}}:{{[0-9]+}}: error: 'CMFS_write_file_always' moves a parallel variable; give it the address of one (e.g. '&x' of a parallel 'x'); for scalar data use CMFS_serial_write_file
// BAD: cmfs.cs:{{[0-9]+}}:{{[0-9]+}}: error: the bytes_per_position of 'CMFS_read_file' must be scalar
// CHECK: open ok serial 8 always 4 4 context 4 at 168
// CHECK-NEXT: seek 8 read 4 bad 0
// CHECK-NEXT: context read 4 odd-bad 0 even-kept 10
// CHECK-NEXT: physical 80 80 end 248
// CHECK-NEXT: short read 0 got 10 kept 10
// CHECK-NEXT: eof read 0
// CHECK-NEXT: closed 0 missing -1
// ERR: no/such/file: No such file or directory
// ERR-NOT: No such
#include <stdio.h>
#include <cm/cmfs.h>
#include <cm/cm_file.h>
shape [4][5]S;
float:S x;
int:S y, z;
double:S w[2];
int main(int argc, char **argv) {
    int fd = CMFS_open(argv[1], CMFS_O_RDWR | CMFS_O_CREAT | CMFS_O_TRUNC, 0644);
    char hdr[8] = "CMFSv1\n";
    int s, r1, r2, r3, r4, r5, n;
    long at;
    s = CMFS_serial_write_file(fd, hdr, 8);
    with (S) {
        int:S pos = pcoord(0) * 5 + pcoord(1);
        x = pos + 0.25f;
        y = 1000 + pos;
        r1 = CMFS_write_file_always(fd, &x, sizeof(float));       /* bytes 8..88 */
        r2 = CMFS_write_file_always(fd, &y, sizeof(int));         /* 88..168 */
        /* rewrite y's odd positions only: the even slots keep 1000 + pos */
        CMFS_lseek(fd, -80L, CMFS_L_INCR);
        y = -pos;
        where (pos % 2) r3 = CMFS_write_file(fd, &y, sizeof(int));
        at = CMFS_lseek(fd, 0L, CMFS_L_INCR);
        printf("open %s serial %d always %d %d context %d at %ld\n", fd >= 0 ? "ok" : "failed", s, r1, r2, r3, at);

        at = CMFS_serial_lseek(fd, 8L, CMFS_L_SET);
        x = -1;
        r4 = CMFS_read_file_always(fd, &x, sizeof(float));
        printf("seek %ld read %d bad %d\n", at, r4, += (int:S)(x != pos + 0.25f));
        z = 7;
        where (!(pos % 2)) r5 = CMFS_read_file(fd, &z, sizeof(int));
        printf("context read %d odd-bad %d even-kept %d\n", r5, += (int:S)((pos % 2) && z != 7),
               += (int:S)(!(pos % 2) && z == 1000 + pos));

        w[0] = pos * 0.5; w[1] = -pos;
        r1 = CMFS_write_file_physical(fd, &w[0], sizeof(double) / 2);  /* first 4 bytes of each */
        CMFS_lseek(fd, -80L, CMFS_L_INCR);
        r2 = CMFS_read_file_physical(fd, &z, sizeof(int));
        at = CMFS_lseek(fd, 0L, CMFS_L_XTND);
        printf("physical %d %d end %ld\n", r1, r2, at);

        /* 8 bytes for each of 20 positions, 80 left after offset 168: the
         * first 10 positions get theirs, the rest keep their values and the
         * result is what the last position got: 0 */
        CMFS_lseek(fd, 168L, CMFS_L_SET);
        w[0] = w[1] = 3;
        r1 = CMFS_read_file_always(fd, w, 2 * sizeof(double) / 2);
        printf("short read %d got %d kept %d\n", r1, += (int:S)(pos < 10 && w[0] != 3),
               += (int:S)(pos >= 10 && w[0] == 3 && w[1] == 3));
        r2 = CMFS_read_file_always(fd, &y, sizeof(int));
        printf("eof read %d\n", r2);
#ifdef BAD
        int plain;
        CMFS_write_file_always(fd, &plain, sizeof(int));
        CMFS_read_file(fd, &y, (int:S)4);
#endif
    }
    r1 = CMFS_close(fd);
    fd = CMFS_open("no/such/file", CMFS_O_RDONLY);
    if (fd < 0) CMFS_perror("no/such/file");
    printf("closed %d missing %d\n", r1, fd);
    return 0;
}
