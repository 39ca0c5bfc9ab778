#include "progress.h"

#include <cstdio>
#include <ctime>
#include <unistd.h>

namespace ss {

Progress::Progress(uint64_t total, bool allowed) : total_(total) {
  on_ = allowed && total > 0 && isatty(2);
  start_ = now();
}

double Progress::now() const {
  timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return t.tv_sec + 1e-9 * t.tv_nsec;
}

void Progress::add(uint64_t n) {
  done_ += n;
  if (!on_) return;
  double t = now(), el = t - start_;
  if (!shown_) {
    // Quiet for short jobs: show only once a second has passed and the
    // estimate says the whole job takes more than three.
    if (el < 1.0 || done_ == 0 || el * total_ / done_ < 3.0) return;
    shown_ = true;
  }
  if (t - last_ < 0.2 && done_ < total_) return;
  last_ = t;
  double f = total_ ? (double)done_ / total_ : 1;
  int w = 30, fill = (int)(f * w);
  double eta = done_ ? el * (total_ - done_) / done_ : 0;
  fprintf(stderr, "\r[%.*s%*s] %5.1f%%  %.0f MiB/s  eta %.0fs ", fill, "##############################",
          w - fill, "", 100 * f, done_ / 1048576.0 / (el > 0 ? el : 1), eta);
  fflush(stderr);
}

void Progress::finish() {
  if (shown_) {
    fprintf(stderr, "\r%*s\r", 72, "");
    fflush(stderr);
    shown_ = false;
  }
  on_ = false;
}

}  // namespace ss
