#include <stdio.h>
#include <math.h>
#define NB 10
double x[NB], m[NB], f[NB], v[NB];
int main(){ int i,s,step; for(i=0;i<NB;i++){x[i]=i*1.5+(i%3)*0.2; m[i]=1.0+(i%4); v[i]=0;}
 for(step=0;step<4;step++){ for(i=0;i<NB;i++){ f[i]=0; for(s=1;s<NB;s++){ int j=(i+s)%NB; double d=x[j]-x[i]; f[i]+=m[j]*m[i]*d/(fabs(d)*d*d+0.01);} }
  for(i=0;i<NB;i++){ v[i]+=0.01*f[i]/m[i]; x[i]+=0.01*v[i]; } }
 for(i=0;i<NB;i++) printf("%d %.9f %.9f\n",i,x[i],f[i]); return 0;}
