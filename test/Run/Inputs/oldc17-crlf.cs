/* A C* program as it comes off a DOS disk: every line ends in CR LF, form
 * feeds between the parts, lint comments, and a macro with C* code
 * continued over several lines (backslash CR LF). */
#include <stdio.h>
#include "oldc17-crlf.h"

#define DECAY(x, lim) \
	where ((x) > (lim)) \
		(x)--

#define REPORT(s) \
	printf("%s %d %d\n", s, \
	       += a, >?= a)

shape [N]S;
int:S a;


/* ARGSUSED */
int
main(argc, argv)
char **argv;
{
	with (S) {
		a = pcoord(0);
		DECAY(a, 2);
		SQUARE_ODD(a);
		REPORT("decayed");
	}
	return 0;
	/*NOTREACHED*/
}
