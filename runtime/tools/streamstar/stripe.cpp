// streamstar stripe / unstripe: copy an ordinary file into the striped file
// layer or back, through the layer's own pfs_stripe / pfs_unstripe. They are
// referenced weakly so the tool still builds (and says so) when the library
// does not provide them.
#include "commands.h"
#include "common.h"
#include "options.h"

#include "cstar/pfs.h"

#include <string>
#include <vector>

extern "C" int pfs_stripe(const char *src, const char *dst, const pfs_config *cfg) __attribute__((weak));
extern "C" int pfs_unstripe(const char *src, const char *dst) __attribute__((weak));
extern "C" const char *pfs_errmsg(void) __attribute__((weak));
extern "C" int pfs_config_load(pfs_config *c, int *argc, char ***argv) __attribute__((weak));
extern "C" int pfs_config_set(pfs_config *c, const char *key, const char *value) __attribute__((weak));

namespace ss {

static const char kHelp[] =
    "usage: streamstar stripe SRC DST [--targets=DIR:DIR...] [--stripe-unit=SIZE]\n"
    "       streamstar unstripe SRC DST\n"
    "stripe copies the ordinary file SRC into the file layer as DST, striped over the\n"
    "targets (default: the CSTAR_PFS_* environment); unstripe copies the layer file\n"
    "SRC (any layout) to the ordinary file DST. Each copies one file: for a Stream*\n"
    "file NAME, copy NAME.meta and NAME.first with cp (always ordinary files), and\n"
    "NAME.dir with cp if it is an ordinary file, else (a program that wrote NAME\n"
    "striped wrote NAME.dir striped too) with unstripe NAME.dir DST.dir.\n";

// --targets=DIR:DIR...: the layer would drop an empty item or take an
// empty list as "not striped", and stripe twice into one directory; each of
// those is a typing mistake (an unset variable, a doubled ':'), so refused.
static void check_targets(const std::string &list) {
  if (list.empty()) usage_fail("--targets: empty list (give DIR:DIR..., or leave the option out)");
  std::vector<std::string> seen;
  size_t item = 0;
  for (const std::string &d : split(list, ":")) {
    item++;
    if (d.empty()) usage_fail("--targets: item %zu of '%s' is empty", item, list.c_str());
    for (const std::string &s : seen)
      if (s == d) usage_fail("--targets: '%s' is listed twice in '%s'", d.c_str(), list.c_str());
    seen.push_back(d);
  }
}

int cmd_stripe(int argc, char **argv, bool unstripe) {
  Args a = parse_args(argc, argv, {{"targets", true}, {"stripe-unit", true}});
  if (a.has("help")) { fputs(kHelp, stdout); return 0; }
  need_positionals(a, 2, "SRC DST");
  if (!pfs_stripe || !pfs_unstripe || !pfs_errmsg || !pfs_config_load || !pfs_config_set)
    fail("not available: this build's file layer (libcstar) has no pfs_stripe/pfs_unstripe");
  int rc;
  if (unstripe) {
    if (a.has("targets") || a.has("stripe-unit")) usage_fail("--targets/--stripe-unit: only for stripe");
    rc = pfs_unstripe(a.pos[0].c_str(), a.pos[1].c_str());
  } else {
    pfs_config cfg;
    if (pfs_config_load(&cfg, nullptr, nullptr) != 0) fail("%s", pfs_errmsg());
    if (a.has("targets")) check_targets(a.get("targets"));
    // A value the option does not take ('0', 'abc') is a usage error, exit 2
    // like every other option's (the man page's exit status); the layer's
    // message names the option and the value.
    if (a.has("targets") && pfs_config_set(&cfg, "targets", a.get("targets").c_str()) != 0)
      usage_fail("%s", pfs_errmsg());
    if (a.has("stripe-unit") && pfs_config_set(&cfg, "stripe-unit", a.get("stripe-unit").c_str()) != 0)
      usage_fail("%s", pfs_errmsg());
    rc = pfs_stripe(a.pos[0].c_str(), a.pos[1].c_str(), &cfg);
  }
  if (rc != 0) fail("%s", pfs_errmsg());
  return 0;
}

}  // namespace ss
