/* stream/worker.h — one background thread that runs one job at a time: the
 * IB superblock writer (ibwrite.c) and the IB read-ahead (ibread.c).
 *
 * The caller fills the job's argument while the worker is idle (after
 * sx_worker_start or sx_worker_wait), posts it, goes on, and waits before it
 * touches what the job uses. What the job leaves in its argument is visible
 * to the caller after sx_worker_wait (the mutex orders it). Local, not
 * collective: each rank has its own workers. */
#ifndef CSTAR_STREAM_WORKER_H
#define CSTAR_STREAM_WORKER_H

#include <pthread.h>

typedef struct sx_worker {
  pthread_t th;
  pthread_mutex_t mu;
  pthread_cond_t cv;
  int busy, quit;
  void (*job)(void *);
  void *arg;
} sx_worker;

/* Starts the thread; 0 on success, -1 (nothing to stop) if it could not. */
int sx_worker_start(sx_worker *w, void (*job)(void *), void *arg);
/* Runs job(arg) once on the thread; the worker must be idle. */
void sx_worker_post(sx_worker *w);
/* Returns when the posted job (if any) has finished. */
void sx_worker_wait(sx_worker *w);
/* Waits for the job, ends and joins the thread. */
void sx_worker_stop(sx_worker *w);

/* Test aid: CSTAR_STREAM_HELPER_DELAY_US=N makes the helper threads sleep N
 * microseconds before each shared job (layer writes, uniform read-ahead), so
 * the program's thread takes most units of the job itself (the sharing paths
 * of ibwrite.c and ibread.c run deterministically in the tests). */
void sx_worker_test_delay(void);

/* Test aid: CSTAR_STREAM_NO_SHARE=1 (nonzero) keeps the program's thread out
 * of the helpers' jobs (layer writes, uniform read-ahead): the helpers do
 * every unit. Read once; the program's thread asks. */
int sx_worker_share_off(void);

#endif
