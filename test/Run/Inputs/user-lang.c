#include <stdio.h>
#include <string.h>
#define N 12
#define ABS(x) ((x) < 0 ? -(x) : (x))
typedef struct { short lo, hi; } range;
union bits { float f; unsigned u; };
int a[N], b[N], init3[N]; double y[N][3]; range r[N]; union bits ub[N]; _Bool flag[N]; char name[N][8];
int tri(int n){ return n>0 ? n + tri(n-1) : 0; }
int main(){ int i,k;
  for(k=0;k<N;k++){ init3[k]=3; a[k]=k; b[k]=a[k]++; ++a[k]; a[k]--; b[k]<<=2; b[k]%=7; b[k]|=1; b[k]^=a[k]>>1;
    y[k][0]=a[k]; y[k][1]=b[k]; y[k][2]=0; if(a[k]%3!=0) y[k][2]=y[k][0]*2+y[k][1];
    r[k].lo=(short)(a[k]-6); r[k].hi=(short)(a[k]*100); ub[k].f=(float)a[k]; flag[k]=ABS(r[k].lo)>3;
    for(i=0;i<8;i++) name[k][i]=(char)('a'+(a[k]+i)%26); name[k][7]=0;
    if(flag[k]) a[k]=-a[k];
    for(i=0;i<3;i++) if(a[k]>0) a[k]+=i;
    init3[k]*= a[k]>0?2:3; }
  printf("a:"); for(i=0;i<N;i++) printf(" %d", a[i]); printf("\n");
  printf("b:"); for(i=0;i<N;i++) printf(" %d", b[i]); printf("\n");
  double y2=0; int lo=0,hi=0; unsigned x=0; int fl=0,in=0,c=0,t=0;
  for(k=0;k<N;k++){ y2+=y[k][2]; lo+=r[k].lo; hi+=r[k].hi; x^=ub[k].u; fl+=flag[k]; in+=init3[k]; c+= a[k]>5?b[k]:-b[k]; t+=tri(k%4+1); }
  printf("y2 %g lo %d hi %d\n", y2, lo, hi);
  printf("bits %u flag %d init3 %d\n", x, fl, in);
  printf("cond %d tri %d\n", c, t);
  printf("sizes %d %d %d\n", 4, 8, (int)sizeof(range));
  printf("name[1][2] %s %c\n", "x", name[6][3]);
}
