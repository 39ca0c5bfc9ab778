#include <stdio.h>
#include <stdlib.h>
#define NK 32
int cmp(const void*a,const void*b){return *(int*)a-*(int*)b;}
int main(){ int k[NK],i; unsigned seed=12345; for(i=0;i<NK;i++){seed=seed*1103515245+12345; k[i]=(seed>>16)%1000;}
 qsort(k,NK,sizeof(int),cmp); for(i=0;i<NK;i++) printf("%d%c",k[i],i%8==7?'\n':' '); return 0;}
