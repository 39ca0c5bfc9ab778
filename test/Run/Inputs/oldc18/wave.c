#include <stdio.h>
#include <math.h>
#define NX 50
#define STEPS 40
double uold[NX], u[NX], unew[NX];
double at(double *a, int i) { return (i < 0 || i >= NX) ? 0 : a[i]; }
int main(){ int n,i; for(i=0;i<NX;i++){ u[i]=exp(-0.05*(i-20)*(i-20)); if(i==0||i==NX-1)u[i]=0; uold[i]=u[i]; }
 for(n=0;n<STEPS;n++){ for(i=0;i<NX;i++){ unew[i]=2*u[i]-uold[i]+0.25*(at(u,i-1)-2*u[i]+at(u,i+1)); if(i==0||i==NX-1)unew[i]=0; }
  for(i=0;i<NX;i++){uold[i]=u[i];u[i]=unew[i];}
  if(n%10==9){ double e=0; for(i=0;i<NX;i++){ double du = i==NX-1?0:u[i+1]-u[i]; e+=du*du; } printf("step %d energy %.10f\n",n+1,e);} }
 for(i=0;i<NX;i+=7) printf("u[%d] = %.10f\n",i,u[i]); return 0;}
