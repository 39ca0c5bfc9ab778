/* General communication: get and send (every combining operator, plain `=`
 * collisions, structs, inactive positions, aliasing) against sequential
 * references computed here over all positions. Shapes of 35, 24 and 9
 * positions: not multiples of 2 or 3 ranks (except 24, on purpose: even). */
#include "unit.h"
#include "cstar/comm.h"

typedef struct { int a; double b; char c[8]; } rec;

static int active(long g) { return g % 4 != 1; }

int main(int argc, char **argv) {
  cs_init(&argc, &argv);
  long dx[] = {5, 7}, ds[] = {4, 6}, dy[] = {3, 3};
  cs_shape_t X = cs_shape_new("X", 2, dx), S = cs_shape_new("S", 2, ds), Y = cs_shape_new("Y", 2, dy);
  long n = S->nlocal;
  unsigned char *mask = malloc((size_t)n + 1);
  for (long i = 0; i < n; i++) mask[i] = (unsigned char)active(S->first + i);

  /* ---- get: y = [i0][i1]x with x of another shape ---- */
  long *x = cs_palloc(X, sizeof(long));
  for (long i = 0; i < X->nlocal; i++) x[i] = (X->first + i) * 3 + 1;
  long *i0 = cs_palloc(S, sizeof(long)), *i1 = cs_palloc(S, sizeof(long));
  long *y = cs_palloc(S, sizeof(long));
  for (long i = 0; i < n; i++) {
    long g = S->first + i;
    i0[i] = (g * 7) % 5; i1[i] = (g * 3 + 2) % 7; y[i] = -1;
    if (!active(g)) i0[i] = 999;  /* garbage at inactive positions is ignored */
  }
  const long *co[] = {i0, i1};
  cs_get(y, x, sizeof(long), X, co, S, mask, "get.cs", 10);
  for (long i = 0; i < n; i++) {
    long g = S->first + i;
    long want = active(g) ? ((g * 7) % 5 * 7 + (g * 3 + 2) % 7) * 3 + 1 : -1;
    CHECK_EQ_LONG(y[i], want);
  }
  /* aliasing: z = [perm]z reads the old z everywhere */
  long *z = cs_palloc(S, sizeof(long)), *pos = cs_palloc(S, sizeof(long));
  for (long i = 0; i < n; i++) { z[i] = S->first + i; pos[i] = S->total - 1 - (S->first + i); }
  cs_get_pos(z, z, sizeof(long), S, pos, S, NULL, "get.cs", 11);
  for (long i = 0; i < n; i++) CHECK_EQ_LONG(z[i], S->total - 1 - (S->first + i));

  /* struct get */
  rec *rx = cs_palloc(X, sizeof(rec)), *ry = cs_palloc(S, sizeof(rec));
  for (long i = 0; i < X->nlocal; i++) {
    long g = X->first + i;
    rx[i].a = (int)g; rx[i].b = g / 4.0; snprintf(rx[i].c, 8, "p%ld", g);
  }
  cs_get(ry, rx, sizeof(rec), X, co, S, mask, "get.cs", 12);
  for (long i = 0; i < n; i++) {
    long g = S->first + i;
    if (!active(g)) continue;
    long src = (g * 7) % 5 * 7 + (g * 3 + 2) % 7;
    char want[8];
    snprintf(want, 8, "p%ld", src);
    CHECK(ry[i].a == src && ry[i].b == src / 4.0 && strcmp(ry[i].c, want) == 0);
  }

  /* ---- send: [j0][j1]w OP= v with collisions (24 senders onto 9 positions) ---- */
  long *j0 = cs_palloc(S, sizeof(long)), *j1 = cs_palloc(S, sizeof(long));
  int *v = cs_palloc(S, sizeof(int));
  for (long i = 0; i < n; i++) {
    long g = S->first + i;
    j0[i] = g % 3; j1[i] = (g / 2) % 3; v[i] = (int)(g * 5 % 13 + 1);
  }
  const long *cj[] = {j0, j1};
  int *w = cs_palloc(Y, sizeof(int));
  cs_sendop ops[] = {CS_SEND_ASSIGN, CS_SEND_ADD, CS_SEND_SUB, CS_SEND_MUL, CS_SEND_DIV,
                     CS_SEND_AND, CS_SEND_OR, CS_SEND_XOR, CS_SEND_MIN, CS_SEND_MAX,
                     CS_SEND_LAND, CS_SEND_LOR};
  for (unsigned o = 0; o < sizeof ops / sizeof *ops; o++) {
    for (long i = 0; i < Y->nlocal; i++) w[i] = (int)(1000 + Y->first + i);
    cs_send(w, Y, v, CS_T_INT, sizeof(int), ops[o], cj, S, mask, "send.cs", 20);
    int ref[9];
    for (int p = 0; p < 9; p++) ref[p] = 1000 + p;
    for (long g = 0; g < S->total; g++) {  /* increasing sender order */
      if (!active(g)) continue;
      int d = (int)((g % 3) * 3 + (g / 2) % 3), val = (int)(g * 5 % 13 + 1);
      int *r = &ref[d];
      switch (ops[o]) {
      case CS_SEND_ASSIGN: *r = val; break;
      case CS_SEND_ADD: *r += val; break;
      case CS_SEND_SUB: *r -= val; break;
      case CS_SEND_MUL: *r = (int)((unsigned)*r * (unsigned)val); break;
      case CS_SEND_DIV: *r /= val; break;
      case CS_SEND_AND: *r &= val; break;
      case CS_SEND_OR: *r |= val; break;
      case CS_SEND_XOR: *r ^= val; break;
      case CS_SEND_MIN: if (val < *r) *r = val; break;
      case CS_SEND_MAX: if (val > *r) *r = val; break;
      case CS_SEND_LAND: *r = *r && val; break;
      case CS_SEND_LOR: *r = *r || val; break;
      }
    }
    for (long i = 0; i < Y->nlocal; i++) {
      if (w[i] != ref[Y->first + i])
        fprintf(stderr, "op %u pos %ld: got %d want %d\n", o, Y->first + i, w[i], ref[Y->first + i]);
      CHECK(w[i] == ref[Y->first + i]);
    }
  }
  /* floating += applies in sender order: same bits as the sequential loop */
  double *dv = cs_palloc(S, sizeof(double)), *dw = cs_palloc(Y, sizeof(double));
  for (long i = 0; i < n; i++) dv[i] = 1.0 / (double)(S->first + i + 3);
  for (long i = 0; i < Y->nlocal; i++) dw[i] = 1e16;
  cs_send(dw, Y, dv, CS_T_DOUBLE, sizeof(double), CS_SEND_ADD, cj, S, NULL, "send.cs", 21);
  double dref[9];
  for (int p = 0; p < 9; p++) dref[p] = 1e16;
  for (long g = 0; g < S->total; g++) dref[(g % 3) * 3 + (g / 2) % 3] += 1.0 / (double)(g + 3);
  for (long i = 0; i < Y->nlocal; i++) CHECK(dw[i] == dref[Y->first + i]);

  /* struct send with `=` */
  rec *rw = cs_palloc(Y, sizeof(rec)), *rs = cs_palloc(S, sizeof(rec));
  for (long i = 0; i < n; i++) { rs[i].a = (int)(S->first + i); rs[i].b = 0.5; }
  cs_send(rw, Y, rs, CS_T_INT, sizeof(rec), CS_SEND_ASSIGN, cj, S, mask, "send.cs", 22);
  for (long i = 0; i < Y->nlocal; i++) {
    long p = Y->first + i, last = -1;
    for (long g = 0; g < S->total; g++)
      if (active(g) && (g % 3) * 3 + (g / 2) % 3 == p) last = g;
    CHECK(last < 0 ? rw[i].a == 0 : (rw[i].a == last && rw[i].b == 0.5));
  }
  /* ---- same shape, mixed local and remote destinations (the runtime serves
   * indices in the rank's own block in place): ordered operators must still
   * apply in sender order, element sizes 1, 2, 3 and 16 take their own
   * paths, and scratch buffers shrink and grow between calls. ---- */
  long dq[] = {37};
  cs_shape_t Q = cs_shape_new("Q", 1, dq);
  long nq = Q->nlocal, T = Q->total;
  long *qp = cs_palloc(Q, sizeof(long));
  double *qv = cs_palloc(Q, sizeof(double)), *qw = cs_palloc(Q, sizeof(double));
  unsigned char *qm = malloc((size_t)nq + 1);
  for (int round = 0; round < 3; round++) {
    /* round 0: mostly local (g -> g^1); 1: reversed; 2: all onto 3 positions */
    for (long i = 0; i < nq; i++) {
      long g = Q->first + i;
      qp[i] = round == 0 ? (g ^ 1) % T : round == 1 ? T - 1 - g : (g * 7) % 3 * 11;
      qv[i] = 1.0 / (double)(g + 7);
      qm[i] = (unsigned char)(g % 5 != 2);
    }
    cs_sendop dops[] = {CS_SEND_SUB, CS_SEND_ADD, CS_SEND_ASSIGN, CS_SEND_DIV, CS_SEND_MIN};
    for (unsigned o = 0; o < sizeof dops / sizeof *dops; o++) {
      for (long i = 0; i < nq; i++) qw[i] = 3.0 + (double)(Q->first + i);
      cs_send_pos(qw, Q, qv, CS_T_DOUBLE, sizeof(double), dops[o], qp, Q, qm, "send.cs", 23);
      double *ref = malloc(sizeof(double) * (size_t)T);
      for (long p = 0; p < T; p++) ref[p] = 3.0 + (double)p;
      for (long g = 0; g < T; g++) {
        if (g % 5 == 2) continue;
        long d = round == 0 ? (g ^ 1) % T : round == 1 ? T - 1 - g : (g * 7) % 3 * 11;
        double val = 1.0 / (double)(g + 7);
        switch (dops[o]) {
        case CS_SEND_SUB: ref[d] -= val; break;
        case CS_SEND_ADD: ref[d] += val; break;
        case CS_SEND_ASSIGN: ref[d] = val; break;
        case CS_SEND_DIV: ref[d] /= val; break;
        default: if (val < ref[d]) ref[d] = val; break;
        }
      }
      for (long i = 0; i < nq; i++) CHECK(qw[i] == ref[Q->first + i]);
      free(ref);
    }
    /* get of 1-, 2-, 3- and 16-byte elements through the same indices */
    size_t sizes[] = {1, 2, 3, 16};
    for (unsigned k = 0; k < 4; k++) {
      size_t es = sizes[k];
      unsigned char *gx = cs_palloc(Q, es), *gy = cs_palloc(Q, es);
      for (long i = 0; i < nq; i++)
        for (size_t b = 0; b < es; b++) {
          gx[(size_t)i * es + b] = (unsigned char)((Q->first + i) * 3 + b);
          gy[(size_t)i * es + b] = 0xee;
        }
      cs_get_pos(gy, gx, es, Q, qp, Q, qm, "get.cs", 13);
      for (long i = 0; i < nq; i++)
        for (size_t b = 0; b < es; b++)
          CHECK(gy[(size_t)i * es + b] ==
                (qm[i] ? (unsigned char)(qp[i] * 3 + b) : (unsigned char)0xee));
      cs_pfree(gx); cs_pfree(gy);
    }
  }
  /* send whose values, indices and destination are one variable:
   * [p]p = p reads every p before any is written */
  for (long i = 0; i < nq; i++) qp[i] = T - 1 - (Q->first + i);
  cs_send_pos(qp, Q, qp, CS_T_LONG, sizeof(long), CS_SEND_ASSIGN, qp, Q, NULL, "send.cs", 24);
  for (long i = 0; i < nq; i++) CHECK_EQ_LONG(qp[i], Q->first + i);
  /* and the same with an integer combining operator (applied in place) */
  cs_send_pos(qp, Q, qp, CS_T_LONG, sizeof(long), CS_SEND_ADD, qp, Q, NULL, "send.cs", 25);
  for (long i = 0; i < nq; i++) CHECK_EQ_LONG(qp[i], 2 * (Q->first + i));
  /* get whose indices are its destination: p = [p]x */
  long *qx = cs_palloc(Q, sizeof(long));
  for (long i = 0; i < nq; i++) { qx[i] = 100 + Q->first + i; qp[i] = T - 1 - (Q->first + i); }
  cs_get_pos(qp, qx, sizeof(long), Q, qp, Q, NULL, "get.cs", 14);
  for (long i = 0; i < nq; i++) CHECK_EQ_LONG(qp[i], 100 + T - 1 - (Q->first + i));
  free(qm);

  /* strided sends into one member of struct elements ([p]r.b -= v, [c0][c1]r.a = v):
   * the other members stay, collisions apply in sender order */
  {
    rec *rq = cs_palloc(Q, sizeof(rec));
    for (long i = 0; i < nq; i++) {
      rq[i].a = -1; rq[i].b = 2.0; memcpy(rq[i].c, "keep", 5);
      qp[i] = ((Q->first + i) * 5) % 7;
      qv[i] = 1.0 / (double)(Q->first + i + 2);
    }
    cs_send_pos_strided(&rq[0].b, sizeof(rec), Q, qv, CS_T_DOUBLE, sizeof(double), CS_SEND_SUB,
                        qp, Q, NULL, "send.cs", 26);
    double ref[7];
    for (int p = 0; p < 7; p++) ref[p] = 2.0;
    for (long g = 0; g < T; g++) ref[(g * 5) % 7] -= 1.0 / (double)(g + 2);
    for (long i = 0; i < nq; i++) {
      long g = Q->first + i;
      CHECK(rq[i].b == (g < 7 ? ref[g] : 2.0));
      CHECK(rq[i].a == -1 && strcmp(rq[i].c, "keep") == 0);
    }
    rec *rw2 = cs_palloc(Y, sizeof(rec));
    for (long i = 0; i < Y->nlocal; i++) { rw2[i].a = -7; rw2[i].b = 0.25; }
    cs_send_strided(&rw2[0].a, sizeof(rec), Y, v, CS_T_INT, sizeof(int), CS_SEND_ASSIGN, cj, S,
                    mask, "send.cs", 27);
    for (long i = 0; i < Y->nlocal; i++) {
      long p = Y->first + i, last = -1;
      for (long g = 0; g < S->total; g++)
        if (active(g) && (g % 3) * 3 + (g / 2) % 3 == p) last = g;
      CHECK(rw2[i].a == (last < 0 ? -7 : (int)(last * 5 % 13 + 1)) && rw2[i].b == 0.25);
    }
    cs_pfree(rq); cs_pfree(rw2);
  }

  if (argc > 1 && strcmp(argv[1], "bad-send") == 0) {
    if (n > 0) j1[0] = 3;
    cs_send(w, Y, v, CS_T_INT, sizeof(int), CS_SEND_ADD, cj, S, NULL, "prog.cs", 33);
  }
  if (argc > 1 && strcmp(argv[1], "bad-get") == 0) {
    if (n > 0) pos[0] = S->total;
    cs_get_pos(z, z, sizeof(long), S, pos, S, NULL, "prog.cs", 34);
  }
  unit_pass("comm_getsend");
  cs_finalize();
  return 0;
}
