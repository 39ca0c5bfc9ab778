/* stream_test.h — helpers for the Stream* unit tests: a sequential model of
 * every VP's expected stream (the independent reference the runtime's bytes
 * are compared against) and small wrappers over the C API. */
#ifndef CSTAR_STREAM_TEST_H
#define CSTAR_STREAM_TEST_H
#include <stdint.h>
#include <unistd.h>
#include "cstar/stream.h"
#include "unit.h"

/* model: expected bytes of every VP's stream (all V, on every rank) */
typedef struct { long V; uint8_t **b; uint64_t *len, *cap; } model;

static inline void model_init(model *m, long V) {
  m->V = V;
  m->b = calloc(V, sizeof *m->b);
  m->len = calloc(V, sizeof *m->len);
  m->cap = calloc(V, sizeof *m->cap);
}
static inline void model_write(model *m, long v, uint64_t pos, const void *src, uint64_t n) {
  if (pos + n > m->cap[v]) {
    m->cap[v] = (pos + n) * 2 + 16;
    m->b[v] = realloc(m->b[v], m->cap[v]);
  }
  if (pos > m->len[v]) memset(m->b[v] + m->len[v], 0, pos - m->len[v]);
  memcpy(m->b[v] + pos, src, n);
  if (pos + n > m->len[v]) m->len[v] = pos + n;
}
static inline void model_append(model *m, long v, const void *src, uint64_t n) {
  model_write(m, v, m->len[v], src, n);
}

/* deterministic test bytes */
static inline double val(long v, int k) { return (double)v * 1000.0 + k + 0.25; }

static inline cs_shape_t mkshape2(long a, long b) {
  long d[2] = {a, b};
  return cs_shape_new("S", 2, d);
}
static inline cs_shape_t mkshape1(long a) {
  long d[1] = {a};
  return cs_shape_new("S", 1, d);
}

/* Reads VP streams to the end (one IB fread with per-VP sizes from the
 * current positions) and compares with the model from offset `from`. */
static inline void check_rest(cs_pfile *f, cs_shape_t s, model *m, uint64_t from) {
  long nl = s->nlocal;
  uint64_t mx = 0;
  for (long v = 0; v < m->V; v++) if (m->len[v] > mx) mx = m->len[v];
  size_t stride = (size_t)(mx - (from < mx ? from : mx)) + 8;
  uint8_t *buf = calloc(nl + 1, stride);
  int *ps = calloc(nl + 1, sizeof *ps), *res = calloc(nl + 1, sizeof *res); /* calloc: gcc saw ps[] read unset when nl is 0 */
  for (long i = 0; i < nl; i++) ps[i] = (int)(stride - 1); /* asks for more than there is */
  CHECK(cs_fread(f, buf, stride, 1, 1, NULL, ps, NULL, res) == CS_SOK);
  int *eof = malloc((nl + 1) * sizeof *eof);
  cs_feof(f, NULL, eof);
  for (long i = 0; i < nl; i++) {
    long v = s->first + i;
    uint64_t want = m->len[v] > from ? m->len[v] - from : 0;
    if ((uint64_t)res[i] != want) {
      fprintf(stderr, "VP %ld: read %d bytes, want %llu\n", v, res[i], (unsigned long long)want);
      CHECK(0);
    }
    CHECK(eof[i]);
    if (want && memcmp(buf + (size_t)i * stride, m->b[v] + from, want) != 0) {
      for (uint64_t x = 0; x < want; x++)
        if (buf[i * stride + x] != m->b[v][from + x]) {
          fprintf(stderr, "VP %ld: byte %llu differs: got %02x want %02x\n", v,
                  (unsigned long long)(from + x), buf[i * stride + x], m->b[v][from + x]);
          break;
        }
      CHECK(0);
    }
  }
  free(buf); free(ps); free(res); free(eof);
}

static inline cs_stream_info info(cs_pfile *f) {
  cs_stream_info in;
  cs_stream_get_info(f, &in);
  return in;
}

/* the debug switch (CSTAR_STREAM_FORCE=cb|ib) raises every mode to at least
 * the forced one; tests expect max(rule's mode, forced) and the same bytes */
static inline int forced(void) {
  const char *e = getenv("CSTAR_STREAM_FORCE");
  return !e ? 0 : !strcmp(e, "ib") ? CS_MODE_IB : !strcmp(e, "cb") ? CS_MODE_CB : 0;
}
static inline int want_mode(int m) { return m > forced() ? m : forced(); }

#define CHECK_OK(call)                                                               \
  do {                                                                               \
    int st_ = (call);                                                                \
    if (st_) {                                                                       \
      fprintf(stderr, "rank %d: %s:%d: %s failed (%d): %s\n", cs_rank(), __FILE__,   \
              __LINE__, #call, st_, cs_stream_errmsg());                             \
      MPI_Abort(MPI_COMM_WORLD, 2);                                                  \
    }                                                                                \
  } while (0)
#endif
