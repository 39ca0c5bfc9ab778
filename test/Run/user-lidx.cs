// Parallel left indexing: transpose, reverse, gather, inverse permutation by send, histogram [i]h += 1, [i]lo <?= v, colliding plain sends (highest sender wins), float += sends, grid read and grid send.
// Reference: the plain C program Inputs/user-lidx.c (arrays and loops).
// RUN: cc -w -o %t.ref %S/Inputs/user-lidx.c -lm && %t.ref > %t.want
// RUN: %crun -n 1 %s > %t.1 && diff %t.want %t.1
// RUN: %crun -n 2 %s > %t.2 && diff %t.want %t.2
// RUN: %crun -n 3 %s > %t.3 && diff %t.want %t.3
/* Parallel left indexing: gets (transpose, reverse, gather from another shape),
   sends (permutation, histogram with +=, minimum with <?=, collisions with =),
   grid sends, sends under where. */
#include <stdio.h>
#define N 6
#define M 20
#define B 5
shape [N][N]sq;
shape [M]line;
shape [B]bins;
int:sq a, t;
int:line v, idx, rev, perm, owner;
double:line w;
int:bins hist, lo, last;
float:bins fh;

main()
{
    int i, j;
    with (sq) {
        a = pcoord(0) * 10 + pcoord(1);
        t = [pcoord(1)][pcoord(0)]a;                   /* transpose */
        printf("t[1][4]=%d t[5][0]=%d sum %d\n", [1][4]t, [5][0]t, += t);
        where (pcoord(0) < pcoord(1)) [pcoord(1)][pcoord(0)]a = -a;   /* send, upper to lower */
        for (i = 0; i < N; i++) { for (j = 0; j < N; j++) printf(" %3d", [i][j]a); printf("\n"); }
    }
    with (line) {
        v = (pcoord(0) * 7) % M;                        /* a permutation of 0..19 */
        rev = [M - 1 - pcoord(0)]v;
        printf("rev:"); for (i = 0; i < M; i++) printf(" %d", [i]rev); printf("\n");
        [v]perm = pcoord(0);                            /* inverse permutation */
        printf("perm:"); for (i = 0; i < M; i++) printf(" %d", [i]perm); printf("\n");
        idx = [v]perm;                                  /* composition = identity */
        printf("identity %d\n", += (idx != pcoord(0)));
        w = [(pcoord(0) + 3) % M]v * 0.5;
        printf("w sum %g\n", += w);
    }
    with (bins) { hist = 0; lo = 1000; last = -1; fh = 0; }
    with (line) {
        [v % B]hist += 1;                               /* histogram */
        [v % B]lo <?= v;                                /* minimum per bin */
        where (v > 4) [v % B]last = pcoord(0);          /* collisions: highest sender wins */
        [v % B]fh += 0.25f;
        [(pcoord(0) + 1) % B]owner = 0;
    }
    with (bins) {
        printf("hist:"); for (i = 0; i < B; i++) printf(" %d", [i]hist); printf("\n");
        printf("lo:"); for (i = 0; i < B; i++) printf(" %d", [i]lo); printf("\n");
        printf("last:"); for (i = 0; i < B; i++) printf(" %d", [i]last); printf("\n");
        printf("fh %g\n", += fh);
        hist = [.+1]hist;                               /* grid read, off-grid 0 */
        printf("shifted:"); for (i = 0; i < B; i++) printf(" %d", [i]hist); printf("\n");
        lo = 0;
        [.-1]lo = pcoord(0) + 100;                      /* grid send: off-grid dropped */
        printf("gsend:"); for (i = 0; i < B; i++) printf(" %d", [i]lo); printf("\n");
    }
    return 0;
}
