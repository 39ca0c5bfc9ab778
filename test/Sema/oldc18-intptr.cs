// 1990s C mixes pointers and integers without casts (`long addr = p;`,
// `ip = addr;`, `int fd = fopen(...)`-style slips): C89 compilers and gcc 12
// warn, and the program runs.  The front end made them errors (Clang 16's
// default), so such code did not compile; now they are warnings at the .cs
// line, while a conversion inside a C* construct stays an error: a shape
// used as an integer (`pcoord(S)`, `int n = S;`), a pointer as a left index
// (`[p]x`, an error of its own) or as an integer argument of a C* library
// function (`pcoord(p)`, `dimof(S, p)`), where the address would run as the
// number.
// RUN: %cstar %s -o %t 2>&1 | FileCheck %s --check-prefix=WARN
// WARN: oldc18-intptr.cs:[[@LINE+23]]:7: warning: incompatible pointer to integer conversion assigning to 'long' from 'char *'
// WARN: oldc18-intptr.cs:[[@LINE+23]]:5: warning: incompatible integer to pointer conversion assigning to 'int *' from 'long'
// WARN-NOT: error
// RUN: %mpiexec -n 2 %t | FileCheck %s
// CHECK: sum 34
// RUN: not %cstar -DSHAPE %s -o %t.bad 2>&1 | FileCheck %s --check-prefix=SHAPE
// SHAPE: oldc18-intptr.cs:[[@LINE+22]]:8: error: incompatible pointer to integer conversion initializing 'int' with an expression of type 'shape'
// SHAPE-NOT: warning: incompatible
// RUN: not %cstar -DSHAPE -w %s -o %t.bad 2>&1 | FileCheck %s --check-prefix=SHAPE
// RUN: not %cstar -DINDEX %s -o %t.bad 2>&1 | FileCheck %s --check-prefix=INDEX
// INDEX: oldc18-intptr.cs:[[@LINE+23]]:8: error: left index is not an integer (it has type 'int *')
// INDEX: oldc18-intptr.cs:[[@LINE+23]]:14: error: incompatible pointer to integer conversion passing 'int *' to argument 1 of 'pcoord'
// INDEX: oldc18-intptr.cs:[[@LINE+23]]:16: error: incompatible pointer to integer conversion passing 'int *' to argument 2 of 'dimof'
#include <stdio.h>
#include <malloc.h>
shape [4]S;
int:S v;
main()
{
	char *p;
	long addr;
	int *ip;
	p = malloc(16);
	addr = p;		/* pointer to integer without a cast */
	ip = addr;		/* and back */
	*ip = 7;
	with (S) { v = pcoord(0) + *ip; printf("sum %d\n", += v); }
#ifdef SHAPE
	{ int n = S; }
#endif
#ifdef INDEX
	with (S) {
		int k;
		k = [ip]v;
		v = pcoord(ip);
		k = dimof(S, ip);
	}
#endif
	return 0;
}
