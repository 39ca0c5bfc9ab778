// Macros of <...> headers whose uses are not C until expanded, in 1990s BSD
// and GNU code: <sys/cdefs.h>'s `__P((args))` prototypes, <sys/queue.h>'s
// LIST_ENTRY/LIST_HEAD declarations and LIST_FOREACH loop head (here with a
// send as its body).  The C* parser reads the file
// before the preprocessor and stopped at each ("syntax error at 'int'"); it now
// expands the system headers' macros (names without lower-case letters) when
// the file parses no other way.  Expected values by hand: ids 0..3 sent as
// id*10 sum to 60; <values.h>'s INTBITS is 32; twice(4) = 8.
// RUN: %crun -n 1 %s | FileCheck %s
// RUN: %crun -n 2 %s | FileCheck %s
// RUN: %crun -n 3 %s | FileCheck %s
// CHECK: x 8
// CHECK-NEXT: sent 60 bits 32 first 3
#include <sys/cdefs.h>
#include <sys/queue.h>
#include <values.h>
#include <stdio.h>
#include <stdlib.h>

shape [4]S;
int:S v;
struct job { int id; LIST_ENTRY(job) link; };
LIST_HEAD(jobhead, job) jobs = LIST_HEAD_INITIALIZER(jobs);

int twice __P((int));
static void show __P((char *, int));
int twice(v) int v; { return 2 * v; }
static void show(s, v) char *s; int v; { printf("%s %d\n", s, v); }

main()
{
	struct job *j;
	int i;
	show("x", twice(4));
	for (i = 0; i < 4; i++) {
		j = malloc(sizeof *j);
		j->id = i;
		LIST_INSERT_HEAD(&jobs, j, link);
	}
	with (S) {
		LIST_FOREACH(j, &jobs, link) [j->id]v = j->id * 10;
		printf("sent %d bits %d first %d\n", += v, (int)INTBITS, LIST_FIRST(&jobs)->id);
	}
	return 0;
}
