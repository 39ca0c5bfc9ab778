// Round-12 sweep: two slips a C* programmer makes that compiled with only a
// warning, or none, and then misbehaved.
//  * allocate_shape(T, ...) and deallocate_shape(S) without '&': Clang only
//    warns (a shape is a pointer too); the program ran with nothing
//    allocated, or crashed (segfault in deallocate_shape at 2 ranks).
//  * a plain pointer given the address of a parallel variable (`int *p =
//    &x;`, `p = &x;`, `show(&x)` with `void show(int *p)`): no diagnostic,
//    and `*p` read the first element of each rank's block (position 0's value
//    on rank 0, another position's elsewhere).
// Each is now a compile-time error that says what to write; the correct
// forms (second RUN) compile clean.
// RUN: not %cstar --emit=spmd -DBAD %s 2>&1 | FileCheck %s
// RUN: %cstar --emit=spmd %s 2>&1 >/dev/null | FileCheck --allow-empty --check-prefix=CLEAN %s
// CLEAN-NOT: error
// CLEAN-NOT: warning
#include <stdio.h>

shape [8]S;
shape T;
int:S x;

void show(int *p) { printf("%d\n", *p); }
void show_all(int:S *p) { printf("%d\n", [0]*p); }
elemental void twice(int *p) { *p *= 2; }   /* per position: fine */

int main(void)
{
#ifdef BAD
    int *p = &x;
    // CHECK: lang12-shape-ptr.cs:[[@LINE-1]]:14: error: this address is a pointer to a parallel variable, but 'p' is a plain pointer ('int *'), which would point to one rank's element; declare it as a pointer to a parallel variable
    void *v;
    allocate_shape(T, 1, 8);
    // CHECK: lang12-shape-ptr.cs:[[@LINE-1]]:20: error: allocate_shape takes the address of the shape ('allocate_shape(&S, ...)'); this argument has type 'shape'
    with (S) x = pcoord(0);
    v = &x;
    // CHECK: lang12-shape-ptr.cs:[[@LINE-1]]:9: error: this address is a pointer to a parallel variable, but 'v' is a plain pointer ('void *')
    show(&x);
    // CHECK: lang12-shape-ptr.cs:[[@LINE-1]]:10: error: this address is a pointer to a parallel variable, but 'p' is a plain pointer ('int *')
    deallocate_shape(T);
    // CHECK: lang12-shape-ptr.cs:[[@LINE-1]]:22: error: deallocate_shape takes the address of the shape ('deallocate_shape(&S)')
#else
    int:S *p = &x;
    int:void *v;
    allocate_shape(&T, 1, 8);
    with (S) x = pcoord(0);
    v = &x;
    show_all(&x);
    with (S) twice(&x);
    deallocate_shape(&T);
#endif
    return 0;
}
