/* The library forms of get and send: get(make_send_address(...), &x, mode)
   with every collision hint (the result never depends on it), a 2-D source
   read from a 1-D shape, read_from_position / write_to_position in scalar
   code, and read_from_pvar / write_to_pvar round trips; against C. */
#include <stdio.h>
#include <cscomm.h>
#define R 3
#define C 5
#define N 9
shape [R][C]G;
shape [N]L;
double:G g;
int main()
{
    static CMC_collision_mode_t modes[4] = {CMC_collisions, CMC_no_collisions, CMC_few_collisions, CMC_many_collisions};
    int bad = 0, m, i;
    double buf[R * C], back[R * C];
    for (i = 0; i < R * C; i++) buf[i] = i * 1.25 - 3;
    with (G) write_to_pvar(&g, buf);
    with (L) {
        for (m = 0; m < 4; m++) {
            double:L y = get(make_send_address(G, pcoord(0) % R, (pcoord(0) * 2) % C), &g, modes[m]);
            for (i = 0; i < N; i++)
                if ([i]y != buf[(i % R) * C + (i * 2) % C]) { bad++; printf("get %d %d\n", m, i); }
        }
    }
    /* scalar code, no with: one element each */
    for (i = 0; i < R * C; i += 4) {
        double v = read_from_position(i, &g);
        if (v != buf[i]) { bad++; printf("rfp %d\n", i); }
        write_to_position(i, &g, -v);
        buf[i] = -v;
    }
    with (G) read_from_pvar(back, g);
    for (i = 0; i < R * C; i++) if (back[i] != buf[i]) { bad++; printf("back %d\n", i); }
    printf("getlib bad %d\n", bad);
    return 0;
}
