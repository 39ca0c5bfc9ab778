#!/usr/bin/env python3
"""Checks a converted array against the streams mkstream.py recorded in
NAME.expect.npz, computing the expected array with plain numpy (no code of
the tools under test):

  expect.py NAME.expect.npz OUT [--order vp|record] [--dtype T] [--fill V |
            --fill-byte N] [--record-bytes N] [--format raw|npy]

Prints "ok SHAPE" or the first difference, exit 1 on mismatch. Importable:
check(...) returns the same message (None when it matches)."""
import argparse
import sys

import numpy as np


def expected(expect, order="vp", dtype="u1", fill="0", fill_byte=None, record_bytes=None):
    """(bytes, shape) of the array convert must produce."""
    e = np.load(expect)
    lens, dims, b_nb = e["lens"], tuple(int(d) for d in e["dims"]), int(e["b_nb"])
    offs = np.concatenate([[0], np.cumsum(lens)])
    dt = np.dtype(dtype)
    item = dt.itemsize
    L = int(lens.max()) if len(lens) else 0
    nb_rows, b_cb, cb_len = int(e["nb_rows"]), int(e["b_cb"]), int(e["cb_len"])
    if order == "vp":
        rb = item
    elif record_bytes:
        rb = record_bytes
    elif nb_rows and b_nb % item == 0:
        rb = b_nb
    elif not nb_rows and cb_len and b_cb % item == 0:
        rb = b_cb
    else:
        rb = item
    Lp = -(-L // rb) * rb
    if fill_byte is not None:
        pattern = np.array([fill_byte], np.uint8)
    else:
        val = float(fill) if dt.kind in "fc" else int(fill, 0)
        pattern = np.frombuffer(np.array(val).astype(dt).tobytes(), np.uint8)
    M = np.empty((len(lens), Lp), np.uint8)
    M[:] = np.resize(pattern, Lp)
    for v in range(len(lens)):
        M[v, :lens[v]] = e["data"][offs[v]:offs[v + 1]]
    if order == "vp":
        return M.tobytes(), dims + (Lp // item,)
    R = Lp // rb
    return (M.reshape(len(lens), R, rb).transpose(1, 0, 2).tobytes(),
            (R,) + dims + ((rb // item,) if rb != item else ()))


def check(expect, out, order="vp", dtype="u1", fill="0", fill_byte=None, record_bytes=None, fmt="npy"):
    want_bytes, shape = expected(expect, order, dtype, fill, fill_byte, record_bytes)
    dt = np.dtype(dtype)
    if fmt == "npy":
        got = np.load(out)
        if got.dtype != dt or got.shape != shape:
            return "mismatch: got %s %s, want %s %s" % (got.dtype, got.shape, dt, shape)
        got_bytes = got.tobytes()
    else:
        got_bytes = open(out, "rb").read()
    if got_bytes != want_bytes:
        g, w = np.frombuffer(got_bytes, np.uint8), np.frombuffer(want_bytes, np.uint8)
        if len(g) != len(w):
            return "mismatch: %d bytes, want %d" % (len(g), len(w))
        i = int(np.argmax(g != w))
        return "mismatch at byte %d: got %d, want %d" % (i, g[i], w[i])
    return None


if __name__ == "__main__":
    ap = argparse.ArgumentParser()
    ap.add_argument("expect")
    ap.add_argument("out")
    ap.add_argument("--order", default="vp")
    ap.add_argument("--dtype", default="u1")
    ap.add_argument("--fill", default="0")
    ap.add_argument("--fill-byte", type=int)
    ap.add_argument("--record-bytes", type=int)
    ap.add_argument("--format", default="npy")
    a = ap.parse_args()
    err = check(a.expect, a.out, a.order, a.dtype, a.fill, a.fill_byte, a.record_bytes, a.format)
    if err:
        sys.exit(err)
    print("ok")
