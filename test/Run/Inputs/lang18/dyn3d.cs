/* A shape whose rank and extents are chosen at run time (allocate_shape with
   an array of extents), rank 3, then released and allocated again as rank 2
   with other extents; sums along each axis with where-masked reductions and
   pcoord arithmetic, against plain C loops over the same index space. */
#include <stdio.h>
shape S;
int check3(int a, int b, int c)
{
    int bad = 0, i, j, k;
    long dims[3];
    dims[0] = a; dims[1] = b; dims[2] = c;
    allocate_shape(&S, 3, dims);
    if (rankof(S) != 3 || positionsof(S) != a * b * c || dimof(S, 2) != c) bad++;
    with (S) {
        int:S v = pcoord(0) * 100 + pcoord(1) * 10 + pcoord(2);
        for (i = 0; i < a; i++) {
            long s = 0, ref = 0;
            where (pcoord(0) == i) s += v * v;
            for (j = 0; j < b; j++) for (k = 0; k < c; k++) ref += (long)(i*100+j*10+k) * (i*100+j*10+k);
            if (s != ref) { bad++; printf("axis0 %d %ld %ld\n", i, s, ref); }
        }
        for (k = 0; k < c; k++) {
            int mx = -1, ref = -1;
            where (pcoord(2) == k && (pcoord(0) + pcoord(1)) % 2 == 0) mx >?= v;
            for (i = 0; i < a; i++) for (j = 0; j < b; j++) if ((i + j) % 2 == 0 && i*100+j*10+k > ref) ref = i*100+j*10+k;
            if (mx != ref) { bad++; printf("axis2 %d %d %d\n", k, mx, ref); }
        }
    }
    deallocate_shape(&S);
    return bad;
}
int check2(int a, int b)
{
    int bad = 0, i, j, n = 0;
    allocate_shape(&S, 2, a, b);
    with (S) {
        double:S d = (double)pcoord(0) / (pcoord(1) + 1);
        double tot = += d, ref = 0;
        for (i = 0; i < a; i++) for (j = 0; j < b; j++) ref += (double)i / (j + 1);
        if (tot < ref - 1e-9 || tot > ref + 1e-9) { bad++; printf("2d %g %g\n", tot, ref); }
        where (d > 1.0) n = += (int:current)1;
    }
    for (i = 0; i < a; i++) for (j = 0; j < b; j++) if ((double)i / (j + 1) > 1.0) n--;
    deallocate_shape(&S);
    return bad + (n != 0);
}
int main()
{
    int bad = 0, t;
    for (t = 1; t <= 4; t++) bad += check3(t, t + 1, 5 - t);
    for (t = 1; t <= 3; t++) bad += check2(2 * t + 1, 7 - t);
    bad += check3(1, 1, 1);
    printf("dyn3d bad %d\n", bad);
    return 0;
}
