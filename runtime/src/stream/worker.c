/* stream/worker.c — see worker.h. */
#include "stream/worker.h"

#include <stdatomic.h>
#include <stdlib.h>
#include <unistd.h>

static void *worker_main(void *arg) {
  sx_worker *w = arg;
  pthread_mutex_lock(&w->mu);
  for (;;) {
    while (!w->busy && !w->quit) pthread_cond_wait(&w->cv, &w->mu);
    if (!w->busy) break;
    pthread_mutex_unlock(&w->mu);
    w->job(w->arg); /* without the lock: the caller does not touch the job's data meanwhile */
    pthread_mutex_lock(&w->mu);
    w->busy = 0;
    pthread_cond_broadcast(&w->cv);
  }
  pthread_mutex_unlock(&w->mu);
  return NULL;
}

int sx_worker_start(sx_worker *w, void (*job)(void *), void *arg) {
  w->busy = w->quit = 0;
  w->job = job;
  w->arg = arg;
  pthread_mutex_init(&w->mu, NULL);
  pthread_cond_init(&w->cv, NULL);
  if (pthread_create(&w->th, NULL, worker_main, w) == 0) return 0;
  pthread_mutex_destroy(&w->mu);
  pthread_cond_destroy(&w->cv);
  return -1;
}

void sx_worker_post(sx_worker *w) {
  pthread_mutex_lock(&w->mu);
  w->busy = 1;
  pthread_cond_broadcast(&w->cv);
  pthread_mutex_unlock(&w->mu);
}

void sx_worker_wait(sx_worker *w) {
  pthread_mutex_lock(&w->mu);
  while (w->busy) pthread_cond_wait(&w->cv, &w->mu);
  pthread_mutex_unlock(&w->mu);
}

void sx_worker_stop(sx_worker *w) {
  pthread_mutex_lock(&w->mu);
  while (w->busy) pthread_cond_wait(&w->cv, &w->mu);
  w->quit = 1;
  pthread_cond_broadcast(&w->cv);
  pthread_mutex_unlock(&w->mu);
  pthread_join(w->th, NULL);
  pthread_mutex_destroy(&w->mu);
  pthread_cond_destroy(&w->cv);
}

/* Called by the helpers of every open file, each on its own thread: two of
 * them starting their first job together both set the cached value, so it
 * is atomic (a plain static was a data race, benign on x86 but undefined). */
void sx_worker_test_delay(void) {
  static _Atomic long cached = -1;
  long us = atomic_load_explicit(&cached, memory_order_relaxed);
  if (us < 0) {
    const char *e = getenv("CSTAR_STREAM_HELPER_DELAY_US");
    us = e && atol(e) > 0 ? atol(e) : 0;
    atomic_store_explicit(&cached, us, memory_order_relaxed);
  }
  if (us > 0) usleep((useconds_t)us);
}

int sx_worker_share_off(void) {
  static int v = -1;
  if (v < 0) v = getenv("CSTAR_STREAM_NO_SHARE") && atoi(getenv("CSTAR_STREAM_NO_SHARE"));
  return v;
}
