/* histo.cs -- grey-level histogram and Otsu threshold of a synthetic image */
#include <stdio.h>
#define H 16
#define W 20
#define LEVELS 32
shape [H][W]image;
shape [LEVELS]bins;
unsigned char:image pix;
long:bins hist;

otsu()
{
	int t, best = 0;
	long w0 = 0, total = 0, sum = 0, sum0 = 0;
	double bv, bestv = -1.;
	for (t = 0; t < LEVELS; t++) { total += [t]hist; sum += t * [t]hist; }
	for (t = 0; t < LEVELS; t++) {
		w0 += [t]hist;
		sum0 += t * [t]hist;
		if (w0 == 0 || w0 == total) continue;
		{
			double m0 = (double)sum0 / w0, m1 = (double)(sum - sum0) / (total - w0);
			bv = (double)w0 * (total - w0) * (m0 - m1) * (m0 - m1);
		}
		if (bv > bestv) { bestv = bv; best = t; }
	}
	return best;
}

main()
{
	int t, i;
	with (image) {
		pix = (pcoord(0) * 3 + pcoord(1) * 5) % 11;
		where ((pcoord(0) - 8) * (pcoord(0) - 8) + (pcoord(1) - 10) * (pcoord(1) - 10) < 30)
			pix += 18;
		[pix]hist++;
		t = otsu();
		printf("threshold %d above %d\n", t, += (int:image)(pix > t));
	}
	with (bins)
		for (i = 0; i < LEVELS; i++) if ([i]hist) printf("%d:%ld ", i, [i]hist);
	printf("\n");
}
