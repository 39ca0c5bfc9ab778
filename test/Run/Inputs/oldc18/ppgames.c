#include <stdio.h>
#define N 16
int main() { int a[N], t[N], i, at = 0, s = 0; double bt = 0;
 for (i=0;i<N;i++) a[i]=i; for (i=0;i<N;i++) bt += 0.5*a[i];
 for (i=0;i<N;i++) t[i] = (i%3==0) ? a[(i+N-1)%N]+a[(i+1)%N] : a[i];
 for (i=0;i<N;i++) { at += t[i]; s += t[i]*t[i]; }
 printf("%s = %d, %s = %g\n", "a_tot", at, "b_tot", bt);
 printf("sum sq %d\n", s);
 printf("line %d file %s\n", 200, "fake.c"); return 0; }
