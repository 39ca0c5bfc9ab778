// streamstar: a progress bar on stderr, only on a terminal and only for jobs
// that will take more than a few seconds (decided after the first second).
#ifndef STREAMSTAR_PROGRESS_H
#define STREAMSTAR_PROGRESS_H

#include <cstdint>

namespace ss {

class Progress {
 public:
  Progress(uint64_t total, bool allowed);  // allowed: rank 0 and not --no-progress
  ~Progress() { finish(); }
  void add(uint64_t n);
  void finish();

 private:
  double now() const;
  uint64_t total_, done_ = 0;
  bool on_ = false, shown_ = false;
  double start_, last_ = 0;
};

}  // namespace ss

#endif
