/* stream13_rtread.c — reads every VP's whole stream of a Stream* file through
 * the C* runtime, the way a C* program does after fopen(name, "r", &s)
 * (shape from the .meta), and prints one line per VP: its length and the
 * crc32 of its bytes (zlib's CRC, computed here, not by the runtime), so a
 * script can compare with the Python package or `streamstar convert`.
 *
 *   stream13_rtread FILE [fread|fgetc|seek] [CHUNK]
 *
 * fread: collective fread of CHUNK bytes (default 61: reads cross every
 *        block and row boundary) per VP until no VP gets a byte;
 * fgetc: per-VP fgetc to EOF (the elemental path, IB mode on every rank);
 * seek:  fseek(SEEK_END) + ftell per VP for the length, rewind, then one
 *        collective fread with a parallel size (the VP's length).
 *
 * Success: rank 0 prints "ok nvp V" and "vp v len L crc X" for each VP, exit
 * 0. Failure (fopen or a read refused the file, or a VP's ferror): EVERY
 * rank prints "error rank R: MESSAGE" (the runtime's message) and exits 1
 * after a clean fclose/finalize, so a rank stuck in a collective shows up as
 * a hang, not as an error. A reader that reads more than CAP bytes for a VP
 * prints "gave up" and exits 3: a corrupt length must not make it loop. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <mpi.h>
#include "cstar/stream.h"

MPI_Comm cs_mpi_comm(void);

#define CAP (64ull << 20)
#define MAX_VP (1l << 22)
#define SEEK_CAP (1ull << 20)

static uint32_t crc_table[256];
static void crc_init(void) {
  for (uint32_t n = 0; n < 256; n++) {
    uint32_t c = n;
    for (int k = 0; k < 8; k++) c = c & 1 ? 0xEDB88320u ^ (c >> 1) : c >> 1;
    crc_table[n] = c;
  }
}
/* running crc: start 0, as zlib.crc32(data, crc) */
static uint32_t crc_add(uint32_t crc, const uint8_t *p, size_t n) {
  crc = ~crc;
  while (n--) crc = crc_table[(crc ^ *p++) & 0xFF] ^ (crc >> 8);
  return ~crc;
}

/* every rank: agree whether any rank failed; print this rank's line */
static int fail_all(int mine, const char *msg) {
  int any = mine;
  MPI_Allreduce(MPI_IN_PLACE, &any, 1, MPI_INT, MPI_MAX, cs_mpi_comm());
  if (!any) return 0;
  /* the message of the lowest failing rank, so every rank says the same */
  int who = mine ? cs_rank() : 1 << 30;
  MPI_Allreduce(MPI_IN_PLACE, &who, 1, MPI_INT, MPI_MIN, cs_mpi_comm());
  char m[1024];
  snprintf(m, sizeof m, "%s", mine ? msg : "");
  MPI_Bcast(m, sizeof m, MPI_CHAR, who, cs_mpi_comm());
  printf("error rank %d: %s\n", cs_rank(), m[0] ? m : "(no message)");
  fflush(stdout);
  return 1;
}

int main(int argc, char **argv) {
  cs_init(&argc, &argv);
  crc_init();
  if (argc < 2) {
    if (cs_rank() == 0) fprintf(stderr, "usage: %s FILE [fread|fgetc|seek] [CHUNK]\n", argv[0]);
    cs_finalize();
    return 2;
  }
  const char *how = argc > 2 ? argv[2] : "fread";
  int chunk = argc > 3 ? atoi(argv[3]) : 61;
  if (chunk < 1) chunk = 61;
  cs_shape_t s = NULL;
  cs_pfile *f = cs_fopen_shape(argv[1], "r", &s);
  if (fail_all(f == NULL, cs_stream_errmsg())) { cs_finalize(); return 1; }
  long V = s->total, nl = s->nlocal;
  if (V > MAX_VP) {
    if (cs_rank() == 0) printf("gave up: %ld VPs\n", V);
    cs_fclose(f);
    cs_finalize();
    return 3;
  }
  uint64_t *len = calloc((size_t)nl + 1, 8);
  uint32_t *crc = calloc((size_t)nl + 1, 4);
  int *res = calloc((size_t)nl + 1, sizeof *res), *flag = calloc((size_t)nl + 1, sizeof *flag);
  int bad = 0, gave_up = 0;
  char msg[1024] = "";
  if (!strcmp(how, "fgetc")) {
    for (long i = 0; i < nl && !bad && !gave_up; i++) {
      int c;
      uint8_t b;
      while ((c = cs_fgetc(f, i)) != EOF) {
        b = (uint8_t)c;
        crc[i] = crc_add(crc[i], &b, 1);
        if (++len[i] > CAP) { gave_up = 1; break; }
      }
      if (cs_ferror1(f, i)) {
        bad = 1;
        snprintf(msg, sizeof msg, "%s", cs_stream_errmsg());
      } else if (!gave_up && !cs_feof1(f, i)) {
        bad = 1;
        snprintf(msg, sizeof msg, "VP %ld: fgetc gave EOF with neither feof nor ferror set", s->first + i);
      }
    }
  } else if (!strcmp(how, "seek")) {
    long *tell = calloc((size_t)nl + 1, sizeof *tell);
    int st = cs_fseek(f, 0, NULL, SEEK_END, NULL, res);
    if (!st) cs_ftell(f, NULL, tell);
    if (!st) st = cs_rewind(f, NULL);
    /* a length past SEEK_CAP (a forged one) is read as SEEK_CAP bytes: the
     * runtime must refuse that read (the VP's list is too short), else the
     * VP really is that long and the reader gives up */
    size_t most = 1;
    for (long i = 0; i < nl; i++) {
      if (tell[i] < 0) gave_up = 1;
      else if ((uint64_t)tell[i] > SEEK_CAP) tell[i] = SEEK_CAP, flag[i] = 1;
      if (tell[i] > 0 && (size_t)tell[i] > most) most = (size_t)tell[i];
    }
    MPI_Allreduce(MPI_IN_PLACE, &gave_up, 1, MPI_INT, MPI_MAX, cs_mpi_comm());
    MPI_Allreduce(MPI_IN_PLACE, &most, 1, MPI_UNSIGNED_LONG, MPI_MAX, cs_mpi_comm());
    if (st) {
      bad = 1;
      snprintf(msg, sizeof msg, "%s", cs_stream_errmsg());
    } else if (!gave_up) {
      uint8_t *buf = calloc((size_t)nl + 1, most);
      int *size = calloc((size_t)nl + 1, sizeof *size);
      for (long i = 0; i < nl; i++) size[i] = (int)tell[i];
      st = cs_fread(f, buf, most, 1, 1, size, NULL, NULL, res);
      if (st) {
        bad = 1;
        snprintf(msg, sizeof msg, "%s", cs_stream_errmsg());
      }
      for (long i = 0; i < nl && !bad; i++) if (flag[i]) gave_up = 1; /* longer than SEEK_CAP */
      free(size);
      for (long i = 0; i < nl && !bad; i++) {
        len[i] = (uint64_t)res[i] * (uint64_t)tell[i];
        crc[i] = crc_add(0, buf + (size_t)i * most, len[i]);
        if (res[i] != (tell[i] > 0) ) {
          bad = 1;
          snprintf(msg, sizeof msg, "VP %ld: ftell said %ld bytes but fread of them gave %d items",
                   s->first + i, tell[i], res[i]);
        }
      }
      free(buf);
    }
    free(tell);
  } else {
    uint8_t *buf = calloc((size_t)nl + 1, (size_t)chunk);
    for (;;) {
      int st = cs_fread(f, buf, (size_t)chunk, 1, (size_t)chunk, NULL, NULL, NULL, res);
      if (st) {
        bad = 1;
        snprintf(msg, sizeof msg, "%s", cs_stream_errmsg());
        break;
      }
      int more = 0;
      for (long i = 0; i < nl; i++) {
        if (res[i] > 0) {
          crc[i] = crc_add(crc[i], buf + (size_t)i * chunk, (size_t)res[i]);
          len[i] += (uint64_t)res[i];
          more = 1;
        }
        if (len[i] > CAP) gave_up = 1;
      }
      MPI_Allreduce(MPI_IN_PLACE, &more, 1, MPI_INT, MPI_MAX, cs_mpi_comm());
      MPI_Allreduce(MPI_IN_PLACE, &gave_up, 1, MPI_INT, MPI_MAX, cs_mpi_comm());
      if (!more || gave_up) break;
    }
    /* a short read must be the end of the stream, not an error */
    cs_ferror(f, NULL, flag);
    for (long i = 0; i < nl && !bad; i++)
      if (flag[i]) {
        bad = 1;
        snprintf(msg, sizeof msg, "VP %ld: ferror set after a read that reported no error", s->first + i);
      }
    free(buf);
  }
  MPI_Allreduce(MPI_IN_PLACE, &gave_up, 1, MPI_INT, MPI_MAX, cs_mpi_comm());
  int failed = fail_all(bad, msg);
  cs_fclose(f);
  if (failed || gave_up) {
    if (gave_up && !failed && cs_rank() == 0) printf("gave up: a VP has more than %llu bytes\n", CAP);
    cs_finalize();
    return failed ? 1 : 3;
  }
  /* every VP's line on rank 0 (small files: a V-entry table is fine) */
  uint64_t *all_len = calloc((size_t)V + 1, 8), *all_crc = calloc((size_t)V + 1, 8);
  for (long i = 0; i < nl; i++) { all_len[s->first + i] = len[i]; all_crc[s->first + i] = crc[i]; }
  int me = cs_rank();
  MPI_Reduce(me ? all_len : MPI_IN_PLACE, all_len, (int)V, MPI_UINT64_T, MPI_SUM, 0, cs_mpi_comm());
  MPI_Reduce(me ? all_crc : MPI_IN_PLACE, all_crc, (int)V, MPI_UINT64_T, MPI_SUM, 0, cs_mpi_comm());
  if (me == 0) {
    printf("ok nvp %ld\n", V);
    for (long v = 0; v < V; v++)
      printf("vp %ld len %llu crc %08llx\n", v, (unsigned long long)all_len[v], (unsigned long long)all_crc[v]);
  }
  free(all_len); free(all_crc); free(len); free(crc); free(res); free(flag);
  cs_finalize();
  return 0;
}
