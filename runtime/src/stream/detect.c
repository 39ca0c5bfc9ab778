/* stream/detect.c — the mode reduction (thesis 3.6.2). Each rank brings the
 * mode its own VPs allow (its current mode, all-active status, stride test,
 * local uniformity) and the range of bytes-per-VP and positions of its active
 * VPs; one MPI_Allreduce(MAX) of six integers gives every rank the same
 * answer and doubles as the synchronisation of the collective transfer. */
#include <limits.h>

#include "stream/internal.h"

int sx_agree(cs_pfile *f, int local_mode, int64_t nlo, int64_t nhi, int64_t plo, int64_t phi,
             sx_vote *out) {
  if (local_mode < f->mode) local_mode = f->mode;
  if (local_mode < f->cfg.force) local_mode = f->cfg.force;
  int64_t v[6] = {local_mode, f->frozen, nhi, nlo == INT64_MAX ? INT64_MIN : -nlo, phi,
                  plo == INT64_MAX ? INT64_MIN : -plo};
  if (f->nranks > 1) {
    MPI_Allreduce(MPI_IN_PLACE, v, 6, MPI_INT64_T, MPI_MAX, f->comm);
    f->st.reductions++;
  }
  out->mode = (int)v[0];
  out->frozen = (int)v[1];
  out->n = v[2];
  out->pos = v[4];
  /* no active VP anywhere: treat as uniform zero-byte transfer */
  out->none = v[2] == INT64_MIN;
  if (v[2] == INT64_MIN) { out->n = 0; v[2] = v[3] = 0; }
  if (v[4] == INT64_MIN) { out->pos = 0; v[4] = v[5] = 0; }
  out->uniform = (v[2] == -v[3]) && (v[4] == -v[5]);
  if (!out->uniform) out->mode = CS_MODE_IB;
  if (out->frozen) sx_freeze(f); /* learnt from a rank that began IB in an elemental op */
  return CS_SOK;
}
