#include <stdio.h>
#include <stdlib.h>
#define H 12
#define W 10
int raw[H][W], edge[H][W];
int at(int a[H][W], int i, int j) { return (i<0||j<0||i>=H||j>=W) ? 0 : a[i][j]; }
int main() {
	int i, j, n = 0, s[H][W]; long sum = 0;
	for (i=0;i<H;i++) for (j=0;j<W;j++) { raw[i][j] = (i*7+j*13)%50; if (i>3&&i<8&&j>2&&j<7) raw[i][j]+=100; }
	for (i=0;i<H;i++) for (j=0;j<W;j++) s[i][j] = (at(raw,i-1,j)+at(raw,i+1,j)+at(raw,i,j-1)+at(raw,i,j+1)+4*raw[i][j])/8;
	for (i=0;i<H;i++) for (j=0;j<W;j++) raw[i][j] = s[i][j];
	for (i=0;i<H;i++) for (j=0;j<W;j++) {
		int gx = at(raw,i-1,j+1)+2*at(raw,i,j+1)+at(raw,i+1,j+1)-at(raw,i-1,j-1)-2*at(raw,i,j-1)-at(raw,i+1,j-1);
		int gy = at(raw,i+1,j-1)+2*at(raw,i+1,j)+at(raw,i+1,j+1)-at(raw,i-1,j-1)-2*at(raw,i-1,j)-at(raw,i-1,j+1);
		edge[i][j] = abs(gx)+abs(gy); if (edge[i][j] > 40) n++; sum += edge[i][j]; }
	printf("above %d sum %ld tmp %d calls %d\n", n, sum, -H*W, 2);
	for (i=0;i<H;i++) { for (j=0;j<W;j++) printf("%4d", edge[i][j]); printf("\n"); }
	return 0;
}
