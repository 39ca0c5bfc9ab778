// Round-12 sweep: error recovery with setjmp/longjmp, as 1990s C does it: a
// command loop in main sets a jmp_buf inside `with`, and an error routine
// deep in scalar code (called under `where`, or from a parallel function
// under `where`) jumps back.  The jump skipped the ends of the where
// statements it left, so the context stack kept their masks: a parallel
// function or a where run after the recovery acted only on the positions of
// the abandoned where ("sum after bump 35" instead of 110 below), and every
// jump grew the stack.  Now each setjmp notes the stack's depth and longjmp
// cuts it back (vp/jump.c).
// RUN: %crun -n 1 %s > %t.1 && FileCheck %s < %t.1
// RUN: %crun -n 2 %s > %t.2 && diff %t.1 %t.2
// RUN: %crun -n 3 %s > %t.3 && diff %t.1 %t.3
// CHECK: error: first too big: 6
// CHECK-NEXT: sum after bump 110
// CHECK-NEXT: cmd 0 ok sum 46
// CHECK-NEXT: cmd 1 error: value too big: 7 (recovered)
// CHECK-NEXT: cmd 2 ok sum 26
// CHECK-NEXT: cmd 3 error: negative -11 (recovered)
// CHECK-NEXT: cmd 4 ok sum 14
// CHECK-NEXT: after 200 jumps: evens 4 total 16
// CHECK-NEXT: errors 3
#include <stdio.h>
#include <setjmp.h>

#define N 8
shape [N]S;
int:S a;
static jmp_buf on_error;
static int errors;

void error(msg, v) char *msg; int v;
{
    printf("error: %s %d", msg, v);
    errors++;
    longjmp(on_error, 1);
}

/* scalar check of a parallel value, called inside where */
void check_max(lim) int lim;
{
    int big = >?= a;
    if (big > lim) error("value too big:", big);
}

int:current bump(int:current x)
{
    int:current r = x;
    where (x >= 0) r = x + 10;
    return r;
}

/* a parallel function that gives up from inside its own where */
int:current halve(int:current x)
{
    int:current r = x;
    where (x < 0) {
        r = 0;
        if ((+= (int:current)1) > 0) error("negative", <?= x);
    }
    where (x % 2 == 0) r = x / 2;
    return r;
}

main()
{
    int cmd, s, k;
    static int script[5][2] = {{0, 12}, {1, 8}, {2, 0}, {3, -1}, {4, 3}};

    with (S) {
        a = pcoord(0);
        if (setjmp(on_error)) {
            printf("\n");
            a = bump(a);
        } else {
            where (a > 5) {
                a = a + 1;
                if ((+= a) > 0) error("first too big:", 6);
            }
        }
        s = += a;
    }
    printf("sum after bump %d\n", s);

    /* a command loop: each command may fail; the loop goes on */
    for (cmd = 0; cmd < 5; cmd++) {
        with (S) {
            a = pcoord(0) + script[cmd][1] - 8;
            if (setjmp(on_error)) {
                printf(" (recovered)\n");
                continue;
            }
            printf("cmd %d ", cmd);
            switch (script[cmd][0]) {
            case 1:
                where (a > 3) check_max(3);
                break;
            case 3:
                a = halve(a - 2);
                break;
            default:
                where (a < 0) a = -a;
                a = halve(a);
                break;
            }
            s = += a;
            printf("ok sum %d\n", s);
        }
    }

    /* many jumps out of nested where: the stack stays as deep as it was */
    with (S) {
        a = pcoord(0);
        for (k = 0; k < 200; k++) {
            if (setjmp(on_error) == 0)
                where (a >= 0) where (a % 2 == 0) everywhere { errors++; longjmp(on_error, 2); }
            errors--;
        }
        where (a % 2 == 0) s = += (int:S)1;
        k = += (bump(a) - a);
    }
    printf("after 200 jumps: evens %d total %d\n", s, k / 5);
    printf("errors %d\n", errors);
    return 0;
}
