// The I/O-node server (ionode driver). The main thread does all MPI: it
// polls control requests, posts receives for bulk data, and sends replies;
// one disk thread runs the file accesses. Ordering per stripe file follows
// request order (a read sees earlier writes), demand jobs run before
// prefetch jobs, and queued write bytes are bounded by wb_budget (above it
// the server stops taking requests, which holds back the senders).
//
// Collective requests (IO_COLL) are disk-directed: the server waits for the
// requests of every participating compute rank, sorts all extents by file
// offset, and reads in chunks of up to 4 MiB with two chunks in flight
// (double buffering: the disk reads chunk k+1 while the main thread packs
// chunk k into the per-rank replies). After a collective read whose part of
// every stripe file was contiguous, the node predicts the next collective
// (same extents, moved on by one segment) and its prefetch job reads that
// segment and builds the reply packets for the compute ranks (collective
// prefetch, thesis ch. 6); a matching collective is answered with them
// unless a write came in between (struct Prediction). Otherwise a raw
// one-segment read-ahead per handle serves the chunks it covers.
//
// Independent reads get window read-ahead at the node: once a handle's
// reads are sequential (a read starts where the last ended), the node reads
// the next window (4 requests, at least 1 MiB, within the prefetch budget)
// into the handle's segment at prefetch priority; a later read the segment
// covers is a copy. Writes and truncates drop an overlapping segment (the
// disk thread runs them in order), so read-ahead never changes a result.
#include "ionode.h"

#include <algorithm>
#include <cerrno>
#include <condition_variable>
#include <cstring>
#include <deque>
#include <fcntl.h>
#include <functional>
#include <map>
#include <memory>
#include <mutex>
#include <sys/stat.h>
#include <thread>
#include <ctime>
#include <unistd.h>

namespace pfs {

namespace {

struct Handle {
  std::string path;
  int fd = -1;
  Deferred err;       // main thread only
  // disk thread only:
  bool closed = false;
  int64_t pf_off = -1;
  std::vector<char> pf;
  int64_t last_end = -1;
  bool prefetch = true;     // the file's configuration allows prefetch
  bool ra_queued = false;   // a read-ahead job is queued or running
  int64_t hit_bytes = 0;    // bytes served from the segment (IO_FLUSH reply value)
  uint64_t gen = 0;         // bumped by every write/truncate of the stripe file
  int64_t prebuilt_bytes = 0;  // of hit_bytes: answered with prebuilt packets (IO_STATS)
};
typedef std::shared_ptr<Handle> HandleP;

struct Job {
  std::function<void()> work;  // disk thread
  std::function<void()> then;  // main thread
};

class Disk {
 public:
  Disk() : th_([this] { loop(); }) {}
  ~Disk() {
    { std::lock_guard<std::mutex> lk(mu_); stop_ = true; }
    cv_.notify_all();
    th_.join();
  }
  void submit(Job j, bool prefetch) {
    std::lock_guard<std::mutex> lk(mu_);
    (prefetch ? pre_ : q_).push_back(std::move(j));
    busy_++;
    cv_.notify_one();
  }
  // Completed jobs' continuations, for the main thread.
  bool drain() {
    std::deque<Job> d;
    { std::lock_guard<std::mutex> lk(mu_); d.swap(done_); }
    for (auto &j : d) if (j.then) j.then();
    return !d.empty();
  }
  bool idle() { std::lock_guard<std::mutex> lk(mu_); return busy_ == 0 && done_.empty(); }
 private:
  void loop() {
    std::unique_lock<std::mutex> lk(mu_);
    for (;;) {
      cv_.wait(lk, [this] { return stop_ || !q_.empty() || !pre_.empty(); });
      if (stop_ && q_.empty() && pre_.empty()) return;
      std::deque<Job> &src = !q_.empty() ? q_ : pre_;
      Job j = std::move(src.front());
      src.pop_front();
      lk.unlock();
      if (j.work) j.work();
      lk.lock();
      done_.push_back(std::move(j));
      busy_--;
    }
  }
  std::mutex mu_;
  std::condition_variable cv_;
  std::deque<Job> q_, pre_, done_;
  int busy_ = 0;
  bool stop_ = false;
  std::thread th_;
};

struct Pending {
  MPI_Request req;
  std::function<void()> cb;
};

struct Part {  // one compute rank's share of a collective
  int src;
  std::vector<CollExtent> ext;
  std::vector<char> data;
  bool ready = false;
};
struct Coll {
  int64_t participants = 0, write = 0;
  std::vector<std::unique_ptr<Part>> parts;
};
struct Item { int64_t handle, off, len; Part *part; int64_t pos; };
typedef std::shared_ptr<std::vector<std::unique_ptr<Part>>> PartsP;

// The predicted next collective read (collective prefetch, thesis ch. 6):
// the same parts with every extent moved on by its handle's span. The
// prefetch job reads the next segment of every handle and *builds the
// packets for the compute ranks* then; a collective that matches is
// answered with them (after a check, in disk order, that no write came in
// between).
struct Prediction {
  std::vector<std::pair<int, std::vector<CollExtent>>> parts;  // (src, extents)
  std::map<int64_t, HandleP> hmap;                              // handle id -> handle
  std::vector<std::pair<HandleP, std::pair<int64_t, int64_t>>> seg;  // handle, (lo, len)
  // disk thread:
  bool built = false, ok = false;
  std::vector<std::pair<HandleP, uint64_t>> gens;
  std::vector<std::vector<char>> packets;  // per part
  void build() {
    if (built) return;
    built = true;
    for (auto &sg : seg) {
      HandleP h = sg.first;
      int64_t lo = sg.second.first, len = sg.second.second, got = 0;
      if (h->closed) return;
      h->pf.resize(len);
      if (read_full(h->fd, lo, h->pf.data(), len, got, h->path) != PFS_OK) { h->pf_off = -1; return; }
      h->pf.resize(got);
      h->pf_off = lo;
      gens.push_back({h, h->gen});
    }
    packets.resize(parts.size());
    for (size_t i = 0; i < parts.size(); i++) {
      int64_t bytes = 0;
      for (auto &e : parts[i].second) bytes += e.len;
      packets[i].resize(bytes);  // zeros past EOF
      int64_t pos = 0;
      for (auto &e : parts[i].second) {
        if (!e.len) continue;
        Handle &h = *hmap.at(e.handle);
        int64_t have = std::max<int64_t>(0, std::min<int64_t>(e.len, h.pf_off + (int64_t)h.pf.size() - e.off));
        if (have > 0) memcpy(packets[i].data() + pos, h.pf.data() + (e.off - h.pf_off), have);
        pos += e.len;
      }
    }
    ok = true;
  }
  bool matches(const PartsP &ps) const {
    if (ps->size() != parts.size()) return false;
    for (auto &p : *ps) {
      bool found = false;
      for (auto &q : parts)
        if (q.first == p->src) {
          if (q.second.size() != p->ext.size()) return false;
          for (size_t k = 0; k < q.second.size(); k++)
            if (q.second[k].handle != p->ext[k].handle || q.second[k].off != p->ext[k].off ||
                q.second[k].len != p->ext[k].len)
              return false;
          found = true;
        }
      if (!found) return false;
    }
    return true;
  }
};

class Server {
 public:
  explicit Server(const pfs_config &cfg) : cfg_(cfg), C(io_comms()) {}
  int run();

 private:
  pfs_config cfg_;
  IoComms &C;
  Disk disk_;
  std::map<int64_t, HandleP> handles_;
  int64_t next_handle_ = 1, queued_ = 0;
  std::vector<Pending> pending_;
  std::map<int64_t, Coll> colls_;
  int shutdowns_ = 0;
  // A source is blocked while its write data are still arriving or its
  // collective waits for the others: its later requests must not overtake
  // (a read has to see the writes sent before it).
  std::vector<int> blocked_;

  void reply(int dst, int status, int64_t value, const std::string &msg = "") {
    std::vector<int64_t> r(3 + (msg.size() + 8) / 8, 0);
    r[0] = status; r[1] = value; r[2] = (int64_t)msg.size();
    memcpy(&r[3], msg.data(), msg.size());
    MPI_Send(r.data(), (int)r.size(), MPI_INT64_T, dst, TAG_REP, C.ctrl);
  }
  void send_data(int dst, std::shared_ptr<std::vector<char>> buf) {
    if (buf->empty()) return;
    Pending p;
    MPI_Isend(buf->data(), (int)buf->size(), MPI_BYTE, dst, TAG_RDATA, C.data, &p.req);
    p.cb = [buf] {};
    pending_.push_back(std::move(p));
  }
  // Every open handle of the stripe file h names (each compute rank has its
  // own): a write through one drops the segments of all (main thread).
  std::shared_ptr<std::vector<HandleP>> same_file(const HandleP &h) {
    auto v = std::make_shared<std::vector<HandleP>>();
    for (auto &e : handles_)
      if (e.second->path == h->path) v->push_back(e.second);
    return v;
  }
  static void drop_segments(const std::vector<HandleP> &v, int64_t off, int64_t len) {  // disk thread
    for (auto &x : v) {
      x->gen++;  // any write makes a predicted collective's packets stale
      if (x->pf_off >= 0 && off < x->pf_off + (int64_t)x->pf.size() && x->pf_off < off + len) x->pf_off = -1;
    }
  }
  HandleP find(int64_t h) {
    auto it = handles_.find(h);
    return it == handles_.end() ? nullptr : it->second;
  }
  void handle_request(int src, std::vector<int64_t> &m);
  void op_open(int src, int64_t flags, int64_t expect, const std::string &path);
  void serve_coll(int64_t key);
  void serve_read(PartsP parts, std::vector<Item> items);
  void after_read(const PartsP &parts);
  std::shared_ptr<Prediction> pred_;
};

void Server::op_open(int src, int64_t flags, int64_t expect, const std::string &path) {
  int fl = (flags & OPEN_WRITE ? O_RDWR : O_RDONLY) | (flags & OPEN_CREATE ? O_CREAT : 0) | O_CLOEXEC;
  int fd = ::open(path.c_str(), fl, 0666);
  if (fd < 0) {
    int e = errno;
    std::string dir = path.substr(0, path.rfind('/'));
    if (e == ENOENT && access(dir.c_str(), F_OK) != 0)
      fail(PFS_ENOENT, "I/O node %d: open stripe file %s: I/O target %s is missing", C.ncompute, path.c_str(), dir.c_str());
    else if (e == ENOTDIR)
      fail(PFS_ENOENT, "I/O node %d: open stripe file %s: I/O target %s is not a directory", C.ncompute, path.c_str(),
           dir.c_str());
    else fail(errno_status(e), "I/O node: open stripe file %s: %s", path.c_str(), strerror(e));
    reply(src, errno_status(e), 0, last_message());
    return;
  }
  if (flags & OPEN_TRUNC) {  // not on an empty file: see StripeIO::truncate (ext4 auto_da_alloc)
    struct stat st0;
    if (fstat(fd, &st0) != 0 || st0.st_size != 0) (void)!ftruncate(fd, 0);
  }
  if (expect >= 0) {
    struct stat st;
    fstat(fd, &st);
    if (st.st_size != expect) {
      ::close(fd);
      fail(PFS_ELAYOUT, "stripe file %s is %lld bytes but its layout record says %lld: changed or truncated "
           "behind the file layer's back", path.c_str(), (long long)st.st_size, (long long)expect);
      reply(src, PFS_ELAYOUT, 0, last_message());
      return;
    }
  }
  auto h = std::make_shared<Handle>();
  h->path = path;
  h->fd = fd;
  h->prefetch = cfg_.prefetch && !(flags & OPEN_NOPREFETCH);
  int64_t id = next_handle_++;
  handles_[id] = h;
  reply(src, PFS_OK, id);
}

void Server::handle_request(int src, std::vector<int64_t> &m) {
  int64_t op = m[0], a = m[1], b = m[2], c = m[3];
  if (op == IO_SHUTDOWN) { shutdowns_++; return; }
  if (op == IO_OPEN) {
    std::string path((const char *)&m[kReqWords], (size_t)m[6]);
    op_open(src, a, b, path);
    return;
  }
  if (op == IO_COLL) {
    Coll &co = colls_[a];
    co.participants = b;
    co.write = c;
    auto part = std::unique_ptr<Part>(new Part());
    part->src = src;
    part->ext.resize(m[4]);
    memcpy(part->ext.data(), &m[kReqWords], m[4] * sizeof(CollExtent));
    int64_t bytes = 0;
    for (auto &e : part->ext) bytes += e.len;
    Part *pp = part.get();
    co.parts.push_back(std::move(part));
    if (c && bytes) {
      pp->data.resize(bytes);
      queued_ += bytes;
      Pending p;
      MPI_Irecv(pp->data.data(), (int)bytes, MPI_BYTE, src, TAG_WDATA, C.data, &p.req);
      blocked_[src]++;
      p.cb = [this, pp, a] { pp->ready = true; serve_coll(a); };
      pending_.push_back(std::move(p));
    } else {
      blocked_[src]++;
      pp->ready = true;
      serve_coll(a);
    }
    return;
  }
  HandleP h = find(a);
  if (!h) {
    if (op == IO_WRITE && c > 0) {  // still take the data off the wire
      std::vector<char> sink(c);
      MPI_Recv(sink.data(), (int)c, MPI_BYTE, src, TAG_WDATA, C.data, MPI_STATUS_IGNORE);
      return;
    }
    reply(src, PFS_ESTATE, 0, "I/O node: unknown file handle");
    return;
  }
  if (op == IO_CLOSE && pred_ && pred_->hmap.count(a)) pred_.reset();
  switch (op) {
    case IO_WRITE: {
      auto buf = std::make_shared<std::vector<char>>(c);
      queued_ += c;
      Pending p;
      MPI_Irecv(buf->data(), (int)c, MPI_BYTE, src, TAG_WDATA, C.data, &p.req);
      int64_t off = b;
      blocked_[src]++;
      p.cb = [this, h, buf, off, src] {
        blocked_[src]--;
        auto st = std::make_shared<std::pair<int, std::string>>();
        auto all = same_file(h);
        disk_.submit({[h, buf, off, st, all] {
                        drop_segments(*all, off, (int64_t)buf->size());  // written over: stale
                        st->first = write_full(h->fd, off, buf->data(), (int64_t)buf->size(), h->path);
                        if (st->first) st->second = last_message();
                      },
                      [this, h, buf, st] {
                        queued_ -= (int64_t)buf->size();
                        if (st->first) h->err.record(st->first, "I/O node write-behind: " + st->second);
                      }},
                     false);
      };
      pending_.push_back(std::move(p));
      return;
    }
    case IO_READ: {
      auto buf = std::make_shared<std::vector<char>>(c);
      auto st = std::make_shared<std::pair<int, std::string>>();
      auto got = std::make_shared<int64_t>(0);
      int64_t off = b;
      bool prefetch = h->prefetch;
      int64_t budget = cfg_.prefetch_budget;
      Disk *disk = &disk_;
      disk_.submit({[h, buf, off, st, got, prefetch, budget, disk] {
                      int64_t len = (int64_t)buf->size();
                      if (h->pf_off >= 0 && off >= h->pf_off && off + len <= h->pf_off + (int64_t)h->pf.size()) {
                        memcpy(buf->data(), h->pf.data() + (off - h->pf_off), len);  // read-ahead hit
                        *got = len;
                        h->hit_bytes += len;
                      } else {
                        st->first = read_full(h->fd, off, buf->data(), len, *got, h->path);
                        if (st->first) st->second = last_message();
                      }
                      bool seq = off == h->last_end;
                      h->last_end = off + len;
                      // Sequential: read the next window ahead unless the
                      // segment already covers the next request.
                      int64_t end = off + len, win = std::min(budget, std::max<int64_t>(4 * len, 1 << 20));
                      bool covered = h->pf_off >= 0 && end >= h->pf_off && end + len <= h->pf_off + (int64_t)h->pf.size();
                      if (prefetch && seq && !st->first && *got == len && !covered && !h->ra_queued && win > 0) {
                        h->ra_queued = true;
                        disk->submit({[h, end, win] {
                                        h->ra_queued = false;
                                        if (h->closed) return;
                                        h->pf_off = -1;
                                        h->pf.resize(win);
                                        int64_t g = 0;
                                        if (read_full(h->fd, end, h->pf.data(), win, g, h->path) == PFS_OK && g > 0) {
                                          h->pf.resize(g);
                                          h->pf_off = end;
                                        }
                                      },
                                      nullptr},
                                     true);
                      }
                    },
                    [this, src, buf, st, got] {
                      reply(src, st->first, *got, st->second);
                      if (!st->first) { buf->resize(*got); send_data(src, buf); }
                    }},
                   false);
      return;
    }
    case IO_FLUSH:  // value: bytes served from read-ahead / prefetched segments so far
      disk_.submit({nullptr, [this, src, h] { reply(src, h->err.code, h->hit_bytes, h->err.msg); }}, false);
      return;
    case IO_STATS:
      disk_.submit({nullptr, [this, src, h] { reply(src, PFS_OK, h->prebuilt_bytes); }}, false);
      return;
    case IO_FSYNC: {
      auto st = std::make_shared<std::pair<int, std::string>>();
      disk_.submit({[h, st] { if (fsync(h->fd) != 0) { st->first = fail_errno(errno, "fsync", h->path); st->second = last_message(); } },
                    [this, src, st] { reply(src, st->first, 0, st->second); }}, false);
      return;
    }
    case IO_SIZE: {
      auto sz = std::make_shared<int64_t>(0);
      disk_.submit({[h, sz] { struct stat s; if (fstat(h->fd, &s) == 0) *sz = s.st_size; },
                    [this, src, sz] { reply(src, PFS_OK, *sz); }}, false);
      return;
    }
    case IO_TRUNC: {
      auto st = std::make_shared<std::pair<int, std::string>>();
      int64_t size = b;
      auto all = same_file(h);
      disk_.submit({[h, st, size, all] {
                      for (auto &x : *all) { x->pf_off = -1; x->gen++; }
                      if (ftruncate(h->fd, size) != 0) { st->first = fail_errno(errno, "truncate", h->path); st->second = last_message(); }
                    },
                    [this, src, st] { reply(src, st->first, 0, st->second); }}, false);
      return;
    }
    case IO_CLOSE: {
      int64_t id = a;
      disk_.submit({[h] { h->closed = true; ::close(h->fd); },
                    [this, src, h, id] { handles_.erase(id); reply(src, h->err.code, 0, h->err.msg); }}, false);
      return;
    }
  }
  reply(src, PFS_EINVAL, 0, "I/O node: unknown request");
}

// All participants are in: serve the collective in file order.
void Server::serve_coll(int64_t key) {
  Coll &co = colls_[key];
  if ((int64_t)co.parts.size() < co.participants) return;
  for (auto &p : co.parts) if (!p->ready) return;
  std::vector<Item> items;
  for (auto &p : co.parts) {
    int64_t pos = 0;
    for (auto &e : p->ext) { items.push_back({e.handle, e.off, e.len, p.get(), pos}); pos += e.len; }
  }
  std::sort(items.begin(), items.end(), [](const Item &x, const Item &y) {
    return x.handle != y.handle ? x.handle < y.handle : x.off < y.off;
  });
  PartsP parts = std::make_shared<std::vector<std::unique_ptr<Part>>>(std::move(co.parts));
  for (auto &p : *parts) blocked_[p->src]--;  // jobs below are queued in order
  bool write = co.write != 0;
  colls_.erase(key);
  if (write) {
    // One job, writes in file order (write-behind: no reply; errors are kept
    // with the handle for the next flush/close).
    int64_t bytes = 0;
    for (auto &it : items) bytes += it.len;
    auto st = std::make_shared<std::vector<std::pair<HandleP, std::pair<int, std::string>>>>();
    std::vector<std::pair<HandleP, Item>> work;
    std::map<Handle *, std::shared_ptr<std::vector<HandleP>>> peers;
    for (auto &it : items)
      if (HandleP h = find(it.handle)) {
        work.push_back({h, it});
        if (!peers.count(h.get())) peers[h.get()] = same_file(h);
      }
    disk_.submit({[work, st, peers] {
                    for (auto &w : work) {
                      HandleP h = w.first;
                      const Item &it = w.second;
                      drop_segments(*peers.at(h.get()), it.off, it.len);
                      int s = write_full(h->fd, it.off, it.part->data.data() + it.pos, it.len, h->path);
                      if (s) st->push_back({h, {s, last_message()}});
                    }
                  },
                  [this, parts, st, bytes] {
                    queued_ -= bytes;
                    for (auto &e : *st) e.first->err.record(e.second.first, "I/O node collective write: " + e.second.second);
                  }},
                 false);
    return;
  }
  if (pred_ && pred_->matches(parts)) {
    // Predicted: the packets were built during the prefetch (or are built
    // now, if that job has not run yet). The check runs as a disk job, so
    // writes queued before this collective come first.
    auto P = pred_;
    pred_.reset();
    auto sitems = std::make_shared<std::vector<Item>>(std::move(items));
    disk_.submit({[P] {
                    P->build();
                    if (P->ok)
                      for (auto &g : P->gens)
                        if (g.first->gen != g.second || g.first->closed) P->ok = false;
                    if (P->ok)
                      for (auto &q : P->parts)
                        for (auto &e : q.second)
                          if (e.len) {
                            P->hmap.at(e.handle)->hit_bytes += e.len;
                            P->hmap.at(e.handle)->prebuilt_bytes += e.len;
                          }
                  },
                  [this, P, parts, sitems] {
                    if (!P->ok) { serve_read(parts, std::move(*sitems)); return; }
                    for (auto &p : *parts)
                      for (size_t i = 0; i < P->parts.size(); i++)
                        if (P->parts[i].first == p->src) {
                          reply(p->src, PFS_OK, 0);
                          send_data(p->src, std::make_shared<std::vector<char>>(std::move(P->packets[i])));
                        }
                    after_read(parts);
                  }},
                 false);
    return;
  }
  pred_.reset();
  serve_read(parts, std::move(items));
}

// After a collective read: predict the next one (every handle's extents
// contiguous: the next segment of the same length) and prefetch it with the
// packets built; otherwise a raw one-segment read-ahead per handle.
void Server::after_read(const PartsP &parts) {
  // Per handle (one per compute rank and stripe file) and per stripe file
  // (the union over its handles): extent span and bytes.
  struct Span { int64_t lo = INT64_MAX, hi = -1, bytes = 0; };
  std::map<int64_t, Span> hs;
  std::map<std::string, Span> fs;
  std::map<int64_t, HandleP> hp;
  for (auto &p : *parts)
    for (auto &e : p->ext) {
      if (!e.len) continue;
      if (!hp.count(e.handle)) {
        HandleP h = find(e.handle);
        if (!h || !h->prefetch) return;
        hp[e.handle] = h;
      }
      for (Span *sp : {&hs[e.handle], &fs[hp[e.handle]->path]}) {
        sp->lo = std::min(sp->lo, e.off);
        sp->hi = std::max(sp->hi, e.off + e.len);
        sp->bytes += e.len;
      }
    }
  if (hs.empty()) return;
  // Predictable when every stripe file's part of this collective was one
  // contiguous range without overlaps: the next collective is then the same
  // extents moved on by that range's length.
  bool predict = true;
  int64_t total = 0;
  for (auto &f : fs) if (f.second.bytes != f.second.hi - f.second.lo) predict = false;
  auto P = std::make_shared<Prediction>();
  for (auto &x : hs) {
    HandleP h = hp[x.first];
    int64_t len = x.second.hi - x.second.lo;
    const Span &f = fs[h->path];
    int64_t delta = predict ? f.hi - f.lo : len;
    total += len;
    P->hmap[x.first] = h;
    P->seg.push_back({h, {x.second.lo + delta, std::min(len, cfg_.prefetch_budget)}});
  }
  if (total > cfg_.prefetch_budget) predict = false;
  if (predict) {
    for (auto &p : *parts) {
      std::vector<CollExtent> v = p->ext;
      for (auto &e : v)
        if (e.len) { const Span &f = fs[hp[e.handle]->path]; e.off += f.hi - f.lo; }
      P->parts.push_back({p->src, std::move(v)});
    }
    pred_ = P;
    disk_.submit({[P] { P->build(); }, nullptr}, true);
    return;
  }
  for (auto &sg : P->seg) {  // raw segments only, served to chunks that they cover
    HandleP h = sg.first;
    int64_t lo = sg.second.first, len = sg.second.second;
    disk_.submit({[h, lo, len] {
                    if (h->closed) return;
                    h->pf.resize(len);
                    int64_t got = 0;
                    if (read_full(h->fd, lo, h->pf.data(), len, got, h->path) == PFS_OK) {
                      h->pf.resize(got);
                      h->pf_off = lo;
                    } else h->pf_off = -1;
                  },
                  nullptr},
                 true);
  }
}

void Server::serve_read(PartsP parts, std::vector<Item> items) {
  // Read: chunks of contiguous sorted items (same handle, gaps < 64 KiB
  // read through), at most 4 MiB, two in flight.
  struct Chunk { HandleP h; int64_t off, len; size_t first, last; };
  auto chunks = std::make_shared<std::vector<Chunk>>();
  for (size_t i = 0; i < items.size();) {
    HandleP h = find(items[i].handle);
    size_t j = i + 1;
    int64_t lo = items[i].off, hi = items[i].off + items[i].len;
    while (j < items.size() && items[j].handle == items[i].handle && items[j].off <= hi + (64 << 10) &&
           std::max(hi, items[j].off + items[j].len) - lo <= (4 << 20)) {
      hi = std::max(hi, items[j].off + items[j].len);
      j++;
    }
    if (h) chunks->push_back({h, lo, hi - lo, i, j});
    i = j;
  }
  auto sitems = std::make_shared<std::vector<Item>>(std::move(items));
  for (auto &p : *parts) {
    int64_t b = 0;
    for (auto &e : p->ext) b += e.len;
    p->data.assign(b, 0);
  }
  auto status = std::make_shared<std::pair<int, std::string>>();
  auto next = std::make_shared<size_t>(0);
  auto left = std::make_shared<size_t>(chunks->size());
  auto finish = [this, parts, status] {
    for (auto &p : *parts) {
      reply(p->src, status->first, 0, status->second);
      if (!status->first) send_data(p->src, std::make_shared<std::vector<char>>(std::move(p->data)));
    }
    if (!status->first) after_read(parts);
  };
  if (chunks->empty()) { finish(); return; }
  auto issue = std::make_shared<std::function<void()>>();
  *issue = [this, chunks, sitems, next, left, status, issue, finish] {
    if (*next >= chunks->size()) return;
    Chunk c = (*chunks)[(*next)++];
    auto buf = std::make_shared<std::vector<char>>(c.len);
    auto st = std::make_shared<std::pair<int, std::string>>();
    disk_.submit({[c, buf, st] {
                    HandleP h = c.h;
                    int64_t done = 0;
                    // Served from the prefetched segment where it covers the chunk.
                    if (h->pf_off >= 0 && c.off >= h->pf_off && c.off + c.len <= h->pf_off + (int64_t)h->pf.size()) {
                      memcpy(buf->data(), h->pf.data() + (c.off - h->pf_off), c.len);
                      done = c.len;
                      h->hit_bytes += c.len;
                    }
                    int64_t got = 0;
                    if (done < c.len) {
                      st->first = read_full(h->fd, c.off, buf->data(), c.len, got, h->path);
                      if (st->first) st->second = last_message();
                      if (got < c.len) memset(buf->data() + got, 0, c.len - got);
                    }
                  },
                  [this, c, buf, st, sitems, left, status, issue, finish] {
                    if (st->first && !status->first) *status = *st;
                    for (size_t i = c.first; i < c.last; i++) {  // pack into the per-rank replies
                      const Item &it = (*sitems)[i];
                      memcpy(it.part->data.data() + it.pos, buf->data() + (it.off - c.off), it.len);
                    }
                    (*issue)();
                    if (--*left == 0) { finish(); *issue = nullptr; }
                  }},
                 false);
  };
  (*issue)();
  (*issue)();  // double buffering: two chunks in flight
}

int Server::run() {
  std::vector<int64_t> msg;
  blocked_.assign(C.ncompute, 0);
  int64_t idle_since = 0;  // when the node last had nothing at all to do (0: busy)
  for (;;) {
    bool progress = false;
    for (size_t i = 0; i < pending_.size();) {
      int done = 0;
      MPI_Test(&pending_[i].req, &done, MPI_STATUS_IGNORE);
      if (done) {
        auto cb = std::move(pending_[i].cb);
        pending_.erase(pending_.begin() + i);
        cb();
        progress = true;
      } else i++;
    }
    if (disk_.drain()) progress = true;
    for (int src = 0; src < C.ncompute && queued_ <= cfg_.wb_budget; src++) {
      if (blocked_[src]) continue;
      int flag = 0;
      MPI_Status st;
      MPI_Iprobe(src, TAG_REQ, C.ctrl, &flag, &st);
      if (flag) {
        int n = 0;
        MPI_Get_count(&st, MPI_INT64_T, &n);
        msg.assign(std::max(n, kReqWords), 0);
        MPI_Recv(msg.data(), n, MPI_INT64_T, st.MPI_SOURCE, TAG_REQ, C.ctrl, MPI_STATUS_IGNORE);
        handle_request(st.MPI_SOURCE, msg);
        progress = true;
      }
    }
    if (shutdowns_ >= C.ncompute && pending_.empty() && disk_.idle() && colls_.empty()) break;
    if (progress) { idle_since = 0; continue; }
    // Nothing arrived. While data transfers or disk jobs are under way, poll
    // every ~20 us (a rendezvous transfer moves only while we call MPI, and
    // a finished disk job's continuation should run soon). Fully idle --
    // compute ranks computing, or done with I/O -- back off like
    // wait_quietly: an eighth of the idle time, at most 1 ms, so an idle
    // node no longer wakes 10-20 thousand times a second (a few percent of
    // a core, taken from the compute rank sharing it) and a request after a
    // pause of T waits at most T/8 longer.
    bool busy = !pending_.empty() || !disk_.idle();
    int64_t t = now_ns();
    if (busy || !idle_since) {
      idle_since = busy ? 0 : t;
      usleep(20);
      continue;
    }
    int64_t ns = std::min<int64_t>(std::max<int64_t>((t - idle_since) / 8, 20000), 1000000);
    timespec d = {0, (long)ns};
    nanosleep(&d, nullptr);
  }
  for (auto &h : handles_) if (h.second->fd >= 0 && !h.second->closed) ::close(h.second->fd);
  return PFS_OK;
}

}  // namespace

int ionode_serve(const pfs_config &cfg) {
  Server s(cfg);
  return s.run();
}

}  // namespace pfs
