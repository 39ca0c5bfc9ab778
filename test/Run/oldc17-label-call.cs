// 1990s C: a label on a call statement in a block (`again: show(g);`,
// `out: report(n);`).  The C* grammar, which has no symbol table, read
// `again: show(g);` as the parallel declaration `T:S (d);` (typedef name
// `again`, shape `show`, declarator `(g)`), and Clang then said "use of
// undeclared identifier 'again'".  docs/language.md §3.  Expected values by
// hand: cells 0..7 with c = position, 3 shows of the sum 28, 56, 112.
// RUN: %crun -n 1 %s 2>&1 | FileCheck %s
// RUN: %crun -n 2 %s 2>&1 | FileCheck %s
// RUN: %crun -n 3 %s 2>&1 | FileCheck %s
// CHECK: 0: sum 28
// CHECK-NEXT: 1: sum 56
// CHECK-NEXT: 2: sum 112
// CHECK-NEXT: done after 3 (v 7)
#include <stdio.h>

shape [8]cells;
int:cells c;

show(g)				/* K&R, g an implicit int */
{
	int s;
	with (cells) s = += c;
	printf("%d: sum %d\n", g, s);
}

report(v) int v; { printf("done after %d (v %d)\n", 3, v); }

main()
{
	int g = 0, v = 7;
	with (cells) c = pcoord(0);
again:
	show(g);
	with (cells) c *= 2;
	if (++g < 3) goto again;
	goto out;
	show(-1);
out:	report(v);
	return 0;
}
