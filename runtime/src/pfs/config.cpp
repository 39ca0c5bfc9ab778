// Configuration: defaults < CSTAR_PFS_* environment < --cstar-pfs-* flags.
#include "internal.h"

#include <cctype>
#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <strings.h>

namespace {

using pfs::fail;

int parse_size(const char *key, const char *v, int64_t &out) {
  char *end = nullptr;
  errno = 0;
  double x = strtod(v, &end);
  if (end == v || x < 0 || x != x) return fail(PFS_EINVAL, "option %s: '%s' is not a size (use e.g. 64k, 1m)", key, v);
  if (errno == ERANGE && x > 1) return fail(PFS_EINVAL, "option %s: '%s' is too large (at most 4 EiB)", key, v);
  int64_t mul = 1;
  switch (tolower((unsigned char)*end)) {
    case 'k': mul = 1LL << 10; end++; break;
    case 'm': mul = 1LL << 20; end++; break;
    case 'g': mul = 1LL << 30; end++; break;
    default: break;
  }
  if (*end == 'b' || *end == 'B') end++;
  if (*end) return fail(PFS_EINVAL, "option %s: '%s' is not a size (use e.g. 64k, 1m)", key, v);
  // Finite and representable: strtod takes "inf", "nan" and 1e30, and the
  // conversion of an out-of-range double to int64_t is undefined (it came
  // out negative: "must be at least 1 byte" for a huge stripe unit).
  const double kMax = 4611686018427387904.0;  // 2^62 bytes (4 EiB)
  if (!(x * (double)mul <= kMax))
    return fail(PFS_EINVAL, "option %s: '%s' is too large (at most 4 EiB)", key, v);
  out = (int64_t)(x * (double)mul);
  return PFS_OK;
}

int parse_bool(const char *key, const char *v, int &out) {
  if (!strcasecmp(v, "on") || !strcasecmp(v, "1") || !strcasecmp(v, "yes") || !strcasecmp(v, "true")) { out = 1; return PFS_OK; }
  if (!strcasecmp(v, "off") || !strcasecmp(v, "0") || !strcasecmp(v, "no") || !strcasecmp(v, "false")) { out = 0; return PFS_OK; }
  return fail(PFS_EINVAL, "option %s: '%s' is not on/off", key, v);
}

int parse_int(const char *key, const char *v, int &out) {
  char *end = nullptr;
  errno = 0;
  long x = strtol(v, &end, 10);
  if (end == v || *end || x < 0) return fail(PFS_EINVAL, "option %s: '%s' is not a count", key, v);
  if (errno == ERANGE || x > 1 << 30) return fail(PFS_EINVAL, "option %s: '%s' is too large", key, v);
  out = (int)x;
  return PFS_OK;
}

int copy_str(const char *key, const char *v, char *dst, size_t cap) {
  if (strlen(v) >= cap) return fail(PFS_EINVAL, "option %s: value too long", key);
  strcpy(dst, v);
  return PFS_OK;
}

// Keys are compared with '-' and '_' equal and case-insensitively, so the
// flag and environment spellings share one table.
bool key_is(const char *a, const char *b) {
  for (; *a && *b; a++, b++) {
    char x = (char)tolower((unsigned char)(*a == '_' ? '-' : *a));
    char y = (char)tolower((unsigned char)(*b == '_' ? '-' : *b));
    if (x != y) return false;
  }
  return !*a && !*b;
}

const char *const kKeys[] = {"driver", "targets", "stripe-unit", "ionodes", "write-behind", "wb-budget",
                             "prefetch", "window", "prefetch-budget", "trace", "collective"};

}  // namespace

extern "C" void pfs_config_default(pfs_config *c) {
  memset(c, 0, sizeof *c);
  strcpy(c->driver, "local");
  strcpy(c->targets, ".");
  c->stripe_unit = 1 << 20;
  c->ionodes = 1;
  c->write_behind = 1;
  c->wb_budget = 64LL << 20;
  c->prefetch = 1;
  c->window = 0;
  c->prefetch_budget = 64LL << 20;
  strcpy(c->collective, "auto");
}

extern "C" int pfs_config_set(pfs_config *c, const char *key, const char *v) {
  if (!c || !key || !v) return fail(PFS_EINVAL, "pfs_config_set: null argument");
  if (key_is(key, "driver")) {
    if (strcmp(v, "local") && strcmp(v, "ionode") && strcmp(v, "mpiio"))
      return fail(PFS_EINVAL, "option driver: '%s' is not one of local, ionode, mpiio", v);
    return copy_str(key, v, c->driver, sizeof c->driver);
  }
  if (key_is(key, "collective")) {
    if (strcmp(v, "auto") && strcmp(v, "two-phase") && strcmp(v, "direct"))
      return fail(PFS_EINVAL, "option collective: '%s' is not one of auto, two-phase, direct", v);
    return copy_str(key, v, c->collective, sizeof c->collective);
  }
  if (key_is(key, "targets")) return copy_str(key, *v ? v : ".", c->targets, sizeof c->targets);
  if (key_is(key, "trace")) return copy_str(key, v, c->trace, sizeof c->trace);
  if (key_is(key, "stripe-unit")) {
    int64_t x;
    if (int s = parse_size(key, v, x)) return s;
    if (x < 1) return fail(PFS_EINVAL, "option stripe-unit: '%s' is less than 1 byte", v);
    c->stripe_unit = x;
    return PFS_OK;
  }
  if (key_is(key, "wb-budget")) return parse_size(key, v, c->wb_budget);
  if (key_is(key, "prefetch-budget")) return parse_size(key, v, c->prefetch_budget);
  if (key_is(key, "ionodes")) return parse_int(key, v, c->ionodes);
  if (key_is(key, "window")) return parse_int(key, v, c->window);
  if (key_is(key, "write-behind")) return parse_bool(key, v, c->write_behind);
  if (key_is(key, "prefetch")) return parse_bool(key, v, c->prefetch);
  std::string known;
  for (const char *k : kKeys) known += std::string(known.empty() ? "" : ", ") + k;
  return fail(PFS_EINVAL, "unknown pfs option '%s' (known: %s)", key, known.c_str());
}

// pfs_config_set's messages start "option KEY: "; the environment and flag
// wrappers name the variable or flag instead (one prefix, not two).
static std::string without_option_prefix(const std::string &m) {
  if (m.compare(0, 7, "option ") == 0) {
    size_t colon = m.find(": ");
    if (colon != std::string::npos) return m.substr(colon + 2);
  }
  return m;
}

extern "C" int pfs_config_from_env(pfs_config *c) {
  for (const char *k : kKeys) {
    std::string env = "CSTAR_PFS_";
    for (const char *p = k; *p; p++) env += *p == '-' ? '_' : (char)toupper((unsigned char)*p);
    if (const char *v = getenv(env.c_str())) {
      if (int s = pfs_config_set(c, k, v)) {
        std::string m = without_option_prefix(pfs::last_message());
        return fail(s, "environment %s=%s: %s", env.c_str(), v, m.c_str());
      }
    }
  }
  return PFS_OK;
}

extern "C" int pfs_config_from_args(pfs_config *c, int *argc, char ***argv) {
  if (!argc || !argv || !*argv) return PFS_OK;
  static const char kPre[] = "--cstar-pfs-";
  const size_t np = sizeof kPre - 1;
  char **a = *argv;
  int n = *argc, out = 0, status = PFS_OK;
  for (int i = 0; i < n; i++) {
    if (!a[i] || strncmp(a[i], kPre, np) != 0) { a[out++] = a[i]; continue; }
    std::string body = a[i] + np, key = body, val;
    size_t eq = body.find('=');
    if (eq != std::string::npos) { key = body.substr(0, eq); val = body.substr(eq + 1); }
    else if (i + 1 < n) val = a[++i];
    else { status = fail(PFS_EINVAL, "flag %s needs a value", a[i]); continue; }
    if (status == PFS_OK) {
      if (int s = pfs_config_set(c, key.c_str(), val.c_str())) {
        std::string m = without_option_prefix(pfs::last_message());
        status = fail(s, "flag --cstar-pfs-%s: %s", key.c_str(), m.c_str());
      }
    }
  }
  if (out < n) a[out] = nullptr;
  *argc = out;
  return status;
}

extern "C" int pfs_config_load(pfs_config *c, int *argc, char ***argv) {
  pfs_config_default(c);
  if (int s = pfs_config_from_env(c)) return s;
  return pfs_config_from_args(c, argc, argv);
}
