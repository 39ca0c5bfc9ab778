/* gather.cs — general communication: parallel left indexing and get/send.
 * y = [idx]x gathers (each position reads x where its idx points), [idx]y += x
 * scatters with collisions summed, plain [idx]y = x keeps the value of the
 * highest sending position. get/send with make_send_address are the library
 * forms of the same.
 *   cstar gather.cs -o gather && mpiexec -n 3 ./gather */
#include <stdio.h>
#include <cscomm.h>

shape [10]S;
shape [3]B;           /* histogram bins: another shape */
int:S x, y, idx;
int:B hist;

int main(void)
{
    int i, h[3], a[10];
    with (S) {
        x = pcoord(0) * pcoord(0);
        idx = 9 - pcoord(0);
        y = [idx]x;                                  /* reverse */
        read_from_pvar(a, y);
        printf("reversed:");
        for (i = 0; i < 10; i++) printf(" %d", a[i]);
        printf("\n");
        [x % 3]hist += 1;                            /* histogram of x mod 3 */
        y = get(make_send_address(S, (pcoord(0) + 1) % 10), &x, CMC_collisions);
        send(&y, make_send_address(S, 0), x, CMC_combiner_max, CMC_no_field);
        printf("y[0] = max of x = %d, y[1] = x[2] = %d\n", [0]y, [1]y);
    }
    with (B) read_from_pvar(h, hist);
    printf("x mod 3: %d zeros, %d ones, %d twos\n", h[0], h[1], h[2]);
    return 0;
}
