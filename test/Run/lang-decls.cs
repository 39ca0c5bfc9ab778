// Declarations and functions as a C* programmer writes them: `void:current`
// functions (no result), a file-scope `int:S *pa = &a;` (set at start-up),
// declarators mixing a variable, a pointer and a 2-D array in one `int:S` list,
// typedef'd struct, enum, unsigned char, long double and unsigned parallel
// variables, `const` parallel variables (file scope and automatic: their
// initialization wrote through a const pointer, a C compiler error), `static`/`extern` parallel variables, a function returning
// `int:S *`, a `register` variable in an implicit-int K&R function, an array of
// shapes, unspecified/partially specified shapes with allocate_shape,
// palloc/pfree through `void:void *`, overloading with `float:current`,
// scan/enumerate/rank, sends and gets.  Expected values computed by hand (in the
// comments of each CHECK).
// RUN: %crun -n 1 %s | FileCheck %s
// RUN: %crun -n 2 %s | FileCheck %s
// RUN: %crun -n 3 %s | FileCheck %s
#include <stdio.h>
#define N 7
enum color { RED, GREEN, BLUE };
typedef struct { int a; float b; } rec;
shape [N]S, [2][N]T;
int:S a, *pa = &a, arr[2][3];
rec:S r;
enum color:S col;
unsigned char:S uc;
long double:S ld;
const int k = 3;
static int:S hidden;
const int:S fc = 4;
extern int:S a;

int:S *getp() { return pa; }

register_test()
{
    register int i;
    int s = 0;
    for (i = 0; i < 3; i++) s += i;
    return s;
}

void decls()
{
    int i, j, t;
    with (S) {
        int:S b = pcoord(0) + 1, c = b * 2;
        unsigned:S u = (unsigned:S)b * 4000000000u;
        a = b + c;
        *getp() += 1;
        for (i = 0; i < 2; i++) for (j = 0; j < 3; j++) arr[i][j] = a * i + j;
        r.a = arr[1][2] - a; r.b = r.a / 4.0f;
        col = (enum color:S)(pcoord(0) % 3);
        uc = (unsigned char:S)(b * 100);
        ld = b / 3.0L;
        hidden = -a;
        printf("a %d arr %d r %d %g col %d\n", += a, += arr[1][1], += r.a, += r.b, += (col == BLUE));
        printf("uc %d u %u ld %.10Lf\n", += (int:S)uc, += u, += ld);
        printf("hid %d reg %d k %d\n", += hidden, register_test(), k);
        where (col == GREEN) { t = 0; t += b; printf("green %d\n", t); }
        printf("sizes %d %d %d\n", (int)sizeof(r), (int)sizeof(rec:S), (int)sizeof(arr));
        {
            const int:S kc = 3;
            register int:S rg = kc + 1;
            printf("const %d\n", += (kc + fc + rg));
        }
    }
    with (T) {
        int:current m = pcoord(0) * N + pcoord(1);
        printf("T %d %d %d\n", += m, dimof(T, 1), rankof(T));
    }
}

#include <cscomm.h>
shape U;
shape []V;
shape shp[2];
int:U *pp;

void:current fill(int:current *p, int base)
{
    *p = base + pcoord(0);
}

int total(x)
int:current x;
{
    return += x;
}

float:current avg2(float:current a, float:current b) { return (a + b) / 2; }
float avg2(float a, float b) { return (a + b) / 2 + 1000; }

int shapes(argc, argv)
char **argv;
{
    int i, n = 10;
    allocate_shape(&U, 1, n);
    allocate_shape(&V, 1, 7);
    shp[0] = U; shp[1] = V;
    with (shp[0]) {
        int:current a, b;
        void:void *vp;
        fill(&a, 5);
        printf("total %d rank %d dim %d\n", total(a), rankof(current), dimof(current, 0));
        vp = palloc(U, boolsizeof(int));
        pp = (int:U *)vp;
        *pp = a * 2;
        b = *pp > 15 ? *pp : -*pp;
        printf("b %d\n", += b);
        pfree(vp);
        printf("avg %g %g\n", += avg2((float:current)a, 1.0f), avg2(1.0f, 2.0f));
        b = scan(a, 0, CMC_combiner_add, CMC_upward, CMC_none, CMC_no_field, CMC_inclusive);
        for (i = 0; i < 10; i++) printf("%d ", [i]b); printf("\n");
        b = enumerate(0, CMC_upward, CMC_exclusive, CMC_none, CMC_no_field);
        where (a & 1) b = enumerate(0, CMC_upward, CMC_exclusive, CMC_none, CMC_no_field);
        for (i = 0; i < 10; i++) printf("%d ", [i]b); printf("\n");
        b = 0;
        [9 - pcoord(0)]b = a;
        [pcoord(0) / 3]b += a;
        for (i = 0; i < 10; i++) printf("%d ", [i]b); printf("\n");
        b = [(pcoord(0) + 3) % 10]a;
        for (i = 0; i < 10; i++) printf("%d ", [i]b); printf("\n");
        b = rank(a * (pcoord(0) % 3), 0, CMC_upward, CMC_none, CMC_no_field);
        for (i = 0; i < 10; i++) printf("%d ", [i]b); printf("\n");
    }
    with (shp[1]) {
        double:current d = pcoord(0) * 1.5;
        double m;
        m = global(d, CMC_combiner_max); printf("g %g\n", m);
        printf("m %g\n", >?= d);
        printf("positions %d\n", positionsof(V));
    }
    deallocate_shape(&V);
    printf("rank after %d\n", rankof(V));
    return 0;
}

int main(int argc, char **argv)
{
    decls();
    return shapes(argc, argv);
}
// CHECK: a 91 arr 98 r 14 3.5 col 2
// CHECK-NEXT: uc 1008 u 330850304 ld 9.3333333333
// CHECK-NEXT: hid -91 reg 3 k 3
// CHECK-NEXT: green 7
// CHECK-NEXT: sizes 8 8 24
// CHECK-NEXT: const 77
// CHECK-NEXT: T 91 7 2
// CHECK-NEXT: total 95 rank 1 dim 10
// CHECK-NEXT: b 118
// CHECK-NEXT: avg 52.5 1001.5
// CHECK-NEXT: 5 11 18 26 35 45 56 68 81 95
// CHECK-NEXT: 0 1 1 3 2 5 3 7 4 9
// CHECK-NEXT: 32 40 48 25 10 9 8 7 6 5
// CHECK-NEXT: 8 9 10 11 12 13 14 5 6 7
// CHECK-NEXT: 0 4 7 1 5 8 2 6 9 3
// CHECK-NEXT: g 9
// CHECK-NEXT: m 9
// CHECK-NEXT: positions 7
// CHECK-NEXT: rank after 1
