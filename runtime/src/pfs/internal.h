// Internal declarations shared by the pfs sources. Not installed.
//
// Structure (ROMIO ADIO style): api.cpp validates arguments, agrees on the
// layout (rank 0 reads or writes the layout record) and dispatches every
// operation through a Driver — the function table — chosen by the
// configuration: local (drv_local.cpp), ionode (drv_ionode.cpp), mpiio
// (drv_mpiio.cpp), optionally wrapped by the recording driver (drv_trace.cpp).
#ifndef CSTAR_PFS_INTERNAL_H
#define CSTAR_PFS_INTERNAL_H

#include "cstar/pfs.h"

#include <algorithm>
#include <cstdarg>
#include <memory>
#include <string>
#include <sys/uio.h>
#include <vector>

namespace pfs {

// ---- errors (errors.cpp) ---------------------------------------------------
// Sets the thread's last error and returns code, so callers write
// `return fail(PFS_EIO, "write %s: %s", path, strerror(e));`.
int fail(int code, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
// Maps an errno value to a status code.
int errno_status(int e);
// Error from errno with a message "WHAT PATH: strerror".
int fail_errno(int e, const char *what, const std::string &path);
// The thread's current message, for copying into deferred errors.
std::string last_message();
void set_message(int code, const std::string &msg);

// A deferred error (from a background thread): first one wins.
struct Deferred {
  int code = PFS_OK;
  std::string msg;
  void record(int c, const std::string &m) {
    if (code == PFS_OK && c != PFS_OK) { code = c; msg = m; }
  }
};

// ---- collective agreement (collective.cpp) -------------------------------
// COLLECTIVE. Every rank passes its local status; returns the status of the
// lowest failing rank on every rank, with that rank's message installed as
// pfs_errmsg() everywhere (prefixed with the rank).
int agree(MPI_Comm comm, int status);
// Completes a nonblocking MPI request without spinning for long (tests for
// 50 us, then sleeps in short steps): the ranks waiting for one doing I/O
// leave it the CPU. MPI_Allreduce with that wait.
int wait_quietly(MPI_Request *req);
int allreduce_quietly(const void *in, void *out, int count, MPI_Datatype type, MPI_Op op, MPI_Comm comm);
// MPI_Probe and MPI_Barrier with that wait.
int probe_quietly(int src, int tag, MPI_Comm comm, MPI_Status *st);
int barrier_quietly(MPI_Comm comm);

// ---- layout (layout.cpp) ---------------------------------------------------
struct Layout {
  bool plain = true;                 // ordinary file at the path, no record
  int64_t unit = 1 << 20;            // stripe unit in bytes
  std::vector<std::string> files;    // stripe file per target (plain: {path})
  int64_t recorded_size = -1;        // size written at close, -1 = unknown
  std::string record;                // path of the layout record (for messages)
  int ntargets() const { return (int)files.size(); }
};

// One contiguous piece of a logical range inside one stripe file.
struct Extent {
  int target;
  int64_t toff;    // offset in the stripe file
  int64_t len;
  int64_t loff;    // logical offset it stands for
};

// Splits logical [off, off+len) into per-target extents, in logical order.
void map_range(const Layout &L, int64_t off, int64_t len, std::vector<Extent> &out);
// Bytes of logical [0, size) that live in target t (its stripe file size).
int64_t target_size(const Layout &L, int t, int64_t size);
// Logical size implied by stripe file sizes.
int64_t logical_size(const Layout &L, const std::vector<int64_t> &tsizes);

// Text form of the record; parse checks magic, fields and checksum. With
// record_path set, stripe files under the record's directory are written
// relative to it (the form layout_write stores); without, all absolute.
std::string layout_serialize(const Layout &L, const std::string &record_path = std::string());
int layout_parse(const std::string &path, const std::string &text, Layout &L);
// True if the file's first bytes are the record magic.
int layout_probe(const std::string &path, bool &is_record, std::string &text);
// Layout for a new file at path under cfg (creates nothing).
int layout_new(const std::string &path, const pfs_config &cfg, Layout &L);
// Writes the record atomically (temp file + rename).
int layout_write(const std::string &path, const Layout &L);
// LOCAL. Reads or creates the layout per flags (rank 0 does this in open).
int layout_resolve(const std::string &path, int flags, const pfs_config &cfg, Layout &L,
                   bool &created);
// LOCAL. Extends every stripe file shorter than logical size `size` implies
// (a sparse file's last stripe units, a write past the end in one target)
// to that length, so the sizes match the record (holes cost no disk).
int layout_extend(const Layout &L, int64_t size);
// LOCAL. Removes record and stripe files (PFS_ENOENT if nothing is there).
int layout_remove(const std::string &path);

// ---- stripe file access (stripeio.cpp) -----------------------------------
// Opens every stripe file of a layout and moves logical ranges to and from
// them; loops over short transfers and names the stripe file on error.
class StripeIO {
 public:
  ~StripeIO();
  int open(const Layout &L, bool write, bool create);
  void close_all();
  int pread(int64_t off, void *buf, int64_t len, int64_t &got);  // stops at EOF
  int pwrite(int64_t off, const void *buf, int64_t len);
  int size(int64_t &out);
  int truncate(int64_t size);
  int fsync_all();
  // Asks the kernel to start reading [off, off+len) into the page cache.
  void advise(int64_t off, int64_t len);
  // Turns the kernel's read-ahead off for these descriptors (POSIX_FADV_RANDOM):
  // each read then reads what it asks for, nothing more.
  void no_readahead();
  // Whether [off, off+len) can be read from the kernel's page cache now,
  // with no I/O: every page present (cachestat(2), Linux 6.5+) and the last
  // one of each piece readable without waiting (a 1-byte RWF_NOWAIT read:
  // pages that read-ahead is still bringing in do not count). false where
  // the kernel lacks either. A hint for the prefetcher, which has nothing to
  // win on such bytes.
  bool cached(int64_t off, int64_t len);
  // Ordinary file: one preadv of consecutive bytes into the buffers of iov
  // (changed as it goes); got = bytes read, short only at EOF.
  int preadv_plain(int64_t off, std::vector<iovec> &iov, int64_t &got);
  const Layout &layout() const { return L_; }
 private:
  Layout L_;
  std::vector<int> fds_;
};

// With a file size limit set (ulimit -f), ignores SIGXFSZ (unless the
// program handles it) so a write past the limit is an error value naming
// the file, not a killed process. Called by every open for writing.
void fsize_limit_as_error();
// Full-length pread/pwrite on one fd; returns status with message naming path.
int read_full(int fd, int64_t off, void *buf, int64_t len, int64_t &got, const std::string &path);
int write_full(int fd, int64_t off, const void *buf, int64_t len, const std::string &path);

// ---- drivers ----------------------------------------------------------------
struct FileCtx {
  MPI_Comm comm = MPI_COMM_NULL;  // dup of the user's communicator
  int rank = 0, nranks = 1;
  std::string path;
  int flags = 0;
  pfs_config cfg;
  Layout layout;
};

enum HintKind { HINT_SEQUENTIAL = 1, HINT_RANGES = 2, HINT_FINAL_WRITE = 3, HINT_CLEAR = 4, HINT_ADVISE_ONLY = 5 };

// The function table. Independent operations are LOCAL; open/close/sync/
// truncate/read_all/write_all are entered by every rank together.
class Driver {
 public:
  virtual ~Driver() {}
  virtual const char *name() const = 0;
  virtual int open(FileCtx &f) = 0;             // layout is already agreed
  virtual int close() = 0;                      // local part; api agrees
  virtual int pread(int64_t off, void *buf, size_t len, size_t &got) = 0;
  virtual int pwrite(int64_t off, const void *buf, size_t len) = 0;
  virtual int read_all(const pfs_piece *p, size_t n) = 0;
  virtual int write_all(const pfs_piece *p, size_t n) = 0;
  virtual int flush() = 0;
  virtual int sync(int durable) = 0;            // collective
  virtual int size(int64_t &out) = 0;
  virtual int truncate(int64_t size) = 0;       // collective
  virtual int hint(int kind, int64_t from, const pfs_range *r, size_t n) = 0;
  // Read-cache counters (pfs_get_stats); zeros unless the driver keeps them.
  virtual void stats(pfs_stats &st) { st = pfs_stats(); }

 protected:
  // A pread of len bytes at off whose extents came back short (zero-filled):
  // got = the bytes before the logical end of file. Without a short extent
  // the whole range was there.
  int short_read_got(int64_t off, size_t len, bool shortr, size_t &got) {
    got = len;
    if (!shortr) return PFS_OK;
    int64_t sz = 0;
    if (int s = size(sz)) return s;
    got = (size_t)std::max<int64_t>(0, std::min<int64_t>((int64_t)len, sz - off));
    return PFS_OK;
  }
};

std::unique_ptr<Driver> make_local_driver();
std::unique_ptr<Driver> make_mpiio_driver();
std::unique_ptr<Driver> make_ionode_driver();
std::unique_ptr<Driver> make_trace_driver(std::unique_ptr<Driver> inner, const std::string &prefix);

// ---- two-phase collective transfer (twophase.cpp) ------------------------
// Contiguous access used by the aggregators of a two-phase transfer.
struct IOPiece {
  int64_t off, len;
  char *buf;
};
struct RawIO {
  virtual ~RawIO() {}
  virtual int read(int64_t off, void *buf, int64_t len, int64_t &got) = 0;
  virtual int write(int64_t off, const void *buf, int64_t len) = 0;
  // Called by every rank exactly once per round of a collective transfer,
  // with this rank's accesses of the round sorted by offset (maybe none), so
  // a driver can serve the whole round disk-directed. Reads zero-fill past
  // EOF. The default does the accesses one by one.
  virtual int round(std::vector<IOPiece> &list, bool write);
  // Cost model hook for collective=auto: true when every rank sending its
  // own pieces (gcount pieces, gbytes bytes over P ranks) beats two-phase.
  // Must give the same answer on every rank. Default: never (below the
  // large-piece threshold).
  virtual bool prefer_direct(int64_t gcount, int64_t gbytes, int P) { (void)gcount; (void)gbytes; (void)P; return false; }
  // Visibility and write ordering (pfs.h: other ranks' writes become
  // visible at the start of any later collective transfer). A collective
  // write may give a byte to another rank (its owner or an aggregator) than
  // the one whose earlier write of it is still queued, and a rank may read
  // after it what another rank queued before it. So at the start of a
  // collective write, when any rank wrote since its last visibility point,
  // every rank settles (its queued writes are in the files), all wait for
  // each other, and every rank forgets what it cached. And a two-phase
  // aggregator's queued write of a rank's piece could land after that
  // rank's own later write of the same bytes, so at the end of a two-phase
  // write the aggregators settle their writes before any rank returns.
  // settle_writes serves both points and returns a write error found on the
  // way (every rank then returns the agreed one).
  virtual bool wrote_since_visible() { return false; }
  virtual int settle_writes() { return PFS_OK; }
  virtual void forget_cached() {}
};
// COLLECTIVE. Transfers the pieces of every rank. Small interleaved pieces
// go two-phase (file domains per rank, MPI exchange, one large access per
// domain round); large pieces go straight to RawIO from their owner.
// eof_size: logical file size for reads (bytes past it read as zero).
int collective_transfer(FileCtx &f, RawIO &io, const pfs_piece *p, size_t n, bool write,
                        int64_t eof_size);

// ---- process state (api.cpp) ------------------------------------------------
const pfs_config &process_config();
void set_process_config(const pfs_config &c);
// ionode driver: world ranks of the I/O nodes (empty unless pfs_init ran).
const std::vector<int> &ionode_ranks();
MPI_Comm ionode_world();

int64_t now_ns();

}  // namespace pfs

#endif
