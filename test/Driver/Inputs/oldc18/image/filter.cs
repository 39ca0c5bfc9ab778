/* filter.cs -- K&R definitions of the prototypes in image.h */
#include <stdio.h>
#include "image.h"
#include "image.h"		/* twice: guarded */

static int:img tmp;		/* same name as in main.cs, file-local */
static int calls;

int:img smooth(in)
int:img in;
{
	register int:img s;
	s = NB(in,-1,0) + NB(in,1,0) + NB(in,0,-1) + NB(in,0,1) + 4*in;
	tmp = s / 8;
	calls++;
	return tmp;
}

count_above(p, t)
Pix p;
int t;
{
	int n = 0;
	where (p > t) n += (Pix)1;
	return n;
}

void:img sobel(in, out)
Pix in;
Pix *out;
{
	int:img gx, gy;
	gx = NB(in,-1,1) + 2*NB(in,0,1) + NB(in,1,1) - NB(in,-1,-1) - 2*NB(in,0,-1) - NB(in,1,-1);
	gy = NB(in,1,-1) + 2*NB(in,1,0) + NB(in,1,1) - NB(in,-1,-1) - 2*NB(in,-1,0) - NB(in,-1,1);
	*out = abs(gx) + abs(gy);
	calls++;
}

int filter_calls() { return calls; }
