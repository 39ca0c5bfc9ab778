/* Plain C reference for oldc17/jacobi.cs (arrays and loops, same float arithmetic). */
#include <stdio.h>
#include <math.h>
#define N 40
#define ITERS 25
int main(){ float u[N]={0}, un[N], rhs[N]; int i,k; float h=1.0/(N-1);
 for(i=0;i<N;i++) rhs[i]=1.0;
 for(k=0;k<ITERS;k++){ for(i=0;i<N;i++){ float l=i>0?u[i-1]:0, r=i<N-1?u[i+1]:0; float t=0.5*(l+r+h*h*rhs[i]); if(i==0||i==N-1)t=0; un[i]=t;} for(i=0;i<N;i++)u[i]=un[i]; }
 float s=0, mx=-INFINITY, rr=-INFINITY; 
 for(i=0;i<N;i++){ s+=u[i]; if(u[i]>mx)mx=u[i]; float l=i>0?u[i-1]:0, r=i<N-1?u[i+1]:0; float x=l-2*u[i]+r; if(i==0||i==N-1)x=0; x=fabs(x); if(x>rr)rr=x;}
 printf("sum %.5f max %.6f resid %.6e\n", s, mx, rr);
 for(i=0;i<N;i+=7) printf("u[%d] = %.6f\n", i, u[i]);
}
