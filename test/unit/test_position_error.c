/* An out-of-range coordinate is a run-time error naming the .cs file:line.
 * With argument "scalar" the check is the replicated one (scalar left
 * indexing): every rank finds it, rank 0 alone reports it. */
#include "unit.h"

int main(int argc, char **argv) {
  cs_init(&argc, &argv);
  long d[] = {4, 3};
  cs_shape_t s = cs_shape_new("grid", 2, d);
  long ok[] = {3, 2};
  CHECK_EQ_LONG(cs_position(s, 2, ok, "prog.cs", 7), 11);
  long bad[] = {1, 3};
  if (argc > 1 && strcmp(argv[1], "with") == 0) {
    cs_shape_t u = cs_shape_unspecified("later", 1);
    cs_with_push(u, "prog.cs", 12);
  }
  if (argc > 1 && strcmp(argv[1], "scalar") == 0)
    cs_scalar_position(s, 2, bad, "prog.cs", 42);
  cs_position(s, 2, bad, "prog.cs", 42);
  printf("not reached\n");
  cs_finalize();
  return 0;
}
