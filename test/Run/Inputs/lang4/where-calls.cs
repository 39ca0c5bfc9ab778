// Input of test/Run/lang4-*.test (run at 1, 2 and 3 ranks; FAIL lines come
// from the sequential C reference in this file).
// where inside called parallel functions; everywhere escaping it; nested calls;
// parallel ?: on structs.
#include <stdio.h>
#define N 10
shape [N]S;
struct pt { int x; double y; };
int:S a, b, c;
struct pt:S p, q, r;
int fails;

int:current count_all(int:current v) {
    int:current t = 0;
    everywhere t = v + 1;          /* every position, even outside the caller's where */
    int n = 0;
    everywhere n += (int:current)1;
    return t * 10 + (n == N);
}
void:current clamp(int:current *v, int lim) {
    where (*v > lim) *v = lim;
    else everywhere { c = c + 1; }  /* everywhere under else: all positions */
}
int:current sq_odd(int:current v) {
    int:current r = -1;
    where (v % 2) r = v * v;
    return r;
}
struct pt:current pick(bool:current k, struct pt:current u, struct pt:current w) {
    return k ? u : w;
}
int main(void) {
    int i;
    with (S) {
        a = pcoord(0); b = -5; c = 0;
        where (a > 6) b = count_all(a);
        clamp(&a, 4);
        where (a < 3) b = b + sq_odd(a) * 0;
        c = c * 100 + sq_odd(pcoord(0) + 2);
        p.x = pcoord(0); p.y = pcoord(0) * 0.5;
        q.x = -pcoord(0); q.y = -1.0;
        r = pcoord(0) % 3 == 0 ? p : q;
        struct pt:S s = pick(pcoord(0) > 4, p, r);
        where (pcoord(0) % 2) r = pcoord(0) < 5 ? q : s;
        for (i = 0; i < N; i++) {
            int eb = i > 6 ? (i + 1) * 10 + 1 : -5;
            int ea = i > 4 ? 4 : i;
            int v = i + 2, ec = 1 * 100 + (v % 2 ? v * v : -1);
            struct pt er = i % 3 == 0 ? (struct pt){i, i * 0.5} : (struct pt){-i, -1.0};
            struct pt es = i > 4 ? (struct pt){i, i * 0.5} : er;
            if (i % 2) er = i < 5 ? (struct pt){-i, -1.0} : es;
            printf("%d: a %d b %d c %d r %d %g s %d %g\n", i, [i]a, [i]b, [i]c, [i]r.x, [i]r.y, [i]s.x, [i]s.y);
            if ([i]a != ea || [i]b != eb || [i]c != ec || [i]r.x != er.x || [i]r.y != er.y || [i]s.x != es.x || [i]s.y != es.y) { printf("FAIL %d\n", i); fails++; }
        }
    }
    printf("where-calls %s\n", fails ? "FAIL" : "ok");
    return 0;
}
