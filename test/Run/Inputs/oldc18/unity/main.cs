#include <stdio.h>
#define NG 7
shape [NG]grid;
#include "physics.c"
#include "io.c"
main()
{
	double:grid v;
	with (grid) {
		v = pcoord(0) - 3;
		report("energy", += energy(v));
		report("max", >?= energy(v));
	}
	return 0;
}
