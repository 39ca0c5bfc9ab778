#include "parallel.h"

#include <cstdlib>
#include <mpi.h>

namespace ss {

static int env_int(const char *a, const char *b, int def) {
  const char *s = getenv(a);
  if (!s) s = getenv(b);
  return s ? atoi(s) : def;
}

Par par_from_env() {
  Par p;
  p.rank = env_int("PMI_RANK", "OMPI_COMM_WORLD_RANK", 0);
  p.size = env_int("PMI_SIZE", "OMPI_COMM_WORLD_SIZE", 1);
  if (p.size < 1 || p.rank < 0 || p.rank >= p.size) p = Par();
  return p;
}

Par par_init(int *argc, char ***argv) {
  Par p = par_from_env();
  if (p.size <= 1) return Par();
  MPI_Init(argc, argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &p.rank);
  MPI_Comm_size(MPI_COMM_WORLD, &p.size);
  p.mpi = true;
  return p;
}

void par_finalize(const Par &p) {
  if (p.mpi) MPI_Finalize();
}

int par_first_failure(const Par &p, bool failed) {
  if (!p.mpi) return failed ? 0 : -1;
  int mine = failed ? p.rank : p.size, low = p.size;
  MPI_Allreduce(&mine, &low, 1, MPI_INT, MPI_MIN, MPI_COMM_WORLD);
  return low == p.size ? -1 : low;
}

bool par_flag_of(const Par &p, bool flag, int root) {
  int x = flag;
  if (p.mpi) MPI_Bcast(&x, 1, MPI_INT, root, MPI_COMM_WORLD);
  return x != 0;
}

void par_barrier(const Par &p) {
  if (p.mpi) MPI_Barrier(MPI_COMM_WORLD);
}

double par_max(const Par &p, double x) {
  double y = x;
  if (p.mpi) MPI_Allreduce(&x, &y, 1, MPI_DOUBLE, MPI_MAX, MPI_COMM_WORLD);
  return y;
}

}  // namespace ss
