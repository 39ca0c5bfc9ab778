/* Input of test/Run/lang11-apps.test. */
/* C11 beside C*: designated initializers of a parallel struct, _Static_assert,
 * _Generic in scalar code, for-declarations with parallel bodies, <stdbool.h>,
 * compound literals, inline functions, anonymous struct members. */
#include <stdio.h>
#include <stdbool.h>
#include <stdint.h>

#define N 13
shape [N]line;

struct cell { int id; double w; bool on; };
_Static_assert(sizeof(int) == 4, "int is 4 bytes");

#define KIND(x) _Generic((x), int: "int", double: "double", default: "other")

static inline int sq(int v) { return v * v; }

int nfail;
static void check(long got, long want, const char *what, int i)
{
    if (got != want) { nfail++; printf("FAIL %s[%d]: got %ld want %ld\n", what, i, got, want); }
}

int main(void)
{
    int32_t total = 0;
    printf("%s %s\n", KIND(total), KIND(2.5));
    with (line) {
        struct cell:line c = { .id = 7, .on = true };
        int:line acc = 0;
        c.w = pcoord(0) * 0.5;
        for (int k = 0; k < 4; k++)
            acc += pcoord(0) * k;
        where (c.w > 2.0) c.on = false;
        total += acc;
        int32_t ons = 0;
        ons += (int:line)c.on;
        printf("ons %d\n", ons);
        for (int i = 0; i < N; i++) {
            check([i]acc, 6L * i, "acc", i);
            check([i]c.id, 7, "id", i);
            check([i]c.on, i * 0.5 > 2.0 ? 0 : 1, "on", i);
        }
    }
    int ref = 0;
    for (int i = 0; i < N; i++) ref += 6 * i;
    check(total, ref, "total", 0);
    int *p = (int[]){ sq(3), sq(4) };
    check(p[0] + p[1], 25, "compound", 0);
    printf("total %d\n", total);
    if (!nfail) printf("c11 ok\n");
    return nfail;
}
