/* stream/open.c — fopen (both C* forms), fclose, fflush, and the table of
 * open parallel files. Rank 0 reads and validates the metafiles and tells the
 * others, so every rank returns the same result and message. */
#ifndef _GNU_SOURCE
#define _GNU_SOURCE /* F_OFD_SETLK, F_OFD_GETLK (the writer's lock) */
#endif
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <sys/stat.h>
#include <errno.h>
#include <fcntl.h>
#include <unistd.h>

#include "stream/internal.h"
#include "vp/internal.h"

#define MAX_OPEN 256
static cs_pfile *g_open[MAX_OPEN];
static int g_unlisted; /* files open beyond MAX_OPEN (not in g_open) */
static const cs_pfile *g_last_open; /* the last file is_open found: per-VP calls ask once per VP */
static int g_last_status;
static int g_hooked;

int cs_stream_last(void) { return g_last_status; }

static int parse_mode(const char *m, int *rd, int *wr, int *ap, int *trunc, int *create) {
  if (!m || !*m) return -1;
  *rd = *wr = *ap = *trunc = *create = 0;
  switch (m[0]) {
    case 'r': *rd = 1; break;
    case 'w': *wr = *trunc = *create = 1; break;
    case 'a': *wr = *ap = *create = 1; break;
    default: return -1;
  }
  /* C11's 'x' (with "w": fail if the file exists); glibc's 'e', 'm' and 'c'
   * (close-on-exec, mmap, no cancellation) mean nothing for a parallel file */
  for (const char *c = m + 1; *c; c++) {
    if (*c == '+') *rd = *wr = 1;
    else if (*c == 'x' && m[0] == 'w') *create = 2;
    else if (*c != 'b' && *c != 'e' && *c != 'm' && *c != 'c') return -1;
  }
  return 0;
}

static char *suffixed(const char *name, const char *suf) {
  size_t n = strlen(name), s = strlen(suf);
  char *p = malloc(n + s + 1);
  if (p) { memcpy(p, name, n); memcpy(p + n, suf, s + 1); }
  return p;
}

/* Rank 0: read NAME.meta (and check NAME.first); the result goes to all. */
typedef struct {
  int status, have_meta;
  sx_meta m;
} open_info;

/* The writer's lock. Rank 0 of a program that has NAME open for writing
 * holds a write lock on the whole data file (or its layout record) from
 * fopen to fclose; the kernel drops it when the program dies. Another
 * program's fopen asks whether such a lock is held, so it can tell a live
 * writer (the file is being written: EBUSY) from a dead one (its
 * provisional .meta is what a crash left: streamstar recover). Open file
 * description locks (F_OFD_SETLK, per open file like flock, and not lost
 * when the process closes another descriptor of the file): a reader only
 * queries (F_OFD_GETLK) and holds nothing, so it can never make a writer's
 * fopen fail. Advisory and best effort: where the path cannot be opened or
 * the kernel has no such locks, the state is unknown and readers get the
 * provisional .meta's message. */
enum { LOCK_UNKNOWN = -1, LOCK_FREE = 0, LOCK_HELD = 1 };

/* keep (a writer): takes the lock and returns its descriptor in *fd (else
 * -1); LOCK_HELD when another open file holds it. !keep: only asks. */
static int writer_lock(const char *name, int keep, int *fd) {
  *fd = -1;
#ifdef F_OFD_SETLK
  int d = open(name, (keep ? O_RDWR : O_RDONLY) | O_CLOEXEC | O_NONBLOCK);
  if (d < 0) return LOCK_UNKNOWN;
  struct flock fl;
  memset(&fl, 0, sizeof fl);
  fl.l_type = keep ? F_WRLCK : F_RDLCK;
  fl.l_whence = SEEK_SET; /* l_start 0, l_len 0: the whole file */
  int r = fcntl(d, keep ? F_OFD_SETLK : F_OFD_GETLK, &fl), e = errno;
  if (r == 0 && keep) { *fd = d; return LOCK_FREE; }
  close(d);
  if (r == 0) return fl.l_type == F_UNLCK ? LOCK_FREE : LOCK_HELD;
  return e == EAGAIN || e == EACCES ? LOCK_HELD : LOCK_UNKNOWN;
#else
  (void)name; (void)keep;
  return LOCK_UNKNOWN;
#endif
}

/* What a provisional .meta says the writer was doing (its `writing`
 * field), from the raw bytes: the rest of the header need not be valid. */
static const char *writing_state(const uint8_t *b, size_t sz) {
  if (!b || sz < 212 || memcmp(b, "CSTRMETA", 8) != 0 || !(sx_get32(b + 36) & SX_FLAG_INCOMPLETE))
    return "nothing committed yet";
  return sx_writing_words(sx_get32(b + 208));
}

/* After the data file is opened for writing: a file this open created (or
 * a layout record the file layer re-created) gets the lock now. A second
 * writer racing this one between the probe and here is not detected. */
static void relock(cs_pfile *f) {
  struct stat held, now;
  if (stat(f->name, &now) != 0) return;
  if (f->lock_fd1 && fstat(f->lock_fd1 - 1, &held) == 0 && held.st_dev == now.st_dev && held.st_ino == now.st_ino)
    return;
  if (f->lock_fd1) close(f->lock_fd1 - 1);
  int fd;
  f->lock_fd1 = writer_lock(f->name, 1, &fd) == LOCK_FREE ? fd + 1 : 0;
}

static void rank0_probe(const char *name, int trunc, int wr, open_info *oi, uint64_t **lengths, int *lock_fd) {
  oi->status = CS_SOK;
  oi->have_meta = 0;
  *lock_fd = -1;
  char *mp = suffixed(name, ".meta");
  uint8_t *buf = NULL;
  size_t sz = 0;
  int lk = writer_lock(name, wr, lock_fd);
  if (lk == LOCK_HELD) { /* another program is writing NAME now */
    int rs = sx_read_whole(mp, &buf, &sz);
    oi->status = sx_err(CS_SEBUSY, "%s is being written: a running program opened it for writing and has "
                        "not closed it yet (%s); %s", name, writing_state(rs ? NULL : buf, sz),
                        wr ? "two writers would overwrite each other's data" :
                             "it can be read once that program calls fclose");
    if (!rs) free(buf);
    free(mp);
    return;
  }
  if (trunc) { free(mp); return; }
  int st = sx_read_whole(mp, &buf, &sz);
  if (st == CS_SENOENT) {
    /* no .meta: an external flat array, unless the IB directory files of a
     * Stream* file are there (its .meta lost: reading the data file as one
     * NB array would give every VP other bytes, silently) */
    static const char *const ib[] = {".first", ".dir"};
    for (int k = 0; k < 2 && !oi->status; k++) {
      char *p = suffixed(name, ib[k]);
      if (access(p, F_OK) == 0)
        oi->status = sx_err(CS_SEFORMAT, "%s: missing, but %s exists: %s is a Stream* file that lost its "
                            "metadata, not a plain array, and cannot be read without it (restore %s, or remove "
                            "%s.first and %s.dir if %s is a plain array)", mp, p, name, mp, name, name, name);
      free(p);
    }
    free(mp);
    return;
  }
  if (!st) {
    st = sx_meta_decode(mp, buf, sz, &oi->m, lengths, lk == LOCK_FREE);
    free(buf);
  }
  if (!st && (oi->m.flags & SX_FLAG_HAS_IB)) {
    char *fp = suffixed(name, ".first");
    st = sx_read_whole(fp, &buf, &sz);
    if (st == CS_SENOENT) st = sx_err(CS_SEFORMAT, "%s: missing (the .meta says there is an IB segment)", fp);
    else if (!st) { st = sx_first_validate(fp, buf, sz, &oi->m); free(buf); }
    free(fp);
  }
  free(mp);
  oi->have_meta = st == CS_SOK;
  oi->status = st;
}

/* A data file shorter than its .meta says (truncated or replaced behind the
 * runtime's back) read its missing bytes as zeros, as if they were data: the
 * last byte of each local VP's NB/CB data must be in the file. (IB blocks are
 * checked against the size by the directory walk, ibread.c.) */
static int check_regular_size(cs_pfile *f) {
  pfs_off size = 0;
  if (pfs_size(f->data, &size)) return CS_SOK; /* the reads will report it */
  uint64_t nb_end = f->nb_rows * f->b_nb, ib_start = sx_ib_start(f), need = 0;
  long worst = -1;
  for (long i = f->len_uni ? f->nlocal - 1 : 0; i < f->nlocal; i++) {
    uint64_t L = f->len_uni ? f->ulen : f->len[i], q = (L < ib_start ? L : ib_start), g = (uint64_t)(f->first + i);
    if (q-- == 0) continue;
    uint64_t off = q < nb_end ? ((q / f->b_nb) * (uint64_t)f->V + g) * f->b_nb + q % f->b_nb
                              : f->cb_off + (((q - nb_end) / f->b_cb) * (uint64_t)f->V + g) * f->b_cb + (q - nb_end) % f->b_cb;
    if (off + 1 > need) { need = off + 1; worst = (long)g; }
  }
  if (need > (uint64_t)size)
    return sx_err(CS_SEFORMAT, "%s: the data file has %llu bytes but %s.meta needs at least %llu (VP %ld's NB/CB data): "
                  "truncated?", f->name, (unsigned long long)size, f->name, (unsigned long long)need, worst);
  return CS_SOK;
}

/* The per-VP state arrays of sx_zalloc (positions, lengths, EOF and error
 * flags). */
static void free_vp_state(cs_pfile *f) {
  size_t n = (size_t)f->nlocal + 1;
  sx_zfree(f->pos, n, sizeof *f->pos);
  sx_zfree(f->len, n, sizeof *f->len);
  sx_zfree(f->eof, n, 1);
  sx_zfree(f->err, n, 1);
  f->pos = f->len = NULL;
  f->eof = f->err = NULL;
}

static cs_pfile *do_open(const char *name, const char *mode, cs_shape_t s, cs_shape_t *sp) {
  MPI_Comm comm = cs_mpi_comm();
  int rank = cs_rank(), nranks = cs_nranks();
  int rd, wr, ap, trunc, create, st;
  uint64_t *lengths = NULL;
  cs_pfile *f = NULL;
  g_last_status = CS_SOK;
  if (!name) { /* it said 'bad mode "r"' */
    g_last_status = sx_err(CS_SEINVAL, "NULL file name");
    return NULL;
  }
  if (!*name) { /* C: ENOENT, as for any missing name (the file layer said EIO, "pfs_open: null output or empty path") */
    g_last_status = sx_err(CS_SENOENT, "empty file name");
    return NULL;
  }
  if (parse_mode(mode, &rd, &wr, &ap, &trunc, &create)) {
    g_last_status = sx_err(CS_SEINVAL, "bad mode \"%s\" (r, w, a, r+, w+, a+; b ignored); C11's x only with w",
                           mode ? mode : "(null)");
    return NULL;
  }
  if (create == 2) { /* "wx": C11's exclusive create; a Stream* file exists if its data or .meta does */
    int ex = 0;
    if (rank == 0) {
      char *mp = suffixed(name, ".meta");
      ex = access(name, F_OK) == 0 || (mp && access(mp, F_OK) == 0);
      free(mp);
    }
    if (nranks > 1) MPI_Bcast(&ex, 1, MPI_INT, 0, comm);
    if (ex) {
      g_last_status = sx_err(CS_SEEXIST, "%s exists (mode \"%s\")", name, mode);
      return NULL;
    }
    create = 1;
  }
  /* The same name open in this program with a writer on either side: the
   * writer's provisional .meta would make the reader refuse the file and
   * advise `streamstar recover` (for a writer that is alive), and a second
   * writer would overwrite the first one's blocks. Opens are collective, so
   * every rank's table says the same. */
  int busy = -1, cand = 0;
  for (int k = 0; k < MAX_OPEN && busy < 0; k++) {
    cs_pfile *o = g_open[k];
    if (!o || !o->name || (!o->wr && !wr)) continue;
    cand = 1;
    if (strcmp(o->name, name) == 0) busy = k;
  }
  /* the same file under another spelling ("./x.dat", an absolute path): a
   * writer of it truncated a reader's data under it. Rank 0 looks (the
   * tables agree, so every rank takes this branch or none). */
  if (busy < 0 && cand) {
    if (rank == 0)
      for (int k = 0; k < MAX_OPEN && busy < 0; k++) {
        cs_pfile *o = g_open[k];
        if (o && o->name && (o->wr || wr) && sx_same_file(name, o)) busy = k;
      }
    if (nranks > 1) MPI_Bcast(&busy, 1, MPI_INT, 0, comm);
  }
  if (busy >= 0) {
    cs_pfile *o = g_open[busy];
    if (strcmp(o->name, name) == 0)
      g_last_status = sx_err(CS_SEBUSY, "%s is already open %s in this program; fclose it first (to read what "
                             "a program writes, open it once with \"w+\", \"r+\" or \"a+\")", name,
                             o->wr ? "for writing" : "for reading");
    else
      g_last_status = sx_err(CS_SEBUSY, "%s is %s, already open %s in this program; fclose it first (to read "
                             "what a program writes, open it once with \"w+\", \"r+\" or \"a+\")", name,
                             o->name, o->wr ? "for writing" : "for reading");
    return NULL;
  }
  sx_config cfg;
  if ((st = sx_config_load(&cfg))) { g_last_status = st; return NULL; }
  open_info oi;
  memset(&oi, 0, sizeof oi);
  int lock_fd = -1;
  if (rank == 0) rank0_probe(name, trunc, wr, &oi, &lengths, &lock_fd);
  st = sx_agree_status(comm, oi.status);
  if (st) {
    free(lengths);
    if (lock_fd >= 0) close(lock_fd);
    g_last_status = st;
    return NULL;
  }
  MPI_Bcast(&oi, sizeof oi, MPI_BYTE, 0, comm);

  /* the shape */
  if (sp) {
    if (oi.have_meta && *sp && !(*sp)->allocated && (*sp)->prank > 0 && (*sp)->prank != (int)oi.m.ndims) {
      /* `shape [][]s;` for a 3-d file: allocate_shape would abort the program */
      char fs[128] = "";
      for (uint32_t a = 0; a < oi.m.ndims; a++)
        snprintf(fs + strlen(fs), sizeof fs - strlen(fs), "[%llu]", (unsigned long long)oi.m.dims[a]);
      free(lengths);
      if (lock_fd >= 0) close(lock_fd);
      g_last_status = sx_err(CS_SESHAPE, "%s.meta: field ndims: the file has rank %u (shape %s) but shape %s "
                             "was declared with rank %d", name, oi.m.ndims, fs,
                             (*sp)->name ? (*sp)->name : "?", (*sp)->prank);
      return NULL;
    }
    if (oi.have_meta) {
      long dims[8];
      for (uint32_t a = 0; a < oi.m.ndims; a++) dims[a] = (long)oi.m.dims[a];
      if (*sp && (*sp)->allocated) {
        s = *sp;
      } else if (*sp) {
        s = cs_allocate_shape(sp, (int)oi.m.ndims, dims);
      } else {
        s = *sp = cs_shape_new(name, (int)oi.m.ndims, dims);
      }
    } else if (*sp && (*sp)->allocated) {
      /* no .meta and an allocated shape: a new file ("w", and also "a"/"r+"
       * as in the thesis's Fig. 3.4 fopen("debug", "a", &S)), or an
       * external array read or extended under the caller's shape, as
       * fopen(name, mode) does under the current one ("r" gave EINVAL,
       * "no shape to return", though there was one to use) */
      s = *sp;
    } else {
      free(lengths);
      if (lock_fd >= 0) close(lock_fd);
      if (!wr && access(name, F_OK) != 0) /* no file at all: C's fopen, NULL and ENOENT */
        g_last_status = sx_err(CS_SENOENT, "%s: no such file", name);
      else if (trunc)
        g_last_status = sx_err(CS_SEINVAL, "mode \"%s\" with &shape: the file is created anew, so "
                               "the shape must be an allocated one (fopen takes no shape from it)", mode);
      else
        g_last_status = sx_err(CS_SEFORMAT, "mode \"%s\" with &shape: %s.meta is missing, so the "
                               "file has no shape to return", mode, name);
      return NULL;
    }
  }
  if (!s || !s->allocated || s->rank < 1) {
    free(lengths);
    if (lock_fd >= 0) close(lock_fd);
    g_last_status = sx_err(CS_SEINVAL, "no allocated current shape");
    return NULL;
  }
  if (oi.have_meta) {
    int same = (int)oi.m.ndims == s->rank;
    for (int a = 0; same && a < s->rank; a++) same = (long)oi.m.dims[a] == s->dims[a];
    if (!same) {
      char fs[128] = "", cs[128] = "";
      for (uint32_t a = 0; a < oi.m.ndims; a++)
        snprintf(fs + strlen(fs), sizeof fs - strlen(fs), "[%llu]", (unsigned long long)oi.m.dims[a]);
      for (int a = 0; a < s->rank; a++) snprintf(cs + strlen(cs), sizeof cs - strlen(cs), "[%ld]", s->dims[a]);
      free(lengths);
      if (lock_fd >= 0) close(lock_fd);
      /* fopen(name, mode, &s) with an allocated s compares with s, which
       * need not be the current shape (it said "current" for it too) */
      g_last_status = sx_err(CS_SESHAPE, "%s.meta: field dims: the file has shape %s but %s is %s", name, fs,
                             sp ? "the shape given to fopen" : "the current shape", cs);
      return NULL;
    }
  }

  f = calloc(1, sizeof *f);
  f->name = strdup(name);
  f->rd = rd; f->wr = wr; f->append = ap;
  f->shape = s;
  f->V = s->total; f->first = s->first; f->nlocal = s->nlocal;
  f->rank = rank; f->nranks = nranks; f->comm = comm;
  f->cfg = cfg;
  f->lock_fd1 = lock_fd + 1;
  f->pos = sx_zalloc((size_t)f->nlocal + 1, sizeof *f->pos); /* zero pages: untouched VPs cost nothing */
  f->len = sx_zalloc((size_t)f->nlocal + 1, sizeof *f->len);
  f->pos_uni = f->len_uni = 1;

  /* the data file */
  int flags = wr ? PFS_RDWR : PFS_RDONLY;
  if (create) flags |= PFS_CREATE;
  if (trunc) flags |= PFS_TRUNC;
  st = sx_io_err(pfs_open(comm, name, flags, NULL, &f->data), "open", name);
  if (st == CS_SENOENT && oi.have_meta) /* a Stream* file that lost its data: not C's "no such file" */
    st = sx_err(CS_SEFORMAT, "%s: missing (%s.meta describes it)", name, name);
  if (st) goto fail;
  if (wr && rank == 0) relock(f);
  if (trunc && rank == 0) { /* stale metafiles of an older file of this name */
    char *p = suffixed(name, ".meta"); unlink(p); free(p);
    p = suffixed(name, ".first"); unlink(p); free(p);
  }
  if (trunc) {
    char *p = suffixed(name, ".dir");
    pfs_unlink(comm, p, NULL);
    free(p);
  }

  int64_t su = 0;
  pfs_layout(f->data, &su, NULL);
  if (oi.have_meta) {
    sx_meta *m = &oi.m;
    f->b_nb = m->b_nb; f->nb_rows = m->nb_rows; f->cb_off = m->cb_off; f->cb_len = m->cb_len;
    f->b_cb = m->cb_len ? m->b_cb : cfg.b_cb;
    f->ib_ondisk = (m->flags & SX_FLAG_HAS_IB) != 0;
    f->b_ib = f->ib_ondisk ? m->b_ib : cfg.b_ib;
    f->k = f->ib_ondisk ? m->dir_ptrs : cfg.dir_ptrs;
    f->sb_bytes = f->ib_ondisk ? m->sb_bytes : 0;
    f->dsb_bytes = f->ib_ondisk ? m->dsb_bytes : 0;
    f->ib_off = m->ib_off;
    f->frozen = f->ib_ondisk;
    f->old_ib_sbs = f->ib_ondisk ? m->ib_sbs : 0;
    f->old_dir_sbs = f->ib_ondisk ? m->dir_sbs : 0;
    f->old_ib_used = f->ib_ondisk ? m->ib_used : 0;
    f->gen = m->gen;
    if (m->flags & SX_FLAG_UNIFORM) {
      f->ulen = m->uniform_len;
    } else { /* rank 0 holds the table: each rank gets its VPs' lengths */
      int *cnt = NULL, *dsp = NULL;
      if (rank == 0) {
        cnt = malloc(nranks * sizeof *cnt);
        dsp = malloc(nranks * sizeof *dsp);
        for (int r = 0; r < nranks; r++) {
          long a, n;
          cs_block_of(f->V, nranks, r, &a, &n);
          cnt[r] = (int)n; dsp[r] = (int)a;
        }
      }
      MPI_Scatterv(lengths, cnt, dsp, MPI_UINT64_T, f->len, (int)f->nlocal, MPI_UINT64_T, 0, comm);
      free(cnt); free(dsp);
      f->len_uni = 0;
    }
  } else {
    /* a new file, or an external flat array (docs/stream-format.md §7) */
    pfs_off size = 0;
    pfs_size(f->data, &size);
    f->b_cb = cfg.b_cb; f->b_ib = cfg.b_ib; f->k = cfg.dir_ptrs;
    if (size > 0) {
      if ((uint64_t)size % (uint64_t)f->V) {
        st = sx_err(CS_SEFORMAT, "%s: external file (no %s.meta) of %lld bytes is not a whole number "
                    "of records for %ld VPs", name, name, (long long)size, f->V);
        goto fail;
      }
      f->external = 1;
      f->bnb_pending = 1;
      f->ext_size = (uint64_t)size;
      f->ulen = (uint64_t)size / (uint64_t)f->V;
    }
  }
  if (oi.have_meta && (st = sx_agree_status(comm, check_regular_size(f)))) goto fail; /* a VP of any rank */
  if (ap && !rd) { /* C (glibc): "a" starts at the end of each stream; "a+" reads from 0 */
    if (f->len_uni) f->upos = f->ulen;
    else { f->pos_uni = 0; memcpy(f->pos, f->len, (size_t)f->nlocal * sizeof *f->pos); }
  }
  if (!f->sb_bytes) {
    uint64_t sb = cfg.sb_bytes ? cfg.sb_bytes : (su > 0 ? (uint64_t)su : (1u << 20));
    sb = sb / f->b_ib * f->b_ib;
    if (sb < f->b_ib) sb = f->b_ib;
    f->sb_bytes = (uint32_t)sb;
  }
  f->E = 4 * (2 + f->k);
  if (!f->dsb_bytes) {
    uint64_t d = f->sb_bytes / f->E * f->E;
    if (d < 2 * f->E) d = 2 * f->E;
    f->dsb_bytes = (uint32_t)d;
  }
  if (wr) { /* a provisional .meta until fclose commits (docs/stream-format.md §4) */
    if (rank == 0) {
      f->prov_len = lengths;
      lengths = NULL;
      f->prov_ulen = oi.have_meta ? oi.m.uniform_len : f->ulen;
    }
    st = sx_agree_status(comm, sx_meta_provisional(f, 0));
    if (st) goto fail;
  }
  if (wr && !f->ib_ondisk) { /* open from the start, so that directory superblocks can
                              * spill (stream-dirmem) and survive a crash for recover */
    char *p = suffixed(name, ".dir");
    st = sx_io_err(pfs_open(comm, p, PFS_RDWR | PFS_CREATE | PFS_TRUNC, NULL, &f->dir), "open", p);
    free(p);
    if (st) goto fail;
    f->dir_made = 1;
  }
  if (f->ib_ondisk) {
    char *p = suffixed(name, ".dir");
    st = sx_io_err(pfs_open(comm, p, wr ? PFS_RDWR : PFS_RDONLY, NULL, &f->dir), "open", p);
    if (st == CS_SENOENT)
      st = sx_err(CS_SEFORMAT, "%s: missing (the .meta says there is an IB segment)", p);
    free(p);
    if (st) goto fail;
  }
  f->mode = CS_MODE_NB;
  if (cfg.force == CS_MODE_IB) sx_enter_ib(f, 1); /* per-VP state from the start */
  f->mode = cfg.force;
  f->last_mode = f->mode;
  free(lengths);
  int listed = 0;
  for (int i = 0; i < MAX_OPEN && !listed; i++)
    if (!g_open[i]) g_open[i] = f, listed = 1;
  if (!listed) g_unlisted++;
  if (!g_hooked) { cs_atfinalize(cs_stream_closeall); g_hooked = 1; }
  return f;
fail:
  st = sx_agree_status(comm, st);
  free(lengths);
  if (f) {
    if (f->lock_fd1) close(f->lock_fd1 - 1);
    if (f->data) pfs_close(f->data);
    if (f->dir) pfs_close(f->dir);
    free(f->prov_len);
    free(f->name); free_vp_state(f); free(f);
  }
  g_last_status = st;
  return NULL;
}

/* fopen failed: C's errno where the file system says more than EIO (a
 * directory: EISDIR; no permission: EACCES), as the C library's fopen. */
static void report_open(const char *name) {
  sx_report("fopen", name, g_last_status);
  struct stat sb;
  if (errno != EIO || !name) return;
  if (stat(name, &sb) == 0 && S_ISDIR(sb.st_mode)) errno = EISDIR;
  else if (access(name, F_OK) == 0 && access(name, R_OK) != 0 && errno == EACCES) errno = EACCES;
  else errno = EIO;
}

cs_pfile *cs_fopen(const char *name, const char *mode, cs_shape_t s) {
  cs_pfile *f = do_open(name, mode, s, NULL);
  if (!f) report_open(name);
  return f;
}

cs_pfile *cs_fopen_shape(const char *name, const char *mode, cs_shape_t *s) {
  if (!s) {
    g_last_status = sx_err(CS_SEINVAL, "fopen(\"%s\", \"%s\", &s): NULL shape pointer", name, mode);
    return NULL;
  }
  cs_pfile *f = do_open(name, mode, NULL, s);
  if (!f) report_open(name);
  return f;
}

/* Propagates IB state to every rank (thesis: nodes learn of a transition at
 * the next collective operation) and flushes CB buffers. COLLECTIVE. */
static int sync_modes(cs_pfile *f) {
  sx_vote v;
  sx_agree(f, f->mode, INT64_MAX, INT64_MIN, INT64_MAX, INT64_MIN, &v);
  if (v.mode == CS_MODE_IB && f->mode < CS_MODE_IB) sx_enter_ib(f, 1);
  int st = CS_SOK;
  if (f->wr) st = sx_rc_flush(f, 1);
  int rst = sx_rs_flush(f, 0); /* kept rows' per-VP writes (independent) */
  int ust = sx_ibr_write_back(f); /* in-place IB updates kept in read buffers (independent) */
  return st ? st : rst ? rst : ust;
}

/* Whether f is a parallel file this program has open. fclose/fflush of one
 * already closed (`fclose(f); ... fclose(f);`) read freed memory and crashed
 * (C leaves it undefined; glibc usually aborts): now EOF, errno EBADF and a
 * line. The table is the same on every rank (fopen/fclose are collective),
 * so every rank refuses together. Beyond MAX_OPEN files nothing is known. */
static int is_open(const cs_pfile *f) {
  if (f && f == g_last_open) return 1;
  for (int i = 0; i < MAX_OPEN; i++)
    if (g_open[i] == f) { g_last_open = f; return 1; }
  return g_unlisted > 0;
}

int sx_is_open(const cs_pfile *f) { return is_open(f); }

int sx_not_open(const char *call) {
  int st = sx_err(CS_SEBADF, "%s of a parallel file that is not open (closed already?)", call);
  sx_report(call, "?", st);
  return st;
}

int cs_fflush(cs_pfile *f) {
  if (!f) return sx_err(CS_SEINVAL, "fflush on a NULL parallel file");
  if (!is_open(f)) return sx_not_open("fflush");
  int st = sync_modes(f);
  if (!st) st = sx_ibw_drain(f); /* IB superblocks written in the background */
  if (!st && f->data) st = sx_io_err(pfs_flush(f->data), "flush", f->name);
  st = sx_agree_status(f->comm, st);
  sx_report("fflush", f->name, st);
  return st;
}

static void unregister(cs_pfile *f) {
  if (g_last_open == f) g_last_open = NULL;
  for (int i = 0; i < MAX_OPEN; i++)
    if (g_open[i] == f) { g_open[i] = NULL; return; }
  if (g_unlisted > 0) g_unlisted--;
}

/* Gathers nlocal values of `elem` bytes per rank into rank 0's `out` (V values). */
static void gather_vps(cs_pfile *f, const void *in, void *out, MPI_Datatype t) {
  int *cnt = NULL, *dsp = NULL;
  if (f->rank == 0) {
    cnt = malloc(f->nranks * sizeof *cnt);
    dsp = malloc(f->nranks * sizeof *dsp);
    for (int r = 0; r < f->nranks; r++) {
      long a, n;
      cs_block_of(f->V, f->nranks, r, &a, &n);
      cnt[r] = (int)n; dsp[r] = (int)a;
    }
  }
  MPI_Gatherv(in, (int)f->nlocal, t, out, cnt, dsp, t, 0, f->comm);
  free(cnt); free(dsp);
}

/* The fields of .meta that describe the file's geometry (shape, writer
 * ranks, block sizes, segment offsets), shared by the final and the
 * provisional .meta; with_ib: the IB segment is recorded (else ib_off is the
 * end of CB and no superblocks are counted). Flags, b_NB and lengths are the
 * caller's. */
static void meta_geometry(const cs_pfile *f, sx_meta *m, int with_ib) {
  m->ndims = (uint32_t)f->shape->rank;
  for (int a = 0; a < f->shape->rank; a++) m->dims[a] = (uint64_t)f->shape->dims[a];
  m->nvp = (uint64_t)f->V;
  m->dist = 1;
  m->writer_ranks = (uint32_t)f->nranks;
  m->b_cb = f->b_cb;
  m->b_ib = f->b_ib;
  m->dir_ptrs = f->k;
  m->nb_rows = f->nb_rows;
  m->cb_off = f->cb_len ? f->cb_off : f->nb_rows * (uint64_t)f->V * f->b_nb;
  m->cb_len = f->cb_len;
  uint64_t cb_end = m->cb_off + sx_cb_rows(f) * (uint64_t)f->V * f->b_cb;
  m->ib_off = with_ib ? f->ib_off : cb_end;
  m->sb_bytes = f->sb_bytes;
  m->dsb_bytes = f->dsb_bytes;
  m->ib_sbs = with_ib ? f->old_ib_sbs : 0;
  m->dir_sbs = with_ib ? f->old_dir_sbs : 0;
  m->ib_used = with_ib ? f->old_ib_used : 0;
}

static int write_metafiles(cs_pfile *f, int has_ib, const uint32_t *first) {
  /* lengths: uniform over all VPs? */
  uint64_t mm[2] = {0, 0};
  if (f->len_uni) { mm[0] = f->nlocal ? ~f->ulen : 0; mm[1] = f->nlocal ? f->ulen : 0; }
  else for (long i = 0; i < f->nlocal; i++) {
    if (~f->len[i] > mm[0]) mm[0] = ~f->len[i];
    if (f->len[i] > mm[1]) mm[1] = f->len[i];
  }
  if (f->nranks > 1) MPI_Allreduce(MPI_IN_PLACE, mm, 2, MPI_UINT64_T, MPI_MAX, f->comm);
  int uniform = ~mm[0] == mm[1] || f->V == 0;
  uint64_t *all = NULL;
  uint32_t *allf = NULL;
  if (f->rank == 0) {
    if (!uniform) all = malloc(8 * (size_t)f->V);
    if (has_ib) allf = sx_huge_alloc(4 * (size_t)f->V + 1);
  }
  if (!uniform) {
    sx_materialize_len(f);
    gather_vps(f, f->len, all, MPI_UINT64_T);
  }
  if (has_ib && first) gather_vps(f, first, allf, MPI_UINT32_T);
  int st = CS_SOK;
  if (f->rank == 0) {
    sx_meta m;
    memset(&m, 0, sizeof m);
    /* a new .first gets a new generation; an untouched one keeps its own */
    m.gen = first || !has_ib ? ((uint64_t)time(NULL) << 32) ^ ((uint64_t)getpid() << 16) ^
                                   (uint64_t)clock() ^ (uint64_t)(uintptr_t)f
                             : f->gen;
    meta_geometry(f, &m, has_ib);
    m.flags = has_ib ? SX_FLAG_HAS_IB : 0;
    m.b_nb = f->nb_rows ? f->b_nb : 0;
    m.uniform_len = uniform ? mm[1] : 0;
    if (has_ib && first) { /* .first before .meta: .meta is the commit point */
      size_t n = 36 + 4 * (size_t)f->V;
      uint8_t *b = calloc(1, n);
      memcpy(b, "CSTRFRST", 8);
      sx_put32(b + 8, 1);
      sx_put64(b + 16, m.gen);
      sx_put64(b + 24, m.nvp);
      for (long v = 0; v < f->V; v++) sx_put32(b + 32 + 4 * v, allf[v]);
      sx_put32(b + n - 4, sx_crc32(0, b, n - 4));
      char *p = suffixed(f->name, ".first");
      st = sx_write_atomic(p, b, n);
      free(p);
      free(b);
    }
    if (!st) {
      size_t n;
      uint8_t *b = sx_meta_encode(&m, uniform ? NULL : all, &n);
      char *p = suffixed(f->name, ".meta");
      st = b ? sx_write_atomic(p, b, n) : sx_err(CS_SENOMEM, "out of memory");
      free(p);
      free(b);
    }
  }
  free(all);
  free(allf);
  return st;
}

/* The provisional .meta: the geometry known so far, the lengths of the last
 * commit (a lower bound), flag INCOMPLETE and `writing`, the segment that may
 * have grown past what it says. Written atomically like the final one, which
 * replaces it at fclose. Small and rare: at open and when a segment begins. */
int sx_meta_provisional(cs_pfile *f, int cb_begins) {
  if (f->rank != 0 || !f->wr || f->bnb_pending) return CS_SOK;
  sx_meta m;
  memset(&m, 0, sizeof m);
  m.gen = f->ib_ondisk ? f->gen /* the old .first stays of this generation */
                       : ((uint64_t)time(NULL) << 32) ^ ((uint64_t)getpid() << 16) ^ (uint64_t)(uintptr_t)f;
  meta_geometry(f, &m, 0);
  m.ib_off = f->frozen ? f->ib_off : m.ib_off;
  if (f->ib_ondisk) {
    m.ib_sbs = f->old_ib_sbs;
    m.dir_sbs = f->old_dir_sbs;
    m.ib_used = f->old_ib_used;
  }
  m.flags = SX_FLAG_INCOMPLETE | (f->ib_ondisk ? SX_FLAG_HAS_IB : 0);
  m.b_nb = f->b_nb;
  m.uniform_len = f->prov_len ? 0 : f->prov_ulen;
  m.writing = f->frozen ? (f->ib_ondisk ? SX_WRITING_IB_OLD : SX_WRITING_IB_NEW)
              : f->cb_len || cb_begins ? SX_WRITING_CB
              : f->b_nb ? SX_WRITING_NB : SX_WRITING_NONE;
  size_t n;
  uint8_t *b = sx_meta_encode(&m, f->prov_len, &n);
  char *p = suffixed(f->name, ".meta");
  int st = b && p ? sx_write_atomic(p, b, n) : sx_err(CS_SENOMEM, "out of memory");
  free(p);
  free(b);
  return st;
}

int cs_fclose(cs_pfile *f) {
  if (!f) return sx_err(CS_SEINVAL, "fclose on a NULL parallel file");
  if (!is_open(f)) return sx_not_open("fclose");
  int st = sync_modes(f);
  /* the directory is (re)written when any rank wrote IB data this session */
  int wrote_ib = f->w != NULL;
  if (f->nranks > 1) MPI_Allreduce(MPI_IN_PLACE, &wrote_ib, 1, MPI_INT, MPI_MAX, f->comm);
  int commit = f->wr && f->frozen && wrote_ib;
  uint32_t *first = NULL;
  if (commit) {
    first = sx_huge_alloc(4 * (size_t)f->nlocal + 4);
    if (!f->dir) {
      char *p = suffixed(f->name, ".dir");
      int s2 = sx_io_err(pfs_open(f->comm, p, PFS_RDWR | PFS_CREATE | PFS_TRUNC, NULL, &f->dir), "open", p);
      free(p);
      if (!st) st = s2;
    }
    st = sx_agree_status(f->comm, st);
    if (!st) st = sx_ibw_commit(f, first);
  }
  if (f->w) { /* no background IB write may outlive the data file */
    int s2 = sx_ibw_drain(f);
    if (!st) st = s2;
  }
  sx_ibr_drain(f); /* nor a read-ahead */
  if (f->data) {
    int s2 = sx_io_err(pfs_close(f->data), "close", f->name);
    if (!st) st = s2;
    f->data = NULL;
  }
  if (f->dir) {
    int s2 = sx_io_err(pfs_close(f->dir), "close", f->name);
    if (!st) st = s2;
    f->dir = NULL;
    if (f->dir_made && !commit) { /* no IB segment after all: no .dir */
      char *p = suffixed(f->name, ".dir");
      pfs_unlink(f->comm, p, NULL);
      free(p);
    }
  }
  if (!st && f->werr) /* an earlier write lost bytes: the .meta stays provisional */
    st = sx_err(f->werr, "%s: not committed: an earlier write to it failed (its message said why); "
                "`streamstar recover %s` keeps what reached the file", f->name, f->name);
  st = sx_agree_status(f->comm, st);
  /* an external file nothing was written to stays external (no .meta): its
   * record size was never fixed, and it was not changed */
  if (!st && f->wr && !(f->bnb_pending && f->ext_size))
    st = sx_agree_status(f->comm, write_metafiles(f, f->ib_ondisk || commit, commit ? first : NULL));
  if (f->lock_fd1) close(f->lock_fd1 - 1); /* after the commit: a reader that finds no writer finds the final .meta */
  sx_report("fclose", f->name, st);
  unregister(f);
  sx_ibw_free(f);
  sx_ibr_free(f);
  free(first);
  free(f->rc.buf);
  sx_rs_free(f);
  free(f->first_e);
  free_vp_state(f);
  free(f->pb);
  free(f->vph);
  free(f->prov_len);
  free(f->name);
  free(f);
  return st;
}

void cs_stream_closeall(void) {
  for (int i = MAX_OPEN - 1; i >= 0; i--)
    if (g_open[i]) cs_fclose(g_open[i]);
}

int cs_stream_get_info(cs_pfile *f, cs_stream_info *o) {
  if (!f) return CS_SEINVAL;
  *o = f->st;
  o->mode = f->mode;
  o->last_mode = f->last_mode;
  o->b_nb = f->b_nb; o->b_cb = f->b_cb; o->b_ib = f->b_ib; o->dir_ptrs = f->k; o->sb_bytes = f->sb_bytes;
  o->nb_rows = f->nb_rows; o->cb_len = f->cb_len; o->ib_start = sx_ib_start(f);
  o->ib_frozen = f->frozen;
  o->external = f->external;
  o->cb_fill = f->b_cb ? f->cb_len % f->b_cb : 0;
  return CS_SOK;
}

cs_shape_t cs_stream_shape(cs_pfile *f) { return f ? f->shape : NULL; }

/* elemental.c needs the table to recognise per-VP FILE* handles */
cs_pfile **sx_open_table(int *n) { *n = MAX_OPEN; return g_open; }
