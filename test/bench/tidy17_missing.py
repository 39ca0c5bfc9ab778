#!/usr/bin/env python3
"""Times the Python package's missing-byte check (File._check_missing, the
pass stream()/streams()/to_numpy() make before reading) on one Stream* file,
best of 3, after the directory table is built (timed apart: reading needs it
anyway). Used for docs/benchmarks.md "tidy17".

  tidy17_missing.py PYTHON_PKG_DIR FILE

FILE as measured there: an old-writer IB file (no ib_used_blocks in the
.meta, so the check cannot skip the per-VP pass) of 1M VPs, from
  test/Tools/Inputs/mkstream.py big.dat --shape 1048576 --nb-rows 1 --b-nb 4 \\
      --ib 64 --b-ib 32 --lens ragged --per-round 2
with the data file then truncated to the end of its last used IB block
(what the runtime leaves: the rest of the last superblock is never written)."""
import sys
import time

sys.path.insert(0, sys.argv[1])
import streamstar  # noqa: E402

f = streamstar.open(sys.argv[2])
t = time.perf_counter()
f._table()
t1 = time.perf_counter()
print("per-VP pass needed: %s; directory table %.3f s" % (f._may_be_short(), t1 - t))
best = 1e9
for _ in range(3):
    t = time.perf_counter()
    f._check_missing(range(f.nvp), "to_numpy")
    best = min(best, time.perf_counter() - t)
print("check of %d VPs: best of 3 %.3f s" % (f.nvp, best))
