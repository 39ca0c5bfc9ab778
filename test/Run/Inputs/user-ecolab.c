#include <stdio.h>
#define N 10
#define NNZ 14
int xs[N] = {0, 0, 1, 2, 0, 1, 3, 0, 0, 2};
int rw[NNZ] = {0, 0, 1, 2, 2, 2, 3, 5, 5, 7, 8, 9, 9, 9};
int cl[NNZ] = {0, 9, 1, 0, 2, 4, 3, 5, 6, 7, 8, 0, 1, 9};
int a[N], b[N], c[N], d[N]; double x[N], y[N], v[NNZ];
void ip(const char *n, int *p){ printf("%s:", n); for(int i=0;i<N;i++) printf(" %d", p[i]); printf("\n"); }
void dp(const char *n, double *p){ printf("%s:", n); for(int i=0;i<N;i++) printf(" %g", p[i]); printf("\n"); }
int main(){
  int i, cnt=0, e;
  for(i=0;i<N;i++){ a[i]=xs[i]; cnt+=a[i]; } for(i=0;i<NNZ;i++) v[i]=i+1;
  printf("count %d\n", cnt);
  for(i=0;i<N;i++) b[i]=!a[i]; ip("not", b);
  c[0]=0; for(i=1;i<N;i++) c[i]=c[i-1]+a[i-1]; ip("enum", c);
  for(i=0;i<N;i++){ c[i]=i*10; d[i]=-1; }
  for(i=0,e=0;i<N;i++) if(a[i]) d[e++]=c[i]; ip("pack", d);
  for(i=0;i<N;i++) d[i]=0;
  { int p=0; for(i=0;i<N;i++) for(int j=0;j<a[i];j++,p++) d[p]=i; } ip("genindex", d);
  for(i=0;i<N;i++) b[i]=a[i]*c[i]+!a[i]*d[i]; ip("merge", b);
  for(i=0;i<N;i++) x[i]=c[i]; dp("toarray", x);
  for(i=0;i<N;i++) y[i]=x[i]*a[i]; dp("mul", y);
  for(i=0;i<N;i++){ x[i]=i+0.5; y[i]=0; }
  for(i=0,e=0;i<N;i++) if(a[i]) y[e++]=x[i]; dp("packd", y);
  for(i=0;i<N;i++) y[i]=0;
  for(i=0;i<NNZ;i++) y[rw[i]] += v[i]*a[cl[i]];
  dp("offmul", y);
}
