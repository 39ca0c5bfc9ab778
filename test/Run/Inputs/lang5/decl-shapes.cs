/* Input of test/Run/lang5-lang.test.
 * Declarations of parallel variables whose shape is not the current one:
 * `int:T y = 2;` outside `with (T)` and inside `with (S)` (the initializer runs
 * with T current, at every position); a block-scope shape with a run-time
 * extent inside a parallel function, its variable initialized with pcoord;
 * a typedef of shape assigned with `=`; K&R parameters of parallel type. */
#include <stdio.h>
#define N 6

shape [N]S, *sp = &S;
shape [3]T;
typedef shape region;
region R;
int:S a, *pa = &a, arr[2];
int b:S, c:S;
int fails;

sumsq(x)
int:S x;
{
    return += (x * x);
}
int:current addp(x, y)
int:current x;
int y;
{
    return x + y;
}
void setall(p, v)
int:S *p;
int v;
{
    with (S) *p = v;
}
int:current halve(int:current v) { return v / 2; }
long fill_other(n)
int n;
{
    shape [n][2]L;                     /* block-scope shape, run-time extent */
    int:L m = pcoord(0) * 2 + pcoord(1);   /* L is not current here: its own */
    long s = 0;
    with (L) {
        m = halve(m);
        s += m;
    }
    return s;
}

main()
{
    int n;
    long want;
    int:S x;
    int:T y = 2;                       /* every position of T */
    R = S;
    with (*sp) {
        int:T z = pcoord(0) + y;       /* pcoord of T */
        a = pcoord(0);
        arr[1] = a * 2;
        b = addp(a, 10);
        x = a + 1;
        if (sumsq(a) != 55) { printf("FAIL sumsq\n"); fails++; }
        for (n = 1; n <= 3; n++) {
            int i;
            for (want = 0, i = 0; i < 2 * n; i++) want += i / 2;
            if (fill_other(n) != want) { printf("FAIL fill_other(%d) %ld want %ld\n", n, fill_other(n), want); fails++; }
        }
        with (T) if ((+= z) != 9 || (+= y) != 6) { printf("FAIL z/y\n"); fails++; }
        printf("z %d %d %d positions %d\n", [0]z, [1]z, [2]z, positionsof(current));
    }
    setall(&c, 3);
    with (R) {
        c = c + *pa;
        printf("c %d arr %d b %d x %d\n", += c, += arr[1], += b, += x);
        if ((+= c) != 33 || (+= arr[1]) != 30 || (+= b) != 75 || (+= x) != 21) { printf("FAIL sums\n"); fails++; }
    }
    printf("decl-shapes %s\n", fails ? "FAIL" : "ok");
    return 0;
}
