/* decls.cs -- the declaration forms of 1990 C code, with parallel types */
#include <stdio.h>

#define N 10
shape [N]S;

extern int:S shared;		/* defined further down */
int:S twice();			/* old-style declaration of a parallel function */
static double:S scale();
unsigned:S flags;		/* plain `unsigned' */
long:S big;
short:S small;
signed:S sgn;
unsigned char:S uc;
long double:S ld;
int:S a, b[3], *pa;
auto_test();

static double:S scale(v, f)
int:S v;
float f;			/* promoted: passed as double */
{
	return v * f;
}

int:S twice(v)
int:S v;
{
	return v + v;
}

int:S shared = 7;

auto_test()
{
	auto int i = 3;
	auto int:S t;
	with (S) {
		t = pcoord(0) * i;
		return += t;
	}
}

main()
{
	int i;
	with (S) {
		pa = &a;
		a = pcoord(0);
		*pa += 1;
		b[0] = a; b[1] = twice(a); b[2] = b[0] * b[1];
		flags = 0xffffffffu - a;
		big = (long:S)a << 40;
		small = -a;
		sgn = -3 * a;
		uc = 250 + a;
		ld = a / 4.0L;
		printf("%d %d %d %u\n", += b[0], += b[1], += b[2], >?= flags);
		printf("%ld %d %d %d\n", += big, += (int:S)small, <?= sgn, += (int:S)uc);
		printf("%.4Lf %.2f %d %d\n", += ld, += scale(a, 0.25f), += shared, auto_test());
		for (i = 0; i < N; i += 3) printf("[%d] %d %u %hd %hhu\n", i, [i]b[2], [i]flags, [i]small, [i]uc);
	}
}
