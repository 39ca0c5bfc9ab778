#include <stdio.h>
shape [6]S;
static count;			/* implicit int */
const scale = 3;
float:S fv;

double:S g(v, k)
float:S v;
short k;
{
	register i;
	double:S r = 0;
	for (i = 0; i < k; i++) r += v;
	return r;
}

elemental int sq(x) int x; { return x * x; }
int add(a, b) { return a + b; }		/* untyped K&R params: int */

int (*ops[])() = { add };

main(argc, argv)
char **argv;
{
	extern int:S gv;
	double:S d;
	int (*fp)() = sq;
	with (S) {
		fv = pcoord(0) + 0.5;
		d = g(fv, 3);
		gv = sq(pcoord(0));
		count = (*ops[0])(argc, scale);
		printf("%g %d %d %d\n", += d, += gv, count, fp(4));
		switch ([2]gv) {
		case 4: printf("four\n");
		case 5: printf("fall\n"); break;
		default: printf("no\n");
		}
	}
	return 0;
}
int:S gv;
