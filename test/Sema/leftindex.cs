// Left indexing, pcoord and reduction rules, each at its line and column.
// RUN: not %cstar --emit=spmd %s 2>&1 | FileCheck %s
shape [4][8]S;
shape [][]P;
int:S a;
struct st { int f; } sv;
int main(void) {
    int s = 0, k = 2;
    with (S) {
        s = [1]a;
// CHECK: leftindex.cs:[[@LINE-1]]:13: error: 1 left index for a parallel value of shape 'S', which has rank 2
        s = [1][2][3]a;
// CHECK: leftindex.cs:[[@LINE-1]]:13: error: 3 left indices for a parallel value of shape 'S', which has rank 2
        s = [1][2]k;
// CHECK: leftindex.cs:[[@LINE-1]]:13: error: left index applied to a scalar expression; only parallel values can be left-indexed
        a = [.+1]a;
// CHECK: leftindex.cs:[[@LINE-1]]:13: error: 1 left index for a parallel value of shape 'S', which has rank 2
        a = pcoord(2);
// CHECK: leftindex.cs:[[@LINE-1]]:20: error: pcoord axis 2 is out of range for the current shape 'S' of rank 2
        a = .;
// CHECK: leftindex.cs:[[@LINE-1]]:13: error: '.' is only allowed inside a left index
        sv = (a > 0) ? sv : sv;
// CHECK: leftindex.cs:[[@LINE-1]]:12: error: assigning a parallel value to scalar 'sv' of type 'struct st' needs a left index like '[0]x' (a struct or union cannot be reduced)
    }
    with (P) s = 1;
// CHECK: leftindex.cs:[[@LINE-1]]:11: warning: shape 'P' has no extents here; call allocate_shape(&P, ...) before 'with'
    return s + k;
}
