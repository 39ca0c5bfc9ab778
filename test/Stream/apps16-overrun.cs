// fwrite/fread of more bytes per position than the variable's element holds
// (`fwrite(&x, sizeof(int), 3, f)` with `int:S x`, or a parallel array passed
// to an `int:current *` parameter, which names its element 0 only): VP i's
// bytes ran into VP i+1's element and, past the last VP, into the heap (the
// file got neighbours' values, a read overwrote them). Now the call moves
// nothing: 0 items and the error indicator on every active VP, errno EINVAL,
// one line naming the file, on every rank count; a write of exactly the
// element (a whole struct from its first member) still works, and the
// variables next to x keep their values. A read is refused only when a VP
// would get more than its element: from an empty stream it is C's short
// read (0 items, EOF, no error). Expected values by hand: x = k,
// y = 100 + k (sum over 7 VPs 721); the good file holds each VP's struct.
// RUN: rm -rf %t && mkdir -p %t && cd %t
// RUN: %crun -n 1 %s 2> err1.txt | FileCheck %s
// RUN: FileCheck --check-prefix=ERR %s < err1.txt
// RUN: %crun -n 2 %s 2> err2.txt | FileCheck %s
// RUN: FileCheck --check-prefix=ERR %s < err2.txt
// RUN: %crun -n 3 %s 2> err3.txt | FileCheck %s
// RUN: FileCheck --check-prefix=ERR %s < err3.txt
// RUN: %python -c "import streamstar, struct; f = streamstar.open('good.dat'); print('good', [struct.unpack('<id', f.stream(k)[:4] + f.stream(k)[8:16]) for k in (0, 6)], len(f.stream(3)))" | FileCheck --check-prefix=PY %s
// RUN: %python -c "import streamstar; f = streamstar.open('bad.dat'); print('bad', sum(len(s) for s in f))" | FileCheck --check-prefix=PY2 %s
// CHECK: direct write: 0 err 7 einval 1
// CHECK-NEXT: through a pointer: 0 err 7
// CHECK-NEXT: read of nothing: 0 err 0 eof 7 x 21 y 721
// CHECK-NEXT: exact struct: 7 err 0
// CHECK-NEXT: read: 0 err 7 x 21 y 721
// ERR: cstar: fwrite("bad.dat"): bad.dat: fwrite: 12 bytes per position asked for, but each position of the variable holds 4 bytes
// ERR: cstar: fread("good.dat"): good.dat: fread: 8 bytes per position asked for, but each position of the variable holds 4 bytes
// ERR-NOT: cstar:
// PY: good [(0, 0.0), (6, 3.0)] 16
// PY2: bad 0
#include <stdio.h>
#include <errno.h>
#define N 7
shape [N]S;
struct rec { int id; double w; };

int:current put3(int:current *p, FILE:current *fp)
{
    return fwrite(p, sizeof(int), 3, fp);
}

main()
{
    with (S) {
        int:S x = pcoord(0), y = 100 + pcoord(0), r;
        int:S a[3];
        struct rec:S p;
        FILE:S *f = fopen("bad.dat", "w+");
        errno = 0;
        r = fwrite(&x, sizeof(int), 3, f);
        printf("direct write: %d err %d einval %d\n", += r, += (ferror(f) != 0), errno == EINVAL);
        clearerr(f);
        a[0] = x; a[1] = 2 * x; a[2] = 3 * x;
        r = put3(a, f);
        printf("through a pointer: %d err %d\n", += r, += (ferror(f) != 0));
        clearerr(f);
        rewind(f);
        r = fread(&x, sizeof(int), 2, f);
        printf("read of nothing: %d err %d eof %d x %d y %d\n", += r, += (ferror(f) != 0), += (feof(f) != 0),
               += x, += y);
        fclose(f);
        p.id = pcoord(0); p.w = pcoord(0) * 0.5;
        f = fopen("good.dat", "w");
        r = fwrite(&p.id, 1, sizeof(struct rec), f);
        printf("exact struct: %d err %d\n", += (r == sizeof(struct rec)), += (ferror(f) != 0));
        fclose(f);
        f = fopen("good.dat", "r");
        r = fread(&x, sizeof(int), 2, f);
        printf("read: %d err %d x %d y %d\n", += r, += (ferror(f) != 0), += x, += y);
        fclose(f);
    }
}
