// streamstar: convert, inspect, verify and recover Stream* files.
// Git-style subcommands; every error is one line "streamstar CMD: message"
// and a non-zero exit, never a crash.
#include "commands.h"
#include "common.h"
#include "parallel.h"

#include <cstdio>
#include <cstring>
#include <new>
#include <string>

static const char kUsage[] =
    "usage: streamstar COMMAND [options] (streamstar COMMAND --help for each)\n"
    "  convert FILE OUT     Stream* file to a flat array (raw or .npy), in parallel under mpiexec\n"
    "  info FILE [--json]   shape, writer ranks, segments, striping, stream lengths\n"
    "  cat FILE --vp I[,J]  VP streams to stdout\n"
    "  verify FILE          check every checksum and directory link (exit 0 only if sound)\n"
    "  recover FILE         rebuild .first, directory links and .meta after a writer died\n"
    "  mkmeta FILE --shape AxB [--record-bytes N]   describe an external flat file\n"
    "  stripe SRC DST / unstripe SRC DST            copy into / out of the striped file layer\n"
    "Files and options: docs/streamstar.1.md\n";

int main(int argc, char **argv) {
  if (argc < 2 || !strcmp(argv[1], "--help") || !strcmp(argv[1], "-h") || !strcmp(argv[1], "help")) {
    fputs(kUsage, argc < 2 ? stderr : stdout);
    return argc < 2 ? 2 : 0;
  }
  if (!strcmp(argv[1], "--version")) {
    puts("streamstar 0.1 (Stream* format version 1)");
    return 0;
  }
  std::string cmd = argv[1];
  int n = argc - 2;
  char **args = argv + 2;
  ss::Par par;
  bool parallel = cmd == "convert";
  if (!parallel && ss::par_from_env().rank > 0) return 0;  // under mpiexec: rank 0 alone inspects
  int rc = 1;
  try {
    if (parallel) par = ss::par_init(&argc, &argv);
    if (cmd == "convert") rc = ss::cmd_convert(n, args, par);
    else if (cmd == "info") rc = ss::cmd_info(n, args);
    else if (cmd == "cat") rc = ss::cmd_cat(n, args);
    else if (cmd == "verify") rc = ss::cmd_verify(n, args);
    else if (cmd == "recover") rc = ss::cmd_recover(n, args);
    else if (cmd == "mkmeta") rc = ss::cmd_mkmeta(n, args);
    else if (cmd == "stripe" || cmd == "unstripe") rc = ss::cmd_stripe(n, args, cmd == "unstripe");
    else {
      fprintf(stderr, "streamstar: unknown command '%s' (see streamstar --help)\n", cmd.c_str());
      return 2;
    }
  } catch (ss::UsageError &e) {
    if (*e.what()) fprintf(stderr, "streamstar %s: %s\n", cmd.c_str(), e.what());  // "": another rank said it
    rc = 2;
  } catch (ss::Error &e) {
    if (*e.what()) fprintf(stderr, "streamstar %s: %s\n", cmd.c_str(), e.what());
    rc = 1;
  } catch (std::bad_alloc &) {
    fprintf(stderr, "streamstar %s: out of memory\n", cmd.c_str());
    rc = 1;
  } catch (std::exception &e) {
    fprintf(stderr, "streamstar %s: %s\n", cmd.c_str(), e.what());
    rc = 1;
  }
  fflush(stdout);
  ss::par_finalize(par);
  return rc;
}
