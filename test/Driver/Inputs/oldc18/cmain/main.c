#include <stdio.h>
int par_sum(int);
int main(int argc, char **argv) { printf("sum %d\n", par_sum(3)); return 0; }
