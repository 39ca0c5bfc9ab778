/* multispread over every axis mask of a 3-D shape with the add, max and
   logxor combiners, and spread along each axis, under a where; the
   inactive positions keep their value. */
#include <stdio.h>
#include <cscomm.h>
#define X 3
#define Y 4
#define Z 2
shape [X][Y][Z]C3;
int v(int i, int j, int k) { return (i * 11 + j * 7 + k * 3) % 13 - 6; }
int on(int i, int j, int k) { return (i + j + k) % 3 != 0; }
int main()
{
    static CMC_combiner_t ops[3] = {CMC_combiner_add, CMC_combiner_max, CMC_combiner_logxor};
    int bad = 0, mask, op, i, j, k, a, b, c;
    with (C3) {
        int:C3 x = (pcoord(0) * 11 + pcoord(1) * 7 + pcoord(2) * 3) % 13 - 6, y;
        for (op = 0; op < 3; op++)
        for (mask = 1; mask < 8; mask++) {
            y = 555;
            where ((pcoord(0) + pcoord(1) + pcoord(2)) % 3 != 0)
                y = mask == 1 || mask == 2 || mask == 4
                    ? spread(x, mask == 1 ? 0 : mask == 2 ? 1 : 2, ops[op])
                    : multispread(x, mask, ops[op]);
            for (i = 0; i < X; i++) for (j = 0; j < Y; j++) for (k = 0; k < Z; k++) {
                int acc = op == 0 ? 0 : op == 1 ? -1000 : 0, got = [i][j][k]y;
                if (!on(i, j, k)) { if (got != 555) bad++; continue; }
                for (a = 0; a < X; a++) for (b = 0; b < Y; b++) for (c = 0; c < Z; c++) {
                    if (!(mask & 1) && a != i) continue;
                    if (!(mask & 2) && b != j) continue;
                    if (!(mask & 4) && c != k) continue;
                    if (!on(a, b, c)) continue;
                    acc = op == 0 ? acc + v(a, b, c) : op == 1 ? (v(a, b, c) > acc ? v(a, b, c) : acc) : acc ^ v(a, b, c);
                }
                if (got != acc) { bad++; if (bad < 5) printf("op %d mask %d at %d %d %d: %d != %d\n", op, mask, i, j, k, got, acc); }
            }
        }
    }
    printf("mspread bad %d\n", bad);
    return 0;
}
