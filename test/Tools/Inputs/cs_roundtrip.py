#!/usr/bin/env python3
"""Checks the files rt_write.cs wrote (../cs-roundtrip.test): each is
converted by `streamstar convert` in several ways and read by the Python
package, and every result is compared with arrays built here from the
program's formulas alone (struct/numpy, no Stream* reader involved).

  cs_roundtrip.py STREAMSTAR DIR [--mpiexec CMD]
prints one line per file: "NAME: ok (L bytes max)" or what differs."""
import argparse
import os
import struct
import subprocess
import sys

import numpy as np

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "..", "python"))
import streamstar  # noqa: E402

DIMS = (5, 4)
V = DIMS[0] * DIMS[1]


def nb(v, rows):
    return struct.pack("<%dd" % rows, *[1000.0 * k + v + 0.5 for k in range(rows)])


def cb(v):
    return struct.pack("<2i", 7 * v, 7 * v + 1)


EXPECT = {
    "nb.dat": [nb(v, 3) for v in range(V)],
    "nbcb.dat": [nb(v, 2) + cb(v) for v in range(V)],
    "all.dat": [nb(v, 2) + cb(v) + b"%05d\n" % (3 * v) for v in range(V)],
    "ragged.dat": [nb(v, 1) + (b"v%d;" % (v * v) if v % 3 != 1 else b"") for v in range(V)],
}


def padded(streams, unit, fill):
    """(V, Lp) uint8: streams padded with `fill` to a multiple of unit."""
    L = max(len(s) for s in streams)
    Lp = -(-L // unit) * unit
    a = np.full((V, Lp), fill, np.uint8)
    for v, s in enumerate(streams):
        a[v, :len(s)] = np.frombuffer(s, np.uint8)
    return a


def convert(tool, src, out, mpi, *opts):
    cmd = ([] if not mpi else mpi.split() + ["-n", "2"]) + [tool, "convert", src, out] + list(opts)
    r = subprocess.run(cmd, capture_output=True, text=True)
    if r.returncode:
        raise RuntimeError("%s: %s" % (" ".join(cmd), r.stderr.strip()))
    return np.load(out) if out.endswith(".npy") else np.fromfile(out, np.uint8)


def check(tool, d, name, mpi):
    src = os.path.join(d, name)
    want = EXPECT[name]
    errs = []

    def same(what, got, exp):
        if got.shape != exp.shape or got.dtype != exp.dtype or not np.array_equal(got, exp):
            errs.append("%s: got %s %s, want %s %s" % (what, got.dtype, got.shape, exp.dtype, exp.shape))

    vp = padded(want, 1, 0)
    same("vp order", convert(tool, src, src + ".vp.npy", None, "--order=vp"), vp.reshape(DIMS + (-1,)))
    dot = padded(want, 1, ord("."))
    same("vp order --fill-byte=46", convert(tool, src, src + ".fill.npy", mpi, "--order=vp", "--fill-byte=46"),
         dot.reshape(DIMS + (-1,)))
    # Record order with 8-byte records (the NB block of every file here).
    rec = padded(want, 8, 0)
    R = rec.shape[1] // 8
    same("record order", convert(tool, src, src + ".rec.npy", mpi, "--order=record"),
         rec.reshape(V, R, 8).transpose(1, 0, 2).reshape((R,) + DIMS + (8,)))
    if name == "nb.dat":
        vals = np.array([[1000.0 * k + v + 0.5 for v in range(V)] for k in range(3)]).reshape((3,) + DIMS)
        same("record order float64", convert(tool, src, src + ".f8.npy", None, "--order=record", "--dtype=float64"),
             vals)
        same("the data file itself", np.fromfile(src, "<f8").reshape((3,) + DIMS), vals)
    f = streamstar.open(src)
    if tuple(f.shape) != DIMS:
        errs.append("python reader: shape %s" % (tuple(f.shape),))
    bad = [v for v in range(V) if f.stream(v) != want[v]]
    if bad:
        errs.append("python reader: VPs %s differ" % bad[:5])
    r = subprocess.run([tool, "verify", src], capture_output=True, text=True)
    if r.returncode:
        errs.append("verify: %s" % (r.stdout + r.stderr).strip())
    L = max(len(s) for s in want)
    return "%s: ok (%d bytes max)" % (name, L) if not errs else "%s: FAIL %s" % (name, "; ".join(errs))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("streamstar")
    ap.add_argument("dir")
    ap.add_argument("--mpiexec", default="")
    a = ap.parse_args()
    for name in ("nb.dat", "nbcb.dat", "all.dat", "ragged.dat"):
        try:
            print(check(a.streamstar, a.dir, name, a.mpiexec))
        except RuntimeError as e:
            print("%s: FAIL %s" % (name, e))


if __name__ == "__main__":
    main()
