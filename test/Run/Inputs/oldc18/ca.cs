/* ca.cs -- 1-D cellular automata (rules 30, 90, 110), 1991 */
#include <stdio.h>
#define W 37
#define GENS 12
shape [W]row;
typedef unsigned char:row cells;
cells c;

static int rules[] = { 30, 90, 110 };

step(rule)
int rule;
{
	cells l, r, idx;
	l = [(. - 1) %% W]c;
	r = [(. + 1) %% W]c;
	idx = (l << 2) | (c << 1) | r;
	c = (rule >> idx) & 1;
}

show()
{
	char line[W + 1];
	register int i;
	for (i = 0; i < W; i++) line[i] = [i]c ? '#' : '.';
	line[W] = '\0';
	puts(line);
}

main()
{
	int k, g;
	long pop;
	with (row) {
		for (k = 0; k < 3; k++) {
			c = pcoord(0) == W / 2;
			pop = 0;
			for (g = 0; g < GENS; g++) {
				step(rules[k]);
				pop += += (int:row)c;
			}
			printf("rule %d pop %ld\n", rules[k], pop);
			show();
		}
	}
}
