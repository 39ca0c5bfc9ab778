// Round-8 sweep: palloc/pfree misuse names the .cs line, once
// (docs/language.md §2): a size below one bool (was 0 bytes; a negative size
// wrapped to "out of memory allocating 9223372036854775868 bytes" without a
// line, from every rank), a second pfree of the same variable (was "pointer
// 0x... is not a parallel variable from palloc" with no line).  pfree(NULL)
// does nothing; a size that is not a whole number of bytes rounds up.
// RUN: %crun -n 3 %s 0 2>&1 | FileCheck --check-prefix=OK %s
// RUN: not %crun -n 2 %s 1 2>&1 | FileCheck --check-prefix=ZERO %s
// RUN: not %crun -n 3 %s 2 2>&1 | FileCheck --check-prefix=NEG %s
// RUN: not %crun -n 3 %s 2 2>&1 | grep -c 'palloc' | FileCheck --check-prefix=ONCE %s
// RUN: not %crun -n 2 %s 3 2>&1 | FileCheck --check-prefix=TWICE %s
// RUN: not %crun -n 2 %s 3 2>&1 | grep -c 'pfree' | FileCheck --check-prefix=ONCE %s
#include <stdio.h>
#include <stdlib.h>
shape [6]S;
main(argc, argv)
int argc;
char **argv;
{
    int w = atoi(argv[1]), bits = w == 2 ? -8 : 0;
    with (S) {
        short:S *p;
        char:S *q;
        if (w == 1)
            p = palloc(S, bits);
// ZERO: lang8-palloc.cs:[[@LINE-1]]: error: palloc: element size of 0 bools; it must be at least 1 (use boolsizeof(type))
        if (w == 2)
            p = palloc(S, bits);
// NEG: lang8-palloc.cs:[[@LINE-1]]: error: palloc: element size of -8 bools
        p = palloc(S, 12);          /* 12 bools: 2 bytes, room for a short */
        *p = pcoord(0) * 1000;
        q = palloc(current, 1);
        *q = 1;
        printf("ok %d %d\n", += *p, += *q);
// OK: ok 15000 6
        pfree(p);
        if (w == 3)
            pfree(p);
// TWICE: lang8-palloc.cs:[[@LINE-1]]: error: pfree: this pointer is not a parallel variable from palloc (freed already?)
        pfree(q);
        q = 0;
        pfree(q);
    }
    printf("end\n");
// OK: end
// ONCE: 1
}
