#include <stdio.h>
#define N 6
#define M 20
#define B 5
int a[N][N], t[N][N], v[M], rev[M], perm[M], idx[M]; double w[M]; int hist[B], lo[B], last[B]; float fh[B];
int main(){ int i,j,s=0;
  for(i=0;i<N;i++) for(j=0;j<N;j++) a[i][j]=i*10+j;
  for(i=0;i<N;i++) for(j=0;j<N;j++){ t[i][j]=a[j][i]; s+=t[i][j]; }
  printf("t[1][4]=%d t[5][0]=%d sum %d\n", t[1][4], t[5][0], s);
  { int na[N][N]; for(i=0;i<N;i++) for(j=0;j<N;j++) na[i][j]=a[i][j]; for(i=0;i<N;i++) for(j=0;j<N;j++) if(i<j) na[j][i]=-a[i][j];
    for(i=0;i<N;i++){ for(j=0;j<N;j++) printf(" %3d", na[i][j]); printf("\n"); } }
  for(i=0;i<M;i++) v[i]=(i*7)%M;
  for(i=0;i<M;i++) rev[i]=v[M-1-i]; printf("rev:"); for(i=0;i<M;i++) printf(" %d", rev[i]); printf("\n");
  for(i=0;i<M;i++) perm[v[i]]=i; printf("perm:"); for(i=0;i<M;i++) printf(" %d", perm[i]); printf("\n");
  s=0; for(i=0;i<M;i++){ idx[i]=perm[v[i]]; s+=idx[i]!=i; } printf("identity %d\n", s);
  double ws=0; for(i=0;i<M;i++){ w[i]=v[(i+3)%M]*0.5; ws+=w[i]; } printf("w sum %g\n", ws);
  for(i=0;i<B;i++){ hist[i]=0; lo[i]=1000; last[i]=-1; fh[i]=0; }
  for(i=0;i<M;i++){ hist[v[i]%B]+=1; if(v[i]<lo[v[i]%B]) lo[v[i]%B]=v[i]; if(v[i]>4) last[v[i]%B]=i; fh[v[i]%B]+=0.25f; }
  printf("hist:"); for(i=0;i<B;i++) printf(" %d", hist[i]); printf("\n");
  printf("lo:"); for(i=0;i<B;i++) printf(" %d", lo[i]); printf("\n");
  printf("last:"); for(i=0;i<B;i++) printf(" %d", last[i]); printf("\n");
  float f=0; for(i=0;i<B;i++) f+=fh[i]; printf("fh %g\n", f);
  { int h[B]; for(i=0;i<B;i++) h[i]= i+1<B? hist[i+1]:0; printf("shifted:"); for(i=0;i<B;i++) printf(" %d", h[i]); printf("\n"); }
  for(i=0;i<B;i++) lo[i]=0; for(i=0;i<B;i++) if(i-1>=0) lo[i-1]=i+100;
  printf("gsend:"); for(i=0;i<B;i++) printf(" %d", lo[i]); printf("\n");
}
