# The file test/Stream/cmfs.cs writes, as a sequential program writing the
# arrays would have (20 positions, row-major).
import sys
import numpy as np

b = open(sys.argv[1], "rb").read()
pos = np.arange(20)
y = np.where(pos % 2 == 1, -pos, 1000 + pos).astype("<i4")
w0 = (pos * 0.5).astype("<f8").view("<u4").reshape(20, 2)[:, 0]  # first 4 bytes of each double
exp = b"CMFSv1\n\0" + (pos + 0.25).astype("<f4").tobytes() + y.tobytes() + w0.astype("<u4").tobytes()
assert b == exp, (len(b), len(exp))
print("numpy ok", len(b), "bytes")
