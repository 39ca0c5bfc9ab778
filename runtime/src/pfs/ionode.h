// The ionode protocol: compute ranks talk to I/O-node ranks over two
// communicators (dups of MPI_COMM_WORLD): CTRL carries small request and
// reply messages, DATA carries bulk bytes, so a large transfer never sits in
// front of a control message (PDIOL's split channels).
//
// A request is an array of int64: {op, a, b, c, d, e, nbytes} followed by
// nbytes of payload (a path, or an extent list). A reply is
// {status, value, msglen} followed by the message text.
// Target t of a file is served by I/O node t % K.
#ifndef CSTAR_PFS_IONODE_H
#define CSTAR_PFS_IONODE_H

#include "internal.h"

namespace pfs {

enum IoOp : int64_t {
  IO_OPEN = 1,      // a=flags(create|trunc|write bits) b=expected size (-1) payload=path -> value=handle
  IO_CLOSE = 2,     // a=handle
  IO_WRITE = 3,     // a=handle b=off c=len ; data follows on DATA (no reply: write-behind)
  IO_READ = 4,      // a=handle b=off c=len -> value=got ; data follows on DATA
  IO_FLUSH = 5,     // a=handle -> status of all writes so far
  IO_FSYNC = 6,     // a=handle
  IO_SIZE = 7,      // a=handle -> value=size of the stripe file (incl. queued writes)
  IO_TRUNC = 8,     // a=handle b=size
  IO_COLL = 9,      // a=collective key b=participants c=write? d=n extents; payload=extents
  IO_SHUTDOWN = 10, // this compute rank is done
  IO_STATS = 11     // a=handle -> value=bytes of collective reads answered with prebuilt packets
};
// OPEN_NOPREFETCH: the file's configuration has prefetch off (no read-ahead
// or collective prefetch at the node for this handle).
enum { OPEN_CREATE = 1, OPEN_TRUNC = 2, OPEN_WRITE = 4, OPEN_NOPREFETCH = 8 };
enum { TAG_REQ = 1, TAG_REP = 2, TAG_WDATA = 3, TAG_RDATA = 4 };
const int kReqWords = 7;

// Extent of a collective request: handle on this I/O node, offset, length.
// A compute rank sends its extents in its own buffer order; for a write the
// data follow on DATA packed in that order; for a read the node replies with
// the bytes packed in that order.
struct CollExtent {
  int64_t handle, off, len;
};

struct IoComms {
  MPI_Comm ctrl = MPI_COMM_NULL, data = MPI_COMM_NULL;
  std::vector<int> ionodes;  // world ranks of the I/O nodes
  int ncompute = 0;
};
IoComms &io_comms();

// I/O-node side: serves until every compute rank sent IO_SHUTDOWN.
int ionode_serve(const pfs_config &cfg);

}  // namespace pfs
#endif
