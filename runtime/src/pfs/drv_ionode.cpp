// The ionode driver, compute side: the last K ranks of MPI_COMM_WORLD are
// I/O nodes owning the targets (target t is served by I/O node t % K). Every
// compute rank opens its own handle per stripe file on the serving node.
// Independent reads send all extent requests first, then collect replies, so
// the I/O nodes work in parallel. Writes return once the I/O node has the
// data (write-behind happens there). Collective transfers run the compute-
// side two-phase exchange; each round then becomes one IO_COLL request per
// I/O node, served disk-directed (ionode_server.cpp).
#include "ionode.h"

#include <algorithm>
#include <cstring>

namespace pfs {

IoComms &io_comms() {
  static IoComms c;
  return c;
}

namespace {

const int64_t kMaxMsg = 64 << 20;  // largest single data message

int64_t g_next_fileid = 1;

class IonodeDriver : public Driver, public RawIO {
 public:
  const char *name() const override { return "ionode"; }
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
  int hint(int, int64_t, const pfs_range *, size_t) override { return PFS_OK; }
  // cache_hit_bytes: this rank's bytes the I/O nodes served from their
  // read-ahead / collective-prefetch segments (asked with IO_FLUSH).
  void stats(pfs_stats &st) override {
    st = pfs_stats();
    st.read_bytes = read_bytes_;
    for (int t = 0; t < (int)handles_.size(); t++) request(node(t), IO_FLUSH, handles_[t]);
    for (int t = 0; t < (int)handles_.size(); t++) {
      int64_t v = 0;
      reply(node(t), &v);
      st.cache_hit_bytes += v;
    }
    for (int t = 0; t < (int)handles_.size(); t++) request(node(t), IO_STATS, handles_[t]);
    for (int t = 0; t < (int)handles_.size(); t++) {
      int64_t v = 0;
      reply(node(t), &v);
      st.prebuilt_bytes += v;
    }
  }
  int read(int64_t off, void *buf, int64_t len, int64_t &got) override {
    size_t g = 0;
    int s = pread(off, buf, (size_t)len, g);
    got = (int64_t)g;
    return s;
  }
  int write(int64_t off, const void *buf, int64_t len) override { return pwrite(off, buf, (size_t)len); }
  // Ordering (RawIO): messages of different ranks to an I/O node may arrive
  // in any order, so a rank's writes are on the node (flush: a round trip
  // per target) before another rank may write the same bytes.
  bool wrote_since_visible() override { return wrote_; }
  int settle_writes() override { return wrote_ ? flush() : PFS_OK; }
  int round(std::vector<IOPiece> &list, bool write) override;
  // MB-DDIO against two-phase (R41, thesis ch. 5), collective=auto: sending
  // every rank's own pieces (the I/O nodes sort and pack them: about kExtNs
  // per piece on each of the file's I nodes) against two-phase (each compute
  // rank copies its bytes out, exchanges them with MPI and copies them in:
  // about kByteNs per byte, plus kPieceNs per piece). Direct when
  // gcount*kExtNs/I < (gbytes*kByteNs + gcount*kPieceNs)/P, and pieces are
  // at least 16 bytes. Constants from the bench's MB-DDIO crossover test on
  // this VM (docs/pfs.md); the same numbers on every rank, so every rank
  // decides alike.
  bool prefer_direct(int64_t gcount, int64_t gbytes, int P) override {
    const double kExtNs = 500, kByteNs = 1.0, kPieceNs = 60;
    if (gcount <= 0 || gbytes / gcount < 16) return false;
    double I = (double)nodes_of_file().size();
    return gcount * kExtNs / I < (gbytes * kByteNs + gcount * kPieceNs) / P;
  }

 private:
  FileCtx *f_ = nullptr;
  IoComms &C = io_comms();
  std::vector<int64_t> handles_;  // per target, on node(t)
  int64_t fileid_ = 0, seq_ = 0, read_bytes_ = 0;
  bool wrote_ = false;

  int node(int t) const { return C.ionodes[t % C.ionodes.size()]; }
  void request(int dst, int64_t op, int64_t a, int64_t b = 0, int64_t c = 0, int64_t d = 0,
               const void *payload = nullptr, int64_t nbytes = 0) {
    std::vector<int64_t> m(kReqWords + (nbytes + 7) / 8, 0);
    m[0] = op; m[1] = a; m[2] = b; m[3] = c; m[4] = d; m[6] = nbytes;
    if (nbytes) memcpy(&m[kReqWords], payload, nbytes);
    MPI_Send(m.data(), (int)m.size(), MPI_INT64_T, dst, TAG_REQ, C.ctrl);
  }
  int reply(int src, int64_t *value = nullptr) {
    // The node is reading, writing or fsyncing for us meanwhile: wait without
    // spinning (MPI_Probe spins), so a node sharing our core gets it.
    MPI_Status st;
    if (probe_quietly(src, TAG_REP, C.ctrl, &st) != MPI_SUCCESS)
      return fail(PFS_EMPI, "%s: MPI_Iprobe failed waiting for I/O node %d", f_ ? f_->path.c_str() : "pfs", src);
    int n = 0;
    MPI_Get_count(&st, MPI_INT64_T, &n);
    std::vector<int64_t> r(std::max(n, 3));
    MPI_Recv(r.data(), n, MPI_INT64_T, src, TAG_REP, C.ctrl, MPI_STATUS_IGNORE);
    if (value) *value = r[1];
    if (r[0]) return fail((int)r[0], "%s", std::string((const char *)&r[3], (size_t)r[2]).c_str());
    return PFS_OK;
  }
  std::vector<int> nodes_of_file() const {
    std::vector<int> v;
    for (int t = 0; t < f_->layout.ntargets(); t++)
      if (std::find(v.begin(), v.end(), node(t)) == v.end()) v.push_back(node(t));
    return v;
  }
  int open_targets(int flags, int64_t recorded);
};

int IonodeDriver::open_targets(int oflags, int64_t recorded) {
  const Layout &L = f_->layout;
  handles_.assign(L.ntargets(), 0);
  for (int t = 0; t < L.ntargets(); t++) {
    int64_t expect = recorded >= 0 ? target_size(L, t, recorded) : -1;
    request(node(t), IO_OPEN, oflags, expect, 0, 0, L.files[t].data(), (int64_t)L.files[t].size());
  }
  int status = PFS_OK;
  for (int t = 0; t < L.ntargets(); t++) {
    int s = reply(node(t), &handles_[t]);
    if (s && !status) status = s;
  }
  return status;
}

int IonodeDriver::open(FileCtx &f) {
  f_ = &f;
  if (C.ctrl == MPI_COMM_NULL)
    return fail(PFS_ESTATE, "open %s: the ionode driver needs pfs_init (with driver=ionode) first", f.path.c_str());
  bool write = (f.flags & PFS_WRONLY) != 0;
  int64_t recorded = (!write && !f.layout.plain) ? f.layout.recorded_size : -1;
  int s = PFS_OK;
  if (f.rank == 0) {
    int wr = 0;
    MPI_Comm_rank(MPI_COMM_WORLD, &wr);
    fileid_ = ((int64_t)wr << 32) | g_next_fileid++;
    s = open_targets((write ? OPEN_WRITE : 0) | (f.flags & PFS_CREATE ? OPEN_CREATE : 0) |
                     (f.flags & PFS_TRUNC ? OPEN_TRUNC : 0) | (f.cfg.prefetch ? 0 : OPEN_NOPREFETCH), recorded);
  }
  MPI_Bcast(&fileid_, 1, MPI_INT64_T, 0, f.comm);
  if ((s = agree(f.comm, s))) return s;
  if (f.rank != 0) s = open_targets((write ? OPEN_WRITE : 0) | (f.cfg.prefetch ? 0 : OPEN_NOPREFETCH), recorded);
  return s;
}

int IonodeDriver::close() {
  int status = PFS_OK;
  for (int t = 0; t < (int)handles_.size(); t++)
    if (handles_[t]) request(node(t), IO_CLOSE, handles_[t]);
  for (int t = 0; t < (int)handles_.size(); t++)
    if (handles_[t]) { int s = reply(node(t)); if (s && !status) status = s; }
  handles_.clear();
  return status;
}

int IonodeDriver::pwrite(int64_t off, const void *buf, size_t len) {
  std::vector<Extent> ex;
  for (int64_t done = 0; done < (int64_t)len;) {
    int64_t l = std::min<int64_t>((int64_t)len - done, kMaxMsg);
    map_range(f_->layout, off + done, l, ex);
    done += l;
  }
  wrote_ = true;
  for (auto &e : ex) {
    request(node(e.target), IO_WRITE, handles_[e.target], e.toff, e.len);
    MPI_Send((const char *)buf + (e.loff - off), (int)e.len, MPI_BYTE, node(e.target), TAG_WDATA, C.data);
  }
  return PFS_OK;
}

int IonodeDriver::pread(int64_t off, void *buf, size_t len, size_t &got) {
  if (wrote_) { if (int s = flush()) return s; }
  read_bytes_ += (int64_t)len;
  std::vector<Extent> ex;
  for (int64_t done = 0; done < (int64_t)len;) {
    int64_t l = std::min<int64_t>((int64_t)len - done, kMaxMsg);
    map_range(f_->layout, off + done, l, ex);
    done += l;
  }
  for (auto &e : ex) request(node(e.target), IO_READ, handles_[e.target], e.toff, e.len);
  int status = PFS_OK;
  bool shortr = false;
  for (auto &e : ex) {
    int64_t g = 0;
    int s = reply(node(e.target), &g);
    char *dst = (char *)buf + (e.loff - off);
    if (!s && g > 0) MPI_Recv(dst, (int)g, MPI_BYTE, node(e.target), TAG_RDATA, C.data, MPI_STATUS_IGNORE);
    if (s && !status) status = s;
    if (!s && g < e.len) { memset(dst + g, 0, e.len - g); shortr = true; }
  }
  if (status) return status;
  return short_read_got(off, len, shortr, got);
}

// One round of a collective: one IO_COLL per I/O node of the file, even if
// empty, so each node knows when it has every rank's part.
int IonodeDriver::round(std::vector<IOPiece> &list, bool write) {
  auto nodes = nodes_of_file();
  int64_t key = fileid_ * 1000003 + seq_++;
  std::vector<std::vector<CollExtent>> ext(nodes.size());
  std::vector<std::vector<char *>> mem(nodes.size());
  std::vector<Extent> ex;
  for (auto &p : list) {
    ex.clear();
    map_range(f_->layout, p.off, p.len, ex);
    for (auto &e : ex) {
      size_t j = std::find(nodes.begin(), nodes.end(), node(e.target)) - nodes.begin();
      ext[j].push_back({handles_[e.target], e.toff, e.len});
      mem[j].push_back(p.buf + (e.loff - p.off));
    }
  }
  std::vector<char> pack;
  for (size_t j = 0; j < nodes.size(); j++) {
    request(nodes[j], IO_COLL, key, f_->nranks, write ? 1 : 0, (int64_t)ext[j].size(), ext[j].data(),
            (int64_t)(ext[j].size() * sizeof(CollExtent)));
    if (write) {
      pack.clear();
      for (size_t i = 0; i < ext[j].size(); i++) pack.insert(pack.end(), mem[j][i], mem[j][i] + ext[j][i].len);
      if (!pack.empty()) MPI_Send(pack.data(), (int)pack.size(), MPI_BYTE, nodes[j], TAG_WDATA, C.data);
    }
  }
  if (write) { wrote_ = true; return PFS_OK; }
  int status = PFS_OK;
  for (size_t j = 0; j < nodes.size(); j++) {
    int s = reply(nodes[j]);
    if (s) { if (!status) status = s; continue; }
    int64_t bytes = 0;
    for (auto &e : ext[j]) bytes += e.len;
    if (!bytes) continue;
    pack.resize(bytes);
    MPI_Recv(pack.data(), (int)bytes, MPI_BYTE, nodes[j], TAG_RDATA, C.data, MPI_STATUS_IGNORE);
    for (size_t i = 0, o = 0; i < ext[j].size(); o += ext[j][i].len, i++) memcpy(mem[j][i], &pack[o], ext[j][i].len);
  }
  return status;
}

int IonodeDriver::read_all(const pfs_piece *p, size_t n) {
  // Other ranks' writes must be on the I/O nodes before anyone reads.
  int wrote = wrote_, any = wrote;
  if (wrote) { if (int s = flush()) return s; }
  if (f_->nranks > 1) allreduce_quietly(&wrote, &any, 1, MPI_INT, MPI_MAX, f_->comm);
  int64_t eof = 0;
  if (int s = size(eof)) return s;
  if (f_->nranks > 1) allreduce_quietly(MPI_IN_PLACE, &eof, 1, MPI_INT64_T, MPI_MAX, f_->comm);
  int s = collective_transfer(*f_, *this, p, n, false, eof);
  for (size_t i = 0; i < n; i++)
    if (p[i].len && p[i].off + (int64_t)p[i].len > eof) {
      int64_t keep = std::max<int64_t>(0, eof - p[i].off);
      memset((char *)p[i].buf + keep, 0, p[i].len - keep);
      if (!s) s = fail(PFS_EEOF, "collective read of %zu bytes at %lld from %s: past end of file (%lld bytes)",
                       p[i].len, (long long)p[i].off, f_->path.c_str(), (long long)eof);
    }
  return s;
}

int IonodeDriver::write_all(const pfs_piece *p, size_t n) { return collective_transfer(*f_, *this, p, n, true, 0); }

int IonodeDriver::flush() {
  int status = PFS_OK;
  for (int t = 0; t < (int)handles_.size(); t++) request(node(t), IO_FLUSH, handles_[t]);
  for (int t = 0; t < (int)handles_.size(); t++) { int s = reply(node(t)); if (s && !status) status = s; }
  if (!status) wrote_ = false;
  return status;
}

int IonodeDriver::sync(int durable) {
  int s = agree(f_->comm, flush());
  if (s || !durable) return s;
  for (int t = f_->rank; t < (int)handles_.size(); t += f_->nranks) {
    request(node(t), IO_FSYNC, handles_[t]);
    int s2 = reply(node(t));
    if (s2 && !s) s = s2;
  }
  return s;
}

int IonodeDriver::size(int64_t &out) {
  std::vector<int64_t> ts(handles_.size());
  for (int t = 0; t < (int)handles_.size(); t++) request(node(t), IO_SIZE, handles_[t]);
  int status = PFS_OK;
  for (int t = 0; t < (int)handles_.size(); t++) { int s = reply(node(t), &ts[t]); if (s && !status) status = s; }
  out = logical_size(f_->layout, ts);
  return status;
}

int IonodeDriver::truncate(int64_t size) {
  int s = agree(f_->comm, flush());
  if (s) return s;
  if (f_->rank == 0)
    for (int t = 0; t < (int)handles_.size() && !s; t++) {
      request(node(t), IO_TRUNC, handles_[t], target_size(f_->layout, t, size));
      s = reply(node(t));
    }
  return agree(f_->comm, s);
}

}  // namespace

std::unique_ptr<Driver> make_ionode_driver() { return std::unique_ptr<Driver>(new IonodeDriver()); }

int ionode_shutdown() {
  IoComms &C = io_comms();
  if (C.ctrl == MPI_COMM_NULL) return PFS_OK;
  int64_t m[kReqWords] = {IO_SHUTDOWN};
  for (int r : C.ionodes) MPI_Send(m, kReqWords, MPI_INT64_T, r, TAG_REQ, C.ctrl);
  MPI_Comm_free(&C.ctrl);
  MPI_Comm_free(&C.data);
  C.ctrl = C.data = MPI_COMM_NULL;
  return PFS_OK;
}

}  // namespace pfs

// pfs_init: installs the configuration and, for the ionode driver, splits
// MPI_COMM_WORLD into compute ranks and I/O nodes (the last K ranks).
extern "C" int pfs_init(const pfs_config *cfg, MPI_Comm *compute, int *is_ionode) {
  using namespace pfs;
  if (is_ionode) *is_ionode = 0;
  if (compute) *compute = MPI_COMM_WORLD;
  pfs_config c;
  if (cfg) c = *cfg;
  else if (int s = pfs_config_load(&c, nullptr, nullptr)) return s;
  set_process_config(c);
  if (strcmp(c.driver, "ionode") != 0) return PFS_OK;
  int W = 1, r = 0;
  MPI_Comm_size(MPI_COMM_WORLD, &W);
  MPI_Comm_rank(MPI_COMM_WORLD, &r);
  if (c.ionodes < 1 || c.ionodes >= W)
    return fail(PFS_EINVAL, "option ionodes=%d: driver ionode needs 1 <= ionodes < %d (the number of MPI ranks)", c.ionodes, W);
  IoComms &C = io_comms();
  C.ncompute = W - c.ionodes;
  C.ionodes.clear();
  for (int i = C.ncompute; i < W; i++) C.ionodes.push_back(i);
  MPI_Comm_dup(MPI_COMM_WORLD, &C.ctrl);
  MPI_Comm_dup(MPI_COMM_WORLD, &C.data);
  bool io = r >= C.ncompute;
  MPI_Comm sub;
  MPI_Comm_split(MPI_COMM_WORLD, io ? 1 : 0, r, &sub);
  if (!io) {
    if (compute) *compute = sub;
    return PFS_OK;
  }
  int s = ionode_serve(c);
  MPI_Comm_free(&sub);
  MPI_Comm_free(&C.ctrl);
  MPI_Comm_free(&C.data);
  C.ctrl = C.data = MPI_COMM_NULL;
  if (is_ionode) *is_ionode = 1;
  return s;
}
