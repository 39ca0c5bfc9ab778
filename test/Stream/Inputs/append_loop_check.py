#!/usr/bin/env python3
"""Checks test/Stream/append-loop.cs: the streams the runtime read back (a
dump of Inputs/s3_dump.cs) against the model of the program, and that the
packed small sessions kept the files small.

  append_loop_check.py NAME DUMP STEPS [--unpacked] [--big T1,T2,...]

--big: the steps that wrote 60 lines per VP instead of one."""
import os
import sys

V, MAX = 35, 2048


def model(steps, big=()):
    out = [b"" for _ in range(V)]
    for t in range(steps):
        for v in range(V):
            if (v * 7 + t * 3) % 5 < 2:
                out[v] += (b"t=%02d v=%02d x=%d\n" % (t, v, v * t)) * (60 if t in big else 1)
    return out


def main(name, dump, steps, *flags):
    big = ()
    if "--big" in flags:
        big = tuple(int(x) for x in flags[flags.index("--big") + 1].split(","))
    exp = model(int(steps), big)
    raw = open(dump, "rb").read()
    rec = 8 + MAX
    for v in range(V):
        n = int.from_bytes(raw[v * rec:v * rec + 8], "little")
        got = raw[v * rec + 8:v * rec + 8 + n]
        if got != exp[v]:
            print("VP %d: got %r, expected %r" % (v, got[:80], exp[v][:80]))
            return 1
    print("streams ok")
    if "--unpacked" in flags:
        return 0
    # every VP's stream in 64-byte blocks, plus one superblock's worth of
    # slack at most: a 1 MiB superblock per rank per session would not fit
    data, dirsz = os.path.getsize(name), os.path.getsize(name + ".dir")
    payload = sum(-(-len(s) // 64) * 64 for s in exp)
    if data > payload * int(steps) or data > 1 << 20:
        print("data file is %d bytes for %d bytes of blocks" % (data, payload))
        return 1
    if dirsz > 1 << 20:
        print(".dir is %d bytes" % dirsz)
        return 1
    print("sizes ok (data %d, dir %d)" % (data, dirsz))
    return 0


if __name__ == "__main__":
    sys.exit(main(*sys.argv[1:]))
