/* cstar/pfs.h — the striped parallel file layer ("pfs") that Stream* runs on.
 *
 * One logical byte stream per file, striped round-robin over I/O targets
 * (directories, each standing for a disk or an I/O node) with a stripe unit.
 * Byte `off` of a file striped over N targets with unit U lives in target
 * (off / U) % N at offset ((off / U) / N) * U + off % U of that target's
 * stripe file. A file with one target in the working directory (the default)
 * is an ordinary file at the path given, with no header: any program reads it.
 * A file striped any other way has a small text layout record at the path
 * given, so it reads back correctly whatever the reader's configuration.
 * docs/pfs.md describes the on-disk layout and the options.
 *
 * Drivers behind one function table (ROMIO ADIO style): "local" (default;
 * ranks access the stripe files themselves, with a background thread per rank
 * for write-behind and prefetch), "ionode" (the last K ranks of MPI_COMM_WORLD
 * serve the targets), "mpiio" (MPI-IO underneath). Setting `trace` records
 * every driver call (a test aid).
 *
 * Conventions
 *  - Every function says COLLECTIVE (every rank of the file's communicator
 *    calls it, in the same order, with the same scalar arguments) or LOCAL.
 *  - Every function returns a pfs_status: PFS_OK (0) or an error code. The
 *    message of the last error on the calling thread (naming the file and the
 *    cause) is pfs_errmsg(). Collective functions return the same code on
 *    every rank; the message names the rank where the cause lies.
 *  - Nothing aborts. Errors found in the background (write-behind) are kept
 *    with the file and returned by the next pfs_flush/pfs_sync/pfs_close.
 *  - Write buffers may be reused as soon as a write call returns (data are
 *    copied or already written). Read buffers are filled when the call returns.
 *  - Visibility: a rank always reads its own writes. Writes of other ranks
 *    become visible after a collective pfs_sync, at the start of any later
 *    collective transfer (pfs_read_all/pfs_write_all), or after close and
 *    reopen. Prefetching never changes what a read returns.
 */
#ifndef CSTAR_PFS_H
#define CSTAR_PFS_H

#include <stddef.h>
#include <stdint.h>
#include <mpi.h>

#ifdef __cplusplus
extern "C" {
#endif

/* ---- status codes -------------------------------------------------------- */

typedef enum pfs_status {
  PFS_OK = 0,
  PFS_EINVAL = 1,   /* bad argument or option value */
  PFS_ENOENT = 2,   /* file or I/O target does not exist */
  PFS_EACCES = 3,   /* permission denied (read-only target, unwritable file) */
  PFS_EEXIST = 4,   /* PFS_EXCL and the file exists */
  PFS_ENOSPC = 5,   /* disk full or quota exceeded */
  PFS_EIO = 6,      /* I/O error, including a short write the retry could not finish */
  PFS_ELAYOUT = 7,  /* corrupt layout record, or stripe files inconsistent with it */
  PFS_EEOF = 8,     /* read extends past the end of the file (bytes past it read as 0) */
  PFS_ENOMEM = 9,   /* out of memory */
  PFS_EMPI = 10,    /* an MPI call failed */
  PFS_ENOTSUP = 11, /* unknown driver, or operation the driver does not support */
  PFS_ESTATE = 12   /* call out of order (file closed, pfs_init missing for ionode, ...) */
} pfs_status;

/* LOCAL. Message of the last failed call on this thread ("" if none). The
 * pointer stays valid until the next pfs call on this thread. */
const char *pfs_errmsg(void);

/* LOCAL. Short fixed name of a status code ("PFS_ENOSPC: no space left"). */
const char *pfs_strerror(int status);

/* ---- configuration --------------------------------------------------------
 * Precedence: --cstar-pfs-KEY=VALUE flag > CSTAR_PFS_KEY environment variable
 * (KEY upper-cased, '-' -> '_') > default. Keys (defaults in brackets):
 *   driver          local | ionode | mpiio                        [local]
 *   targets         ':'-separated I/O target directories          [.]
 *   stripe-unit     bytes, suffixes k/m/g (powers of 1024)        [1m]
 *   ionodes         ionode driver: K, the last K ranks of WORLD   [1]
 *   write-behind    on/off (also 1/0, yes/no, true/false)         [on]
 *   wb-budget       bytes of queued writes per rank               [64m]
 *   prefetch        on/off                                        [on]
 *   window          read-ahead window in stripe units; 0 = auto,
 *                   max(4, 2 per target), striped files only      [0]
 *   prefetch-budget bytes of prefetch buffers and read cache per
 *                   rank (local driver; per I/O node for ionode)  [64m]
 *   trace           path prefix; if set, each rank appends every
 *                   driver call to PREFIX.RANK (test aid)         [""]
 *   collective      auto | two-phase | direct: how collective
 *                   transfers of small pieces are done (direct =
 *                   each rank sends its own pieces; with ionode the
 *                   I/O nodes pack them, MB-DDIO); auto picks by a
 *                   cost model                                    [auto]
 * Layout options (targets, stripe-unit) apply when a file is created; an
 * existing file is read with the layout it was written with. */

#define PFS_PATH_MAX 4096

typedef struct pfs_config {
  char driver[16];
  char targets[PFS_PATH_MAX];
  int64_t stripe_unit;
  int ionodes;
  int write_behind;
  int64_t wb_budget;
  int prefetch;
  int window;
  int64_t prefetch_budget;
  char trace[PFS_PATH_MAX];
  char collective[16];
} pfs_config;

/* LOCAL. Fills *c with the built-in defaults. */
void pfs_config_default(pfs_config *c);

/* LOCAL. Sets one option by key ("stripe-unit", "targets", ...) from text;
 * PFS_EINVAL with a message for an unknown key or a bad value. */
int pfs_config_set(pfs_config *c, const char *key, const char *value);

/* LOCAL. Applies CSTAR_PFS_* environment variables to *c. */
int pfs_config_from_env(pfs_config *c);

/* LOCAL. Applies --cstar-pfs-KEY=VALUE (or --cstar-pfs-KEY VALUE) flags and
 * removes them from argv (argc/argv may be NULL). */
int pfs_config_from_args(pfs_config *c, int *argc, char ***argv);

/* LOCAL. Defaults, then environment, then flags: the full precedence chain. */
int pfs_config_load(pfs_config *c, int *argc, char ***argv);

/* ---- process start-up and shut-down ---------------------------------------
 * pfs_init is optional for the local and mpiio drivers (the first pfs_open
 * then loads the configuration from the environment) and required for ionode. */

/* COLLECTIVE over MPI_COMM_WORLD, after MPI_Init. Installs *cfg (NULL: from
 * the environment) as the process configuration used when pfs_open gets
 * cfg == NULL. Sets *compute to the communicator of compute ranks (all of
 * WORLD, or WORLD minus the last K ranks with the ionode driver).
 * On an I/O-node rank it serves requests until every compute rank has called
 * pfs_finalize, then sets *is_ionode = 1 and returns: the caller should call
 * MPI_Finalize and exit without running the program. */
int pfs_init(const pfs_config *cfg, MPI_Comm *compute, int *is_ionode);

/* COLLECTIVE over the compute ranks. Closes files still open (flushing their
 * write-behind data) and releases the I/O nodes. Call before MPI_Finalize. */
int pfs_finalize(void);

/* LOCAL. The process configuration (after pfs_init or the first open). */
const pfs_config *pfs_config_current(void);

/* ---- files ------------------------------------------------------------------ */

typedef struct pfs_file pfs_file;  /* opaque */
typedef int64_t pfs_off;

enum {
  PFS_RDONLY = 0x01,
  PFS_WRONLY = 0x02,
  PFS_RDWR = 0x03,
  PFS_CREATE = 0x04, /* create if missing, with the layout of the configuration */
  PFS_TRUNC = 0x08,  /* truncate to 0 (keeps the existing layout unless CREATE re-creates it) */
  PFS_EXCL = 0x10    /* with CREATE: fail with PFS_EEXIST if the file exists */
};

/* COLLECTIVE over comm. Opens or creates `path`. cfg NULL = the process
 * configuration. With PFS_CREATE|PFS_TRUNC the file is re-created with the
 * configuration's layout. On error *out is NULL on every rank. */
int pfs_open(MPI_Comm comm, const char *path, int flags, const pfs_config *cfg,
             pfs_file **out);

/* COLLECTIVE. Flushes write-behind data, writes the final layout record,
 * releases *f (even on error). Returns the first error seen on any rank,
 * including deferred write-behind errors. */
int pfs_close(pfs_file *f);

/* COLLECTIVE over comm. Removes the file, its layout record and stripe files.
 * PFS_ENOENT if it does not exist. */
int pfs_unlink(MPI_Comm comm, const char *path, const pfs_config *cfg);

/* COLLECTIVE. Sets the logical size (truncates or extends with zeros). */
int pfs_truncate(pfs_file *f, pfs_off size);

/* ---- independent transfers (LOCAL) --------------------------------------- */

/* LOCAL. Reads len bytes at off. *nread (may be NULL) gets the bytes read; a
 * read that ends past EOF zero-fills the rest and returns PFS_EEOF when nread
 * is NULL, PFS_OK otherwise. */
int pfs_pread(pfs_file *f, pfs_off off, void *buf, size_t len, size_t *nread);

/* LOCAL. Writes len bytes at off. With write-behind it returns once the data
 * are queued (blocking only while the queue is over its budget). */
int pfs_pwrite(pfs_file *f, pfs_off off, const void *buf, size_t len);

/* ---- collective transfers ------------------------------------------------ */

/* One piece of a collective transfer: len bytes at file offset off, in buf. */
typedef struct pfs_piece {
  pfs_off off;
  size_t len;
  void *buf; /* const for writes */
} pfs_piece;

/* COLLECTIVE. Every rank passes its own pieces (any number, any order, any
 * size; n may be 0). Pieces of different ranks must not overlap for writes.
 * The layer aggregates two-phase: each rank accesses a few large contiguous
 * file domains and the data are exchanged among ranks with MPI. Pieces past
 * EOF on read: zero-filled, PFS_EEOF on every rank. */
int pfs_read_all(pfs_file *f, const pfs_piece *pieces, size_t n);
int pfs_write_all(pfs_file *f, const pfs_piece *pieces, size_t n);

/* ---- flush, sync, size ---------------------------------------------------- */

/* LOCAL. Waits until this rank's queued writes are in the stripe files (not
 * necessarily on disk) and returns any deferred write-behind error. */
int pfs_flush(pfs_file *f);

/* COLLECTIVE. Flushes every rank, drops prefetched data so every rank sees
 * every rank's writes; with durable != 0 also fsyncs all stripe files. */
int pfs_sync(pfs_file *f, int durable);

/* LOCAL. Logical size as this rank sees it (the file plus its own queued
 * writes). After pfs_sync every rank sees the same size. */
int pfs_size(pfs_file *f, pfs_off *size);

/* ---- hints (LOCAL, advisory: a wrong hint costs time, never correctness) --- */

typedef struct pfs_range {
  pfs_off off;
  pfs_off len;
} pfs_range;

/* LOCAL. This rank will read the file sequentially from `from` to the end. */
int pfs_hint_sequential(pfs_file *f, pfs_off from);

/* LOCAL. This rank will read exactly these ranges, in this order (TIP
 * disclosure). Replaces any earlier range hint; the layer copies the list.
 * Prefetch follows the list within the prefetch budget while the rank
 * computes between reads (local driver: an I/O-bound reader is not
 * prefetched for, R49); the read cache follows it always. */
int pfs_hint_ranges(pfs_file *f, const pfs_range *ranges, size_t n);

/* LOCAL. Nothing written from now on will be read again through this handle
 * before close: write-behind may use its whole budget and skip caching. */
int pfs_hint_final_write(pfs_file *f);

/* LOCAL. This rank reads ahead itself (a thread of its own, in the order it
 * reads or its range hint discloses): from now on the layer's read-ahead for
 * this handle -- window and hinted prefetch -- only asks the kernel for the
 * blocks it would have prefetched (POSIX_FADV_WILLNEED on the stripe files,
 * each block once) and copies none into its own buffers, so each byte is
 * copied out of the page cache once, by the caller. Local driver only (the
 * others ignore it); pfs_hint_clear restores copying read-ahead. */
int pfs_hint_advise_only(pfs_file *f);

/* LOCAL. Forgets all hints of this rank (window read-ahead stays on). */
int pfs_hint_clear(pfs_file *f);

/* ---- statistics (LOCAL) ----------------------------------------------------
 * Counters of this rank's read cache for an open file: the local driver's
 * cache; for ionode, what the I/O nodes served this rank from their
 * read-ahead and collective-prefetch buffers; mpiio reports zeros. For tests
 * and benchmarks. */
typedef struct pfs_stats {
  int64_t read_bytes;            /* bytes returned by independent reads (and two-phase aggregator reads) */
  int64_t cache_hit_bytes;       /* of those, copied from the cache (prefetched or kept from an earlier read) */
  int64_t prefetched_bytes;      /* bytes read by prefetch */
  int64_t prefetch_unused_bytes; /* prefetched bytes dropped before any read used them */
  int64_t prebuilt_bytes;        /* ionode: collective-read bytes the I/O nodes answered with packets
                                    built during their collective prefetch (part of cache_hit_bytes) */
  int64_t prefetch_cached_bytes; /* local: bytes the prefetcher left to demand reads because the kernel's
                                    page cache already held them, ready (a prefetch would only add a copy) */
} pfs_stats;

/* LOCAL. Fills *st with the file's counters since open. */
int pfs_get_stats(pfs_file *f, pfs_stats *st);

/* LOCAL, pure of MPI. Whether this process has a core no rank of the job
 * uses: the job's ranks on this node (MPI_LOCALNRANKS from MPICH's hydra,
 * OMPI_COMM_WORLD_LOCAL_SIZE from Open MPI; without either, a job of
 * `nranks` == 1 counts as alone and a larger one as using every core) are
 * fewer than the CPUs this process may run on. A helper thread (prefetch,
 * background writer, read-ahead) then runs beside the program instead of
 * taking CPU from a rank. */
int pfs_spare_core(int nranks);

/* ---- layout ------------------------------------------------------------------ */

/* LOCAL. The layout of an open file: stripe unit and number of targets
 * (unit 0 and 1 target for an ordinary file). Either pointer may be NULL. */
int pfs_layout(pfs_file *f, int64_t *stripe_unit, int *ntargets);

/* LOCAL, pure. Where logical byte `off` lives: target index and offset in
 * that target's stripe file, for unit `unit` over `ntargets` targets. */
void pfs_locate(int64_t unit, int ntargets, pfs_off off, int *target, pfs_off *target_off);

/* ---- tools (fs2pfs / pfs2fs) --------------------------------------------- */

/* LOCAL. Copies the ordinary file `src` into the layer as `dst`, striped with
 * cfg's layout (NULL = process configuration). */
int pfs_stripe(const char *src, const char *dst, const pfs_config *cfg);

/* LOCAL. Copies the layer file `src` (any layout) to the ordinary file `dst`,
 * byte-identical to what was striped. */
int pfs_unstripe(const char *src, const char *dst);

#ifdef __cplusplus
}
#endif
#endif /* CSTAR_PFS_H */
