#include "tiles.h"

#include "common.h"
#include "transpose.h"

#include <algorithm>
#include <cerrno>
#include <cmath>
#include <cstring>
#include <sys/mman.h>
#include <unistd.h>
#if defined(__SSE2__)
#include <emmintrin.h>
#endif

namespace ss {

// Tile shape. Input runs are nv*b bytes of a segment row (the whole tile
// when nv == V); output runs are np bytes per VP in VP order (the whole tile
// when np == Lp) and nv*rb bytes per record in record order (the whole tile
// when nv == V). Every syscall moves one run, so choose, among VP counts that
// are powers of two, V itself and the square-root balance, the tile whose
// shorter run is longest; np fills the buffer, in whole blocks when it can.
static uint64_t run_score(const Plan &p, uint64_t bseg, uint64_t nv, uint64_t np) {
  uint64_t in = nv == p.V ? nv * np : nv * bseg;
  uint64_t out = p.vp_order ? (np == p.Lp ? nv * np : np) : (nv == p.V ? nv * np : nv * p.rb);
  return std::min(in, out);
}

void plan_tiles(const Meta &m, Plan &p, uint64_t buffer) {
  const uint64_t V = p.V, align = p.vp_order ? 1 : p.rb;
  uint64_t bseg = 1;
  if (m.nb_rows) bseg = std::max<uint64_t>(bseg, m.b_nb);
  if (m.cb_len) bseg = std::max<uint64_t>(bseg, m.b_cb);
  if (m.has_ib()) bseg = std::max<uint64_t>(bseg, m.b_ib);
  if (V == 0 || p.Lp == 0) {
    p.nv = std::max<uint64_t>(V, 1); p.np = 0; p.tiles_v = p.tiles_p = 0;
    return;
  }
  if (V * p.Lp <= buffer) {
    p.nv = V; p.np = p.Lp;
  } else if (m.has_ib() && p.vp_order) {
    // IB in VP order: each VP's piece of a tile is one write, and page-cache
    // writes cost per call and per partly written block, so pieces of
    // kVpPiece bytes (4 KiB multiples when the streams are); the band takes
    // the rest of the buffer. Bands of consecutive VPs read their blocks as
    // strips (see ib()), so a wide band also means long reads.
    p.np = std::min(p.Lp, kVpPiece);
    p.nv = std::max<uint64_t>(1, std::min(V, buffer / p.np));
  } else {
    // np for nv VPs: the buffer's share, in whole segment blocks when those
    // are whole records (so rows are read whole), else whole records.
    auto np_for = [&](uint64_t nv) {
      uint64_t np = buffer / nv;
      uint64_t al = (bseg % align == 0 && np >= bseg) ? bseg : align;
      return std::min(p.Lp, std::max(al, np / al * al));
    };
    std::vector<uint64_t> cand = {V, std::max<uint64_t>(1, std::min(V, buffer / (uint64_t)std::sqrt((double)buffer * bseg)))};
    for (uint64_t nv = 1; nv < V; nv *= 2) cand.push_back(nv);
    uint64_t best = 0;
    for (uint64_t nv : cand) {
      uint64_t np = np_for(nv);
      if (nv * np > buffer && nv > 1) continue;  // even one record per VP is too much
      uint64_t sc = run_score(p, bseg, nv, np);
      if (sc > best || (sc == best && nv * np > p.nv * p.np)) best = sc, p.nv = nv, p.np = np;
    }
  }
  p.tiles_v = (V + p.nv - 1) / p.nv;
  p.tiles_p = (p.Lp + p.np - 1) / p.np;
}

TileEngine::TileEngine(StreamFile &sf, const Plan &p, int outfd, const std::string &outpath)
    : sf_(sf), m_(sf.meta()), p_(p), out_(outfd), outpath_(outpath) {
  size_t plen = p.pattern.size();
  padrow_.resize(p.np + plen);
  for (size_t i = 0; i < padrow_.size(); i++) padrow_[i] = p.pattern[i % plen];
}

void TileEngine::run(uint64_t first, uint64_t end, Progress &prog) {
  for (uint64_t t = first; t < end; t++) {
    uint64_t tv = t / p_.tiles_p, tp = t % p_.tiles_p;
    uint64_t v0 = tv * p_.nv, v1 = std::min(p_.V, v0 + p_.nv);
    uint64_t p0 = tp * p_.np, p1 = std::min(p_.Lp, p0 + p_.np);
    tile(v0, v1, p0, p1);
    prog.add((v1 - v0) * (p1 - p0));
  }
}

void TileEngine::tile(uint64_t v0, uint64_t v1, uint64_t p0, uint64_t p1) {
  const uint64_t w = p1 - p0, nv = v1 - v0;
  T_.resize(nv * w + 64);
  Tp_ = T_.data() + (-(uintptr_t)T_.data() & 63);  // 64-byte aligned: whole cache lines per IB block
  regular(0, m_.b_nb, 0, m_.nb_len(), v0, v1, p0, p1);
  regular(m_.cb_off, m_.b_cb, m_.nb_len(), m_.ib_start(), v0, v1, p0, p1);
  ib(v0, v1, p0, p1);
  const size_t plen = p_.pattern.size();
  for (uint64_t vi = 0; vi < nv; vi++) {  // padding past each stream's end
    uint64_t s = std::max(p0, m_.len[v0 + vi]);
    if (s < p1) memcpy(Tp_ + vi * w + (s - p0), padrow_.data() + s % plen, p1 - s);
  }
  output(v0, v1, p0, p1);
}

// `rows` runs of `slice` bytes, `step` bytes apart from data-file offset off,
// read into scratch with one read when they are adjacent. (Mapping the file
// instead saves a copy but measured no faster here, for regular rows and IB
// gathers alike, and costs resident pages; a pread into a reused,
// cache-sized buffer is the steady choice.)
const uint8_t *TileEngine::view(uint64_t off, uint64_t step, uint64_t slice, uint64_t rows) {
  const DataFile &d = sf_.data();
  scratch_.resize(rows * slice);
  if (step == slice) {
    d.read(off, scratch_.data(), rows * slice);
  } else {
    for (uint64_t i = 0; i < rows; i++) d.read(off + i * step, scratch_.data() + i * slice, slice);
  }
  return scratch_.data();
}

// Stream positions [lo, hi) of a regular segment at seg_off with block b:
// block r of VP v is at seg_off + (r*V + v)*b. Whole rows are read in
// batches (one read when the tile spans every VP) and scattered VP-major.
void TileEngine::regular(uint64_t seg_off, uint64_t b, uint64_t lo, uint64_t hi, uint64_t v0, uint64_t v1,
                         uint64_t p0, uint64_t p1) {
  const uint64_t pa = std::max(p0, lo), pb = std::min(p1, hi);
  if (pa >= pb || b == 0) return;
  const uint64_t V = p_.V, nv = v1 - v0, w = p1 - p0, slice = nv * b;
  uint64_t r = (pa - lo) / b, pos = pa;
  while (pos < pb) {
    uint64_t blk = lo + r * b, o0 = pos - blk, o1 = std::min(pb, blk + b) - blk;
    if (o0 == 0 && o1 == b) {
      uint64_t rows = std::min<uint64_t>((pb - blk) / b, std::max<uint64_t>(1, (8u << 20) / slice));
      const uint8_t *src = view(seg_off + (r * V + v0) * b, V * b, slice, rows);
      // src is [rows][nv][b]; T is [nv][w]: a transpose of b-byte blocks.
      transpose(Tp_ + (blk - p0), w, src, slice, rows, nv, b, stream_tile());
      pos = blk + rows * b;
      r += rows;
    } else {  // a partial block at the tile's edge: one row, part of each VP's block
      const uint8_t *src = view(seg_off + (r * V + v0) * b, V * b, slice, 1);
      for (uint64_t vi = 0; vi < nv; vi++) memcpy(Tp_ + vi * w + (pos - p0), src + vi * b + o0, o1 - o0);
      pos = blk + o1;
      r++;
    }
  }
}

// Puts VP band slot vi's cursor at block i of its list (tiles of a band
// go forward, so this only skips when a tile starts past a block boundary
// the previous tile did not reach; a restart never happens in tile order).
void TileEngine::seek(uint64_t vi, uint64_t v, uint64_t i) {
  if (cur_[vi].index() > i) cur_[vi] = sf_.cursor(v);
  uint32_t skip[64];
  while (cur_[vi].index() < i) cur_[vi].take(skip, std::min<uint64_t>(64, i - cur_[vi].index()));
}

void TileEngine::ib(uint64_t v0, uint64_t v1, uint64_t p0, uint64_t p1) {
  const uint64_t ibs = m_.ib_start(), b = m_.b_ib, w = p1 - p0;
  if (p1 <= ibs || !m_.has_ib()) return;
  const uint64_t nv = v1 - v0;
  if (band_v0_ != v0 || cur_.size() != nv) {
    band_v0_ = v0;
    cur_.clear();
    for (uint64_t v = v0; v < v1; v++) cur_.push_back(sf_.cursor(v));
    last_i_.assign(nv, -1);
    last_p_.assign(nv, NONE);
  }
  w_ = w;
  stream_ = stream_tile();
  reqs_.clear();
  // Blocks [i_first, i_end) of the lists are the tile's, taken in chunks
  // of C block columns so that the pointer table stays near 1 MiB.
  const uint64_t pa = std::max(p0, ibs), i_first = (pa - ibs) / b, i_end = (p1 - ibs + b - 1) / b;
  const uint64_t C = std::max<uint64_t>(1, std::min<uint64_t>(i_end - i_first, (1u << 18) / nv));
  ptab_.resize(nv * C);
  cnt_.resize(nv);
  fill_.resize(nv);
  pos_.resize(nv);
  for (uint64_t c0 = i_first; c0 < i_end; c0 += C) {
    const uint64_t c1 = std::min(i_end, c0 + C);
    // 1. The pointers of blocks [c0, c1) of each VP whose stream reaches
    // them, all lists in lockstep (entry by entry), which reads the
    // directory in the order writers placed the band's entries.
    active_.clear();
    for (uint64_t vi = 0; vi < nv; vi++) {
      const uint64_t v = v0 + vi, end = std::min(p1, m_.len[v]);
      cnt_[vi] = fill_[vi] = 0;
      if (end <= pa || end <= ibs + c0 * b) continue;
      cnt_[vi] = std::min(c1, (end - ibs + b - 1) / b) - c0;
      if ((int64_t)c0 == last_i_[vi]) {  // the block the previous tile ended in
        ptab_[vi * C] = last_p_[vi];
        fill_[vi] = 1;
        seek(vi, v, c0 + 1);
      } else {
        seek(vi, v, c0);
      }
      if (fill_[vi] < cnt_[vi]) active_.push_back((uint32_t)vi);
    }
    while (!active_.empty()) {
      size_t keep = 0;
      for (uint32_t vi : active_) {
        fill_[vi] += cur_[vi].take(&ptab_[vi * C + fill_[vi]], cnt_[vi] - fill_[vi]);
        if (fill_[vi] < cnt_[vi]) active_[keep++] = vi;
      }
      active_.resize(keep);
    }
    for (uint64_t vi = 0; vi < nv; vi++) {
      if (!cnt_[vi]) continue;
      const uint64_t v = v0 + vi;
      last_i_[vi] = (int64_t)(c0 + cnt_[vi] - 1);
      last_p_[vi] = ptab_[vi * C + cnt_[vi] - 1];
      if (c0 + cnt_[vi] == m_.ib_blocks(v)) cur_[vi].finish();  // no more blocks than the length needs
      pos_[vi] = 0;
      active_.push_back((uint32_t)vi);
    }
    // 2. Requests in rounds: each VP with blocks left emits its next run of
    // adjacent blocks, VPs in order. Writers fill superblocks with blocks of
    // consecutive VPs, so this order is the input order and the gather sees
    // long runs; a VP whose blocks are adjacent gets one request for them.
    while (!active_.empty()) {
      size_t keep = 0;
      for (uint32_t vi : active_) {
        const uint64_t pb = std::min(p1, m_.len[v0 + vi]);
        const uint32_t *P = &ptab_[vi * C];
        uint64_t j = pos_[vi], blk = ibs + (c0 + j) * b, s = std::max(blk, pa);
        uint64_t o1 = std::min(pb, blk + b) - blk;
        Req q{vi * w + (s - p0), P[j], (uint32_t)(s - blk), (uint32_t)(o1 - (s - blk)), 1};
        uint64_t pos = blk + o1;
        for (j++; j < cnt_[vi] && q.len + b <= kGatherWindow; j++) {
          if ((uint64_t)q.ptr * b + q.off + q.len != (uint64_t)P[j] * b) break;
          o1 = std::min(pb, pos + b) - pos;
          q.len += (uint32_t)o1;
          pos += o1;
        }
        // A whole block that follows the previous VP's whole block in the
        // file joins its strip: blocks of consecutive VPs side by side (how
        // writers fill superblocks) become one contiguous read, copied with
        // stride w.
        Req *l = reqs_.empty() ? nullptr : &reqs_.back();
        if (l && q.off == 0 && q.len == b && l->off == 0 && l->len == b && l->ptr + l->n == q.ptr &&
            l->dst + l->n * w == q.dst && (l->n + 1) * b <= kGatherWindow)
          l->n++;
        else
          reqs_.push_back(q);
        pos_[vi] = j;
        if (j < cnt_[vi]) active_[keep++] = vi;
      }
      active_.resize(keep);
    }
  }
  gather(reqs_);
#if defined(__SSE2__)
  if (stream_) _mm_sfence();
#endif
}

// The usual IB block inlined; other lengths through memcpy.
static inline void copy_piece(uint8_t *dst, const uint8_t *src, uint64_t n) {
  if (n == 64) memcpy(dst, src, 64);
  else memcpy(dst, src, n);
}

#if defined(__SSE2__)
// A whole 64-byte block to an aligned cache line of a large tile, past the
// caches: the line is not read first (each block of a strip lands in
// another VP's row, so the tile's lines would all miss), and the tile
// leaves by pwrite, not by another pass of ours.
static inline void stream_line(uint8_t *dst, const uint8_t *src) {
  __m128i a = _mm_loadu_si128((const __m128i *)src), b = _mm_loadu_si128((const __m128i *)(src + 16));
  __m128i c = _mm_loadu_si128((const __m128i *)(src + 32)), d = _mm_loadu_si128((const __m128i *)(src + 48));
  _mm_stream_si128((__m128i *)dst, a);
  _mm_stream_si128((__m128i *)(dst + 16), b);
  _mm_stream_si128((__m128i *)(dst + 32), c);
  _mm_stream_si128((__m128i *)(dst + 48), d);
}
#endif

// Copies request q out of src, which holds the avail bytes of the file from
// q's start (fewer than q's span only at the end of the file: the rest
// reads as zero).
void TileEngine::put(const Req &q, const uint8_t *src, uint64_t avail) {
  const uint64_t b = m_.b_ib;
  uint8_t *T = Tp_ + q.dst;
  if (avail >= span(q)) {
#if defined(__SSE2__)
    if (stream_ && q.len == 64 && ((uintptr_t)T & 63) == 0 && (w_ & 63) == 0) {
      for (uint32_t j = 0; j < q.n; j++) stream_line(T + j * w_, src + j * b);
      return;
    }
#endif
    for (uint32_t j = 0; j < q.n; j++) copy_piece(T + j * w_, src + j * b, q.len);
    return;
  }
  for (uint32_t j = 0; j < q.n; j++) {
    uint64_t at = j * b, have = avail > at ? std::min<uint64_t>(q.len, avail - at) : 0;
    if (have) memcpy(T + j * w_, src + at, have);
    memset(T + j * w_ + have, 0, q.len - have);
  }
}

// Reads every request from the IB data area window by window (W bytes,
// ascending offsets; a request never exceeds W, see ib()). A window whose
// requests cover at least a quarter of their span (the usual case: writers
// fill a superblock with blocks of consecutive VPs, and a tile takes a band
// of VPs) is read with one pread into a cache-sized buffer; a sparse one is
// mapped, so that only the pages it touches are read, when the file is
// plain (a striped file reads the span anyway).
void TileEngine::gather(std::vector<Req> &reqs) {
  if (reqs.empty()) return;
  const uint64_t b = m_.b_ib, W = kGatherWindow;
  const uint64_t nwin = (m_.max_blocks() * b + W - 1) / W + 1;
  std::vector<uint32_t> count(nwin + 1, 0);
  for (auto &q : reqs) count[(uint64_t)q.ptr * b / W + 1]++;
  for (uint64_t i = 1; i <= nwin; i++) count[i] += count[i - 1];
  sorted_.resize(reqs.size());
  {
    std::vector<uint32_t> at(count.begin(), count.end() - 1);
    for (auto &q : reqs) sorted_[at[(uint64_t)q.ptr * b / W]++] = q;
  }
  const DataFile &d = sf_.data();
  const uint64_t fsize = d.size(), page = (uint64_t)sysconf(_SC_PAGESIZE);
  for (uint64_t win = 0; win < nwin; win++) {
    if (count[win] == count[win + 1]) continue;
    uint64_t lo = UINT64_MAX, hi = 0, used = 0;
    for (uint32_t k = count[win]; k < count[win + 1]; k++) {
      const Req &q = sorted_[k];
      uint64_t off = start(q);
      lo = std::min(lo, off);
      hi = std::max(hi, off + span(q));
      used += q.n * q.len;
    }
    // Input runs: requests that follow each other in the file (gaps of up
    // to a page are read through).
    uint64_t runs = 1;
    for (uint32_t k = count[win] + 1; k < count[win + 1]; k++) {
      uint64_t prev = start(sorted_[k - 1]) + span(sorted_[k - 1]);
      uint64_t off = start(sorted_[k]);
      if (off < prev || off > prev + page) runs++;
    }
    const uint8_t *base = nullptr;
    void *map = MAP_FAILED;
    uint64_t map_lo = lo / page * page, map_hi = std::min(hi, fsize);
    if (used * 4 >= hi - lo || d.plain_fd() < 0) {
      // dense (or striped): one read of the span
    } else if (used / runs >= page) {  // long runs: read each run
      gather_runs(count[win], count[win + 1], page);
      continue;
    } else if (map_hi > map_lo) {  // scattered small pieces: map, touch only their pages
      map = mmap(nullptr, map_hi - map_lo, PROT_READ, MAP_SHARED, d.plain_fd(), (off_t)map_lo);
      if (map != MAP_FAILED) base = (const uint8_t *)map - map_lo;
    }
    if (!base) {
      scratch_.resize(hi - lo);
      d.read(lo, scratch_.data(), hi - lo);  // zero-filled past the end
      base = scratch_.data() - lo;
      map_hi = hi;
    }
    for (uint32_t k = count[win]; k < count[win + 1]; k++) {
      const Req &q = sorted_[k];
      uint64_t off = start(q);
      put(q, base + off, off >= map_hi ? 0 : map_hi - off);
    }
    if (map != MAP_FAILED) munmap(map, map_hi - map_lo);
  }
}

// sorted_[k0, k1): one pread per input run (as gather() counts them), then
// the run's requests copied out of it.
void TileEngine::gather_runs(uint32_t k0, uint32_t k1, uint64_t page) {
  for (uint32_t k = k0; k < k1;) {
    uint64_t lo = start(sorted_[k]), hi = lo + span(sorted_[k]);
    uint32_t e = k + 1;
    for (; e < k1; e++) {
      uint64_t off = start(sorted_[e]);
      if (off < hi || off > hi + page) break;
      hi = off + span(sorted_[e]);
    }
    scratch_.resize(hi - lo);
    sf_.data().read(lo, scratch_.data(), hi - lo);  // zero-filled past the end
    for (; k < e; k++) put(sorted_[k], scratch_.data() + (start(sorted_[k]) - lo), hi - start(sorted_[k]));
  }
}

void TileEngine::output(uint64_t v0, uint64_t v1, uint64_t p0, uint64_t p1) {
  const uint64_t nv = v1 - v0, w = p1 - p0, V = p_.V, H = p_.H;
  if (p_.vp_order) {
    if (w == p_.Lp) {
      pwrite_full(out_, Tp_, nv * w, H + v0 * p_.Lp, outpath_);
    } else {
      for (uint64_t vi = 0; vi < nv; vi++)
        pwrite_full(out_, Tp_ + vi * w, w, H + (v0 + vi) * p_.Lp + p0, outpath_);
    }
    return;
  }
  // T is [nv][nq][rb]; OUT wants [nq][nv][rb]. Transpose a slab of records
  // at a time into a small buffer and write it at once, while it is still
  // in cache: a buffer-sized O would reach the kernel's copy from DRAM.
  const uint64_t rb = p_.rb, nq = w / rb, q0 = p0 / rb;
  const uint64_t slab = std::max<uint64_t>(1, std::min(nq, (1u << 20) / (nv * rb)));
  O_.resize(slab * nv * rb);
  for (uint64_t qs = 0; qs < nq; qs += slab) {
    const uint64_t n = std::min(slab, nq - qs);
    transpose(O_.data(), nv * rb, Tp_ + qs * rb, w, nv, n, rb);
    if (nv == V) {
      pwrite_full(out_, O_.data(), n * V * rb, H + (q0 + qs) * V * rb, outpath_);
    } else {
      for (uint64_t q = 0; q < n; q++)
        pwrite_full(out_, O_.data() + q * nv * rb, nv * rb, H + (q0 + qs + q) * V * rb + v0 * rb, outpath_);
    }
  }
}

}  // namespace ss
