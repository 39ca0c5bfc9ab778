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
  if ((st = opt_size("stream-rsmem", 64u << 20, 0, UINT64_MAX, &v))) return st;
  c->rs_mem = v;
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

/* Every stream option's name, default and meaning (for --cstar-help and the
 * start-up check of names; sx_config_load reads the values). */
static const struct { const char *name, *def, *what; } k_opts[] = {
    {"stream-bcb", "8", "CB block, bytes per VP"},
    {"stream-bib", "64", "IB block, bytes per VP"},
    {"stream-dirptrs", "6", "directory pointers per entry: 2, 6 or 14"},
    {"stream-sb", "stripe unit", "superblock bytes"},
    {"stream-rdbufs", "32", "superblock read buffers"},
    {"stream-dirmem", "64m", "directory bytes kept in memory per rank"},
    {"stream-rsmem", "64m", "regular rows kept for per-VP access per rank, 0 for none"},
    {"stream-collective", "0", "NB/CB rows through the file layer's collectives"},
    {"stream-force", "nb", "lowest mode (debug): nb, cb or ib"},
    {"stream-async", "auto", "background superblock writer: 0 or 1"},
};

int cs_stream_option_known(const char *name) {
  size_t n = strcspn(name, "=");
  for (size_t i = 0; i < sizeof k_opts / sizeof k_opts[0]; i++)
    if (strlen(k_opts[i].name) == n && !strncmp(k_opts[i].name, name, n)) return 1;
  return 0;
}

void cs_stream_option_help(FILE *out) {
  for (size_t i = 0; i < sizeof k_opts / sizeof k_opts[0]; i++)
    fprintf(out, "  --cstar-%-18s %s (default %s)\n", k_opts[i].name, k_opts[i].what, k_opts[i].def);
}

int cs_stream_check_options(void) {
  sx_config c;
  int st = sx_config_load(&c);
  if (st) return st;
  const char *o = cs_getopt("stream-async");
  if (o && *o && strcmp(o, "0") && strcmp(o, "1") && strcasecmp(o, "yes") && strcasecmp(o, "no") &&
      strcasecmp(o, "on") && strcasecmp(o, "off"))
    return sx_err(CS_SEINVAL, "option stream-async: bad value '%s' (want 0 or 1)", o);
  return CS_SOK;
}
