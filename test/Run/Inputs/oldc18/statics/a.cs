#include <stdio.h>
static shape [4]W;
static int:W w;
static int helper() { return 1; }
int other_sum();
main()
{
	with (W) { w = pcoord(0) + helper(); printf("a %d b %d\n", += w, other_sum()); }
}
