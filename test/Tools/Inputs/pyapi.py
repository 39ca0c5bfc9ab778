#!/usr/bin/env python3
"""The Python package's API on a file from mkstream.py: open, shape,
stream (by index and coordinates), to_numpy (orders, dtypes, fills), info,
and one clear StreamStarError for each bad input."""
import os
import sys

import numpy as np
import streamstar

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from expect import expected  # noqa: E402

f = streamstar.open("f")
e = np.load("f.expect.npz")
offs = np.concatenate([[0], np.cumsum(e["lens"])])
print("shape", f.shape)
assert f.stream((1, 2)) == f.stream(1 * 4 + 2) == e["data"][offs[6]:offs[7]].tobytes()
for order, dtype, fill in [("vp", "u1", 0), ("record", "u1", 0), ("vp", "<i4", -9), ("record", "f8", 2.5)]:
    a = f.to_numpy(dtype, order=order, fill=fill)
    want, shape = expected("f.expect.npz", order, dtype, str(fill))
    assert a.shape == shape and a.tobytes() == want, (order, dtype)
a = f.to_numpy("u1", fill=b"\xee")
want, _ = expected("f.expect.npz", "vp", "u1", fill_byte=0xEE)
assert a.tobytes() == want
info = f.info()
print("segments", [s["mode"] for s in info["segments"]], "max", info["length"]["max"])
os.mkdir("adir")
open("plain.txt", "w").write("hello")
for what, call in [("missing", lambda: streamstar.open("nope")),
                   ("directory", lambda: streamstar.open("adir")),
                   ("not stream", lambda: streamstar.open("plain.txt")),
                   ("bad dtype", lambda: f.to_numpy("float65")),
                   ("bad order", lambda: f.to_numpy("u1", order="diagonal")),
                   ("bad vp", lambda: f.stream(99)),
                   ("external size", lambda: streamstar.open("plain.txt", shape=(2,)))]:
    try:
        call()
        print(what, "NO ERROR")
    except streamstar.StreamStarError as err:
        print(what, "->", err)
x = streamstar.open("plain.txt", shape=(5,))
print("external", x.shape, x.stream(4))
