/* A 7-point stencil on a rank-3 shape whose extents are read at run time
   (allocate_shape of a partially specified `shape [][][]V;`): grid reads on
   all three axes with the zero border, five sweeps, then the shape is
   released and made again with other extents; against C. */
#include <stdio.h>
shape [][][]V;
static double ref[6][5][4], nxt[6][5][4];
double at(int i, int j, int k, int X, int Y, int Z)
{
    return i < 0 || j < 0 || k < 0 || i >= X || j >= Y || k >= Z ? 0.0 : ref[i][j][k];
}
int run(int X, int Y, int Z)
{
    int bad = 0, s, i, j, k;
    allocate_shape(&V, 3, X, Y, Z);
    for (i = 0; i < X; i++) for (j = 0; j < Y; j++) for (k = 0; k < Z; k++) ref[i][j][k] = (i * 7 + j * 3 + k) % 5;
    with (V) {
        double:V u = (pcoord(0) * 7 + pcoord(1) * 3 + pcoord(2)) % 5;
        for (s = 0; s < 5; s++) {
            u = (u + [.-1][.][.]u + [.+1][.][.]u + [.][.-1][.]u + [.][.+1][.]u + [.][.][.-1]u + [.][.][.+1]u) / 8;
            for (i = 0; i < X; i++) for (j = 0; j < Y; j++) for (k = 0; k < Z; k++)
                nxt[i][j][k] = (ref[i][j][k] + at(i-1,j,k,X,Y,Z) + at(i+1,j,k,X,Y,Z) + at(i,j-1,k,X,Y,Z) + at(i,j+1,k,X,Y,Z)
                                + at(i,j,k-1,X,Y,Z) + at(i,j,k+1,X,Y,Z)) / 8;
            for (i = 0; i < X; i++) for (j = 0; j < Y; j++) for (k = 0; k < Z; k++) ref[i][j][k] = nxt[i][j][k];
        }
        for (i = 0; i < X; i++) for (j = 0; j < Y; j++) for (k = 0; k < Z; k++)
            if ([i][j][k]u != ref[i][j][k]) { bad++; if (bad < 4) printf("u %d %d %d\n", i, j, k); }
    }
    deallocate_shape(&V);
    return bad;
}
int main()
{
    int bad = run(6, 5, 4) + run(2, 3, 4) + run(5, 1, 3);
    printf("stencil3d bad %d\n", bad);
    return 0;
}
