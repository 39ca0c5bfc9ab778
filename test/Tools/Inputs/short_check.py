#!/usr/bin/env python3
"""Forged but self-consistent .meta files whose geometry promises far more
stream bytes than the data file holds: the Python package refuses to read
them (one StreamStarError naming the sizes) unless allow_short=True, and
never allocates per-VP tables for uniform lengths (run under a memory limit).

  short_check.py make NAME DIMS B_NB NB_ROWS   writes NAME (16 bytes) + NAME.meta
  short_check.py read NAME VP                   reads as a user would"""
import struct
import sys
import zlib

import numpy as np


def make(path, dims, b, rows):
    V = int(np.prod(dims))
    with open(path, "wb") as fh:
        fh.write(b"0123456789abcdef")
    m = bytearray(256)
    m[0:8] = b"CSTRMETA"
    struct.pack_into("<IIQQII", m, 8, 1, 256, 260, 7, len(dims), 1)  # UNIFORM_LEN
    struct.pack_into("<8Q", m, 40, *(list(dims) + [0] * (8 - len(dims))))
    struct.pack_into("<QIIIIIIQQQQIIQQQQ", m, 104, V, 1, 1, b, 8, 64, 6, rows, rows * b * V, 0,
                     rows * b * V, 1 << 20, 64 << 10, 0, 0, rows * b, 0)
    with open(path + ".meta", "wb") as fh:
        fh.write(bytes(m) + struct.pack("<I", zlib.crc32(bytes(m)) & 0xFFFFFFFF))


def read(path, vp):
    import streamstar
    f = streamstar.open(path)
    info = f.info()
    print("info: %d VPs, total %d" % (info["nvp"], info["length"]["total"]))
    for what, fn in (("stream", lambda: f.stream(vp)), ("to_numpy", f.to_numpy),
                     ("streams", lambda: next(iter(f.streams())))):
        try:
            fn()
            print("%s: read" % what)
        except streamstar.StreamStarError as e:
            print("%s: refused: %s" % (what, e))
    if f.stream_bytes() < 1 << 40:
        g = streamstar.open(path, allow_short=True)
        print("allow_short stream(%d): %r" % (vp, g.stream(vp)))


if sys.argv[1] == "make":
    make(sys.argv[2], [int(d) for d in sys.argv[3].split("x")], int(sys.argv[4]), int(sys.argv[5]))
else:
    read(sys.argv[2], int(sys.argv[3]))
