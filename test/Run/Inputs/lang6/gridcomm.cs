/* Input of test/Run/lang6-apps2.test.
 * A wave on a ring and a 2-D diffusion step written with the library forms:
 * from_grid with an off-grid value, from_torus, to_grid/to_torus sends,
 * the _dim variants, read_from_pvar/write_to_pvar between a pvar and a C array,
 * read_from_position/write_to_position, get() and send() with addresses from
 * make_send_address.  Reference: loops over C arrays. */
#include <stdio.h>
#include <cscomm.h>
#define R 5
#define C 6
#define L 11

shape [R][C]G;
shape [L]ring;
int:G u, v, w, x;
long:ring r1, r2, r3;
int fails;

int ref_at(int i, int j) { return (i * 7 + j * 11) % 13; }

main()
{
    int i, j, arr[R * C], back[R * C];
    long ring_in[L], ring_out[L];
    for (i = 0; i < L; i++) ring_in[i] = i * i - 20;
    with (G) {
        u = (pcoord(0) * 7 + pcoord(1) * 11) % 13;
        from_grid(&v, u, -1, 1, 0);      /* v = [.+1][.]u, -1 off the grid */
        from_torus(&w, u, 0, -2);        /* w = [.][.-2]u, wrapped */
        x = 100;
        to_grid(&x, u, 0, 1, 1);         /* x at [.+1][.+1] = u; others keep 100 */
        to_torus_dim(&x, u * 2, 0, -1);  /* x at [.-1][.] (wrapped) = 2u */
        read_from_pvar(arr, u);
        write_to_pvar(&u, back);          /* back is uninitialised: overwritten below */
        for (i = 0; i < R * C; i++) back[i] = arr[R * C - 1 - i];
        write_to_pvar(&u, back);
    }
    for (i = 0; i < R; i++)
        for (j = 0; j < C; j++) {
            int wv = i + 1 < R ? ref_at(i + 1, j) : -1;
            int ww = ref_at(i, (j - 2 + C) % C);
            int wx = ref_at((i + 1) % R, j) * 2;   /* the torus send wins: it came last */
            if (arr[i * C + j] != ref_at(i, j) || [i][j]u != ref_at(R - 1 - i, C - 1 - j) || [i][j]v != wv ||
                [i][j]w != ww || [i][j]x != wx) {
                printf("FAIL [%d][%d] u %d v %d w %d x %d\n", i, j, [i][j]u, [i][j]v, [i][j]w, [i][j]x);
                fails++;
            }
        }
    with (ring) {
        CMC_sendaddr_t:ring to, from;
        write_to_pvar(&r1, ring_in);
        from = make_send_address(ring, (pcoord(0) * 3) % L);
        r2 = get(from, &r1, CMC_collisions);          /* r2 = r1 at 3i mod L */
        to = make_send_address(ring, pcoord(0) / 2);
        r3 = 0;
        send(&r3, to, r1, CMC_combiner_add, (bool:ring *)0);   /* pairs add up */
        write_to_position(make_send_address(ring, 4), &r3, -7L);
        read_from_pvar(ring_out, r3);
        if (read_from_position(make_send_address(ring, 4), &r3) != -7) fails++;
    }
    for (i = 0; i < L; i++) {
        long want3 = 0;
        for (j = 0; j < L; j++) if (j / 2 == i) want3 += ring_in[j];
        if (i == 4) want3 = -7;
        if ([i]r2 != ring_in[(i * 3) % L] || [i]r3 != want3 || ring_out[i] != want3) {
            printf("FAIL ring %d: %ld %ld want %ld %ld\n", i, [i]r2, [i]r3, ring_in[(i * 3) % L], want3);
            fails++;
        }
    }
    printf("u[0][0] %d x[2][3] %d r3[0] %ld\n", [0][0]u, [2][3]x, [0]r3);
    printf("gridcomm %s\n", fails ? "FAIL" : "ok");
}
