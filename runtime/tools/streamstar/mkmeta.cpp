// streamstar mkmeta: a .meta for an external flat file, so a C* program can
// fopen(name, "r", &S) it with its shape (and so every streamstar command
// reads it). The file itself is not touched.
#include "commands.h"
#include "common.h"
#include "datafile.h"
#include "meta.h"
#include "options.h"

namespace ss {

static const char kHelp[] =
    "usage: streamstar mkmeta FILE --shape=AxB[xC...] [--record-bytes=N] [--force]\n"
    "Writes FILE.meta describing FILE, a row-major flat array written by another\n"
    "program, as a Stream* file with one NB segment: FILE holds R records of N bytes\n"
    "for each of the A*B*... VPs, record r of every VP before record r+1.\n"
    "  --shape=AxB        the VP shape (required)\n"
    "  --record-bytes=N   bytes per VP per record (default: the whole per-VP share)\n"
    "  --force            replace an existing FILE.meta\n";

int cmd_mkmeta(int argc, char **argv) {
  Args a = parse_args(argc, argv, {{"shape", true}, {"record-bytes", true}, {"force", false}});
  if (a.has("help")) { fputs(kHelp, stdout); return 0; }
  need_positionals(a, 1, "FILE");
  const std::string path = a.pos[0], mp = path + ".meta";
  if (!a.has("shape")) usage_fail("--shape: missing (the VP shape, e.g. --shape=256x128)");
  std::vector<uint64_t> shape = parse_shape(a.get("shape"), "--shape");
  if (!exists(path)) fail("%s: no such file", path.c_str());
  if (exists(mp) && !a.has("force")) fail("%s: exists (use --force to replace it)", mp.c_str());
  // a Stream* file that lost its .meta: a flat description would read its
  // IB data as NB rows (every VP other bytes)
  for (const char *suf : {".first", ".dir"})
    if (exists(path + suf) && !a.has("force"))
      fail("%s%s exists: %s is a Stream* file whose .meta was lost, not a flat array (use --force to describe "
           "it as one anyway)", path.c_str(), suf, path.c_str());
  DataFile d(path);
  const uint64_t F = d.size();
  // Every stream would be empty: almost surely the wrong file, or one its
  // writer has not filled yet.
  if (F == 0) fail("%s: is empty (0 bytes): nothing to describe", path.c_str());
  Meta m;
  m.ndims = shape.size();
  m.nvp = 1;
  for (size_t i = 0; i < shape.size(); i++) m.dims[i] = shape[i], m.nvp *= shape[i];
  if (F % m.nvp) fail("%s: size %llu is not a multiple of the %llu VPs of shape %s", path.c_str(),
                      (unsigned long long)F, (unsigned long long)m.nvp, a.get("shape").c_str());
  const uint64_t per_vp = F / m.nvp;
  uint64_t rb = a.has("record-bytes") ? parse_size(a.get("record-bytes"), "--record-bytes") : per_vp;
  if (a.has("record-bytes") && rb == 0) usage_fail("--record-bytes: 0 is not a positive size");
  if (a.has("record-bytes") && per_vp % rb)
    fail("--record-bytes: %llu does not divide the %llu bytes per VP", (unsigned long long)rb,
         (unsigned long long)per_vp);
  if (rb > UINT32_MAX) fail("--record-bytes: %llu bytes per record is more than a block holds (2^32-1); give a "
                            "smaller --record-bytes", (unsigned long long)rb);
  m.b_nb = per_vp ? (uint32_t)rb : 0;
  m.nb_rows = per_vp ? per_vp / rb : 0;
  // Geometry for later appends: the runtime's defaults (CB 8, IB 64 bytes,
  // 6 pointers per entry, 1 MiB superblocks).
  m.b_cb = 8; m.b_ib = 64; m.dir_ptrs = 6; m.sb_bytes = 1u << 20; m.dsb_bytes = 32 * 2048;
  m.cb_off = F;
  m.ib_off = (F + m.sb_bytes - 1) / m.sb_bytes * m.sb_bytes;
  m.writer_ranks = 1;
  m.gen = random64();
  m.len.assign(m.nvp, per_vp);
  std::vector<uint8_t> buf = encode_meta(m);
  parse_meta(mp, buf);  // what we write must read back
  write_atomic(mp, buf.data(), buf.size());
  return 0;
}

}  // namespace ss
