/* External files (R32): a flat row-major array written by another program
 * (numpy in the lit test, plain C here when no file is given) with no .meta is
 * one NB segment of the current shape. `ext FILE NREC` reads NREC float64
 * records per VP with NB and checks value(v, k) = v*1000 + k. Also: an NB-only
 * Stream* file is byte for byte that array (R16). */
#include <stdlib.h>
#include "stream_test.h"

#define A 4
#define B 6

int main(int argc, char **argv) {
  cs_init(&argc, &argv);
  const char *path = argc > 1 ? argv[1] : "ext.dat";
  int nrec = argc > 2 ? atoi(argv[2]) : 3;
  cs_shape_t s = mkshape2(A, B);
  long nl = s->nlocal, V = s->total;
  if (argc <= 1 && cs_rank() == 0) { /* an independent writer: stdio, row-major */
    FILE *fp = fopen(path, "wb");
    for (int k = 0; k < nrec; k++)
      for (long v = 0; v < V; v++) { double d = v * 1000.0 + k; fwrite(&d, 8, 1, fp); }
    fclose(fp);
  }
  MPI_Barrier(cs_mpi_comm());
  cs_pfile *f = cs_fopen(path, "r", s);
  if (!f) fprintf(stderr, "%s\n", cs_stream_errmsg());
  CHECK(f);
  CHECK(info(f).external);
  double *x = cs_palloc(s, 8);
  int *res = malloc((nl + 1) * sizeof *res);
  for (int k = 0; k < nrec; k++) {
    CHECK_OK(cs_fread(f, x, 8, 8, 1, NULL, NULL, NULL, res));
    CHECK_EQ_LONG(info(f).last_mode, want_mode(CS_MODE_NB));
    for (long i = 0; i < nl; i++) CHECK(x[i] == (s->first + i) * 1000.0 + k && res[i] == 1);
  }
  CHECK_EQ_LONG(info(f).b_nb, 8);
  CHECK_EQ_LONG(info(f).nb_rows, nrec);
  CHECK_OK(cs_fread(f, x, 8, 8, 1, NULL, NULL, NULL, res)); /* past the end: 0 items, EOF */
  int *eof = malloc((nl + 1) * sizeof *eof);
  cs_feof(f, NULL, eof);
  for (long i = 0; i < nl; i++) CHECK(res[i] == 0 && eof[i]);
  CHECK_OK(cs_fclose(f));
  /* the shape-returning fopen needs a .meta */
  cs_shape_t t = NULL;
  CHECK(cs_fopen_shape(path, "r", &t) == NULL && cs_stream_last() == CS_SEFORMAT);
  CHECK(strstr(cs_stream_errmsg(), ".meta"));
  /* an NB-only Stream* file is exactly the flat array */
  f = cs_fopen("nbonly.dat", "w", s);
  for (int k = 0; k < nrec; k++) {
    for (long i = 0; i < nl; i++) x[i] = (s->first + i) * 1000.0 + k;
    CHECK_OK(cs_fwrite(f, x, 8, 8, 1, NULL, NULL, NULL, NULL));
  }
  CHECK_OK(cs_fclose(f));
  if (cs_rank() == 0 && !forced()) { /* forced CB/IB write CB/IB segments instead */
    FILE *fp = fopen("nbonly.dat", "rb");
    for (int k = 0; k < nrec; k++)
      for (long v = 0; v < V; v++) { double d; CHECK(fread(&d, 8, 1, fp) == 1); CHECK(d == v * 1000.0 + k); }
    CHECK(fgetc(fp) == EOF);
    fclose(fp);
  }
  cs_pfree(x);
  free(res); free(eof);
  unit_pass("stream_external");
  cs_finalize();
  return 0;
}
