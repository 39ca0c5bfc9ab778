/* stream/elemental.c — per-VP (elemental) file operations: formatted I/O,
 * characters, lines, and the scalar stdio calls made on a parallel file from
 * inside an elemental function. Each acts on one VP's stream and switches this
 * rank to IB at once, with no communication (thesis 3.6.4, 3.7); the other
 * ranks follow at the next collective operation's reduction. */
#define _GNU_SOURCE
#include <errno.h>
#include <stdio.h>
#include <stdio_ext.h>
#include <stdlib.h>
#include <string.h>

#include "stream/internal.h"
#include "stream/vpfast.h"

cs_pfile **sx_open_table(int *n);

static int prep(cs_pfile *f, long i) {
  if (!f || !sx_is_open(f) || i < 0 || i >= f->nlocal) { /* NULL, or closed already: EOF */
    /* errno and one line (sx_report prints a repeated line once); a NULL f
     * with i == -1 is the handle of a closed file (cs_vpfile's bad_closed;
     * it was i == 1, which a NULL file's own VP 1 also is, so a call on a
     * NULL file printed "not open (closed already?)" too) */
    if (f ? !sx_is_open(f) : i == -1) sx_not_open("per-VP call");
    else if (!f) sx_report("per-VP call", NULL, sx_err(CS_SEINVAL, "a per-VP call on a NULL parallel file"));
    else errno = EINVAL;
    return -1;
  }
  int st = sx_shape_mismatch(f, "per-VP call"); /* another shape's VP i is not this file's VP i */
  if (st) { sx_report("per-VP stdio", f->name, st); return -1; }
  if (f->mode != CS_MODE_IB) sx_enter_ib(f, 0);
  else sx_materialize_all(f);
  return 0;
}

static uint64_t put(cs_pfile *f, long i, const void *b, uint64_t n) { return sx_vp_write(f, i, b, n); }

/* How much of a read-ahead of up to `want` bytes to take from VP i's stream
 * in one piece: up to the end of the IB block its position is in. fscanf's
 * buffer and fgets read ahead of what they consume and then move the
 * position back; a read-ahead across the block end made the VP's current
 * block the next one, so the next call fetched the first one again (text of
 * 10-byte lines in 64-byte blocks: about 5 block fetches per fscanf instead
 * of one every 6 calls). Stopping at the block end keeps the block; the
 * caller asks again for more when the text goes on. Regular segments are
 * read through the row cache, where pieces of 64 bytes cost nothing more. */
static uint64_t ahead(const cs_pfile *f, long i, uint64_t want) {
  uint64_t p = f->pos[i], s = sx_ib_start(f), b = f->b_ib ? f->b_ib : 64;
  uint64_t c = p >= s ? b - (p - s) % b : (s - p < 64 ? s - p : 64);
  return c < want ? c : want;
}

int cs_vfprintf(cs_pfile *f, long i, const char *fmt, va_list ap) {
  int fast = sx_vp_fast_ok(f, i); /* prep would do nothing (vpfast.h) */
  if (!fast && prep(f, i)) return -1;
  char small[512], *b = small;
  va_list aq;
  va_copy(aq, ap);
  int n = vsnprintf(small, sizeof small, fmt, aq);
  va_end(aq);
  if (n < 0) return -1;
  if ((size_t)n >= sizeof small) {
    b = malloc((size_t)n + 1);
    if (!b) return -1;
    vsnprintf(b, (size_t)n + 1, fmt, ap);
  }
  uint64_t w = fast && sx_vp_fast_put(f, i, b, (uint64_t)n) ? (uint64_t)n : put(f, i, b, (uint64_t)n);
  if (b != small) free(b);
  return w == (uint64_t)n ? n : -1;
}

int cs_fprintf(cs_pfile *f, long i, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  int r = cs_vfprintf(f, i, fmt, ap);
  va_end(ap);
  return r;
}

/* fscanf: the scan reads VP i's stream through one stdio cookie stream per
 * process (opened once: no malloc, fmemopen or fclose per call, which
 * dominated the cost of a per-VP fscanf). The cookie feeds the VP's bytes on
 * demand through a small buffer, so a scan may read past what it consumes;
 * what it consumed is the change of ftell (the cookie counts every byte it
 * ever fed; stdio subtracts what is still buffered), the VP's position is
 * set to that, and the buffered rest is purged. */
typedef struct scan_src {
  cs_pfile *f;
  long i;
  uint64_t total; /* bytes fed since the cookie was opened (its "offset") */
  uint64_t fed;   /* bytes fed in this scan */
  int fast;       /* the VP may take the fast read (vpfast.h) */
} scan_src;
static scan_src scan_cur;
static FILE *scan_fp;
static char scan_buf[256];

static ssize_t scan_read(void *c, char *buf, size_t n) {
  scan_src *s = c;
  if (!s->f) return 0;
  if (s->f->npb && s->f->pb[s->i] >= 0) n = 1; /* ungetc's byte first, alone */
  else n = ahead(s->f, s->i, n); /* stdio asks again for more (0 means the end) */
  uint64_t got = n && s->fast && sx_vp_fast_get(s->f, s->i, buf, n) ? n : sx_vp_read(s->f, s->i, buf, n);
  s->fed += got;
  s->total += got;
  return (ssize_t)got;
}

static int scan_seek(void *c, off64_t *off, int whence) { /* only ftell's query */
  scan_src *s = c;
  if (whence != SEEK_CUR || *off != 0) return -1;
  *off = (off64_t)s->total;
  return 0;
}

/* stdio's position in the scan stream: bytes fed less those still unread
 * (see cs_vfscanf). */
static long scan_pos(FILE *fp) {
#ifdef __GLIBC__
  if (!(fp->_flags & 0x0100 /* glibc's _IO_IN_BACKUP (libio.h): reading ungetc's backup area */) &&
      fp->_IO_read_end >= fp->_IO_read_ptr)
    return (long)scan_cur.total - (long)(fp->_IO_read_end - fp->_IO_read_ptr);
#endif
  return ftell(fp);
}

int cs_vfscanf(cs_pfile *f, long i, const char *fmt, va_list ap) {
  int fast = sx_vp_fast_ok(f, i);
  if (!fast && prep(f, i)) return EOF;
  if (!scan_fp) {
    cookie_io_functions_t io = {scan_read, NULL, scan_seek, NULL};
    if (!(scan_fp = fopencookie(&scan_cur, "r", io))) return EOF;
    setvbuf(scan_fp, scan_buf, _IOFBF, sizeof scan_buf);
    /* only the program's thread scans: no stream lock in vfscanf, ftell,
     * feof, clearerr (each took and released it: 8% of a text read) */
    __fsetlocking(scan_fp, FSETLOCKING_BYCALLER);
  }
  uint64_t p0 = f->pos[i];
  uint8_t eof0 = f->eof ? f->eof[i] : 0;
  int pb0 = f->npb ? f->pb[i] : -1;
  scan_cur.f = f;
  scan_cur.i = i;
  scan_cur.fed = 0;
  scan_cur.fast = fast;
  /* The scan starts with stdio's buffer empty (purged after each scan), so
   * stdio's position is what the cookie fed so far; after it, the position
   * is that less what stdio holds unread. With glibc that is its read
   * pointers, unless it is reading ungetc's backup area; then, and without
   * glibc, ftell says (the same value; the cookie's seek answers it). */
  long t0 = (long)scan_cur.total;
  int r = vfscanf(scan_fp, fmt, ap);
  long t1 = scan_pos(scan_fp);
  uint64_t used = t0 >= 0 && t1 >= t0 && (uint64_t)(t1 - t0) <= scan_cur.fed ? (uint64_t)(t1 - t0) : 0;
  /* EOF as glibc sets it: a read of the stream's end (stdio asked and got
   * nothing), not a scan that consumed the last byte without looking past
   * it (fscanf "<%d>" of exactly "<1>" leaves feof 0; it set EOF here);
   * a stream not open for reading gave stdio nothing either, but that is
   * the error indicator alone (sx_vp_read set it), as C's fscanf on a
   * write-only stream leaves feof 0 */
  int at_end = feof_unlocked(scan_fp) && used == scan_cur.fed && f->rd;
  scan_cur.f = NULL;
  __fpurge(scan_fp); /* what stdio buffered beyond the scan belongs to this VP */
  clearerr_unlocked(scan_fp);
  f->pos[i] = p0 + used;
  if (pb0 >= 0 && used == 0 && !(f->npb && f->pb[i] >= 0)) { /* fed to stdio but not consumed */
    if (!f->npb) for (long k = 0; k < f->nlocal; k++) f->pb[k] = -1;
    f->pb[i] = pb0;
    f->npb++;
  }
  if (f->eof) f->eof[i] = eof0;
  if (at_end) sx_set_eof(f, i);
  return r;
}

int cs_fscanf(cs_pfile *f, long i, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  int r = cs_vfscanf(f, i, fmt, ap);
  va_end(ap);
  return r;
}

int cs_fputc(int c, cs_pfile *f, long i) {
  unsigned char ch = (unsigned char)c;
  if (sx_vp_fast_ok(f, i)) {
    if (sx_vp_fast_put(f, i, &ch, 1)) return ch;
  } else if (prep(f, i))
    return EOF;
  return put(f, i, &ch, 1) == 1 ? ch : EOF;
}

int cs_fgetc(cs_pfile *f, long i) {
  if (sx_vp_fast_ok(f, i)) {
    uint64_t a;
    const uint8_t *s = sx_vp_fast_peek(f, i, &a);
    if (s) {
      f->pos[i]++;
      f->st.rd_vp_hits++;
      return *s;
    }
  } else if (prep(f, i))
    return EOF;
  unsigned char ch;
  return sx_vp_read(f, i, &ch, 1) == 1 ? ch : EOF;
}

/* Pushes back one byte (C guarantees one): the position moves back over the
 * byte just read, and when c is another byte it is kept to be read in its
 * place (f->pb; a seek or write discards it, as in C). */
int cs_ungetc(int c, cs_pfile *f, long i) {
  if (c == EOF || prep(f, i) || f->pos[i] == 0 || (f->npb && f->pb[i] >= 0)) return EOF;
  unsigned char was = 0, ch = (unsigned char)c;
  uint64_t p = f->pos[i];
  f->pos[i] = p - 1;
  uint64_t got = sx_vp_read(f, i, &was, 1);
  f->pos[i] = p - 1;
  if (got != 1 || was != ch) {
    if (!f->pb && !(f->pb = malloc(((size_t)f->nlocal + 1) * sizeof *f->pb))) { f->pos[i] = p; return EOF; }
    if (!f->npb) for (long k = 0; k < f->nlocal; k++) f->pb[k] = -1;
    f->pb[i] = ch;
    f->npb++;
  }
  if (f->eof) f->eof[i] = 0;
  return ch;
}

int cs_fputs(const char *s, cs_pfile *f, long i) {
  int fast = sx_vp_fast_ok(f, i);
  if (!fast && prep(f, i)) return EOF;
  uint64_t n = strlen(s);
  if (fast && sx_vp_fast_put(f, i, s, n)) return 1;
  return put(f, i, s, n) == n ? 1 : EOF;
}

/* Reads up to 256 bytes at a time and moves the position back to just after
 * the newline (one call per line instead of one per byte). */
char *cs_fgets(char *s, int n, cs_pfile *f, long i) {
  int fast = sx_vp_fast_ok(f, i);
  if ((!fast && prep(f, i)) || n <= 0) return NULL;
  if (n == 1) { /* room for the terminator only: nothing is read (C; glibc returns s) */
    s[0] = 0;
    return s;
  }
  uint64_t p0 = f->pos[i];
  uint8_t eof0 = f->eof ? f->eof[i] : 0;
  int k = 0;
  while (k < n - 1) {
    uint64_t a;
    const uint8_t *src = fast ? sx_vp_fast_peek(f, i, &a) : NULL;
    if (src) { /* the VP's block holds the next bytes: up to the newline, straight from it */
      uint64_t want = (uint64_t)(n - 1 - k) < a ? (uint64_t)(n - 1 - k) : a;
      const uint8_t *nl = memchr(src, '\n', (size_t)want);
      uint64_t c = nl ? (uint64_t)(nl - src) + 1 : want;
      memcpy(s + k, src, (size_t)c);
      k += (int)c;
      f->pos[i] += c;
      f->st.rd_vp_hits++;
      if (nl) break;
      continue;
    }
    uint64_t want = (uint64_t)(n - 1 - k) < 256 ? (uint64_t)(n - 1 - k) : 256;
    if (!(f->npb && f->pb[i] >= 0)) want = ahead(f, i, want); /* ungetc's byte: sx_vp_read prepends it */
    /* read ahead into a buffer of our own: C's fgets leaves the bytes of s
     * after the terminator as they were (reading into s put the bytes after
     * the newline there; test/Stream/apps16-fgets-tail.cs) */
    char ra[256];
    uint64_t got = sx_vp_read(f, i, ra, want);
    char *nl = memchr(ra, '\n', (size_t)got);
    if (nl) {
      uint64_t c = (uint64_t)(nl - ra) + 1;
      memcpy(s + k, ra, (size_t)c);
      k += (int)c;
      f->pos[i] = p0 + (uint64_t)k;
      if (f->eof) f->eof[i] = eof0; /* the line ended before the stream did */
      break;
    }
    memcpy(s + k, ra, (size_t)got);
    k += (int)got;
    if (got < want) break; /* end of stream (EOF set) or error */
  }
  if (k == 0) return NULL;
  s[k] = 0;
  return s;
}

size_t cs_fwrite1(const void *buf, size_t size, size_t nitems, cs_pfile *f, long i) {
  int fast = sx_vp_fast_ok(f, i);
  if ((!fast && prep(f, i)) || size == 0) return 0;
  if (fast && sx_vp_fast_put(f, i, buf, (uint64_t)size * nitems)) return nitems;
  return (size_t)(put(f, i, buf, (uint64_t)size * nitems) / size);
}

size_t cs_fread1(void *buf, size_t size, size_t nitems, cs_pfile *f, long i) {
  int fast = sx_vp_fast_ok(f, i);
  if ((!fast && prep(f, i)) || size == 0) return 0;
  if (fast && nitems && sx_vp_fast_get(f, i, buf, (uint64_t)size * nitems)) return nitems;
  return (size_t)(sx_vp_read(f, i, buf, (uint64_t)size * nitems) / size);
}

int cs_fseek1(cs_pfile *f, long i, long off, int whence) {
  if (prep(f, i)) return -1;
  int64_t b = whence == SEEK_SET ? 0 : whence == SEEK_CUR ? (int64_t)f->pos[i]
              : whence == SEEK_END ? (int64_t)f->len[i] : -1;
  if (whence != SEEK_SET && whence != SEEK_CUR && whence != SEEK_END) { errno = EINVAL; return -1; }
  if (b + off < 0) { errno = EINVAL; return -1; } /* C: the position is kept */
  sx_drop_pb(f, i);
  f->pos[i] = (uint64_t)(b + off);
  if (f->eof) f->eof[i] = 0;
  return 0;
}

long cs_ftell1(cs_pfile *f, long i) {
  if (!f || i < 0 || i >= f->nlocal) return -1;
  return (long)(f->pos_uni ? f->upos : f->pos[i]);
}
int cs_feof1(cs_pfile *f, long i) { return !f ? 1 : f->eof ? f->eof[i] : 0; } /* NULL: a bad handle's */
int cs_ferror1(cs_pfile *f, long i) { return !f ? 1 : f->err ? f->err[i] : 0; }
void cs_clearerr1(cs_pfile *f, long i) {
  if (!f) return;
  if (f->eof) f->eof[i] = 0;
  if (f->err) f->err[i] = 0;
}

/* ---- per-VP FILE* handles ----------------------------------------------------
 * cs_vpfile(f, i) is a pointer into an array owned by f; a FILE* is one of
 * ours iff it points into such an array (checked against the open-file table,
 * never by reading the FILE*, so a real FILE is never misread). */
typedef struct vph { cs_pfile *f; long i; } vph;

/* The handles an elemental function gets for a NULL or a closed parallel
 * file: every call on them fails (EOF, -1, feof/ferror 1; prep prints why,
 * from i) instead of handing the C library a pointer that is not a FILE (it
 * crashed). */
static vph bad_null = {NULL, 0}, bad_closed = {NULL, -1};

FILE *cs_vpfile(cs_pfile *f, long i) {
  if (!f) return (FILE *)&bad_null;
  if (!sx_is_open(f)) return (FILE *)&bad_closed;
  if (i < 0 || i >= f->nlocal) return NULL;
  if (!f->vph) {
    vph *h = malloc(((size_t)f->nlocal + 1) * sizeof *h);
    if (!h) return NULL;
    for (long k = 0; k < f->nlocal; k++) h[k] = (vph){f, k};
    f->vph = h;
  }
  return (FILE *)&((vph *)f->vph)[i];
}

static vph *as_vph(FILE *fp) {
  if (fp == (FILE *)&bad_null || fp == (FILE *)&bad_closed) return (vph *)fp;
  int n;
  cs_pfile **t = sx_open_table(&n);
  uintptr_t a = (uintptr_t)fp;
  for (int k = 0; k < n; k++) {
    cs_pfile *f = t[k];
    if (!f || !f->vph) continue;
    uintptr_t lo = (uintptr_t)f->vph, hi = lo + (size_t)f->nlocal * sizeof(vph);
    if (a >= lo && a < hi && (a - lo) % sizeof(vph) == 0) return (vph *)fp;
  }
  return NULL;
}

int cs_is_vpfile(FILE *fp) { return as_vph(fp) != NULL; }

int cs_svfprintf(FILE *fp, const char *fmt, va_list ap) {
  vph *h = as_vph(fp);
  if (h) return cs_vfprintf(h->f, h->i, fmt, ap);
  return cs_evfprintf(fp, fmt, ap); /* stdout and written scalar files: in position order */
}
int cs_sfprintf(FILE *fp, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  int r = cs_svfprintf(fp, fmt, ap);
  va_end(ap);
  return r;
}
int cs_sfscanf(FILE *fp, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  vph *h = as_vph(fp);
  int r = h ? cs_vfscanf(h->f, h->i, fmt, ap) : vfscanf(fp, fmt, ap);
  va_end(ap);
  return r;
}
int cs_sfputc(int c, FILE *fp) {
  vph *h = as_vph(fp);
  return h ? cs_fputc(c, h->f, h->i) : cs_efputc(c, fp);
}
int cs_sfgetc(FILE *fp) { vph *h = as_vph(fp); return h ? cs_fgetc(h->f, h->i) : fgetc(fp); }
int cs_sfputs(const char *s, FILE *fp) {
  vph *h = as_vph(fp);
  return h ? cs_fputs(s, h->f, h->i) : cs_efputs(s, fp);
}
char *cs_sfgets(char *s, int n, FILE *fp) { vph *h = as_vph(fp); return h ? cs_fgets(s, n, h->f, h->i) : fgets(s, n, fp); }
size_t cs_sfwrite(const void *b, size_t s, size_t n, FILE *fp) {
  vph *h = as_vph(fp);
  return h ? cs_fwrite1(b, s, n, h->f, h->i) : cs_efwrite(b, s, n, fp);
}
size_t cs_sfread(void *b, size_t s, size_t n, FILE *fp) {
  vph *h = as_vph(fp);
  return h ? cs_fread1(b, s, n, h->f, h->i) : fread(b, s, n, fp);
}
int cs_sfseek(FILE *fp, long off, int whence) {
  vph *h = as_vph(fp);
  return h ? cs_fseek1(h->f, h->i, off, whence) : fseek(fp, off, whence);
}
long cs_sftell(FILE *fp) { vph *h = as_vph(fp); return h ? cs_ftell1(h->f, h->i) : ftell(fp); }
int cs_sfeof(FILE *fp) { vph *h = as_vph(fp); return h ? cs_feof1(h->f, h->i) : feof(fp); }
int cs_sferror(FILE *fp) { vph *h = as_vph(fp); return h ? cs_ferror1(h->f, h->i) : ferror(fp); }
void cs_srewind(FILE *fp) {
  vph *h = as_vph(fp);
  if (!h) { rewind(fp); return; }
  if (cs_fseek1(h->f, h->i, 0, SEEK_SET) == 0 && h->f->err) h->f->err[h->i] = 0; /* C: rewind clears the error */
}
void cs_sclearerr(FILE *fp) { vph *h = as_vph(fp); if (h) cs_clearerr1(h->f, h->i); else clearerr(fp); }
int cs_sungetc(int c, FILE *fp) { vph *h = as_vph(fp); return h ? cs_ungetc(c, h->f, h->i) : ungetc(c, fp); }
int cs_svfscanf(FILE *fp, const char *fmt, va_list ap) {
  vph *h = as_vph(fp);
  return h ? cs_vfscanf(h->f, h->i, fmt, ap) : vfscanf(fp, fmt, ap);
}
int cs_sfflush(FILE *fp) { return !fp || !as_vph(fp) ? fflush(fp) : 0; }

/* getdelim/getline on a VP's stream: byte by byte through cs_fgetc (the
 * VP's buffer makes that cheap), growing *line as getline does. */
ssize_t cs_sgetdelim(char **line, size_t *cap, int delim, FILE *fp) {
  vph *h = as_vph(fp);
  if (!h) return getdelim(line, cap, delim, fp);
  if (!line || !cap) { errno = EINVAL; return -1; }
  size_t n = 0;
  for (;;) {
    int c = cs_fgetc(h->f, h->i);
    if (c == EOF) break;
    if (n + 2 > *cap || !*line) {
      size_t nc = *cap < 64 ? 128 : 2 * *cap;
      char *np = realloc(*line, nc);
      if (!np) { errno = ENOMEM; return -1; }
      *line = np;
      *cap = nc;
    }
    (*line)[n++] = (char)c;
    if (c == delim) break;
  }
  if (n == 0) return -1; /* EOF (or an error: ferror says which) */
  (*line)[n] = '\0';
  return (ssize_t)n;
}
ssize_t cs_sgetline(char **line, size_t *cap, FILE *fp) { return cs_sgetdelim(line, cap, '\n', fp); }

/* A VP's stream has no descriptor of its own; buffering is the runtime's. */
int cs_sfileno(FILE *fp) {
  if (!as_vph(fp)) return fileno(fp);
  errno = EBADF;
  return -1;
}
int cs_ssetvbuf(FILE *fp, char *buf, int mode, size_t size) { return as_vph(fp) ? 0 : setvbuf(fp, buf, mode, size); }
void cs_ssetbuf(FILE *fp, char *buf) { if (!as_vph(fp)) setbuf(fp, buf); }

/* fgetpos/fsetpos on a VP's stream: its position (ftell/fseek) in the
 * fpos_t, the rest of it zero. */
int cs_sfgetpos(FILE *fp, fpos_t *pos) {
  vph *h = as_vph(fp);
  if (!h) return fgetpos(fp, pos);
  long p = cs_ftell1(h->f, h->i);
  if (p < 0) return -1;
  memset(pos, 0, sizeof *pos);
  memcpy(pos, &p, sizeof p < sizeof *pos ? sizeof p : sizeof *pos);
  return 0;
}
int cs_sfsetpos(FILE *fp, const fpos_t *pos) {
  vph *h = as_vph(fp);
  if (!h) return fsetpos(fp, pos);
  long p = 0;
  memcpy(&p, pos, sizeof p < sizeof *pos ? sizeof p : sizeof *pos);
  return cs_fseek1(h->f, h->i, p, SEEK_SET);
}
int cs_sfclose(FILE *fp) {
  if (!as_vph(fp)) return fclose(fp);
  errno = EBADF;
  return EOF;
}

void cs_sflockfile(FILE *fp) { if (!as_vph(fp)) flockfile(fp); }
void cs_sfunlockfile(FILE *fp) { if (!as_vph(fp)) funlockfile(fp); }
int cs_sftrylockfile(FILE *fp) { return as_vph(fp) ? 0 : ftrylockfile(fp); }
void cs_s__fpurge(FILE *fp) {
  vph *h = as_vph(fp);
  if (!h) { __fpurge(fp); return; }
  if (h->f && h->f->npb) sx_drop_pb(h->f, h->i);
}
FILE *cs_sfreopen(const char *name, const char *mode, FILE *fp) {
  if (!as_vph(fp)) return freopen(name, mode, fp);
  errno = EBADF;
  return NULL;
}
