// gets() in 1990s code (C11 removed it from <stdio.h>; glibc still links
// it): called with no declaration, it ran on every rank, and under mpiexec
// only rank 0 has stdin, so at 2 and 3 ranks the others blocked for ever
// (a hang).  Now it reads once on rank 0 and every rank gets the line, like
// fgets.  The input's last line has no newline (still a line, as for
// gets).  By hand: lines go to position n % 4, so [0] ends with "eps", [3]
// with "delta"; lengths 3 + 4 + 5 + 5 = 17; 5 lines.
// RUN: %crun -n 1 %s < %S/Inputs/oldc18/gets.txt 2>/dev/null > %t.1 && FileCheck %s < %t.1
// RUN: %crun -n 2 %s < %S/Inputs/oldc18/gets.txt 2>/dev/null > %t.2 && diff %t.1 %t.2
// RUN: %crun -n 3 %s < %S/Inputs/oldc18/gets.txt 2>/dev/null > %t.3 && diff %t.1 %t.3
// CHECK: eps delta 17 lines 5
#include <stdio.h>
#include <string.h>
shape [4]S;
char:S word[16];
main()
{
	char line[80];
	int n = 0;
	while (gets(line) != NULL) {
		with (S) where (pcoord(0) == n % 4) strcpy(word, line);
		n++;
	}
	with (S) printf("%s %s %d lines %d\n", [0]word, [3]word, += (int)strlen(word), n);
}
