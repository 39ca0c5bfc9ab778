// streamstar: command-line parsing shared by the subcommands. Options are
// `--name=value`, `--name value` or `--flag`; anything else is positional.
// An unknown option or a missing value is an Error naming the option.
#ifndef STREAMSTAR_OPTIONS_H
#define STREAMSTAR_OPTIONS_H

#include <map>
#include <string>
#include <vector>

namespace ss {

struct OptSpec {
  const char *name;  // without the leading "--"
  bool takes_value;
};

struct Args {
  std::vector<std::string> pos;
  std::map<std::string, std::string> opt;
  bool has(const std::string &n) const { return opt.count(n) != 0; }
  std::string get(const std::string &n, const std::string &def = "") const {
    auto it = opt.find(n);
    return it == opt.end() ? def : it->second;
  }
};

// `help` is always accepted. `-h` means --help; `-n` is --dry-run where known.
Args parse_args(int argc, char **argv, const std::vector<OptSpec> &spec);

// Exactly `n` positional arguments named in `names` (for the message).
void need_positionals(const Args &a, size_t n, const char *names);

}  // namespace ss

#endif
