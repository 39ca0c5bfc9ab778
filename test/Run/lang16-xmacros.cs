// C* through the preprocessor: X-macro lists expanded into declarations and
// statements that hold C* syntax (with `X` redefined between uses), a macro
// whose use only parses after expansion (it ends an expression), and the
// <iso646.h> words (`and`, `or`, `not`, `bitand`, `bitor`, `xor`, `compl`,
// `not_eq`, `and_eq`, `or_eq`, `xor_eq`) in parallel code (docs/language.md
// §7b).  Results are checked against the same formulas computed by scalar C
// per position; a syntax error in such a file still names the user's line.
// RUN: %crun -n 1 %s > %t.1 && FileCheck %s < %t.1
// RUN: %crun -n 2 %s > %t.2 && diff %t.1 %t.2
// RUN: %crun -n 3 %s > %t.3 && diff %t.1 %t.3
// RUN: not %cstar --emit=spmd -DBAD %s 2>&1 | FileCheck --check-prefix=BAD %s
// RUN: not %cstar --emit=spmd -DBADSEM %s 2>&1 | FileCheck --check-prefix=BADSEM %s
// CHECK: fields alpha beta gamma
// CHECK: counts alpha:1 beta:1 gamma:1 total 110
// CHECK: xmacro mismatches 0 of 20
// CHECK: iso646 mismatches 0 count-diff 0
#include <stdio.h>
#include <iso646.h>

#define FIELDS X(alpha, 1) X(beta, 2) X(gamma, 3)
#define PLUS_ALL X(alpha) X(beta) X(gamma)

shape [4][5]S;

/* One parallel variable per field. */
#define X(name, k) int:S name;
FIELDS
#undef X

/* Their names, as strings. */
#define X(name, k) #name,
static const char *names[] = { FIELDS };
#undef X

main()
{
    int i, j, bad = 0, cnt;
    with (S) {
        /* Statements: each field gets its formula. */
#define X(name, k) name = pcoord(0) * k + pcoord(1) - k;
        FIELDS
#undef X
        printf("fields %s %s %s\n", names[0], names[1], names[2]);
        /* Reductions, one per field, against counts made by scalar C. */
#define X(name, k) cnt = += (name > 0 and name < 2 * k + 2); \
        for (i = 0; i < 4; i++) for (j = 0; j < 5; j++) cnt -= [i][j]name > 0 && [i][j]name < 2 * k + 2; \
        printf(" %s:%d", #name, cnt == 0);
        printf("counts");
        FIELDS
#undef X
        printf(" total %d\n", += alpha + += beta);
        /* An expression built from the list: `+ alpha + beta + gamma`. */
#define X(v) + v
        alpha = 0 PLUS_ALL;
#undef X
        for (i = 0; i < 4; i++)
            for (j = 0; j < 5; j++) {
                int a0 = i * 1 + j - 1, b0 = i * 2 + j - 2, g0 = i * 3 + j - 3;
                bad += [i][j]alpha != a0 + b0 + g0;
                bad += [i][j]beta != b0;
                bad += [i][j]gamma != g0;
            }
        printf("xmacro mismatches %d of %d\n", bad, positionsof(S));

        bad = 0;
        where (not (beta < 0) and (gamma > 2 or beta == 0)) {
            beta = compl beta bitand 7;
            gamma xor_eq 5;
        } else {
            beta or_eq 16;
            gamma and_eq 3;
        }
        cnt = += (int:S)(beta not_eq 0 and gamma bitor 1 xor 2);
        for (i = 0; i < 4; i++)
            for (j = 0; j < 5; j++) {
                int b0 = i * 2 + j - 2, g0 = i * 3 + j - 3, bw, gw;
                if (!(b0 < 0) && (g0 > 2 || b0 == 0)) { bw = ~b0 & 7; gw = g0 ^ 5; }
                else { bw = b0 | 16; gw = g0 & 3; }
                bad += [i][j]beta != bw || [i][j]gamma != gw;
                cnt -= bw != 0 && (gw | 1 ^ 2);
            }
        printf("iso646 mismatches %d count-diff %d\n", bad, cnt);
    }
#ifdef BAD
#define Y(v) v +
    alpha = Y(1) Y(2) ;
    // BAD: lang16-xmacros.cs:[[@LINE-1]]:{{[0-9]+}}: error:
#endif
#ifdef BADSEM
#define Z(v) with (S) v = undeclared_name;
    Z(alpha)
    // BADSEM: lang16-xmacros.cs:[[@LINE-1]]:{{[0-9]+}}: error: use of undeclared identifier 'undeclared_name'
#endif
}
