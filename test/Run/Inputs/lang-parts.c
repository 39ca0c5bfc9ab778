/* Reference for lang-parts.cs. */
#include <stdio.h>
#define N 9
static void bodies(void){ double x[N],v[N]; int id[N],h0[N]={0},h1[N]={0},i,t,s=0;
for(i=0;i<N;i++){id[i]=i;x[i]=i*0.5;v[i]=1.0-i*0.25;}
for(t=0;t<3;t++)for(i=0;i<N;i++){x[i]+=v[i]*0.5; if(x[i]>4.0)v[i]=-v[i];}
for(i=0;i<N;i++){ if(id[i]%2)h1[i]++; h0[i]++;}
for(i=0;i<N;i++){s+=h1[i];h0[i]=s;}
for(i=0;i<N;i++) printf("%d %.3f %.3f %d %d\n",id[i],x[i],v[i],h0[i],h1[i]);}
#define R 5
#define C 7
double t[R][C], tn[R][C]; int a[3][R][C]; int qx[R][C], qy[R][C];
static void heat(void){int it,i,j,s=0;double d=0;
for(i=0;i<R;i++)for(j=0;j<C;j++){t[i][j]=0; if(i==0)t[i][j]=100.0; if(j==C-1)t[i][j]=50.0;}
for(it=0;it<4;it++){for(i=0;i<R;i++)for(j=0;j<C;j++){tn[i][j]=t[i][j]; if(i>0&&i<R-1&&j>0&&j<C-1) tn[i][j]=0.25*(t[i-1][j]+t[i+1][j]+t[i][j-1]+t[i][j+1]);}
 for(i=0;i<R;i++)for(j=0;j<C;j++)t[i][j]=tn[i][j];}
for(i=0;i<R;i++){for(j=0;j<C;j++)printf(" %6.3f",t[i][j]);printf("\n");}
for(i=0;i<R;i++)for(j=0;j<C;j++){a[0][i][j]=i;a[1][i][j]=j;a[2][i][j]=i*10+j;qx[i][j]=j;qy[i][j]=i;}
for(i=0;i<R;i++)for(j=0;j<C;j++) a[2][qx[i][j]%R][qy[i][j]] += 1000; /* qy<R? qy=i<5, but dest index axis1 = qy must be < C fine */
{int n1[R][C]; for(i=0;i<R;i++)for(j=0;j<C;j++) n1[i][j]=a[1][i][j];
 for(i=0;i<R;i++)for(j=0;j+1<C;j++) n1[i][j+1]=a[2][i][j];
 for(i=0;i<R;i++)for(j=0;j<C;j++) a[1][i][j]=n1[i][j];}
{int n0[R][C]; for(i=0;i<R;i++)for(j=0;j<C;j++) n0[i][j]=(i+1<R&&j+1<C)?a[2][i+1][j+1]:-1;
 for(i=0;i<R;i++)for(j=0;j<C;j++) a[0][i][j]=n0[i][j];}
for(i=0;i<R;i++){for(j=0;j<C;j++)printf(" %d:%d:%d",a[0][i][j],a[1][i][j],a[2][i][j]);printf("\n");}
{int n[R][C]; for(i=0;i<R;i++)for(j=0;j<C;j++) n[i][j]=((i+1<R&&j-1>=0)?qy[i+1][j-1]:0)+qx[i][j]; for(i=0;i<R;i++)for(j=0;j<C;j++){qx[i][j]=n[i][j]; s+=n[i][j];}}
printf("qx %d\n",s);
for(j=0;j<C;j++){double m=t[0][j]; for(i=0;i<R;i++) if(t[i][j]>m)m=t[i][j]; for(i=0;i<R;i++) d+=m;}
printf("sp %g\n",d);
s=0;for(i=0;i<R;i++)for(j=0;j<C;j++)s+=t[i][j]>10.0; printf("cnt %d\n",s);}
int main(void) { bodies(); heat(); return 0; }
