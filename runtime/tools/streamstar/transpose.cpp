#include "transpose.h"

#include <algorithm>
#include <cstring>
#if defined(__SSE2__)
#include <emmintrin.h>
#endif

namespace ss {

namespace {

// Scalar fallback for edges and odd element sizes. Fixed sizes let the
// compiler turn memcpy into single loads and stores.
template <size_t B>
void scalar_fixed(uint8_t *dst, size_t ds, const uint8_t *src, size_t ss, size_t rows, size_t cols) {
  for (size_t c = 0; c < cols; c++)
    for (size_t r = 0; r < rows; r++) memcpy(dst + c * ds + r * B, src + r * ss + c * B, B);
}
void scalar(uint8_t *dst, size_t ds, const uint8_t *src, size_t ss, size_t rows, size_t cols, size_t b) {
  switch (b) {
    case 1: return scalar_fixed<1>(dst, ds, src, ss, rows, cols);
    case 2: return scalar_fixed<2>(dst, ds, src, ss, rows, cols);
    case 4: return scalar_fixed<4>(dst, ds, src, ss, rows, cols);
    case 8: return scalar_fixed<8>(dst, ds, src, ss, rows, cols);
    case 16: return scalar_fixed<16>(dst, ds, src, ss, rows, cols);
    default:
      for (size_t c = 0; c < cols; c++)
        for (size_t r = 0; r < rows; r++) memcpy(dst + c * ds + r * b, src + r * ss + c * b, b);
  }
}

#if defined(__SSE2__)
// One K x K block of 16-byte registers (K = 16 / b elements per register):
// log2(K) rounds of interleaving register k with register k + K/2 is a
// transpose (the perfect-shuffle construction).
template <size_t B>
__attribute__((always_inline)) inline void kernel(uint8_t *dst, size_t ds, const uint8_t *src, size_t ss) {
  constexpr size_t K = 16 / B;
  __m128i x[K], y[K];
#pragma GCC unroll 16
  for (size_t i = 0; i < K; i++) x[i] = _mm_loadu_si128((const __m128i *)(src + i * ss));
#pragma GCC unroll 4
  for (size_t round = 1; round < K; round <<= 1) {
#pragma GCC unroll 8
    for (size_t k = 0; k < K / 2; k++) {
      if (B == 1) y[2 * k] = _mm_unpacklo_epi8(x[k], x[k + K / 2]), y[2 * k + 1] = _mm_unpackhi_epi8(x[k], x[k + K / 2]);
      if (B == 2) y[2 * k] = _mm_unpacklo_epi16(x[k], x[k + K / 2]), y[2 * k + 1] = _mm_unpackhi_epi16(x[k], x[k + K / 2]);
      if (B == 4) y[2 * k] = _mm_unpacklo_epi32(x[k], x[k + K / 2]), y[2 * k + 1] = _mm_unpackhi_epi32(x[k], x[k + K / 2]);
      if (B == 8) y[2 * k] = _mm_unpacklo_epi64(x[k], x[k + K / 2]), y[2 * k + 1] = _mm_unpackhi_epi64(x[k], x[k + K / 2]);
    }
#pragma GCC unroll 16
    for (size_t k = 0; k < K; k++) x[k] = y[k];
  }
#pragma GCC unroll 16
  for (size_t i = 0; i < K; i++) _mm_storeu_si128((__m128i *)(dst + i * ds), x[i]);
}

// One line tile: N = 64 / B rows of one 64-byte source line each become N
// 64-byte destination lines. Source lines are copied whole into L1 first and
// destination lines leave whole, so power-of-two row strides (the usual
// case: they alias to one cache set) cost one miss per line, not one per
// register. The K x K register blocks run between two contiguous buffers.
// NT: destination lines (64-byte aligned) leave with non-temporal stores.
template <size_t B, bool NT>
inline void line_tile(uint8_t *dst, size_t ds, const uint8_t *src, size_t ss) {
  constexpr size_t K = 16 / B, N = 64 / B;
  alignas(64) uint8_t a[N * 64], t[N * 64];
  for (size_t i = 0; i < N; i++) memcpy(a + i * 64, src + i * ss, 64);
  for (size_t r = 0; r < N; r += K)
    for (size_t c = 0; c < N; c += K) kernel<B>(t + c * 64 + r * B, 64, a + r * 64 + c * B, 64);
  if (NT) {
    for (size_t i = 0; i < N; i++)
      for (size_t k = 0; k < 64; k += 16)
        _mm_stream_si128((__m128i *)(dst + i * ds + k), _mm_load_si128((const __m128i *)(t + i * 64 + k)));
  } else {
    for (size_t i = 0; i < N; i++) memcpy(dst + i * ds, t + i * 64, 64);
  }
}

// Whole line tiles, column tiles innermost (each source row streams, each
// destination line is written once); scalar edges.
template <size_t B>
void block(uint8_t *dst, size_t ds, const uint8_t *src, size_t ss, size_t rows, size_t cols, bool nt) {
  constexpr size_t N = 64 / B;
  const size_t rk = rows / N * N, ck = cols / N * N;
  // Non-temporal only when every destination line is whole and aligned.
  if (nt && ((uintptr_t)dst & 63) == 0 && (ds & 63) == 0) {
    for (size_t r = 0; r < rk; r += N)
      for (size_t c = 0; c < ck; c += N) line_tile<B, true>(dst + c * ds + r * B, ds, src + r * ss + c * B, ss);
    _mm_sfence();
  } else {
    for (size_t r = 0; r < rk; r += N)
      for (size_t c = 0; c < ck; c += N) line_tile<B, false>(dst + c * ds + r * B, ds, src + r * ss + c * B, ss);
  }
  if (ck < cols) scalar(dst + ck * ds, ds, src + ck * B, ss, rows, cols - ck, B);
  if (rk < rows) scalar(dst + rk * B, ds, src + rk * ss, ss, rows - rk, ck, B);
}
#endif

void block_any(uint8_t *dst, size_t ds, const uint8_t *src, size_t ss, size_t rows, size_t cols, size_t b,
               bool nt = false) {
#if defined(__SSE2__)
  switch (b) {
    case 1: return block<1>(dst, ds, src, ss, rows, cols, nt);
    case 2: return block<2>(dst, ds, src, ss, rows, cols, nt);
    case 4: return block<4>(dst, ds, src, ss, rows, cols, nt);
    case 8: return block<8>(dst, ds, src, ss, rows, cols, nt);
  }
#else
  (void)nt;
#endif
  scalar(dst, ds, src, ss, rows, cols, b);
}

}  // namespace

// Element sizes 1..8 go through line tiles; larger elements are whole memcpys
// in cache blocks of RB rows x CB columns (RB*b >= 64: destination lines
// written whole within a block; CB*b ~ 512 bytes of each source row).
void transpose(uint8_t *dst, size_t dst_row, const uint8_t *src, size_t src_row, size_t rows, size_t cols,
               size_t b, bool nt) {
  if (rows == 0 || cols == 0) return;
  if (rows == 1 && dst_row == b) {  // a single row: its elements become a column of adjacent cells
    memcpy(dst, src, cols * b);
    return;
  }
  if (cols == 1 && src_row == b) {
    memcpy(dst, src, rows * b);
    return;
  }
#if defined(__SSE2__)
  if (b == 1 || b == 2 || b == 4 || b == 8) return block_any(dst, dst_row, src, src_row, rows, cols, b, nt);
#endif
  const size_t RB = std::max<size_t>(16, 64 / b), CB = std::max<size_t>(16, 512 / b);
  for (size_t r0 = 0; r0 < rows; r0 += RB) {
    size_t nr = std::min(RB, rows - r0);
    for (size_t c0 = 0; c0 < cols; c0 += CB)
      block_any(dst + c0 * dst_row + r0 * b, dst_row, src + r0 * src_row + c0 * b, src_row, nr,
                std::min(CB, cols - c0), b);
  }
}

}  // namespace ss
