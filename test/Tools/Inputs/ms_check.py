#!/usr/bin/env python3
"""Checks a Stream* file written by ms_write.cs (several "a" sessions, ragged
IB lengths): every VP's stream equals the one built here from the program's
formulas; the Python package (stream, streams, to_numpy) and `streamstar
cat`/`convert` agree byte for byte; the package took its numpy directory
walk (no entry-by-entry fallback) although the directory holds the garbage
entries of earlier sessions.

  ms_check.py STREAMSTAR FILE"""
import struct
import subprocess
import sys

import numpy as np
import streamstar

tool, name = sys.argv[1], sys.argv[2]


def expected(v):
    out = struct.pack("<i", v)
    for s in range(4):
        if (v + s) % 3 != 0:
            for k in range(10):
                if k < (7 * v + 13 * s) % 11:
                    out += b"s%dv%dk%d|" % (s, v, k)
    return out


f = streamstar.open(name)
want = [expected(v) for v in range(f.nvp)]
problems = []
if [f.stream(v) for v in range(f.nvp)] != want:
    problems.append("stream(v) differs from the program's formulas")
if [s for _, s in f.streams()] != want or list(f) != want:
    problems.append("streams() differs")
tab = f._table()
if tab is None:
    problems.append("the numpy directory walk fell back to the entry-by-entry walk")
elif any([int(p) for p in tab[0][tab[1][v]:tab[1][v] + tab[2][v]]] != f._walk(v) for v in range(f.nvp)):
    problems.append("the numpy directory walk and the entry-by-entry walk differ")
# This file's 15 VPs are read by walking their lists (File.WALK_VPS); read
# them again through the table, as files of many VPs are.
t = streamstar.open(name)
t.WALK_VPS = 0
if [t.stream(v) for v in range(t.nvp)] != want or [s for _, s in t.streams()] != want or \
        t.to_numpy("u1").tobytes() != f.to_numpy("u1").tobytes():
    problems.append("reads through the table differ")
entries = sum(f._dir.superblock(j) for j in range(f.meta["dir_sbs"]))
live = sum(-(-len(f._walk(v)) // f.meta["dir_ptrs"]) for v in range(f.nvp))
print("garbage entries: %s" % ("yes" if entries > live else "no (%d entries)" % entries))
# Entries that no list uses (old lists of earlier sessions): the walk must skip them.
used = sum(-(-max(0, len(w) - 4) // f.meta["b_ib"]) for w in want)
print("lengths %s; %d IB blocks in lists" % (sorted(set(len(w) for w in want)), used))
cat = subprocess.run([tool, "cat", name, "--vp", "all"], capture_output=True, check=True).stdout
if cat != b"".join(want):
    problems.append("cat --vp all differs")
for order, dtype, fill in [("vp", "u1", 0), ("record", "u1", 0), ("vp", "int32", -3), ("record", "u1", 255),
                           ("vp", "float64", float("nan"))]:
    subprocess.run([tool, "convert", name, "x.npy", "--order=" + order, "--dtype=" + dtype, "--fill=%s" % fill,
                    "--no-progress"], check=True)
    a, b = np.load("x.npy"), f.to_numpy(dtype, order=order, fill=fill)
    if a.shape != b.shape or a.dtype != b.dtype or a.tobytes() != b.tobytes():
        problems.append("convert --order=%s --dtype=%s and to_numpy differ" % (order, dtype))
# the VP-order array row by row is the streams padded
a = f.to_numpy("u1", fill=b"\xee").reshape(f.nvp, -1)
if any(a[v, :len(w)].tobytes() != w or (a[v, len(w):] != 0xee).any() for v, w in enumerate(want)):
    problems.append("to_numpy rows are not the streams padded with the fill")
print("\n".join(problems) if problems else "ms: agree")
sys.exit(1 if problems else 0)
