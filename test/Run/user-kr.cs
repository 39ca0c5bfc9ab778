// 1990s C* style: K&R parameter declarations (also of a parallel parameter),
// implicit int (functions, `static count`, `register i`), `main()` with no type,
// #define macros, the Programming Guide's print_sum (ch. 8).
// Expected values by hand: a = 0..9, sum 45; b = a*a + twice(3) = a*a + 6,
// sum 285 + 60 = 345; avg of a = 4.5; [i]b = i*i + 6.
// RUN: %crun -n 1 %s 2>&1 | FileCheck %s
// RUN: %crun -n 2 %s 2>&1 | FileCheck %s
// RUN: %crun -n 3 %s 2>&1 | FileCheck %s
// CHECK: The sum is 45.
// CHECK-NEXT: The sum is 345.
// CHECK-NEXT: avg 4.5
// CHECK-NEXT: [0]b=6
// CHECK-NEXT: [3]b=15
// CHECK-NEXT: [6]b=42
// CHECK-NEXT: [9]b=87
// CHECK-NEXT: total 345
/* 1990s style: K&R definitions, implicit int, main() without type */
#include <stdio.h>
#include <math.h>
#define N 10
#define SQR(x) ((x)*(x))

shape [N]ShapeA;
int:ShapeA a, b;

print_sum(x)
int:ShapeA x;
{
    printf("The sum is %d.\n", +=x);
}

void print_sum2(int:ShapeA x){ printf("The sum is %d.\n", +=x); }

int twice(v) int v; { return 2*v; }

static count = 3;

double avg(x)
double:ShapeA x;
{
    return (+= x) / positionsof(ShapeA);
}

main()
{
    register i;
    unsigned total;
    with (ShapeA) {
        a = pcoord(0);
        b = SQR(a) + twice(count);
        print_sum(a);
        print_sum2(b);
        printf("avg %g\n", avg((double:ShapeA)a));
        for (i = 0; i < N; i += 3)
            printf("[%d]b=%d\n", i, [i]b);
        total = 0;
        total += (unsigned:ShapeA) b;
        printf("total %u\n", total);
    }
    return 0;
}
