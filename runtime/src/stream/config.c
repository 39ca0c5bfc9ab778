/* stream/config.c — Stream* run options: --cstar-NAME=V > CSTAR_NAME > default
 * (cs_getopt implements the precedence). Read at each open so a test can
 * change them between files with setenv. */
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "stream/internal.h"

static int parse_size(const char *s, uint64_t *out) {
  char *e;
  unsigned long long v = strtoull(s, &e, 10);
  if (e == s) return -1;
  switch (*e) {
    case 'k': case 'K': v <<= 10; e++; break;
    case 'm': case 'M': v <<= 20; e++; break;
    case 'g': case 'G': v <<= 30; e++; break;
    default: break;
  }
  if (*e) return -1;
  *out = v;
  return 0;
}

static int opt_size(const char *name, uint64_t def, uint64_t lo, uint64_t hi, uint64_t *out) {
  const char *s = cs_getopt(name);
  *out = def;
  if (!s) return CS_SOK;
  uint64_t v;
  if (parse_size(s, &v) != 0 || v < lo || v > hi)
    return sx_err(CS_SEINVAL, "option stream-%s: bad value '%s' (want %llu..%llu)", name + 7, s,
                  (unsigned long long)lo, (unsigned long long)hi);
  *out = v;
  return CS_SOK;
}

int sx_config_load(sx_config *c) {
  uint64_t v;
  int st;
  if ((st = opt_size("stream-bcb", 8, 1, 1u << 24, &v))) return st;
  c->b_cb = (uint32_t)v;
  if ((st = opt_size("stream-bib", 64, 1, 1u << 24, &v))) return st;
  c->b_ib = (uint32_t)v;
  if ((st = opt_size("stream-dirptrs", 6, 2, 14, &v))) return st;
  if (v != 2 && v != 6 && v != 14)
    return sx_err(CS_SEINVAL, "option stream-dirptrs: %llu is not 2, 6 or 14", (unsigned long long)v);
  c->dir_ptrs = (uint32_t)v;
  if ((st = opt_size("stream-sb", 0, 0, 1u << 30, &v))) return st;
  c->sb_bytes = (uint32_t)v;
  if ((st = opt_size("stream-rdbufs", 32, 2, 1u << 16, &v))) return st;
  c->rdbufs = (int)v;
  if ((st = opt_size("stream-dirmem", 64u << 20, 0, UINT64_MAX, &v))) return st;
  c->dirmem = v;
  if ((st = opt_size("stream-collective", 0, 0, 1, &v))) return st;
  c->collective = (int)v;
  c->force = CS_MODE_NB;
  const char *s = cs_getopt("stream-force");
  if (s && *s) {
    if (!strcasecmp(s, "nb") || !strcmp(s, "0")) c->force = CS_MODE_NB;
    else if (!strcasecmp(s, "cb")) c->force = CS_MODE_CB;
    else if (!strcasecmp(s, "ib")) c->force = CS_MODE_IB;
    else return sx_err(CS_SEINVAL, "option stream-force: '%s' is not nb, cb or ib", s);
  }
  return CS_SOK;
}
