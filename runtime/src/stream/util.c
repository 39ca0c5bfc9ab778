/* stream/util.c — piece-transposed tiles, error messages, and metafile I/O
 * helpers (the CRC-32 is in crc32.c). */
#include <errno.h>
#include <fcntl.h>
#include <stdarg.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

#include "stream/internal.h"

/* ---- piece-transposed tiles (internal.h) ------------------------------------ */

/* 1 MiB tiles: a uniform call copies one run of tile/pieces bytes per
 * tile (128 KiB for doubles in 64-byte blocks), long enough for the
 * hardware prefetcher; 64 KiB tiles (8 KiB runs) made the copy out of the
 * tiles 10-20% slower (session 11). CSTAR_STREAM_TILE_KIB=N (test aid:
 * small tests get several tiles per rank) sets another size. */
uint32_t sx_tile_vps(uint32_t b) {
  static _Atomic uint32_t bytes = 0; /* read once; the helper threads call this too */
  uint32_t t = atomic_load_explicit(&bytes, memory_order_relaxed);
  if (!t) {
    const char *e = getenv("CSTAR_STREAM_TILE_KIB");
    long k = e ? atol(e) : 0;
    t = k > 0 && k <= (1L << 20) ? (uint32_t)k << 10 : 1u << 20;
    atomic_store_explicit(&bytes, t, memory_order_relaxed);
  }
  return b >= t ? 1 : t / b;
}

/* The common case (doubles, b_IB 64) is an 8x8 transpose of 64-bit words
 * per 8 VPs: in[v] is row v (8 words at in + v*istep bytes), out[k] row k.
 * AVX-512 where the CPU has it: whole-cache-line loads and stores. */
static void x8_scalar(uint8_t *out, size_t ostep, const uint8_t *in, size_t istep) {
  for (int k = 0; k < 8; k++)
    for (int v = 0; v < 8; v++) memcpy(out + (size_t)k * ostep + 8 * v, in + (size_t)v * istep + 8 * k, 8);
}
#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
#include <immintrin.h>
#define SX_X8_AVX512 1
/* nt: non-temporal stores (out, ostep and oadv 64-byte aligned; the caller
 * fences before another thread reads out). */
__attribute__((target("avx512f"))) static void x8_avx512(uint8_t *out, size_t ostep, const uint8_t *in,
                                                        size_t istep, long nblk, size_t oadv, size_t iadv, int nt) {
  const __m512i A = _mm512_setr_epi64(0, 1, 8, 9, 4, 5, 12, 13), B = _mm512_setr_epi64(2, 3, 10, 11, 6, 7, 14, 15);
  const __m512i C = _mm512_setr_epi64(0, 1, 2, 3, 8, 9, 10, 11), D = _mm512_setr_epi64(4, 5, 6, 7, 12, 13, 14, 15);
  for (long x = 0; x < nblk; x++, out += oadv, in += iadv) {
    __m512i r0 = _mm512_loadu_si512(in), r1 = _mm512_loadu_si512(in + istep);
    __m512i r2 = _mm512_loadu_si512(in + 2 * istep), r3 = _mm512_loadu_si512(in + 3 * istep);
    __m512i r4 = _mm512_loadu_si512(in + 4 * istep), r5 = _mm512_loadu_si512(in + 5 * istep);
    __m512i r6 = _mm512_loadu_si512(in + 6 * istep), r7 = _mm512_loadu_si512(in + 7 * istep);
    __m512i t0 = _mm512_unpacklo_epi64(r0, r1), t1 = _mm512_unpackhi_epi64(r0, r1);
    __m512i t2 = _mm512_unpacklo_epi64(r2, r3), t3 = _mm512_unpackhi_epi64(r2, r3);
    __m512i t4 = _mm512_unpacklo_epi64(r4, r5), t5 = _mm512_unpackhi_epi64(r4, r5);
    __m512i t6 = _mm512_unpacklo_epi64(r6, r7), t7 = _mm512_unpackhi_epi64(r6, r7);
    __m512i u0 = _mm512_permutex2var_epi64(t0, A, t2), u1 = _mm512_permutex2var_epi64(t0, B, t2);
    __m512i u2 = _mm512_permutex2var_epi64(t1, A, t3), u3 = _mm512_permutex2var_epi64(t1, B, t3);
    __m512i u4 = _mm512_permutex2var_epi64(t4, A, t6), u5 = _mm512_permutex2var_epi64(t4, B, t6);
    __m512i u6 = _mm512_permutex2var_epi64(t5, A, t7), u7 = _mm512_permutex2var_epi64(t5, B, t7);
    __m512i o0 = _mm512_permutex2var_epi64(u0, C, u4), o4 = _mm512_permutex2var_epi64(u0, D, u4);
    __m512i o2 = _mm512_permutex2var_epi64(u1, C, u5), o6 = _mm512_permutex2var_epi64(u1, D, u5);
    __m512i o1 = _mm512_permutex2var_epi64(u2, C, u6), o5 = _mm512_permutex2var_epi64(u2, D, u6);
    __m512i o3 = _mm512_permutex2var_epi64(u3, C, u7), o7 = _mm512_permutex2var_epi64(u3, D, u7);
    if (nt) {
      _mm512_stream_si512((void *)out, o0);
      _mm512_stream_si512((void *)(out + 1 * ostep), o1);
      _mm512_stream_si512((void *)(out + 2 * ostep), o2);
      _mm512_stream_si512((void *)(out + 3 * ostep), o3);
      _mm512_stream_si512((void *)(out + 4 * ostep), o4);
      _mm512_stream_si512((void *)(out + 5 * ostep), o5);
      _mm512_stream_si512((void *)(out + 6 * ostep), o6);
      _mm512_stream_si512((void *)(out + 7 * ostep), o7);
    } else {
      _mm512_storeu_si512(out, o0);
      _mm512_storeu_si512(out + 1 * ostep, o1);
      _mm512_storeu_si512(out + 2 * ostep, o2);
      _mm512_storeu_si512(out + 3 * ostep, o3);
      _mm512_storeu_si512(out + 4 * ostep, o4);
      _mm512_storeu_si512(out + 5 * ostep, o5);
      _mm512_storeu_si512(out + 6 * ostep, o6);
      _mm512_storeu_si512(out + 7 * ostep, o7);
    }
  }
}
/* Whether the AVX-512 paths run: decided at the first call. The program's
 * thread and a helper (IB layer units, read-ahead units) make that call at
 * the same time, so the cached answer is atomic: a plain static int was a
 * data race (ThreadSanitizer, IB layer write shared by both threads). */
static int x8_hw(void) {
  static _Atomic int hw = -1;
  int v = atomic_load_explicit(&hw, memory_order_relaxed);
  if (v < 0) {
    v = __builtin_cpu_supports("avx512f") && !getenv("CSTAR_STREAM_NO_AVX512");
    atomic_store_explicit(&hw, v, memory_order_relaxed);
  }
  return v;
}
#endif

/* n VPs (n % 8 == 0) of 8 pieces of 8 bytes: in rows -> out rows, 8 VPs at a
 * time; the caller's steps say which side is VP-major. */
static void x8_run(uint8_t *out, size_t ostep, size_t oadv, const uint8_t *in, size_t istep, size_t iadv,
                   long nblk, int nt) {
#ifdef SX_X8_AVX512
  if (x8_hw()) {
    nt = nt && ((uintptr_t)out | ostep | oadv) % 64 == 0;
    x8_avx512(out, ostep, in, istep, nblk, oadv, iadv, nt);
    return;
  }
#endif
  (void)nt;
  for (long x = 0; x < nblk; x++, out += oadv, in += iadv) x8_scalar(out, ostep, in, istep);
}

void sx_tile_put(uint8_t *vb, long nl, uint32_t tile, uint32_t b, uint32_t c, long i, long cnt,
                 const uint8_t *src, int nt) {
  uint32_t np = b / c;
  for (long j = i, end = i + cnt; j < end;) {
    long i0 = j / (long)tile * (long)tile, tn = nl - i0 < (long)tile ? nl - i0 : (long)tile;
    long je = i0 + tn < end ? i0 + tn : end;
    uint8_t *t = vb + (size_t)i0 * b + (size_t)(j - i0) * c;
    const uint8_t *s = src + (size_t)(j - i) * b;
    long n = je - j, n8 = 0;
    if (c == 8 && np == 8) { /* 8 VPs' blocks (rows of 64 bytes) -> 8 runs of 8 pieces */
      n8 = n / 8 * 8;
      x8_run(t, (size_t)tn * 8, 64, s, 64, 512, n8 / 8, nt);
    }
    for (uint32_t k = 0; k < np; k++)
      sx_copy_strided(t + (size_t)k * tn * c + (size_t)n8 * c, c, s + (size_t)k * c + (size_t)n8 * b, b, n - n8, c);
    j = je;
  }
}

void sx_tile_get(uint8_t *dst, const uint8_t *vb, long nl, uint32_t tile, uint32_t b, uint32_t c,
                 long i, long cnt) {
  uint32_t np = b / c;
  for (long j = i, end = i + cnt; j < end;) {
    long i0 = j / (long)tile * (long)tile, tn = nl - i0 < (long)tile ? nl - i0 : (long)tile;
    long je = i0 + tn < end ? i0 + tn : end, n = je - j;
    const uint8_t *t = vb + (size_t)i0 * b + (size_t)(j - i0) * c;
    uint8_t *d = dst + (size_t)(j - i) * b;
    long n8 = 0;
    if (c == 8 && np == 8) { /* 8 runs of 8 pieces -> 8 VPs' blocks */
      n8 = n / 8 * 8;
      x8_run(d, 64, 512, t, (size_t)tn * 8, 64, n8 / 8, 0);
    }
    for (uint32_t k = 0; k < np; k++)
      sx_copy_strided(d + (size_t)k * c + (size_t)n8 * b, b, t + (size_t)k * tn * c + (size_t)n8 * c, c, n - n8, c);
    j = je;
  }
}

/* ---- non-temporal copies ----------------------------------------------------
 * Staging buffers larger than the caches (a vbuf of 1M VPs is 64 MiB) are
 * written in full cache lines and read back only after the rest of the
 * buffer: ordinary stores first read every line in (read for ownership), a
 * pass over DRAM that streaming stores skip. */
#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
__attribute__((target("avx512f"))) static void nt_body_avx512(uint8_t *d, const uint8_t *s, size_t n) {
  for (size_t x = 0; x < n; x += 256) {
    __m512i a = _mm512_loadu_si512(s + x), b = _mm512_loadu_si512(s + x + 64);
    __m512i c = _mm512_loadu_si512(s + x + 128), e = _mm512_loadu_si512(s + x + 192);
    _mm512_stream_si512((void *)(d + x), a);
    _mm512_stream_si512((void *)(d + x + 64), b);
    _mm512_stream_si512((void *)(d + x + 128), c);
    _mm512_stream_si512((void *)(d + x + 192), e);
  }
}
static void nt_body_sse2(uint8_t *d, const uint8_t *s, size_t n) {
  for (size_t x = 0; x < n; x += 64) {
    __m128i a = _mm_loadu_si128((const __m128i *)(s + x)), b = _mm_loadu_si128((const __m128i *)(s + x + 16));
    __m128i c = _mm_loadu_si128((const __m128i *)(s + x + 32)), e = _mm_loadu_si128((const __m128i *)(s + x + 48));
    _mm_stream_si128((__m128i *)(d + x), a);
    _mm_stream_si128((__m128i *)(d + x + 16), b);
    _mm_stream_si128((__m128i *)(d + x + 32), c);
    _mm_stream_si128((__m128i *)(d + x + 48), e);
  }
}
#endif

void sx_copy_nt(void *dst, const void *src, size_t n) {
#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
  uint8_t *d = dst;
  const uint8_t *s = src;
  size_t head = (64 - (uintptr_t)d % 64) % 64;
  if (n < head + 256) { memcpy(d, s, n); return; }
  memcpy(d, s, head);
  d += head, s += head, n -= head;
  int hw = x8_hw();
  size_t body = hw ? n / 256 * 256 : n / 64 * 64;
  if (hw) nt_body_avx512(d, s, body);
  else nt_body_sse2(d, s, body);
  memcpy(d + body, s + body, n - body);
#else
  memcpy(dst, src, n);
#endif
}

void sx_nt_fence(void) {
#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
  _mm_sfence();
#endif
}

void sx_tile_xpose(uint8_t *vb, long nl, uint32_t tile, uint32_t b, uint32_t c, uint8_t *scr, int dir) {
  for (long i0 = 0; i0 < nl; i0 += tile) {
    long tn = nl - i0 < (long)tile ? nl - i0 : (long)tile;
    uint8_t *t = vb + (size_t)i0 * b;
    memcpy(scr, t, (size_t)tn * b);
    if (dir > 0) sx_tile_put(t, tn, tile, b, c, 0, tn, scr, 0);
    else sx_tile_get(t, scr, tn, tile, b, c, 0, tn);
  }
}

/* Freed big buffers are kept for the next open (a program that writes and
 * then reads a file, or a checkpoint every few steps, would otherwise pay a
 * page fault and a zeroed page for every 4 KiB of vbuf again): two slots, a
 * buffer is reused for a request of at least half its size. */
static struct { void *p; size_t n; } g_stash[2];

void *sx_big_alloc(size_t n) {
  const size_t huge = 2u << 20;
  if (n < 4 * huge) return malloc(n);
  size_t m = (n + huge - 1) / huge * huge;
  for (int s = 0; s < 2; s++)
    if (g_stash[s].p && g_stash[s].n >= m && g_stash[s].n / 2 <= m) {
      void *p = g_stash[s].p;
      g_stash[s].p = NULL;
      return p;
    }
  return sx_huge_alloc(n);
}

void *sx_huge_alloc(size_t n) {
  const size_t huge = 2u << 20;
  if (n < 4 * huge) return malloc(n);
  size_t m = (n + huge - 1) / huge * huge;
  void *p = aligned_alloc(huge, m);
#ifdef MADV_HUGEPAGE
  if (p) madvise(p, m, MADV_HUGEPAGE);
#endif
  return p;
}

void sx_big_free(void *p, size_t n) {
  const size_t huge = 2u << 20;
  if (!p) return;
  if (n < 4 * huge) { free(p); return; }
  size_t m = (n + huge - 1) / huge * huge;
  int s = !g_stash[0].p ? 0 : !g_stash[1].p ? 1 : g_stash[0].n < g_stash[1].n ? 0 : 1;
  if (g_stash[s].p && g_stash[s].n >= m) { free(p); return; } /* keep the bigger one */
  free(g_stash[s].p);
  g_stash[s].p = p;
  g_stash[s].n = m;
}

#define SX_ZMAP ((size_t)64 << 10)
void *sx_zalloc(size_t count, size_t size) {
  if (size && count > SIZE_MAX / size) return NULL;
  size_t n = count * size;
  if (n < SX_ZMAP) return calloc(count ? count : 1, size ? size : 1);
  void *p = mmap(NULL, n, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  return p == MAP_FAILED ? NULL : p;
}

void sx_zfree(void *p, size_t count, size_t size) {
  if (!p) return;
  size_t n = count * size;
  if (n < SX_ZMAP) free(p);
  else munmap(p, n);
}

/* The message of the last error on this rank. Stream* calls are made by the
 * program's single thread, so one buffer suffices. */
static char g_msg[1024];

const char *cs_stream_errmsg(void) { return g_msg; }

int sx_err(int code, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(g_msg, sizeof g_msg, fmt, ap);
  va_end(ap);
  return code;
}

/* A failed Stream* call as C reports it: errno for perror(), and, since the
 * generated code has no way to show cs_stream_errmsg(), one line on stderr
 * from rank 0 naming the call and the cause (file, field) — except for the
 * failures C itself reports silently: a missing file (fopen returns NULL,
 * errno ENOENT) and a transfer the open mode forbids (the error indicator).
 * `st` and the message are the same on every rank (sx_agree_status). */
void sx_report(const char *call, const char *name, int st) {
  static const int errnos[] = {0,      EINVAL, ENOENT, EIO,   EINVAL, EINVAL, EBADF,
                               ENOTSUP, ENOMEM, EBUSY,  EEXIST, EBADF, EFBIG,  ENOSPC, EACCES};
  if (st == CS_SOK) return;
  errno = st > 0 && st < (int)(sizeof errnos / sizeof *errnos) ? errnos[st] : EIO;
  if (st == CS_SENOENT || st == CS_SEMODE || st == CS_SEEXIST || cs_rank() != 0) return;
  const char *env = getenv("CSTAR_STREAM_QUIET");
  if (env && *env && *env != '0') return;
  /* a loop that goes on writing to a full disk repeats the same failure:
   * its line is printed once */
  static char last[sizeof g_msg + 128];
  char line[sizeof last];
  snprintf(line, sizeof line, "cstar: %s(\"%s\"): %s\n", call, name ? name : "(null)", g_msg);
  if (strcmp(line, last) == 0) return;
  snprintf(last, sizeof last, "%s", line);
  fputs(line, stderr);
}

int sx_agree_status(MPI_Comm comm, int st) {
  int n = 1;
  MPI_Comm_size(comm, &n);
  if (n == 1) return st;
  int me;
  MPI_Comm_rank(comm, &me);
  /* lowest failing rank's status and message win, so every rank agrees */
  int in[2] = {st ? me : n, st}, out[2];
  MPI_Allreduce(in, out, 1, MPI_2INT, MPI_MINLOC, comm);
  if (out[0] == n) return 0;
  int code = st;
  MPI_Bcast(&code, 1, MPI_INT, out[0], comm);
  MPI_Bcast(g_msg, sizeof g_msg, MPI_CHAR, out[0], comm);
  return code;
}

int sx_read_whole(const char *path, uint8_t **buf, size_t *size) {
  *buf = NULL;
  *size = 0;
  int fd = open(path, O_RDONLY);
  if (fd < 0) {
    if (errno == ENOENT) return sx_err(CS_SENOENT, "%s: no such file", path);
    return sx_err(CS_SEIO, "%s: cannot open: %s", path, strerror(errno));
  }
  struct stat sb;
  if (fstat(fd, &sb) != 0) {
    close(fd);
    return sx_err(CS_SEIO, "%s: cannot stat: %s", path, strerror(errno));
  }
  size_t n = (size_t)sb.st_size, got = 0;
  uint8_t *b = malloc(n ? n : 1);
  if (!b) { close(fd); return sx_err(CS_SENOMEM, "%s: out of memory", path); }
  while (got < n) {
    ssize_t r = read(fd, b + got, n - got);
    if (r <= 0) {
      if (r < 0 && errno == EINTR) continue;
      free(b);
      close(fd);
      return sx_err(CS_SEIO, "%s: read error: %s", path, r ? strerror(errno) : "short");
    }
    got += (size_t)r;
  }
  close(fd);
  *buf = b;
  *size = n;
  return CS_SOK;
}

/* Write to PATH.tmp, rename over PATH: a reader sees the old or the new
 * file, never half of one (the format's atomic-replacement rule). */
int sx_write_atomic(const char *path, const void *buf, size_t size) {
  size_t pl = strlen(path);
  char *tmp = malloc(pl + 5);
  if (!tmp) return sx_err(CS_SENOMEM, "out of memory");
  memcpy(tmp, path, pl);
  memcpy(tmp + pl, ".tmp", 5);
  int fd = open(tmp, O_WRONLY | O_CREAT | O_TRUNC, 0666);
  if (fd < 0) {
    int e = errno;
    free(tmp);
    return sx_err(sx_errno_status(e), "%s: cannot create: %s", path, strerror(e));
  }
  const uint8_t *p = buf;
  size_t done = 0;
  while (done < size) {
    ssize_t w = write(fd, p + done, size - done);
    if (w < 0 && errno == EINTR) continue;
    if (w <= 0) {
      int e = errno;
      close(fd);
      unlink(tmp);
      free(tmp);
      return sx_err(sx_errno_status(e), "%s: write error: %s", path, strerror(e));
    }
    done += (size_t)w;
  }
  /* no fsync: rename alone makes the replacement atomic for readers; an
   * fsync here would also force the data file's dirty pages out (ext4
   * journal ordering) and cost more than the whole NB write */
  close(fd);
  if (rename(tmp, path) != 0) {
    int e = errno;
    unlink(tmp);
    free(tmp);
    return sx_err(sx_errno_status(e), "%s: cannot rename into place: %s", path, strerror(e));
  }
  free(tmp);
  return CS_SOK;
}
