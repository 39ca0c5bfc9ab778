// The background worker thread (see engine.h).
#include "engine.h"

#include <thread>

namespace pfs {

Engine &Engine::get() {
  // Never destroyed: the worker may still be parked when static destructors
  // run, and atexit flushing needs the engine alive.
  static Engine *e = new Engine();
  return *e;
}

Engine::Engine() {
  std::thread([this] { loop(); }).detach();
}

void Engine::submit(Task *t, bool prefetch) {
  (prefetch ? prefetches_ : writes_).push_back(t);
  work_cv_.notify_one();
}

void Engine::loop() {
  std::unique_lock<std::mutex> lk(mu);
  for (;;) {
    work_cv_.wait(lk, [this] { return !writes_.empty() || !prefetches_.empty(); });
    std::deque<Task *> &q = !writes_.empty() ? writes_ : prefetches_;
    Task *t = q.front();
    q.pop_front();
    bool ran = false;
    if (!t->cancelled) {
      t->started = true;
      lk.unlock();
      t->run();
      lk.lock();
      ran = true;
    }
    t->done(ran);
    delete t;
    done_cv.notify_all();
  }
}

}  // namespace pfs
