/* K&R varargs, gone from modern compilers. */
#include <stdio.h>

#include <varargs.h>

main() { printf("hi\n"); }
