/* dual.cs -- one source for a serial C build and a C* build, the way
 * portable 1990s codes were written: #ifdef inside K&R parameter lists,
 * loops that are `with' statements in the parallel build. */
#include <stdio.h>
#include <math.h>

#define N 20

#ifdef __CSTAR__
shape [N]S;
# define VECTOR(name)		double:S name
# define FORALL			with (S)
# define SUM(x)			(+= (x))
# define IDX			pcoord(0)
#else
# define VECTOR(name)		double name[N]
# define FORALL			for (i_ = 0; i_ < N; i_++)
# define IDX			i_
static int i_;
#endif

VECTOR(x);
VECTOR(y);

double norm(v, scale)
#ifdef __CSTAR__
double:S v;
#else
double *v;
#endif
double scale;
{
	double s;
#ifdef __CSTAR__
	with (S) s = SUM(v * v);
#else
	int i;
	s = 0;
	for (i = 0; i < N; i++) s += v[i] * v[i];
#endif
	return sqrt(s) * scale;
}

#if defined(__CSTAR__) && !defined(NO_DOT)
double dot() { double d; with (S) d = SUM(x * y); return d; }
#elif !defined(NO_DOT)
double dot() { double d = 0; int i; for (i = 0; i < N; i++) d += x[i] * y[i]; return d; }
#endif

main()
{
	FORALL {
#ifdef __CSTAR__
		x = IDX * 0.5;
		y = 3.0 - IDX % 4;
#else
		x[IDX] = IDX * 0.5;
		y[IDX] = 3.0 - IDX % 4;
#endif
	}
#ifdef __CSTAR__
	with (S)
#endif
	printf("norm %.6f %.6f dot %.3f\n", norm(x, 1.0), norm(y, 2.0), dot());
	return 0;
}
