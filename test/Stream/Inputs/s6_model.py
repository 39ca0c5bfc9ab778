"""Sequential models of the per-VP streams written by the sweep6-*.cs tests,
compared byte for byte with what the Python package (python/streamstar)
reads from the file.

  s6_model.py MODEL NAME [ARGS]
Prints 'NAME: N VPs match' or the first difference, and exits 1 on one."""
import struct
import sys

import streamstar


def helper():
    out = []
    for v in range(7):
        b = b"v=%d sq=%d\n" % (v, v * v) + b"tag:" + bytes([97 + v]) + struct.pack("<i", v * 7) + b"\n"
        if v % 2:
            b += b"v=%d sq=%d\n" % (-v, v * v)
        out.append(b)
    return out


def append50(steps):
    return [b"".join(struct.pack("<i", v * 1000 + s) for s in range(int(steps))) if v % 3 != 1 else b""
            for v in range(35)]


def append50_size(name, steps):
    """The data file holds each VP's blocks once (b_IB 64), no copies."""
    import os
    vps = [v for v in range(35) if v % 3 != 1]
    blocks = len(vps) * ((4 * int(steps) + 63) // 64)
    size = os.path.getsize(name)
    print("data %d = %d blocks" % (size, size // 64) if size == blocks * 64 else
          "data %d, want %d (%d blocks)" % (size, blocks * 64, blocks))
    # one entry of 32 bytes per appending VP per session, plus superblock headers
    d = os.path.getsize(name + ".dir")
    limit = (len(vps) * int(steps) + 64) * 32
    print("dir ok" if d <= limit else "dir %d bytes, more than %d" % (d, limit))
    sys.exit(0)


def holes():
    out = []
    for v in range(11):
        x = struct.pack("<i", v + 1)
        b = x + bytes(8) + x + struct.pack("<i", 77)
        b += bytes(3 * v) + x
        sz, ni = v % 3, v % 4
        arr = b"".join(struct.pack("<i", v * 10 + j) for j in range(4))
        b += arr[:sz * ni]
        b += b"%d" % (v * 1000)
        b += bytes(200 - len(b)) + x
        out.append(b)
    return out


def grid(dims):
    """sweep6-shapes.cs: VP (c0, c1[, c2]) in row-major order holds its
    coordinate number, then its negation where the last coordinate % 3 == 0."""
    import itertools
    d = [int(x) for x in dims.split(",")]
    out = []
    for c in itertools.product(*[range(n) for n in d]):
        k = sum(x * 10 ** (len(d) - 1 - a) for a, x in enumerate(c)) if len(d) == 3 else c[0] * 100 + c[1]
        b = struct.pack("<i", k)
        if c[-1] % 3 == 0:
            b += struct.pack("<i", -k)
        out.append(b)
    return out


def bigtiny(big, tiny):
    """sweep6-bigtiny.cs: byte k of big VP v is v*31 + k*7 + (k >> 10) (mod
    256), 1 MiB, plus 524288 + v more on odd VPs; tiny VP v is one letter,
    twice when v % 7 == 0."""
    import numpy as np
    MB = 1 << 20
    k = np.arange(MB + MB // 2 + 4, dtype=np.int64)
    msg = []
    with streamstar.open(big) as f:
        for v in range(4):
            n = MB + (MB // 2 + v if v % 2 else 0)
            want = ((v * 31 + k[:n] * 7 + (k[:n] >> 10)) % 256).astype(np.uint8)
            pat = ((v * 31 + k[:MB] * 7 + (k[:MB] >> 10)) % 256).astype(np.uint8)
            if v % 2:
                want = np.concatenate([pat, pat[:MB // 2 + v]])
            got = np.frombuffer(f.stream(v), dtype=np.uint8)
            if got.shape != want.shape or not (got == want).all():
                print("%s: VP %d differs (%d bytes, want %d)" % (big, v, got.size, want.size))
                sys.exit(1)
    msg.append("%s: 4 VPs match" % big)
    V = 50000
    with streamstar.open(tiny) as f:
        a = f.to_numpy("u1", fill=0)
    v = np.arange(V)
    c = (ord("a") + v % 26).astype(np.uint8)
    if a.shape != (V, 2) or not (a[:, 0] == c).all() or not (a[:, 1] == np.where(v % 7 == 0, c, 0)).all():
        print("%s: differs (shape %s)" % (tiny, a.shape))
        sys.exit(1)
    msg.append("%s: %d VPs match" % (tiny, V))
    print("; ".join(msg))
    sys.exit(0)


def aliases():
    return [bytes([97 + v]) + b":xy\n" + struct.pack("<i", v * 3) for v in range(6)]


MODELS = {"aliases": aliases, "helper": helper, "append50": append50, "holes": holes, "grid": grid}


def main():
    model, name = sys.argv[1], sys.argv[2]
    if model == "bigtiny":
        bigtiny(name, *sys.argv[3:])
    if model == "append50-size":
        append50_size(name, *sys.argv[3:])
    want = MODELS[model](*sys.argv[3:])
    with streamstar.open(name) as f:
        info = f.info()
        got = [f.stream(v) for v in range(len(want))]
        nvps = info["nvp"]
    if nvps != len(want):
        print("%s: %d VPs, the model has %d" % (name, nvps, len(want)))
        sys.exit(1)
    for v, (g, w) in enumerate(zip(got, want)):
        if g != w:
            print("%s: VP %d differs: got %r, want %r" % (name, v, g[:80], w[:80]))
            sys.exit(1)
    print("%s: %d VPs match" % (name, len(want)))


if __name__ == "__main__":
    main()
