// fopen(name, mode, &s) as a user meets it: a missing file in "r" (NULL,
// ENOENT, silent), "w" with an unallocated shape (NULL, EINVAL, a line: the
// file is created anew and has no shape to give), "r+" of an existing file
// (s gets its [2][3] shape, every value read back), an allocated shape of
// other extents given to an existing file (NULL, EINVAL: the line names the
// shape given to fopen, which is not the current shape; it said "the current
// shape is [8]" outside any `with`), and "w" of a new file with an allocated
// shape. Values by hand: v = 3*i + j sums to 15 over [2][3]; b.dat holds
// 0..7 (Python reader).
// RUN: rm -rf %t && mkdir -p %t && cd %t
// RUN: %crun -n 1 %s 2> err1.txt | FileCheck %s
// RUN: FileCheck --check-prefix=ERR %s < err1.txt
// RUN: rm -f a.dat* b.dat* && %crun -n 3 %s 2> err3.txt | FileCheck %s
// RUN: FileCheck --check-prefix=ERR %s < err3.txt
// RUN: rm -f a.dat* b.dat* && %crun -n 2 %s 2> err2.txt | FileCheck %s
// RUN: %python -c "import streamstar, struct; f = streamstar.open('b.dat'); print('b.dat', f.shape, [struct.unpack('<i', s)[0] for s in f])" | FileCheck --check-prefix=PY %s
// CHECK: missing r: NULL enoent 1
// CHECK-NEXT: w unallocated: NULL einval 1
// CHECK-NEXT: w existing unallocated: NULL
// CHECK-NEXT: r+ existing: open positions 6 rank 2 sum 15
// CHECK-NEXT: r into allocated B: NULL einval 1
// CHECK-NEXT: w new with B: open
// ERR: cstar: fopen("nonexist.dat"): mode "w" with &shape: the file is created anew, so the shape must be an allocated one
// ERR: cstar: fopen("a.dat"): mode "w" with &shape: the file is created anew
// ERR: cstar: fopen("a.dat"): a.dat.meta: field dims: the file has shape [2][3] but the shape given to fopen is [8]
// ERR-NOT: cstar:
// PY: b.dat (8,) [0, 1, 2, 3, 4, 5, 6, 7]
#include <stdio.h>
#include <errno.h>
shape [2][3]A;
shape [8]B;
main()
{
    with (A) {
        FILE:A *f = fopen("a.dat", "w");
        int:A v = pcoord(0) * 3 + pcoord(1);
        fwrite(&v, sizeof(int), 1, f);
        fclose(f);
    }
    {
        shape s;
        FILE:void *h;
        errno = 0;
        h = fopen("nonexist.dat", "r", &s);
        printf("missing r: %s enoent %d\n", h == NULL ? "NULL" : "open", errno == ENOENT);
        errno = 0;
        h = fopen("nonexist.dat", "w", &s);
        printf("w unallocated: %s einval %d\n", h == NULL ? "NULL" : "open", errno == EINVAL);
        h = fopen("a.dat", "w", &s);
        printf("w existing unallocated: %s\n", h == NULL ? "NULL" : "open");
    }
    {
        shape t;
        FILE:void *h = fopen("a.dat", "r+", &t);
        printf("r+ existing: %s", h == NULL ? "NULL" : "open");
        if (h) {
            with (t) {
                int:t q = 0;
                fread(&q, sizeof(int), 1, h);
                printf(" positions %d rank %d sum %d\n", positionsof(t), rankof(t), += q);
            }
            fclose(h);
        }
    }
    {
        FILE:void *h;
        errno = 0;
        h = fopen("a.dat", "r", &B);
        printf("r into allocated B: %s einval %d\n", h == NULL ? "NULL" : "open", errno == EINVAL);
        h = fopen("b.dat", "w", &B);
        printf("w new with B: %s\n", h == NULL ? "NULL" : "open");
        if (h) {
            with (B) { int:B q = pcoord(0); fwrite(&q, sizeof(int), 1, h); }
            fclose(h);
        }
    }
}
