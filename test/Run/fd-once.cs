// POSIX descriptor I/O in scalar code happens once, as the front end's stdio
// does (docs/language.md §7).  Done by every rank, `write(1, ...)` printed its
// text once per rank, `open(name, O_CREAT | O_EXCL)` failed with EEXIST on
// every rank but one (whose branches then parted), and an O_APPEND log got
// one copy of each record per rank.  Now rank 0 opens, writes, reads, seeks,
// syncs, truncates and fstats, and every rank gets its results, errno and the
// bytes read (checked here against rank 0's through a reduction over the
// positions of every rank).  Reading from descriptor 0 reads the program's
// standard input once.
// RUN: rm -rf %t.d && mkdir -p %t.d && cd %t.d
// RUN: printf 'typed input\n' > in.txt
// RUN: %crun -n 1 %s < in.txt > %t.1 && FileCheck %s < %t.1
// RUN: %crun -n 2 %s < in.txt > %t.2 && diff %t.1 %t.2
// RUN: %crun -n 3 %s < in.txt > %t.3 && diff %t.1 %t.3
// RUN: od -An -c log.bin | FileCheck --check-prefix=LOG %s
// CHECK: hello from write
// CHECK-NEXT: excl 1 same 6
// CHECK-NEXT: again -1 EEXIST 1 same 6
// CHECK-NEXT: appended 3 bytes twice, size 6 same 6
// CHECK-NEXT: read 6 'abcabc' same 6
// CHECK-NEXT: seek 4 pread 'ca' same 6
// CHECK-NEXT: truncated to 2, fsync 0, size 2 same 6
// CHECK-NEXT: stdin 12 'typed input' same 6
// CHECK-NEXT: creat+write 4, close 0 same 6
// CHECK-NEXT: bad close -1 EBADF 1 same 6
// LOG: a b
#include <stdio.h>
#include <errno.h>
#include <fcntl.h>
#include <string.h>
#include <unistd.h>
#include <sys/stat.h>

#define N 6
shape [N]S;
int:S v;

/* how many positions' ranks hold the value rank 0 holds */
int agree(r) long r;
{
    int same;
    with (S) {
        [0]v = (int)r;
        same = += (int:S)((int)r == [0]v);
    }
    return same;
}

/* a checksum of a buffer, compared the same way */
long sum(const char *p, long n)
{
    long s = 0, i;
    for (i = 0; i < n; i++) s = s * 31 + p[i];
    return s;
}

main()
{
    char buf[64];
    int fd, r;
    long n;
    struct stat st;

    write(1, "hello from write\n", 17);

    fd = open("excl.txt", O_CREAT | O_EXCL | O_WRONLY, 0644);
    printf("excl %d same %d\n", fd >= 0, agree(fd >= 0));
    close(fd);
    r = open("excl.txt", O_CREAT | O_EXCL | O_WRONLY, 0644);
    printf("again %d EEXIST %d same %d\n", r, errno == EEXIST, agree(r + 100 * (errno == EEXIST)));

    fd = open("log.bin", O_CREAT | O_WRONLY | O_APPEND | O_TRUNC, 0644);
    n = write(fd, "abc", 3);
    n += write(fd, "abc", 3);
    close(fd);
    stat("log.bin", &st);
    printf("appended %ld bytes twice, size %ld same %d\n", n / 2, (long)st.st_size,
           agree(n * 1000 + st.st_size));

    memset(buf, 0, sizeof buf);
    fd = open("log.bin", O_RDWR);
    n = read(fd, buf, sizeof buf);
    printf("read %ld '%s' same %d\n", n, buf, agree(n + sum(buf, sizeof buf)));

    memset(buf, 0, sizeof buf);
    n = lseek(fd, -2, SEEK_END);
    r = pread(fd, buf, 2, 2);
    printf("seek %ld pread '%s' same %d\n", n, buf, agree(n * 10 + r + sum(buf, sizeof buf)));

    r = ftruncate(fd, 2);
    n = fsync(fd);
    fstat(fd, &st);
    printf("truncated to %ld, fsync %ld, size %ld same %d\n", (long)2 - r, n, (long)st.st_size,
           agree(r * 100 + n * 10 + st.st_size));
    close(fd);

    memset(buf, 0, sizeof buf);
    n = read(0, buf, sizeof buf - 1);
    if (n > 0 && buf[n - 1] == '\n') buf[n - 1] = 0;
    printf("stdin %ld '%s' same %d\n", n, buf, agree(n + sum(buf, sizeof buf)));

    fd = creat("c.txt", 0644);
    n = write(fd, "wxyz", 4);
    r = close(fd);
    printf("creat+write %ld, close %d same %d\n", n, r, agree(n * 10 + r));

    r = close(fd);
    printf("bad close %d EBADF %d same %d\n", r, errno == EBADF, agree(r * 10 + (errno == EBADF)));
    unlink("excl.txt");
}
