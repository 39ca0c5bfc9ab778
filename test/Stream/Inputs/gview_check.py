# Checks the file test/Stream/gview.cs writes against what a sequential C
# program writing the arrays would write.
import sys
import numpy as np

b = open(sys.argv[1], "rb").read()
i = np.arange(15)
pt = np.dtype([("x", "<i4"), ("pad", "<i4"), ("y", "<f8")])
P = np.zeros(15, pt)
P["x"] = -i
P["y"] = i + 0.5
exp = (np.array([42], "<i4").tobytes() + i.astype("<i4").tobytes())
# the struct's padding is whatever the program's memory held: compare fields
off = len(exp)
got = np.frombuffer(b[off:off + 15 * 16], pt)
assert (got["x"] == P["x"]).all() and (got["y"] == P["y"]).all(), got
rest = (np.stack([i * 2.0, i * 3.0], 1).astype("<f8").tobytes() + (i + 0.5).astype("<f8").tobytes()
        + i.astype("<i4").tobytes() + b"end\n")
assert b[:off] == exp, "header/a"
assert b[off + 15 * 16:] == rest, "d, p.y, dump, end"
print("numpy ok", len(b), "bytes")
