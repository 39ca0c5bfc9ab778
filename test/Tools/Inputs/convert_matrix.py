#!/usr/bin/env python3
"""Runs `streamstar convert` on NAME over a matrix of options (orders,
formats, dtypes, fills, tiny tile buffers that force many tiles, 1, the
default (2 alone) and 3 threads sharing them, and optionally under mpiexec)
and checks each result with expect.py.

  convert_matrix.py STREAMSTAR NAME [--mpiexec CMD -n N ...]"""
import argparse
import os
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from expect import check  # noqa: E402

ap = argparse.ArgumentParser()
ap.add_argument("streamstar")
ap.add_argument("name")
ap.add_argument("--mpiexec", default="")
ap.add_argument("-n", type=int, action="append", default=[])
a = ap.parse_args()

cases = [
    dict(order="vp"), dict(order="record"),
    dict(order="vp", dtype="int32", fill="-7", fmt="raw"),
    dict(order="record", dtype="float64", fill="-1.5"),
    dict(order="record", dtype="int16", record_bytes=4),
    dict(order="vp", fill_byte=255),
]
failed = 0
for ranks in [0] + a.n:
    for buf in ["32m", "4096", "100"]:
        for c in cases:
            out = "%s.conv.%s" % (a.name, "npy" if c.get("fmt", "npy") == "npy" else "raw")
            cmd = [a.streamstar, "convert", a.name, out, "--order=" + c["order"], "--buffer=" + buf,
                   "--format=" + c.get("fmt", "npy")]
            if "dtype" in c: cmd.append("--dtype=" + c["dtype"])
            if "fill" in c: cmd.append("--fill=" + c["fill"])
            if "fill_byte" in c: cmd.append("--fill-byte=%d" % c["fill_byte"])
            if "record_bytes" in c: cmd.append("--record-bytes=%d" % c["record_bytes"])
            if buf != "4096": cmd.append("--threads=%d" % (1 if buf == "32m" else 3))
            if ranks: cmd = a.mpiexec.split() + ["-n", str(ranks)] + cmd
            r = subprocess.run(cmd, capture_output=True, text=True)
            err = r.stderr.strip() if r.returncode else check(
                a.name + ".expect.npz", out, c["order"], c.get("dtype", "u1"), c.get("fill", "0"),
                c.get("fill_byte"), c.get("record_bytes"), c.get("fmt", "npy"))
            if err:
                failed += 1
                print("FAIL %s: %s" % (" ".join(cmd), err))
            if os.path.exists(out + ".part"):
                failed += 1
                print("FAIL %s: left %s.part behind" % (" ".join(cmd), out))
print("%s: %d failed" % (os.path.basename(a.name), failed))
sys.exit(1 if failed else 0)
