// Agreement on errors across the ranks of a collective call: every rank
// returns the same code, with the message of the rank where the cause lies.
#include "internal.h"

#include <algorithm>
#include <cstring>
#include <ctime>

namespace pfs {

// MPICH waits by spinning. In a file layer the wait is often another rank
// finishing a long write or fsync, and with ranks sharing cores (the 2-core
// test VM, any oversubscribed node) the spinner takes CPU from the rank
// doing the I/O and from the kernel's writeback threads: pfs collective
// writes with fsync spent 0.19 s of CPU spinning per 0.4 s, and ran 1.35x
// the wall time of the same writes with sleeping waits (docs/pfs.md,
// "Waiting"). So: test for 50 us (short waits stay fast), then sleep an
// eighth of the time waited so far, at most 500 us -- the wake-up lag is
// bounded by 1/8 of the wait and 0.5 ms (each wake-up costs 10-30 us of
// CPU in MPI_Test under load, so shorter steps cost 5-15% of a core).
int wait_quietly(MPI_Request *req) {
  const int64_t t0 = now_ns();
  for (;;) {
    int done = 0;
    if (MPI_Test(req, &done, MPI_STATUS_IGNORE) != MPI_SUCCESS) return MPI_ERR_OTHER;
    if (done) return MPI_SUCCESS;
    int64_t waited = now_ns() - t0;
    if (waited < 50000) continue;
    int64_t ns = std::min<int64_t>(waited / 8, 500000);
    timespec d = {0, (long)ns};
    nanosleep(&d, nullptr);
  }
}

// The same wait for a message to arrive (the ionode driver's replies: the
// node is reading or fsyncing meanwhile, maybe on the core we would spin on).
int probe_quietly(int src, int tag, MPI_Comm comm, MPI_Status *st) {
  const int64_t t0 = now_ns();
  for (;;) {
    int flag = 0;
    if (MPI_Iprobe(src, tag, comm, &flag, st) != MPI_SUCCESS) return MPI_ERR_OTHER;
    if (flag) return MPI_SUCCESS;
    int64_t waited = now_ns() - t0;
    if (waited < 50000) continue;
    timespec d = {0, (long)std::min<int64_t>(waited / 8, 500000)};
    nanosleep(&d, nullptr);
  }
}

int barrier_quietly(MPI_Comm comm) {
  MPI_Request r;
  int e = MPI_Ibarrier(comm, &r);
  return e != MPI_SUCCESS ? e : wait_quietly(&r);
}

int allreduce_quietly(const void *in, void *out, int count, MPI_Datatype type, MPI_Op op, MPI_Comm comm) {
  MPI_Request r;
  int e = MPI_Iallreduce(in, out, count, type, op, comm, &r);
  return e != MPI_SUCCESS ? e : wait_quietly(&r);
}

int agree(MPI_Comm comm, int status) {
  int nranks = 1, rank = 0;
  MPI_Comm_size(comm, &nranks);
  MPI_Comm_rank(comm, &rank);
  if (nranks == 1) return status;
  struct { int ok; int rank; } in = {status == PFS_OK ? 1 : 0, rank}, out;
  if (allreduce_quietly(&in, &out, 1, MPI_2INT, MPI_MINLOC, comm) != MPI_SUCCESS)
    return fail(PFS_EMPI, "MPI_Allreduce failed while agreeing on a pfs status");
  if (out.ok == 1) return PFS_OK;
  // Lowest failing rank tells everyone its code and message.
  char buf[2048];
  int code = status;
  if (rank == out.rank) snprintf(buf, sizeof buf, "%s", last_message().c_str());
  int hdr[1] = {code};
  MPI_Bcast(hdr, 1, MPI_INT, out.rank, comm);
  MPI_Bcast(buf, sizeof buf, MPI_CHAR, out.rank, comm);
  buf[sizeof buf - 1] = 0;
  if (rank != out.rank || nranks > 1) {
    std::string m = buf;
    if (m.compare(0, 5, "rank ") != 0) m = "rank " + std::to_string(out.rank) + ": " + m;
    set_message(hdr[0], m);
  }
  return hdr[0];
}

}  // namespace pfs
