// The recording driver: forwards every call to the real driver and appends
// one line per call (name, arguments, result) to PREFIX.RANK. Tests read the
// trace to check what reached the driver (e.g. that hints arrive, that a
// collective became few large accesses).
#include "internal.h"

#include <cstdio>

namespace pfs {

namespace {

class TraceDriver : public Driver {
 public:
  TraceDriver(std::unique_ptr<Driver> in, std::string prefix) : in_(std::move(in)), prefix_(std::move(prefix)) {}
  ~TraceDriver() override { if (out_) fclose(out_); }
  const char *name() const override { return in_->name(); }
  int open(FileCtx &f) override {
    f_ = &f;
    out_ = fopen((prefix_ + "." + std::to_string(f.rank)).c_str(), "a");
    return rec(in_->open(f), "open %s flags=%d driver=%s targets=%d", f.path.c_str(), f.flags, in_->name(),
               f.layout.ntargets());
  }
  int close() override { return rec(in_->close(), "close"); }
  int pread(int64_t off, void *buf, size_t len, size_t &got) override {
    int s = in_->pread(off, buf, len, got);
    return rec(s, "pread off=%lld len=%zu got=%zu", (long long)off, len, got);
  }
  int pwrite(int64_t off, const void *buf, size_t len) override {
    return rec(in_->pwrite(off, buf, len), "pwrite off=%lld len=%zu", (long long)off, len);
  }
  int read_all(const pfs_piece *p, size_t n) override { return rec(in_->read_all(p, n), "read_all%s", list(p, n).c_str()); }
  int write_all(const pfs_piece *p, size_t n) override { return rec(in_->write_all(p, n), "write_all%s", list(p, n).c_str()); }
  int flush() override { return rec(in_->flush(), "flush"); }
  int sync(int d) override { return rec(in_->sync(d), "sync durable=%d", d); }
  int size(int64_t &out) override {
    int s = in_->size(out);
    return rec(s, "size -> %lld", (long long)out);
  }
  int truncate(int64_t sz) override { return rec(in_->truncate(sz), "truncate %lld", (long long)sz); }
  int hint(int kind, int64_t from, const pfs_range *r, size_t n) override {
    static const char *names[] = {"?", "sequential", "ranges", "final_write", "clear", "advise_only", "?", "?"};
    std::string l;
    for (size_t i = 0; i < n && i < 16; i++) l += " " + std::to_string(r[i].off) + "+" + std::to_string(r[i].len);
    return rec(in_->hint(kind, from, r, n), "hint %s from=%lld n=%zu%s", names[kind & 7], (long long)from, n, l.c_str());
  }
  void stats(pfs_stats &st) override { in_->stats(st); }

 private:
  std::unique_ptr<Driver> in_;
  std::string prefix_;
  FileCtx *f_ = nullptr;
  FILE *out_ = nullptr;
  static std::string list(const pfs_piece *p, size_t n) {
    std::string s = " n=" + std::to_string(n);
    for (size_t i = 0; i < n && i < 16; i++) s += " " + std::to_string(p[i].off) + "+" + std::to_string(p[i].len);
    return s;
  }
  int rec(int status, const char *fmt, ...) __attribute__((format(printf, 3, 4))) {
    if (out_) {
      va_list ap;
      va_start(ap, fmt);
      vfprintf(out_, fmt, ap);
      va_end(ap);
      fprintf(out_, " = %d\n", status);
      fflush(out_);
    }
    return status;
  }
};

}  // namespace

std::unique_ptr<Driver> make_trace_driver(std::unique_ptr<Driver> inner, const std::string &prefix) {
  return std::unique_ptr<Driver>(new TraceDriver(std::move(inner), prefix));
}

}  // namespace pfs
