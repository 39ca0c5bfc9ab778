/* stream/io.c — the data path from Stream* to the parallel file layer (pfs.h).
 * Everything Stream* moves goes through these few functions, so swapping the
 * file layer or its transfer style is a change here only. */
#include "stream/internal.h"

#include <errno.h>

/* The file layer folds disk full, quota and the file size limit into
 * PFS_ENOSPC; its message keeps strerror's words, so C's errno (EFBIG for
 * `ulimit -f`, ENOSPC otherwise) is told apart here, from `msg`, the
 * failing call's pfs_errmsg(). The Stream* status of a file-layer status. */
int sx_io_status(int pst, const char *msg) {
  if (pst == PFS_OK) return CS_SOK;
  if (pst == PFS_ENOSPC) return strstr(msg, strerror(EFBIG)) ? CS_SEFBIG : CS_SENOSPC;
  if (pst == PFS_EACCES) return CS_SEACCES; /* C's fopen in a read-only directory: EACCES */
  return pst == PFS_ENOENT ? CS_SENOENT : pst == PFS_ENOMEM ? CS_SENOMEM : CS_SEIO;
}

/* The same for a C library call's errno (the metafiles: sx_write_atomic). */
int sx_errno_status(int e) {
  switch (e) {
    case EACCES: case EPERM: case EROFS: return CS_SEACCES;
    case EFBIG: return CS_SEFBIG;
    case ENOSPC: case EDQUOT: return CS_SENOSPC;
    case ENOMEM: return CS_SENOMEM;
    default: return CS_SEIO;
  }
}

int sx_io_err(int pst, const char *what, const char *name) {
  if (pst == PFS_OK) return CS_SOK;
  return sx_err(sx_io_status(pst, pfs_errmsg()), "%s: %s: %s", name, what,
                pfs_errmsg()[0] ? pfs_errmsg() : pfs_strerror(pst));
}

/* This rank's slice of a regular-segment row is one contiguous piece (block
 * distribution), so a "collective" NB/CB transfer is one piece per rank.
 * By default the piece goes by an independent transfer even in a collective
 * operation: then every byte of the file is only ever written by the rank that
 * owns it, so a later independent IB write of a VP's bytes can never be
 * overtaken by an aggregator's write-behind of an earlier collective one.
 * stream-collective=1 uses pfs_write_all/read_all instead (for drivers where
 * aggregation pays) — the pfs layer then orders them as its visibility rules say. */
int sx_io_write_slice(cs_pfile *f, uint64_t off, const void *buf, size_t len, int collective) {
  int st;
  if (collective && f->cfg.collective) {
    pfs_piece pc = {(pfs_off)off, len, (void *)buf};
    st = pfs_write_all(f->data, &pc, len ? 1 : 0);
  } else {
    st = len ? pfs_pwrite(f->data, (pfs_off)off, buf, len) : PFS_OK;
  }
  return sx_io_err(st, "write", f->name);
}

int sx_io_read_slice(cs_pfile *f, uint64_t off, void *buf, size_t len, int collective) {
  int st;
  if (collective && f->cfg.collective) {
    pfs_piece pc = {(pfs_off)off, len, buf};
    st = pfs_read_all(f->data, &pc, len ? 1 : 0);
  } else {
    size_t got;
    st = len ? pfs_pread(f->data, (pfs_off)off, buf, len, &got) : PFS_OK;
  }
  if (st == PFS_EEOF) st = PFS_OK; /* sparse files: bytes past the end read as zero */
  return sx_io_err(st, "read", f->name);
}

int sx_io_pwrite(pfs_file *pf, uint64_t off, const void *buf, size_t len) {
  return len ? pfs_pwrite(pf, (pfs_off)off, buf, len) : PFS_OK;
}

int sx_io_pread(pfs_file *pf, uint64_t off, void *buf, size_t len) {
  size_t got;
  int st = len ? pfs_pread(pf, (pfs_off)off, buf, len, &got) : PFS_OK;
  return st == PFS_EEOF ? PFS_OK : st;
}
