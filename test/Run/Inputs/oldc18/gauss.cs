/* gauss.cs -- Gaussian elimination with partial pivoting, 1993 style */
#include <stdio.h>
#include <math.h>
#include <cscomm.h>

#define N 6
shape [N][N+1]mat;		/* augmented matrix */
double:mat a;

double absval(x) double x; { return x < 0 ? -x : x; }

main()
{
	int k, i, p;
	double best, piv;
	double:mat prow, pcol, t;
	with (mat) {
		a = 1.0 / (pcoord(0) + pcoord(1) + 1) + (pcoord(0) == pcoord(1) ? 2.0 : 0.0);
		where (pcoord(1) == N) a = pcoord(0) + 1;
		for (k = 0; k < N; k++) {
			/* pivot search in column k, rows k.. */
			best = -1; p = k;
			for (i = k; i < N; i++)
				if (absval([i][k]a) > best) { best = absval([i][k]a); p = i; }
			if (p != k) {
				t = a;
				where (pcoord(0) == k) a = [p][pcoord(1)]t;
				where (pcoord(0) == p) a = [k][pcoord(1)]t;
			}
			piv = [k][k]a;
			prow = copy_spread(&a, 0, k);	/* row k to every row */
			pcol = copy_spread(&a, 1, k);	/* column k to every column */
			where (pcoord(0) != k)
				a -= pcol / piv * prow;
			where (pcoord(0) == k)
				a /= piv;
		}
		for (i = 0; i < N; i++) printf("x%d = %.10f\n", i, [i][N]a);
		printf("check %.6f\n", += a);
	}
}
