// Round-12 sweep: variadic functions in the <stdarg.h> style and offsetof
// with a struct type.  The C* parser reads the program before the C
// preprocessor, so it saw `va_arg(ap, int)` and `offsetof(struct rec, v)`
// unexpanded: a type name as a call argument, a syntax error ("syntax error
// at 'int'") for every program with its own variadic function.  va_arg and
// offsetof now parse like their __builtin_ forms.
// RUN: %crun -n 1 %s > %t.1 && FileCheck %s < %t.1
// RUN: %crun -n 2 %s > %t.2 && diff %t.1 %t.2
// RUN: %crun -n 3 %s > %t.3 && diff %t.1 %t.3
// CHECK: sum_ints 21
// CHECK-NEXT: mean 2.5
// CHECK-NEXT: joined shape-of-12
// CHECK-NEXT: [note] 12 positions, total 66
// CHECK-NEXT: offsets 0 8 16 same 1
// CHECK-NEXT: pick 7 3.5
#include <stdio.h>
#include <stdarg.h>
#include <stddef.h>
#include <string.h>

#define N 12
shape [N]S;
int:S x;
struct rec { long id; double v; char tag[4]; };
struct rec:S r;

int sum_ints(int n, ...)
{
    va_list ap;
    register int s = 0;
    va_start(ap, n);
    while (n-- > 0) s += va_arg(ap, int);
    va_end(ap);
    return s;
}

double mean(int n, ...)
{
    va_list ap;
    double s = 0;
    int k;
    va_start(ap, n);
    for (k = 0; k < n; k++) s += va_arg(ap, double);
    va_end(ap);
    return s / n;
}

/* strings until a NULL */
char *join(char *buf, ...)
{
    va_list ap;
    char *p;
    buf[0] = '\0';
    va_start(ap, buf);
    while ((p = va_arg(ap, char *)) != NULL) {
        if (buf[0]) strcat(buf, "-");
        strcat(buf, p);
    }
    va_end(ap);
    return buf;
}

void note(const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    printf("[note] ");
    vprintf(fmt, ap);
    va_end(ap);
}

/* a struct passed through ... */
struct pair { int a; double b; };
void pick(int n, ...)
{
    va_list ap;
    struct pair p;
    va_start(ap, n);
    p = va_arg(ap, struct pair);
    va_end(ap);
    printf("pick %d %g\n", p.a + n, p.b);
}

main()
{
    char buf[64], num[8];
    int total;
    size_t o1 = offsetof(struct rec, v), o2 = offsetof(struct rec, tag);
    struct pair pr;
    printf("sum_ints %d\n", sum_ints(6, 1, 2, 3, 4, 5, 6));
    printf("mean %g\n", mean(4, 1.0, 2.0, 3.0, 4.0));
    sprintf(num, "%d", positionsof(S));
    printf("joined %s\n", join(buf, "shape", "of", num, (char *)NULL));
    with (S) {
        x = pcoord(0);
        total = += x;
        r.v = x;
    }
    note("%d positions, total %d\n", positionsof(S), total);
    printf("offsets %d %d %d same %d\n", (int)offsetof(struct rec, id), (int)o1, (int)o2,
           o1 == sizeof(long) && o2 == o1 + sizeof(double));
    pr.a = 4;
    pr.b = 3.5;
    pick(3, pr);
    return 0;
}
