// Macros whose bodies hold C* forms (expanded before parsing: Parse/MacroExpand.cpp):
// unary reductions, <?/>?, grid reads, with/where, parallel types T:S, a
// typedef through a macro, nested macros, #param stringizing, ## pasting,
// variadic macros, a multi-line invocation, #undef/#define again, a macro using
// one defined after it, and a plain
// C macro given C* arguments.  Reference: Inputs/lang-macros.c (plain C).
// RUN: cc -w %S/Inputs/lang-macros.c -o %t.ref && %t.ref > %t.want
// RUN: %crun -n 1 %s > %t.1 && diff %t.want %t.1
// RUN: %crun -n 2 %s > %t.2 && diff %t.want %t.2
// RUN: %crun -n 3 %s > %t.3 && diff %t.want %t.3
#include <stdio.h>
#define N 10
#define PAR(T, S) T:S
#define FORALL(s) with (s)
#define ACTIVE (+= (int:current)1)
#define SHOW(label, x) \
    printf("%s sum=%d min=%d max=%d n=%d\n", #label, += (x), <?= (x), >?= (x), ACTIVE)
#define SHOWV(x) printf(#x " sum=%d min=%d\n", += (x), <?= (x))
#define LEFT(x) [.-1]x
#define RIGHT(x) [.+1]x
#define SMOOTH(x) ((LEFT(x) + (x) + RIGHT(x)) / 3)
#define MASKED(c, s) where (c) { s; }
#define CLAMP(x, lo, hi) ((x) <? (hi) >? (lo))
#define LOG(...) printf(__VA_ARGS__)
#define TOTAL(x) \
    (+= \
     (x))
#define GLUE(a, b) a ## b
#define SQ(x) ((x) * (x))
#define AT(i, x) [i]x
#define DECLARE(x) PARI x
#define PARI int:line
shape [N]line;
PAR(int, line) v, w;
typedef PAR(double, line) dline;
dline d;
int:line vw;
DECLARE(vw2);

main()
{
    int k;
    FORALL(line) {
        v = pcoord(0) * 3 - 10;
        w = SMOOTH(v);
        SHOW(v, v); SHOWV(w * 2);
        LOG("tot %d %d\n", TOTAL(w),
            TOTAL(v * 2));
        MASKED(v > 0, w = CLAMP(v, 2, 11))
        for (k = 0; k < N; k++) printf("%d ", AT(k, w));
        printf("\n");
        d = w / 2.0;
        printf("d %g\n", += d);
        GLUE(v, w) = SQ(RIGHT(v));
        printf("vw %d\n", TOTAL(GLUE(v, w)));
        vw2 = v + 1;
        printf("vw2 %d\n", TOTAL(vw2));
        {
            PAR(int, current) t = v & 3;
            printf("t %d\n", TOTAL(t));
        }
#undef TOTAL
#define TOTAL(x) (>?= (x))
        printf("max %d\n", TOTAL(v));
    }
}
