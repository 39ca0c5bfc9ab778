/* Input of test/Run/lang9-apps2.test.
 * Particles in a box as a parallel struct held in palloc'd storage: the
 * number of particles is read at run time (a shape allocated by
 * allocate_shape), the particle array is a struct part:S * from palloc, the
 * update is a parallel function taking the pointer, walls reflect under
 * where, dead particles are compacted into a second palloc'd variable of a
 * smaller shape by enumerate + send; the shapes and storage are freed and
 * made again for a second run with another count (2: fewer positions than
 * ranks).  Reference: plain C structs. */
#include <stdio.h>
#include <stdlib.h>
#include <cscomm.h>

struct part { double x, y, vx, vy; int alive, id; };
shape S, Live;

void step(struct part:current *p, double dt)
{
    p->x += p->vx * dt;
    p->y += p->vy * dt;
    where (p->x < 0 || p->x > 10) { p->vx = -p->vx; p->x = p->x <? 10 >? 0; }
    where (p->y < 0) p->alive = 0;             /* fell through the floor */
    where (p->y > 10) { p->vy = -p->vy; p->y = 10; }
}

struct part seqp[64];
void seq_step(int n, double dt)
{
    int i;
    for (i = 0; i < n; i++) {
        struct part *p = &seqp[i];
        if (!p->alive) { p->x += p->vx * dt; p->y += p->vy * dt; continue; }
        p->x += p->vx * dt; p->y += p->vy * dt;
        if (p->x < 0 || p->x > 10) { p->vx = -p->vx; p->x = p->x < 10 ? p->x : 10; p->x = p->x > 0 ? p->x : 0; }
        if (p->y < 0) p->alive = 0;
        if (p->y > 10) { p->vy = -p->vy; p->y = 10; }
    }
}

int run(int n)
{
    struct part:S *p;
    int:Live *ids;
    int i, t, nlive, fails = 0;
    allocate_shape(&S, 1, n);
    p = palloc(S, boolsizeof(struct part));
    with (S) {
        p->x = (pcoord(0) * 37 % 100) / 10.0; p->y = (pcoord(0) * 53 % 100) / 10.0;
        p->vx = (pcoord(0) % 7 - 3) * 1.5; p->vy = (pcoord(0) % 5 - 2) * 2.0 - 1;
        p->alive = 1; p->id = 1000 + pcoord(0);
        where (p->alive) for (t = 0; t < 8; t++) where (p->alive) step(p, 0.5);
        nlive = += (int:S)p->alive;
    }
    for (i = 0; i < n; i++) {
        seqp[i].x = (i * 37 % 100) / 10.0; seqp[i].y = (i * 53 % 100) / 10.0;
        seqp[i].vx = (i % 7 - 3) * 1.5; seqp[i].vy = (i % 5 - 2) * 2.0 - 1;
        seqp[i].alive = 1; seqp[i].id = 1000 + i;
    }
    for (t = 0; t < 8; t++) seq_step(n, 0.5);
    {
        int k = 0;
        for (i = 0; i < n; i++) k += seqp[i].alive;
        if (k != nlive) printf("FAIL %d alive, want %d\n", nlive, k);
    }
    if (nlive > 0) {
        allocate_shape(&Live, 1, nlive);
        ids = palloc(Live, boolsizeof(int));
        with (S) where (p->alive)
            [enumerate(0, CMC_upward, CMC_exclusive, CMC_none, CMC_no_field)]*ids = p->id;
        for (i = 0, t = 0; i < n; i++)
            if (seqp[i].alive) {
                if ([t]*ids != seqp[i].id && fails++ < 10) printf("FAIL live %d = %d want %d\n", t, [t]*ids, seqp[i].id);
                t++;
            }
        pfree(ids);
        deallocate_shape(&Live);
    }
    for (i = 0; i < n; i++)
        if (seqp[i].alive && ([i]p->x != seqp[i].x || [i]p->y != seqp[i].y) && fails++ < 10)
            printf("FAIL particle %d at %g %g want %g %g\n", i, [i]p->x, [i]p->y, seqp[i].x, seqp[i].y);
    printf("%d particles, %d alive, first at (%.2f, %.2f)\n", n, nlive, [0]p->x, [0]p->y);
    pfree(p);
    deallocate_shape(&S);
    return fails;
}

main()
{
    int fails = run(29);
    fails += run(2);
    fails += run(40);
    if (!fails) printf("particles ok\n");
}
