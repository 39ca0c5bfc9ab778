// CPU-time loops of 1990s code, timed with getrusage(RUSAGE_SELF) and
// times(): each rank's own CPU time ran a different number of collective
// steps per rank (a hang or a failed MPI collective, as with
// gettimeofday, test/Run/oldc18-timing.cs).  Both now give rank 0's values
// to every rank.  sum of x (p % 5 over 64 positions) is 126 per step: n
// steps add it and m subtract it.
// RUN: %crun -n 1 %s 2>/dev/null | FileCheck %s
// RUN: %crun -n 2 %s 2>/dev/null | FileCheck %s
// RUN: %crun -n 3 %s 2>/dev/null | FileCheck %s
// CHECK: steps ran yes, sum consistent yes
#include <stdio.h>
#include <sys/time.h>
#include <sys/resource.h>
#include <sys/times.h>
#include <unistd.h>
shape [64]S;
int:S x;

double cpu()
{
	struct rusage ru;
	getrusage(RUSAGE_SELF, &ru);
	return ru.ru_utime.tv_sec + ru.ru_stime.tv_sec + (ru.ru_utime.tv_usec + ru.ru_stime.tv_usec) * 1e-6;
}

main()
{
	long n = 0, m = 0, sum = 0;
	double c0;
	struct tms t;
	clock_t start;
	with (S) {
		x = pcoord(0) % 5;
		c0 = cpu();
		do { sum += += x; n++; } while (cpu() - c0 < 0.2);
		times(&t);
		start = t.tms_utime + t.tms_stime;
		do { sum -= += x; m++; times(&t); } while (t.tms_utime + t.tms_stime - start < sysconf(_SC_CLK_TCK) / 5);
	}
	printf("steps ran %s, sum consistent %s\n", n > 0 && m > 0 ? "yes" : "no",
	       sum == (n - m) * 126 ? "yes" : "no");
	return 0;
}
