/* jacobi.cs -- 1-D Jacobi relaxation, 1991 style */
#include <stdio.h>
#include <math.h>

#define N 40
#define ITERS 25

shape [N]line;
float:line u, unew;
static float:line rhs = 1.0;		/* file-scope parallel with initializer */
int niter = ITERS;

extern double fabs();			/* old-style extern, no prototype */

relax(u, f, h2)
float:line u, f;
float h2;
{
	register float:line t;
	t = 0.5 * ([.-1]u + [.+1]u + h2 * f);
	where (pcoord(0) == 0 || pcoord(0) == N-1)
		t = 0.;
	unew = t;
}

float resid(u)
float:line u;
{
	float:line r;
	r = [.-1]u - 2*u + [.+1]u;
	where (pcoord(0) == 0 || pcoord(0) == N-1) r = 0;
	return >?= fabs(r);
}

main(argc, argv)
int argc;
char **argv;
{
	int i;
	float h = 1.0/(N-1);
	if (argc > 1) niter = atoi(argv[1]);
	with (line) {
		u = 0;
		for (i = 0; i < niter; i++) {
			relax(u, rhs, h*h);
			u = unew;
		}
		printf("sum %.5f max %.6f resid %.6e\n", += u, >?= u, resid(u));
		for (i = 0; i < N; i += 7)
			printf("u[%d] = %.6f\n", i, [i]u);
	}
	exit(0);
}
