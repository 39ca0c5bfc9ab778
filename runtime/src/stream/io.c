/* stream/io.c — the data path from Stream* to the parallel file layer (pfs.h).
 * Everything Stream* moves goes through these few functions, so swapping the
 * file layer or its transfer style is a change here only. */
#include "stream/internal.h"

int sx_io_err(int pst, const char *what, const char *name) {
  if (pst == PFS_OK) return CS_SOK;
  return sx_err(pst == PFS_ENOENT ? CS_SENOENT : pst == PFS_ENOMEM ? CS_SENOMEM : CS_SEIO,
                "%s: %s: %s", name, what, pfs_errmsg()[0] ? pfs_errmsg() : pfs_strerror(pst));
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
