// C11's headers spell keywords as macros, and modern code uses those
// spellings: `static_assert` (<assert.h>), `alignas`/`alignof` (<stdalign.h>),
// `noreturn` (<stdnoreturn.h>), `thread_local` (<threads.h>).  The C* parser
// runs before the preprocessor and read them as typedef names: "syntax error
// at 'sizeof'", "expected ';' before '{'".  In a file that includes the header
// they are read as the keywords (as `complex` with <complex.h>);
// docs/language.md §7b.  Expected values by hand: a = 0..7, sum 28, max 7.
// RUN: %crun -n 1 %s | FileCheck %s
// RUN: %crun -n 3 %s | FileCheck %s
// CHECK: sum 28 align 16 8 calls 1
// CHECK-NEXT: fatal: max 7
#include <stdio.h>
#include <stdlib.h>
#include <assert.h>
#include <stdalign.h>
#include <stdnoreturn.h>
#include <threads.h>

#define N 8
static_assert(N % 4 == 0, "N must be a multiple of 4");
shape [N]S;
alignas(16) static double scratch[4];
static thread_local int calls;

noreturn static void finish(int v)
{
	printf("fatal: max %d\n", v);
	fflush(stdout);
	exit(0);
}

static int sum(int:S v)
{
	static_assert(sizeof(int) >= 2, "int too small");
	calls++;
	return += v;
}

int main(void)
{
	int:S a;
	int s;
	with (S) {
		a = pcoord(0);
		s = sum(a);
		printf("sum %d align %zu %zu calls %d\n", s, (size_t)((unsigned long)scratch % 16 + 16),
		       alignof(double), calls);
		finish(>?= a);
	}
}
