#include <stdio.h>
shape [6]S;
elemental int sq(int x) { return x * x; }
main()
{
	int (*fp)() = sq;
	int:S y;
	with (S) {
		y = fp(pcoord(0));
		printf("%d\n", += y);
	}
}
