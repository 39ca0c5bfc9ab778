// Round-3 sweep: forms rejected with a clear message (docs/language.md §2, §4).
// RUN: not %cstar --emit=spmd %s 2>&1 | FileCheck %s
// RUN: not %cstar --emit=spmd -DBITS %s 2>&1 | FileCheck --check-prefix=BITS %s
// RUN: not %cstar --emit=spmd -DWITHNUM %s 2>&1 | FileCheck --check-prefix=WITHNUM %s
shape [5]S;
int:S a;
int scalar;
struct holder { int:S inner; int k; };
// CHECK: lang3-errors.cs:[[@LINE-1]]:23: error: struct or union member 'inner' cannot be parallel; declare the whole struct parallel ('struct holder:S v;') or make the member a pointer ('int:S *inner')
int total(int:current v[3]) { return += v[0]; }
int unsized(int:current v[]) { return += v[0]; }
// CHECK: lang3-errors.cs:[[@LINE-1]]:25: error: parallel array parameter 'v' needs its size ('int:current a[3]')
int:S y3[3], y4[4];
int arrays(void)
{
    int t;
    with (S) t = total(y4);
// CHECK: lang3-errors.cs:[[@LINE-1]]:24: error: argument for parallel array parameter 'v' must be a parallel array of type 'int[3]' (is 'int[4]')
    return t;
}
#ifdef WITHNUM
int withnum(void)
{
    int s = 0;
    with (5) s = 1;
// WITHNUM: lang3-errors.cs:[[@LINE-1]]:11: error: 'with' needs a shape (a shape name, 'current', '*p' of a 'shape *' or 'shapeof(x)'); this expression has type 'int'
// WITHNUM-NOT: markers.h
    with (a) s = 2;
// WITHNUM: lang3-errors.cs:[[@LINE-1]]:11: error: 'with' needs a shape
    return s;
}
#endif
#ifdef BITS
struct b { unsigned lo : 3; };
struct b:S v;
int bits(void)
{
    int k;
    with (S) {
        v.lo = pcoord(0);
        k = [1]v.lo;
        [1]v.lo = k;
// BITS: lang3-errors.cs:[[@LINE-1]]:11: error: a bit-field member of a parallel variable cannot be assigned through a left index (cstar; reading '[i]s.bits' works)
    }
    return k;
}
#endif
int main(void)
{
    int:S *p = &a;
    int k = 1;
    with (S) {
        p[0] = 1;
// CHECK-NOT: lang3-errors.cs:[[@LINE-1]]:{{.*}}error
        p[1] = 5;
// CHECK: lang3-errors.cs:[[@LINE-1]]:9: error: indexing a pointer to a parallel variable is supported only with index 0 ('p[0]' is '*p')
        p[k] = 2;
// CHECK: lang3-errors.cs:[[@LINE-1]]:9: error: indexing a pointer to a parallel variable is supported only with index 0
        p++;
// CHECK: lang3-errors.cs:[[@LINE-1]]:10: error: arithmetic on a pointer to a parallel variable is not supported
        p = p + 1;
// CHECK: lang3-errors.cs:[[@LINE-1]]:15: error: arithmetic on a pointer to a parallel variable is not supported
        k = positionsof(shapeof(scalar));
// CHECK: lang3-errors.cs:[[@LINE-1]]:25: error: shapeof applies to a parallel value; this operand is scalar
        k = positionsof(shapeof(a, a));
// CHECK: lang3-errors.cs:[[@LINE-1]]:25: error: shapeof takes one parallel operand (it has 2)
    }
    return 0;
}
