/* The IB fast paths (docs/stream.md, "IB fast paths"): the carry-less
 * multiply CRC-32 against a bitwise reference; piece-transposed tiles
 * (put/get/xpose) against the VP-major bytes for tile counts that do not
 * divide the VPs; and end to end, uniform IB appends staged in tiles and
 * uniform IB reads loaded into tiles, with partial blocks, b_IB not a
 * multiple of the record, record sizes changing mid-block, per-VP
 * operations and same-open read-back in between, the background superblock
 * writer forced on and off, and small superblocks so many are written.
 * Every byte is compared with the sequential model (stream_test.h). */
#include "stream_test.h"
#include "stream/internal.h"

static uint32_t crc_ref(uint32_t crc, const uint8_t *p, size_t n) {
  crc = ~crc;
  while (n--) {
    crc ^= *p++;
    for (int k = 0; k < 8; k++) crc = (crc & 1) ? (crc >> 1) ^ 0xEDB88320u : crc >> 1;
  }
  return ~crc;
}

static void test_crc(void) {
  static uint8_t buf[5000];
  uint32_t x = 12345;
  for (size_t i = 0; i < sizeof buf; i++) buf[i] = (uint8_t)((x = x * 1103515245u + 12345u) >> 16);
  CHECK(sx_crc32(0, "123456789", 9) == 0xCBF43926u); /* the standard check value */
  for (size_t off = 0; off < 16; off++)
    for (size_t n = 0; n < 4096; n += n < 300 ? 1 : 97) {
      uint32_t want = crc_ref(0, buf + off, n);
      CHECK(sx_crc32(0, buf + off, n) == want);
      CHECK(sx_crc32_table(0, buf + off, n) == want);
      size_t h = n / 3; /* chained: the running value goes through both paths */
      CHECK(sx_crc32(sx_crc32(0, buf + off, h), buf + off + h, n - h) == want);
    }
}

static void test_tiles(void) {
  static const uint32_t bs[] = {8, 16, 24, 64, 1024, 4096};
  for (size_t bi = 0; bi < sizeof bs / sizeof *bs; bi++) {
    uint32_t b = bs[bi], tile = sx_tile_vps(b);
    long nls[] = {1, 63, 64, (long)tile - 1, (long)tile, (long)tile + 1, 2 * (long)tile + 5};
    for (uint32_t c = 1; c < b; c++) {
      if (b % c || (c != 1 && c != 4 && c != 8 && c != b / 2 && c != 3)) continue;
      for (size_t ni = 0; ni < sizeof nls / sizeof *nls; ni++) {
        long nl = nls[ni];
        if (nl < 1) continue;
        size_t sz = (size_t)nl * b;
        /* vb 64-byte aligned: the streaming-store path (nt) runs where the tile rows allow it */
        uint8_t *src = malloc(sz), *vb = aligned_alloc(64, (sz + 63) / 64 * 64), *vb2 = malloc(sz), *dst = malloc(sz),
                *scr = malloc((size_t)tile * b);
        for (size_t i = 0; i < sz; i++) src[i] = (uint8_t)(i * 131 + i / 7 + c);
        /* put in runs of awkward lengths */
        for (long i = 0, r = 1; i < nl; i += r, r = r * 3 % 97 + 1) {
          long cnt = r < nl - i ? r : nl - i;
          sx_tile_put(vb, nl, tile, b, c, i, cnt, src + (size_t)i * b, (int)(ni & 1));
        }
        sx_nt_fence();
        /* the layout itself: piece k of VP j of the tile at i0 */
        for (long j = 0; j < nl; j += 1 + nl / 50) {
          long i0 = j / (long)tile * (long)tile, tn = nl - i0 < (long)tile ? nl - i0 : (long)tile;
          for (uint32_t k = 0; k < b / c; k++)
            CHECK(!memcmp(vb + (size_t)i0 * b + (size_t)k * tn * c + (size_t)(j - i0) * c,
                          src + (size_t)j * b + (size_t)k * c, c));
        }
        for (long i = 0, r = 5; i < nl; i += r, r = r * 7 % 89 + 1) {
          long cnt = r < nl - i ? r : nl - i;
          sx_tile_get(dst + (size_t)i * b, vb, nl, tile, b, c, i, cnt);
        }
        CHECK(!memcmp(dst, src, sz));
        memcpy(vb2, src, sz);
        sx_tile_xpose(vb2, nl, tile, b, c, scr, 1);
        CHECK(!memcmp(vb2, vb, sz));
        sx_tile_xpose(vb2, nl, tile, b, c, scr, -1);
        CHECK(!memcmp(vb2, src, sz));
        free(src); free(vb); free(vb2); free(dst); free(scr);
      }
    }
  }
}

/* sx_copy_nt: every head alignment, lengths around its 64/256-byte steps */
static void test_copy_nt(void) {
  static uint8_t src[8192 + 64], dst[8192 + 128] __attribute__((aligned(64)));
  for (size_t i = 0; i < sizeof src; i++) src[i] = (uint8_t)(i * 7 + 3);
  for (size_t off = 0; off < 64; off += 5)
    for (size_t n = 0; n <= 8192; n += n < 600 ? 13 : 1001) {
      memset(dst, 0xee, sizeof dst);
      sx_copy_nt(dst + off, src + (off * 3) % 64, n);
      sx_nt_fence();
      CHECK(!memcmp(dst + off, src + (off * 3) % 64, n));
      CHECK(dst[off + n] == 0xee && (off == 0 || dst[off - 1] == 0xee));
    }
}

/* ---- end to end ------------------------------------------------------------ */

static cs_shape_t S;
static model M;

static uint8_t byte_of(long v, int k, int x) { return (uint8_t)(v * 29 + k * 13 + x * 7 + 1); }

/* uniform write of `sz` bytes per VP (record k) */
static void wr_uni(cs_pfile *f, int k, size_t sz) {
  long nl = S->nlocal;
  uint8_t *x = calloc((size_t)nl + 1, sz);
  for (long i = 0; i < nl; i++)
    for (size_t b = 0; b < sz; b++) x[(size_t)i * sz + b] = byte_of(S->first + i, k, (int)b);
  CHECK_OK(cs_fwrite(f, x, sz, sz, 1, NULL, NULL, NULL, NULL));
  for (long v = 0; v < S->total; v++) {
    uint8_t r[64];
    for (size_t b = 0; b < sz; b++) r[b] = byte_of(v, k, (int)b);
    model_append(&M, v, r, sz);
  }
  free(x);
}

/* per-VP write: every VP `sz` bytes but through the per-VP path (psize), or
 * only the active ones (mask) */
static void wr_pervp(cs_pfile *f, int k, int sz, int (*act)(long)) {
  long nl = S->nlocal;
  uint8_t *x = calloc((size_t)nl + 1, 64);
  int *ps = malloc((nl + 1) * sizeof *ps);
  unsigned char *mask = malloc(nl + 1);
  for (long i = 0; i < nl; i++) {
    ps[i] = sz;
    mask[i] = act ? (unsigned char)act(S->first + i) : 1;
    for (int b = 0; b < sz; b++) x[i * 64 + b] = byte_of(S->first + i, k, b);
  }
  CHECK_OK(cs_fwrite(f, x, 64, 1, 1, NULL, ps, act ? mask : NULL, NULL));
  for (long v = 0; v < S->total; v++) {
    if (act && !act(v)) continue;
    uint8_t r[64];
    for (int b = 0; b < sz; b++) r[b] = byte_of(v, k, b);
    model_append(&M, v, r, (uint64_t)sz);
  }
  free(x); free(ps); free(mask);
}

static int odd(long v) { return v % 2 == 1; }
static int even(long v) { return v % 2 == 0; }

/* uniform reads of `sz` bytes per VP from the current (uniform) position `pos` */
static void rd_uni(cs_pfile *f, uint64_t pos, size_t sz, int times) {
  long nl = S->nlocal;
  uint8_t *x = calloc((size_t)nl + 1, sz);
  for (int t = 0; t < times; t++, pos += sz) {
    CHECK_OK(cs_fread(f, x, sz, sz, 1, NULL, NULL, NULL, NULL));
    for (long i = 0; i < nl; i++) {
      long v = S->first + i;
      CHECK(pos + sz <= M.len[v]);
      if (memcmp(x + (size_t)i * sz, M.b[v] + pos, sz)) {
        fprintf(stderr, "VP %ld: uniform read of %zu bytes at %llu differs\n", v, sz, (unsigned long long)pos);
        CHECK(0);
      }
    }
  }
  free(x);
}

/* one read of `sz` bytes per VP through the per-VP path (psize) */
static void rd_pervp(cs_pfile *f, uint64_t pos, size_t sz) {
  long nl = S->nlocal;
  uint8_t *x = calloc((size_t)nl + 1, sz);
  int *ps = malloc((nl + 1) * sizeof *ps);
  for (long i = 0; i < nl; i++) ps[i] = (int)sz;
  CHECK_OK(cs_fread(f, x, sz, 1, 1, NULL, ps, NULL, NULL));
  for (long i = 0; i < nl; i++) CHECK(!memcmp(x + (size_t)i * sz, M.b[S->first + i] + pos, sz));
  free(x);
  free(ps);
}

static void reset_model(void) {
  for (long v = 0; v < M.V; v++) M.len[v] = 0;
}

static void e2e(const char *bib, int async) {
  uint32_t b = (uint32_t)atoi(bib);
  setenv("CSTAR_STREAM_FORCE", "ib", 1);
  setenv("CSTAR_STREAM_BIB", bib, 1);
  setenv("CSTAR_STREAM_SB", b >= 1024 ? "8192" : "4096", 1);
  setenv("CSTAR_STREAM_ASYNC", async ? "1" : "0", 1);
  /* records of 8 bytes (64 for big blocks, to keep the call count small at 3
   * ranks): two full blocks and a partial one */
  size_t rec = b >= 512 ? 64 : 8;
  int nrec = (int)(2 * b / rec + 3);

  /* 1. uniform only: staged in tiles, read back uniformly (tiles on load) */
  reset_model();
  cs_pfile *f = cs_fopen("u.dat", "w", S);
  CHECK(f);
  for (int k = 0; k < nrec; k++) wr_uni(f, k, rec);
  for (int k = 0; k < 5; k++) wr_uni(f, 100 + k, 4); /* piece size changes mid-block */
  for (int k = 0; k < 3; k++) wr_uni(f, 200 + k, 8);
  CHECK_OK(cs_fclose(f));
  f = cs_fopen("u.dat", "r", S);
  CHECK(f);
  rd_uni(f, 0, rec, nrec);
  rd_uni(f, (uint64_t)nrec * rec, 4, 5);
  rd_uni(f, (uint64_t)nrec * rec + 20, 8, 3);
  CHECK_OK(cs_fseek(f, 0, NULL, SEEK_SET, NULL, NULL));
  rd_uni(f, 0, 16, nrec / 2); /* other piece sizes over the same blocks */
  CHECK_OK(cs_fseek(f, 4, NULL, SEEK_SET, NULL, NULL));
  rd_uni(f, 4, 4, 7);
  CHECK_OK(cs_fseek(f, 0, NULL, SEEK_SET, NULL, NULL));
  check_rest(f, S, &M, 0); /* per-VP reads after the tiled ones */
  CHECK_OK(cs_fclose(f));

  /* 2. mixed: uniform staging, per-VP writes, same-open read-back mid-block */
  reset_model();
  f = cs_fopen("m.dat", "w+", S);
  CHECK(f);
  for (int k = 0; k < nrec / 2 + 1; k++) wr_uni(f, k, rec);
  wr_pervp(f, 50, 8, NULL); /* same size everywhere, per-VP path: vbuf must be VP-major */
  for (int k = 0; k < 3; k++) wr_uni(f, 60 + k, 8);
  CHECK_OK(cs_fseek(f, 0, NULL, SEEK_SET, NULL, NULL));
  check_rest(f, S, &M, 0); /* read-back of staged bytes, superblocks in the file and in memory */
  CHECK_OK(cs_fseek(f, 0, NULL, SEEK_END, NULL, NULL));
  for (int k = 0; k < nrec; k++) wr_uni(f, 70 + k, rec);
  wr_pervp(f, 90, 5, odd);
  CHECK_OK(cs_fflush(f));
  for (int k = 0; k < 4; k++) wr_pervp(f, 91 + k, 3, NULL);
  CHECK_OK(cs_fclose(f));
  f = cs_fopen("m.dat", "r", S);
  CHECK(f);
  check_rest(f, S, &M, 0);
  CHECK_OK(cs_fclose(f));

  /* 3. same lengths everywhere, but a directory out of VP order (odd VPs
   * fill and place their first entries before the even ones): block runs
   * do not hold, the reader falls back to per-VP pointers */
  reset_model();
  f = cs_fopen("o.dat", "w", S);
  CHECK(f);
  for (int k = 0; k < 6 * (int)(b / rec); k++) wr_pervp(f, k, (int)rec, odd);
  for (int k = 0; k < 6 * (int)(b / rec); k++) wr_pervp(f, 30 + k, (int)rec, even);
  for (int k = 0; k < 3; k++) wr_uni(f, 60 + k, rec);
  CHECK_OK(cs_fclose(f));
  f = cs_fopen("o.dat", "r", S);
  CHECK(f);
  rd_uni(f, 0, rec, 6 * (int)(b / rec) + 3);
  CHECK_OK(cs_fseek(f, 0, NULL, SEEK_SET, NULL, NULL));
  check_rest(f, S, &M, 0);
  CHECK_OK(cs_fclose(f));

  /* 4. read-ahead (async) dropped and resumed: uniform reads, a per-VP read,
   * a seek back, other piece sizes, then uniform reads to the end */
  f = cs_fopen("u2.dat", "w", S);
  reset_model();
  CHECK(f);
  for (int k = 0; k < nrec; k++) wr_uni(f, 300 + k, rec);
  CHECK_OK(cs_fclose(f));
  f = cs_fopen("u2.dat", "r", S);
  CHECK(f);
  rd_uni(f, 0, rec, (int)(b / rec) + 1); /* into block 1: block 2 is being read ahead */
  rd_pervp(f, (uint64_t)(b / rec + 1) * rec, rec); /* a per-VP read: drops it */
  rd_uni(f, (uint64_t)(b / rec + 2) * rec, rec, (int)(b / rec) - 2);
  CHECK_OK(cs_fseek(f, 0, NULL, SEEK_SET, NULL, NULL));
  rd_uni(f, 0, rec, nrec);
  CHECK_OK(cs_fclose(f));

  /* 5. a regular directory (block runs) with one pointer out of range and a
   * recomputed crc: the uniform read fails naming file and cause */
  if (cs_rank() == 0) {
    FILE *fp = fopen("u2.dat.dir", "r+b");
    CHECK(fp);
    uint8_t h[16];
    CHECK(fread(h, 1, 16, fp) == 16 && !memcmp(h, "CSD1", 4));
    uint32_t used = sx_get32(h + 8), E = 32; /* k = 6 (the default) */
    CHECK(used >= 2);
    uint8_t *e = malloc((size_t)used * E);
    CHECK(fseek(fp, E, SEEK_SET) == 0 && fread(e, E, used, fp) == used);
    sx_put32(e + E + 8, 0x7ffffff0u); /* slot 2, first pointer */
    sx_put32(h + 12, sx_crc32(0, e, (size_t)used * E));
    CHECK(fseek(fp, 0, SEEK_SET) == 0 && fwrite(h, 1, 16, fp) == 16);
    CHECK(fseek(fp, E, SEEK_SET) == 0 && fwrite(e, E, used, fp) == used);
    fclose(fp);
    free(e);
  }
  MPI_Barrier(cs_mpi_comm());
  f = cs_fopen("u2.dat", "r", S);
  CHECK(f);
  {
    uint8_t *x = calloc((size_t)S->nlocal + 1, rec);
    setenv("CSTAR_STREAM_QUIET", "1", 1); /* the error is expected */
    int st = cs_fread(f, x, rec, rec, 1, NULL, NULL, NULL, NULL);
    unsetenv("CSTAR_STREAM_QUIET");
    CHECK(st == CS_SEFORMAT && strstr(cs_stream_errmsg(), "u2.dat.dir") &&
          strstr(cs_stream_errmsg(), "beyond ib_sbs"));
    free(x);
  }
  cs_fclose(f);
  MPI_Barrier(cs_mpi_comm());

  /* 6. seven or more blocks per VP: two directory levels, so the read-ahead
   * thread starts on block 0 during the walk's second level (rat_early);
   * then a bad pointer in the last entry of the last directory superblock
   * (second level): the walk names it, the early job is cancelled */
  reset_model();
  f = cs_fopen("u3.dat", "w", S);
  CHECK(f);
  int n7 = (int)(7 * b / rec) + 1;
  for (int k = 0; k < n7; k++) wr_uni(f, 400 + k, rec);
  CHECK_OK(cs_fclose(f));
  f = cs_fopen("u3.dat", "r", S);
  CHECK(f);
  rd_uni(f, 0, rec, n7);
  CHECK_OK(cs_fclose(f));
  if (cs_rank() == 0) {
    FILE *fp = fopen("u3.dat.dir", "r+b");
    CHECK(fp);
    uint32_t E = 32; /* k = 6 */
    CHECK(fseek(fp, 0, SEEK_END) == 0);
    long size = ftell(fp), at = -1;
    uint8_t *all = malloc((size_t)size);
    CHECK(fseek(fp, 0, SEEK_SET) == 0 && fread(all, 1, (size_t)size, fp) == (size_t)size);
    for (long o = size / E * E; o >= 0 && at < 0; o -= E) /* the last superblock header */
      if (o + 16 <= size && !memcmp(all + o, "CSD1", 4)) at = o;
    CHECK(at >= 0);
    uint8_t *h = all + at, *e = h + E;
    uint32_t used = sx_get32(h + 8);
    CHECK(used >= 1 && at + (long)(used + 1) * E <= size);
    sx_put32(e + (size_t)(used - 1) * E + 8, 0x7ffffff0u); /* the last entry's first pointer */
    sx_put32(h + 12, sx_crc32(0, e, (size_t)used * E));
    CHECK(fseek(fp, at, SEEK_SET) == 0 && fwrite(h, E, used + 1, fp) == used + 1);
    free(all);
    fclose(fp);
  }
  MPI_Barrier(cs_mpi_comm());
  f = cs_fopen("u3.dat", "r", S);
  CHECK(f);
  {
    uint8_t *x = calloc((size_t)S->nlocal + 1, rec);
    setenv("CSTAR_STREAM_QUIET", "1", 1);
    int st = cs_fread(f, x, rec, rec, 1, NULL, NULL, NULL, NULL);
    unsetenv("CSTAR_STREAM_QUIET");
    CHECK(st == CS_SEFORMAT && strstr(cs_stream_errmsg(), "u3.dat.dir") &&
          strstr(cs_stream_errmsg(), "beyond ib_sbs"));
    free(x);
  }
  cs_fclose(f);
  MPI_Barrier(cs_mpi_comm());
  if (cs_rank() == 0) { unlink("u.dat"); unlink("m.dat"); unlink("o.dat"); unlink("u2.dat"); unlink("u3.dat"); }
}

int main(int argc, char **argv) {
  cs_init(&argc, &argv);
  test_crc();
  test_tiles();
  test_copy_nt();
  long V = 300; /* 100 VPs per rank at 3 ranks: tiling (>= 64 VPs), partial tiles at b_IB 1024 */
  S = mkshape1(V);
  model_init(&M, V);
  /* b_IB 64: doubles by 8x8 transposes; 1024: several tiles per rank and a
   * partial one; 24: one partial tile; 20: b_IB not a multiple of the record
   * (VP-major staging); 8: one piece per block */
  int small = argc > 1 && !strcmp(argv[1], "small"); /* 3 ranks on few cores: the tiled cases only */
  if (!small) e2e("64", 0);
  e2e("64", 1);
  e2e("1024", 0);
  if (!small) {
    e2e("1024", 1);
    e2e("24", 1);
    e2e("20", 0);
    e2e("8", 1);
  }
  unit_pass("stream_fast");
  cs_finalize();
  return 0;
}
