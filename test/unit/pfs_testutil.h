/* Shared helpers for the pfs unit tests: checks that report the rank, the
 * source line and pfs_errmsg(), a byte pattern, and start-up that honours the
 * driver named on the command line (local | mpiio | ionode). */
#ifndef PFS_TESTUTIL_H
#define PFS_TESTUTIL_H

#include "cstar/pfs.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

static int g_rank = 0, g_nranks = 1, g_fail = 0;
static MPI_Comm g_comm;

#define CHECK(cond, ...)                                                               \
  do {                                                                                 \
    if (!(cond)) {                                                                     \
      fprintf(stderr, "[rank %d] %s:%d: CHECK(%s) failed: ", g_rank, __FILE__, __LINE__, #cond); \
      fprintf(stderr, __VA_ARGS__);                                                    \
      fprintf(stderr, " (pfs_errmsg: %s)\n", pfs_errmsg());                            \
      g_fail++;                                                                        \
    }                                                                                  \
  } while (0)

#define OK(call)                                                                        \
  do {                                                                                  \
    int s_ = (call);                                                                    \
    if (s_) {                                                                           \
      fprintf(stderr, "[rank %d] %s:%d: %s -> %s: %s\n", g_rank, __FILE__, __LINE__, #call, \
              pfs_strerror(s_), pfs_errmsg());                                          \
      g_fail++;                                                                         \
    }                                                                                   \
  } while (0)

/* The byte a test writes at logical offset off (seed tells files apart). */
static inline unsigned char pat(int seed, long long off) {
  unsigned long long x = (unsigned long long)off * 2654435761ull + (unsigned long long)seed * 40503ull;
  return (unsigned char)(x ^ (x >> 13) ^ (x >> 24));
}
static inline void fill(int seed, long long off, unsigned char *b, size_t n) {
  for (size_t i = 0; i < n; i++) b[i] = pat(seed, off + (long long)i);
}
/* Index of the first wrong byte, or -1. */
static inline long long verify(int seed, long long off, const unsigned char *b, size_t n) {
  for (size_t i = 0; i < n; i++)
    if (b[i] != pat(seed, off + (long long)i)) return (long long)i;
  return -1;
}

/* MPI + pfs start-up. argv[1] (optional) names the driver. Returns 1 on an
 * I/O-node rank, which must just finish. */
static int test_init(int *argc, char ***argv, pfs_config *cfg) {
  MPI_Init(argc, argv);
  pfs_config_load(cfg, argc, argv);
  if (*argc > 1) pfs_config_set(cfg, "driver", (*argv)[1]);
  int io = 0;
  if (pfs_init(cfg, &g_comm, &io)) {
    fprintf(stderr, "pfs_init: %s\n", pfs_errmsg());
    MPI_Abort(MPI_COMM_WORLD, 2);
  }
  if (io) return 1;
  MPI_Comm_rank(g_comm, &g_rank);
  MPI_Comm_size(g_comm, &g_nranks);
  return 0;
}

/* Rank 0 makes directories (targets); everyone waits. */
static inline void make_dirs(const char *const *dirs, int n) {
  if (g_rank == 0)
    for (int i = 0; i < n; i++) mkdir(dirs[i], 0777);
  MPI_Barrier(g_comm);
}

static int test_finish(const char *name, int is_ionode) {
  if (!is_ionode) {
    int s = pfs_finalize();
    if (s) { fprintf(stderr, "[rank %d] pfs_finalize: %s\n", g_rank, pfs_errmsg()); g_fail++; }
    int all = 0;
    MPI_Allreduce(&g_fail, &all, 1, MPI_INT, MPI_SUM, g_comm);
    g_fail = all;
    if (g_rank == 0) printf("%s: %s (%d failed checks, %d ranks)\n", name, all ? "FAIL" : "PASS", all, g_nranks);
  }
  MPI_Finalize();
  return g_fail ? 1 : 0;
}

#endif
