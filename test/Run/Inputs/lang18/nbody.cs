/* All-pairs interaction on a ring of bodies (1-D forces 1/(dx*|dx|)),
   computed by rotating a copy of the positions N-1 times with from_torus,
   as the manuals' "systolic" examples do; compared with the double loop in
   the same order of partners. */
#include <stdio.h>
#include <cscomm.h>
#define N 10
shape [N]B;
double px[N], fr[N];
int main()
{
    int bad = 0, i, s;
    for (i = 0; i < N; i++) px[i] = i * 1.3 + (i % 3) * 0.4;
    with (B) {
        double:B x, f = 0, other, dx;
        x = write_to_pvar(px);
        other = x;
        for (s = 1; s < N; s++) {
            double:B t;
            from_torus(&t, other, 1);
            other = t;
            dx = other - x;
            f += 1.0 / (dx * (dx > 0 ? dx : -dx));
        }
        for (i = 0; i < N; i++) {
            double acc = 0;
            for (s = 1; s < N; s++) {
                double d = px[(i + s) % N] - px[i];
                acc += 1.0 / (d * (d > 0 ? d : -d));
            }
            fr[i] = acc;
            if ([i]f != fr[i]) { bad++; printf("f %d %.17g %.17g\n", i, [i]f, fr[i]); }
        }
    }
    printf("nbody bad %d\n", bad);
    return 0;
}
