/* Parallel structs holding arrays and a union: elementwise updates of members,
   gets and sends of members and whole structs, reductions over members. */
#include <stdio.h>
#define N 9
struct cell { int id; double w[3]; union { int i; float f; } u; char tag; };
shape [N]S;
struct cell:S c;
int main()
{
    int bad = 0, i, k;
    struct cell ref[N], tmp[N];
    with (S) {
        c.id = pcoord(0);
        for (k = 0; k < 3; k++) c.w[k] = pcoord(0) * (k + 1) + 0.5;
        c.u.i = pcoord(0) * 7;
        c.tag = 'a' + pcoord(0);
        for (i = 0; i < N; i++) {
            ref[i].id = i;
            for (k = 0; k < 3; k++) ref[i].w[k] = i * (k + 1) + 0.5;
            ref[i].u.i = i * 7;
            ref[i].tag = 'a' + i;
        }
        /* rotate whole structs left by 2 with a get */
        {
            struct cell:S r;
            r = [(pcoord(0) + 2) % N]c;
            c = r;
        }
        for (i = 0; i < N; i++) tmp[i] = ref[(i + 2) % N];
        for (i = 0; i < N; i++) ref[i] = tmp[i];
        /* send one member: position i adds its w[1] into w[0] of position i/2 */
        [pcoord(0) / 2]c.w[0] += c.w[1];
        for (i = 0; i < N; i++) tmp[i] = ref[i];
        for (i = 0; i < N; i++) ref[i / 2].w[0] += tmp[i].w[1];
        /* the union seen as float where the id is odd */
        where (c.id % 2) c.u.f = c.w[2] * 0.25f;
        for (i = 0; i < N; i++) if (ref[i].id % 2) ref[i].u.f = ref[i].w[2] * 0.25f;
        for (i = 0; i < N; i++) {
            struct cell g = [i]c;
            if (g.id != ref[i].id || g.tag != ref[i].tag) { bad++; printf("id %d\n", i); }
            for (k = 0; k < 3; k++) if (g.w[k] != ref[i].w[k]) { bad++; printf("w %d %d %g %g\n", i, k, g.w[k], ref[i].w[k]); }
            if (g.id % 2 ? g.u.f != ref[i].u.f : g.u.i != ref[i].u.i) { bad++; printf("u %d\n", i); }
        }
        {
            double sw = 0; int mt = 0, rmt = 0; double rsw = 0;
            sw += c.w[0] + c.w[2];
            mt >?= c.tag;
            for (i = 0; i < N; i++) { rsw += ref[i].w[0] + ref[i].w[2]; if (ref[i].tag > rmt) rmt = ref[i].tag; }
            if (sw != rsw || mt != rmt) { bad++; printf("red %g %g %d %d\n", sw, rsw, mt, rmt); }
        }
    }
    printf("pstruct bad %d\n", bad);
    return 0;
}
