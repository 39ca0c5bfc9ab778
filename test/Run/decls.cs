// Parallel declarations: both placements, arrays, structs, unions, typedefs,
// bool, automatic parallel locals, pointers to parallel variables, palloc,
// casts, sizeof/boolsizeof, unspecified and partial shapes with allocate_shape,
// rankof/dimof/positionsof, with (*p), nested with, with (current).
// Values checked by hand in the comments (N = 12 positions of T = [3][4]).
// RUN: %crun -n 1 %s > %t.1 && FileCheck %s < %t.1
// RUN: %crun -n 2 %s > %t.2 && diff %t.1 %t.2
// RUN: %crun -n 3 %s > %t.3 && diff %t.1 %t.3
#include <stdio.h>
shape [3][4]T, [5]V;
shape U;
shape [][]W;
typedef double:T dT;
struct pt { int x; double y; };
union iu { int i; float f; };
int:T a;
int b:T, c:T;
double:T arr[3];
struct pt:T p;
union iu:T un;
dT td;
bool:T flag;
int:V v;

int main(void) {
    shape *sp = &T;
    int:T *ip = &a;
    int:T *hp;
    long s;
    with (*sp) {
        a = pcoord(0) * 4 + pcoord(1);      /* 0..11 */
        b = a * 2; c = b + a;               /* 3a */
        arr[0] = a; arr[1] = a / 2.0; arr[2] = arr[0] + arr[1];
        p.x = a; p.y = p.x * 0.5;
        un.i = 0x3f800000;                  /* 1.0f */
        td = (dT)a + 0.25;
        flag = a % 2;
        *ip += 1;                           /* a = 1..12 */
        hp = palloc(T, boolsizeof(int));
        *hp = a * a;
        {
            int:current t = a + c;          /* 1+3*0 .. : t = a + 3(a-1) */
            s = 0; s += t;
            printf("t %ld\n", s);
        }
        // CHECK: t 276
        s = 0; s += arr[2];
        printf("arr %ld\n", s);
        /* arr[2] = 1.5*(a-1) summed over a-1 = 0..11: 1.5*66 = 99 */
        // CHECK: arr 99
        s = 0; s += p.x; printf("p %ld %.1f\n", s, [2][3]p.y);
        // CHECK: p 66 5.5
        printf("un %.1f td %.2f flag %d\n", [1][1]un.f, [0][2]td, (+= flag));
        // CHECK: un 1.0 td 2.25 flag 6
        s = 0; s += *hp; printf("hp %ld\n", s);
        /* sum of squares 1..12 = 650 */
        // CHECK: hp 650
        printf("sizes %d %d %d\n", (int)sizeof(a), (int)sizeof(arr), (int)boolsizeof(double:T));
        // CHECK: sizes 4 24 64
        printf("cast %.2f\n", (+= (double:current)a) / 4);
        // CHECK: cast 19.50
        with (V) {
            v = pcoord(0) * 10;
            printf("V %d %d\n", += v, [4]v);
            with (current) printf("cur %d\n", positionsof(current));
        }
        // CHECK: V 100 40
        // CHECK: cur 5
        printf("back %d\n", += a);
        // CHECK: back 78
        pfree(hp);
    }
    allocate_shape(&U, 1, 6);
    allocate_shape(&W, 2, 2, 3);
    printf("ranks %d %d %d dims %d %d %d pos %d %d\n", rankof(T), rankof(U), rankof(W),
           dimof(T, 1), dimof(W, 0), dimof(W, 1), positionsof(U), positionsof(W));
    // CHECK: ranks 2 1 2 dims 4 2 3 pos 6 6
    with (W) {
        int:W w = pcoord(0) * 3 + pcoord(1);
        printf("W %d %d\n", += w, [1][2]w);
    }
    // CHECK: W 15 5
    deallocate_shape(&U);
    return 0;
}
