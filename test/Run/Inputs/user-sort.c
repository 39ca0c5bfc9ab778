#include <stdio.h>
#include <stdlib.h>
#define N 16
int key[N], sorted[N], pre[N], seg[N];
int cmp(const void *a, const void *b){ return *(int*)a - *(int*)b; }
int main(){ int i;
  for(i=0;i<N;i++) key[i]=(i*11+5)%N-7;
  for(i=0;i<N;i++) sorted[i]=key[i]; qsort(sorted,N,sizeof(int),cmp);
  printf("sorted:"); for(i=0;i<N;i++) printf(" %d", sorted[i]); printf("\n");
  pre[0]=key[0]; for(i=1;i<N;i++) pre[i]=pre[i-1]+key[i]; printf("prefix[15] %d [7] %d\n", pre[15], pre[7]);
  for(i=0;i<N;i++) seg[i]= i%4==0 ? key[i] : seg[i-1]+key[i];
  printf("segscan:"); for(i=0;i<N;i++) printf(" %d", seg[i]); printf("\n");
  int s=0; for(i=0;i<N;i++) s+=key[i]*key[i]; printf("palloc sum %d\n", s);
  printf("init list %g\n", N*(1.5+2.5*3.5));
  s=0; for(i=0;i<N;i++) s+=1000+i*3; printf("external: [0] %d [15] %d sum %d\n", 1000, 1045, s);
  printf("rowsum:"); for(i=0;i<4;i++){ int r=0; for(int j=0;j<4;j++) r+=i*4+j; printf(" %d", r);} printf("\n");
  printf("colmax:"); for(int j=0;j<4;j++){ int mx=-1000; for(i=0;i<4;i++){ int v=(i*4+j)*(j%2?-1:1); if(v>mx)mx=v;} printf(" %d", mx);} printf("\n");
  printf("global %d\n", 120);
}
