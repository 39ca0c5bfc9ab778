// streamstar convert: any Stream* file to one flat array (raw or .npy).
#include "commands.h"
#include "common.h"
#include "dtype.h"
#include "options.h"
#include "progress.h"
#include "sfile.h"
#include "tiles.h"

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <memory>
#include <sys/stat.h>
#include <sys/statvfs.h>
#include <thread>
#include <unistd.h>

namespace ss {

static const char kHelp[] =
    "usage: streamstar convert FILE OUT [options]\n"
    "Writes the Stream* file FILE as one flat array OUT (one NB segment that any\n"
    "program reads directly). Runs alone or under `mpiexec -n P`.\n"
    "  --order=vp|record   vp (default): each VP's stream contiguous, VPs in row-major\n"
    "                      order, shape [*S][L]; record: record k of every VP, then k+1,\n"
    "                      shape [R][*S] (the NB layout)\n"
    "  --format=raw|npy    default: npy if OUT ends in .npy, else raw\n"
    "  --dtype=T           element type (float64, int32, uint8, ...; default uint8);\n"
    "                      L is padded to whole elements\n"
    "  --record-bytes=N    record size for --order=record (default: the NB block size,\n"
    "                      or the CB block size if there is no NB segment, when it holds\n"
    "                      whole elements; else the element size)\n"
    "  --fill=V            pad shorter streams with V, a value of --dtype (default 0)\n"
    "  --fill-byte=N       pad with the byte N (0..255) instead\n"
    "  --shape=AxB         read FILE as an external flat file (no FILE.meta) of this shape\n"
    "  --salvage           a data file cut short (stream bytes past its end) is an\n"
    "                      error naming the bytes missing; with --salvage they are\n"
    "                      written as the fill byte 0x00, with a warning on stderr\n"
    "                      (--allow-short: the older name)\n"
    "  --buffer=SIZE       tile buffer per thread (default 4m in VP order, 16m for\n"
    "                      files with IB data, 2m in record order; memory stays\n"
    "                      below ~8x per thread)\n"
    "  --threads=N         threads per process converting tiles (default 2 when run\n"
    "                      alone on a machine with 2 or more cores, else 1)\n"
    "  --no-progress       never show the progress bar (it appears only on a terminal,\n"
    "                      for jobs of more than a few seconds)\n"
    "OUT is written as OUT.part and renamed when complete; OUT - writes standard\n"
    "output (raw unless --format=npy; one process).\n";

// Rank 0 decides, everybody learns: a failure on any rank stops all, and
// only the lowest failing rank prints its message.
struct Step {
  const Par &par;
  void check(bool failed, const std::string &msg, bool usage = false) {
    int who = par_first_failure(par, failed);
    if (who < 0) return;
    // Every rank exits with the failing rank's status (2 for a usage error,
    // else 1): mpiexec ORs them, and a quiet 1 beside rank 0's 2 made 3.
    if (par_flag_of(par, usage, who)) throw UsageError(who == par.rank ? msg : "");
    throw Error(who == par.rank ? msg : "");  // quiet on other ranks
  }
};

// The converted temporary file (n bytes) to standard output, in order.
static void copy_out(int fd, uint64_t n) {
  std::vector<uint8_t> buf(256u << 10);
  for (uint64_t off = 0; off < n;) {
    size_t k = pread_full(fd, buf.data(), (size_t)std::min<uint64_t>(buf.size(), n - off), off, "temporary file");
    if (k == 0) fail("temporary file: ends early");
    for (size_t done = 0; done < k;) {
      ssize_t w = write(1, buf.data() + done, k - done);
      if (w < 0 && errno == EINTR) continue;
      if (w <= 0) fail("standard output: %s", w < 0 ? strerror(errno) : "no progress");
      done += (size_t)w;
    }
    off += k;
  }
}

int cmd_convert(int argc, char **argv, const Par &par) {
  Step step{par};
  std::string err;
  Args a;
  try {  // under mpiexec every rank parses the same line: one message, from rank 0
    a = parse_args(argc, argv, {{"order", true}, {"format", true}, {"dtype", true}, {"record-bytes", true},
                                {"fill", true}, {"fill-byte", true}, {"shape", true}, {"buffer", true},
                                {"threads", true}, {"no-progress", false}, {"progress", false},
                                {"allow-short", false}, {"salvage", false}});
  } catch (UsageError &e) {
    err = e.what();
  }
  step.check(!err.empty(), err, true);
  if (a.has("help")) { if (par.rank == 0) fputs(kHelp, stdout); return 0; }
  std::unique_ptr<StreamFile> sf;
  Plan plan;
  std::vector<uint64_t> shape;
  DType dt;
  std::string in, out, tmp;
  bool npy = false, usage = false;
  uint64_t buffer = 0;  // default by order, below: small tiles stay in cache between the transpose and the write
  uint64_t threads = par.size == 1 && std::thread::hardware_concurrency() >= 2 ? 2 : 1;
  try {
    need_positionals(a, 2, "FILE OUT");
    in = a.pos[0];
    out = a.pos[1];
    if (out.empty()) usage_fail("OUT: empty path (give a file name, or - for standard output)");
    std::string order = a.get("order", "vp");
    if (order != "vp" && order != "record") usage_fail("--order: '%s' is not vp or record", order.c_str());
    plan.vp_order = order == "vp";
    std::string format = a.get("format", out.size() >= 4 && out.compare(out.size() - 4, 4, ".npy") == 0 ? "npy" : "raw");
    if (format != "raw" && format != "npy") usage_fail("--format: '%s' is not raw or npy", format.c_str());
    npy = format == "npy";
    dt = parse_dtype(a.get("dtype", "uint8"));
    if (a.has("buffer")) buffer = std::max<uint64_t>(parse_size(a.get("buffer"), "--buffer"), 4096);
    if (a.has("threads")) {
      threads = parse_uint(a.get("threads"), "--threads");
      if (threads < 1 || threads > 64) usage_fail("--threads: %llu is not 1..64", (unsigned long long)threads);
    }
    if (a.has("fill") && a.has("fill-byte")) usage_fail("--fill and --fill-byte: give one of them");
    if (a.has("fill-byte")) {
      uint64_t b = parse_uint(a.get("fill-byte"), "--fill-byte");
      if (b > 255) usage_fail("--fill-byte: %llu is not a byte (0..255)", (unsigned long long)b);
      plan.pattern = {(uint8_t)b};
    } else {
      plan.pattern = encode_value(a.get("fill", "0"), dt, "--fill");
    }
    std::vector<uint64_t> ext = a.has("shape") ? parse_shape(a.get("shape"), "--shape") : std::vector<uint64_t>{};
    sf.reset(new StreamFile(in, ext));
    const bool salvage = a.has("salvage") || a.has("allow-short");
    sf->refuse_if_short(salvage);
    const Meta &m = sf->meta();
    // Every rank checks the whole file (the same answer everywhere), before
    // any output exists; rank 0 alone warns under --salvage.
    if (sf->may_be_short()) {
      StreamFile::Missing miss;
      for (uint64_t v = 0; v < m.nvp; v++) sf->add_missing(v, miss);
      sf->report_missing(miss, "convert", "all VPs", salvage, par.rank == 0);
    }
    // Measured (docs/benchmarks.md): record order's second transpose runs
    // best on 2 MiB tiles, VP order of regular segments on 4 MiB (two
    // threads' tiles and scratch stay in the cache; 8 MiB was 10-25% slower);
    // VP order's IB bands want the larger tile.
    if (!a.has("buffer")) buffer = !plan.vp_order ? 2u << 20 : m.has_ib() ? 16u << 20 : 4u << 20;
    for (const char *suffix : {"", ".meta", ".first", ".dir"})
      if (out == in + suffix) fail("%s: OUT would overwrite the input", out.c_str());
    if (out == "-") {  // standard output: one process writes it in order
      if (par.size > 1) usage_fail("OUT -: standard output needs a single process (not mpiexec -n %d)", par.size);
      if (isatty(1)) usage_fail("OUT -: refusing to write binary data to a terminal (redirect it)");
    }
    const uint64_t item = dt.size, L = m.max_len();
    // A damaged (or forged) length must not wrap the sizes below.
    if ((unsigned __int128)m.nvp * ((unsigned __int128)L + 65536) > ((unsigned __int128)1 << 62))
      fail("%s: lengths: the longest stream (%llu bytes) times %llu VPs is too large to convert", in.c_str(),
           (unsigned long long)L, (unsigned long long)m.nvp);
    plan.V = m.nvp;
    for (uint32_t i = 0; i < m.ndims; i++) shape.push_back(m.dims[i]);
    if (plan.vp_order) {
      if (a.has("record-bytes")) usage_fail("--record-bytes: only with --order=record");
      plan.Lp = (L + item - 1) / item * item;
      plan.rb = item;
      shape.push_back(plan.Lp / item);
    } else {
      // Default record: the first regular segment's block, when whole elements.
      uint64_t rb = a.has("record-bytes") ? parse_size(a.get("record-bytes"), "--record-bytes")
                    : (m.nb_rows && m.b_nb % item == 0)                ? m.b_nb
                    : (!m.nb_rows && m.cb_len && m.b_cb % item == 0) ? m.b_cb
                                                                       : item;
      if (rb == 0 || rb % item)
        usage_fail("--record-bytes: %llu is not a positive multiple of the %s element size %llu", (unsigned long long)rb,
             dt.descr.c_str(), (unsigned long long)item);
      plan.rb = rb;
      plan.Lp = (L + rb - 1) / rb * rb;
      shape.insert(shape.begin(), plan.Lp / rb);
      if (rb != item) shape.push_back(rb / item);
    }
  } catch (UsageError &e) {
    err = e.what();
    usage = true;
  } catch (Error &e) {
    err = e.what();
  }
  step.check(!err.empty(), err, usage);

  // Rank 0 creates OUT.part with the header; the others open it after.
  std::vector<uint8_t> header = npy ? npy_header(dt, shape) : std::vector<uint8_t>{};
  plan.H = header.size();
  const uint64_t total = plan.H + plan.V * plan.Lp;
  tmp = out + ".part";
  int fd = -1;
  // OUT "-": straight into standard output when it is a regular file at its
  // start (pwrite needs offsets), else into an unlinked temporary file that
  // is then copied to it in order (a pipe).
  const bool to_stdout = out == "-";
  bool via_tmp = false;
  if (to_stdout) {
    struct stat st;
    int fl = fcntl(1, F_GETFL);
    via_tmp = !(fstat(1, &st) == 0 && S_ISREG(st.st_mode) && lseek(1, 0, SEEK_CUR) == 0 && fl >= 0 && !(fl & O_APPEND));
    tmp = "standard output";
  }
  if (par.rank == 0) {
    try {
      if (to_stdout && !via_tmp) {
        fd = dup(1);
      } else if (to_stdout) {
        const char *td = getenv("TMPDIR");
        std::string pat = std::string(td && *td ? td : "/tmp") + "/streamstar-XXXXXX";
        fd = mkstemp(&pat[0]);
        if (fd < 0) fail("OUT -: temporary file %s: %s", pat.c_str(), strerror(errno));
        unlink(pat.c_str());
      } else {
      if (is_dir(out)) fail("%s: is a directory", out.c_str());
      fd = open(tmp.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0666);
      if (fd < 0) {
        // Name OUT and its missing directory, not only the OUT.part we made up.
        int e = errno;
        size_t slash = out.rfind('/');
        std::string dir = slash == std::string::npos ? "." : out.substr(0, slash ? slash : 1);
        if (e == ENOENT && !is_dir(dir)) fail("%s: directory %s does not exist", out.c_str(), dir.c_str());
        fail("%s: cannot create %s: %s", out.c_str(), tmp.c_str(), strerror(e));
      }
      }
      // Say so now rather than after filling the disk (a damaged length can
      // ask for terabytes of padding).
      struct statvfs fs;
      if (fstatvfs(fd, &fs) == 0 && (unsigned __int128)fs.f_bavail * fs.f_frsize < total)
        fail("%s: needs %llu bytes, the file system has %llu free", out.c_str(), (unsigned long long)total,
             (unsigned long long)((unsigned __int128)fs.f_bavail * fs.f_frsize));
      pwrite_full(fd, header.data(), header.size(), 0, tmp);
      if (ftruncate(fd, (off_t)total) != 0) fail("%s: %s", tmp.c_str(), strerror(errno));
    } catch (Error &e) {
      err = e.what();
      if (fd >= 0) {  // never leave a half-made OUT.part behind
        close(fd);
        fd = -1;
        if (!to_stdout) unlink(tmp.c_str());
      }
    }
  }
  step.check(!err.empty(), err);
  if (par.rank != 0) {
    fd = open(tmp.c_str(), O_WRONLY);
    if (fd < 0) err = fmt("%s: %s", tmp.c_str(), strerror(errno));
  }
  step.check(!err.empty(), err);

  try {
    const Meta &m = sf->meta();
    const uint64_t data_bytes = plan.V * plan.Lp;
    // Identity: a file with one regular segment and equal streams already
    // is the array when the output layout is its own (record order with its
    // block size, or one block per VP, or one VP): copy bytes, in-kernel.
    uint64_t seg_off = 0, seg_b = 0, seg_rows = 0, seg_len = 0;
    if (!m.has_ib() && m.nb_rows && !m.cb_len) seg_b = m.b_nb, seg_rows = m.nb_rows, seg_len = m.nb_len();
    if (!m.has_ib() && !m.nb_rows && m.cb_len && m.cb_len % m.b_cb == 0)
      seg_off = m.cb_off, seg_b = m.b_cb, seg_rows = m.cb_rows(), seg_len = m.cb_len;
    // (One row is VP-major, which is the VP order but not records smaller
    // than the row's block.)
    bool identity = seg_b && plan.Lp == seg_len &&
                    std::all_of(m.len.begin(), m.len.end(), [&](uint64_t l) { return l == seg_len; }) &&
                    (plan.V == 1 || (plan.vp_order ? seg_rows == 1 : plan.rb == seg_b));
    Progress prog(identity ? data_bytes / par.size : data_bytes / par.size, par.rank == 0 && !a.has("no-progress"));
    if (identity) {
      uint64_t chunk = (data_bytes + par.size - 1) / par.size;
      uint64_t lo = std::min(data_bytes, chunk * par.rank), hi = std::min(data_bytes, lo + chunk);
      int infd = sf->data().plain_fd();
      std::vector<uint8_t> buf;
      while (lo < hi) {
        size_t n = (size_t)std::min<uint64_t>(hi - lo, 64u << 20);
        ssize_t k = -1;
        if (infd >= 0) {
          loff_t ioff = (loff_t)(seg_off + lo), ooff = (loff_t)(plan.H + lo);
          k = copy_file_range(infd, &ioff, fd, &ooff, n, 0);
          if (k == 0) k = -1;  // input shorter than its .meta says: read zeros below
        }
        if (k < 0) {
          buf.resize(std::min<size_t>(n, 8u << 20));
          k = (ssize_t)buf.size();
          sf->data().read(seg_off + lo, buf.data(), buf.size());
          pwrite_full(fd, buf.data(), buf.size(), plan.H + lo, tmp);
        }
        lo += k;
        prog.add(k);
      }
    } else {
      plan_tiles(m, plan, buffer);
      uint64_t T = plan.tiles(), t0 = T * par.rank / par.size, t1 = T * (par.rank + 1) / par.size;
      // Threads take contiguous shares of this rank's tiles, each with its
      // own StreamFile (the directory cache is not shared) and buffers; the
      // transposes run in parallel while the other thread waits in a read
      // or write. The progress bar follows the calling thread's share.
      const uint64_t nt = std::max<uint64_t>(1, std::min(threads, t1 - t0));
      std::vector<std::thread> pool;
      std::vector<std::string> errs(nt);
      for (uint64_t k = 1; k < nt; k++)
        pool.emplace_back([&, k] {
          try {
            StreamFile own(in, a.has("shape") ? parse_shape(a.get("shape"), "--shape") : std::vector<uint64_t>{});
            TileEngine eng(own, plan, fd, tmp);
            Progress quiet(0, false);
            eng.run(t0 + (t1 - t0) * k / nt, t0 + (t1 - t0) * (k + 1) / nt, quiet);
          } catch (Error &e) {
            errs[k] = e.what();
          } catch (std::exception &e) {
            errs[k] = fmt("%s: %s", in.c_str(), e.what());
          }
        });
      try {
        TileEngine eng(*sf, plan, fd, tmp);
        Progress mine(data_bytes / par.size / nt, par.rank == 0 && !a.has("no-progress"));
        eng.run(t0, t0 + (t1 - t0) / nt, mine);
      } catch (Error &e) {
        errs[0] = e.what();
      } catch (std::exception &e) {  // joined below either way
        errs[0] = fmt("%s: %s", in.c_str(), e.what());
      }
      for (auto &t : pool) t.join();
      for (auto &e : errs)
        if (!e.empty()) throw Error(e);
    }
    prog.finish();
    if (to_stdout && via_tmp) copy_out(fd, total);
    if (to_stdout && !via_tmp) lseek(1, (off_t)total, SEEK_SET);  // as if written in order
    if (close(fd) != 0) fail("%s: close: %s", tmp.c_str(), strerror(errno));
    fd = -1;
  } catch (Error &e) {
    err = e.what();
    if (fd >= 0) close(fd);
  }
  int who = par_first_failure(par, !err.empty());
  if (par.rank == 0) {
    if (to_stdout) {
    } else if (who < 0 && rename(tmp.c_str(), out.c_str()) != 0) {
      err = fmt("%s: rename from %s: %s", out.c_str(), tmp.c_str(), strerror(errno));
      who = 0;
    }
    if (who >= 0 && !to_stdout) unlink(tmp.c_str());
  }
  if (who >= 0) throw Error(who == par.rank ? err : "");
  return 0;
}

}  // namespace ss
