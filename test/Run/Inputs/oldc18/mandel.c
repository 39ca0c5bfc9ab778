#include <stdio.h>
#define ROWS 12
#define COLS 30
#define MAXIT 60
int main(){ static char shades[]=" .:-=+*#%@"; int it[ROWS][COLS],r,c; long tot=0;
 for(r=0;r<ROWS;r++)for(c=0;c<COLS;c++){ double cr=-2.2+3.0*c/COLS, ci=-1.2+2.4*r/ROWS, zr=0,zi=0,t; int n=0, live=1;
  while(live){ t=zr*zr-zi*zi+cr; zi=2*zr*zi+ci; zr=t; n++; live=(zr*zr+zi*zi<=4.0)&&n<MAXIT; } it[r][c]=n; tot+=n; }
 for(r=0;r<ROWS;r++){ for(c=0;c<COLS;c++) putchar(shades[it[r][c]*9/MAXIT]); putchar('\n'); }
 printf("iterations %ld\n",tot); return 0;}
