// 1990s C: library functions declared by hand after their header
// (`extern double fabs();`) or not declared at all (no <stdlib.h>, no
// <ctype.h>: C89's implicit declaration).  Both were taken for the program's
// own functions: `fabs(r)` on a parallel r was "parallel argument passed to
// scalar parameter of 'fabs'" (with a fix-it inserting `elemental` into the
// call), `toupper` likewise, and `system`/`exit` ran on every rank (the
// command's output once per rank; `exit` skipped the runtime's finalisation,
// so mpiexec sometimes killed the job).  docs/language.md §6 and §7.
// Expected values by hand: r = position - 3.5 over 8 positions, sum |r| = 16,
// sqrt(16) = 4, k = 2 * position - 7, sum |k| = 32; letters "abcdefgh" upper-cased.
// RUN: %crun -n 1 %s 2>/dev/null | FileCheck %s
// RUN: %crun -n 2 %s 2>/dev/null | FileCheck %s
// RUN: %crun -n 3 %s 2>/dev/null | FileCheck %s
// CHECK: fabs 16 sqrt 4 abs 32
// CHECK-NEXT: ABCDEFGH
// CHECK-NEXT: shell once
// CHECK-NOT: shell once
// CHECK: after exit? no
#include <stdio.h>
#include <math.h>

extern double fabs();		/* by hand, as old code did */
double sqrt();

shape [8]S;
double:S r;
int:S k;
char:S ch;

main()
{
	int i;
	char word[9];
	with (S) {
		r = pcoord(0) - 3.5;
		k = 2 * pcoord(0) - 7;
		ch = 'a' + pcoord(0);
		ch = toupper(ch);		/* no <ctype.h> */
		printf("fabs %g sqrt %g abs %d\n", += fabs(r), sqrt(+= fabs(r)), += abs(k));
	}
	for (i = 0; i < 8; i++) word[i] = [i]ch;
	word[8] = 0;
	printf("%s\n", word);
	fflush(stdout);
	system("echo shell once");	/* no <stdlib.h> */
	printf("after exit? no\n");
	fflush(stdout);
	exit(0);
	printf("after exit? yes\n");
}
