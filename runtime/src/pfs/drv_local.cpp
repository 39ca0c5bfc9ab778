// The local driver: each rank accesses the stripe files itself.
//
// Write-behind: a small pwrite copies the data into a queued task and
// returns; the engine thread writes it. Queued bytes are bounded by wb_budget
// (writers block above it). Contiguous small writes coalesce into the last
// unstarted task. Errors are kept and returned by the next flush/sync/close.
// A large write (>= kDirect) goes straight to the stripe files after the
// overlapping queued writes: for buffered files the kernel's page cache is
// already a write-behind buffer, and a second copy through ours only cost
// memory bandwidth and page faults (NB Stream* writes ran at 0.3-0.7x MPI-IO
// with the copy, 0.75-0.9x without). Task and prefetch buffers are recycled
// through a small pool, so steady-state transfers touch no fresh pages.
//
// Prefetch: a cache of blocks (the stripe unit, clamped to 256 KiB..4 MiB)
// bounded by prefetch_budget. Blocks are scheduled from the hint list (TIP
// disclosure: ordered ranges, or sequential from an offset) or, once two
// reads in a row are sequential, a window of W stripe units ahead. Unless
// `window` is set, both run only while the program computes between reads
// and the prefetcher stays ahead of it (R49: prefetch never costs). The
// worker reads through descriptors of its own, asking the kernel for the
// blocks after each one it reads (one per target), so demand and prefetch
// reads never disturb each other's read-ahead state. A read takes
// ready blocks, cancels queued ones and reads everything else itself, in-
// flight blocks included (demand before prefetch; never waits on the worker). Reads wait for queued
// writes that overlap them, and writes invalidate overlapping blocks, so the
// cache never changes what a read returns.
//
// Read cache (R47, TIP): blocks stay after they are read, within the same
// budget. Hinted-unread blocks are capped at a third of it (TIP-1); room is
// made from wasted prefetches, then the LRU block no hint names again, then
// the hinted block whose next read is farthest (only for one needed sooner:
// MRU-like for repeated scans). Demand-read blocks are kept when a hint
// names them again, or, without hints, once ghost hits show re-reads.
#include "engine.h"
#include "internal.h"

#include <sched.h>

#include <algorithm>
#include <cstdlib>
#include <cstring>
#include <climits>
#include <deque>
#include <map>
#include <memory>
#include <set>
#include <unordered_map>
#include <unordered_set>

namespace pfs {

namespace {

class LocalDriver;
std::set<LocalDriver *> *g_open;  // for flushing at exit (guarded by engine mu)

enum BState { QUEUED, INFLIGHT, READY };

// A byte buffer that is never zero-filled (std::vector<char>::resize clears
// every byte it adds: a memset of each prefetched block before the read
// overwrites it). Grows by copying; pooled, so steady state never grows.
struct Buf {
  std::unique_ptr<char[]> p;
  size_t n = 0, cap = 0;
  char *data() { return p.get(); }
  size_t size() const { return n; }
  size_t capacity() const { return cap; }
  void clear() { n = 0; }
  void reserve(size_t c) {
    if (c <= cap) return;
    std::unique_ptr<char[]> q(new char[c]);  // default-initialised: no clear
    if (n) memcpy(q.get(), p.get(), n);
    p.swap(q);
    cap = c;
  }
  void resize_uninit(size_t s) { reserve(s); n = s; }
  void append(const char *b, size_t l) {
    if (n + l > cap) reserve(std::max(n + l, 2 * cap));
    memcpy(p.get() + n, b, l);
    n += l;
  }
  void swap(Buf &o) { p.swap(o.p); std::swap(n, o.n); std::swap(cap, o.cap); }
};

class LocalDriver : public Driver, public RawIO {
 public:
  const char *name() const override { return "local"; }
  int open(FileCtx &f) override;
  int close() override;
  int pread(int64_t off, void *buf, size_t len, size_t &got) override;
  int pwrite(int64_t off, const void *buf, size_t len) override;
  int read_all(const pfs_piece *p, size_t n) override;
  int write_all(const pfs_piece *p, size_t n) override;
  int flush() override;
  int sync(int durable) override;
  int size(int64_t &out) override;
  int truncate(int64_t size) override;
  int hint(int kind, int64_t from, const pfs_range *r, size_t n) override;
  void stats(pfs_stats &st) override {
    std::lock_guard<std::mutex> lk(E.mu);
    st = st_;
  }
  // RawIO for two-phase aggregators: the same cached, write-behind path.
  int read(int64_t off, void *buf, int64_t len, int64_t &got) override {
    size_t g = 0;
    int s = pread(off, buf, (size_t)len, g);
    got = (int64_t)g;
    return s;
  }
  int write(int64_t off, const void *buf, int64_t len) override { return pwrite(off, buf, (size_t)len); }
  bool wrote_since_visible() override {
    std::lock_guard<std::mutex> lk(E.mu);
    return wrote_;
  }
  int settle_writes() override { return flush(); }
  void forget_cached() override {
    std::lock_guard<std::mutex> lk(E.mu);
    drop_cache();
    wrote_ = false;
  }
  int round(std::vector<IOPiece> &list, bool write) override;

  struct WTask;
  struct PTask;
  struct Block {
    BState state = QUEUED;
    Buf data;
    int64_t valid = 0;
    bool stale = false;
    bool used = false;     // read at least once: kept for re-reads (the LRU part)
    bool caught = false;   // a demand read found it in flight (counted in behind_ once)
    uint64_t stamp = 0;    // last use, for LRU
    PTask *task = nullptr;
  };

  FileCtx *f_ = nullptr;
  StripeIO sio_;
  // The prefetcher's own descriptors (opened read-only at its first block).
  // The kernel keeps read-ahead state per open file: with one descriptor,
  // the worker's reads W blocks ahead interleaved with the program's demand
  // reads made both look random to it, so it stopped reading ahead for
  // either, and once the prefetcher fell behind (start-up, load) every
  // direct read was a synchronous small read -- the striped Paragon test
  // read slower with prefetch on than off (docs/pfs.md). pio_state_: 0 not
  // tried, 1 open, -1 failed (the worker then shares sio_), 2 opening.
  StripeIO psio_;
  int pio_state_ = 0;
  // The kernel's read-ahead stays on for the prefetcher's descriptors: with
  // it off (POSIX_FADV_RANDOM, the I/O depth only what the worker advises)
  // the worker's reads came in 1 MiB units without multi-MiB stalls, but on
  // the loaded 2-core VM a descheduled worker then left no I/O in flight,
  // and the hidden fraction was no better (A/B, docs/pfs.md).
  static constexpr bool no_kernel_ra_ = false;
  // Priming (PDIOL, Paragon lesson): at the start of a sequential scan of a
  // striped file -- its first read at offset 0, or a sequential hint -- the
  // kernel is asked at once for prime_bytes_ (two stripe units per target)
  // ahead. Each stripe file's own read-ahead starts cold and small, so
  // without it the first unit of every target came in as a cold demand read
  // and the kernel's windows ramped up one target at a time: 2-7 ms stalls
  // at reads 4, 8, 20, 44 of the Paragon test over 3 targets, a third of
  // the read time left with prefetch on (docs/pfs.md). Ordinary files are
  // not primed: the kernel's read-ahead on the reader's descriptor covers
  // their start.
  int64_t prime_bytes_ = 0;
  bool primed_ = false;
  void prime(int64_t from);  // caller holds E.mu
  struct ATask;
  StripeIO &prefetch_io() { return pio_state_ == 1 ? psio_ : sio_; }
  Engine &E = Engine::get();
  // --- all below guarded by E.mu ---
  std::map<uint64_t, std::pair<int64_t, int64_t>> pending_;  // write id -> (off, len)
  // The same writes by offset, and the longest one: a read asks whether it
  // overlaps a queued write at every call, and scanning all of pending_ made
  // many small scattered writes (per-VP updates in place) O(writes) per read.
  std::multimap<int64_t, uint64_t> pend_by_off_;
  int64_t pend_maxlen_ = 0;
  void pend_add(uint64_t id, int64_t off, int64_t len) {
    pending_[id] = {off, len};
    pend_by_off_.emplace(off, id);
    pend_maxlen_ = std::max(pend_maxlen_, len);
  }
  void pend_grow(uint64_t id, int64_t len) {
    int64_t n = (pending_[id].second += len);
    pend_maxlen_ = std::max(pend_maxlen_, n);
  }
  void pend_erase(uint64_t id) {
    auto it = pending_.find(id);
    if (it == pending_.end()) return;
    auto r = pend_by_off_.equal_range(it->second.first);
    for (auto j = r.first; j != r.second; ++j)
      if (j->second == id) { pend_by_off_.erase(j); break; }
    pending_.erase(it);
    if (pending_.empty()) pend_maxlen_ = 0;
  }
  bool pend_overlaps(int64_t off, int64_t len) const {
    if (pending_.empty()) return false;
    for (auto j = pend_by_off_.lower_bound(off - pend_maxlen_); j != pend_by_off_.end() && j->first < off + len; ++j) {
      const auto &w = pending_.at(j->second);
      if (w.first < off + len && off < w.first + w.second) return true;
    }
    return false;
  }
  uint64_t next_id_ = 1;
  int64_t wb_bytes_ = 0, pending_end_ = 0;
  WTask *tail_ = nullptr;
  Deferred err_;
  int outstanding_ = 0;
  bool wrote_ = false;
  std::map<int64_t, Block> cache_;
  int64_t cache_bytes_ = 0, bs_ = 1 << 20, wblocks_ = 4;
  int64_t adv_blocks_ = 2;  // blocks a prefetch task asks the kernel for beyond its own
  bool window_on_ = true;
  // Paragon lesson, TIP's T_cpu: read-ahead into our buffers pays only when
  // the program computes between reads. Unless a window is set explicitly,
  // it runs only while the time between reads is at least a quarter of the
  // time spent reading (medians, below).
  int64_t prev_done_ns_ = 0;
  // Medians of the last 5 gaps and reads (was a moving average: on an
  // oversubscribed machine one preemption between two back-to-back reads
  // looked like compute and switched prefetch on for an I/O-bound reader).
  static constexpr int kHist = 5;
  int64_t gaps_[kHist] = {}, reads_[kHist] = {};
  int ngap_ = 0, nread_ = 0;
  static int64_t median(const int64_t *v, int n) {
    int64_t t[kHist];
    n = std::min(n, kHist);
    std::copy(v, v + n, t);
    std::nth_element(t, t + n / 2, t + n);
    return t[n / 2];
  }
  // Copies into our buffers wait for 3 samples, hinted or not (an
  // I/O-bound hinted scan must not prefetch: cache.test). Two things were
  // tried for the start and not kept: deciding on the first gap against the
  // fastest read, and prefetching from the first read with a hint -- no
  // gain beyond the noise on one file, whose start the kernel's read-ahead
  // covers; a striped file's start (and a sequential hint's) is covered by
  // priming the kernel instead (prime_bytes_), which costs no copy.
  bool compute_bound() const {
    return ngap_ >= 3 && nread_ >= 3 && median(gaps_, ngap_) * 4 >= median(reads_, nread_);
  }
  // R49: prefetch must never cost. behind_ counts blocks on which a demand
  // read caught the prefetcher (found the block queued or in flight: the
  // prefetch was pure overhead, the demand read goes direct); a prefetched
  // block found ready counts it down. Blocks, not reads: counting every
  // read of a block in flight (4 for 256 KiB reads of 1 MiB blocks) against
  // one count down per ready block paused the prefetcher after a slow start
  // that it would have caught up with (Paragon test over 3 targets). At
  // kBehind the prefetcher is paused; it is probed again after kProbe reads
  // (behind_ halves), so a program whose compute slack grows gets it back.
  int behind_ = 0, since_probe_ = 0;
  static constexpr int kBehind = 8, kProbe = 16;
  // Hinted and window read-ahead run (unless `window` is set explicitly)
  // only while the program computes between reads and the prefetcher keeps
  // ahead of it: when I/O-bound, the demand read is as fast as the
  // prefetcher's and the prefetch buffer only adds a copy (rescan bench:
  // 1.3-2.6x read time with hinted prefetch always on).
  bool prefetch_pays() const { return window_on_ || (compute_bound() && behind_ < kBehind); }
  int64_t last_end_ = -1;
  int64_t eof_known_ = -1;  // stripe files' size at the last stat (only grows, but for truncate)
  int seq_ = 0;
  std::vector<pfs_range> hints_;
  size_t hcur_ = 0;
  int hint_miss_ = 0;
  bool hint_seq_ = false, final_write_ = false;
  int64_t hint_from_ = 0;
  std::vector<Buf> pool_;  // recycled task/block buffers
  // Read cache (R47, TIP): blocks read once stay (`used`) until their budget
  // is wanted; see evict_one. Ghosts are the block numbers recently evicted
  // or read past without caching: a demand miss on one shows the program
  // re-reads, and turns on caching of demand-read blocks (reread_ > 0).
  uint64_t clock_ = 0, wgen_ = 0;  // wgen_: bumped by every invalidation
  std::unordered_set<int64_t> ghost_;
  std::deque<int64_t> ghost_fifo_;
  // Blocks found wholly in the kernel's page cache, ready, when the
  // prefetcher came to them, where no core is idle (as many ranks on this
  // node as CPUs): such a prefetch only moves the page-cache copy to the
  // worker and adds a second one out of the block buffer; with a spare core
  // that move hides the copy behind compute, without one the worker takes
  // the CPU from a rank (IB reads of a cached file at 2 ranks on 2 cores:
  // 0.17-0.20 s without, 0.29-0.34 s with). Left to the demand read then.
  // Cleared when the cache is dropped and at every hint (a new scan), since
  // the kernel may evict pages. CSTAR_PFS_PREFETCH_CACHED=1 prefetches them
  // anyway (the old way, for comparisons).
  std::unordered_set<int64_t> resident_;
  bool spare_core_ = true;  // set at open
  // pfs_hint_advise_only: the caller reads ahead itself (Stream*'s read-ahead
  // threads). The blocks the window or the hint list would prefetch are only
  // advised to the kernel (each once: advised_), never copied into cache_:
  // with a copying prefetch each byte of an IB read of a cached file was
  // copied out of the page cache twice (the worker into its block, the
  // caller's thread again from the kernel, since its 256 KiB reads rarely
  // cover a ready block), by four threads on two cores.
  bool advise_only_ = false;
  std::unordered_set<int64_t> advised_;
  void advise_blocks(const std::vector<int64_t> &want);  // caller holds E.mu
  void advise(int64_t off, int64_t len);                  // caller holds E.mu
  bool page_cached(int64_t b) {
    if (resident_.count(b)) return true;
    static const bool always = getenv("CSTAR_PFS_PREFETCH_CACHED") && atoi(getenv("CSTAR_PFS_PREFETCH_CACHED"));
    if (always || spare_core_ || !sio_.cached(b * bs_, bs_)) return false;
    st_.prefetch_cached_bytes += bs_;
    if (resident_.size() >= (1u << 20)) resident_.clear();
    resident_.insert(b);
    return true;
  }
  int reread_ = 0;
  pfs_stats st_{};
  void ghost_add(int64_t b) {
    if (!ghost_.insert(b).second) return;
    ghost_fifo_.push_back(b);
    // As many ghosts as the cache has blocks: a ghost hit is then a re-read
    // that an LRU cache of this size would have served. (2x: a repeated
    // scan of twice the cache turned caching on for no hit at all, 1.3-2x
    // the read time of prefetch off in the rescan bench.)
    size_t cap = (size_t)std::max<int64_t>(16, f_->cfg.prefetch_budget / bs_);
    while (ghost_fifo_.size() > cap) { ghost_.erase(ghost_fifo_.front()); ghost_fifo_.pop_front(); }
  }
  // Distance, in hinted bytes from the read cursor, to the next hinted read
  // of every block the hint list names within a horizon (first use only).
  void next_uses(std::unordered_map<int64_t, int64_t> &nu) const;
  bool evict_one(int64_t dist, const std::unordered_map<int64_t, int64_t> &nu, const std::set<int64_t> *wanted);
  void cache_demand(int64_t off, const char *buf, int64_t from, int64_t to);

  // Buffer recycling (caller holds E.mu). Fresh pages cost a fault and a
  // kernel clear each; a pooled vector keeps its pages and capacity.
  Buf take_buf() {
    if (pool_.empty()) return Buf();
    Buf v;
    v.swap(pool_.back());
    pool_.pop_back();
    return v;
  }
  void give_buf(Buf &v) {
    // Keep enough for a full read-ahead window or hinted prefetch (a third
    // of the budget) plus a few write tasks, so no prefetch block is a fresh
    // allocation (each was page faults and a kernel clear of bs_ bytes); at
    // most the prefetch budget (or 8 buffers) sits idle in the pool.
    const int64_t maxb = std::max<int64_t>(1, f_->cfg.prefetch_budget / bs_);
    size_t keep = (size_t)std::min<int64_t>(std::max<int64_t>(8, maxb),
                                            std::max<int64_t>(8, std::max(wblocks_, maxb / 3) + 4));
    if (!v.capacity()) return;
    if (v.capacity() >= (64 << 10) && pool_.size() < keep) {
      v.clear();
      pool_.emplace_back();
      pool_.back().swap(v);
    } else {
      Buf().swap(v);
    }
  }

  void wait_overlapping_writes(std::unique_lock<std::mutex> &lk, int64_t off, int64_t len);
  void wait_all_writes(std::unique_lock<std::mutex> &lk);
  void invalidate(int64_t off, int64_t len);
  void drop_cache();
  void erase_block(std::map<int64_t, Block>::iterator it);
  void schedule(std::unique_lock<std::mutex> &lk);
  void note_read(int64_t off, int64_t end);
};

struct LocalDriver::WTask : Task {
  LocalDriver *d;
  uint64_t id;
  int64_t off;
  Buf data;
  int status = PFS_OK;
  std::string msg;
  void run() override {
    status = d->sio_.pwrite(off, data.data(), (int64_t)data.size());
    if (status) msg = last_message();
  }
  void done(bool) override {
    if (d->tail_ == this) d->tail_ = nullptr;
    d->pend_erase(id);
    d->wb_bytes_ -= (int64_t)data.size();
    if (status) d->err_.record(status, "write-behind: " + msg);
    d->outstanding_--;
    d->give_buf(data);
  }
};

struct LocalDriver::PTask : Task {
  LocalDriver *d;
  StripeIO *io;  // the prefetcher's descriptors (or the shared ones)
  int64_t b;
  int64_t adv = 0;  // blocks after b to ask the kernel for (sequential: adv_blocks_)
  Buf data;
  int64_t got = 0;
  int status = PFS_OK;
  void run() override {
    data.resize_uninit((size_t)d->bs_);  // no clear: the read overwrites it
    // Keep the disks busy while this block is read and copied: start the
    // kernel's read of the next `adv` blocks (every target they span)
    // asynchronously -- one I/O per target in flight.
    // This block first: the kernel queues the advised reads in offset
    // order, and a read of b after advising b+1.. waited behind them.
    if (adv > 0) io->advise(b * d->bs_, d->bs_ * (adv + 1));
    status = io->pread(b * d->bs_, data.data(), d->bs_, got);
  }
  void done(bool ran) override {
    d->outstanding_--;
    auto it = d->cache_.find(b);
    if (it == d->cache_.end() || it->second.task != this) { d->give_buf(data); return; }  // cancelled or replaced
    Block &blk = it->second;
    blk.task = nullptr;
    if (!ran || blk.stale || status) { d->give_buf(data); d->erase_block(it); return; }  // demand path reports errors
    blk.state = READY;
    blk.data.swap(data);
    blk.valid = got;
    d->st_.prefetched_bytes += got;
    d->give_buf(data);
  }
};

extern "C" int pfs_spare_core(int nranks) {
  const char *e = getenv("MPI_LOCALNRANKS");
  if (!e) e = getenv("OMPI_COMM_WORLD_LOCAL_SIZE");
  long local = e ? atol(e) : (nranks == 1 ? 1 : 0);
  cpu_set_t cs;
  long ncpu = sched_getaffinity(0, sizeof cs, &cs) == 0 ? CPU_COUNT(&cs) : 1;
  return local >= 1 && local < ncpu;
}

int LocalDriver::open(FileCtx &f) {
  f_ = &f;
  bool write = (f.flags & PFS_WRONLY) != 0;
  // Rank 0 creates/truncates the stripe files first so the others never race it.
  int s = PFS_OK;
  if (f.rank == 0) {
    s = sio_.open(f.layout, write, (f.flags & PFS_CREATE) != 0);
    if (!s && (f.flags & PFS_TRUNC)) s = sio_.truncate(0);
  }
  s = agree(f.comm, s);
  if (s) return s;
  if (f.rank != 0) s = sio_.open(f.layout, write, false);
  int64_t unit = f.layout.plain ? f.cfg.stripe_unit : f.layout.unit;
  bs_ = std::min<int64_t>(std::max<int64_t>(unit, 256 << 10), 4 << 20);
  spare_core_ = pfs_spare_core(f.nranks) != 0;
  int w = f.cfg.window > 0 ? f.cfg.window : std::max(4, 2 * f.layout.ntargets());
  wblocks_ = std::max<int64_t>(1, (int64_t)w * unit / bs_);
  // The prefetcher's I/O depth: the block it reads plus the next ones it
  // advises, at least one stripe unit per target (PDIOL) and at least 2.
  // Depth 1 per task (one block advised) kept 3 targets ~1 ms per MiB
  // behind a reader computing 1.2 ms per MiB; depth 3-6 halved the worker's
  // read time.
  adv_blocks_ = std::min<int64_t>(wblocks_, std::max<int64_t>(2, ((int64_t)f.layout.ntargets() * unit + bs_ - 1) / bs_));
  if (f.layout.ntargets() > 1) prime_bytes_ = std::min<int64_t>(16 << 20, 2 * (int64_t)f.layout.ntargets() * unit);
  // Detected-sequential read-ahead always when a window is set explicitly;
  // otherwise only while the program computes between reads
  // (compute_bound()): when I/O-bound, the kernel's per-file read-ahead
  // already keeps every stripe file's disk busy, and ours on top cost 26%
  // (one ordinary file) to 2.3x (2 targets) in the Paragon test (docs/pfs.md).
  // Hinted prefetch is gated the same way, and both pause while demand
  // reads catch the prefetcher (prefetch_pays()); hints still steer the read
  // cache.
  window_on_ = f.cfg.window > 0;
  std::lock_guard<std::mutex> lk(E.mu);
  if (!g_open) g_open = new std::set<LocalDriver *>();
  g_open->insert(this);
  return s;
}

void LocalDriver::erase_block(std::map<int64_t, Block>::iterator it) {
  cache_bytes_ -= bs_;
  if (it->second.state == READY && !it->second.used && !it->second.stale) st_.prefetch_unused_bytes += it->second.valid;
  give_buf(it->second.data);
  cache_.erase(it);
}

void LocalDriver::invalidate(int64_t off, int64_t len) {
  wgen_++;
  if (cache_.empty()) return;
  auto it = cache_.lower_bound(off / bs_);
  while (it != cache_.end() && it->first * bs_ < off + len) {
    Block &b = it->second;
    if (b.state == INFLIGHT) { b.stale = true; ++it; continue; }
    if (b.state == QUEUED && b.task) b.task->cancelled = true;
    auto nx = std::next(it);
    erase_block(it);
    it = nx;
  }
}

void LocalDriver::drop_cache() {
  wgen_++;
  resident_.clear();
  advised_.clear();
  for (auto it = cache_.begin(); it != cache_.end();) {
    auto nx = std::next(it);
    if (it->second.state == INFLIGHT) it->second.stale = true;
    else {
      if (it->second.task) it->second.task->cancelled = true;
      erase_block(it);
    }
    it = nx;
  }
}

void LocalDriver::wait_overlapping_writes(std::unique_lock<std::mutex> &lk, int64_t off, int64_t len) {
  auto overlaps = [&] { return pend_overlaps(off, len); };
  // An unstarted coalescing tail must not grow while we wait for it.
  tail_ = nullptr;
  E.done_cv.wait(lk, [&] { return !overlaps(); });
}

void LocalDriver::wait_all_writes(std::unique_lock<std::mutex> &lk) {
  tail_ = nullptr;
  E.done_cv.wait(lk, [&] { return pending_.empty(); });
}

int LocalDriver::pwrite(int64_t off, const void *buf, size_t len) {
  if (!len) return PFS_OK;
  std::unique_lock<std::mutex> lk(E.mu);
  // A queued write that failed (disk full, `ulimit -f`) makes every later
  // write fail too, as C's stdio does once its buffer could not be written:
  // without this the program went on "writing" until pfs_flush/pfs_close.
  if (err_.code) return fail(err_.code, "%s", err_.msg.c_str());
  wrote_ = true;
  invalidate(off, (int64_t)len);
  const int64_t kDirect = 256 << 10;
  if (!f_->cfg.write_behind || (int64_t)len > f_->cfg.wb_budget || (int64_t)len >= kDirect) {
    // Large (the page cache is the write-behind), too big to queue, or
    // write-behind off: keep order with queued writes, then write here.
    wait_overlapping_writes(lk, off, (int64_t)len);
    lk.unlock();
    return sio_.pwrite(off, buf, (int64_t)len);
  }
  pending_end_ = std::max(pending_end_, off + (int64_t)len);
  const int64_t kCoalesce = 8 << 20;
  if (tail_ && !tail_->started && !tail_->cancelled && tail_->off + (int64_t)tail_->data.size() == off &&
      (int64_t)(tail_->data.size() + len) <= kCoalesce && wb_bytes_ + (int64_t)len <= f_->cfg.wb_budget) {
    tail_->data.append((const char *)buf, len);
    pend_grow(tail_->id, (int64_t)len);
    wb_bytes_ += (int64_t)len;
    return PFS_OK;
  }
  E.done_cv.wait(lk, [&] { return wb_bytes_ == 0 || wb_bytes_ + (int64_t)len <= f_->cfg.wb_budget; });
  WTask *t = new WTask();
  t->d = this;
  t->id = next_id_++;
  t->off = off;
  t->data = take_buf();
  lk.unlock();  // copy without the lock: the task is not visible yet
  // Room to coalesce the writes that follow; a small write (a per-VP
  // update in place, one of many scattered ones) gets its own size, not 256 KiB:
  // a fresh 256 KiB per tiny task was a heap extension and page faults each,
  // a quarter of the CPU of per-VP updates. Coalescing appends still grow it.
  t->data.reserve(len < 4096 ? len : std::max<size_t>(len, std::min<size_t>(kCoalesce, 256 << 10)));
  t->data.clear();
  t->data.append((const char *)buf, len);
  lk.lock();
  pend_add(t->id, off, (int64_t)len);
  wb_bytes_ += (int64_t)len;
  outstanding_++;
  tail_ = t;
  E.submit(t, false);
  return PFS_OK;
}

// An advice-only task: the worker asks the kernel for a range (priming).
struct LocalDriver::ATask : Task {
  LocalDriver *d;
  int64_t off = 0, len = 0;
  void run() override { d->sio_.advise(off, len); }
  void done(bool) override { d->outstanding_--; }
};

// On the worker: submitting a few MiB of reads costs the caller 1-4 ms on
// the 2-core VM (WILLNEED allocates the pages and queues the I/O before it
// returns: 6 MiB over 3 stripe files 1.1-4.5 ms at load 13), as much as
// the cold first read it runs beside. Issued before the program's first
// read, it is queued ahead of the rest of the scan; if the worker runs
// late, the targets after the first still get their units early.
void LocalDriver::prime(int64_t from) {
  primed_ = true;
  if (!f_->cfg.prefetch || prime_bytes_ <= 0) return;
  advise(from, prime_bytes_);
}

// Queues WILLNEED advice of [off, off + len) to the worker (priming and
// advise-only read-ahead). Caller holds E.mu.
void LocalDriver::advise(int64_t off, int64_t len) {
  ATask *t = new ATask();
  t->d = this;
  t->off = off;
  t->len = len;
  outstanding_++;
  E.submit(t, true);
}

// Advise-only read-ahead: the wanted blocks not advised yet, in runs of
// consecutive blocks, go to the worker as WILLNEED advice (as prime does:
// WILLNEED of uncached pages allocates them and queues the I/O before it
// returns, milliseconds the caller should not wait). Blocks in the cache
// already (read before this mode was set) are left alone.
void LocalDriver::advise_blocks(const std::vector<int64_t> &want) {
  if (advised_.size() >= (1u << 20)) advised_.clear();
  size_t i = 0;
  while (i < want.size()) {
    int64_t b = want[i];
    if (cache_.count(b) || !advised_.insert(b).second) { i++; continue; }
    size_t j = i + 1;
    while (j < want.size() && want[j] == want[j - 1] + 1 && !cache_.count(want[j]) && advised_.insert(want[j]).second) j++;
    advise(b * bs_, (int64_t)(j - i) * bs_);
    i = j;
  }
}

// Sequential detection and hint cursor, then top up the prefetch queue.
void LocalDriver::note_read(int64_t off, int64_t end) {
  seq_ = (off == last_end_) ? seq_ + 1 : 0;
  last_end_ = end;
  if (!hints_.empty()) {
    bool in_hint = false;
    for (size_t i = hcur_; i < hints_.size() && i < hcur_ + 4; i++)
      if (off < hints_[i].off + hints_[i].len && hints_[i].off < end) in_hint = true;
    // Pass the ranges this read finished: the current one, and following
    // ones only while they continue forward within the read (so a list that
    // names the same range twice -- a repeated scan -- is passed once per scan).
    int64_t pos = off;
    bool adv = false;
    while (hcur_ < hints_.size()) {
      const pfs_range &h = hints_[hcur_];
      int64_t he = h.off + h.len;
      if (he <= end && h.off < end && he > off && (!adv || h.off >= pos)) { pos = he; hcur_++; adv = true; }
      else break;
    }
    hint_miss_ = in_hint ? 0 : hint_miss_ + 1;
    if (hint_miss_ >= 3) {  // the disclosure proved wrong: stop trusting it
      hints_.clear();
      hcur_ = 0;
    }
  }
}

void LocalDriver::next_uses(std::unordered_map<int64_t, int64_t> &nu) const {
  if (hints_.empty()) return;
  // Horizon: a few cache sizes of hinted blocks (beyond it, "never").
  const int64_t maxb = std::max<int64_t>(1, f_->cfg.prefetch_budget / bs_);
  int64_t steps = 4 * maxb + 64, acc = 0;
  for (size_t i = hcur_; i < hints_.size() && i < hcur_ + 4096 && steps > 0; i++) {
    int64_t ro = hints_[i].off, re = ro + hints_[i].len;
    if (i == hcur_ && last_end_ > ro && last_end_ < re) ro = last_end_;  // the part still ahead
    for (int64_t b = ro / bs_; b * bs_ < re && steps > 0; b++, steps--)
      nu.emplace(b, acc + std::max<int64_t>(0, b * bs_ - ro));
    acc += re - ro;
  }
}

// Frees one block's budget, or returns false if nothing may go. In order:
// (1) a prefetched block never read and no longer wanted (a wasted
// prefetch); (2) the least recently used block read before and not hinted
// again (global LRU); (3) the block read before whose next hinted read is
// farthest away, if that is farther than `dist`, the next use of the block
// the room is for (TIP's cost-benefit test in its simplest form: a hinted
// block is only displaced by one needed sooner -- MRU for repeated scans).
// Queued and in-flight blocks, and unread hinted ones, never go.
bool LocalDriver::evict_one(int64_t dist, const std::unordered_map<int64_t, int64_t> &nu,
                            const std::set<int64_t> *wanted) {
  auto c1 = cache_.end(), c2 = cache_.end(), c3 = cache_.end();
  int64_t far = dist;
  for (auto it = cache_.begin(); it != cache_.end(); ++it) {
    Block &b = it->second;
    if (b.state != READY) continue;
    auto n = nu.find(it->first);
    bool hinted = n != nu.end();
    if (!b.used) {
      if (!hinted && !(wanted && wanted->count(it->first)) && c1 == cache_.end()) c1 = it;
    } else if (!hinted) {
      if (c2 == cache_.end() || b.stamp < c2->second.stamp) c2 = it;
    } else if (n->second > far) {
      far = n->second;
      c3 = it;
    }
  }
  auto victim = c1 != cache_.end() ? c1 : c2 != cache_.end() ? c2 : c3;
  if (victim == cache_.end()) return false;
  if (victim->second.used) ghost_add(victim->first);
  erase_block(victim);
  return true;
}

// Keeps whole blocks of a demand read (user buffer `buf` holds logical
// [off, ...); blocks within [from, to) were just read from the files) when
// they are worth it: hinted to be read again (and not displacing blocks
// needed sooner), or, without hints, once re-reads were seen (ghost hits).
void LocalDriver::cache_demand(int64_t off, const char *buf, int64_t from, int64_t to) {
  if (!f_->cfg.prefetch) return;
  std::unordered_map<int64_t, int64_t> nu;
  next_uses(nu);
  for (int64_t b = (from + bs_ - 1) / bs_; (b + 1) * bs_ <= to; b++) {
    if (cache_.count(b)) continue;
    int64_t dist = LLONG_MAX;
    if (!hints_.empty()) {
      auto n = nu.find(b);
      if (n == nu.end()) continue;
      dist = n->second;
    } else {
      bool ghost = ghost_.count(b) != 0;
      reread_ = ghost ? std::min(reread_ + 2, 16) : std::max(reread_ - 1, 0);
      if (!reread_) { ghost_add(b); continue; }
    }
    bool room = true;
    while (room && cache_bytes_ + bs_ > f_->cfg.prefetch_budget) room = evict_one(dist, nu, nullptr);
    if (!room) { ghost_add(b); continue; }
    Block &blk = cache_[b];
    blk.data = take_buf();
    blk.data.resize_uninit((size_t)bs_);
    memcpy(blk.data.data(), buf + (b * bs_ - off), (size_t)bs_);
    blk.state = READY;
    blk.valid = bs_;
    blk.used = true;
    blk.stamp = ++clock_;
    cache_bytes_ += bs_;
    ghost_.erase(b);
  }
}

void LocalDriver::schedule(std::unique_lock<std::mutex> &lk) {
  if (!f_->cfg.prefetch) return;
  int64_t maxb = std::max<int64_t>(1, f_->cfg.prefetch_budget / bs_);
  std::vector<int64_t> want;
  // Advice costs the caller nothing and no copy: not gated by prefetch_pays.
  if (!advise_only_ && !prefetch_pays()) return;  // read caching (cache_demand) goes on regardless
  if (!hints_.empty()) {
    // TIP: follow the disclosure, with at most a third of the cache in
    // prefetched-unread blocks (TIP-1's split); blocks still cached from an
    // earlier read cost nothing and are skipped.
    int64_t cap = std::max<int64_t>(1, maxb / 3), steps = 4 * maxb + 64;
    std::set<int64_t> seen;
    for (size_t i = hcur_; i < hints_.size() && (int64_t)want.size() < cap && steps > 0; i++) {
      int64_t lo = hints_[i].off, hi = hints_[i].off + hints_[i].len;
      if (i == hcur_ && last_end_ > lo && last_end_ < hi) lo = last_end_;
      for (int64_t b = lo / bs_; b * bs_ < hi && (int64_t)want.size() < cap && steps > 0; b++, steps--) {
        if (!seen.insert(b).second) continue;
        auto it = cache_.find(b);
        if (it != cache_.end() && it->second.state == READY && it->second.used) continue;
        want.push_back(b);
      }
    }
  } else if (hint_seq_ || seq_ >= 1) {
    int64_t from = std::max<int64_t>(last_end_, hint_seq_ ? hint_from_ : 0);
    for (int64_t b = from / bs_, k = 0; k < std::min(wblocks_, maxb); b++, k++) want.push_back(b);
  }
  if (want.empty()) return;
  // Advise-only: a detected-sequential window over an ordinary file is left
  // to the kernel's own read-ahead on the reader's descriptor (as priming
  // is); WILLNEED over its cached pages only cost the worker a walk of the
  // page cache per block, on the core the caller's threads share.
  if (advise_only_) {
    if (!hints_.empty() || hint_seq_ || !f_->layout.plain) advise_blocks(want);
    return;
  }
  bool missing = false, past = false;
  for (int64_t b : want)
    if (!cache_.count(b) && !resident_.count(b)) {
      missing = true;
      if ((b + 1) * bs_ > eof_known_) past = true;
    }
  if (!missing) return;
  if (past) {  // stat only when the window reaches beyond the size last seen
    int64_t sz = 0;
    lk.unlock();
    int s = sio_.size(sz);
    lk.lock();
    if (s) return;
    eof_known_ = sz;
  }
  int64_t eof = std::max(eof_known_, pending_end_);
  std::set<int64_t> wanted(want.begin(), want.end());
  std::unordered_map<int64_t, int64_t> nu;
  bool have_nu = false;
  for (int64_t b : want) {
    if (b * bs_ >= eof) break;
    if (cache_.count(b)) continue;
    if (b * bs_ + bs_ <= eof && page_cached(b)) continue;
    // Never prefetch over a queued write: the disk does not have it yet.
    if (pend_overlaps(b * bs_, bs_)) continue;
    if (cache_bytes_ + bs_ > f_->cfg.prefetch_budget) {
      if (!have_nu) { next_uses(nu); have_nu = true; }
      auto n = nu.find(b);
      int64_t dist = n == nu.end() ? 0 : n->second;  // window blocks: needed next
      bool room = true;
      while (room && cache_bytes_ + bs_ > f_->cfg.prefetch_budget) room = evict_one(dist, nu, &wanted);
      if (!room) break;
    }
    if (pio_state_ == 0) {
      // A copy of the layout without the recorded size: the file may have
      // been written since open (the size check is for readers at open).
      pio_state_ = 2;
      Layout l = f_->layout;
      l.recorded_size = -1;
      lk.unlock();
      int s = psio_.open(l, false, false);
      if (!s && no_kernel_ra_) psio_.no_readahead();
      lk.lock();
      pio_state_ = s ? -1 : 1;
      if (cache_.count(b)) continue;  // a read took it meanwhile
    }
    PTask *t = new PTask();
    t->d = this;
    t->io = &prefetch_io();
    // Sequential (window or sequential hint): the blocks after this one are
    // next. A range hint names them: only the ones it wants next in a row.
    if (hints_.empty()) t->adv = adv_blocks_;
    else
      while (t->adv < adv_blocks_ && wanted.count(b + 1 + t->adv)) t->adv++;
    t->b = b;
    t->data = take_buf();
    Block &blk = cache_[b];
    blk.task = t;
    cache_bytes_ += bs_;
    outstanding_++;
    E.submit(t, true);
  }
}

int LocalDriver::pread(int64_t off, void *buf, size_t len, size_t &got) {
  got = 0;
  if (!len) return PFS_OK;
  char *out = (char *)buf;
  const int64_t end = off + (int64_t)len;
  const int64_t t_start = now_ns();
  std::unique_lock<std::mutex> lk(E.mu);
  if (!pending_.empty()) wait_overlapping_writes(lk, off, (int64_t)len);
  if (!primed_ && off == 0 && st_.read_bytes == 0 && prime_bytes_ > 0) prime(0);
  int64_t cur = off;
  bool short_read = false;
  int status = PFS_OK;
  std::vector<std::pair<int64_t, int64_t>> missed;  // ranges read from the files
  const uint64_t gen = wgen_;
  std::unordered_map<int64_t, int64_t> nu;  // next hinted uses, computed once if needed
  bool have_nu = false;
  while (cur < end) {
    int64_t b = cur / bs_, bend = (b + 1) * bs_;
    auto it = cache_.find(b);
    if (it != cache_.end()) {
      Block &blk = it->second;
      if (blk.state != READY && blk.task && blk.task->started) {
        // In flight: read it ourselves rather than wait for the worker (the
        // kernel joins the read already under way; waking and switching to
        // the worker cost more than the read on a loaded machine -- the
        // Paragon lesson). A block we read past is dropped when it lands.
        if (std::min(end, bend) == bend) blk.stale = true;
        if (!blk.caught) behind_ = std::min(behind_ + 1, 2 * kBehind);
        blk.caught = true;
      } else if (blk.state != READY) {  // queued: demand beats prefetch, read it ourselves
        if (blk.task) blk.task->cancelled = true;
        erase_block(it);
        behind_ = std::min(behind_ + 1, 2 * kBehind);
      } else if (!blk.stale && cur < b * bs_ + blk.valid) {
        int64_t n = std::min(end, b * bs_ + blk.valid) - cur;
        memcpy(out + (cur - off), blk.data.data() + (cur - b * bs_), n);
        cur += n;
        st_.cache_hit_bytes += n;
        if (!blk.used && behind_ > 0) behind_--;  // a prefetch that arrived in time
        blk.used = true;
        blk.stamp = ++clock_;
        // Consumed: it stays for re-reads (until evict_one wants its budget)
        // when a hint names it again or the program was seen re-reading;
        // otherwise it goes now, as a ghost, and its buffer is recycled hot
        // (keeping every consumed block cost a one-pass reader 1.5-2x read
        // time with compute: 64 MiB of buffers cycling cold through the CPU
        // caches).
        if (cur >= bend) {
          bool keep = reread_ > 0;
          if (!hints_.empty()) {
            if (!have_nu) { next_uses(nu); have_nu = true; }
            keep = nu.count(b) != 0;
          }
          if (!keep) { ghost_add(b); erase_block(it); }
        }
        continue;
      }
    }
    // Miss: read this block's part and any following absent blocks directly.
    int64_t stop = std::min(end, bend);
    while (stop < end && !cache_.count(stop / bs_)) stop = std::min(end, stop + bs_);
    lk.unlock();
    int64_t g = 0;
    int s = sio_.pread(cur, out + (cur - off), stop - cur, g);
    lk.lock();
    if (s) { status = s; break; }
    if (g < stop - cur) short_read = true;
    if (g > 0) missed.push_back({cur, cur + g});
    cur = stop;
  }
  if (status) return status;
  st_.read_bytes += (int64_t)len;
  {
    int64_t t_end = now_ns();
    reads_[nread_++ % kHist] = t_end - t_start;
    if (prev_done_ns_) gaps_[ngap_++ % kHist] = t_start - prev_done_ns_;
    if (nread_ >= 2 * kHist) nread_ -= kHist;  // keep the counts small; slots stay in order
    if (ngap_ >= 2 * kHist) ngap_ -= kHist;
    prev_done_ns_ = t_end;
  }
  note_read(off, end);
  if (behind_ >= kBehind && ++since_probe_ >= kProbe) { behind_ /= 2; since_probe_ = 0; }
  if (gen == wgen_)  // no write or drop overlapped the read: the data are current
    for (auto &m : missed) cache_demand(off, out, m.first, m.second);
  schedule(lk);
  if (short_read) {
    int64_t sz = 0;
    lk.unlock();
    if (int s = sio_.size(sz)) return s;
    lk.lock();
    sz = std::max(sz, pending_end_);
    got = (size_t)std::max<int64_t>(0, std::min<int64_t>((int64_t)len, sz - off));
  } else {
    got = len;
  }
  return PFS_OK;
}

// A round of a collective read with no write queued and nothing cached
// (read_all drops the cache when anyone wrote): runs of pieces that follow
// each other in an ordinary file are one preadv each. The kernel then sees
// one large read instead of one per piece: a cold 256 MiB read in 1 MiB
// pieces at one rank ran at 0.5-0.9x MPI_File_read_at_all (which reads the
// contiguous whole at once) as separate preads. Anything else goes piece by
// piece through pread (cache, write ordering).
int LocalDriver::round(std::vector<IOPiece> &list, bool write) {
  bool simple = !write && list.size() > 1 && f_->layout.plain;
  if (simple) {
    std::lock_guard<std::mutex> lk(E.mu);
    simple = pending_.empty() && cache_.empty();
  }
  if (!simple) return RawIO::round(list, write);
  std::vector<iovec> iov;
  for (size_t i = 0; i < list.size();) {
    size_t j = i + 1;
    int64_t end = list[i].off + list[i].len;
    while (j < list.size() && list[j].off == end) end += list[j++].len;
    iov.clear();
    for (size_t k = i; k < j; k++) iov.push_back({list[k].buf, (size_t)list[k].len});
    int64_t got = 0;
    if (int s = sio_.preadv_plain(list[i].off, iov, got)) return s;
    // Past EOF reads as zeros (RawIO's contract).
    for (size_t k = i; k < j; k++) {
      int64_t have = std::max<int64_t>(0, std::min<int64_t>(list[k].len, list[i].off + got - list[k].off));
      if (have < list[k].len) memset(list[k].buf + have, 0, (size_t)(list[k].len - have));
    }
    {
      std::lock_guard<std::mutex> lk(E.mu);
      st_.read_bytes += end - list[i].off;
    }
    i = j;
  }
  return PFS_OK;
}

int LocalDriver::read_all(const pfs_piece *p, size_t n) {
  int64_t eof = 0;
  {
    std::unique_lock<std::mutex> lk(E.mu);
    wait_all_writes(lk);
  }
  // Everyone's writes are on disk once every rank flushed; if anyone wrote,
  // blocks prefetched before may be stale.
  int wrote = wrote_, any = wrote;
  if (f_->nranks > 1) allreduce_quietly(&wrote, &any, 1, MPI_INT, MPI_MAX, f_->comm);
  {
    std::lock_guard<std::mutex> lk(E.mu);
    if (any) drop_cache();
    wrote_ = false;
  }
  if (int s = size(eof)) return s;
  if (f_->nranks > 1) allreduce_quietly(MPI_IN_PLACE, &eof, 1, MPI_INT64_T, MPI_MAX, f_->comm);
  int s = collective_transfer(*f_, *this, p, n, false, eof);
  if (!s)
    for (size_t i = 0; i < n; i++)
      if (p[i].len && p[i].off + (int64_t)p[i].len > eof)
        return fail(PFS_EEOF, "collective read of %zu bytes at %lld from %s: past end of file (%lld bytes)",
                    p[i].len, (long long)p[i].off, f_->path.c_str(), (long long)eof);
  return s;
}

int LocalDriver::write_all(const pfs_piece *p, size_t n) {
  return collective_transfer(*f_, *this, p, n, true, 0);
}

int LocalDriver::flush() {
  std::unique_lock<std::mutex> lk(E.mu);
  wait_all_writes(lk);
  if (err_.code) return fail(err_.code, "%s", err_.msg.c_str());
  return PFS_OK;
}

int LocalDriver::sync(int durable) {
  int s = agree(f_->comm, flush());
  if (s) return s;
  forget_cached();
  // Each rank fsyncs its share of the stripe files, in parallel.
  if (durable) {
    const Layout &L = f_->layout;
    for (int t = f_->rank; t < L.ntargets(); t += f_->nranks) {
      StripeIO one;
      Layout l1 = L;
      l1.files = {L.files[t]};
      l1.plain = true;
      if ((s = one.open(l1, false, false)) || (s = one.fsync_all())) break;
    }
  }
  return s;
}

int LocalDriver::size(int64_t &out) {
  if (int s = sio_.size(out)) return s;
  std::lock_guard<std::mutex> lk(E.mu);
  out = std::max(out, pending_end_);
  return PFS_OK;
}

int LocalDriver::truncate(int64_t size) {
  int s = agree(f_->comm, flush());
  if (s) return s;
  if (f_->rank == 0) s = sio_.truncate(size);
  s = agree(f_->comm, s);
  std::lock_guard<std::mutex> lk(E.mu);
  drop_cache();
  eof_known_ = -1;
  pending_end_ = std::min(pending_end_, size);
  return s;
}

int LocalDriver::hint(int kind, int64_t from, const pfs_range *r, size_t n) {
  std::unique_lock<std::mutex> lk(E.mu);
  resident_.clear();  // a new scan: look at the page cache afresh
  advised_.clear();
  switch (kind) {
    case HINT_SEQUENTIAL:
      hint_seq_ = true;
      hint_from_ = from;
      hints_.clear();
      if (!primed_ && prime_bytes_ > 0) prime(from);
      break;
    case HINT_RANGES:
      hints_.assign(r, r + n);
      hints_.erase(std::remove_if(hints_.begin(), hints_.end(), [](const pfs_range &x) { return x.len <= 0; }),
                   hints_.end());
      hcur_ = 0;
      hint_miss_ = 0;
      hint_seq_ = false;
      break;
    case HINT_FINAL_WRITE: final_write_ = true; return PFS_OK;
    case HINT_ADVISE_ONLY: advise_only_ = true; return PFS_OK;
    case HINT_CLEAR: hints_.clear(); hint_seq_ = false; advise_only_ = false; return PFS_OK;
  }
  if (last_end_ < 0) last_end_ = kind == HINT_SEQUENTIAL ? from : (hints_.empty() ? 0 : hints_[0].off);
  schedule(lk);
  return PFS_OK;
}

int LocalDriver::close() {
  int s = flush();
  std::unique_lock<std::mutex> lk(E.mu);
  drop_cache();
  E.done_cv.wait(lk, [&] { return outstanding_ == 0; });
  if (g_open) g_open->erase(this);
  lk.unlock();
  sio_.close_all();
  psio_.close_all();
  return s;
}

}  // namespace

// Called at exit (registered by api.cpp): queued writes still reach the disk
// even if the program never closed its files.
void local_flush_all_at_exit() {
  std::vector<LocalDriver *> v;
  {
    std::lock_guard<std::mutex> lk(Engine::get().mu);
    if (g_open) v.assign(g_open->begin(), g_open->end());
  }
  for (auto *d : v) d->flush();
}

std::unique_ptr<Driver> make_local_driver() { return std::unique_ptr<Driver>(new LocalDriver()); }

}  // namespace pfs
