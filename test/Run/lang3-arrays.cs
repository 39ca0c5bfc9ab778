// Parallel arrays as function parameters (round-3 sweep): double:current y[3] parameters written
// in place (as C arrays), read, passed on, a local parallel array argument, int:current m[2][2],
// a parallel function taking one. Reference: the Python program Inputs/lang3-arrays.py.
// RUN: %python %S/Inputs/lang3-arrays.py > %t.want
// RUN: %crun -n 1 %s > %t.1 && diff %t.want %t.1
// RUN: %crun -n 2 %s > %t.2 && diff %t.want %t.2
// RUN: %crun -n 3 %s > %t.3 && diff %t.want %t.3
/* parallel arrays as function parameters: 3-vectors per position, updated in place (C array
   semantics), read-only, 2-D parallel arrays, returned norms; scalar loop of gets over j */
#include <stdio.h>
#include <math.h>
#define NP 7
shape [NP]B;
double:B pos[3], vel[3], acc[3];
int:B grid[2][2];

void axpy(double:current y[3], double a, double:current x[3])
{
    int k;
    for (k = 0; k < 3; k++) y[k] += a * x[k];
}

double:current norm(double:current v[3])
{
    return sqrt(v[0] * v[0] + v[1] * v[1] + v[2] * v[2]);
}

void forces(double:current p[3], double:current a[3])
{
    int j, k;
    for (k = 0; k < 3; k++) a[k] = 0;
    for (j = 0; j < NP; j++) {
        double pj[3];
        double:current d[3], r;
        for (k = 0; k < 3; k++) { pj[k] = [j]p[k]; d[k] = pj[k] - p[k]; }
        r = norm(d);
        where (r > 1e-9) {
            for (k = 0; k < 3; k++) a[k] += d[k] / (r * r * r + 0.1);
        }
    }
}

int trace(int:current m[2][2]) { return += (m[0][0] + m[1][1]); }

int main()
{
    int step, i;
    with (B) {
        pos[0] = pcoord(0); pos[1] = (pcoord(0) * 3) % NP; pos[2] = 0.5 * (pcoord(0) % 2);
        for (i = 0; i < 3; i++) vel[i] = 0;
        for (step = 0; step < 4; step++) {
            forces(pos, acc);
            axpy(vel, 0.1, acc);
            axpy(pos, 0.1, vel);
        }
        for (i = 0; i < NP; i++) printf("%.6f %.6f %.6f %.6f\n", [i]pos[0], [i]pos[1], [i]pos[2], [i]vel[0]);
        printf("speed %.6f\n", += norm(vel));
        grid[0][0] = pcoord(0); grid[1][1] = 2 * pcoord(0); grid[0][1] = -1; grid[1][0] = 5;
        printf("trace %d\n", trace(grid));
    }
    return 0;
}
