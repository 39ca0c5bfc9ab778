/* transfer.cs — scalar <-> parallel: read_from_pvar / write_to_pvar move a
 * whole parallel variable to or from an ordinary array (every rank gets the
 * array); read_from_position / write_to_position one element.
 *   cstar transfer.cs -o transfer && mpiexec -n 2 ./transfer */
#include <stdio.h>
#include <cscomm.h>

shape [2][3]S;
double:S v;

int main(void)
{
    double a[6] = {1.5, 2.5, 3.5, 4.5, 5.5, 6.5}, b[6];
    int i;
    with (S) {
        write_to_pvar(&v, a);                        /* row-major order */
        v = v * 2;
        write_to_position(make_send_address(S, 1, 2), &v, -1.0);
        read_from_pvar(b, v);
        for (i = 0; i < 6; i++) printf("%g ", b[i]);
        printf("\n[0][1] = %g\n", read_from_position(make_send_address(S, 0, 1), &v));
    }
    return 0;
}
