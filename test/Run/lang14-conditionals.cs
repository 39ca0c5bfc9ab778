// Conditional compilation decides what the C* parser reads (docs/language.md §7b):
// a skipped branch may hold plain C that is not C* (`shape *current;`, an own
// header of the C build), text that is no C at all, or `#define where if`
// (it rewrote every `where`).  #if/#elif/#else chains, nesting, -D and
// `defined` all choose as the C compiler does; a branch Clang and gcc choose
// differently (`__clang__`: the C* front end is Clang, the C compiler gcc) is
// read with `__clang__` undefined, as gcc reads it (lang15-clang-branch.cs).  Lines after skipped code keep their numbers.
// RUN: %crun -n 1 %s > %t.1 && FileCheck %s < %t.1
// RUN: %crun -n 3 %s > %t.3 && diff %t.1 %t.3
// RUN: %crun -n 2 --flags=-DMODE=2 %s > %t.m2 && FileCheck --check-prefix=M2 %s < %t.m2
// RUN: not %cstar --emit=spmd -DBAD %s 2>&1 | FileCheck --check-prefix=BAD %s
// CHECK: mode 1 where 4 everywhere 8 nested 7 compiler 2
// M2: mode 2 where 4 everywhere 8 nested 7 compiler 2
// BAD: lang14-conditionals.cs:70:9: error: use of undeclared identifier 'undeclared'
#include <stdio.h>
#ifndef __CSTAR__
#include "Inputs/lang14/cond-c-only.h"
#else
#define with_current with (current)
#endif
#if 0
this is not C { at all ]] ) #
#endif
#ifndef MODE
#define MODE 1
#endif
#if MODE == 1
#define SHOWMODE 1
#elif MODE == 2
#define SHOWMODE 2
#else
shape *broken = {;
#endif

shape [8]S;

int count(int:current v)
{
    int n = 0;
    with_current
        where (v > 4)
            n += (int:current)1;
    return n;
}

main()
{
    int:S x;
    int w = 0, e = 0, nest = 0, cc;
#ifdef __clang__
    cc = 1;
#else
    cc = 2;
#endif
    with (S) {
        x = pcoord(0);
        where (x & 1) {
            w += (int:current)1;
            everywhere e += (int:current)1;
        }
#if defined(__CSTAR__) && !defined(NOPE)
#  if MODE > 0
        nest = count(x) + 4;
#  else
        nest = -1 <broken>;
#  endif
#endif
    }
#ifdef BAD
    w = undeclared;
#endif
    printf("mode %d where %d everywhere %d nested %d compiler %d\n", SHOWMODE, w, e, nest, cc);
    return 0;
}
