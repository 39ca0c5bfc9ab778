// A 1990s benchmark loop timed with gettimeofday (and a POSIX one with
// clock_gettime): run steps, each with a reduction (a collective), until
// 0.3 s have passed.  Each rank read its own clock, so the ranks ran
// different numbers of steps: at 2 ranks the job hung, at 3 MPI stopped in a
// mismatched collective.  Now both calls give rank 0's time to every rank,
// as time() and clock() did.  The sum of x (p % 5 over 64 positions) is
// 126; n steps add it and m subtract it, so sum == (n - m) * 126.
// RUN: %crun -n 1 %s 2>/dev/null | FileCheck %s
// RUN: %crun -n 2 %s 2>/dev/null | FileCheck %s
// RUN: %crun -n 3 %s 2>/dev/null | FileCheck %s
// CHECK: steps ran yes, sum consistent yes
#include <stdio.h>
#include <sys/time.h>
#include <time.h>
shape [64]S;
int:S x;
double elapsed(t0, t1)
struct timeval *t0, *t1;
{
	return (t1->tv_sec - t0->tv_sec) + (t1->tv_usec - t0->tv_usec) * 1e-6;
}
main()
{
	struct timeval t0, t1;
	struct timespec s0, s1;
	long n = 0, sum = 0, m = 0;
	with (S) {
		x = pcoord(0) % 5;
		gettimeofday(&t0, (struct timezone *)0);
		do {
			sum += += x;
			n++;
			gettimeofday(&t1, 0);
		} while (elapsed(&t0, &t1) < 0.3);
		clock_gettime(CLOCK_MONOTONIC, &s0);
		do {
			sum -= += x;
			m++;
			clock_gettime(CLOCK_MONOTONIC, &s1);
		} while ((s1.tv_sec - s0.tv_sec) + (s1.tv_nsec - s0.tv_nsec) * 1e-9 < 0.3);
	}
	printf("steps ran %s, sum consistent %s\n", n > 0 && m > 0 ? "yes" : "no",
	       sum == (n - m) * 126 ? "yes" : "no");
	return 0;
}
