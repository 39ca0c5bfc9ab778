/* mandel.cs -- Mandelbrot set escape counts (1992), where-loop until done */
#include <stdio.h>
#define ROWS 12
#define COLS 30
#define MAXIT 60
shape [ROWS][COLS]pic;

main()
{
	double:pic cr, ci, zr, zi, t;
	int:pic it;
	bool:pic live;
	int r, c;
	static char shades[] = " .:-=+*#%@";
	with (pic) {
		cr = -2.2 + 3.0 * pcoord(1) / COLS;
		ci = -1.2 + 2.4 * pcoord(0) / ROWS;
		zr = zi = 0;
		it = 0;
		live = 1;
		while (|= live) {
			where (live) {
				t = zr * zr - zi * zi + cr;
				zi = 2 * zr * zi + ci;
				zr = t;
				it++;
				live = (zr * zr + zi * zi <= 4.0) && it < MAXIT;
			}
		}
		for (r = 0; r < ROWS; r++) {
			for (c = 0; c < COLS; c++)
				putchar(shades[[r][c]it * 9 / MAXIT]);
			putchar('\n');
		}
		printf("iterations %d\n", += it);
	}
}
