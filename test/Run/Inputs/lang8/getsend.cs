/* Input of test/Run/lang8-comm.test.
 * General communication (PG ch.14): make_send_address with parallel and
 * scalar coordinates, get and send between a rank-1 shape and a rank-2 shape
 * of another size, send collisions with every combiner (overwrite = highest
 * sending position wins), the notify flag, send and get under where, and the
 * same through parallel left indexing ([a][b]t OP= x, y = [a][b]t);
 * read_from_position / write_to_position.  Reference: sequential C loops
 * that apply the sends in increasing order of the sending position. */
#include <stdio.h>
#include <cscomm.h>

#define N 11
shape [N]S;
shape [3][4]T;
int:S x, y, r0, r1;
int:T t, tgot;
bool:T note;
CMC_sendaddr_t:S addr;
int fails, checks;

int combine(int op, int a, int b)
{
    switch (op) {
    case 0: return b;
    case 1: return a + b;
    case 2: return a * b;
    case 3: return a > b ? a : b;
    case 4: return a < b ? a : b;
    case 5: return a & b;
    case 6: return a | b;
    case 7: return a ^ b;
    }
    return 0;
}
CMC_combiner_t comb[8] = { CMC_combiner_overwrite, CMC_combiner_add, CMC_combiner_multiply,
    CMC_combiner_max, CMC_combiner_min, CMC_combiner_logand, CMC_combiner_logior,
    CMC_combiner_logxor };

void expect(char *what, int op, int a, int b, int got, int want)
{
    checks++;
    if (got != want && fails++ < 10)
        printf("FAIL %s op %d at [%d][%d]: got %d want %d\n", what, op, a, b, got, want);
}

int row(int p) { return (p * 2) % 3; }
int col(int p) { return (p * 3 + 1) % 4; }
int tinit(int a, int b) { return 10 * a + b + 1; }
int xval(int p) { return (p * 7) % 5 + 2; }
int active(int p, int masked) { return !masked || p % 4 != 2; }

main()
{
    int op, masked, p, a, b, tw[3][4], nw[3][4], tg[3][4], ng[3][4];
    with (S) {
        x = (pcoord(0) * 7) % 5 + 2;
        r0 = (pcoord(0) * 2) % 3;
        r1 = (pcoord(0) * 3 + 1) % 4;
        addr = make_send_address(T, r0, r1);
    }
    for (op = 0; op < 8; op++)
     for (masked = 0; masked < 2; masked++) {
        /* reference */
        for (a = 0; a < 3; a++) for (b = 0; b < 4; b++) { tw[a][b] = tinit(a, b); nw[a][b] = 0; }
        for (p = 0; p < N; p++)
            if (active(p, masked)) {
                int *d = &tw[row(p)][col(p)];
                *d = combine(op, *d, xval(p));
                nw[row(p)][col(p)] = 1;
            }
        with (T) t = 10 * pcoord(0) + pcoord(1) + 1;
        with (S) where (!masked || pcoord(0) % 4 != 2) send(&t, addr, x, comb[op], &note);
        with (T) { read_from_pvar(&tg[0][0], t); read_from_pvar(&ng[0][0], (int:T)note); }
        for (a = 0; a < 3; a++) for (b = 0; b < 4; b++) {
            expect("send", op * 10 + masked, a, b, tg[a][b], tw[a][b]);
            expect("notify", op * 10 + masked, a, b, ng[a][b], nw[a][b]);
        }
        /* the same by parallel left indexing */
        with (T) t = 10 * pcoord(0) + pcoord(1) + 1;
        with (S) where (!masked || pcoord(0) % 4 != 2) {
            switch (op) {
            case 0: [r0][r1]t = x; break;
            case 1: [r0][r1]t += x; break;
            case 2: [r0][r1]t *= x; break;
            case 3: [r0][r1]t >?= x; break;
            case 4: [r0][r1]t <?= x; break;
            case 5: [r0][r1]t &= x; break;
            case 6: [r0][r1]t |= x; break;
            case 7: [r0][r1]t ^= x; break;
            }
        }
        with (T) read_from_pvar(&tg[0][0], t);
        for (a = 0; a < 3; a++) for (b = 0; b < 4; b++)
            expect("lidx send", op * 10 + masked, a, b, tg[a][b], tw[a][b]);
     }
    /* send with no notify flag */
    with (T) t = 0;
    with (S) send(&t, addr, x, CMC_combiner_add, (bool:T *)0);
    for (a = 0; a < 3; a++) for (b = 0; b < 4; b++) {
        int s = 0;
        for (p = 0; p < N; p++) if (row(p) == a && col(p) == b) s += xval(p);
        expect("send no notify", 0, a, b, [a][b]t, s);
    }
    /* get and [a][b]t read, under where */
    with (T) t = 10 * pcoord(0) + pcoord(1) + 1;
    with (S) {
        y = -5;
        where (pcoord(0) % 3 != 0) y = get(addr, &t, CMC_collisions);
        x = [r0][r1]t + get(make_send_address(T, 2 - r0, r1), &t, CMC_no_collisions);
    }
    for (p = 0; p < N; p++) {
        expect("get", 0, p, 0, [p]y, p % 3 != 0 ? tinit(row(p), col(p)) : -5);
        expect("lidx get", 0, p, 0, [p]x, tinit(row(p), col(p)) + tinit(2 - row(p), col(p)));
    }
    /* scalar addresses */
    {
        CMC_sendaddr_t sa = make_send_address(T, 2, 3);
        int v;
        with (S) v = read_from_position(sa, &t);
        expect("read_from_position", 0, 2, 3, v, tinit(2, 3));
        with (S) write_to_position(make_send_address(T, 1, 0), &t, 777);
        expect("write_to_position", 0, 1, 0, [1][0]t, 777);
        expect("send address", 0, 2, 3, (int)sa, 11);
    }
    printf("%d checks\n", checks);
    if (fails == 0) printf("getsend ok\n");
}
