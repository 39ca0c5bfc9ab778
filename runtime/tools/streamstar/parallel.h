// streamstar: running alone or under mpiexec. MPI is initialised only by
// commands that work in parallel (convert) and only when a process manager
// launched us, so `streamstar info f` needs no MPI start-up at all.
#ifndef STREAMSTAR_PARALLEL_H
#define STREAMSTAR_PARALLEL_H

#include <string>

namespace ss {

struct Par {
  int rank = 0, size = 1;
  bool mpi = false;
};

// Rank/size from the launcher's environment (PMI_RANK, PMI_SIZE, ...), without MPI.
Par par_from_env();
// MPI_Init when launched by mpiexec with more than one process.
Par par_init(int *argc, char ***argv);
void par_finalize(const Par &p);
// COLLECTIVE. Lowest rank whose `failed` is true, or -1 if none.
int par_first_failure(const Par &p, bool failed);
// COLLECTIVE. Rank `root`'s `flag` on every rank.
bool par_flag_of(const Par &p, bool flag, int root);
void par_barrier(const Par &p);
// COLLECTIVE. Max over ranks (progress totals, sizes).
double par_max(const Par &p, double x);

}  // namespace ss

#endif
