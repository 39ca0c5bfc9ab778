/* comm/axis.c — operations along axes: scan, spread/multispread, reduce,
 * copy_spread, enumerate.
 *
 * Positions sharing all coordinates but those of the reduced axes form a
 * "line". With the block distribution a rank holds, for each line, a run
 * that is contiguous in line order, so a scan is: a local pass computing
 * each line's summary, an exchange of the summaries, a fold of the lower
 * ranks' summaries (rank order = line order) into a carry, and a local pass
 * from the carry. The exchange is an MPI_Allgather of the per-line
 * summaries rather than MPI_Exscan: one code path for every cs_type, op and
 * segmented scans, and a fold order fixed by rank (integer results are exact
 * at any rank count).
 *
 * Floating + and * scans are computed in scan order, one element after the
 * other, as a sequential loop would: rank r receives from its predecessor in
 * scan order the running value of every line (cs_chain_recv), continues it
 * over its own positions and hands it on (cs_chain_send). Reassociation would
 * change the rounding with the rank count; the chain gives the same bits as
 * one rank, at the price of ranks running one after the other. */
#include <stdlib.h>

#include "comm/comm_internal.h"
#include "vp/combine.h"

/* Compact index of g's line when the axes in amask are collapsed. */
static long line_of(cs_shape_t s, unsigned amask, long g) {
  long key = 0, mul = 1;
  for (int a = s->rank - 1; a >= 0; a--) {
    if (amask >> a & 1) continue;
    key += cs_coord(s, a, g) * mul;
    mul *= s->dims[a];
  }
  return key;
}

static long nlines(cs_shape_t s, unsigned amask) {
  long L = 1;
  for (int a = 0; a < s->rank; a++) if (!(amask >> a & 1)) L *= s->dims[a];
  return L;
}

/* Gathers every rank's L records of rs bytes: all + r*L*rs. */
static char *gather_lines(const char *mine, long L, size_t rs) {
  int P = cs_nranks();
  size_t bytes = (size_t)L * rs;
  char *all = cs_scratch(CS_SCR_AXIS2, bytes * (size_t)P);
  if (bytes > 0x7fffffff) cs_die("axis operation: %ld lines too many", L);
  cs_comm_count(bytes * (size_t)(P - 1), (unsigned long long)(P - 1));
  MPI_Allgather(mine, (int)bytes, MPI_BYTE, all, (int)bytes, MPI_BYTE, cs_mpi_comm());
  return all;
}

/* Copy "combining": the accumulator takes the first value it meets. Records
 * carry a has-value flag at byte es+1 (byte es: segment started). */
static inline void comb1(char *acc, const void *x, size_t es, cs_type t, cs_op op, int copy) {
  if (!copy) cs_combine_n(acc, x, 1, t, op);
  else if (!acc[es + 1]) { memcpy(acc, x, es); acc[es + 1] = 1; }
}

static void identity(char *id, cs_type t, cs_op op) {
  memset(id, 0, 16);
  if (op != CS_OP_COPY) cs_identity(id, t, op);
}

int cs_chain_recv(void *buf, size_t bytes, cs_direction dir) {
  int P = cs_nranks(), me = cs_rank(), prev = dir == CS_UPWARD ? me - 1 : me + 1;
  if (prev < 0 || prev >= P) return 0;
  if (bytes > 0x7fffffff) cs_die("scan chain: %zu bytes too many", bytes);
  MPI_Recv(buf, (int)bytes, MPI_BYTE, prev, 0x5ca1, cs_mpi_comm(), MPI_STATUS_IGNORE);
  return 1;
}

void cs_chain_send(const void *buf, size_t bytes, cs_direction dir) {
  int P = cs_nranks(), me = cs_rank(), next = dir == CS_UPWARD ? me + 1 : me - 1;
  if (next < 0 || next >= P) return;
  if (bytes > 0x7fffffff) cs_die("scan chain: %zu bytes too many", bytes);
  cs_comm_count(bytes, 1);
  MPI_Send(buf, (int)bytes, MPI_BYTE, next, 0x5ca1, cs_mpi_comm());
}

static int fp_chain(cs_type t, cs_op op) {
  return (t == CS_T_FLOAT || t == CS_T_DOUBLE || t == CS_T_LDOUBLE) &&
         (op == CS_OP_ADD || op == CS_OP_MUL);
}

void cs_scan(void *dst, const void *x, cs_type t, cs_op op, int axis, cs_direction dir,
             int inclusive, const unsigned char *sbit, cs_shape_t s, const unsigned char *mask) {
  if (axis < 0 || axis >= s->rank) cs_die("scan: axis %d out of range", axis);
  size_t es = cs_type_size(t), rs = es + 16;  /* record: value, started flag, has flag */
  long n = s->nlocal, L = nlines(s, 1u << axis);
  int P = cs_nranks(), me = cs_rank(), copy = op == CS_OP_COPY;
  char id[16];
  identity(id, t, op);
  char *sum = cs_scratch(CS_SCR_AXIS0, (size_t)L * rs);
  for (long l = 0; l < L; l++) { memcpy(sum + l * rs, id, es); sum[l * rs + es] = sum[l * rs + es + 1] = 0; }
  const char *xc = x;
  long *key = cs_scratch(CS_SCR_AXIS1, sizeof(long) * (size_t)(n + 1));
  for (long i = 0; i < n; i++) key[i] = line_of(s, 1u << axis, s->first + i);
  long i0 = dir == CS_UPWARD ? 0 : n - 1, step = dir == CS_UPWARD ? 1 : -1;
  int chain = P > 1 && fp_chain(t, op);
  char *cv = NULL;
  if (chain) {
    /* the running value of every line from the predecessor in scan order */
    cv = cs_scratch(CS_SCR_AXIS2, (size_t)L * es);
    if (cs_chain_recv(cv, (size_t)L * es, dir))
      for (long l = 0; l < L; l++) memcpy(sum + l * rs, cv + l * es, es);
  } else {
  /* local summaries: combination since the last segment start, started flag */
  for (long c = 0, i = i0; c < n; c++, i += step) {
    char *r = sum + key[i] * rs;
    if (sbit && sbit[i]) { memcpy(r, id, es); r[es] = 1; r[es + 1] = 0; }
    if (!mask || mask[i]) comb1(r, xc + (size_t)i * es, es, t, op, copy);
  }
  char *all = gather_lines(sum, L, rs);
  /* carry from the ranks before me in scan order */
  for (long l = 0; l < L; l++) {
    char *cy = sum + l * rs;
    memcpy(cy, id, es);
    cy[es + 1] = 0;
    for (int q = dir == CS_UPWARD ? 0 : P - 1; q != me; q += dir == CS_UPWARD ? 1 : -1) {
      const char *r = all + ((size_t)q * (size_t)L + (size_t)l) * rs;
      if (r[es]) { memcpy(cy, r, es); cy[es + 1] = r[es + 1]; }
      else if (!copy) cs_combine_n(cy, r, 1, t, op);
      else if (r[es + 1]) comb1(cy, r, es, t, op, 1);
    }
  }
  }
  char *carry = sum, *d = dst;
  for (long c = 0, i = i0; c < n; c++, i += step) {
    char *cy = carry + key[i] * rs;
    if (sbit && sbit[i]) { memcpy(cy, id, es); cy[es + 1] = 0; }
    if (mask && !mask[i]) continue;
    if (inclusive) {
      comb1(cy, xc + (size_t)i * es, es, t, op, copy);
      memcpy(d + (size_t)i * es, cy, es);
    } else {
      char tmp[16];
      memcpy(tmp, cy, es);
      comb1(cy, xc + (size_t)i * es, es, t, op, copy);
      memcpy(d + (size_t)i * es, tmp, es);
    }
  }
  if (chain) {
    for (long l = 0; l < L; l++) memcpy(cv + l * es, carry + l * rs, es);
    cs_chain_send(cv, (size_t)L * es, dir);
  }
}

/* Per-line totals over the axes in amask, folded in rank order: tot[L]
 * (records of es+2 bytes; copy: the value at the line's lowest active
 * position, zero when it has none). */
static char *line_totals(const void *x, cs_type t, cs_op op, unsigned amask, cs_shape_t s,
                         const unsigned char *mask, long **keys_out, size_t *rs_out) {
  size_t es = cs_type_size(t), rs = es + 2;
  long n = s->nlocal, L = nlines(s, amask);
  int P = cs_nranks(), copy = op == CS_OP_COPY;
  char id[16];
  identity(id, t, op);
  char *part = cs_scratch(CS_SCR_AXIS0, (size_t)L * rs);
  for (long l = 0; l < L; l++) { memcpy(part + l * rs, id, es); part[l * rs + es + 1] = 0; }
  long *key = cs_scratch(CS_SCR_AXIS1, sizeof(long) * (size_t)(n + 1));
  const char *xc = x;
  for (long i = 0; i < n; i++) {
    key[i] = line_of(s, amask, s->first + i);
    if (!mask || mask[i]) comb1(part + key[i] * rs, xc + (size_t)i * es, es, t, op, copy);
  }
  char *all = gather_lines(part, L, rs);
  for (long l = 0; l < L; l++) {
    char *r = part + l * rs;
    memcpy(r, all + (size_t)l * rs, es);
    r[es + 1] = all[(size_t)l * rs + es + 1];
    for (int q = 1; q < P; q++) {
      const char *o = all + ((size_t)q * L + l) * rs;
      if (!copy) cs_combine_n(r, o, 1, t, op);
      else if (o[es + 1]) comb1(r, o, es, t, op, 1);
    }
  }
  *keys_out = key;
  *rs_out = rs;
  return part;
}

void cs_spread(void *dst, const void *x, cs_type t, cs_op op, unsigned amask, cs_shape_t s,
               const unsigned char *mask) {
  long *key;
  size_t es = cs_type_size(t), rs;
  char *tot = line_totals(x, t, op, amask, s, mask, &key, &rs);
  char *d = dst;
  for (long i = 0; i < s->nlocal; i++)
    if (!mask || mask[i]) memcpy(d + (size_t)i * es, tot + key[i] * rs, es);
}

void cs_reduce_axis(void *dst, const void *x, cs_type t, cs_op op, int axis, long to_coord,
                    cs_shape_t s, const unsigned char *mask, const char *file, int line) {
  if (axis < 0 || axis >= s->rank || to_coord < 0 || to_coord >= s->dims[axis])
    cs_fatal_replicated(file, line, "reduce: coordinate %ld out of range for axis %d of shape %s", to_coord,
             axis, s->name ? s->name : "?");
  if (op == CS_OP_COPY) cs_fatal_replicated(file, line, "reduce: the copy combiner is not supported");
  long *key;
  size_t es = cs_type_size(t), rs;
  char *tot = line_totals(x, t, op, 1u << axis, s, mask, &key, &rs);
  char *d = dst;
  for (long i = 0; i < s->nlocal; i++)
    if ((!mask || mask[i]) && cs_coord(s, axis, s->first + i) == to_coord)
      memcpy(d + (size_t)i * es, tot + key[i] * rs, es);
}

void cs_copy_spread(void *dst, const void *x, size_t es, int axis, long coord, cs_shape_t s,
                    const unsigned char *mask, const char *file, int line) {
  if (axis < 0 || axis >= s->rank || coord < 0 || coord >= s->dims[axis])
    cs_fatal_replicated(file, line, "copy_spread: coordinate %ld out of range for axis %d of shape %s",
             coord, axis, s->name ? s->name : "?");
  long n = s->nlocal, L = nlines(s, 1u << axis);
  int P = cs_nranks();
  size_t rs = es + 1;
  char *part = cs_xmalloc((size_t)L * rs);
  memset(part, 0, (size_t)L * rs);
  const char *xc = x;
  for (long i = 0; i < n; i++) {
    long g = s->first + i;
    if (cs_coord(s, axis, g) != coord) continue;
    long l = line_of(s, 1u << axis, g);
    memcpy(part + l * rs, xc + (size_t)i * es, es);
    part[l * rs + es] = 1;
  }
  char *all = gather_lines(part, L, rs);
  for (long l = 0; l < L; l++)
    for (int q = 0; q < P; q++)
      if (all[((size_t)q * L + l) * rs + es]) memcpy(part + l * rs, all + ((size_t)q * L + l) * rs, es);
  char *d = dst;
  for (long i = 0; i < n; i++)
    if (!mask || mask[i]) memcpy(d + (size_t)i * es, part + line_of(s, 1u << axis, s->first + i) * rs, es);
  free(part);
}

void cs_enumerate(int *dst, int axis, cs_direction dir, int inclusive, const unsigned char *sbit,
                  cs_shape_t s, const unsigned char *mask) {
  int *ones = cs_xmalloc(sizeof(int) * (size_t)(s->nlocal + 1));
  for (long i = 0; i < s->nlocal; i++) ones[i] = 1;
  cs_scan(dst, ones, CS_T_INT, CS_OP_ADD, axis, dir, inclusive, sbit, s, mask);
  free(ones);
}
