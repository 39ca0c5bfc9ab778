/* bitonic.cs -- bitonic sort of 32 keys, after a CM-2 demo (1989) */
#include <stdio.h>
#define LOGN 5
#define NK (1 << LOGN)
shape [NK]keys;
int:keys k;

compare_exchange(j, stage)
int j, stage;
{
	int:keys partner, up, lower;
	partner = [pcoord(0) ^ j]k;
	up = ((pcoord(0) & (stage << 1)) == 0);
	lower = (pcoord(0) & j) == 0;
	where (lower == up) k = k <? partner;
	else k = k >? partner;
}

main()
{
	int stage, j, i;
	unsigned seed = 12345;
	with (keys) {
		for (i = 0; i < NK; i++) {
			seed = seed * 1103515245 + 12345;
			[i]k = (seed >> 16) % 1000;
		}
		for (stage = 1; stage < NK; stage <<= 1)
			for (j = stage; j > 0; j >>= 1)
				compare_exchange(j, stage);
		for (i = 0; i < NK; i++) printf("%d%c", [i]k, i % 8 == 7 ? '\n' : ' ');
	}
}
