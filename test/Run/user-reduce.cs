// Reductions of every operator (binary s OP= p and unary OP= p) on int, double, unsigned, char, unsigned char, long, float, short, bool; under where; with no active position.
// Reference: the plain C program Inputs/user-reduce.c (arrays and loops).
// RUN: cc -w -o %t.ref %S/Inputs/user-reduce.c -lm && %t.ref > %t.want
// RUN: %crun -n 1 %s > %t.1 && diff %t.want %t.1
// RUN: %crun -n 2 %s > %t.2 && diff %t.want %t.2
// RUN: %crun -n 3 %s > %t.3 && diff %t.want %t.3
#include <stdio.h>
#define N 13
shape [N]S;
int:S i1; double:S d1; unsigned:S u1; char:S c1; unsigned char:S uc; long:S l1; float:S f1; short:S s1; bool:S b1;

main()
{
    int si; double sd; unsigned su; char sc; long sl; float sf;
    with (S) {
        i1 = pcoord(0) * 3 - 17;               /* -17 .. 19 */
        d1 = (pcoord(0) + 1) * 0.5;
        u1 = (unsigned:S)(pcoord(0) * 0x01010101u) ^ 0xF0F0u;
        c1 = (char:S)(pcoord(0) * 5 - 30);
        uc = (unsigned char:S)(pcoord(0) * 37);
        l1 = (long:S)pcoord(0) * 100000000L;
        f1 = pcoord(0) * 0.25f;
        s1 = (short:S)(1000 - pcoord(0) * 200);
        b1 = pcoord(0) % 4 == 1;

        si = 5; si += i1; printf("int += %d\n", si);
        si = 5; si -= i1; printf("int -= %d\n", si);
        si = 1; where (i1 != 0 && i1 > -6 && i1 < 8) si *= i1; printf("int *= %d\n", si);
        si = 1000000; where (i1 > 0 && i1 < 12) si /= i1; printf("int /= %d\n", si);
        si = -1; si &= i1 | 0x100; printf("int &= %d\n", si);
        si = 0; si |= i1; printf("int |= %d\n", si);
        si = 0; si ^= i1; printf("int ^= %d\n", si);
        si = 0; si <?= i1; printf("int <?= %d\n", si);
        si = 0; si >?= i1; printf("int >?= %d\n", si);
        printf("int unary + %d * %d & %d | %d ^ %d <? %d >? %d - %d\n",
               += i1, *= (i1 % 3 + 2), &= i1, |= i1, ^= i1, <?= i1, >?= i1, -= i1);

        sd = 1.0; sd += d1; printf("dbl += %g\n", sd);
        sd = 1.0; sd -= d1; printf("dbl -= %g\n", sd);
        sd = 1.0; sd *= d1; printf("dbl *= %g\n", sd);
        sd = 1.0; sd /= d1; printf("dbl /= %.10g\n", sd);
        sd = 100; sd <?= d1; printf("dbl <?= %g\n", sd);
        sd = -100; sd >?= d1; printf("dbl >?= %g\n", sd);
        printf("dbl unary + %g * %g <? %g >? %g / %.10g\n", += d1, *= d1, <?= d1, >?= d1, /= d1);

        su = 0; su += u1; printf("uns += %u\n", su);
        su = ~0u; su &= u1; printf("uns &= %u\n", su);
        su = 0; su |= u1; printf("uns |= %u\n", su);
        su = 0; su ^= u1; printf("uns ^= %u\n", su);
        su = ~0u; su <?= u1; printf("uns <?= %u\n", su);
        su = 0; su >?= u1; printf("uns >?= %u\n", su);
        printf("uns unary >? %u <? %u\n", >?= u1, <?= u1);

        sc = 0; sc += c1; printf("char += %d\n", sc);
        printf("char unary + %d <? %d >? %d\n", += c1, <?= c1, >?= c1);
        printf("uchar unary + %d <? %d >? %d | %d\n", += uc, <?= uc, >?= uc, |= uc);
        sl = 0; sl += l1; printf("long += %ld\n", sl);
        sl = 0; sl += i1; printf("long += int %ld\n", sl);
        sf = 0; sf += f1; printf("float += %g\n", sf);
        printf("short + %d <? %d >? %d\n", += s1, <?= s1, >?= s1);
        printf("bool + %d | %d & %d\n", += b1, |= b1, &= b1);
        printf("ternary/minmax %d %d\n", += (i1 <? 0), += (i1 >? 3));
        where (i1 > 1000) printf("none active: + %d <? %d >? %d * %d\n", += i1, <?= i1, >?= i1, *= i1);
    }
    return 0;
}
