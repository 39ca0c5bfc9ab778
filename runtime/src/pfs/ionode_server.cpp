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
// chunk k into the per-rank replies). After a sequential collective read it
// prefetches the next segment of the same length (collective prefetch, thesis
// ch. 6 "one segment read-ahead") within the prefetch budget; the next
// collective serves what it can from that segment.
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
  HandleP find(int64_t h) {
    auto it = handles_.find(h);
    return it == handles_.end() ? nullptr : it->second;
  }
  void handle_request(int src, std::vector<int64_t> &m);
  void op_open(int src, int64_t flags, int64_t expect, const std::string &path);
  void serve_coll(int64_t key);
};

void Server::op_open(int src, int64_t flags, int64_t expect, const std::string &path) {
  int fl = (flags & OPEN_WRITE ? O_RDWR : O_RDONLY) | (flags & OPEN_CREATE ? O_CREAT : 0) | O_CLOEXEC;
  int fd = ::open(path.c_str(), fl, 0666);
  if (fd < 0) {
    int e = errno;
    std::string dir = path.substr(0, path.rfind('/'));
    if (e == ENOENT && access(dir.c_str(), F_OK) != 0)
      fail(PFS_ENOENT, "I/O node %d: open stripe file %s: I/O target %s is missing", C.ncompute, path.c_str(), dir.c_str());
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
        disk_.submit({[h, buf, off, st] {
                        if (h->pf_off >= 0 && off < h->pf_off + (int64_t)h->pf.size() && h->pf_off < off + (int64_t)buf->size())
                          h->pf_off = -1;  // written over: the prefetched segment is stale
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
      disk_.submit({[h, buf, off, st, got] {
                      st->first = read_full(h->fd, off, buf->data(), (int64_t)buf->size(), *got, h->path);
                      if (st->first) st->second = last_message();
                    },
                    [this, src, buf, st, got] {
                      reply(src, st->first, *got, st->second);
                      if (!st->first) { buf->resize(*got); send_data(src, buf); }
                    }},
                   false);
      return;
    }
    case IO_FLUSH:
      disk_.submit({nullptr, [this, src, h] { reply(src, h->err.code, 0, h->err.msg); }}, false);
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
      disk_.submit({[h, st, size] {
                      h->pf_off = -1;
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
  struct Item { int64_t handle, off, len; Part *part; int64_t pos; };
  std::vector<Item> items;
  for (auto &p : co.parts) {
    int64_t pos = 0;
    for (auto &e : p->ext) { items.push_back({e.handle, e.off, e.len, p.get(), pos}); pos += e.len; }
  }
  std::sort(items.begin(), items.end(), [](const Item &x, const Item &y) {
    return x.handle != y.handle ? x.handle < y.handle : x.off < y.off;
  });
  auto parts = std::make_shared<std::vector<std::unique_ptr<Part>>>(std::move(co.parts));
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
    for (auto &it : items) if (HandleP h = find(it.handle)) work.push_back({h, it});
    disk_.submit({[work, st] {
                    for (auto &w : work) {
                      HandleP h = w.first;
                      const Item &it = w.second;
                      if (h->pf_off >= 0 && it.off < h->pf_off + (int64_t)h->pf.size() && h->pf_off < it.off + it.len) h->pf_off = -1;
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
  bool prefetch = cfg_.prefetch != 0;
  int64_t budget = cfg_.prefetch_budget;
  auto finish = [this, parts, status, chunks, prefetch, budget] {
    for (auto &p : *parts) {
      reply(p->src, status->first, 0, status->second);
      if (!status->first) send_data(p->src, std::make_shared<std::vector<char>>(std::move(p->data)));
    }
    if (!prefetch || status->first) return;
    // One segment read-ahead per handle whose collective span was contiguous.
    std::map<Handle *, std::pair<int64_t, int64_t>> span;
    for (auto &c : *chunks) {
      auto &s = span[c.h.get()];
      if (s.second == 0) s = {c.off, c.off + c.len};
      else s = {std::min(s.first, c.off), std::max(s.second, c.off + c.len)};
    }
    for (auto &c : *chunks) {
      auto it = span.find(c.h.get());
      if (it == span.end()) continue;
      HandleP h = c.h;
      int64_t lo = it->second.second, len = std::min(it->second.second - it->second.first, budget);
      span.erase(it);
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
    if (!progress) usleep(20);
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
