/* Input of test/Run/lang5-comm.test.
 * A part of a parallel variable passed by address (&s.f, &y[k]) to a parallel
 * function whose result is assigned to that same part (the function's own
 * writes through the pointer come first, the assignment last, as in C), to a
 * void parallel function, to read_from_pvar/write_to_pvar, and under where. */
#include <stdio.h>
#include <cscomm.h>
#define N 10

shape [N]S;
struct rec { int k; double v; };
struct rec:S r;
int:S y[3];
int fails;

int:current bump_and_double(int:current *p)
{
    int:current old = *p;
    *p = *p + 1000;                 /* overwritten by the caller's assignment */
    return old * 2;
}
void:current add_to(double:current *p, double:current d) { *p = *p + d; }

main()
{
    int i;
    int buf[N];
    with (S) {
        r.k = pcoord(0);
        r.v = 0.5;
        y[0] = 1; y[1] = pcoord(0); y[2] = 3;
        r.k = bump_and_double(&r.k);            /* 2i */
        y[2] = bump_and_double(&y[1]) + y[2];   /* y[1] becomes i + 1000, y[2] 2i + 3 */
        where (pcoord(0) % 2) {
            y[0] = bump_and_double(&y[0]);      /* odd: 2 */
            add_to(&r.v, pcoord(0));            /* odd: 0.5 + i */
        }
        read_from_pvar(buf, y[1]);
        for (i = 0; i < N; i++) buf[i] = buf[i] * 3;
        write_to_pvar(&y[1], buf);              /* 3(i + 1000) */
    }
    for (i = 0; i < N; i++) {
        int ek = 2 * i, e0 = i % 2 ? 2 : 1, e1 = 3 * (i + 1000), e2 = 2 * i + 3;
        double ev = i % 2 ? 0.5 + i : 0.5;
        if ([i]r.k != ek || [i]r.v != ev || [i]y[0] != e0 || [i]y[1] != e1 || [i]y[2] != e2) {
            printf("FAIL %d: k %d/%d v %g/%g y %d/%d %d/%d %d/%d\n", i, [i]r.k, ek, [i]r.v, ev, [i]y[0], e0, [i]y[1], e1,
                   [i]y[2], e2);
            fails++;
        }
    }
    printf("r[9] %d %g y[9] %d %d %d\n", [9]r.k, [9]r.v, [9]y[0], [9]y[1], [9]y[2]);
    printf("partargs %s\n", fails ? "FAIL" : "ok");
    return 0;
}
