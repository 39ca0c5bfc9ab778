/* Input of test/Run/lang8-comm.test.
 * Rank-generic code (PG ch.11: the library is for shapes whose rank is known
 * only at run time): one function, called with shapes of rank 1, 2 and 3 made
 * by allocate_shape at run time, uses int:current locals, pcoord on a
 * run-time axis, dimof(current, a), scan/spread/copy_spread/from_torus_dim on
 * every axis, rank and enumerate on the last axis, and make_send_address with
 * parallel coordinates of a computed transpose.  Reference: plain C over the
 * row-major positions. */
#include <stdio.h>
#include <cscomm.h>

int fails;
void check(char *what, int r, long p, long got, long want)
{
    if (got != want && fails++ < 10) printf("FAIL %s rank %d pos %ld: got %ld want %ld\n", what, r, p, got, want);
}

int ext[3], R;
long coord(long p, int a)
{
    long st = 1;
    int b;
    for (b = a + 1; b < R; b++) st *= ext[b];
    return p / st % ext[a];
}
long posof(long *c)
{
    long p = 0;
    int a;
    for (a = 0; a < R; a++) p = p * ext[a] + c[a];
    return p;
}
long val(long p) { return (p * 37 + 11) % 23; }

/* the work: one pass per axis */
void work(sh) shape sh;
{
    int a, n = positionsof(sh);
    long p, q, c[3];
    int got[64];
    with (sh) {
        int:current v, w, id;
        id = 0;
        for (a = 0; a < rankof(current); a++) id = id * dimof(current, a) + pcoord(a);
        v = (id * 37 + 11) % 23;
        for (a = 0; a < rankof(current); a++) {
            /* inclusive running sum along axis a */
            w = scan(v, a, CMC_combiner_add, CMC_upward, CMC_none, CMC_no_field, CMC_inclusive);
            read_from_pvar(got, w);
            for (p = 0; p < n; p++) {
                long s = 0, k;
                int b;
                for (b = 0; b < R; b++) c[b] = coord(p, b);
                for (k = 0; k <= c[a]; k++) { long cc[3]; for (b = 0; b < R; b++) cc[b] = c[b]; cc[a] = k; s += val(posof(cc)); }
                check("scan", R * 10 + a, p, got[p], s);
            }
            /* max along axis a, and the first element of the line */
            w = spread(v, a, CMC_combiner_max) * 100 + copy_spread(&v, a, 0);
            read_from_pvar(got, w);
            for (p = 0; p < n; p++) {
                long m = -1, k, cc[3];
                int b;
                for (b = 0; b < R; b++) c[b] = coord(p, b);
                for (k = 0; k < ext[a]; k++) { for (b = 0; b < R; b++) cc[b] = c[b]; cc[a] = k; if (val(posof(cc)) > m) m = val(posof(cc)); }
                for (b = 0; b < R; b++) cc[b] = c[b];
                cc[a] = 0;
                check("spread", R * 10 + a, p, got[p], m * 100 + val(posof(cc)));
            }
            /* rotate by one along axis a */
            from_torus_dim(&w, v, a, 1);
            read_from_pvar(got, w);
            for (p = 0; p < n; p++) {
                long cc[3];
                int b;
                for (b = 0; b < R; b++) cc[b] = coord(p, b);
                cc[a] = (cc[a] + 1) % ext[a];
                check("torus", R * 10 + a, p, got[p], val(posof(cc)));
            }
        }
        /* the position's number within its line on the last axis, by value */
        w = rank(v, rankof(current) - 1, CMC_upward, CMC_none, CMC_no_field) * 10 +
            enumerate(rankof(current) - 1, CMC_downward, CMC_exclusive, CMC_none, CMC_no_field);
        read_from_pvar(got, w);
        for (p = 0; p < n; p++) {
            long k, cc[3], r = 0, L = R - 1;
            int b;
            for (b = 0; b < R; b++) c[b] = coord(p, b);
            for (k = 0; k < ext[L]; k++) {
                for (b = 0; b < R; b++) cc[b] = c[b];
                cc[L] = k;
                if (val(posof(cc)) < val(p) || (val(posof(cc)) == val(p) && k < c[L])) r++;
            }
            check("rank+enumerate", R, p, got[p], r * 10 + (ext[L] - 1 - c[L]));
        }
        /* a get from the position with reversed coordinates */
        if (R == 1) w = get(make_send_address(current, dimof(current, 0) - 1 - pcoord(0)), &v, CMC_collisions);
        if (R == 2) w = get(make_send_address(current, dimof(current, 0) - 1 - pcoord(0), dimof(current, 1) - 1 - pcoord(1)), &v, CMC_collisions);
        if (R == 3) w = get(make_send_address(current, dimof(current, 0) - 1 - pcoord(0), dimof(current, 1) - 1 - pcoord(1), dimof(current, 2) - 1 - pcoord(2)), &v, CMC_collisions);
        read_from_pvar(got, w);
        for (p = 0; p < n; p++) check("reverse get", R, p, got[p], val(n - 1 - p));
    }
}

main()
{
    shape s;
    for (R = 1; R <= 3; R++) {
        ext[0] = R == 1 ? 11 : R == 2 ? 3 : 2;
        ext[1] = R == 2 ? 5 : 3;
        ext[2] = 4;
        if (R == 1) allocate_shape(&s, 1, ext[0]);
        if (R == 2) allocate_shape(&s, 2, ext[0], ext[1]);
        if (R == 3) allocate_shape(&s, 3, ext[0], ext[1], ext[2]);
        work(s);
        deallocate_shape(&s);
    }
    if (fails == 0) printf("generic ok\n");
}
