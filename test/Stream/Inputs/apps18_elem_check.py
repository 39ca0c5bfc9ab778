"""apps18-elem-room.cs: each VP's stream, read with the streamstar reader,
against the bytes the test's successful calls wrote, rebuilt here from the
VP number v: b[8..15] (b[i] = v*16 + i), r.w = v + 0.5 (a little-endian
double), then x = 1000 + v (an int) except at VP 3 (the where)."""
import os
import struct
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "..", "python"))
import streamstar  # noqa: E402

f = streamstar.open(sys.argv[1])
bad = 0
n = 0
for v, got in enumerate(f):
    want = bytes(v * 16 + i for i in range(8, 16)) + struct.pack("<d", v + 0.5)
    if v != 3:
        want += struct.pack("<i", 1000 + v)
    bad += got != want
    n += 1
print("streams", n, "bad", bad)
