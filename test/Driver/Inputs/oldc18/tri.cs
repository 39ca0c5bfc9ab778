??=include <stdio.h>
??=define N 4
/* trigraphs, from a file typed on a terminal without brackets (1989) */
shape ??(N??)S;
int:S a;
extern int tri_c(void);
main()
??<
	with (S) ??<
		a = pcoord(0) ??! 8;
		printf("%d %d??/n", += a, ??-0);
	??>
	printf("what??!\n%d\n", tri_c());
??>
