// streamstar: the one kernel convert spends its time in — a cache-blocked
// transpose of b-byte elements, dst[c][r] = src[r][c]. Convert's tiles are
// always one transpose away from the output (segment rows [r][v][b] to VP
// streams [v][p], or VP streams to records [q][v][rb]), so this must run
// near memory speed for every element size, bytes included.
#ifndef STREAMSTAR_TRANSPOSE_H
#define STREAMSTAR_TRANSPOSE_H

#include <cstddef>
#include <cstdint>

namespace ss {

// rows x cols elements of b bytes; src rows are src_row bytes apart, dst rows
// (one per source column) dst_row bytes apart. Regions must not overlap.
// nt: the destination is large and next read by a write(2), not by us:
// whole aligned destination lines bypass the caches (no read of each line
// before it is written).
void transpose(uint8_t *dst, size_t dst_row, const uint8_t *src, size_t src_row, size_t rows, size_t cols,
               size_t b, bool nt = false);

}  // namespace ss

#endif
