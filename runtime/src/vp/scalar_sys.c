/* vp/scalar_sys.c — more C library calls of scalar code, done once.
 *
 * Scalar code runs on every rank, and rank 0 runs ahead of the others (its
 * broadcasts do not wait). A call that names or creates a file, asks the file
 * system, or ends the program must therefore be answered once, by rank 0, for
 * every rank (cs_rank0_result, vp/scalar_io.c): done by each rank, mkstemp
 * and tmpnam gave each rank its own file name, stat of a file rank 0 had just
 * written found it empty on a slower rank, and a failed assert printed its
 * message once per rank. Inside elemental code (a call per position, a
 * different number of times on each rank) each call is the calling rank's
 * own, as in C. tmpnam and tempnam live in scalar_tmpnam.c (the linker's
 * warning about them must reach only programs that call them). */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
#include <sys/stat.h>

#include "cstar/stream.h"
#include "vp/internal.h"

/* whether rank 0 answers for every rank: scalar code on several ranks */
static int together(void) { return cs_nranks() > 1 && !cs_finalized() && !cs_elem_active(); }

static void bcast_from0(void *p, size_t n) {
  if (together() && n) MPI_Bcast(p, (int)n, MPI_BYTE, 0, cs_mpi_comm());
}

/* ---- temporary files ------------------------------------------------------ */

/* mkstemp: rank 0 makes the file; every rank gets its name (the template is
 * rewritten alike) and a descriptor of that same file, so `fdopen(fd, "w")`
 * then fprintf (rank 0 writes), or `close(fd); fopen(tmpl, "r")`, work as in
 * C. */
int cs_once_mkstemp(char *tmpl) {
  if (!together()) return mkstemp(tmpl);
  int fd = -1;
  if (cs_rank() == 0) fd = mkstemp(tmpl);
  if (cs_rank0_result(fd >= 0 ? 0 : -1, fd >= 0 ? 0 : errno) < 0) return -1;
  bcast_from0(tmpl, strlen(tmpl));
  if (cs_rank() != 0) {
    fd = open(tmpl, O_RDWR);
    if (fd < 0) fd = open("/dev/null", O_RDWR);
  }
  return fd;
}

char *cs_once_mkdtemp(char *tmpl) {
  if (!together()) return mkdtemp(tmpl);
  int ok = 0;
  if (cs_rank() == 0) ok = mkdtemp(tmpl) != NULL;
  if (!cs_rank0_result(ok, ok ? 0 : errno)) return NULL;
  bcast_from0(tmpl, strlen(tmpl));
  return tmpl;
}

/* tmpfile: each rank has its own (rank 0's holds what the program writes:
 * scalar I/O is rank 0's), registered like a file opened for writing so an
 * elemental function's output to it reaches rank 0's in position order. */
FILE *cs_once_tmpfile(void) {
  if (!together()) return tmpfile();
  FILE *f = NULL;
  if (cs_rank() == 0) f = tmpfile();
  if (!cs_rank0_result(f != NULL, f ? 0 : errno)) return NULL;
  if (cs_rank() != 0 && !(f = tmpfile())) f = fopen("/dev/null", "w+");
  cs_scalar_file_register(f);
  return f;
}

/* fdopen of a descriptor every rank holds (mkstemp above): rank 0's answer;
 * a stream for writing is registered as fopen's are. */
FILE *cs_once_fdopen(int fd, const char *mode) {
  if (!together()) return fdopen(fd, mode);
  FILE *f = fdopen(fd, mode);
  if (!cs_rank0_result(f != NULL, f ? 0 : errno)) return NULL; /* (a FILE made elsewhere stays: its fclose would close fd) */
  if (!f) f = fopen("/dev/null", "r+");
  if (strpbrk(mode, "wa+")) cs_scalar_file_register(f);
  return f;
}

/* freopen of stdout/stdin/a scalar file: for writing rank 0 alone opens the
 * file (the others' stream goes to /dev/null, so no rank truncates what rank
 * 0 wrote already); for reading every rank opens it; rank 0's answer counts.
 * A VP's stream is the Stream* layer's (stream/elemental.c). */
FILE *cs_sfreopen(const char *name, const char *mode, FILE *fp);
FILE *cs_once_freopen(const char *name, const char *mode, FILE *fp) {
  if (!together() || !fp || (fp != stdin && fp != stdout && fp != stderr && cs_is_vpfile(fp)))
    return cs_sfreopen(name, mode, fp);
  int writes = mode && strpbrk(mode, "wa+") != NULL;
  FILE *f = NULL;
  if (cs_rank() == 0) f = freopen(name, mode, fp);
  int ok = (int)cs_rank0_result(f != NULL, f ? 0 : errno);
  if (cs_rank() != 0 && ok) {
    f = writes ? NULL : freopen(name, mode, fp);
    if (!f) f = freopen("/dev/null", writes ? "w" : "r", fp);
  }
  if (!ok) return NULL;
  if (writes && f != stdout && f != stderr) cs_scalar_file_register(f);
  return f;
}

/* popen: the command runs once, on rank 0 (after the other ranks have done
 * what came before it, as system does); the other ranks' stream is
 * /dev/null (scalar reads and writes are rank 0's). pclose: rank 0's status. */
FILE *cs_once_popen(const char *cmd, const char *mode) {
  if (cs_elem_active() || cs_nranks() == 1) return popen(cmd, mode);
  int writes = mode && mode[0] == 'w';
  if (cs_finalized()) return cs_rank() == 0 ? popen(cmd, mode) : fopen("/dev/null", writes ? "w" : "r");
  cs_before_fs_change();
  FILE *f = NULL;
  if (cs_rank() == 0) {
    fflush(stdout);
    f = popen(cmd, mode);
  }
  if (!cs_rank0_result(f != NULL, f ? 0 : errno)) return NULL;
  if (cs_rank() != 0) f = fopen("/dev/null", writes ? "w" : "r");
  if (writes) cs_scalar_file_register(f);
  return f;
}

int cs_once_pclose(FILE *f) {
  if (cs_elem_active() || cs_nranks() == 1) return pclose(f);
  if (cs_rank() != 0) {
    if (f) fclose(f); /* the /dev/null stand-in */
    return (int)cs_rank0_result(0, 0);
  }
  int r = pclose(f);
  return (int)cs_rank0_result(r, r < 0 ? errno : 0);
}

/* ---- asking the file system ------------------------------------------------ */

/* st is a struct stat * (plain void * in cstar/rt.h, which must not bring
 * <sys/stat.h>'s names into programs) */
static int stat_once(int (*fn)(const char *, struct stat *), const char *path, void *st) {
  if (!together()) return fn(path, st);
  int r = 0;
  if (cs_rank() == 0) r = fn(path, st);
  r = (int)cs_rank0_result(r, r ? errno : 0);
  if (r == 0) bcast_from0(st, sizeof(struct stat));
  return r;
}
int cs_once_stat(const char *path, void *st) { return stat_once(stat, path, st); }
int cs_once_lstat(const char *path, void *st) { return stat_once(lstat, path, st); }

int cs_once_access(const char *path, int mode) {
  if (!together()) return access(path, mode);
  int r = 0;
  if (cs_rank() == 0) r = access(path, mode);
  return (int)cs_rank0_result(r, r ? errno : 0);
}

/* ---- messages and ending the program --------------------------------------- */

void cs_once_psignal(int sig, const char *s) {
  if (cs_elem_active() || cs_rank() == 0) psignal(sig, s);
}

/* Ending the program as SIGABRT would, with one status at any rank count:
 * MPI_Abort with 134 (128 + SIGABRT, what a shell reports for one process
 * killed by abort); a plain abort() on rank 0 alone made mpiexec report
 * signal 6 or 15 by chance, and on every rank printed every rank's message.
 * stdout is flushed first (abort does not flush it, and under mpiexec it is a
 * pipe: what the program printed before would be lost). */
__attribute__((noreturn)) static void end_as_aborted(void) {
  fflush(stdout);
  fflush(stderr);
  /* Give mpiexec time to forward what was flushed before MPI_Abort tears the
   * job down, as die_now does: under load the full suite once lost rank 0's
   * output of a 3-rank assert (lang12-abort.cs). The error path only. */
  if (cs_nranks() > 1) {
    struct timespec ts = {0, 300 * 1000 * 1000};
    nanosleep(&ts, NULL);
  }
  if (!cs_finalized()) MPI_Abort(MPI_COMM_WORLD, 128 + SIGABRT);
  abort();
}

/* Scalar code fails alike on every rank: rank 0 acts; the others wait for
 * its MPI_Abort to end the job (and give up after a while, in case a
 * handler let rank 0 go on). A call per position (elemental code) ends the
 * program from its own rank. */
static int acts(void) { return cs_elem_active() || cs_rank() == 0 || cs_nranks() == 1; }
__attribute__((noreturn)) static void await_rank0(void) {
  struct timespec ts = {0, 100 * 1000 * 1000};
  for (int i = 0; i < 300; i++) nanosleep(&ts, NULL);
  abort();
}

__attribute__((noreturn)) void cs_once_abort(void) {
  if (acts()) end_as_aborted();
  await_rank0();
}

/* <assert.h>'s failure (the generated C defines __assert_fail as this):
 * glibc's message, once, naming `main` (which the generated C calls
 * __cs_user_main). */
__attribute__((noreturn)) void cs_once_assert_fail(const char *expr, const char *file, unsigned int line,
                                                   const char *fn) {
  if (fn && strcmp(fn, "__cs_user_main") == 0) fn = "main";
  if (!acts()) await_rank0();
  fflush(stdout);
  fprintf(stderr, "%s: %s:%u: %s%sAssertion `%s' failed.\n", program_invocation_short_name, file, line,
          fn ? fn : "", fn ? ": " : "", expr);
  end_as_aborted();
}
