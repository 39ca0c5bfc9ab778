// 1990s C joins short statements with commas: `c = 0, [k]c = 1;`,
// `s += x, n++;`.  With a parallel operand such a statement was "parallel
// left operand of ',' in a scalar expression is not supported", although it
// is no scalar expression but a statement.  Each top-level operand of a ','
// statement now runs as a statement of its own, in order, as in a for header
// (docs/language.md §3).  The reference is computed in the program's scalar
// code from plain arrays (s = 55 + 1 + 55 + 18 = 129).
// RUN: %crun -n 1 %s | FileCheck %s
// RUN: %crun -n 2 %s | FileCheck %s
// RUN: %crun -n 3 %s | FileCheck %s
// CHECK: mismatches 0 s 129 n 3 t 1
#include <stdio.h>

#define N 11
shape [N]S;
int:S c, d;

int main(void)
{
	int i, s = 0, n = 0, t = 0, bad = 0, rc[N], rd[N], rs = 0;
	with (S) {
		c = 0, [N / 2]c = 1;			/* parallel, then a scalar-indexed send */
		d = pcoord(0), c += d, s += c, n++;	/* parallel, parallel, reduction, scalar */
		where (d % 3 == 0) c = -c, d *= 2, t += 1;	/* t: scalar, runs once */
		(s += d, n++), n++;			/* parenthesised operands too */
	}
	for (i = 0; i < N; i++) {
		rc[i] = (i == N / 2) + i;
		rs += rc[i];
		rd[i] = i;
		if (i % 3 == 0) rc[i] = -rc[i], rd[i] *= 2;
	}
	for (i = 0; i < N; i++) rs += rd[i], bad += [i]c != rc[i] || [i]d != rd[i];
	printf("mismatches %d s %d n %d t %d\n", bad + (s != rs), s, n, t);
	return 0;
}
