// A typedef of a parallel array type as a parameter type, in a prototype or a
// K&R declaration list (`typedef double:S VEC3[3]; void scale(a, f) VEC3 a;
// REAL f;`): the parameter's shape was read from the pointer type C adjusts
// an array parameter to, so every call was "parallel argument of shape 'S'
// passed to parameter 'a' of shape ''".  Old code typedefs everything
// (BOOL, BYTE, REAL, POINT); docs/language.md §2.
// Expected values by hand, p = 2 * position over 5 positions (0 2 4 6 8):
// v[k] = (p + k) / 2, sum of v[0] + v[2] = 10 + 15 = 25; |p|^2 + 2.25 summed =
// 120 + 11.25 = 131.25; flag = |p|^2 + 2.25 > 20 at p = 6, 8.
// RUN: %crun -n 1 %s | FileCheck %s
// RUN: %crun -n 2 %s | FileCheck %s
// RUN: %crun -n 3 %s | FileCheck %s
// CHECK: any 1 flags 2 len 131.25 v 25.00 code 55
#include <stdio.h>

#define TRUE 1
#define FALSE 0
typedef int BOOL;
typedef unsigned char BYTE;
typedef float REAL;
typedef struct { REAL x, y; } POINT;

shape [5]S;
typedef double:S VEC3[3];
typedef POINT:S PPOINT;

BOOL:S flag;
BYTE:S code;
VEC3 v;
PPOINT pts;

REAL:S length(p)
PPOINT p;
{
	return p.x * p.x + p.y * p.y;
}

void scale(a, f)		/* K&R */
VEC3 a;
REAL f;
{
	int k;
	for (k = 0; k < 3; k++) a[k] *= f;
}

void add1(VEC3 a, int k) { a[k] += 1; }	/* prototype */

BOOL any(b) BOOL:S b; { return (|= b) ? TRUE : FALSE; }

int main()
{
	int i;
	REAL:S len;
	with (S) {
		pts.x = 2 * pcoord(0);
		pts.y = -1.5f;
		len = length(pts);
		flag = len > 20 ? TRUE : FALSE;
		code = (BYTE:S)(pcoord(0) * 5 + 1);
		for (i = 0; i < 3; i++) v[i] = pts.x + i - 1;
		add1(v, 0); add1(v, 1); add1(v, 2);
		scale(v, 0.5f);
		printf("any %d flags %d len %.2f v %.2f code %u\n", any(flag), += flag, += len,
		       += (v[0] + v[2]), += (unsigned:S)code);
	}
	return 0;
}
