#include <stdio.h>
#define R 7
#define C 9
int cell[R][C], tcell[R][C];
int at(int b[R][C], int i, int j){ return (i<0||i>=R||j<0||j>=C)?0:b[i][j]; }
int tat(int b[R][C], int i, int j){ return b[(i+R)%R][(j+C)%C]; }
void show(int b[R][C]){ for(int i=0;i<R;i++){ for(int j=0;j<C;j++) putchar(b[i][j]?'#':'.'); putchar('\n'); } }
int main(){
  cell[0][1]=cell[1][2]=cell[2][0]=cell[2][1]=cell[2][2]=1; cell[4][6]=cell[4][7]=cell[4][8]=1;
  for(int i=0;i<R;i++) for(int j=0;j<C;j++) tcell[i][j]=cell[i][j];
  for(int g=0;g<6;g++){ int n[R][C], m[R][C];
    for(int i=0;i<R;i++) for(int j=0;j<C;j++){ n[i][j]=0; m[i][j]=0; for(int a=-1;a<=1;a++) for(int b=-1;b<=1;b++) if(a||b){ n[i][j]+=at(cell,i+a,j+b); m[i][j]+=tat(tcell,i+a,j+b);} }
    for(int i=0;i<R;i++) for(int j=0;j<C;j++){ cell[i][j]= cell[i][j]? (n[i][j]==2||n[i][j]==3) : n[i][j]==3; tcell[i][j]=(m[i][j]==3)|(tcell[i][j]&(m[i][j]==2)); } }
  int a=0; for(int i=0;i<R;i++) for(int j=0;j<C;j++) a+=cell[i][j];
  show(cell); printf("alive %d\n", a);
  a=0; for(int i=0;i<R;i++) for(int j=0;j<C;j++) a+=tcell[i][j];
  show(tcell); printf("torus alive %d\n", a);
}
