/* Elemental formatted I/O (R6, R30, thesis Fig. 3.4): a file opened inside a
 * partial context, fprintf per active VP, then per-VP text read back with
 * fscanf, fgets, fgetc/ungetc, and through the scalar-stdio dispatch
 * (cs_vpfile + cs_sfprintf/cs_sfscanf) an elemental function would use. */
#include "stream_test.h"

int main(int argc, char **argv) {
  cs_init(&argc, &argv);
  cs_shape_t s = mkshape2(3, 5);
  long nl = s->nlocal;
  unsigned char *mask = malloc(nl + 1), *mask2 = malloc(nl + 1);
  for (long i = 0; i < nl; i++) mask[i] = (s->first + i) % 3 != 2; /* the where */
  for (long i = 0; i < nl; i++) mask2[i] = (s->first + i) % 2 == 0;  /* a later where */
  if (cs_rank() == 0) { unlink("debug.txt"); unlink("debug.txt.meta"); unlink("debug.txt.first"); unlink("debug.txt.dir"); }
  MPI_Barrier(cs_mpi_comm());
  /* open in the partial context; write only from active VPs */
  cs_pfile *f = cs_fopen("debug.txt", "a", s);
  CHECK(f);
  for (long i = 0; i < nl; i++)
    if (mask[i]) CHECK(cs_fprintf(f, i, "VP %ld value %d\n", s->first + i, (int)(s->first + i) * 11) > 0);
  CHECK_EQ_LONG(info(f).mode, CS_MODE_IB);
  CHECK_OK(cs_fclose(f));
  /* Fig. 3.4 again: append in another context (continues IB lists) */
  f = cs_fopen("debug.txt", "a", s);
  CHECK(f);
  /* the scalar stdio of an elemental function on one VP's FILE* */
  for (long i = 0; i < nl; i++)
    if (mask2[i]) {
      FILE *vf = cs_vpfile(f, i);
      CHECK(cs_is_vpfile(vf));
      CHECK(cs_sfprintf(vf, "second %s\n", "line") == 12);
      CHECK(cs_sfputc('x', vf) == 'x');
      CHECK(cs_sfputs("yz\n", vf) >= 0);
    }
  CHECK(!cs_is_vpfile(stderr));
  CHECK_OK(cs_fclose(f));

  f = cs_fopen("debug.txt", "r", s);
  CHECK(f);
  for (long i = 0; i < nl; i++) {
    long v = s->first + i;
    long vv; int val;
    if (mask[i]) {
      CHECK(cs_fscanf(f, i, "VP %ld value %d", &vv, &val) == 2);
      CHECK_EQ_LONG(vv, v);
      CHECK_EQ_LONG(val, (int)v * 11);
      CHECK(cs_fgetc(f, i) == '\n');
    }
    if (!mask2[i]) { CHECK(cs_fgetc(f, i) == EOF); CHECK(cs_feof1(f, i)); continue; }
    CHECK(cs_fgetc(f, i) == 's');
    CHECK(cs_ungetc('s', f, i) == 's');
    char line[64];
    CHECK(cs_fgets(line, sizeof line, f, i) && !strcmp(line, "second line\n"));
    FILE *vf = cs_vpfile(f, i);
    char w[8];
    CHECK(cs_sfscanf(vf, "%7s", w) == 1 && !strcmp(w, "xyz"));
    CHECK(cs_sfgetc(vf) == '\n');
    CHECK(cs_sfgetc(vf) == EOF && cs_sfeof(vf));
    CHECK(cs_fscanf(f, i, "%d", &val) == EOF);
  }
  CHECK_OK(cs_fclose(f));
  free(mask);
  free(mask2);
  unit_pass("stream_text");
  cs_finalize();
  return 0;
}
