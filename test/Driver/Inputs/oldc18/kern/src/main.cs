#include <stdio.h>
#include "kern.h"
main()
{
	with (ks) {
		kv = pcoord(0) + 1;
		kv = kscale(kv, 1.5);
		printf("KN %d sum %g\n", KN, KSUM(kv));
	}
}
