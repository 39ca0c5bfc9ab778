#!/usr/bin/env python3
"""Times the Python package's directory table (File._table: every VP's IB
block pointers from one numpy pass over NAME.dir) and the first
`open(NAME).stream(v)` of one VP, for the package at a git revision
(before) and in this tree (after), alternating, best of N, in fresh
processes. CPU seconds (user + system of the process, from getrusage) are
the figure to compare on a shared machine; wall seconds are printed too.
Used for docs/benchmarks.md "tools18".

  tools18_dirtable.py FILE [--before REV] [--repeat N]

FILE as measured there (1M VPs x 8 IB blocks of 8 bytes, 2M entries):
  cstar test/bench/tools18_big.cs -o big
  CSTAR_STREAM_FORCE=ib CSTAR_STREAM_BIB=8 mpiexec -n 1 ./big   # writes big.dat"""
import argparse
import os
import subprocess
import sys
import tempfile

CHILD = r"""
import resource, sys, time
sys.path.insert(0, sys.argv[1])
import streamstar
def mark():
    r = resource.getrusage(resource.RUSAGE_SELF)
    return r.ru_utime + r.ru_stime, time.perf_counter()
c0, w0 = mark()
f = streamstar.open(sys.argv[2])
f.stream(f.nvp // 2 + 1)
c1, w1 = mark()
g = streamstar.open(sys.argv[2])
c2, w2 = mark()
tab = g._table()
c3, w3 = mark()
assert tab is not None
print(c1 - c0, w1 - w0, c3 - c2, w3 - w2)
"""


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("file")
    ap.add_argument("--before", default="main")
    ap.add_argument("--repeat", type=int, default=5)
    a = ap.parse_args()
    root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    with tempfile.TemporaryDirectory() as tmp:
        arch = subprocess.run(["git", "-C", root, "archive", a.before, "python/streamstar"],
                              capture_output=True, check=True).stdout
        subprocess.run(["tar", "-x", "-C", tmp], input=arch, check=True)
        pkgs = {"before (%s)" % a.before: os.path.join(tmp, "python"), "after (tree)": os.path.join(root, "python")}
        best = {k: [1e9] * 4 for k in pkgs}
        for _ in range(a.repeat):
            for k, p in pkgs.items():
                out = subprocess.run([sys.executable, "-c", CHILD, p, a.file], capture_output=True, text=True,
                                     check=True).stdout.split()
                best[k] = [min(x, float(y)) for x, y in zip(best[k], out)]
    print("%-16s %-28s %-28s" % ("package", "open + stream(v): cpu / wall", "_table(): cpu / wall"))
    for k, (c1, w1, c2, w2) in best.items():
        print("%-16s %6.3f s / %6.3f s           %6.3f s / %6.3f s" % (k, c1, w1, c2, w2))


if __name__ == "__main__":
    main()
