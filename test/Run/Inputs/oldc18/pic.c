#include <stdio.h>
#define NP 24
#define NG 8
#define L 8.0
struct particle { double x, v; short cell; char kind; } p[NP];
double rho[NG], efield[NG];
int main(){ int s,i; 
 for(i=0;i<NP;i++){ p[i].x=(i*7%NP)*(L/NP)+0.1; p[i].v=(i%3-1)*0.25; p[i].kind=i%2?'e':'i'; p[i].cell=0; }
 for(s=0;s<5;s++){
  for(i=0;i<NP;i++){ p[i].cell=(int)(p[i].x/(L/NG)); if(p[i].cell>=NG)p[i].cell=NG-1; }
  for(i=0;i<NG;i++) rho[i]=0;
  for(i=0;i<NP;i++) rho[p[i].cell] += (float)0.5 * (p[i].kind=='e'?-1.:1.);
  { double acc=0, mean=0; for(i=0;i<NG;i++) mean+=rho[i]; mean/=NG; for(i=0;i<NG;i++){acc+=rho[i]-mean; efield[i]=acc;} }
  for(i=0;i<NP;i++){ double e=efield[p[i].cell]; p[i].v+=e*0.1; p[i].x+=p[i].v*0.1; if(p[i].x<0)p[i].x+=L; if(p[i].x>=L)p[i].x-=L; }
 }
 { double sx=0,sv=0; for(i=0;i<NP;i++){sx+=p[i].x;sv+=p[i].v;} printf("x %.6f v %.6f\n",sx,sv); }
 for(i=0;i<NP;i+=5) printf("%d %c %.6f %.6f %d\n",i,p[i].kind,p[i].x,p[i].v,p[i].cell);
 for(i=0;i<NG;i++) printf("rho[%d] = %.3f E %.3f\n",i,rho[i],efield[i]); return 0; }
