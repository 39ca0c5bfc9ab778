// The forms of `main` 1990s UNIX programs wrote: `main(argc, argv, envp)` with
// the environment as a third parameter (and K&R declarations), `main(argc)`.
// The generated entry point passed only argc and argv: gcc stopped with "too
// few arguments to function '__cs_user_main'", an error in generated code.
// main returns argc (3), so the exit status is nonzero at every rank count.
// RUN: not %crun -n 1 %s one two | FileCheck %s
// RUN: not %crun -n 3 %s one two | FileCheck %s
// RUN: %cstar -DONEARG %s -o %t.one && %mpiexec -n 2 %t.one a b c | FileCheck --check-prefix=ONE %s
// CHECK: argc 3 last two env yes sum 10
// ONE: argc 4 sum 10
#include <stdio.h>
#include <string.h>

shape [5]S;
int:S a;

#ifndef ONEARG
main(argc, argv, envp)
int argc;
char *argv[], **envp;
{
	int env = 0;
	while (*envp)
		if (strncmp(*envp++, "PATH=", 5) == 0) env = 1;
	with (S) {
		a = pcoord(0);
		printf("argc %d last %s env %s sum %d\n", argc, argv[argc - 1], env ? "yes" : "no", += a);
	}
	return argc;
}
#else
main(argc)
{
	with (S) {
		a = pcoord(0);
		printf("argc %d sum %d\n", argc, += a);
	}
	return 0;
}
#endif
