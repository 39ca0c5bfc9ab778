#!/usr/bin/env python3
"""The damages of damage.py, read by the C* runtime itself (stream13_rtread:
fopen(name, "r", &s) + fread / fgetc / fseek+ftell), next to the Python
package (written from docs/stream-format.md alone).

For every base file of damage.py the undamaged file must read back exactly
what the writer wrote. For each damage (every STRIDE-th of each base), with
the runtime reader at each rank count of --ranks and each way of --ways:
  * it ends within the time limit (a rank stuck in a collective while
    another exits is a hang), with exit 0 or 1, no sanitizer report;
  * exit 1: every rank printed one "error rank R:" line, all the same
    message, naming the damaged file (the message is the runtime's);
  * exit 0: the package read the file too, and every VP's length and crc
    equal the package's (never silently different data). The runtime is
    stricter than the salvaging package (it refuses truncated data), so it
    may fail where the package reads; the converse is a problem.

  stream13_rtdamage.py READER WORKDIR [--stride N] [--ranks 1,2,3]
                       [--ways fread,fgetc,seek] [--base S] [--only S]
Prints one line per problem and "rtdamage: N runs, M problems"."""
import argparse
import os
import subprocess
import sys
import zlib

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import damage  # noqa: E402  (BASES, damages_for, copy_base, py_read, expected)

ENV = dict(os.environ, CSTAR_STREAM_QUIET="1", MPIEXEC_TIMEOUT="40",
           ASAN_OPTIONS="exitcode=99:detect_leaks=0", UBSAN_OPTIONS="halt_on_error=1:exitcode=98")


def run_reader(reader, mpiexec, n, path, way, timeout=30):
    """(rc, stdout, stderr); rc None on a hang."""
    try:
        p = subprocess.run([mpiexec, "-n", str(n), reader, path, way], capture_output=True, env=ENV,
                           timeout=timeout)
    except subprocess.TimeoutExpired:
        return None, "", "hangs (%d s)" % timeout
    return p.returncode, p.stdout.decode(errors="replace"), p.stderr.decode(errors="replace")


def parse_ok(out):
    """[(len, crc)] per VP from a successful run, or None."""
    lines = out.splitlines()
    if not lines or not lines[0].startswith("ok nvp "):
        return None
    V = int(lines[0].split()[2])
    got = []
    for ln in lines[1:]:
        w = ln.split()
        if len(w) == 6 and w[0] == "vp" and int(w[1]) == len(got):
            got.append((int(w[3]), int(w[5], 16)))
    return got if len(got) == V else None


def check(tag, reader, mpiexec, n, w, way, py, bad):
    rc, out, err = run_reader(reader, mpiexec, n, w, way)
    where = "%s [-n %d %s]" % (tag, n, way)
    if rc is None:
        bad("%s: runtime reader hangs" % where)
        return None
    if "Sanitizer" in err or "runtime error" in err:
        bad("%s: sanitizer report\n%s" % (where, err[-3000:]))
        return None
    if rc == 1:
        errs = [ln for ln in out.splitlines() if ln.startswith("error rank ")]
        msgs = {ln.split(": ", 1)[1] if ": " in ln else "" for ln in errs}
        ranks = sorted(int(ln.split()[2].rstrip(":")) for ln in errs)
        if ranks != list(range(n)):
            bad("%s: error lines from ranks %s, expected every rank\n%s%s" % (where, ranks, out, err))
        elif len(msgs) != 1:
            bad("%s: ranks disagree on the error: %s" % (where, msgs))
        elif os.path.basename(w) not in next(iter(msgs)):
            bad("%s: the error does not name the file: %s" % (where, next(iter(msgs))))
        return "error", next(iter(msgs)) if msgs else ""
    if rc != 0:
        bad("%s: runtime reader exit %s\n%s%s" % (where, rc, out[-1000:], err[-2000:]))
        return None
    got = parse_ok(out)
    if got is None:
        bad("%s: unreadable output\n%s" % (where, out[-1000:]))
        return None
    if py[0] != "ok":
        bad("%s: the runtime reads a file the package refuses (%s)" % (where, py[1]))
        return "ok", got
    want = [(len(s), zlib.crc32(s) & 0xFFFFFFFF) for s in py[2]]
    if got != want:
        diff = [v for v in range(max(len(got), len(want)))
                if v >= len(got) or v >= len(want) or got[v] != want[v]]
        v = diff[0]
        bad("%s: the runtime and the package differ at VP %d: %s vs %s" % (
            where, v, got[v] if v < len(got) else None, want[v] if v < len(want) else None))
    return "ok", got


def main():
    sys.stdout.reconfigure(line_buffering=True)
    ap = argparse.ArgumentParser()
    ap.add_argument("reader")
    ap.add_argument("workdir")
    ap.add_argument("--mpiexec", default="mpiexec")
    ap.add_argument("--stride", type=int, default=1)
    ap.add_argument("--offset", type=int, default=0, help="which damage of each stride (0..stride-1)")
    ap.add_argument("--ranks", default="1")
    ap.add_argument("--ways", default="fread")
    ap.add_argument("--base", default="")
    ap.add_argument("--only", default="")
    ap.add_argument("--verbose", action="store_true", help="print each run's outcome")
    a = ap.parse_args()
    reader = os.path.abspath(a.reader)
    ranks = [int(x) for x in a.ranks.split(",")]
    ways = a.ways.split(",")
    os.makedirs(a.workdir, exist_ok=True)
    os.chdir(a.workdir)
    problems, nruns, refused = [], 0, 0

    def bad(what):
        problems.append(what)
        print(what)

    for bname, args in damage.BASES.items():
        if a.base and a.base not in bname:
            continue
        files = damage.make_base(bname, args)
        # the base file: the writer's bytes, or (provisional) a refusal naming recover
        want = damage.expected(bname)
        py = ("ok", None, want)
        for n in ranks:
            for way in ways:
                nruns += 1
                r = check(bname + ": base file", reader, a.mpiexec, n, bname, way, py, bad)
                if r and "--incomplete" in args and (r[0] != "error" or "recover" not in r[1]):
                    bad("%s: base file: a provisional .meta read without naming recover: %s" % (bname, r))
                if r and "--incomplete" not in args and r[0] != "ok":
                    bad("%s: base file [-n %d %s]: refused: %s" % (bname, n, way, r[1]))
        for i, d in enumerate(damage.damages_for(bname, files)):
            if (a.only and a.only not in d.name) or i % a.stride != a.offset % a.stride:
                continue
            w = "w_" + bname
            damage.copy_base(bname, w)
            d.fn(w)
            tag = "%s: %s" % (bname, d.name)
            py = damage.py_read(w)
            if py[0] == "bug":
                bad("%s: python: %s" % (tag, py[1]))
                continue
            for n in ranks:
                for way in ways:
                    nruns += 1
                    r = check(tag, reader, a.mpiexec, n, w, way, py, bad)
                    if r and r[0] == "error" and py[0] == "ok":
                        refused += 1
                    if a.verbose:
                        print("%s [-n %d %s]: %s / python %s" % (
                            tag, n, way, r if r is None or r[0] == "error" else "ok", py[0]))
    print("rtdamage: %d runs, %d problems" % (nruns, len(problems)))
    sys.stderr.write("rtdamage: %d runs refused by the runtime but read by the package\n" % refused)
    sys.exit(1 if problems else 0)


if __name__ == "__main__":
    main()
