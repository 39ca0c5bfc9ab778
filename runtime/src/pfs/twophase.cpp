// Collective transfers: each rank brings a list of (offset, length, buffer)
// pieces; the file sees few large contiguous accesses.
//
// Large pieces (average >= kDirectMin) are already good file accesses: each
// rank moves its own, sorted by offset. Small interleaved pieces go
// two-phase (del Rosario/Choudhary; ROMIO): the covered file range is cut
// into one file domain per rank (aligned to the stripe unit), processed in
// rounds of at most kRound bytes; the pieces' bytes are exchanged with
// MPI_Alltoallv so each aggregator does one contiguous access per round.
#include "internal.h"

#include <algorithm>
#include <cstring>
#include <memory>

namespace pfs {

namespace {

const int64_t kDirectMin = 512 << 10;
const int64_t kRound = 32 << 20;

typedef IOPiece Sorted;

// The exchange buffers of two-phase, kept by the thread across calls and
// never zero-filled: a std::vector per call cleared every byte it grew by
// and page-faulted it again on every call (at 2 ranks with 64 KiB pieces,
// exc_page_fault, clear_page and memset were ~12% of the samples). Each
// get() precedes the filling of its bytes in the same round, and the
// write path writes only covered runs of the window, so no stale byte is
// ever used. Buffers above kKeep are released when the call ends.
struct Scratch {
  std::unique_ptr<char[]> p;
  size_t cap = 0;
  char *get(size_t n) {
    if (n > cap) {
      size_t c = (n + (1 << 20) - 1) & ~(size_t)((1 << 20) - 1);  // whole MiB: rounds vary a little
      p.reset(new char[c]);
      cap = c;
    }
    return p.get();
  }
  void trim(size_t keep) {
    if (cap > keep) { p.reset(); cap = 0; }
  }
};
thread_local Scratch t_send, t_recv, t_window;
const size_t kKeep = 16 << 20;

// Intersection of the pieces (sorted by offset) with [lo, hi), appended in
// file order. A rank's read pieces may overlap, so their ends are not sorted
// (a long piece can end after a later, shorter one): the search runs on
// `reach`, the running maximum of the ends, which is sorted. A search on the
// ends themselves skipped the long piece's bytes past the shorter one's end
// whenever a domain boundary fell between the two ends.
void clip(const std::vector<Sorted> &ps, const std::vector<int64_t> &reach, int64_t lo, int64_t hi,
          std::vector<Sorted> &out) {
  size_t i = std::upper_bound(reach.begin(), reach.end(), lo) - reach.begin();
  for (; i < ps.size() && ps[i].off < hi; ++i) {
    int64_t a = std::max(lo, ps[i].off), b = std::min(hi, ps[i].off + ps[i].len);
    if (a < b) out.push_back({a, b - a, ps[i].buf + (a - ps[i].off)});
  }
}

}  // namespace

int RawIO::round(std::vector<IOPiece> &list, bool write) {
  // Stops at the first failure: its message (which names the file, offset
  // and cause) is the one reported, not that of a later access failing for
  // the same reason.
  for (auto &p : list) {
    int s;
    if (write) s = this->write(p.off, p.buf, p.len);
    else {
      int64_t got = 0;
      s = read(p.off, p.buf, p.len, got);
      if (!s && got < p.len) memset(p.buf + got, 0, p.len - got);
    }
    if (s) return s;
  }
  return PFS_OK;
}

int collective_transfer(FileCtx &f, RawIO &io, const pfs_piece *pieces, size_t n, bool write,
                        int64_t eof_size) {
  (void)eof_size;  // reads zero-fill past EOF in RawIO
  std::vector<Sorted> ps;
  ps.reserve(n);
  int64_t bytes = 0, lo = INT64_MAX, hi = 0;
  for (size_t i = 0; i < n; i++) {
    if (!pieces[i].len) continue;
    ps.push_back({pieces[i].off, (int64_t)pieces[i].len, (char *)pieces[i].buf});
    bytes += pieces[i].len;
    lo = std::min(lo, pieces[i].off);
    hi = std::max(hi, pieces[i].off + (int64_t)pieces[i].len);
  }
  std::sort(ps.begin(), ps.end(), [](const Sorted &a, const Sorted &b) { return a.off < b.off; });
  std::vector<int64_t> reach(ps.size());  // running maximum of the pieces' ends, for clip()
  for (size_t i = 0; i < ps.size(); i++) reach[i] = std::max(i ? reach[i - 1] : 0, ps[i].off + ps[i].len);

  // Direct-path rounds: consecutive pieces up to kRound bytes (a bigger
  // piece alone), so every rank knows how many rounds it needs.
  std::vector<size_t> cut = {0};
  for (size_t i = 0, b = 0; i < ps.size(); i++) {
    if (b && b + ps[i].len > (size_t)kRound) { cut.push_back(i); b = 0; }
    b += ps[i].len;
  }
  cut.push_back(ps.size());
  const int P = f.nranks;
  const int K = 6;  // values each rank shares below
  std::vector<int64_t> mine = {(int64_t)ps.size(), bytes, lo, hi, (int64_t)cut.size() - 2,
                               write && io.wrote_since_visible()},
                       all(K * P);
  // Ranks arrive here at different times (one may still be writing): wait
  // without spinning.
  MPI_Request req;
  if (P > 1 && (MPI_Iallgather(mine.data(), K, MPI_INT64_T, all.data(), K, MPI_INT64_T, f.comm, &req) != MPI_SUCCESS ||
                wait_quietly(&req) != MPI_SUCCESS))
    return fail(PFS_EMPI, "collective transfer on %s: MPI_Allgather failed", f.path.c_str());
  if (P == 1) all = mine;
  int64_t gcount = 0, gbytes = 0, glo = INT64_MAX, ghi = 0;
  bool wrote = false;
  for (int r = 0; r < P; r++) {
    gcount += all[K * r];
    gbytes += all[K * r + 1];
    if (all[K * r]) { glo = std::min(glo, all[K * r + 2]); ghi = std::max(ghi, all[K * r + 3]); }
    wrote |= all[K * r + 5] != 0;
  }
  if (gcount == 0) return PFS_OK;
  if (wrote && P > 1) {  // see RawIO: visibility at the start of a collective write
    // agree() is the barrier: no rank writes before every rank settled.
    if (int s = agree(f.comm, io.settle_writes())) return s;
    io.forget_cached();
  }
  const char *mode = f.cfg.collective;
  bool direct = P == 1 || !strcmp(mode, "direct") ||
                (strcmp(mode, "two-phase") && (gbytes / gcount >= kDirectMin || io.prefer_direct(gcount, gbytes, P)));
  if (direct) {
    // Large pieces: each rank moves its own, in rounds of about kRound bytes
    // so a disk-directed driver sees every rank once per round.
    int64_t rounds = 0;
    for (int r = 0; r < P; r++) rounds = std::max(rounds, all[K * r + 4] + 1);
    int status = PFS_OK;
    std::string msg;
    std::vector<Sorted> list;
    for (int64_t k = 0; k < rounds; k++) {
      list.clear();
      // After a failure this rank still takes part in every round (a
      // disk-directed driver waits for all ranks) but moves nothing more.
      if (!status && k + 1 < (int64_t)cut.size() && !ps.empty())
        list.assign(ps.begin() + cut[k], ps.begin() + cut[k + 1]);
      int s = io.round(list, write);
      if (s && !status) { status = s; msg = last_message(); }
    }
    if (status) set_message(status, msg);
    return status;
  }

  // Two-phase. Domains aligned to the stripe unit so an aggregator's access
  // maps to whole stripe units (one access per target).
  int64_t align = std::max<int64_t>(4096, std::min<int64_t>(f.layout.unit, 4 << 20));
  int64_t span = ghi - glo;
  int64_t dom = ((span + P - 1) / P + align - 1) / align * align;
  int64_t base = glo / align * align;
  if (base + dom * P < ghi) dom += align;
  int64_t rounds = (dom + kRound - 1) / kRound;

  int status = PFS_OK;
  std::string first_msg;  // of the first failure, reported at the end
  std::vector<Sorted> seg;
  std::vector<int> scount(P), sdisp(P), rcount(P), rdisp(P), mcount(P), mdisp(P), mrcount(P), mrdisp(P);
  std::vector<int64_t> smeta, rmeta;
  char *sbuf = nullptr, *rbuf = nullptr, *window = nullptr;
  for (int64_t k = 0; k < rounds; k++) {
    // What this rank holds for each aggregator's window in round k.
    seg.clear();
    smeta.clear();
    int64_t sbytes = 0;
    std::vector<size_t> first(P + 1);
    for (int a = 0; a < P; a++) {
      first[a] = seg.size();
      int64_t wlo = base + a * dom + k * kRound, whi = std::min(base + (a + 1) * dom, wlo + kRound);
      if (wlo < whi) clip(ps, reach, wlo, whi, seg);
      int64_t b = 0;
      for (size_t i = first[a]; i < seg.size(); i++) { smeta.push_back(seg[i].off); smeta.push_back(seg[i].len); b += seg[i].len; }
      mcount[a] = (int)(2 * (seg.size() - first[a]));
      scount[a] = (int)b;
      sbytes += b;
    }
    first[P] = seg.size();
    MPI_Alltoall(mcount.data(), 1, MPI_INT, mrcount.data(), 1, MPI_INT, f.comm);
    int mt = 0, rt = 0;
    for (int a = 0; a < P; a++) { mdisp[a] = a ? mdisp[a - 1] + mcount[a - 1] : 0; mrdisp[a] = mt; mt += mrcount[a]; }
    rmeta.resize(mt);
    MPI_Alltoallv(smeta.data(), mcount.data(), mdisp.data(), MPI_INT64_T, rmeta.data(), mrcount.data(),
                  mrdisp.data(), MPI_INT64_T, f.comm);
    for (int a = 0; a < P; a++) {
      int64_t b = 0;
      for (int i = mrdisp[a]; i < mrdisp[a] + mrcount[a]; i += 2) b += rmeta[i + 1];
      rcount[a] = (int)b;
      rdisp[a] = rt;
      rt += (int)b;
      sdisp[a] = a ? sdisp[a - 1] + scount[a - 1] : 0;
    }
    // The span this aggregator must touch this round: union of requests.
    int64_t clo = INT64_MAX, chi = 0;
    for (int i = 0; i < mt; i += 2) { clo = std::min(clo, rmeta[i]); chi = std::max(chi, rmeta[i] + rmeta[i + 1]); }
    if (write) {
      sbuf = t_send.get(sbytes);
      for (size_t i = 0, o = 0; i < seg.size(); o += seg[i].len, i++) memcpy(sbuf + o, seg[i].buf, seg[i].len);
      rbuf = t_recv.get(rt);
      MPI_Alltoallv(sbuf, scount.data(), sdisp.data(), MPI_BYTE, rbuf, rcount.data(), rdisp.data(),
                    MPI_BYTE, f.comm);
      std::vector<Sorted> list;
      if (mt) {
        // Place into the window; write each maximal covered run once.
        window = t_window.get(chi - clo);
        std::vector<std::pair<int64_t, int64_t>> runs;
        for (int i = 0, o = 0; i < mt; i += 2) {
          memcpy(window + (rmeta[i] - clo), rbuf + o, rmeta[i + 1]);
          o += (int)rmeta[i + 1];
          runs.push_back({rmeta[i], rmeta[i] + rmeta[i + 1]});
        }
        std::sort(runs.begin(), runs.end());
        int64_t a = runs[0].first, b = runs[0].second;
        for (size_t i = 1; i <= runs.size(); i++) {
          if (i < runs.size() && runs[i].first <= b) { b = std::max(b, runs[i].second); continue; }
          list.push_back({a, b - a, window + (a - clo)});
          if (i < runs.size()) { a = runs[i].first; b = runs[i].second; }
        }
      }
      int s = io.round(list, true);
      if (s && !status) { status = s; first_msg = last_message(); }
    } else {
      // Read the covered span in one access (holes are read and discarded:
      // one large access beats many small ones), then pack per requester.
      rbuf = t_recv.get(rt);
      std::vector<Sorted> list;
      if (mt) {
        window = t_window.get(chi - clo);
        list.push_back({clo, chi - clo, window});
      }
      int s = io.round(list, false);
      if (s && !status) { status = s; first_msg = last_message(); }
      if (mt) {
        for (int i = 0, o = 0; i < mt; i += 2) {
          memcpy(rbuf + o, window + (rmeta[i] - clo), rmeta[i + 1]);
          o += (int)rmeta[i + 1];
        }
      }
      sbuf = t_send.get(sbytes);
      MPI_Alltoallv(rbuf, rcount.data(), rdisp.data(), MPI_BYTE, sbuf, scount.data(), sdisp.data(),
                    MPI_BYTE, f.comm);
      for (size_t i = 0, o = 0; i < seg.size(); o += seg[i].len, i++) memcpy(seg[i].buf, sbuf + o, seg[i].len);
    }
  }
  t_send.trim(kKeep);
  t_recv.trim(kKeep);
  t_window.trim(kKeep);
  if (status) set_message(status, first_msg);
  if (write && P > 1) {
    // The aggregators wrote other ranks' pieces: they are in the files
    // before any rank returns, so a rank's own later write (or read) of its
    // pieces comes after them, as for any of its own writes. agree() is the
    // barrier (and reports a write error found on the way).
    int s = agree(f.comm, io.settle_writes());
    if (!status) status = s;
  }
  return status;
}

}  // namespace pfs
