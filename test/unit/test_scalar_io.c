/* Scalar left-index reads (owner broadcasts; ring of 64 buffers), scalar
 * output once with the return value broadcast, input read once and broadcast
 * (stdin is fed by the lit driver), and prand independent of the rank count
 * (the lit driver diffs the printed values across rank counts). */
#include "unit.h"

typedef struct { int a; double b; char c[5]; } rec;

int main(int argc, char **argv) {
  cs_init(&argc, &argv);
  long d[] = {5, 4};
  cs_shape_t s = cs_shape_new("S", 2, d);
  long *x = cs_palloc(s, sizeof(long));
  rec *r = cs_palloc(s, sizeof(rec));
  for (long i = 0; i < s->nlocal; i++) {
    long g = s->first + i;
    x[i] = g * g + 1;
    r[i].a = (int)g; r[i].b = g * 0.5; memcpy(r[i].c, "abcd", 5); r[i].c[0] = (char)('a' + g);
  }
  const long *ptrs[64];
  for (long g = 0; g < s->total; g++) {
    ptrs[g] = cs_read_elem(s, g, x, sizeof(long));
    CHECK_EQ_LONG(*ptrs[g], g * g + 1);
    rec *q = cs_read_elem(s, g, r, sizeof(rec));
    CHECK(q->a == g && q->b == g * 0.5 && q->c[0] == 'a' + g && strcmp(q->c + 1, "bcd") == 0);
  }
  /* the ring keeps the last 64 reads valid: 40 reads ago is still intact */
  for (long g = 0; g < s->total; g++) CHECK_EQ_LONG(*ptrs[g], g * g + 1);

  /* output once, return values broadcast */
  int n = cs_printf("hello %d from the front end\n", 42);
  CHECK_EQ_LONG(n, 28);
  int pr0 = cs_once_puts("puts line"), prmax = 0, prmin = 0;
  MPI_Allreduce(&pr0, &prmax, 1, MPI_INT, MPI_MAX, cs_mpi_comm());
  MPI_Allreduce(&pr0, &prmin, 1, MPI_INT, MPI_MIN, cs_mpi_comm());
  CHECK(prmin == prmax && pr0 >= 0);  /* same value on every rank */
  cs_once_putchar('X');
  cs_once_putchar('\n');
  cs_once_fputs("fputs line\n", stdout);
  CHECK_EQ_LONG(cs_once_fwrite("fwrite!\n", 1, 8, stdout), 8);
  cs_once_fflush(stdout);

  /* input read once: "17 2.5 word\nrest of line\nAB" */
  int i1 = 0; double d1 = 0; char w[16] = "", line[64] = "";
  CHECK_EQ_LONG(cs_once_scanf("%d %lf %15s", &i1, &d1, w), 3);
  CHECK_EQ_LONG(i1, 17);
  CHECK(d1 == 2.5);
  CHECK(strcmp(w, "word") == 0);
  CHECK_EQ_LONG(cs_once_getchar(), '\n');
  CHECK(cs_once_fgets(line, sizeof line, stdin) == line);
  CHECK(strcmp(line, "rest of line\n") == 0);
  char ab[2];
  CHECK_EQ_LONG(cs_once_fread(ab, 1, 2, stdin), 2);
  CHECK(ab[0] == 'A' && ab[1] == 'B');
  CHECK_EQ_LONG(cs_once_fgetc(stdin), EOF);

  /* prand: a function of (seed, call, position) only */
  cs_psrand(12345);
  unsigned long c0 = cs_prand_next_call(), c1 = cs_prand_next_call();
  CHECK(c0 == 0 && c1 == 1);
  int *pr = cs_palloc(s, sizeof(int));
  for (long i = 0; i < s->nlocal; i++) pr[i] = cs_prand_value(c1, s->first + i);
  for (long g = 0; g < s->total; g++) {
    int v = *(int *)cs_read_elem(s, g, pr, sizeof(int));
    CHECK(v >= 0 && v <= RAND_MAX);
    cs_printf("prand[%ld] = %d\n", g, v);
  }
  CHECK(cs_prand_value(0, 3) != cs_prand_value(1, 3));
  CHECK(cs_prand_value(0, 3) != cs_prand_value(0, 4));
  cs_psrand(12345);
  CHECK_EQ_LONG(cs_prand_next_call(), 0);
  cs_pfree(pr); cs_pfree(x); cs_pfree(r);
  fflush(stdout);
  unit_pass("scalar_io");
  cs_finalize();
  return 0;
}
