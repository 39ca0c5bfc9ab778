/* alloc.cs -- hand-declared allocators, 1990 */
#include <stdio.h>

#include <string.h>

char *malloc();
char *calloc();
char *realloc();
extern char *strcpy();
long time();

shape [10]vp;
typedef struct cell { int id; double mass; } Cell;
Cell:vp cells;

char *dup(s)
char *s;
{
	char *p;
	if ((p = malloc(strlen(s) + 1)) == 0)
		return 0;
	strcpy(p, s);
	return p;
}

main()
{
	int i, *tab;
	char *name;
	double *w;

	tab = (int *) calloc(10, sizeof(int));
	for (i = 0; i < 10; i++) tab[i] = i * i;
	w = (double *) malloc(10 * sizeof(double));
	for (i = 0; i < 10; i++) w[i] = 1.0 / (i + 1);
	tab = (int *) realloc((char *) tab, 20 * sizeof(int));
	name = dup("particles");
	with (vp) {
		cells.id = pcoord(0);
		cells.mass = w[cells.id] * tab[cells.id];
		printf("%s: %g %d\n", name, += cells.mass, >?= cells.id);
	}
	free(name); free((char *) tab); free(w);
	printf("%d\n", time((long *)0) > 0);
	return 0;
}
