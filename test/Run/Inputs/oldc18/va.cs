/* va.cs -- error/log helpers of a 1995 code: stdarg with K&R neighbours */
#include <stdio.h>
#include <stdarg.h>
#include <string.h>

shape [5]S;
int:S cnt;
double:S val;
static char logbuf[256];
static int nlog;

void logmsg(char *fmt, ...);	/* prototype needed for ... */

static append(s)
char *s;
{
	strcat(logbuf, s);
	nlog++;
}

void logmsg(char *fmt, ...)
{
	va_list ap;
	char tmp[80];
	va_start(ap, fmt);
	vsprintf(tmp, fmt, ap);
	va_end(ap);
	append(tmp);
}

int vsum(int n, ...)
{
	va_list ap;
	int s = 0;
	va_start(ap, n);
	while (n-- > 0) s += va_arg(ap, int);
	va_end(ap);
	return s;
}

elemental double wsum(int n, ...)
{
	va_list ap;
	double s = 0;
	va_start(ap, n);
	while (n-- > 0) s += va_arg(ap, double);
	va_end(ap);
	return s;
}

main()
{
	with (S) {
		cnt = pcoord(0) * 3;
		val = wsum(3, (double)cnt, 0.5, (double)pcoord(0));
		logmsg("[%d:%g]", += cnt, += val);
		logmsg("(%s)", "done");
		printf("%s %d %d\n", logbuf, nlog, vsum(4, 1, 2, 3, [4]cnt));
	}
	return 0;
}
