/* heat2d.cs -- explicit 2-D diffusion, fixed edges (1990) */
#include <stdio.h>
#define NR 9
#define NC 11
#define N(x) [.-1][.](x)
#define S(x) [.+1][.](x)
#define E(x) [.][.+1](x)
#define W(x) [.][.-1](x)
#define EDGE (pcoord(0) == 0 || pcoord(0) == NR-1 || pcoord(1) == 0 || pcoord(1) == NC-1)

shape [NR][NC]plate;
float:plate t, tn;

relax(nsteps, alpha)
float alpha;
{
	register int k;
	for (k = 0; k < nsteps; k++) {
		tn = t + alpha * (N(t) + S(t) + E(t) + W(t) - 4 * t);
		where (EDGE) tn = t;
		t = tn;
	}
}

main()
{
	int i, j;
	float m;
	with (plate) {
		t = 0;
		where (pcoord(0) == 0) t = 100;
		where (pcoord(1) == NC - 1) t = 50;
		relax(30, 0.2);
		where (!EDGE) m = >?= t;
		printf("total %.3f max inside %.4f\n", += t, m);
		for (i = 0; i < NR; i += 2) {
			for (j = 0; j < NC; j += 2) printf(" %7.3f", [i][j]t);
			printf("\n");
		}
	}
}
