"""Checks c.dat recovered after rt_crash.cs died, against the program's
formulas alone: every VP's stream is a prefix of what the program wrote, at
least `--min` bytes long (exactly `--exact` when given), and, with --ib, the
VPs together kept some IB bytes. Reads through the Python package.

usage: crash_check.py FILE STAGE K [--min N] [--exact N] [--ib]
       crash_check.py FILE refuse    (prints the package's error)"""
import os
import struct
import sys

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "..", "..", "python"))
import streamstar  # noqa: E402


def written(v, stage, K):
    s = b"".join(struct.pack("<d", 1000.0 * k + v + 0.5) for k in range(3))
    if stage in ("cb", "ib", "all"):
        s += b"".join(struct.pack("<i", 7 * v + k) for k in range(4))
    if stage in ("ib", "all"):
        s += b"".join(b"%05d:%04d\n" % (3 * v, k) for k in range(K))
    return s


def main():
    if sys.argv[2] == "refuse":  # the package must refuse the file, naming recover
        try:
            streamstar.open(sys.argv[1])
        except streamstar.StreamStarError as e:
            print("python: %s" % e)
            return
        sys.exit("python: opened an incomplete file")
    path, stage, K = sys.argv[1], sys.argv[2], int(sys.argv[3])
    args = sys.argv[4:]
    lo = int(args[args.index("--min") + 1]) if "--min" in args else 0
    exact = int(args[args.index("--exact") + 1]) if "--exact" in args else None
    f = streamstar.open(path)
    ib_kept = 0
    V = 20
    for v in range(V):
        got = f.stream(v)
        want = written(v, stage, K)
        if want[:len(got)] != got:
            sys.exit("VP %d: %d bytes recovered, not a prefix of the %d written" % (v, len(got), len(want)))
        if len(got) < lo or (exact is not None and len(got) != exact):
            sys.exit("VP %d: %d bytes recovered, expected %s" % (v, len(got), exact if exact is not None else ">= %d" % lo))
        ib_kept += max(0, len(got) - 40)
    if "--ib" in args and ib_kept == 0:
        sys.exit("no IB bytes recovered")
    print("ok: %d VPs, prefixes%s" % (V, ", IB bytes kept" if "--ib" in args else ""))


main()
