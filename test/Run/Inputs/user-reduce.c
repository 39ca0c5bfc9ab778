#include <stdio.h>
#include <limits.h>
#define N 13
int i1[N]; double d1[N]; unsigned u1[N]; char c1[N]; unsigned char uc[N]; long l1[N]; float f1[N]; short s1[N]; _Bool b1[N];
int main() {
  int k;
  for (k=0;k<N;k++){ i1[k]=k*3-17; d1[k]=(k+1)*0.5; u1[k]=(unsigned)(k*0x01010101u)^0xF0F0u; c1[k]=(char)(k*5-30);
    uc[k]=(unsigned char)(k*37); l1[k]=(long)k*100000000L; f1[k]=k*0.25f; s1[k]=(short)(1000-k*200); b1[k]=k%4==1; }
  int si; double sd; unsigned su; char sc; long sl; float sf;
  si=5; for(k=0;k<N;k++) si+=i1[k]; printf("int += %d\n", si);
  si=5; {int t=0; for(k=0;k<N;k++) t+=i1[k]; si-=t;} printf("int -= %d\n", si);
  si=1; for(k=0;k<N;k++) if(i1[k]!=0&&i1[k]>-6&&i1[k]<8) si*=i1[k]; printf("int *= %d\n", si);
  si=1000000; {int p=1; for(k=0;k<N;k++) if(i1[k]>0&&i1[k]<12) p*=i1[k]; si/=p;} printf("int /= %d\n", si);
  si=-1; for(k=0;k<N;k++) si&=i1[k]|0x100; printf("int &= %d\n", si);
  si=0; for(k=0;k<N;k++) si|=i1[k]; printf("int |= %d\n", si);
  si=0; for(k=0;k<N;k++) si^=i1[k]; printf("int ^= %d\n", si);
  si=0; for(k=0;k<N;k++) if(i1[k]<si) si=i1[k]; printf("int <?= %d\n", si);
  si=0; for(k=0;k<N;k++) if(i1[k]>si) si=i1[k]; printf("int >?= %d\n", si);
  { int a=0,m=1,an=-1,o=0,x=0,mn=INT_MAX,mx=INT_MIN; for(k=0;k<N;k++){a+=i1[k]; m*=i1[k]%3+2; an&=i1[k]; o|=i1[k]; x^=i1[k]; if(i1[k]<mn)mn=i1[k]; if(i1[k]>mx)mx=i1[k];}
    printf("int unary + %d * %d & %d | %d ^ %d <? %d >? %d - %d\n", a,m,an,o,x,mn,mx,-a); }
  sd=1; for(k=0;k<N;k++) sd+=d1[k]; printf("dbl += %g\n", sd);
  { double t=0; for(k=0;k<N;k++) t+=d1[k]; sd=1-t; } printf("dbl -= %g\n", sd);
  sd=1; for(k=0;k<N;k++) sd*=d1[k]; printf("dbl *= %g\n", sd);
  { double p=1; for(k=0;k<N;k++) p*=d1[k]; sd=1/p; } printf("dbl /= %.10g\n", sd);
  sd=100; for(k=0;k<N;k++) if(d1[k]<sd) sd=d1[k]; printf("dbl <?= %g\n", sd);
  sd=-100; for(k=0;k<N;k++) if(d1[k]>sd) sd=d1[k]; printf("dbl >?= %g\n", sd);
  { double a=0,m=1,mn=1e300,mx=-1e300; for(k=0;k<N;k++){a+=d1[k];m*=d1[k]; if(d1[k]<mn)mn=d1[k]; if(d1[k]>mx)mx=d1[k];}
    printf("dbl unary + %g * %g <? %g >? %g / %.10g\n", a,m,mn,mx,1/m); }
  su=0; for(k=0;k<N;k++) su+=u1[k]; printf("uns += %u\n", su);
  su=~0u; for(k=0;k<N;k++) su&=u1[k]; printf("uns &= %u\n", su);
  su=0; for(k=0;k<N;k++) su|=u1[k]; printf("uns |= %u\n", su);
  su=0; for(k=0;k<N;k++) su^=u1[k]; printf("uns ^= %u\n", su);
  su=~0u; for(k=0;k<N;k++) if(u1[k]<su) su=u1[k]; printf("uns <?= %u\n", su);
  su=0; for(k=0;k<N;k++) if(u1[k]>su) su=u1[k]; { unsigned mn=~0u; for(k=0;k<N;k++) if(u1[k]<mn) mn=u1[k];
  printf("uns >?= %u\n", su); printf("uns unary >? %u <? %u\n", su, mn); }
  sc=0; for(k=0;k<N;k++) sc+=c1[k]; printf("char += %d\n", sc);
  { int a=0,mn=INT_MAX,mx=INT_MIN; for(k=0;k<N;k++){a+=c1[k]; if(c1[k]<mn)mn=c1[k]; if(c1[k]>mx)mx=c1[k];} printf("char unary + %d <? %d >? %d\n", a,mn,mx); }
  { int a=0,mn=INT_MAX,mx=INT_MIN,o=0; for(k=0;k<N;k++){a+=uc[k]; o|=uc[k]; if(uc[k]<mn)mn=uc[k]; if(uc[k]>mx)mx=uc[k];} printf("uchar unary + %d <? %d >? %d | %d\n", a,mn,mx,o); }
  sl=0; for(k=0;k<N;k++) sl+=l1[k]; printf("long += %ld\n", sl);
  sl=0; for(k=0;k<N;k++) sl+=i1[k]; printf("long += int %ld\n", sl);
  sf=0; for(k=0;k<N;k++) sf+=f1[k]; printf("float += %g\n", sf);
  { int a=0,mn=INT_MAX,mx=INT_MIN; for(k=0;k<N;k++){a+=s1[k]; if(s1[k]<mn)mn=s1[k]; if(s1[k]>mx)mx=s1[k];} printf("short + %d <? %d >? %d\n", a,mn,mx); }
  { int a=0,o=0,an=1; for(k=0;k<N;k++){a+=b1[k]; o|=b1[k]; an&=b1[k];} printf("bool + %d | %d & %d\n", a,o,an); }
  { int a=0,b=0; for(k=0;k<N;k++){a+= i1[k]<0?i1[k]:0; b+= i1[k]>3?i1[k]:3;} printf("ternary/minmax %d %d\n", a,b); }
  printf("none active: + %d <? %d >? %d * %d\n", 0, INT_MAX, INT_MIN, 1);
}
