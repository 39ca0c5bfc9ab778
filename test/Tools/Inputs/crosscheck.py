#!/usr/bin/env python3
"""Compares the streamstar tool with the Python package on each NAME:
info --json against File.info(), cat --vp against File.stream(), and
convert (vp/record, a few dtypes and fills) against File.to_numpy().

  crosscheck.py STREAMSTAR NAME..."""
import json
import subprocess
import sys

import numpy as np
import streamstar

tool, names = sys.argv[1], sys.argv[2:]
bad = 0
for name in names:
    problems = []
    f = streamstar.open(name)
    info = json.loads(subprocess.run([tool, "info", name, "--json"], capture_output=True, text=True,
                                     check=True).stdout)
    if info != json.loads(json.dumps(f.info())):
        problems.append("info differs:\n  tool   %s\n  python %s" % (info, f.info()))
    for v in range(f.nvp):
        out = subprocess.run([tool, "cat", name, "--vp", str(v)], capture_output=True, check=True).stdout
        if out != f.stream(v):
            problems.append("cat --vp %d differs" % v)
    for order, dtype, fill in [("vp", "u1", 0), ("record", "u1", 0), ("vp", "int32", -3),
                               ("record", "float64", float("nan"))]:
        subprocess.run([tool, "convert", name, "x.npy", "--order=" + order, "--dtype=" + dtype,
                        "--fill=%s" % fill], check=True)
        a, b = np.load("x.npy"), f.to_numpy(dtype, order=order, fill=fill)
        if a.shape != b.shape or a.dtype != b.dtype or a.tobytes() != b.tobytes():
            problems.append("convert --order=%s --dtype=%s differs" % (order, dtype))
    print("%s: %s" % (name, "agree" if not problems else "\n  ".join(problems)))
    bad += bool(problems)
sys.exit(1 if bad else 0)
