#include <stdio.h>
#define SHAPE1(name, n) shape [n]name##_s
#define FIELD(t, sh, n) t:sh##_s n##_f
#define FOR_SHAPE(sh) with (sh##_s)
#define GET(n, i) [i]n##_f
#if defined(__CSTAR__) && !defined(NO_PAR)
#  define KIND "C*"
#elif defined(__STDC__)
#  define KIND "C"
#else
#  define KIND "K&R"
#endif
SHAPE1(grid, 6);
SHAPE1(line, 3);
FIELD(int, grid, a);
FIELD(double, line, b);
#define SCALE 2
main()
{
	FOR_SHAPE(grid) {
		a_f = pcoord(0) * SCALE;
#undef SCALE
#define SCALE 10
		a_f += SCALE;
		printf("%s %d %d\n", KIND, += a_f, GET(a, 5));
	}
	FOR_SHAPE(line) { b_f = 1.5; printf("%g\n", += b_f); }
}
