#include "options.h"

#include "common.h"

namespace ss {

Args parse_args(int argc, char **argv, const std::vector<OptSpec> &spec) {
  Args a;
  bool only_pos = false;
  for (int i = 0; i < argc; i++) {
    std::string s = argv[i];
    if (only_pos || s.size() < 2 || s[0] != '-') {
      a.pos.push_back(s);
      continue;
    }
    if (s == "--") { only_pos = true; continue; }
    if (s == "-h") s = "--help";
    // -n is recover's short --dry-run only: elsewhere it is an unknown option
    // under its own name, not "unknown option '--dry-run'".
    bool has_dry_run = false;
    for (auto &x : spec) has_dry_run |= std::string(x.name) == "dry-run";
    if (s == "-n" && has_dry_run) s = "--dry-run";
    if (s.compare(0, 2, "--") != 0) usage_fail("unknown option '%s' (see --help)", s.c_str());
    std::string name = s.substr(2), value;
    size_t eq = name.find('=');
    bool has_value = eq != std::string::npos;
    if (has_value) { value = name.substr(eq + 1); name = name.substr(0, eq); }
    const OptSpec *o = nullptr;
    for (auto &x : spec) if (name == x.name) o = &x;
    static const OptSpec help = {"help", false};
    if (name == "help") o = &help;
    if (!o) usage_fail("unknown option '--%s' (see --help)", name.c_str());
    if (o->takes_value && !has_value) {
      if (i + 1 >= argc) usage_fail("option '--%s' needs a value", name.c_str());
      value = argv[++i];
    } else if (!o->takes_value && has_value) {
      usage_fail("option '--%s' takes no value", name.c_str());
    }
    a.opt[name] = value;
  }
  return a;
}

void need_positionals(const Args &a, size_t n, const char *names) {
  if (a.pos.size() < n) usage_fail("missing argument: expected %s (see --help)", names);
  if (a.pos.size() > n) usage_fail("unexpected argument '%s' (expected %s)", a.pos[n].c_str(), names);
}

}  // namespace ss
