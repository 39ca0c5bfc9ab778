// Agreement on errors across the ranks of a collective call: every rank
// returns the same code, with the message of the rank where the cause lies.
#include "internal.h"

#include <cstring>

namespace pfs {

int agree(MPI_Comm comm, int status) {
  int nranks = 1, rank = 0;
  MPI_Comm_size(comm, &nranks);
  MPI_Comm_rank(comm, &rank);
  if (nranks == 1) return status;
  struct { int ok; int rank; } in = {status == PFS_OK ? 1 : 0, rank}, out;
  if (MPI_Allreduce(&in, &out, 1, MPI_2INT, MPI_MINLOC, comm) != MPI_SUCCESS)
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
