/* stream/internal.h — Stream* internals shared by the files of src/stream.
 *
 * One cs_pfile per open parallel file. The state that every rank must agree on
 * (segment boundaries, block sizes, frozen flag) is replicated: it only changes
 * in collective operations, after the mode reduction. Per-VP state (position,
 * length, EOF/error flags) is local to the rank owning the VP and kept in a
 * "uniform" form (one value for all VPs) while NB/CB operations run, so those
 * operations cost nothing per VP; IB operations materialise the arrays.
 */
#ifndef CSTAR_STREAM_INTERNAL_H
#define CSTAR_STREAM_INTERNAL_H

#include <mpi.h>
#include <stdint.h>
#include <string.h>
#include "cstar/pfs.h"
#include "cstar/stream.h"

#define SX_NONE 0xFFFFFFFFu

/* ---- little-endian field access (format: docs/stream-format.md) --------- */
static inline void sx_put32(uint8_t *p, uint32_t v) {
  p[0] = (uint8_t)v; p[1] = (uint8_t)(v >> 8); p[2] = (uint8_t)(v >> 16); p[3] = (uint8_t)(v >> 24);
}
static inline void sx_put64(uint8_t *p, uint64_t v) { sx_put32(p, (uint32_t)v); sx_put32(p + 4, (uint32_t)(v >> 32)); }
static inline uint32_t sx_get32(const uint8_t *p) {
  return (uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 | (uint32_t)p[3] << 24;
}
static inline uint64_t sx_get64(const uint8_t *p) { return sx_get32(p) | (uint64_t)sx_get32(p + 4) << 32; }

#include "cstar/crc32.h" /* sx_crc32, sx_crc32_table */

/* ---- errors ------------------------------------------------------------- */
int sx_err(int code, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
/* COLLECTIVE: combines each rank's status; a rank without an error of its own
 * gets the message of the lowest failing rank. Returns the agreed status. */
int sx_agree_status(MPI_Comm comm, int st);
/* LOCAL: whether name is open file f's data file under another spelling
 * (same device and inode; names.c). */
int sx_same_file(const char *name, const cs_pfile *f);
/* A failed call, reported as C would (errno) plus one line on stderr from
 * rank 0 naming the call, the file and the cause (util.c). */
void sx_report(const char *call, const char *name, int st);

/* ---- configuration ------------------------------------------------------- */
typedef struct sx_config {
  uint32_t b_cb, b_ib, dir_ptrs, sb_bytes; /* sb_bytes 0 = stripe unit */
  int force;                               /* lowest mode allowed (debug switch) */
  int rdbufs;                              /* superblock read buffers */
  uint64_t dirmem;                         /* dir bytes held in memory per rank */
  uint64_t rs_mem;                         /* kept regular rows per rank (rowset.c), 0 = none */
  int collective;                          /* NB/CB slices via pfs collectives */
} sx_config;
int sx_config_load(sx_config *c);

/* ---- metadata (.meta/.first) --------------------------------------------- */
typedef struct sx_meta {
  uint32_t ndims, flags;
  uint64_t dims[8], nvp, gen;
  uint32_t dist, writer_ranks, b_nb, b_cb, b_ib, dir_ptrs, sb_bytes, dsb_bytes;
  uint64_t nb_rows, cb_off, cb_len, ib_off, ib_sbs, dir_sbs, uniform_len, lengths_off;
  uint32_t writing; /* INCOMPLETE only: the segment that may have grown (SX_WRITING_*) */
  uint64_t ib_used; /* offset 216: IB blocks below which every block in use lies (0: unknown) */
} sx_meta;
#define SX_META_HDR 256
#define SX_FLAG_UNIFORM 1u
#define SX_FLAG_HAS_IB 2u
/* A provisional .meta, written at open for writing and when a segment
 * begins: the writer has not closed (docs/stream-format.md §4). Readers
 * refuse it; streamstar recover starts from it. Field `writing` (offset 208): */
#define SX_FLAG_INCOMPLETE 4u
enum { SX_WRITING_NONE, SX_WRITING_NB, SX_WRITING_CB, SX_WRITING_IB_NEW, SX_WRITING_IB_OLD };
/* Encodes header + optional lengths (NULL when uniform) + crc into a new buffer. */
uint8_t *sx_meta_encode(const sx_meta *m, const uint64_t *lengths, size_t *size);
/* Decodes and validates; on error returns CS_SEFORMAT with a message naming
 * `path` and the field. *lengths is malloc'ed (NULL if uniform). */
/* writer_gone: a provisional .meta's writer is known to have ended (its
 * lock is free), which the INCOMPLETE message says. */
int sx_meta_decode(const char *path, const uint8_t *buf, size_t size, sx_meta *m, uint64_t **lengths,
                   int writer_gone);
/* The segment a provisional .meta's `writing` field names, in words. */
const char *sx_writing_words(uint32_t writing);
int sx_first_validate(const char *path, const uint8_t *buf, size_t size, const sx_meta *m);
/* Local file helpers for metafiles (ordinary files, rank 0). */
int sx_read_whole(const char *path, uint8_t **buf, size_t *size); /* CS_SENOENT if missing */
int sx_write_atomic(const char *path, const void *buf, size_t size);

/* ---- the file ------------------------------------------------------------ */

/* The row cache: one row of a regular (NB or CB) segment for this rank's VPs
 * (nlocal blocks of b bytes, contiguous in the file). CB writes fill it and
 * flush it when full (Fig. 3.5); CB and IB reads load it. */
typedef struct sx_rowcache {
  int valid, dirty, seg; /* seg 0 = NB, 1 = CB */
  uint64_t row;
  uint32_t b;
  uint8_t *buf;
  size_t cap;
  uint64_t hits;   /* per-VP reads the loaded row served (sx_reg_vp) */
  uint64_t direct; /* per-VP reads left to go straight to the file, not via a row load */
  int probe;       /* those ran out: the next miss loads a row (reg_vp_read) */
} sx_rowcache;

/* Kept rows of the regular segments for per-VP access (rowset.c). */
#define SX_RS_ROWS 16 /* rows kept at most */
#define SX_RS_SEEN 64 /* miss counters (rows not kept), direct-mapped */
typedef struct sx_keptrow {
  int seg;
  uint64_t row, used; /* used: the set's clock at the last access (LRU) */
  uint64_t lo, hi;    /* dirty byte range of buf (lo >= hi: clean) */
  uint8_t *buf;       /* this rank's nlocal blocks of the row */
} sx_keptrow;
typedef struct sx_rowseen { int seg; uint64_t row, count; } sx_rowseen;
typedef struct sx_rowset {
  sx_keptrow row[SX_RS_ROWS];
  int n;
  uint64_t bytes, clock;
  sx_rowseen seen[SX_RS_SEEN];
} sx_rowset;

typedef struct sx_dsb { /* a directory superblock being written */
  uint64_t j;
  uint32_t used;
  uint8_t *buf; /* NULL once spilled to .dir */
} sx_dsb;

typedef struct sx_ibw { /* IB write state (per rank) */
  uint8_t *vbuf;    /* nlocal * b_ib: each VP's block being filled */
  uint32_t *vfill;  /* bytes in vbuf per VP */
  uint32_t *ent;    /* nlocal * k: pointers of each VP's open directory entry */
  uint8_t *nent;    /* pointers used in the open entry */
  uint8_t *touched; /* VP has appended IB data in this session */
  uint8_t *sb;      /* data superblock being filled */
  uint32_t sb_used; /* blocks in it */
  uint64_t sb_n;    /* superblocks this rank has started (current is sb_n-1) */
  uint64_t sb_base, dir_base;
  uint32_t bps, m;  /* blocks per superblock, slots per dir superblock */
  sx_dsb *dsb;      /* this rank's dir superblocks, in allocation order */
  size_t ndsb, capdsb;
  uint64_t dirmem_used;
  int uni;          /* vfill[] is stale: every VP holds ufill bytes (uniform IB appends) */
  uint32_t ufill;
  int any_touched;  /* some VP has appended IB data in this session */
  int all_touched;  /* every local VP has (touched[] is all ones) */
  /* Read-back of this session's IB data (w+, r+, a+ after a seek): each
   * touched VP's blocks in placed directory entries, gathered lazily from the
   * directory superblocks up to the watermark (wd, wslot); the blocks still in
   * its open entry (ent) and the bytes in its buffer (vbuf) follow them. */
  uint32_t **wl, *wn, *wcap;
  size_t wd;
  uint32_t wslot;
  uint32_t tc;      /* 0, or (uniform appends) vbuf holds tiles of `tile` VPs transposed into pieces of tc bytes */
  uint32_t tile;
  uint8_t *tscr;    /* one tile's scratch (untiling) */
  struct sx_wbt *bg; /* background superblock writer (NULL: flush_sb writes itself) */
  /* Directory superblock buffers, carved from zeroed huge-page chunks (one
   * fault per 2 MiB instead of one per 4 KiB); spilled ones are recycled. */
  struct sx_dpool *dpool;
  /* Appending to a file with IB data: a VP's old partial last block is
   * continued where it is (its bytes past the old length are unused), not
   * copied into a new block each session. tailp[i]: that block (SX_NONE:
   * none), tail0[i]: its bytes already in the file; NULL until needed. */
  uint32_t *tailp, *tail0;
  /* Appending without reading ("w"/"a" on a file with IB data): a VP's list
   * stays its old one (its old head, no new entries) until it gets a new
   * block; only then are its old pointers copied (ibwrite.c keep_list).
   * keep[i]: 0 copied (or never adopted), 1 old list unchanged, 2 the same
   * with its tail block rewritten in place; keepn[i]: its old full blocks.
   * NULL until needed. */
  uint8_t *keep;
  uint32_t *keepn;
} sx_ibw;

typedef struct sx_cache { /* superblock read buffers, found by hash (sbcache.c) */
  int n;                /* buffers */
  uint32_t S;
  uint64_t *key;        /* superblock index, UINT64_MAX empty */
  uint8_t **buf;
  uint8_t *ref;         /* clock bits */
  int hand, nalloc;     /* clock hand; buffers handed out so far (0..nalloc-1) */
  int *tab;             /* open-addressing table of buffer ids, size tabn (pow 2) */
  int tabn;
  /* In-place IB updates kept in the buffers (ibupdate.c): per buffer, a
   * bitmap of its blocks changed since they were read (NULL: none), written
   * back whole by sx_ibr_write_back; umiss[j]: updates of superblock j made
   * while it was not here (it is loaded once they pay), nmiss entries. */
  uint64_t **dirty;
  int ndirty;
  uint32_t *umiss;
  uint64_t nmiss;
} sx_cache;

typedef struct sx_run { uint32_t i, n, p; } sx_run; /* VPs i..i+n-1 hold blocks p..p+n-1 */
typedef struct sx_layer { sx_run *run; uint32_t nrun, cap; } sx_layer;

typedef struct sx_ibr { /* IB read state (per rank) */
  /* Block numbers of the local VPs, in one of two forms (ibread.c; read
   * them with sx_ibr_ptr / sx_ibr_nblocks): */
  uint64_t *off;       /* CSR: nlocal+1 offsets into ptrs (NULL with lay) */
  uint32_t *ptrs;      /* CSR: every local VP's data block numbers, stream order */
  sx_layer *lay;       /* runs: per block ordinal, runs of VPs with consecutive blocks (NULL: CSR) */
  uint64_t nlay, nptr; /* block ordinals in lay; blocks of all local VPs */
  uint8_t *vbuf;       /* nlocal * b_ib: each VP's current block */
  uint64_t *vblk;      /* block ordinal held in vbuf, UINT64_MAX none; stale while ublk is set;
                          NULL (no VP holds a block) until the first per-VP read */
  uint64_t ublk;       /* every VP holds this block ordinal (uniform reads), UINT64_MAX: see vblk */
  uint32_t tc;         /* 0, or vbuf holds tiles of tile VPs transposed into pieces of tc bytes */
  uint32_t tile;       /* VPs per transposed tile */
  uint8_t *tscr;       /* one tile's scratch copy */
  uint8_t *rscr;       /* chunk buffer of uniform loads into tiles */
  int hinted;          /* the prefetch hint was given (at the first superblock-cache miss) */
  struct sx_rat *ra;   /* read-ahead thread of uniform reads (NULL: none) */
  int ra_tried;        /* ra was considered (at the first uniform load) */
  sx_cache data;
} sx_ibr;

struct cs_pfile {
  char *name;
  int rd, wr, append;
  cs_shape_t shape;
  long V, first, nlocal;
  int rank, nranks;
  MPI_Comm comm;
  pfs_file *data, *dir;
  sx_config cfg;

  /* replicated layout state */
  uint32_t b_nb, b_cb, b_ib, k, E, sb_bytes, dsb_bytes;
  uint64_t nb_rows, cb_off, cb_len, ib_off;
  int frozen;          /* IB segment started: NB/CB cannot grow */
  int ib_ondisk;       /* the file had an IB segment when opened */
  uint64_t old_ib_sbs, old_dir_sbs, gen;
  uint64_t old_ib_used; /* .meta ib_used: where a packed session's blocks may start (0: unknown) */
  int external, bnb_pending;
  int ext_warned;      /* this rank said why an elemental op on an unresolved external file failed */
  uint64_t ext_size;

  /* mode */
  int mode, last_mode;

  /* per-VP state */
  int pos_uni, len_uni;
  uint64_t upos, ulen;
  uint64_t *pos, *len;
  uint64_t len_min;    /* min of len[] when !len_uni */
  int len_min_ok;
  uint8_t *eof, *err;  /* nlocal, NULL until some VP needs one */
  int *pb;             /* ungetc of another byte than the one read: it, or -1 (NULL until needed) */
  long npb;            /* VPs of this rank with a pushed-back byte (reads take the per-VP path) */

  sx_rowcache rc;
  sx_rowset rs;
  sx_ibw *w;
  sx_ibr *r;
  uint32_t *first_e;   /* from .first, this rank's VPs (lazy) */
  void *vph;           /* per-VP FILE* handles (elemental.c) */
  cs_stream_info st;   /* counters */
  uint64_t *prov_len;  /* rank 0, writing: lengths of the last commit (NULL: all prov_ulen) */
  uint64_t prov_ulen;
  int dir_made;        /* .dir created at open for writing (removed at fclose if no IB) */
  int werr;            /* first write error of this open (CS_SE*): fclose does not commit (ops.c) */
  int lock_fd1;        /* rank 0, writing: descriptor + 1 holding the writer's lock (open.c; 0: none) */
};

static inline uint64_t sx_nb_len(const cs_pfile *f) { return f->nb_rows * f->b_nb; }
static inline uint64_t sx_ib_start(const cs_pfile *f) { return f->nb_rows * f->b_nb + f->cb_len; }
/* block size of regular segment seg (0 NB, 1 CB) */
static inline uint32_t sx_seg_b(const cs_pfile *f, int seg) { return seg ? f->b_cb : f->b_nb; }
static inline uint64_t sx_cb_rows(const cs_pfile *f) { return f->b_cb ? (f->cb_len + f->b_cb - 1) / f->b_cb : 0; }

/* per-VP state helpers (ops.c) */
void sx_materialize_pos(cs_pfile *f);
void sx_materialize_len(cs_pfile *f);
/* LOCAL. Whether every local VP's length is the same (per-VP writes that
 * did not change lengths leave them per VP): if so they become uniform
 * again (ulen), as uniform reads need. */
int sx_len_reuniform(cs_pfile *f);
/* Per-VP IB state as arrays (pos, len, IB fill): before any per-VP operation.
 * Collective NB/CB/uniform-IB operations keep the compact uniform forms. */
void sx_materialize_all(cs_pfile *f);
uint64_t sx_min_len(cs_pfile *f);
void sx_set_eof(cs_pfile *f, long i);
void sx_set_err(cs_pfile *f, long i);
void sx_drop_pb(cs_pfile *f, long i); /* a seek or write discards VP i's pushed-back byte (C) */

/* io.c: the data path to the file layer */
int sx_io_write_slice(cs_pfile *f, uint64_t off, const void *buf, size_t len, int collective);
int sx_io_read_slice(cs_pfile *f, uint64_t off, void *buf, size_t len, int collective);
int sx_io_pwrite(pfs_file *pf, uint64_t off, const void *buf, size_t len);
int sx_io_pread(pfs_file *pf, uint64_t off, void *buf, size_t len);
int sx_is_open(const cs_pfile *f); /* f is in the open-file table (not closed already) */
int sx_not_open(const char *call); /* CS_SEBADF for CALL on a closed file, its line reported */
int sx_shape_mismatch(cs_pfile *f, const char *call); /* CS_SESHAPE when used under another shape */
int sx_errno_status(int e);                  /* CS_SE* of a C library errno */
int sx_io_status(int pst, const char *msg); /* CS_SE* of a pfs status and its message */
int sx_io_err(int pst, const char *what, const char *name);

/* regular.c: NB/CB segments */
int sx_rc_flush(cs_pfile *f, int collective);
void sx_rc_drop(cs_pfile *f);
int sx_nb_transfer(cs_pfile *f, int wr, void *base, uint64_t p);
int sx_cb_transfer(cs_pfile *f, int wr, void *base, size_t stride, uint64_t p, uint64_t n);
int sx_reg_vp(cs_pfile *f, int wr, long i, void *buf, uint64_t p, uint64_t n);
uint64_t sx_row_off(const cs_pfile *f, int seg, uint64_t row); /* file offset of this rank's slice of a row */

/* rowset.c: kept regular rows for per-VP access (all LOCAL) */
/* VP i's c bytes at offset o of its block in (seg,row) from/to buf, if the
 * row is kept or has now earned its load: *done 1. Else *done 0 and the
 * caller goes to the file (the access was counted). */
int sx_rs_access(cs_pfile *f, int wr, int seg, uint64_t row, long i, uint64_t o, void *buf, uint64_t c,
                 int *done);
/* Dirty kept bytes to the file (independent writes); drop: forget the rows
 * too (before collective NB/CB transfers, which bypass them). */
int sx_rs_flush(cs_pfile *f, int drop);
void sx_rs_free(cs_pfile *f);

/* ibwrite.c / ibread.c */
int sx_ibw_append(cs_pfile *f, long i, const void *src, uint64_t n);
/* The append of n bytes that fills VP i's buffer exactly (vfill[i] + n ==
 * b_IB) and emits the block: what sx_ibw_append does for that call, for the
 * per-VP loops of masked transfers (ops.c). The caller has checked that the
 * buffers are VP-major and VP i was written in this session. LOCAL. */
int sx_ibw_fill(cs_pfile *f, long i, const void *src, uint32_t n);
int sx_ibw_commit(cs_pfile *f, uint32_t *first_out);
/* VP i's block ordinal blk of this session's list (blk below wn+nent after
 * sx_ibw_lists); the lists of every touched VP are brought up to date. */
int sx_ibw_lists(cs_pfile *f);
uint64_t sx_ibw_cur_sb(const cs_pfile *f); /* index of the superblock being filled, UINT64_MAX none */
void sx_ibw_materialize(cs_pfile *f);
/* Uniform IB fast paths (every local VP active, same n, same position p ==
 * length for writes): return 1 if they handled the call (status in *st),
 * 0 if the caller must take the per-VP path. */
int sx_ibw_uniform(cs_pfile *f, const uint8_t *base, size_t stride, uint64_t n, int *st);
int sx_ibr_uniform(cs_pfile *f, uint8_t *base, size_t stride, uint64_t n, int *st);
/* n VPs: c bytes from src + i*sstride to dst + i*dstride (the per-VP copy of
 * uniform transfers, with the common record sizes as fixed-size moves). */
static inline void sx_copy_strided(uint8_t *dst, size_t dstride, const uint8_t *src, size_t sstride,
                                   long n, uint64_t c) {
  long i;
  switch (c) {
    case 8: for (i = 0; i < n; i++) memcpy(dst + (size_t)i * dstride, src + (size_t)i * sstride, 8); break;
    case 4: for (i = 0; i < n; i++) memcpy(dst + (size_t)i * dstride, src + (size_t)i * sstride, 4); break;
    case 16: for (i = 0; i < n; i++) memcpy(dst + (size_t)i * dstride, src + (size_t)i * sstride, 16); break;
    case 1: for (i = 0; i < n; i++) dst[(size_t)i * dstride] = src[(size_t)i * sstride]; break;
    default: for (i = 0; i < n; i++) memcpy(dst + (size_t)i * dstride, src + (size_t)i * sstride, c);
  }
}
/* Piece-transposed tiles (the uniform fast paths' layout of a vbuf of nl
 * blocks of b bytes): VPs are grouped in tiles of `tile` VPs (the last may be
 * short, tn VPs); a tile's tn*b bytes hold piece 0 (c bytes, c divides b) of
 * each of its VPs, then piece 1, ... So a uniform transfer of c bytes per VP
 * is one contiguous run per tile. put: VP-major blocks of VPs i..i+cnt-1 at
 * src into the tiles; get: the tiles' VPs i..i+cnt-1 to VP-major blocks at
 * dst. xpose: the whole vbuf in place (dir 1: VP-major -> tiles, -1: back),
 * through scr (tile*b bytes). (util.c) */
uint32_t sx_tile_vps(uint32_t b);
void sx_tile_put(uint8_t *vb, long nl, uint32_t tile, uint32_t b, uint32_t c, long i, long cnt,
                 const uint8_t *src, int nt); /* nt: streaming stores (sx_nt_buffer) */
void sx_tile_get(uint8_t *dst, const uint8_t *vb, long nl, uint32_t tile, uint32_t b, uint32_t c,
                 long i, long cnt);
void sx_tile_xpose(uint8_t *vb, long nl, uint32_t tile, uint32_t b, uint32_t c, uint8_t *scr, int dir);
/* Non-temporal stores for staging buffers bigger than the caches, which are
 * read back only after the whole buffer was written (no read for ownership
 * of each line): whether a buffer of n bytes gets them, the copy, and the
 * fence before another thread reads what they wrote. (util.c) */
static inline int sx_nt_buffer(size_t n) { return n >= ((size_t)8 << 20); }
void sx_copy_nt(void *dst, const void *src, size_t n);
void sx_nt_fence(void);
/* Large per-rank buffers (vbuf): huge pages where the kernel allows
 * (madvise), so first touch costs a fault per 2 MiB, not per 4 KiB; the
 * last two freed are kept for reuse by the next open (util.c). */
void *sx_big_alloc(size_t n);
void sx_big_free(void *p, size_t n); /* n as allocated; may keep it for the next sx_big_alloc */
/* Large per-VP arrays that are written whole (block lists, offsets, open
 * entries): huge pages where the kernel allows, so filling them costs a fault
 * per 2 MiB instead of per 4 KiB (~45k faults per open at 1M VPs); not
 * zeroed; release with free(). (util.c) */
void *sx_huge_alloc(size_t n);
/* Zeroed per-VP state arrays (pos, len, flags, fill counts): from 64 KiB on a
 * fresh anonymous mapping, whose zero pages the kernel supplies on first
 * touch, so a VP the program never touches costs nothing and an open makes
 * no pass over them. calloc cannot promise that: once glibc has freed a big
 * mapping it raises its mmap threshold (up to 32 MiB) and serves the next
 * open's 8 MiB arrays from the heap with a memset (~5 ms per fopen "r" +
 * fclose at 1M VPs). Free with sx_zfree and the same count and size. (util.c) */
void *sx_zalloc(size_t count, size_t size);
void sx_zfree(void *p, size_t count, size_t size);
void sx_ibw_untile(cs_pfile *f);
/* Waits for the background superblock write, if any; its deferred status.
 * Before anything reads or closes f->data (fflush, fclose, read-back). */
int sx_ibw_drain(cs_pfile *f); /* vbuf back to VP-major (before per-VP access) */
void sx_ibw_free(cs_pfile *f);
int sx_ibr_read(cs_pfile *f, long i, void *dst, uint64_t q, uint64_t n);
/* The superblock a per-VP loop looked up last (sx_ibr_fetch); j UINT64_MAX:
 * none. Valid only while nothing else uses the superblock cache. */
typedef struct sx_sbmemo { uint64_t j; uint8_t *sb; int id; } sx_sbmemo;
/* Loads block ordinal blk of VP i (on disk, not written in this session)
 * into its read buffer, as sx_ibr_read does on a miss, for the per-VP loops
 * of masked reads (ops.c). 0: done; -1: take sx_ibr_read (it reports any
 * error). LOCAL. */
int sx_ibr_fetch(cs_pfile *f, long i, uint64_t blk, sx_sbmemo *m);
/* ibupdate.c: replaces n bytes of VP i's IB stream at IB offset q, all in
 * blocks that have left its write buffer (r+/w+ after a seek back). */
int sx_ib_update(cs_pfile *f, long i, uint64_t q, const uint8_t *src, uint64_t n);
/* Uniform reads record the block every VP holds in ublk only, and may keep
 * vbuf in tiles transposed by piece (tc); per-VP code calls this first to get
 * each VP's block back at vbuf + i*b_IB and vblk[] current. */
void sx_ibr_sync(cs_pfile *f);
/* Waits for the read-ahead thread's job, if any (before f->data is closed). */
void sx_ibr_drain(cs_pfile *f);
/* A helper thread pays: an idle core (fewer ranks on this node than CPUs this
 * process may use) and the local driver without tracing (other drivers call
 * MPI); stream-async=0|1 overrides the core count. (ibwrite.c) */
int sx_async_wanted(const cs_pfile *f);
int sx_ibr_prepare(cs_pfile *f);
/* After sx_ibr_prepare, for a VP with IB data on disk: its number of blocks,
 * and the block number of its block ordinal blk (< that number). */
uint64_t sx_ibr_nblocks(const cs_pfile *f, long i);
/* sbcache.c: the superblock read buffers (all LOCAL). init: n buffers of S
 * bytes (-1 out of memory); find: the buffer id holding superblock j, or -1;
 * get: the buffer holding data superblock j, read from the file if needed
 * (a reused buffer's kept updates are written back first). */
int sx_sbc_init(sx_cache *c, int n, uint32_t S);
void sx_sbc_free(sx_cache *c);
int sx_sbc_find(const sx_cache *c, uint64_t j);
int sx_sbc_get(cs_pfile *f, uint64_t j, uint8_t **out);
/* LOCAL. Gives the file layer the ordered list of data superblocks this
 * rank's VPs will read (informed prefetch; ibread.c). */
void sx_ibr_hint(cs_pfile *f);
/* LOCAL. The read buffer holding data superblock j, or NULL (hash lookup). */
uint8_t *sx_ibr_cached(cs_pfile *f, uint64_t j);
/* LOCAL. Replaces c bytes at byte in_sb of data superblock j (inside one
 * block of a VP of this rank) in its read buffer, loading the superblock
 * once its updates pay for the load; the block is written back later
 * (sx_ibr_write_back). 1: done; 0: not kept, the caller writes the file;
 * < 0: -(CS_S* error). */
int sx_ibr_update(cs_pfile *f, uint64_t j, uint64_t in_sb, const void *src, uint64_t c);
/* LOCAL. Writes the blocks changed by sx_ibr_update back to the file (before
 * fflush/fclose commit and before any read that bypasses the buffers); an
 * error also sets werr. */
int sx_ibr_write_back(cs_pfile *f);
/* What is wrong with directory superblock j (got bytes of it in buf, the
 * rest past the end of .dir), or NULL: magic, index, used, size, crc. */
const char *sx_dsb_problem(const cs_pfile *f, uint64_t j, const uint8_t *buf, size_t got);
uint32_t sx_ibr_ptr(const cs_pfile *f, long i, uint64_t blk);
int sx_load_first(cs_pfile *f);
void sx_ibr_free(cs_pfile *f);

/* vp-level IB operations (ops.c): n bytes at VP i's position, C semantics */
uint64_t sx_vp_write(cs_pfile *f, long i, const void *src, uint64_t n);
uint64_t sx_vp_read(cs_pfile *f, long i, void *dst, uint64_t n);
void sx_enter_ib(cs_pfile *f, int collective);
void sx_freeze(cs_pfile *f);
/* Rank 0 of a file open for writing: (re)writes the provisional NAME.meta
 * (flag INCOMPLETE) for the geometry known now; cb_begins: the first CB
 * write is about to happen. Other ranks: no-op. (open.c) */
int sx_meta_provisional(cs_pfile *f, int cb_begins);
extern int sx_vp_status;

/* detect.c */
typedef struct sx_vote {
  int mode;        /* agreed mode */
  int frozen;
  int uniform;     /* same n and pos on every active VP of every rank */
  int none;        /* no VP is active on any rank: the operation is a no-op */
  int64_t n, pos;
} sx_vote;
int sx_agree(cs_pfile *f, int local_mode, int64_t nlo, int64_t nhi, int64_t plo, int64_t phi,
             sx_vote *out);

#endif
