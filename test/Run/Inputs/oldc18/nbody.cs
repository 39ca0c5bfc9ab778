/* nbody.cs -- all-pairs 1-D gravity by rotating a copy around a ring */
#include <stdio.h>
#include <math.h>
#include <cscomm.h>
#define NB 10
shape [NB]ring;
double:ring x, m, f;

forces()
{
	double:ring rx, rm, d;
	int s;
	f = 0;
	rx = x; rm = m;
	for (s = 1; s < NB; s++) {
		from_torus(&rx, rx, 1);
		from_torus(&rm, rm, 1);
		d = rx - x;
		f += rm * m * d / (fabs(d) * d * d + 0.01);
	}
}

main()
{
	int step, i;
	double:ring v;
	with (ring) {
		x = pcoord(0) * 1.5 + (pcoord(0) % 3) * 0.2;
		m = 1.0 + (pcoord(0) % 4);
		v = 0;
		for (step = 0; step < 4; step++) {
			forces();
			v += 0.01 * f / m;
			x += 0.01 * v;
		}
		for (i = 0; i < NB; i++) printf("%d %.9f %.9f\n", i, [i]x, [i]f);
	}
}
