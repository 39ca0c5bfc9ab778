// getline/getdelim, fgetpos/fsetpos, fileno and setvbuf on a VP's stream
// inside an elemental function (they reached the C library with the VP's
// handle, which is not a FILE, and crashed): each VP writes three text lines
// of its own, then reads them back with getline (counting lines and bytes),
// remembers the position of its second line with fgetpos, rereads it after
// fsetpos, and gets -1/EBADF from fileno. Same output at 1, 2 and 3 ranks,
// checked against values computed by hand below.
// RUN: rm -rf %t && mkdir -p %t && cd %t
// RUN: %crun -n 1 %s > o1 && FileCheck %s < o1
// RUN: %crun -n 2 %s > o2 && cmp o1 o2
// RUN: %crun -n 3 %s > o3 && cmp o1 o3
// VP v writes "a<v>\n", "bb<v>\n", "ccc<v>\n" for v = 0..9: 30 lines,
// 9 + 3*(2+3+4) ... per VP: (2+len(v)) + (3+len(v)) + (4+len(v)) bytes;
// v < 10: len 1, so 12 bytes per VP, 120 in all.
// CHECK: lines 30 bytes 120
// CHECK-NEXT: reread ok 10
// CHECK-NEXT: fileno ebadf 10
// CHECK-NEXT: setvbuf ok 10
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
shape [10]S;

elemental void put3(FILE *fp, int v)
{
    fprintf(fp, "a%d\nbb%d\nccc%d\n", v, v, v);
}

elemental int readback(FILE *fp, int v, int *bytes, int *reread, int *ebadf, int *vbuf)
{
    char *line = NULL, want[16];
    size_t cap = 0;
    ssize_t n;
    int lines = 0;
    fpos_t second;
    *vbuf = setvbuf(fp, NULL, _IOFBF, 4096) == 0;
    *bytes = 0;
    rewind(fp);
    while ((n = getline(&line, &cap, fp)) != -1) {
        if (lines == 0) fgetpos(fp, &second);
        lines++;
        *bytes += (int)n;
    }
    fsetpos(fp, &second);
    n = getdelim(&line, &cap, '\n', fp);
    sprintf(want, "bb%d\n", v);
    *reread = n == (ssize_t)strlen(want) && strcmp(line, want) == 0;
    errno = 0;
    *ebadf = fileno(fp) == -1 && errno == EBADF;
    free(line);
    return lines;
}

int main(void)
{
    FILE:S *f;
    with (S) {
        int:S v = pcoord(0), lines, bytes, reread, ebadf, vbuf;
        f = fopen("g.txt", "w+");
        put3(f, v);
        lines = readback(f, v, &bytes, &reread, &ebadf, &vbuf);
        printf("lines %d bytes %d\n", += lines, += bytes);
        printf("reread ok %d\n", += reread);
        printf("fileno ebadf %d\n", += ebadf);
        printf("setvbuf ok %d\n", += vbuf);
        fclose(f);
    }
    return 0;
}
