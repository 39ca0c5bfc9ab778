/* Input of test/Run/lang7-ops.test.
 * Every compound assignment operator (+= -= *= /= %= <<= >>= &= |= ^= <?= >?=)
 * on every kind of parallel lvalue: a variable, an element of a parallel array,
 * a member of a parallel struct, *p of a pointer to a parallel variable, p->m,
 * and a scalar-indexed element [i]x; ++ and -- (prefix and postfix, used as
 * values) on [i]x, *p and array elements, under a where.
 * Reference: a plain C array per lvalue, updated the same way. */
#include <stdio.h>
#define N 13

struct cell { int k; long w; unsigned char m[2]; };
shape [N]S;
int:S x, got;
int:S arr[3];
struct cell:S cl;
int fails;

void check(char *what, int i, long g, long w)
{
    if (g != w) { fails++; if (fails < 20) printf("FAIL %s at %d: got %ld want %ld\n", what, i, g, w); }
}

/* The twelve operators, applied to a plain C int: the reference. */
int apply(int op, int v, int k)
{
    switch (op) {
    case 0: return v + k;   case 1: return v - k;   case 2: return v * k;
    case 3: return v / k;   case 4: return v % k;   case 5: return v << (k & 7);
    case 6: return v >> (k & 7); case 7: return v & k; case 8: return v | k;
    case 9: return v ^ k;   case 10: return v < k ? v : k;
    default: return v > k ? v : k;
    }
}

main()
{
    int:S *p = &x;
    struct cell:S *pc = &cl;
    int rx[N], ra[N], rk[N], rm[N], rw[N], i, op, v, s1, s2;
    with (S) {
        x = 1000 - 37 * pcoord(0);
        arr[1] = x + 5;
        cl.k = x * 3;
        cl.w = -x;
        cl.m[1] = pcoord(0) + 200;
    }
    for (i = 0; i < N; i++) {
        rx[i] = 1000 - 37 * i; ra[i] = rx[i] + 5; rk[i] = rx[i] * 3; rw[i] = -rx[i];
        rm[i] = (unsigned char)(i + 200);
    }
    for (op = 0; op < 12; op++) {
        with (S) {
            int:S k = pcoord(0) % 5 + 1;
            where (pcoord(0) != op % N) {
                switch (op) {      /* scalar switch around parallel statements */
                case 0: *p += k; arr[1] += k; cl.k += k; pc->w += k; cl.m[1] += k; break;
                case 1: *p -= k; arr[1] -= k; cl.k -= k; pc->w -= k; cl.m[1] -= k; break;
                case 2: *p *= k; arr[1] *= k; cl.k *= k; pc->w *= k; cl.m[1] *= k; break;
                case 3: *p /= k; arr[1] /= k; cl.k /= k; pc->w /= k; cl.m[1] /= k; break;
                case 4: *p %= k; arr[1] %= k; cl.k %= k; pc->w %= k; cl.m[1] %= k; break;
                case 5: *p <<= k & 7; arr[1] <<= k & 7; cl.k <<= k & 7; pc->w <<= k & 7; cl.m[1] <<= k & 7; break;
                case 6: *p >>= k & 7; arr[1] >>= k & 7; cl.k >>= k & 7; pc->w >>= k & 7; cl.m[1] >>= k & 7; break;
                case 7: *p &= k; arr[1] &= k; cl.k &= k; pc->w &= k; cl.m[1] &= k; break;
                case 8: *p |= k * 96; arr[1] |= k * 96; cl.k |= k * 96; pc->w |= k * 96; cl.m[1] |= k * 96; break;
                case 9: *p ^= k * 77; arr[1] ^= k * 77; cl.k ^= k * 77; pc->w ^= k * 77; cl.m[1] ^= k * 77; break;
                case 10: *p <?= k * 40; arr[1] <?= k * 40; cl.k <?= k * 40; pc->w <?= k * 40; cl.m[1] <?= k * 40; break;
                default: *p >?= k * 90; arr[1] >?= k * 90; cl.k >?= k * 90; pc->w >?= k * 90; cl.m[1] >?= k * 90; break;
                }
            }
        }
        for (i = 0; i < N; i++) {
            int k = i % 5 + 1, kk = op == 8 ? k * 96 : op == 9 ? k * 77 : op == 10 ? k * 40 : op == 11 ? k * 90 : k;
            if (i == op % N) continue;
            rx[i] = apply(op, rx[i], kk); ra[i] = apply(op, ra[i], kk); rk[i] = apply(op, rk[i], kk);
            if (op == 5) rw[i] = (long)rw[i] << (k & 7);
            else if (op == 6) rw[i] = (long)rw[i] >> (k & 7);
            else rw[i] = apply(op, rw[i], kk);
            rm[i] = (unsigned char)apply(op, rm[i], kk);
        }
        for (i = 0; i < N; i++) {
            check("*p", i, [i]x, rx[i]);
            check("arr[1]", i, [i]arr[1], ra[i]);
            check("cl.k", i, [i]cl.k, rk[i]);
            check("pc->w", i, [i]cl.w, rw[i]);
            check("cl.m[1]", i, [i]cl.m[1], rm[i]);
        }
    }
    /* scalar-indexed elements: every operator on [i]x, one position each */
    for (op = 0; op < 12; op++) {
        i = (op * 5) % N;
        v = [i]x;
        switch (op) {
        case 0: [i]x += 7; break;   case 1: [i]x -= 7; break;  case 2: [i]x *= 7; break;
        case 3: [i]x /= 7; break;   case 4: [i]x %= 7; break;  case 5: [i]x <<= 3; break;
        case 6: [i]x >>= 3; break;  case 7: [i]x &= 7; break;  case 8: [i]x |= 7; break;
        case 9: [i]x ^= 7; break;   case 10: [i]x <?= 7; break; default: [i]x >?= 7; break;
        }
        rx[i] = apply(op, v, op == 5 || op == 6 ? 3 : 7);
        check("[i]x op=", i, [i]x, rx[i]);
    }
    /* ++ and -- as values */
    i = 4;
    s1 = [i]x++;  check("[i]x++ value", i, s1, rx[i]); rx[i]++;
    s2 = --[i]x;  rx[i]--; check("--[i]x value", i, s2, rx[i]);
    s1 = ++[2]arr[1]; check("++[2]arr[1]", 2, s1, ++ra[2]);
    with (S) {
        where (pcoord(0) % 3 == 0) {
            got = (*p)++;          /* old value */
            got += ++arr[1] * 0;   /* pre-increment, value unused */
        } else {
            got = --*p;            /* new value */
            arr[1]--;
        }
    }
    for (i = 0; i < N; i++) {
        if (i % 3 == 0) { check("(*p)++", i, [i]got, rx[i]); rx[i]++; ra[i]++; }
        else { rx[i]--; ra[i]--; check("--*p", i, [i]got, rx[i]); }
        check("x after", i, [i]x, rx[i]);
        check("arr[1] after", i, [i]arr[1], ra[i]);
    }
    printf("compound %s\n", fails ? "FAILED" : "ok");
    return 0;
}
