/* Sends with collisions under every combiner, as statements ([i]y OP= x)
   and through send() with the CMC_ combiners and a notify flag; int and
   double destinations; senders chosen by a where; against C applying the
   values in increasing order of the sending position. */
#include <stdio.h>
#include <cscomm.h>
#define N 11
#define M 4
shape [N]S;
shape [M]D;
int dest(int i) { return (i * 3) % M; }
int val(int i) { return (i * 5) % 7 + 1; }
int sends(int i) { return i % 5 != 2; }
int main()
{
    int bad = 0, op, i;
    int:D y; double:D z; bool:D got;
    for (op = 0; op < 10; op++) {
        int ry[M]; double rz[M];
        for (i = 0; i < M; i++) { ry[i] = 100 + i; rz[i] = 2.0 + i; }
        with (D) { y = 100 + pcoord(0); z = 2.0 + pcoord(0); }
        with (S) {
            int:S d = (pcoord(0) * 3) % M, v = (pcoord(0) * 5) % 7 + 1;
            where ((pcoord(0) % 5) != 2) {
                switch (op) {
                case 0: [d]y = v; [d]z = v; break;
                case 1: [d]y += v; [d]z += v; break;
                case 2: [d]y -= v; [d]z -= v; break;
                case 3: [d]y *= v; [d]z *= v; break;
                case 4: [d]y /= v; [d]z /= v; break;
                case 5: [d]y &= v; break;
                case 6: [d]y |= v; break;
                case 7: [d]y ^= v; break;
                case 8: [d]y <?= v; [d]z <?= v; break;
                case 9: [d]y >?= v; [d]z >?= v; break;
                }
            }
        }
        for (i = 0; i < N; i++) {
            int t = dest(i), v = val(i);
            if (!sends(i)) continue;
            switch (op) {
            case 0: ry[t] = v; rz[t] = v; break;
            case 1: ry[t] += v; rz[t] += v; break;
            case 2: ry[t] -= v; rz[t] -= v; break;
            case 3: ry[t] *= v; rz[t] *= v; break;
            case 4: ry[t] /= v; rz[t] /= v; break;
            case 5: ry[t] &= v; break;
            case 6: ry[t] |= v; break;
            case 7: ry[t] ^= v; break;
            case 8: if (v < ry[t]) ry[t] = v; if (v < rz[t]) rz[t] = v; break;
            case 9: if (v > ry[t]) ry[t] = v; if (v > rz[t]) rz[t] = v; break;
            }
        }
        for (i = 0; i < M; i++)
            if ([i]y != ry[i] || [i]z != rz[i]) { bad++; printf("op %d dest %d: %d %g != %d %g\n", op, i, [i]y, [i]z, ry[i], rz[i]); }
    }
    /* the library form: send(&dst, address, src, combiner, &notify) */
    {
        static CMC_combiner_t c[6] = {CMC_combiner_overwrite, CMC_combiner_add, CMC_combiner_max,
                                      CMC_combiner_min, CMC_combiner_logxor, CMC_combiner_multiply};
        int k;
        for (k = 0; k < 6; k++) {
            int ry[M], rg[M];
            for (i = 0; i < M; i++) { ry[i] = 1; rg[i] = 0; }
            with (D) { y = 1; got = 1; }
            with (S) {
                where (pcoord(0) < 6)
                    send(&y, make_send_address(D, (pcoord(0) * 2) % M), (pcoord(0) * 5) % 7 + 1, c[k], &got);
            }
            for (i = 0; i < 6; i++) {
                int t = (i * 2) % M, v = val(i);
                rg[t] = 1;
                switch (k) {
                case 0: ry[t] = v; break; case 1: ry[t] += v; break;
                case 2: if (v > ry[t]) ry[t] = v; break; case 3: if (v < ry[t]) ry[t] = v; break;
                case 4: ry[t] ^= v; break; default: ry[t] *= v;
                }
            }
            for (i = 0; i < M; i++)
                if ([i]y != ry[i] || [i]got != rg[i]) { bad++; printf("send %d dest %d: %d %d != %d %d\n", k, i, [i]y, [i]got, ry[i], rg[i]); }
        }
    }
    printf("collide bad %d\n", bad);
    return 0;
}
