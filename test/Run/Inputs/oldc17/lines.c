/* Plain C reference for oldc17/lines.cs (one loop over the lines). */
#include <stdio.h>
#include <string.h>
#include <ctype.h>
#define NL 8
static const char *poem[NL] = { "Tyger Tyger, burning bright,", "In the forests of the night;", "What immortal hand or eye,", "Could frame thy fearful symmetry?", "", "In what distant deeps or skies.", "Burnt the fire of thine eyes?", "On what wings dare he aspire?", };
int main(){int i,tot[26]={0},W=0,L=0,E=0;for(i=0;i<NL;i++){const char*s=poem[i];char w[64];int n=0,u,m=0;while(sscanf(s,"%63s%n",w,&u)==1){n++;if((int)strlen(w)>m)m=strlen(w);s+=u;}
printf("%d: %2d words, longest %2d |%s|\n",i,n,m,poem[i]); for(s=poem[i];*s;s++)if(isalpha((unsigned char)*s))tot[tolower((unsigned char)*s)-'a']++; W+=n; L+=strlen(poem[i]); E+=n==0;}
printf("%d words, %d letters; e %d t %d; empty lines %d\n",W,L,tot[4],tot[19],E);}
