// streamstar: the convert engine. The logical matrix "VP v, stream byte p"
// (padded to Lp bytes per VP) is cut into tiles of nv VPs x np bytes that
// fit a fixed buffer, so memory never depends on the file's size. Each tile
// is assembled VP-major from the three segments (regular rows for NB/CB;
// IB blocks gathered window by window through the data file), padded with
// the fill pattern, then written in the requested order. Tiles are
// independent: under mpiexec each rank converts a contiguous range of them.
#ifndef STREAMSTAR_TILES_H
#define STREAMSTAR_TILES_H

#include "progress.h"
#include "sfile.h"

#include <cstdint>
#include <string>
#include <vector>

namespace ss {

struct Plan {
  bool vp_order = true;
  uint64_t V = 0, Lp = 0;        // VPs, padded bytes per VP
  uint64_t rb = 1;               // record bytes (record order)
  uint64_t H = 0;                // header bytes before the array in OUT
  std::vector<uint8_t> pattern;  // fill, repeated from stream position 0
  uint64_t nv = 0, np = 0;       // tile extent: VPs x bytes
  uint64_t tiles_v = 0, tiles_p = 0;
  uint64_t tiles() const { return tiles_v * tiles_p; }
};

// Chooses tile extents for a buffer of `buffer` bytes (see tiles.cpp).
void plan_tiles(const Meta &m, Plan &p, uint64_t buffer);

// IB reads go window by window; a request merging adjacent blocks stays
// within this length, so a window's span is at most about twice this.
constexpr uint64_t kGatherWindow = 1u << 20;
// Bytes of one VP a VP-order tile of an IB file writes at once.
constexpr uint64_t kVpPiece = 64u << 10;
// VP-order tiles larger than this (past the L2 cache) take IB blocks with
// non-temporal stores.
constexpr uint64_t kStreamTile = 4u << 20;

class TileEngine {
 public:
  TileEngine(StreamFile &sf, const Plan &p, int outfd, const std::string &outpath);
  void run(uint64_t first_tile, uint64_t end_tile, Progress &prog);

 private:
  // Bytes [off, off+len) of IB block ptr to T at dst; a strip (n > 1, whole
  // blocks only) also blocks ptr+1.. to dst+w, dst+2w, ... (VPs of the band).
  struct Req { uint64_t dst; uint32_t ptr, off, len, n; };
  uint64_t start(const Req &q) const { return m_.ib_off + (uint64_t)q.ptr * m_.b_ib + q.off; }
  uint64_t span(const Req &q) const { return (uint64_t)(q.n - 1) * m_.b_ib + q.len; }
  void put(const Req &q, const uint8_t *src, uint64_t avail);
  // A VP-order tile past the L2 cache leaves by pwrite, not by another pass
  // of ours: its lines are written with non-temporal stores.
  bool stream_tile() const { return p_.vp_order && p_.nv * p_.np > kStreamTile; }
  void tile(uint64_t v0, uint64_t v1, uint64_t p0, uint64_t p1);
  void regular(uint64_t seg_off, uint64_t b, uint64_t lo, uint64_t hi, uint64_t v0, uint64_t v1,
               uint64_t p0, uint64_t p1);
  void ib(uint64_t v0, uint64_t v1, uint64_t p0, uint64_t p1);
  void gather(std::vector<Req> &reqs);
  void gather_runs(uint32_t k0, uint32_t k1, uint64_t page);
  const uint8_t *view(uint64_t off, uint64_t step, uint64_t slice, uint64_t rows);
  void output(uint64_t v0, uint64_t v1, uint64_t p0, uint64_t p1);
  void seek(uint64_t vi, uint64_t v, uint64_t i);

  StreamFile &sf_;
  const Meta &m_;
  const Plan &p_;
  int out_;
  std::string outpath_;
  std::vector<uint8_t> T_, O_, scratch_, padrow_;
  std::vector<Req> reqs_, sorted_;
  std::vector<uint32_t> active_;        // VPs of the band with IB blocks left in the chunk
  std::vector<uint32_t> ptab_;          // [nv][C]: block pointers of a chunk of the tile's columns
  std::vector<uint64_t> cnt_, fill_, pos_;  // per VP: blocks in the chunk, taken, requested
  // Per-VP directory cursors of the current VP band, so consecutive tiles
  // of one band continue each list instead of walking it from the head.
  uint64_t band_v0_ = UINT64_MAX;
  std::vector<PtrCursor> cur_;
  std::vector<int64_t> last_i_;
  std::vector<uint32_t> last_p_;
  uint64_t w_ = 0;        // the current tile's width
  bool stream_ = false;   // IB blocks go to T with non-temporal stores
  uint8_t *Tp_ = nullptr;  // T_'s 64-byte aligned start
};

}  // namespace ss

#endif
