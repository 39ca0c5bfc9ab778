/* Corrupt or truncated metafiles give a clear error naming the file and the
 * field (never a crash or silent garbage): each case damages one thing in a
 * good file with an IB segment and checks the fopen status and message. */
#include <stdlib.h>
#include "stream_test.h"

static cs_shape_t S;

static void make_good(void) {
  cs_pfile *f = cs_fopen("bad.dat", "w", S);
  CHECK(f);
  unsigned char *mask = malloc(S->nlocal + 1);
  double *x = cs_palloc(S, 8);
  for (long i = 0; i < S->nlocal; i++) { mask[i] = (S->first + i) % 2; x[i] = val(S->first + i, 0); }
  CHECK_OK(cs_fwrite(f, x, 8, 8, 1, NULL, NULL, NULL, NULL));
  CHECK_OK(cs_fwrite(f, x, 8, 8, 1, NULL, NULL, mask, NULL)); /* IB: .first and .dir */
  CHECK_OK(cs_fclose(f));
  free(mask);
  cs_pfree(x);
}

static void damage(const char *file, long off, int byte, long truncate_to) {
  if (cs_rank() == 0) {
    FILE *fp = fopen(file, "r+b");
    CHECK(fp);
    if (byte >= 0) {
      fseek(fp, off < 0 ? 0 : off, off < 0 ? SEEK_END : SEEK_SET);
      if (off < 0) fseek(fp, off, SEEK_END);
      int c = fgetc(fp);
      fseek(fp, -1, SEEK_CUR);
      fputc(byte == 256 ? c ^ 0x40 : byte, fp);
    }
    fclose(fp);
    if (truncate_to >= 0) CHECK(truncate(file, truncate_to) == 0);
  }
  MPI_Barrier(cs_mpi_comm());
}

/* opens, expects failure with code and both strings in the message; for
 * directory damage the error comes at the first IB read instead */
static void expect(int code, const char *s1, const char *s2, int at_read) {
  cs_shape_t t = NULL;
  cs_pfile *f = cs_fopen_shape("bad.dat", "r", &t);
  int st;
  if (at_read) {
    CHECK(f);
    double *x = cs_palloc(t, 16);
    int *ps = malloc((t->nlocal + 1) * sizeof *ps);
    for (long i = 0; i < t->nlocal; i++) ps[i] = 16;
    st = cs_fread(f, x, 16, 1, 1, NULL, ps, NULL, NULL);
    int any = st != 0, all;
    MPI_Allreduce(&any, &all, 1, MPI_INT, MPI_MAX, cs_mpi_comm());
    CHECK(all);
    cs_fclose(f);
    cs_pfree(x);
    free(ps);
    if (!st) { make_good(); return; } /* another rank owns the damaged VPs */
  } else {
    CHECK(f == NULL);
    st = cs_stream_last();
  }
  const char *m = cs_stream_errmsg();
  if (st != code || !strstr(m, s1) || (s2 && !strstr(m, s2))) {
    fprintf(stderr, "rank %d: got %d '%s', want %d with '%s' '%s'\n", cs_rank(), st, m, code, s1, s2 ? s2 : "");
    CHECK(0);
  }
  if (cs_rank() == 0 && getenv("STREAM_TEST_VERBOSE")) fprintf(stderr, "ok: %s\n", m);
  make_good();
}

/* .first cut between fopen (which checked it) and the first IB read: that
 * read names it, and so does a second read. Until session 11 a failed load
 * of .first left the rank's entry array allocated but unread, and the next
 * attempt (within the same read already) walked whatever that memory held:
 * the error blamed .dir ("a list points at an unused slot"). */
static void first_cut_after_open(void) {
  cs_shape_t t = NULL;
  cs_pfile *f = cs_fopen_shape("bad.dat", "r", &t);
  CHECK(f);
  damage("bad.dat.first", 0, -1, 32); /* the header alone */
  double *x = cs_palloc(t, 16);
  int *ps = malloc((t->nlocal + 1) * sizeof *ps);
  for (long i = 0; i < t->nlocal; i++) ps[i] = 16;
  for (int round = 0; round < 2; round++) {
    int st = cs_fread(f, x, 16, 1, 1, NULL, ps, NULL, NULL);
    const char *m = cs_stream_errmsg();
    if (st != CS_SEFORMAT || !strstr(m, "bad.dat.first") || !strstr(m, "truncated")) {
      fprintf(stderr, "rank %d, read %d: got %d '%s'\n", cs_rank(), round + 1, st, m);
      CHECK(0);
    }
  }
  cs_fclose(f);
  cs_pfree(x);
  free(ps);
  make_good();
}

int main(int argc, char **argv) {
  cs_init(&argc, &argv);
  S = mkshape1(9);
  make_good();
  damage("bad.dat.meta", 60, 256, -1);  /* a dims byte: crc */
  expect(CS_SEFORMAT, "bad.dat.meta", "crc", 0);
  damage("bad.dat.meta", 0, -1, 100);   /* truncated */
  expect(CS_SEFORMAT, "bad.dat.meta", "truncated", 0);
  damage("bad.dat.meta", 8, 7, -1);     /* version 7 */
  expect(CS_SEFORMAT, "bad.dat.meta", "version", 0);
  damage("bad.dat.meta", 0, 'X', -1);   /* magic */
  expect(CS_SEFORMAT, "bad.dat.meta", "magic", 0);
  damage("bad.dat.first", 40, 256, -1);
  expect(CS_SEFORMAT, "bad.dat.first", "crc", 0);
  damage("bad.dat.first", 0, -1, 20);
  expect(CS_SEFORMAT, "bad.dat.first", "truncated", 0);
  if (cs_rank() == 0) unlink("bad.dat.first");
  MPI_Barrier(cs_mpi_comm());
  expect(CS_SEFORMAT, "bad.dat.first", "missing", 0);
  first_cut_after_open();
  damage("bad.dat.dir", 40, 256, -1);   /* an entry: superblock crc */
  expect(CS_SEFORMAT, "bad.dat.dir", "crc", 1);
  damage("bad.dat.dir", 0, -1, 40);     /* cut inside the entries */
  expect(CS_SEFORMAT, "bad.dat.dir", "truncated", 1);
  damage("bad.dat.dir", 0, -1, 8);      /* cut inside the header */
  expect(CS_SEFORMAT, "bad.dat.dir", "truncated", 1);
  /* wrong shape for the current-shape form */
  cs_shape_t other = mkshape1(10);
  CHECK(cs_fopen("bad.dat", "r", other) == NULL && cs_stream_last() == CS_SESHAPE);
  CHECK(strstr(cs_stream_errmsg(), "[9]") && strstr(cs_stream_errmsg(), "[10]"));
  /* missing file, bad mode */
  CHECK(cs_fopen("nonexistent.dat", "r", S) == NULL && cs_stream_last() == CS_SENOENT);
  CHECK(cs_fopen("bad.dat", "rw", S) == NULL && cs_stream_last() == CS_SEINVAL);
  unit_pass("stream_corrupt");
  cs_finalize();
  return 0;
}
