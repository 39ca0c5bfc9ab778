/* wave.cs -- 1-D wave equation, leapfrog with three time levels (1991) */
#include <stdio.h>
#include <math.h>
#define NX 50
#define STEPS 40
shape [NX]string;
double:string uold, u, unew;

void:string leapfrog(c2)
double c2;
{
	unew = 2 * u - uold + c2 * ([.-1]u - 2 * u + [.+1]u);
	where (pcoord(0) == 0 || pcoord(0) == NX - 1) unew = 0;
	uold = u;
	u = unew;
}

double energy()
{
	double:string du;
	du = [.+1]u - u;
	where (pcoord(0) == NX - 1) du = 0;
	return += (du * du);
}

main()
{
	register int n, i;
	double x;
	with (string) {
		x = 0;
		u = exp(-0.05 * (pcoord(0) - 20) * (pcoord(0) - 20));
		where (pcoord(0) == 0 || pcoord(0) == NX - 1) u = 0;
		uold = u;
		for (n = 0; n < STEPS; n++) {
			leapfrog(0.25);
			if (n % 10 == 9) printf("step %d energy %.10f\n", n + 1, energy());
		}
		for (i = 0; i < NX; i += 7) printf("u[%d] = %.10f\n", i, [i]u);
	}
}
