// The per-process background I/O thread of the local driver: one worker,
// two queues. Write-behind tasks go first (they hold memory and durability);
// prefetch tasks run only when no write is queued. Demand reads never wait
// here: they run on the caller's thread, and a demand read that wants a
// block whose prefetch has not started cancels it (PDIOL, TIP).
#ifndef CSTAR_PFS_ENGINE_H
#define CSTAR_PFS_ENGINE_H

#include <condition_variable>
#include <deque>
#include <mutex>

namespace pfs {

struct Task {
  virtual ~Task() {}
  // Runs on the worker without the engine lock held.
  virtual void run() = 0;
  // Runs on the worker with the lock held, after run() (or instead of it
  // when cancelled). Must not throw; the engine deletes the task afterwards.
  virtual void done(bool ran) = 0;
  bool cancelled = false;  // set under the lock; a cancelled task is skipped
  bool started = false;    // set under the lock when the worker takes it
};

class Engine {
 public:
  static Engine &get();
  std::mutex mu;                  // guards every local-driver file's shared state too
  std::condition_variable done_cv;  // signalled whenever a task completes
  void submit(Task *t, bool prefetch);  // caller holds mu
 private:
  Engine();
  void loop();
  std::condition_variable work_cv_;
  std::deque<Task *> writes_, prefetches_;
};

}  // namespace pfs
#endif
