/* Left indexing across shapes: a 2-D shape reads a 1-D shape (row-major
   flattening computed from pcoord), sends back into it with a combiner, and a
   1-D shape gathers the transpose of the 2-D one; indices from pcoord
   arithmetic of the current shape, the source of another. */
#include <stdio.h>
#define R 4
#define C 5
shape [R][C]G;
shape [R * C]L;
shape [R]H;
int:L lin;
int:G g;
int:H rowsum;
int main()
{
    int bad = 0, i, j;
    with (L) lin = pcoord(0) * pcoord(0) % 17;
    with (G) {
        g = [pcoord(0) * C + pcoord(1)]lin;           /* 1-D to 2-D */
        [pcoord(0)]rowsum += g;                        /* 2-D into a shape of rank 1 */
    }
    with (L) {
        int:L tr = [pcoord(0) % R][pcoord(0) / R]g;   /* column-major reading of G */
        int:L back;
        [pcoord(0) / C][pcoord(0) % C]g = -lin;        /* send: overwrite G */
        back = [pcoord(0) / C][pcoord(0) % C]g;
        for (i = 0; i < R * C; i++) {
            int r = i % R, c = i / R;
            if ([i]tr != (r * C + c) * (r * C + c) % 17) { bad++; printf("tr %d\n", i); }
            if ([i]back != -(i * i % 17)) { bad++; printf("back %d\n", i); }
        }
    }
    for (i = 0; i < R; i++) {
        int s = 0;
        for (j = 0; j < C; j++) s += (i * C + j) * (i * C + j) % 17;
        if ([i]rowsum != s) { bad++; printf("rowsum %d\n", i); }
    }
    printf("xshape bad %d\n", bad);
    return 0;
}
