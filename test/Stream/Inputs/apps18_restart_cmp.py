"""apps18-restart.cs: each Stream* stream (read with the streamstar
reader) against the file the C reference wrote for that VP, byte for
byte: ck.dat VP v vs ref_ck<v>, log.dat position (i, j) vs ref_log<i>.<j>
(row-major), one.dat vs ref_one0."""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "..", "python"))
import streamstar  # noqa: E402


def cmp(name, refs):
    f = streamstar.open(name)
    streams = list(f)
    assert len(streams) == len(refs), (name, len(streams), len(refs))
    bad = [k for k, (got, r) in enumerate(zip(streams, refs)) if got != open(r, "rb").read()]
    return "%s %d streams %s" % (name.split(".")[0], len(refs), "equal" if not bad else "differ at %s" % bad)


print(", ".join([
    cmp("ck.dat", ["ref_ck%d" % v for v in range(11)]),
    cmp("log.dat", ["ref_log%d.%d" % (i, j) for i in range(2) for j in range(3)]),
    cmp("one.dat", ["ref_one0"]),
]))
