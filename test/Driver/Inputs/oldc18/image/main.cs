/* main.cs */
#include <stdio.h>
#include "image.h"

shape [H][W]img;
Pix raw, edge;
int thresh = 40;
static int:img tmp;		/* another file's tmp is different */

main()
{
	int i, j, n;
	long sum;
	with (img) {
		raw = (pcoord(0) * 7 + pcoord(1) * 13) % 50;
		where (pcoord(0) > 3 && pcoord(0) < 8 && pcoord(1) > 2 && pcoord(1) < 7)
			raw += 100;
		tmp = -1;
		raw = smooth(raw);
		sobel(raw, &edge);
		n = count_above(edge, thresh);
		sum = += edge;
		printf("above %d sum %ld tmp %d calls %d\n", n, sum, += tmp, filter_calls());
		for (i = 0; i < H; i++) {
			for (j = 0; j < W; j++)
				printf("%4d", [i][j]edge);
			printf("\n");
		}
	}
	return 0;
}
