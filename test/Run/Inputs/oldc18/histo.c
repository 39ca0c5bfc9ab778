#include <stdio.h>
#define H 16
#define W 20
#define LEVELS 32
unsigned char pix[H][W]; long hist[LEVELS];
int otsu(){ int t,best=0; long w0=0,total=0,sum=0,sum0=0; double bv,bestv=-1.;
 for(t=0;t<LEVELS;t++){total+=hist[t];sum+=t*hist[t];}
 for(t=0;t<LEVELS;t++){ w0+=hist[t]; sum0+=t*hist[t]; if(w0==0||w0==total)continue;
  { double m0=(double)sum0/w0, m1=(double)(sum-sum0)/(total-w0); bv=(double)w0*(total-w0)*(m0-m1)*(m0-m1);} if(bv>bestv){bestv=bv;best=t;} } return best; }
int main(){ int i,j,t,above=0; for(i=0;i<H;i++)for(j=0;j<W;j++){ pix[i][j]=(i*3+j*5)%11; if((i-8)*(i-8)+(j-10)*(j-10)<30) pix[i][j]+=18; hist[pix[i][j]]++; }
 t=otsu(); for(i=0;i<H;i++)for(j=0;j<W;j++) above+=pix[i][j]>t; printf("threshold %d above %d\n",t,above);
 for(i=0;i<LEVELS;i++) if(hist[i]) printf("%d:%ld ",i,hist[i]); printf("\n"); return 0;}
