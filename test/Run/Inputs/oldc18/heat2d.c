#include <stdio.h>
#define NR 9
#define NC 11
float t[NR][NC], tn[NR][NC];
float at(int i,int j){ return (i<0||j<0||i>=NR||j>=NC)?0:t[i][j]; }
int edge(int i,int j){ return i==0||i==NR-1||j==0||j==NC-1; }
int main(){ int i,j,k; float alpha=0.2f, m=-1e30f; double tot=0;
 for(i=0;i<NR;i++)for(j=0;j<NC;j++){ t[i][j]=0; if(i==0)t[i][j]=100; if(j==NC-1)t[i][j]=50; }
 for(k=0;k<30;k++){ for(i=0;i<NR;i++)for(j=0;j<NC;j++){ tn[i][j]= t[i][j]+alpha*(at(i-1,j)+at(i+1,j)+at(i,j+1)+at(i,j-1)-4*t[i][j]); if(edge(i,j))tn[i][j]=t[i][j]; }
  for(i=0;i<NR;i++)for(j=0;j<NC;j++) t[i][j]=tn[i][j]; }
 { float s=0; for(i=0;i<NR;i++)for(j=0;j<NC;j++){ s+=t[i][j]; if(!edge(i,j)&&t[i][j]>m)m=t[i][j]; } tot=s; }
 printf("total %.3f max inside %.4f\n", tot, m);
 for(i=0;i<NR;i+=2){ for(j=0;j<NC;j+=2) printf(" %7.3f",t[i][j]); printf("\n"); } return 0; }
