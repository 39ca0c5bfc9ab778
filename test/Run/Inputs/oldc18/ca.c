#include <stdio.h>
#define W 37
#define GENS 12
static int rules[] = { 30, 90, 110 };
unsigned char c[W];
int main(){ int k,g,i; long pop; for(k=0;k<3;k++){ for(i=0;i<W;i++) c[i]= i==W/2; pop=0;
 for(g=0;g<GENS;g++){ unsigned char n[W]; for(i=0;i<W;i++){ int l=c[(i+W-1)%W], r=c[(i+1)%W]; int idx=(l<<2)|(c[i]<<1)|r; n[i]=(rules[k]>>idx)&1; } for(i=0;i<W;i++){c[i]=n[i]; pop+=c[i];} }
 printf("rule %d pop %ld\n", rules[k], pop); for(i=0;i<W;i++) putchar(c[i]?'#':'.'); putchar('\n'); } return 0; }
