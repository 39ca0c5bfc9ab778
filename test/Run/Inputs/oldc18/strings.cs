#include <stdio.h>
#include <strings.h>
#include <memory.h>
#include <values.h>
shape [6]S;
char:S name[12], copy[12];
int:S n;
main()
{
	with (S) {
		bzero(name, sizeof name);
		sprintf(name, "vp%d", pcoord(0) * 11);
		bcopy(name, copy, sizeof copy);
		memset(copy + 4, 'x', 2);
		n = bcmp(name, copy, 12) != 0;
		where (index(name, '5') != 0) n += 10;
		where (rindex(copy, 'x') == 0) n += 100;
		printf("%d %d %d\n", += n, MAXINT == 2147483647, sizeof(long) * 8 == BITSPERBYTE * sizeof(long));
		printf("%s %s\n", [5]name, [5]copy);
	}
}
