/* FORALL, TOTAL and PAR come from the command line (a 1990s makefile's
   CFLAGS); N may (-DN=...) or may not (here: 5). */
#include <stdio.h>
#ifndef N
#define N 5
#endif
shape [N]S;
PAR(int) a;
main() { FORALL { a = pcoord(0) * SCALE; printf("%d\n", TOTAL(a)); } }
