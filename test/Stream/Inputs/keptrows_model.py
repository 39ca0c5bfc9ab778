"""Sequential model of test/Stream/keptrows.cs: replays its updates per VP
(independently of the runtime) and checks every VP's stream in the file
through the Python package.  keptrows_model.py FILE"""
import os
import struct
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from s8_model import compare  # noqa: E402

N, R, R2, U = 999, 20, 6, 12


def streams():
    out = []
    for i in range(N):
        want = [i * 100 + j for j in range(R)]
        wants = [i + 1000 * j for j in range(R2)]
        for u in range(U):
            if u == U // 2:
                want[2] = -i
            if u % 3 != 1 or i % 2 == 0:
                k = (i * 7 + u * 5) % R
                want[k] += u + 1
                c = (i * 3 + u) % R2
                wants[c] = (wants[c] + 1 + 32768) % 65536 - 32768
        out.append(struct.pack("<%di" % R, *want) + struct.pack("<%dh" % R2, *wants))
    return out


n = compare(sys.argv[1], streams())
print("%s: %d VPs match" % (sys.argv[1], n))
