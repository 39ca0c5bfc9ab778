// Round-8 sweep: <cscomm.h> calls with wrong arguments are errors naming the
// argument, not silent wrong results or a run-time "not a parallel variable"
// without a line (docs/language.md §4a): a scalar's address where a parallel
// variable's is expected (send's destination, get's and read_from_position's
// source), a segment bit or notify flag that is not a parallel bool, a
// variable of another shape where the current shape's is expected; a call
// that fits none of the overloads names the argument order once.
// (Clang's overload errors stop compilation before the C* checks: -DOVL.)
// RUN: not %cstar --emit=spmd -DPTR %s 2>&1 | FileCheck %s
// RUN: not %cstar --emit=spmd -DOVL %s 2>&1 | FileCheck --check-prefix=OVL %s
// RUN: not %cstar --emit=spmd -DOVL %s 2>&1 | FileCheck --check-prefix=NONOTES %s
// K&R order: a parallel-result function called before any declaration.
// RUN: not %cstar --emit=spmd -DKR %s 2>&1 | FileCheck --check-prefix=KR %s
// RUN: %cstar --emit=spmd %s 2>&1 >/dev/null | FileCheck --allow-empty --check-prefix=CLEAN %s
#include <stdio.h>
#include <stdlib.h>
#include <cscomm.h>
shape [8]S;
shape [2][4]T;
int:S x, y;
int:T t;
bool:S seg;
bool:T note;
int:S *px = &x;

main()
{
    int s = 0, arr[8];
    with (S) {
#ifdef PTR
        send(&s, x, x, CMC_combiner_add, NULL);
// CHECK: lang8-errors.cs:[[@LINE-1]]:14: error: argument 'destp' of 'send' must be the address of a parallel variable (e.g. '&x' with 'int:S x'); this is a scalar pointer of type 'int *'
        y = get(x, &s, CMC_collisions);
// CHECK: lang8-errors.cs:[[@LINE-1]]:20: error: argument 'sourcep' of 'get' must be the address of a parallel variable
        s = read_from_position(3, arr);
// CHECK: lang8-errors.cs:[[@LINE-1]]:35: error: argument 'sourcep' of 'read_from_position' must be the address of a parallel variable
        y = scan(x, 0, CMC_combiner_add, CMC_upward, CMC_segment_bit, &x, CMC_inclusive);
// CHECK: lang8-errors.cs:[[@LINE-1]]:71: error: argument 'sbit' of 'scan' must point to a parallel bool ('&b' with 'bool:S b'); it points to 'int'
        y = enumerate(0, CMC_upward, CMC_inclusive, CMC_segment_bit, &y);
// CHECK: lang8-errors.cs:[[@LINE-1]]:70: error: argument 'sbit' of 'enumerate' must point to a parallel bool
        send(&t, x, x, CMC_combiner_add, &y);
// CHECK: lang8-errors.cs:[[@LINE-1]]:42: error: argument 'notify' of 'send' must point to a parallel bool
        y = scan(x, 0, CMC_combiner_add, CMC_upward, CMC_segment_bit, &note, CMC_inclusive);
// CHECK: lang8-errors.cs:[[@LINE-1]]:71: error: argument 'sbit' of 'scan' points to a parallel variable of shape 'T' while the current shape is 'S'; it must be of the current shape
        y = copy_spread(&t, 0, 1);
// CHECK: lang8-errors.cs:[[@LINE-1]]:25: error: argument 'sourcep' of 'copy_spread' points to a parallel variable of shape 'T' while the current shape is 'S'; it must be of the current shape
        reduce(&t, x, 0, CMC_combiner_add, 0);
// CHECK: lang8-errors.cs:[[@LINE-1]]:16: error: argument 'destp' of 'reduce' points to a parallel variable of shape 'T'
        from_grid(&t, x, 0, 1);
// CHECK: lang8-errors.cs:[[@LINE-1]]:19: error: argument 'destp' of 'from_grid' points to a parallel variable of shape 'T'
        write_to_pvar(&t, arr);
// CHECK: lang8-errors.cs:[[@LINE-1]]:23: error: argument 'destp' of 'write_to_pvar' points to a parallel variable of shape 'T'
#endif
#ifdef OVL
        y = scan(x, 0, CMC_combiner_add);
// OVL: lang8-errors.cs:[[@LINE-1]]:13: error: no matching function for call to 'scan'; <cscomm.h> declares scan(value, axis, combiner, direction, smode, &sbit or CMC_no_field, inclusion)
        reduce(y, x, 0, CMC_combiner_add, 0);
// OVL: lang8-errors.cs:[[@LINE-1]]:9: error: no matching function for call to 'reduce'; <cscomm.h> declares reduce(&dest, value, axis, combiner, to_coordinate)
        y = copy_spread(x, 0, 1);
// OVL: lang8-errors.cs:[[@LINE-1]]:13: error: no matching function for call to 'copy_spread'; <cscomm.h> declares copy_spread(&value, axis, coordinate)
// NONOTES-NOT: candidate function not viable
#endif
        /* correct calls: no diagnostic */
        seg = pcoord(0) % 3 == 0;
        y = scan(x, 0, CMC_combiner_add, CMC_upward, CMC_segment_bit, &seg, CMC_inclusive);
        y = scan(x, 0, CMC_combiner_add, CMC_upward, CMC_none, CMC_no_field, CMC_inclusive);
        y = enumerate(0, CMC_downward, CMC_exclusive, CMC_none, NULL);
        y = copy_spread(px, 0, 1) + copy_spread(&x, 0, 2);
        send(&t, x, x, CMC_combiner_add, &note);
        send(&t, x, x, CMC_combiner_overwrite, (bool:T *)0);
        y = get(x, &t, CMC_many_collisions) + get(x, &t, CMC_few_collisions);
        s = read_from_position(3, &t);
        write_to_pvar(&x, arr);
        read_from_pvar(arr, y);
    }
#ifdef KR
    with (S) y = twice(x) + total(x);
// KR: lang8-errors.cs:[[@LINE-1]]:18: error: parallel function 'twice' is called before it is declared, so C takes it for a function returning 'int'; declare it before this call (e.g. 'int:S twice();' as in its definition at line [[@LINE+9]])
// KR-NOT: error: parallel function 'total'
#endif
    printf("%d\n", s);
// CLEAN-NOT: error
// CLEAN-NOT: warning
}

#ifdef KR
int:S twice(v)
int:S v;
{
    return 2 * v;
}
total(v)        /* a scalar result: C's implicit int declaration fits */
int:S v;
{
    return += v;
}
#endif
