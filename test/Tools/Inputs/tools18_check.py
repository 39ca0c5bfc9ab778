#!/usr/bin/env python3
"""Checks mix.dat written by tools18_write.cs three ways against each other
and against the program's formulas: the independent reader of
tools18_reader.py (docs/stream-format.md alone), the streamstar package
(through its per-VP walk and through its whole-directory table, whose
pointers must equal the walk's for every VP) and the streamstar tool
(`cat`, `convert` in both orders to .npy, raw and a pipe, under mpiexec,
`info --json`).

  tools18_check.py STREAMSTAR MPIEXEC DIR"""
import json
import os
import struct
import subprocess
import sys

import numpy as np

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import tools18_reader  # noqa: E402
import streamstar  # noqa: E402

tool, mpiexec, d = sys.argv[1], sys.argv[2], sys.argv[3]
name = os.path.join(d, "mix.dat")
problems = []


def expected(v):
    out = b"".join(struct.pack("<d", 100.0 * k + v + 0.25) for k in range(2))
    out += b"".join(struct.pack("<i", 11 * v - k) for k in range(3))
    for s in range(4):
        if (v + s) % 4 != 0:
            out += b"".join(b"%d:%d:%d;" % (s, v, k) for k in range(9) if k < (5 * v + 3 * s) % 9)
    return out


want = [expected(v) for v in range(117)]
dims, mine, meta = tools18_reader.read(name)
if dims != [9, 13] or mine != want:
    problems.append("the independent reader differs from the program's formulas")


def padded(streams, fill_byte, order, rb):
    """The array convert makes, from the streams alone (man page: L the
    longest stream rounded up to whole records)."""
    L = max(len(s) for s in streams)
    L = -(-L // rb) * rb
    a = np.full((len(streams), L), fill_byte, dtype=np.uint8)
    for v, s in enumerate(streams):
        a[v, :len(s)] = np.frombuffer(s, dtype=np.uint8)
    if order == "vp":
        return a.reshape(9, 13, L)
    return a.reshape(117, L // rb, rb).transpose(1, 0, 2).reshape((L // rb, 9, 13) + ((rb,) if rb > 1 else ()))


# The package: walked lists (a few VPs), then everything through the table.
f = streamstar.open(name)
if [f.stream(v) for v in range(0, 117, 10)] != want[::10]:
    problems.append("package stream(v) (walked) differs")
tab = f._table()
if tab is None:
    problems.append("the package's directory table fell back to the walk")
else:
    ptrs, start, count = tab
    if any([int(p) for p in ptrs[start[v]:start[v] + count[v]]] != f._walk(v) for v in range(117)):
        problems.append("the package's directory table and its walk differ")
    if [f.stream(v) for v in range(117)] != want or [s for _, s in f.streams()] != want:
        problems.append("package stream(v)/streams() through the table differ")
for order, rb in (("vp", 1), ("record", 8)):
    a = f.to_numpy("u1", order=order, fill=b"\xee")
    if a.shape != padded(want, 0xEE, order, rb).shape or (a != padded(want, 0xEE, order, rb)).any():
        problems.append("package to_numpy order=%s differs" % order)

# The tool.
cat = subprocess.run([tool, "cat", name, "--vp", "all"], capture_output=True, check=True).stdout
if cat != b"".join(want):
    problems.append("cat --vp all differs")
cat = subprocess.run([tool, "cat", name, "--vp", "116,0:5,8-6"], capture_output=True, check=True).stdout
if cat != want[116] + want[5] + want[8] + want[7] + want[6]:
    problems.append("cat --vp 116,0:5,8-6 differs")
for order, rb, extra in (("vp", 1, []), ("record", 8, []), ("record", 8, ["--threads=2"])):
    out = os.path.join(d, "x.npy")
    subprocess.run([tool, "convert", name, out, "--order=" + order, "--fill-byte=0xee", "--no-progress"] + extra,
                   check=True)
    a = np.load(out)
    e = padded(want, 0xEE, order, rb)
    if a.dtype != np.uint8 or a.shape != e.shape or (a != e).any():
        problems.append("convert --order=%s %s: %s %s, want %s" % (order, extra, a.dtype, a.shape, e.shape))
# raw, to a file, to a pipe (OUT -) and under mpiexec -n 2: the same bytes
subprocess.run([tool, "convert", name, os.path.join(d, "x.raw"), "--dtype=f8", "--fill=-1"], check=True)
raw = open(os.path.join(d, "x.raw"), "rb").read()
pipe = subprocess.run([tool, "convert", name, "-", "--dtype=f8", "--fill=-1"], stdout=subprocess.PIPE,
                      check=True).stdout
subprocess.run([mpiexec, "-n", "2", tool, "convert", name, os.path.join(d, "y.raw"), "--dtype=f8", "--fill=-1"],
               check=True)
L8 = -(-max(map(len, want)) // 8) * 8
e = np.frombuffer(struct.pack("<d", -1.0) * (117 * L8 // 8), dtype=np.uint8).reshape(117, L8).copy()
for v, s in enumerate(want):
    e[v, :len(s)] = np.frombuffer(s, dtype=np.uint8)
if raw != e.tobytes() or pipe != raw or open(os.path.join(d, "y.raw"), "rb").read() != raw:
    problems.append("convert --dtype=f8 --fill=-1: file, pipe or mpiexec output differs from the streams padded")
# info --json against the .meta as the independent reader parsed it
info = json.loads(subprocess.run([tool, "info", name, "--json"], capture_output=True, check=True).stdout)
lens = sorted(len(s) for s in want)
segs = [(s["mode"], s["block"]) for s in info["segments"]]
if info["shape"] != [9, 13] or info["nvp"] != 117 or info["writer_ranks"] != meta["writer_ranks"] or \
        segs != [("NB", meta["b_nb"]), ("CB", meta["b_cb"]), ("IB", meta["b_ib"])] or \
        info["ib_start"] != meta["ib_start"] or info["length"] != {"min": lens[0], "median": float(lens[58]),
                                                                   "max": lens[-1], "total": sum(lens)}:
    problems.append("info --json differs: %s" % info)
if f.info() != info:
    problems.append("the package's info() differs from info --json")
print("\n".join(problems) if problems else "%s: agree (writer ranks %d, b_ib %d, %d pointers per entry, %s)"
      % (os.path.basename(d), meta["writer_ranks"], meta["b_ib"], meta["dir_ptrs"],
         "striped" if info["data"]["striped"] else "ordinary"))
sys.exit(1 if problems else 0)
