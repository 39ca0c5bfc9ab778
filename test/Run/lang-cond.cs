// `&&`, `||` and `?:` with a parallel condition evaluate their other operands
// only where C would (per position): communication in them (`[a]c`, grid reads,
// parallel calls) runs under the condition, so `a > 0 && [a]c > 20` never reads
// an out-of-range position (it stopped the program before the fix).  Also a
// division guarded by `&&`/`?:`, inside a `where`, and in a function.
// Reference: Inputs/lang-cond.c (plain C).
// RUN: cc -w %S/Inputs/lang-cond.c -o %t.ref && %t.ref > %t.want
// RUN: %crun -n 1 %s > %t.1 && diff %t.want %t.1
// RUN: %crun -n 2 %s > %t.2 && diff %t.want %t.2
// RUN: %crun -n 3 %s > %t.3 && diff %t.want %t.3
#include <stdio.h>
#define N 8
shape [N]S;
int:S a, b, c;

void show(int:S *p)
{
    int i;
    for (i = 0; i < N; i++) printf("%d ", [i]*p);
    printf("\n");
}

int:current pick(int:current k, int:current *src)
{
    return k >= 0 && k < N ? [k]*src : -1;
}

main()
{
    with (S) {
        a = pcoord(0) - 2;
        c = pcoord(0) * 10;
        b = (a != 0 && 12 / a > 2); show(&b);
        b = (a == 0 || 12 % a == 0); show(&b);
        b = a != 0 ? 100 / a : -1; show(&b);
        b = (a > 0 && [a]c > 20); show(&b);
        b = a >= 0 ? [a]c : [a + 2]c + 1; show(&b);
        b = (a < 0 || [a]c == 30); show(&b);
        b = 0;
        where (a != 3) b = a >= 0 ? [a]c + [.+1]c : -[.-1]c; show(&b);
        b = pick(a * 2, &c); show(&b);
        printf("%d\n", += (a > 0 && [N - a]c >= 50));
    }
}
