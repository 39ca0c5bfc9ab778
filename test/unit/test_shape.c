/* Shapes, block distribution, cs_owner/cs_position, palloc header and scratch
 * slot, allocate/deallocate_shape. Extents are chosen so that most are not a
 * multiple of 2 or 3 ranks, and one has fewer positions than ranks. */
#include "unit.h"

static void check_distribution(cs_shape_t s) {
  int P = cs_nranks(), me = cs_rank();
  long total = 0, before = 0;
  MPI_Allreduce(&s->nlocal, &total, 1, MPI_LONG, MPI_SUM, cs_mpi_comm());
  MPI_Exscan(&s->nlocal, &before, 1, MPI_LONG, MPI_SUM, cs_mpi_comm());
  if (me == 0) before = 0;
  CHECK_EQ_LONG(total, s->total);
  CHECK_EQ_LONG(before, s->first);
  /* sizes differ by at most one, the larger ones first */
  long expect = s->total / P + (me < s->total % P ? 1 : 0);
  CHECK_EQ_LONG(s->nlocal, expect);
  for (long g = 0; g < s->total; g++) {
    int mine = g >= s->first && g < s->first + s->nlocal;
    CHECK_EQ_LONG(cs_owner(s, g) == me, mine);
    CHECK_EQ_LONG(cs_wloc(s, g), mine ? g - s->first : s->nlocal);
    /* coordinates round-trip through cs_position */
    long c[CS_MAX_RANK];
    for (int a = 0; a < s->rank; a++) c[a] = cs_coord(s, a, g);
    CHECK_EQ_LONG(cs_position(s, s->rank, c, "t.cs", 1), g);
  }
}

int main(int argc, char **argv) {
  cs_init(&argc, &argv);
  long d1[] = {7}, d2[] = {10, 3}, d3[] = {2, 3, 5}, d4[] = {1}, d5[] = {4, 4};
  cs_shape_t a = cs_shape_new("A", 1, d1), b = cs_shape_new("B", 2, d2),
             c = cs_shape_new("C", 3, d3), d = cs_shape_new("D", 1, d4),
             e = cs_shape_new("E", 2, d5);
  cs_shape_t all[] = {a, b, c, d, e};
  for (int i = 0; i < 5; i++) check_distribution(all[i]);
  CHECK_EQ_LONG(b->strides[0], 3);
  CHECK_EQ_LONG(b->strides[1], 1);
  CHECK_EQ_LONG(c->strides[0], 15);
  CHECK_EQ_LONG(cs_rankof(c), 3);
  CHECK_EQ_LONG(cs_dimof(c, 2), 5);
  CHECK_EQ_LONG(cs_positionsof(c), 30);
  CHECK(a->id != b->id);

  /* unspecified and partially specified shapes */
  cs_shape_t u = cs_shape_unspecified("U", 0), p = cs_shape_unspecified("P", 2);
  CHECK_EQ_LONG(cs_rankof(u), 0);
  CHECK_EQ_LONG(cs_rankof(p), 2);
  CHECK_EQ_LONG(cs_positionsof(p), 0);
  CHECK(!p->allocated);
  long dp[] = {5, 5};
  CHECK(cs_allocate_shape(&p, 2, dp) == p);
  check_distribution(p);
  long du[] = {11};
  cs_allocate_shape(&u, 1, du);
  check_distribution(u);
  cs_deallocate_shape(&u);
  CHECK(!u->allocated);
  CHECK_EQ_LONG(cs_rankof(u), 0);
  long du2[] = {2, 2, 2};
  cs_allocate_shape(&u, 3, du2);
  check_distribution(u);
  cs_shape_t n = NULL;
  cs_allocate_shape(&n, 1, d1);
  CHECK(n != NULL && n->total == 7);

  /* palloc: zero-filled, header, scratch slot writable */
  double *x = cs_palloc(b, sizeof(double));
  for (long i = 0; i <= b->nlocal; i++) CHECK(x[i] == 0.0);
  CHECK(cs_pvar_shape(x) == b);
  CHECK_EQ_LONG(cs_pvar_elemsize(x), sizeof(double));
  CHECK(((unsigned long)x % 64) == 0);
  x[cs_wloc(b, 0)] = 5.0;  /* lands in the scratch slot on ranks not owning 0 */
  for (long i = 0; i < b->nlocal; i++) CHECK(x[i] == (b->first + i == 0 ? 5.0 : 0.0));
  cs_pfree(x);
  {
    __attribute__((cleanup(cs_pfree_ptr))) int *y = cs_palloc(c, sizeof(int));
    y[0] = 1;
  }
  cs_pfree(NULL);

  /* options: --cstar-* flags are removed from argv */
  CHECK(cs_getopt("stream-force") != NULL && strcmp(cs_getopt("stream-force"), "ib") == 0);
  CHECK(cs_getopt("absent-option") == NULL);
  for (int i = 0; i < argc; i++) CHECK(strncmp(argv[i], "--cstar-", 8) != 0);
  CHECK_EQ_LONG(argc, 2);
  CHECK(strcmp(argv[1], "keep") == 0);
  unit_pass("shape");
  cs_finalize();
  return 0;
}
