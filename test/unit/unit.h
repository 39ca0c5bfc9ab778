/* unit.h — tiny harness for runtime unit tests run under mpiexec.
 * CHECK failures print rank, file:line and the expression, then abort all
 * ranks; a passing test prints "PASS <name>" once, on rank 0. */
#ifndef CSTAR_UNIT_H
#define CSTAR_UNIT_H
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <mpi.h>
#include "cstar/rt.h"

/* The runtime's communicator of the compute ranks (WORLD minus any I/O nodes
 * of the ionode file driver); tests synchronise on it, never on WORLD. */
MPI_Comm cs_mpi_comm(void);

#define CHECK(e)                                                                       \
  do {                                                                                 \
    if (!(e)) {                                                                        \
      fprintf(stderr, "rank %d: %s:%d: CHECK failed: %s\n", cs_rank(), __FILE__,       \
              __LINE__, #e);                                                           \
      fflush(stderr);                                                                  \
      MPI_Abort(MPI_COMM_WORLD, 2);                                                    \
    }                                                                                  \
  } while (0)

#define CHECK_EQ_LONG(a, b)                                                            \
  do {                                                                                 \
    long a_ = (long)(a), b_ = (long)(b);                                               \
    if (a_ != b_) {                                                                    \
      fprintf(stderr, "rank %d: %s:%d: CHECK failed: %s == %s (%ld vs %ld)\n",         \
              cs_rank(), __FILE__, __LINE__, #a, #b, a_, b_);                          \
      fflush(stderr);                                                                  \
      MPI_Abort(MPI_COMM_WORLD, 2);                                                    \
    }                                                                                  \
  } while (0)

static inline void unit_pass(const char *name) {
  MPI_Barrier(cs_mpi_comm());
  if (cs_rank() == 0) printf("PASS %s\n", name);
}
#endif
