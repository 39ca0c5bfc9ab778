#!/usr/bin/env python3
"""Compares what the C* runtime read from a file written by the independent
writer (test/Tools/Inputs/mkstream.py) with the streams that writer recorded:

  foreign_check.py NAME.expect.npz DUMP

DUMP is Inputs/s3_dump.cs's output: per VP (row-major) a record
{long len; char b[2048]}. Prints "ok V VPs, N bytes" or the first VP that
differs (exit 1)."""
import sys

import numpy as np

MAX = 2048


def main(expect, dump):
    e = np.load(expect)
    lens = e["lens"].astype(np.int64)
    data = e["data"].tobytes()
    raw = open(dump, "rb").read()
    rec = 8 + MAX
    if len(raw) != rec * len(lens):
        print("dump holds %d bytes, expected %d records of %d" % (len(raw), len(lens), rec))
        return 1
    at = 0
    for v, L in enumerate(lens):
        L = int(L)
        got_len = int.from_bytes(raw[v * rec:v * rec + 8], "little", signed=True)
        got = raw[v * rec + 8:v * rec + 8 + L]
        want = data[at:at + L]
        at += L
        if got_len != L:
            print("VP %d: length %d, expected %d" % (v, got_len, L))
            return 1
        if got != want:
            k = next(i for i in range(L) if got[i] != want[i])
            print("VP %d: byte %d is %d, expected %d" % (v, k, got[k], want[k]))
            return 1
    print("ok %d VPs, %d bytes" % (len(lens), at))
    return 0


if __name__ == "__main__":
    sys.exit(main(*sys.argv[1:]))
