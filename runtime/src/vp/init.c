/* vp/init.c — start-up, shut-down, runtime options and fatal errors.
 *
 * cs_init may be called when MPI is already initialised (a test harness or a
 * program that embeds the runtime); then cs_finalize leaves MPI running too,
 * so whoever initialised MPI finalises it. */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <signal.h>
#include <sys/resource.h>
#include <unistd.h>

#include "cstar/pfs.h"
#include "cstar/stream.h"
#include "vp/internal.h"

static MPI_Comm g_comm = MPI_COMM_NULL;
static int g_rank = 0, g_nranks = 1;
static int g_we_initialised_mpi = 0;
static int g_pfs_inited = 0; /* this process ran pfs_init (so pfs_finalize at the end) */
static int g_finalized = 0;  /* cs_finalize has run (atexit handlers may still print) */

/* --cstar-NAME=VALUE flags taken from argv, kept for cs_getopt. */
#define MAX_OPTS 64
static char *g_opts[MAX_OPTS];
static int g_nopts = 0;

#define MAX_HOOKS 32
static void (*g_hooks[MAX_HOOKS])(void);
static int g_nhooks = 0;

int cs_finalized(void) { return g_finalized; }

/* C* code reached while the runtime never started: the program's main() is
 * not a C* main (a plain C file or object linked with the .cs files, as when
 * porting a C driver that calls a C* kernel).  The generated main of a .cs
 * file starts MPI and makes the file-scope shapes; without it the first
 * `with` or parallel variable found a null shape and said "no shape is
 * current", which named the wrong cause.  MPI is not running, so each process
 * decides alone: the one mpiexec numbers 0 (or a process run without
 * mpiexec) prints. */
void cs_require_started(const char *file, int line) {
  if (g_comm != MPI_COMM_NULL || g_finalized) return;
  const char *r = getenv("PMI_RANK");
  if (!r) r = getenv("OMPI_COMM_WORLD_RANK");
  if (!r || strcmp(r, "0") == 0) {
    if (file && line > 0) fprintf(stderr, "%s:%d: error: ", file, line);
    else fprintf(stderr, "cstar runtime: error: ");
    fprintf(stderr, "C* code runs but the C* runtime was never started: the program's main() is not in a .cs "
                    "file (a plain C main was linked); put main in a .cs file (or compile its file with "
                    "'cstar -x cstar'), so that it starts the runtime and its scalar code runs once\n");
  }
  fflush(stderr);
  exit(1);
}

MPI_Comm cs_mpi_comm(void) {
  if (g_comm == MPI_COMM_NULL && g_finalized)
    cs_die("parallel code or communication after the program ended (in an atexit handler, or after exit): "
           "the runtime is finalized; only scalar code and output may run there");
  if (g_comm == MPI_COMM_NULL) cs_require_started(NULL, 0);
  return g_comm;
}

int cs_rank(void) { return g_rank; }
int cs_nranks(void) { return g_nranks; }
double cs_wtime(void) { return MPI_Wtime(); }

void *cs_xmalloc(size_t n) {
  void *p = malloc(n ? n : 1);
  if (!p) cs_die("out of memory allocating %zu bytes", n);
  return p;
}

void *cs_xrealloc(void *p, size_t n) {
  void *q = realloc(p, n ? n : 1);
  if (!q) cs_die("out of memory allocating %zu bytes", n);
  return q;
}

/* Removes --cstar-* arguments so the program's own argv parsing never sees them. */
static void take_runtime_flags(int *argc, char ***argv) {
  if (!argc || !argv || !*argv) return;
  int out = 1;
  for (int i = 1; i < *argc; i++) {
    char *a = (*argv)[i];
    if (strncmp(a, "--cstar-", 8) == 0) {
      if (g_nopts < MAX_OPTS) g_opts[g_nopts++] = a + 8;
      continue;
    }
    (*argv)[out++] = a;
  }
  if (out < *argc) (*argv)[out] = NULL;
  *argc = out;
}

/* --cstar-help lists the run options and exits; an unknown --cstar-NAME (a
 * typo was ignored silently) or a bad --cstar-stream-* value or
 * CSTAR_STREAM_* variable stops the program before it runs, as bad
 * --cstar-pfs-* flags do, rather than failing every fopen. Every rank has
 * the same argv and environment, so rank 0 speaks for all. */
static void check_runtime_flags(void) {
  for (int i = 0; i < g_nopts; i++)
    if (!strcmp(g_opts[i], "help")) {
      if (g_rank == 0) {
        printf("Run options of a cstar program (--cstar-NAME=VALUE, or the environment variable\n"
               "CSTAR_NAME with NAME upper-cased and '-' as '_'; sizes take k, m, g):\n");
        cs_stream_option_help(stdout);
        printf("  --cstar-pfs-KEY=VALUE   the parallel file layer (driver, targets, stripe-unit, ionodes,\n"
               "                          write-behind, prefetch, window, buffer budget: docs/pfs.md)\n");
      }
      cs_finalize();
      exit(0);
    }
  for (int i = 0; i < g_nopts; i++)
    if (!cs_stream_option_known(g_opts[i]))
      cs_fatal_replicated(NULL, 0, "unknown option --cstar-%.*s (--cstar-help lists the run options)",
                          (int)strcspn(g_opts[i], "="), g_opts[i]);
  if (cs_stream_check_options() != CS_SOK) cs_fatal_replicated(NULL, 0, "%s", cs_stream_errmsg());
}

/* A bad --cstar-pfs-* flag or CSTAR_PFS_* variable (or an ionodes count
 * the job's size cannot take) is found alike by every rank -- same argv,
 * environment and size -- so WORLD rank 0 prints it, once; all abort. */
__attribute__((noreturn)) static void die_now(void);
__attribute__((noreturn)) static void die_pfs_config(void) {
  int r = 0;
  MPI_Comm_rank(MPI_COMM_WORLD, &r);
  if (r == 0) cs_die("%s", pfs_errmsg());
  die_now();
}

/* MPICH writes a shared-memory file of several MiB in MPI_Init: under a
 * small `ulimit -f` the process was killed by SIGXFSZ before any C* code
 * ran ("signal 25", nothing named). While MPI starts, a handler says why
 * (async-signal-safe: write and _exit only) in the process that wrote it. */
static void xfsz_at_start(int sig) {
  (void)sig;
  static const char m[] = "cstar: MPI_Init exceeded the file size limit (ulimit -f / RLIMIT_FSIZE): MPI writes a "
                          "shared-memory file of several MiB at start-up; raise the limit to at least 8 MiB "
                          "(ulimit -f 8192)\n";
  ssize_t w = write(2, m, sizeof m - 1);
  (void)w;
  _exit(1);
}

void cs_init(int *argc, char ***argv) {
  int inited = 0;
  MPI_Initialized(&inited);
  if (!inited) {
    struct rlimit rl;
    struct sigaction old, sa;
    int guard = getrlimit(RLIMIT_FSIZE, &rl) == 0 && rl.rlim_cur != RLIM_INFINITY &&
                sigaction(SIGXFSZ, NULL, &old) == 0 && !(old.sa_flags & SA_SIGINFO) && old.sa_handler == SIG_DFL;
    if (guard) {
      memset(&sa, 0, sizeof sa);
      sa.sa_handler = xfsz_at_start;
      sigaction(SIGXFSZ, &sa, NULL);
    }
    /* FUNNELED: the pfs layer may run a background thread that does no MPI. */
    int provided;
    MPI_Init_thread(argc, argv, MPI_THREAD_FUNNELED, &provided);
    if (guard) sigaction(SIGXFSZ, &old, NULL);
    g_we_initialised_mpi = 1;
  }
  if (g_comm == MPI_COMM_NULL) {
    /* The file layer first: its --cstar-pfs-* flags (also the two-word
     * "--cstar-pfs-KEY VALUE" form) leave argv, and with the ionode driver
     * the last K ranks of WORLD become I/O nodes that serve until the compute
     * ranks finish, then exit here without running the program. Everything
     * the runtime does afterwards uses the compute communicator. */
    pfs_config c;
    MPI_Comm compute = MPI_COMM_WORLD;
    int is_io = 0;
    if (pfs_config_load(&c, argc, argv) != PFS_OK) die_pfs_config();
    if (pfs_init(&c, &compute, &is_io) != PFS_OK) {
      if (!is_io) die_pfs_config(); /* a compute rank: only the ionodes count check */
      cs_die("%s", pfs_errmsg());
    }
    g_pfs_inited = 1;
    if (is_io) {
      if (g_we_initialised_mpi) MPI_Finalize();
      exit(0);
    }
    if (compute == MPI_COMM_WORLD) MPI_Comm_dup(MPI_COMM_WORLD, &g_comm);
    else g_comm = compute; /* pfs_init's own split of WORLD: ours to free */
  }
  MPI_Comm_rank(g_comm, &g_rank);
  MPI_Comm_size(g_comm, &g_nranks);
  take_runtime_flags(argc, argv);
  check_runtime_flags();
}

void cs_atfinalize(void (*fn)(void)) {
  if (g_nhooks >= MAX_HOOKS) cs_die("too many cs_atfinalize hooks");
  g_hooks[g_nhooks++] = fn;
}

void cs_finalize(void) {
  if (g_comm != MPI_COMM_NULL) cs_elem_flush(); /* output of elemental functions not yet printed */
  /* Hooks run last-registered first (files close before the layer below them). */
  while (g_nhooks > 0) g_hooks[--g_nhooks]();
  fflush(stdout);
  fflush(stderr);
  if (g_pfs_inited) { /* closes what Stream* left open, releases the I/O nodes */
    if (pfs_finalize() != PFS_OK) fprintf(stderr, "cstar runtime: error: %s\n", pfs_errmsg());
    g_pfs_inited = 0;
  }
  if (g_comm != MPI_COMM_NULL) {
    MPI_Barrier(g_comm);
    MPI_Comm_free(&g_comm);
    g_comm = MPI_COMM_NULL;
    g_finalized = 1;
  }
  if (g_we_initialised_mpi) {
    int fin = 0;
    MPI_Finalized(&fin);
    if (!fin) MPI_Finalize();
  }
}

/* Option lookup: command line (--cstar-name=value) > environment
 * (CSTAR_NAME, upper-cased, '-' -> '_') > NULL (caller's default). A bare
 * flag --cstar-name yields "1". */
const char *cs_getopt(const char *name) {
  size_t n = strlen(name);
  for (int i = g_nopts - 1; i >= 0; i--) {
    const char *o = g_opts[i];
    if (strncmp(o, name, n) == 0) {
      if (o[n] == '=') return o + n + 1;
      if (o[n] == 0) return "1";
    }
  }
  char env[128] = "CSTAR_";
  size_t k = 6;
  for (size_t i = 0; i < n && k + 1 < sizeof env; i++) {
    char c = name[i];
    env[k++] = (c == '-') ? '_' : (c >= 'a' && c <= 'z') ? (char)(c - 'a' + 'A') : c;
  }
  env[k] = 0;
  return getenv(env);
}

static void vreport(const char *file, int line, const char *fmt, va_list ap) {
  fflush(stdout);
  char msg[1024];
  vsnprintf(msg, sizeof msg, fmt, ap);
  if (file && line > 0)
    fprintf(stderr, "%s:%d: error: %s\n", file, line, msg);
  else if (file)
    fprintf(stderr, "%s: error: %s\n", file, msg);
  else
    fprintf(stderr, "cstar runtime: error: %s\n", msg);
  fflush(stderr);
}

__attribute__((noreturn)) static void die_now(void) {
  int inited = 0, fin = 0;
  MPI_Initialized(&inited);
  MPI_Finalized(&fin);
  /* Give mpiexec time to forward the message before MPI_Abort tears the job
   * down (otherwise it is sometimes lost); this is the error path only. */
  struct timespec ts = {0, 300 * 1000 * 1000};
  nanosleep(&ts, NULL);
  if (inited && !fin) MPI_Abort(MPI_COMM_WORLD, 1);
  /* after MPI_Finalize we may be inside an atexit handler, where calling exit
   * again is undefined behaviour */
  if (fin) {
    fflush(NULL);
    _exit(1);
  }
  exit(1);
}

void cs_fatal(const char *file, int line, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  vreport(file, line, fmt, ap);
  va_end(ap);
  die_now();
}

/* Every rank detects a replicated error identically, so only rank 0 (or a
 * rank before MPI is up) prints it; all ranks then abort as cs_fatal does. */
void cs_fatal_replicated(const char *file, int line, const char *fmt, ...) {
  int inited = 0, fin = 0;
  MPI_Initialized(&inited);
  MPI_Finalized(&fin);
  if (!inited || fin || cs_rank() == 0) {
    va_list ap;
    va_start(ap, fmt);
    vreport(file, line, fmt, ap);
    va_end(ap);
  } else {
    fflush(stdout);
  }
  die_now();
}

void cs_die(const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  vreport(NULL, 0, fmt, ap);
  va_end(ap);
  die_now();
}
