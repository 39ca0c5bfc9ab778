#!/usr/bin/env python3
"""numpy-written files of several dtypes and shapes, described by
`streamstar mkmeta`, read and appended to by a C* program (dt_rw.cs) at
1, 2 and 3 ranks, then converted back (../user-dtypes.test).

Every check is against a model built here from the numpy data alone: VP v's
stream is the bytes of its K elements (however the file splits them into
records) followed by what dt_rw.cs appends, the 32-bit hash (h = 31 h + byte)
of those bytes and their count.

  dtypes.py CSTAR STREAMSTAR MPIEXEC WORKDIR
prints one line per case and rank count: "CASE nN: ok" or what differs."""
import os
import struct
import subprocess
import sys

import numpy as np

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "..", "python"))
import streamstar  # noqa: E402

# (dtype, shape, elements per VP, record bytes): record sizes 1..16, some
# splitting elements across records, some VP-major (one record per VP).
CASES = [
    ("int8", (5,), 6, 1),
    ("int8", (3, 4), 14, 7),
    ("int8", (2, 3, 2), 10, 5),
    ("int16", (5,), 3, 2),
    ("int16", (3, 4), 6, 4),
    ("int16", (2, 3, 2), 8, 16),
    ("float32", (5,), 3, 12),
    ("float32", (3, 4), 2, 8),
    ("float32", (2, 3, 2), 4, 1),
    ("float64", (5,), 3, 8),
    ("float64", (3, 4), 2, 16),
    ("float64", (2, 3, 2), 3, 3),
    ("complex128", (5,), 2, 16),
    ("complex128", (3, 4), 1, 16),
    ("complex128", (2, 3, 2), 2, 8),
    ("float64", (3, 4), 2, 4),
    ("int8", (5,), 9, 9),
    ("int16", (2, 3, 2), 5, 10),
    ("float32", (3, 4), 7, 14),
    ("int8", (2, 3, 2), 13, 13),
    ("float32", (5,), 5, 10),
    ("int8", (3, 4), 15, 15),
]


def values(dt, shape, k, seed):
    """(V, K) array of dt: random bits, so NaNs and every byte value occur."""
    rng = np.random.default_rng(seed)
    v = int(np.prod(shape))
    raw = rng.integers(0, 256, size=v * k * dt.itemsize, dtype=np.uint8)
    return raw.view(dt).reshape(v, k)


def write_numpy(path, d, shape, rb):
    """d (V, K) as numpy's tofile writes it in rb-byte records: record j of
    every VP (row-major), then record j+1."""
    v, w = d.shape[0], d.dtype.itemsize
    p = d.shape[1] * w
    if rb % w == 0:
        a = d.reshape(v, p // rb, rb // w).transpose(1, 0, 2)
        a = a.reshape((p // rb,) + shape + ((rb // w,) if rb != w else ()))
    else:  # records split elements: the file is a byte array
        a = d.view(np.uint8).reshape(v, p // rb, rb).transpose(1, 0, 2).reshape((p // rb,) + shape + (rb,))
    a.tofile(path)


def hash32(b):
    h = 0
    for x in b:
        h = (h * 31 + x) & 0xFFFFFFFF
    return h


def run(cmd):
    r = subprocess.run(cmd, capture_output=True, text=True, timeout=120)
    if r.returncode:
        raise RuntimeError("%s: exit %d: %s" % (" ".join(cmd), r.returncode, (r.stderr + r.stdout).strip()))
    return r.stdout


def expected(streams, dt, shape, order):
    """What convert --dtype=dt --order=order (record size = item) must give."""
    w = dt.itemsize
    L = max(len(s) for s in streams)
    Lp = -(-L // w) * w
    a = np.zeros((len(streams), Lp), np.uint8)
    for v, s in enumerate(streams):
        a[v, :len(s)] = np.frombuffer(s, np.uint8)
    a = a.view(dt).reshape(shape + (Lp // w,))
    return a if order == "vp" else np.moveaxis(a, -1, 0)


def same(x, y):
    return x.dtype == y.dtype and x.shape == y.shape and x.tobytes() == y.tobytes()


def check_converted(tool, path, streams, dt, shape, tag):
    errs = []
    for order in ("vp", "record"):
        out = "%s.%s.npy" % (path, order)
        run([tool, "convert", path, out, "--format=npy", "--dtype=%s" % dt.name, "--order=%s" % order]
            + (["--record-bytes=%d" % dt.itemsize] if order == "record" else []))
        want = expected(streams, dt, shape, order)
        got = np.load(out)
        if not same(got, want):
            errs.append("%s convert %s: got %s %s, want %s %s" % (tag, order, got.dtype, got.shape,
                                                                 want.dtype, want.shape))
        with streamstar.open(path) as f:
            py = f.to_numpy(dt.name, order=order, record_bytes=dt.itemsize if order == "record" else None)
            if not same(np.asarray(py), want):
                errs.append("%s python %s differs" % (tag, order))
            if tuple(f.shape) != shape:
                errs.append("%s python shape %s" % (tag, f.shape))
            for v, s in enumerate(streams):
                if bytes(f.stream(v)) != s:
                    errs.append("%s python stream %d differs" % (tag, v))
                    break
    return errs


def main():
    cstar, tool, mpiexec, work = sys.argv[1:5]
    # Paths relative to WORKDIR with a directory part ("d/c00.n2.dat"): at
    # 2+ ranks the file layer once doubled such a path ("d/d/c00.n2.dat").
    cstar, tool = os.path.abspath(cstar), os.path.abspath(tool)
    os.makedirs(os.path.join(work, "d"), exist_ok=True)
    os.chdir(work)
    exe = os.path.abspath("dt_rw")
    run([cstar, os.path.join(os.path.dirname(os.path.abspath(__file__)), "dt_rw.cs"), "-o", exe])
    bad = 0
    for i, (name, shape, k, rb) in enumerate(CASES):
        dt = np.dtype(name).newbyteorder("<")
        dt = np.dtype(dt.str)
        d = values(dt, shape, k, i)
        v = d.shape[0]
        orig = [d[j].tobytes() for j in range(v)]
        base = os.path.join("d", "c%02d" % i)
        write_numpy(base + ".src", d, shape, rb)
        for n in (1, 2, 3):
            tag = "c%02d %s %s rb=%d n%d" % (i, name, "x".join(map(str, shape)), rb, n)
            path = "%s.n%d.dat" % (base, n)
            errs = []
            try:
                with open(base + ".src", "rb") as src, open(path, "wb") as dst:
                    dst.write(src.read())
                if os.path.exists(path + ".meta"):
                    os.remove(path + ".meta")
                run([tool, "mkmeta", path, "--shape=%s" % "x".join(map(str, shape)), "--record-bytes=%d" % rb])
                errs += check_converted(tool, path, orig, dt, shape, "before")
                out = run(mpiexec.split() + ["-n", str(n), exe, path])
                want = "rank %d positions %d bytes %d eof %d\nappended %d\n" % (
                    len(shape), v, v * k * dt.itemsize, v, 2 * v)
                if out != want:
                    errs.append("program said %r, want %r" % (out, want))
                streams = [s + struct.pack("<Ii", hash32(s), len(s)) for s in orig]
                run([tool, "verify", path, "--quiet"])
                errs += check_converted(tool, path, streams, dt, shape, "after")
            except (RuntimeError, streamstar.StreamStarError, subprocess.TimeoutExpired) as e:
                errs.append(str(e))
            bad += bool(errs)
            print("%s: %s" % (tag, "ok" if not errs else "; ".join(errs)))
    print("%d cases bad" % bad)
    sys.exit(1 if bad else 0)


if __name__ == "__main__":
    main()
