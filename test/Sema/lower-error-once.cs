// An error found while lowering is reported once per place: `[1]a[x]` (a
// parallel array indexed by a parallel value, then left-indexed) is visited
// for its value and its address, and the same line came out three times.
// RUN: not %cstar -c %s -o %t.o 2>&1 | FileCheck %s
// CHECK: lower-error-once.cs:[[@LINE+8]]:13: error: left index of this kind of parallel expression is not supported
// CHECK-NOT: error:
// CHECK: 1 error generated.
shape [8]S;
int main(void) {
    with (S) {
        int:S a[4], x = pcoord(0) % 4;
        int:S y;
        y = [1]a[x];
    }
    return 0;
}
