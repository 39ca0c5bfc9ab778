/* The mpiio driver passes the layer's hints to MPI-IO as the reserved info
 * key "access_style" at the next collective call of the file. ROMIO's UFS
 * driver drops the key (MPI_File_get_info does not show it), so this test
 * watches the calls through the MPI profiling interface: its own
 * MPI_File_set_info records what every call passed, then calls
 * PMPI_File_set_info. Run with the mpiio driver. */
#include "pfs_testutil.h"

static int g_calls = 0;
static char g_last[256];

int MPI_File_set_info(MPI_File fh, MPI_Info info) {
  int flag = 0;
  char v[256] = "";
  if (info != MPI_INFO_NULL) MPI_Info_get(info, "access_style", sizeof v - 1, v, &flag);
  snprintf(g_last, sizeof g_last, "%s", flag ? v : "(none)");
  g_calls++;
  return PMPI_File_set_info(fh, info);
}

/* Gives the hint (on ranks where mine != 0), runs one collective read, and
 * checks that every stripe file got the expected access_style on this rank. */
static void expect(pfs_file *f, const char *what, const char *want, int ntargets) {
  int before = g_calls;
  g_last[0] = 0;
  unsigned char b[100];
  pfs_piece p = {(pfs_off)g_rank * 100, sizeof b, b};
  OK(pfs_read_all(f, &p, 1));
  CHECK(verify(31, p.off, b, sizeof b) < 0, "%s: collective read wrong", what);
  CHECK(g_calls - before == ntargets && !strcmp(g_last, want), "%s: %d set_info calls, access_style '%s'; want %d, '%s'",
        what, g_calls - before, g_last, ntargets, want);
}

int main(int argc, char **argv) {
  pfs_config cfg;
  if (test_init(&argc, &argv, &cfg)) return test_finish("test_pfs_mpiio_hints", 1);
  pfs_config_set(&cfg, "driver", "mpiio");
  const char *dirs[] = {"h0", "h1"};
  make_dirs(dirs, 2);
  pfs_config c = cfg;
  pfs_config_set(&c, "targets", "h0:h1");
  c.stripe_unit = 64;
  const long long size = 10000;
  pfs_file *f = NULL;
  OK(pfs_open(g_comm, "hints.dat", PFS_RDWR | PFS_CREATE | PFS_TRUNC, &c, &f));
  if (!f) return test_finish("test_pfs_mpiio_hints", 0);
  if (g_rank == 0) {
    unsigned char *all = malloc(size);
    fill(31, 0, all, size);
    OK(pfs_pwrite(f, 0, all, size));
    free(all);
  }
  OK(pfs_sync(f, 0));
  /* No hint anywhere: no set_info call at all. */
  expect(f, "no hint", "", 0);
  /* A hint alone does not call MPI (set_info is collective)... */
  int before = g_calls;
  OK(pfs_hint_sequential(f, 0));
  CHECK(g_calls == before, "hint called MPI_File_set_info outside a collective");
  /* ...the next collective passes it. */
  expect(f, "sequential", "sequential", 2);
  expect(f, "nothing new", "", 0);
  pfs_range fwd[3] = {{0, 100}, {200, 50}, {1000, 10}}, back[3] = {{1000, 10}, {200, 50}, {0, 100}},
            mixed[3] = {{200, 50}, {0, 100}, {1000, 10}}, twice[2] = {{0, 100}, {50, 100}};
  OK(pfs_hint_ranges(f, fwd, 3));
  expect(f, "forward ranges", "read_once,sequential", 2);
  OK(pfs_hint_ranges(f, back, 3));
  expect(f, "backward ranges", "read_once,reverse_sequential", 2);
  OK(pfs_hint_ranges(f, mixed, 3));
  expect(f, "mixed ranges", "read_once,random", 2);
  OK(pfs_hint_ranges(f, twice, 2));
  expect(f, "overlapping ranges", "random", 2);
  OK(pfs_hint_final_write(f));
  expect(f, "final write", "random,write_once", 2);
  OK(pfs_hint_clear(f));
  expect(f, "cleared", "random", 2);
  /* Only the last rank hints: it passes its style, the others pass no key
   * (but still take part in the collective set_info). */
  pfs_file *g = NULL;
  OK(pfs_close(f));
  OK(pfs_open(g_comm, "hints.dat", PFS_RDONLY, &c, &g));
  if (g) {
    if (g_rank == g_nranks - 1) OK(pfs_hint_sequential(g, 0));
    expect(g, "one rank hints", g_rank == g_nranks - 1 ? "sequential" : "(none)", 2);
    OK(pfs_hint_final_write(g));
    before = g_calls;
    OK(pfs_sync(g, 0)); /* sync passes it too */
    CHECK(g_calls - before == 2 && strstr(g_last, "write_once"), "sync: %d calls, '%s'", g_calls - before, g_last);
    OK(pfs_close(g));
  }
  return test_finish("test_pfs_mpiio_hints", 0);
}
