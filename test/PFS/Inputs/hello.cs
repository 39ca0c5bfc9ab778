#include <stdio.h>
int main(void) { printf("ran\n"); return 0; }
