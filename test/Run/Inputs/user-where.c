#include <stdio.h>
#define N 23
int x[N], y[N], z[N]; double d[N];
int clamp(int v, int lo, int hi) { return v < lo ? lo : v > hi ? hi : v; }
void show(const char *name, int *p) { printf("%s:", name); for (int i = 0; i < N; i++) printf(" %d", p[i]); printf("\n"); }
int main() {
  int c1=0,c2=0,c3=0,c4=N; double s=0;
  for (int i=0;i<N;i++){ x[i]=i; y[i]=0; z[i]=-1; }
  for (int i=0;i<N;i++){ if (i%2==0){ y[i]=1; if(i%3==0){y[i]=2;c1++;} else {y[i]=3; if(i>10)y[i]=4;} }
     else if (i<10){ y[i]=-i; c3++; } else y[i]=i*100; }
  c2=c1; for (int i=0;i<N;i++) z[i]=7;
  for (int i=0;i<N;i++){ d[i]=x[i]; if(d[i]>5.5&&d[i]<15.5) d[i]/=2; z[i]+=clamp(x[i],4,12); if (x[i]&1) x[i]=clamp(x[i],8,9);}
  printf("c %d %d %d %d\n", c1,c2,c3,c4);
  show("x",x); show("y",y); show("z",z);
  for (int i=0;i<N;i++) s+=d[i]; printf("d sum %g\n", s);
}
