// 1990s debugging macros that stringize their argument, given C* code:
// `SHOW(SUM(a))`, `SHOW(+= b)`.  SHOW's body is plain C, so it was left to the
// preprocessor, which ran after the C* parser had rewritten the argument:
// `#e` spelled the marker C ("( (__cs_red_add(), +( ( a )) + 0)) = -15").
// A macro that stringizes a parameter is now expanded by cstar when an
// argument holds C*, and `#e` spells the argument as written (white space
// runs as one space, as C does).  docs/language.md §7b.
// Expected values by hand: a = position - 6 over 12 positions: sum -6, max 5;
// b = a * a: sum 146.
// RUN: %crun -n 1 %s | FileCheck %s
// RUN: %crun -n 3 %s | FileCheck %s
// CHECK: SUM(a) = -6
// CHECK-NEXT: += b = 146
// CHECK-NEXT: >?= a = 5 (max)
// CHECK-NEXT: "q" "s p" SUM( b ) = 146
// CHECK-NEXT: plain 12
#include <stdio.h>

#define SUM(e) (+= (e))
#define SHOW(e) printf(#e " = %d\n", (e))
#define SHOW2(fmt, e, ...) printf(#e " = " fmt "\n", (e), __VA_ARGS__)
#define QUOTED(tag, e) printf("%s " #tag " " #e " = %d\n", "\"q\"", (e))
#define PLAIN(e) printf(#e " %d\n", (e))

shape [12]S;
int:S a, b;

int main(void)
{
	int plain = 12;
	with (S) {
		a = pcoord(0) - 6;
		b = a * a;
		SHOW(SUM(a));
		SHOW(+= b);
		SHOW2("%d (%s)", >?=   a, "max");
		QUOTED("s p", SUM(   b   ));
		PLAIN(plain);
	}
	return 0;
}
