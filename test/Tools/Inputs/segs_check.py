#!/usr/bin/env python3
"""The files rt_write.cs wrote at 3 ranks (NB+CB+IB all.dat, ragged
ragged.dat) seen through `streamstar info --json`, `cat --vp` and `verify`,
then read and appended to by dt_rw.cs at 2 ranks and seen again
(../user-segments.test). Expected streams come from cs_roundtrip.py's
formulas, the appended hash and count from the same model as dtypes.py.

  segs_check.py CSTAR STREAMSTAR MPIEXEC DIR
prints one line per file and stage: "NAME STAGE: ok" or what differs."""
import json
import os
import shutil
import struct
import subprocess
import sys

import numpy as np

here = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, here)
from cs_roundtrip import DIMS, EXPECT, V  # noqa: E402
from dtypes import expected, hash32, run, same  # noqa: E402
import streamstar  # noqa: E402  (dtypes put python/ on the path)


def check(tool, mpiexec, path, streams, segs, ranks):
    errs = []
    info = json.loads(run([tool, "info", "--json", path]))
    lens = [len(s) for s in streams]
    want = {"shape": list(DIMS), "nvp": V, "external": False}
    if ranks:
        want["writer_ranks"] = ranks
    for k, w in want.items():
        if info.get(k) != w:
            errs.append("info %s %r, want %r" % (k, info.get(k), w))
    modes = [s["mode"] for s in info["segments"]]
    if modes != segs:
        errs.append("info segments %s, want %s" % (modes, segs))
    L = info["length"]
    if (L["min"], L["max"], L["total"], L["median"]) != (min(lens), max(lens), sum(lens), float(np.median(lens))):
        errs.append("info length %s, lengths %s" % (L, lens))
    for v in range(V):  # by index and by coordinates
        for spec in ("%d" % v, "%d:%d" % divmod(v, DIMS[1])):
            out = subprocess.run([tool, "cat", path, "--vp", spec], capture_output=True).stdout
            if out != streams[v]:
                errs.append("cat --vp %s gives %r, want %r" % (spec, out, streams[v]))
    out = subprocess.run([tool, "cat", path, "--vp", "19,0,7"], capture_output=True).stdout
    if out != streams[19] + streams[0] + streams[7]:
        errs.append("cat --vp 19,0,7 differs")
    r = subprocess.run([tool, "verify", path], capture_output=True, text=True)
    if r.returncode or r.stderr:
        errs.append("verify: exit %d %s" % (r.returncode, r.stderr.strip()))
    for order in ("vp", "record"):
        out = path + "." + order + ".npy"
        run(mpiexec.split() + ["-n", "2", tool, "convert", path, out, "--dtype=uint8", "--order=" + order]
            + (["--record-bytes=1"] if order == "record" else []))
        if not same(np.load(out), expected(streams, np.dtype("u1"), DIMS, order)):
            errs.append("convert -n 2 %s differs" % order)
    with streamstar.open(path) as f:
        if [bytes(f.stream(v)) for v in range(V)] != streams:
            errs.append("python streams differ")
    return errs


def main():
    cstar, tool, mpiexec, d = sys.argv[1:5]
    exe = os.path.join(d, "dt_rw")
    run([cstar, os.path.join(here, "dt_rw.cs"), "-o", exe])
    os.chdir(d)
    os.makedirs("two", exist_ok=True)
    bad = 0
    for name, segs in (("all.dat", ["NB", "CB", "IB"]), ("ragged.dat", ["NB", "IB"])):
        streams = EXPECT[name]
        try:
            errs = check(tool, mpiexec, name, streams, segs, 3)
        except RuntimeError as e:
            errs = [str(e)]
        print("%s written at 3: %s" % (name, "ok" if not errs else "; ".join(errs)))
        bad += bool(errs)
        copy = os.path.join("two", name)
        for suffix in ("", ".meta", ".first", ".dir"):
            shutil.copyfile(name + suffix, copy + suffix)
        errs = []
        try:
            out = run(mpiexec.split() + ["-n", "2", exe, copy])
            want = "rank 2 positions %d bytes %d eof %d\nappended %d\n" % (
                V, sum(len(s) for s in streams), V, 2 * V)
            if out != want:
                errs.append("program said %r, want %r" % (out, want))
            streams = [s + struct.pack("<Ii", hash32(s), len(s)) for s in streams]
            errs += check(tool, mpiexec, copy, streams, segs, None)
        except RuntimeError as e:
            errs.append(str(e))
        print("%s appended at 2: %s" % (name, "ok" if not errs else "; ".join(errs)))
        bad += bool(errs)
    sys.exit(1 if bad else 0)


if __name__ == "__main__":
    main()
