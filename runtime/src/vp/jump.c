/* vp/jump.c — setjmp/longjmp around with and where.
 *
 * A longjmp out of a `with`, `where` or `everywhere` (an error handler
 * deep in scalar code jumping back to a setjmp in main) skips their ends, so
 * the context stack kept the abandoned entries: after the jump, parallel
 * functions and where statements ran under the mask of the where left
 * behind (and the stack grew with every jump). The generated C notes the
 * depth at each setjmp (cs_jmp_mark, keyed by the jmp_buf) and longjmp cuts
 * the stack back to it first. LOCAL: scalar control flow is replicated. */
#include <setjmp.h>

#include "vp/internal.h"

#define MARKS 64
static struct { const void *env; int depth; } g_mark[MARKS];
static unsigned g_next;

void cs_jmp_mark(const void *env) {
  int d = cs_context_depth();
  for (int i = 0; i < MARKS; i++)
    if (g_mark[i].env == env) {
      g_mark[i].depth = d;
      return;
    }
  unsigned k = g_next++ % MARKS; /* more live jmp_bufs than that: the oldest goes */
  g_mark[k].env = env;
  g_mark[k].depth = d;
}

static void cut_for(const void *env) {
  for (int i = 0; i < MARKS; i++)
    if (g_mark[i].env == env) cs_context_cut(g_mark[i].depth);
}

void cs_lower_longjmp(struct __jmp_buf_tag *env, int v) {
  cut_for(env);
  longjmp(env, v);
}

void cs_lower_siglongjmp(struct __jmp_buf_tag *env, int v) {
  cut_for(env);
  siglongjmp(env, v);
}
