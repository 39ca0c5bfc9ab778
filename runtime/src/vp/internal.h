/* vp/internal.h — runtime-private declarations shared by the vp, comm, stream
 * and pfs layers (include as "vp/internal.h"; runtime/src is on the private
 * include path). Not part of the ABI that generated code sees. */
#ifndef CSTAR_VP_INTERNAL_H
#define CSTAR_VP_INTERNAL_H

#include <mpi.h>
#include <stddef.h>
#include "cstar/rt.h"

#ifdef __cplusplus
extern "C" {
#endif

/* The communicator of the compute ranks (a dup of MPI_COMM_WORLD, or with the
 * ionode file driver WORLD minus its I/O nodes), so runtime traffic never
 * matches user or library messages on other comms. */
MPI_Comm cs_mpi_comm(void);

/* 1 once cs_finalize has run: C's atexit handlers run after main's return (or
 * exit) has finalized the runtime, so their scalar output can no longer
 * broadcast; the scalar I/O calls then act on rank 0 alone (vp/scalar_io.c). */
int cs_finalized(void);
/* LOCAL: stops the process with an error naming file:line when C* code runs
 * although cs_init never ran (main() not in a .cs file); no-op otherwise. */
void cs_require_started(const char *file, int line);
/* COLLECTIVE (scalar code; nothing inside elemental code or after
 * cs_finalize). A barrier before rank 0 changes the file system for every
 * rank (mkdir, unlink, remove, rename): a slower rank has opened what it
 * reads first. */
void cs_before_fs_change(void);
/* COLLECTIVE in scalar code (local inside elemental code, on one rank and
 * after cs_finalize). Rank 0's result r and error number err (0: none) on
 * every rank, errno set where err is not 0: the one exchange behind every
 * scalar call done once by rank 0 (vp/scalar_io.c). */
long cs_rank0_result(long r, int err);
/* LOCAL. The context stack's depth, and cutting it back to an earlier one
 * (a longjmp out of with/where statements; vp/jump.c). */
int cs_context_depth(void);
void cs_context_cut(int depth);

/* Aborts with a message that names no .cs position (argument misuse found
 * inside the runtime, as opposed to user errors that carry file:line). */
void cs_die(const char *fmt, ...) __attribute__((noreturn, format(printf, 1, 2)));

/* malloc/realloc that abort with a message instead of returning NULL. */
void *cs_xmalloc(size_t n);
/* rank 0's errno of the last failed global-view transfer (vp/scalar_gview.c;
 * 0: none, or it met the end of the file) */
int cs_gview_errno(void);
void *cs_xrealloc(void *p, size_t n);

/* Scalar files opened for writing through cs_lower_fopen, by the order of
 * their opens (the same index on every rank; vp/lowering_support.c). */
void cs_scalar_file_register(FILE *f);
int cs_scalar_file_index(FILE *f); /* -1: not one of them */
int cs_scalar_file_count(void);
FILE *cs_scalar_file(int i);

/* Local index range [lo, hi) of the block owned by rank r of a shape with
 * `total` positions over `nranks` ranks (the distribution rule of rt.h). */
static inline void cs_block_of(long total, int nranks, int r, long *first, long *n) {
  long base = total / nranks, rem = total % nranks;
  *n = base + (r < rem ? 1 : 0);
  *first = (long)r * base + (r < rem ? r : rem);
}

#ifdef __cplusplus
}
#endif
#endif
