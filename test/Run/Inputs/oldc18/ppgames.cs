/* pp1.cs -- preprocessor games, 1993 */
#include <stdio.h>
#pragma ident "@(#)pp1.cs 1.4 93/02/11"
#ident "pp1 v1.4"

#ifdef __STDC__
#define CAT(a,b) a##b
#define STR(x) #x
#define XSTR(x) STR(x)
#else
#define CAT(a,b) a/**/b
#define STR(x) "x"
#endif

#if !defined(__STDC__) || __STDC__ != 1
#error "needs an ANSI compiler"
#endif

#if defined(__STDC_VERSION__) && __STDC_VERSION__ >= 199901L
#define INLINE static inline
#else
#define INLINE static
#endif

#define N 16
shape [N]ring;

#define DECLARE(type, name) type:ring CAT(name,_val); type CAT(name,_tot)
DECLARE(int, a);
DECLARE(double, b);

#define FORALL with (ring)
#define WHEN(c) where (c)
#define LEFT(x) [(. - 1) %% N](x)
#define RIGHT(x) [(. + 1) %% N](x)
#define SUM(x) (+= (x))
#define ACCUM(name) CAT(name,_tot) += CAT(name,_val)

INLINE elemental int sq(int v) { return v * v; }

#pragma GCC diagnostic ignored "-Wunused-variable"
main()
{
	int unused;
	FORALL {
		a_val = pcoord(0);
#pragma omp parallel
		b_val = 0.5 * a_val;
		WHEN (a_val % 3 == 0) {
			a_val = LEFT(a_val) + RIGHT(a_val);
		}
		ACCUM(a);
		ACCUM(b);
		printf("%s = %d, %s = %g\n", STR(a_tot), a_tot, XSTR(CAT(b,_tot)), b_tot);
		printf("sum sq %d\n", SUM(sq(a_val)));
	}
#line 200 "fake.c"
	printf("line %d file %s\n", __LINE__, __FILE__);
	return 0;
}
