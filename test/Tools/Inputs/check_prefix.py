#!/usr/bin/env python3
"""After `streamstar recover`: every VP's stream (read with the Python
package) must be a prefix of what the writer wrote (NAME.expect.npz), never
longer, and at least `--min` of it: `ckpt` (the old .meta's length),
`block` (within one IB block of the whole stream) or `none`.

  check_prefix.py NAME [--min ckpt|block|none] [--b-ib N]"""
import argparse
import sys

import numpy as np
import streamstar

ap = argparse.ArgumentParser()
ap.add_argument("name")
ap.add_argument("--min", default="ckpt")
ap.add_argument("--b-ib", type=int, default=32)
a = ap.parse_args()
e = np.load(a.name + ".expect.npz")
lens, ckpt = e["lens"], e["ckpt"]
offs = np.concatenate([[0], np.cumsum(lens)])
f = streamstar.open(a.name)
short = 0
for v in range(f.nvp):
    s = f.stream(v)
    true = e["data"][offs[v]:offs[v + 1]].tobytes()
    if s != true[:len(s)] or len(s) > len(true):
        sys.exit("VP %d: recovered %d bytes are not a prefix of the %d written" % (v, len(s), len(true)))
    if a.min == "ckpt" and len(s) < ckpt[v]:
        sys.exit("VP %d: %d bytes, fewer than the %d the old .meta knew" % (v, len(s), ckpt[v]))
    if a.min == "block" and len(s) <= len(true) - a.b_ib:
        sys.exit("VP %d: %d bytes, more than a block short of %d" % (v, len(s), len(true)))
    short += len(s) < len(true)
print("ok: %d VPs, %d shorter than written" % (f.nvp, short))
