#include <stdio.h>
#include <math.h>
#define N 6
double a[N][N+1];
int main(){ int i,j,k,p; double s=0;
 for(i=0;i<N;i++) for(j=0;j<=N;j++){ a[i][j]=1.0/(i+j+1)+(i==j?2.0:0.0); if(j==N)a[i][j]=i+1; }
 for(k=0;k<N;k++){ double best=-1,piv; p=k; for(i=k;i<N;i++) if(fabs(a[i][k])>best){best=fabs(a[i][k]);p=i;}
  if(p!=k) for(j=0;j<=N;j++){double t=a[k][j];a[k][j]=a[p][j];a[p][j]=t;}
  piv=a[k][k]; { double prow[N+1], pcol[N]; for(j=0;j<=N;j++)prow[j]=a[k][j]; for(i=0;i<N;i++)pcol[i]=a[i][k];
  for(i=0;i<N;i++) for(j=0;j<=N;j++) if(i!=k) a[i][j]-=pcol[i]/piv*prow[j]; for(j=0;j<=N;j++) a[k][j]/=piv; } }
 for(i=0;i<N;i++) printf("x%d = %.10f\n",i,a[i][N]);
 for(i=0;i<N;i++) for(j=0;j<=N;j++) s+=a[i][j]; printf("check %.6f\n",s); return 0;}
