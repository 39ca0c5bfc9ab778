#include <stdio.h>
#include <string.h>
#include <ctype.h>
#define NW 8
static char *dict[NW] = { "alpha", "Bravo", "charlie", "\104elta", "echo\041", "fox\164rot", "golf", "hotel" };
unsigned hashstr(char *s){ unsigned h = 0; while (*s) h = h*31 + (unsigned char)*s++; return h; }
int main(){ char w[NW][16], tag[NW][16]; unsigned hash[NW], mx=0, mn=~0u; int len[NW], i, s=0, a=0,b=0,c=0,o=0; int neg=-1; unsigned big=3000000000u;
 for(i=0;i<NW;i++){ strcpy(w[i],dict[i]); len[i]=strlen(w[i]); strcpy(tag[i],"\033["); strcat(tag[i],w[i]); strncat(tag[i],"\177\377",1); w[i][0]=toupper(w[i][0]); hash[i]=hashstr(w[i]); }
 for(i=0;i<NW;i++) if (strcmp(w[i],"Echo!")<=0) s+=len[i]; printf("%d\n", s);
 for(i=0;i<NW;i++){ a += hash[i] > neg; b += len[i] > neg; c += hash[i]%7u > big%7u; if (hash[i]>mx) mx=hash[i]; if(hash[i]<mn) mn=hash[i]; if (strchr(w[i],'o')) o++; }
 printf("%d %d\n", a, b); printf("%u %u\n", mx, mn); printf("%d\n", c);
 for(i=0;i<NW;i++) printf("%s %d %o %u %d\n", w[i], len[i], (unsigned)tag[i][0], hash[i], (int)strlen(tag[i]));
 printf("with o: %d\n", o); return 0; }
