#!/usr/bin/env python3
"""The Python package given bad input (../user-bad-input.test): every case
must raise StreamStarError with a message containing the expected text —
never another exception type, never a silent wrong result. Run in a
directory holding all.dat (a Stream* file of shape 5x4, equal streams),
ragged.dat (unequal streams), fut.dat (its .meta says version 2), raw.dat
(48 bytes, no .meta), empty.dat (0 bytes, no .meta) and adir/."""
import sys

import streamstar

f = streamstar.open("all.dat")
g = streamstar.open("ragged.dat")
CASES = [
    ("missing", lambda: streamstar.open("missing.dat"), "missing.dat: no such file"),
    ("directory", lambda: streamstar.open("adir"), "adir: is a directory"),
    ("empty, no .meta", lambda: streamstar.open("empty.dat"), "empty.dat.meta: no such file"),
    ("future .meta", lambda: streamstar.open("fut.dat"), "fut.dat.meta: version: unsupported version 2"),
    ("shape vs .meta", lambda: streamstar.open("all.dat", shape=(5, 3)), "shape= [5, 3] differs from the file's shape [5, 4]"),
    ("shape 0", lambda: streamstar.open("raw.dat", shape=0), "extent 0 is not a positive integer"),
    ("shape negative", lambda: streamstar.open("raw.dat", shape=(-3, -4)), "extent -3 is not a positive integer"),
    ("shape text", lambda: streamstar.open("raw.dat", shape="abc"), "extent 'abc' is not a positive integer"),
    ("shape float", lambda: streamstar.open("raw.dat", shape=(2.5,)), "extent 2.5 is not a positive integer"),
    ("shape 9 axes", lambda: streamstar.open("raw.dat", shape=(1,) * 9), "9 axes, at most 8"),
    ("shape size", lambda: streamstar.open("raw.dat", shape=5), "size 48 is not a multiple of 5 VPs"),
    ("vp 20", lambda: f.stream(20), "all.dat: VP 20 is outside 0..19"),
    ("vp -1", lambda: f.stream(-1), "VP -1 is outside 0..19"),
    ("vp (5, 0)", lambda: f.stream((5, 0)), "VP [5, 0] is outside shape [5, 4]"),
    ("vp 3 coords", lambda: f.stream((0, 1, 2)), "VP [0, 1, 2] is outside shape [5, 4]"),
    ("vp text", lambda: f.stream("x"), "VP 'x' is not an index"),
    ("vp float", lambda: f.stream(1.5), "VP 1.5 is not an index"),
    ("dtype int7", lambda: f.to_numpy("int7"), "dtype: unknown type 'int7'"),
    ("dtype U4", lambda: f.to_numpy("U4"), "is not a numeric type"),
    ("dtype None", lambda: f.to_numpy(None), "dtype: None is not a type"),
    ("fill -129 int8", lambda: g.to_numpy("i1", fill=-129), "fill: -129 is not a int8 value (out of range"),
    ("fill 1.5 int8", lambda: g.to_numpy("i1", fill=1.5), "fill: 1.5 is not a int8 value (not an integer)"),
    ("fill 300 uint8 unpadded", lambda: f.to_numpy("u1", fill=300), "fill: 300 is not a uint8 value"),
    ("fill abc", lambda: g.to_numpy("f8", fill="abc"), "fill: 'abc' is not a float64 value"),
    ("fill 2 bytes", lambda: g.to_numpy("f8", fill=b"ab"), "fill: a bytes fill must be one byte"),
    ("record_bytes 3", lambda: f.to_numpy("i2", order="record", record_bytes=3), "record_bytes: 3 is not a positive multiple"),
    ("record_bytes 0", lambda: f.to_numpy("i2", order="record", record_bytes=0), "record_bytes: 0 is not a positive multiple"),
    ("record_bytes 2.0", lambda: f.to_numpy("i2", order="record", record_bytes=2.0), "record_bytes: 2.0 is not an integer"),
    ("record_bytes in vp order", lambda: f.to_numpy("i2", record_bytes=2), "record_bytes: only with order='record'"),
    ("order", lambda: f.to_numpy("i2", order="diagonal"), "order: 'diagonal' is not vp or record"),
]
bad = 0
for label, fn, text in CASES:
    try:
        fn()
        why = "no error"
    except streamstar.StreamStarError as e:
        why = None if text in str(e) else "message %r" % str(e)
    except Exception as e:  # noqa: BLE001 — any other type is the failure we look for
        why = "%s: %s" % (type(e).__name__, e)
    bad += why is not None
    print("%s: %s" % (label, "ok" if why is None else "FAIL " + why))
# The good neighbours of those cases still work.
ok = (streamstar.open("all.dat", shape=(5, 4)).shape == (5, 4)
      and g.to_numpy("i1", fill=-128).dtype.name == "int8"
      and g.to_numpy("u1", fill="0x7f").max() >= 0x7f
      and streamstar.open("raw.dat", shape=(3, 4)).stream((2, 3)) == bytes([11, 0, 0, 0]))
print("good inputs: %s" % ("ok" if ok else "FAIL"))
sys.exit(1 if bad or not ok else 0)
