/* vlog.cs -- a variadic report routine made elemental: each processor
 * formats its own line (vsprintf into its own buffer), printed in order. */
#include <stdio.h>
#include <stdarg.h>
#include <string.h>

#define N 6
shape [N]S;
char:S line[40];
int:S v;
double:S d;

elemental int fmt(char *buf, const char *f, ...)
{
	va_list ap;
	int n;
	va_start(ap, f);
	n = vsprintf(buf, f, ap);
	va_end(ap);
	return n;
}

elemental void say(const char *f, ...)
{
	va_list ap;
	va_start(ap, f);
	vprintf(f, ap);
	va_end(ap);
}

main()
{
	int:S len;
	with (S) {
		v = pcoord(0) * 7 - 10;
		d = v / 4.0;
		len = fmt(line, "<%d|%.2f>", v, d);
		say("%d: %s (%d chars)\n", pcoord(0), line, len);
		where (v > 0) say("positive %d\n", v);
		printf("total chars %d\n", += len);
	}
}
