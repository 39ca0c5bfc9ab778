/* scan along each axis of a 2-D shape with segment bits, every combiner
   (add, multiply, max, min, logand, logior, logxor), both directions,
   inclusive and exclusive, under a where that leaves some positions out;
   against a sequential walk of each line. */
#include <stdio.h>
#include <cscomm.h>
#define R 4
#define C 7
shape [R][C]G;
int val(int i, int j) { return ((i * 13 + j * 5) % 9) - 3; }
int seg(int i, int j) { return (i * C + j) % 4 == 1; }
int act(int i, int j) { return (i + 2 * j) % 5 != 3; }
int comb(int op, int a, int b)
{
    switch (op) {
    case 0: return a + b; case 1: return a * b; case 2: return a > b ? a : b;
    case 3: return a < b ? a : b; case 4: return a & b; case 5: return a | b;
    default: return a ^ b;
    }
}
int ident(int op) { static int id[7] = {0, 1, -2147483647 - 1, 2147483647, -1, 0, 0}; return id[op]; }
int main()
{
    static CMC_combiner_t ops[7] = {CMC_combiner_add, CMC_combiner_multiply, CMC_combiner_max,
        CMC_combiner_min, CMC_combiner_logand, CMC_combiner_logior, CMC_combiner_logxor};
    int bad = 0, op, axis, dir, inc, i, j, checked = 0;
    with (G) {
        int:G x = ((pcoord(0) * 13 + pcoord(1) * 5) % 9) - 3, out = -999;
        bool:G sb = (pcoord(0) * C + pcoord(1)) % 4 == 1;
        for (op = 0; op < 7; op++)
        for (axis = 0; axis < 2; axis++)
        for (dir = 0; dir < 2; dir++)
        for (inc = 0; inc < 2; inc++) {
            out = -999;
            where ((pcoord(0) + 2 * pcoord(1)) % 5 != 3)
                out = scan(x, axis, ops[op], dir ? CMC_downward : CMC_upward, CMC_segment_bit, &sb,
                           inc ? CMC_inclusive : CMC_exclusive);
            /* reference: walk each line in the scan direction */
            for (i = 0; i < (axis ? R : C); i++) {
                int acc = ident(op), t, n = axis ? C : R;
                for (t = 0; t < n; t++) {
                    int p = dir ? n - 1 - t : t;
                    int r = axis ? i : p, c = axis ? p : i;
                    if (seg(r, c)) acc = ident(op);
                    if (!act(r, c)) { if ([r][c]out != -999) { bad++; printf("inactive written\n"); } continue; }
                    if (inc) acc = comb(op, acc, val(r, c));
                    if ([r][c]out != acc) { bad++; if (bad < 5) printf("op %d axis %d dir %d inc %d at %d,%d: %d != %d\n", op, axis, dir, inc, r, c, [r][c]out, acc); }
                    if (!inc) acc = comb(op, acc, val(r, c));
                    checked++;
                }
            }
        }
    }
    printf("scan2d bad %d checked %d\n", bad, checked);
    return 0;
}
