/* Input of test/Run/lang11-apps.test. */
/* General communication with the library: make_send_address over a 2-D
 * shape, send with a combiner and a notify flag, get with a collision hint,
 * read_from_position/write_to_position in scalar code, read_from_pvar into a
 * scalar array, write_to_pvar back, and a get from a 1-D shape into 2-D.
 * Reference: plain C over the same index maps. */
#include <stdio.h>
#include <cscomm.h>

#define R 4
#define C 6
shape [R][C]g;
shape [R * C]flat;
int:g val, dst, back;
bool:g arrived;
int:flat f;

main()
{
    int i, j, nfail = 0;
    int arr[R * C], want[R][C];
    with (g) {
        CMC_sendaddr_t:g to;
        val = pcoord(0) * C + pcoord(1);
        dst = -1;
        /* CMC_combiner_add adds the colliding values to the old dst, like [to]dst += val */
        to = make_send_address(g, pcoord(1) % R, pcoord(0));
        send(&dst, to, val, CMC_combiner_add, &arrived);
        back = get(make_send_address(g, R - 1 - pcoord(0), C - 1 - pcoord(1)), &val, CMC_collisions);
    }
    for (i = 0; i < R; i++) for (j = 0; j < C; j++) want[i][j] = -1;
    {
        int got[R][C] = {{0}};
        for (i = 0; i < R; i++) for (j = 0; j < C; j++) {
            int ti = j % R, tj = i;
            got[ti][tj] = 1;
            want[ti][tj] += i * C + j;
        }
        for (i = 0; i < R; i++) for (j = 0; j < C; j++) {
            if ([i][j]arrived != got[i][j]) { nfail++; printf("FAIL notify %d %d\n", i, j); }
            if ([i][j]dst != (got[i][j] ? want[i][j] : -1)) { nfail++; printf("FAIL dst %d %d: %d\n", i, j, [i][j]dst); }
            if ([i][j]back != (R - 1 - i) * C + (C - 1 - j)) { nfail++; printf("FAIL back %d %d\n", i, j); }
        }
    }
    with (g) {
        read_from_pvar(arr, val);
        for (i = 0; i < R * C; i++) arr[i] = arr[i] * 3;
        write_to_pvar(&back, arr);
    }
    for (i = 0; i < R; i++) for (j = 0; j < C; j++)
        if ([i][j]back != 3 * (i * C + j)) { nfail++; printf("FAIL pvar %d %d\n", i, j); }
    write_to_position(make_send_address(g, 2, 3), &val, 999);
    if (read_from_position(make_send_address(g, 2, 3), &val) != 999) { nfail++; printf("FAIL position\n"); }
    with (flat) f = pcoord(0) * pcoord(0);
    with (g) back = [pcoord(0) * C + pcoord(1)]f;
    for (i = 0; i < R; i++) for (j = 0; j < C; j++)
        if ([i][j]back != (i * C + j) * (i * C + j)) { nfail++; printf("FAIL flat %d %d\n", i, j); }
    if (!nfail) printf("sendget ok\n");
    return nfail;
}
