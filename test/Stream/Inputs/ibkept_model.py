"""Sequential model of test/Stream/ibkept.cs: the text every VP's stream
holds after its update rounds (independently of the runtime), checked
through the Python package.  ibkept_model.py FILE"""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from s8_model import compare  # noqa: E402

N, REC, ROUNDS = 1000, 20, 10


def streams():
    out = []
    for v in range(N):
        rec = [v * 100 + k for k in range(REC)]
        for u in range(ROUNDS):
            if u % 3 != 1 or v % 2 == 0:
                rec[(v * 7 + u * 5) % REC] += (u + 1) * 100000
        out.append("".join("%07d\n" % x for x in rec).encode())
    return out


n = compare(sys.argv[1], streams())
print("%s: %d VPs match" % (sys.argv[1], n))
