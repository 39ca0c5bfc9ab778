#include <stdio.h>
#include <math.h>
#include <stdlib.h>
#define N 17
struct particle { double x, v; int id; } p[N]; double hist[N][4]; int k[N];
int collatz_steps(int n){ int s=0; while(n>1){ n=(n%2)?3*n+1:n/2; s++;} return s; }
int fact(int n){ int r=1; for(int i=2;i<=6;i++) if(n>=i) r*=i; return r; }
int main(){
  int i,j; double a=0,b=0;
  for(i=0;i<N;i++){ k[i]=i; p[i].id=i; p[i].x=i*0.5; p[i].v=1.0; p[i].v=p[i].v+0.25*p[i].id; if(p[i].id%3==0) p[i].x=p[i].x+p[i].v*2.0;
    for(j=0;j<4;j++) hist[i][j]=pow(p[i].x,(double)j); }
  for(i=0;i<N;i++){a+=p[i].x;b+=p[i].v;} printf("sum x %.6f v %.6f\n",a,b);
  double h[4]={0}; for(i=0;i<N;i++) for(j=0;j<4;j++) h[j]+=hist[i][j]; printf("sum hist %.6f %.6f %.6f %.6f\n",h[0],h[1],h[2],h[3]);
  a=0; for(i=0;i<N;i++) a+=sqrt(p[i].x*p[i].x+p[i].v*p[i].v); printf("norm scalar %.6f parallel %.6f\n", 5.0, a);
  int st=0,mx=-1000; for(i=0;i<N;i++){int c=collatz_steps(i+1); st+=c; if(c>mx)mx=c;} printf("steps %d max %d\n",st,mx);
  st=0; for(i=0;i<N;i++) st+=fact(i%8); printf("fact %d\n",st);
  double f=0,c=0,sq=0,e=0; int ab=0; for(i=0;i<N;i++){f+=floor(p[i].x);c+=ceil(p[i].x);sq+=sqrt((double)i);e+=exp(-p[i].x);ab+=abs(i-8);}
  printf("floor/ceil %g %g sqrt %.6f exp %.6f abs %d\n",f,c,sq,e,ab);
  printf("[5]p.x %g [16]hist[2] %g\n", p[5].x, hist[16][2]);
  p[2].x=99.5; hist[3][1]=-1; a=0;b=0; for(i=0;i<N;i++){a+=p[i].x;b+=hist[i][1];} printf("after %g %g\n",a,b);
}
