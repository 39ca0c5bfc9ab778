#!/usr/bin/env python3
"""`streamstar stripe`/`unstripe` round trips of odd sizes over 1..3 targets
and odd stripe units (the Python package's de-striping read must give the
same bytes), then the errors a user meets: wrong --targets lists, and a
striped Stream* file whose target directory is not there.

  stripe_check.py STREAMSTAR MKSTREAM"""
import os
import shutil
import subprocess
import sys

import numpy as np
from streamstar._data import DataFile

tool, mk = sys.argv[1], sys.argv[2]
rng = np.random.default_rng(5)
for d in ("t1", "t2", "t3"):
    os.makedirs(d, exist_ok=True)
bad = 0
n = 0
for size in (0, 1, 7, 36, 37, 38, 4095, 4096, 4097, 100003):
    src = "src%d" % size
    data = rng.integers(0, 256, size, dtype=np.uint8).tobytes()
    with open(src, "wb") as fh:
        fh.write(data)
    for targets in ("t1", "t1:t2", "t3:t1:t2"):
        for unit in ("1", "37", "4k"):
            if unit == "1" and size > 5000:
                continue
            dst, back = "s_%d" % size, "u_%d" % size
            subprocess.run([tool, "stripe", src, dst, "--targets=" + targets, "--stripe-unit=" + unit], check=True)
            subprocess.run([tool, "unstripe", dst, back], check=True)
            with open(back, "rb") as fh:
                got = fh.read()
            d = DataFile(dst)
            py = d.array(0, size).tobytes() if size else b""
            pyread = d.read(0, size)
            d.close()
            n += 1
            if got != data or py != data or pyread != data or os.path.getsize(back) != size:
                bad += 1
                print("round trip differs: size %d targets %s unit %s" % (size, targets, unit))
print("round trips: %d, %d differ" % (n, bad))


def run(args):
    p = subprocess.run([tool] + args, capture_output=True, text=True)
    err = p.stderr.strip().splitlines()
    print("%s -> exit %d: %s" % (" ".join(args[:1] + [a for a in args[1:] if a.startswith("--")]), p.returncode,
                                err[0] if len(err) == 1 else err))


for t in ("", "t1::t2", "t1:t1", "t1:", "t1:nodir", "t1:src7"):
    run(["stripe", "src7", "e", "--targets=" + t])
for u in ("0", "abc"):  # values the option does not take: usage errors like any other option's
    run(["stripe", "src7", "e", "--targets=t1:t2", "--stripe-unit=" + u])
# A striped Stream* file copied without its second target directory.
os.makedirs("made", exist_ok=True)
subprocess.run([sys.executable, mk, "made/st", "--shape", "3x3", "--ranks", "2", "--nb-rows", "4", "--b-nb", "8",
                "--ib", "200", "--b-ib", "32", "--stripe", "64:2", "--relative"], check=True, stdout=subprocess.DEVNULL)
os.makedirs("moved", exist_ok=True)
for s in ("", ".meta", ".first", ".dir"):
    shutil.copy("made/st" + s, "moved/st" + s)
shutil.copytree("made/st.tgt0", "moved/st.tgt0")
os.chdir("moved")
for args in (["info", "st"], ["cat", "st", "--vp", "0"], ["convert", "st", "x.npy"], ["recover", "st", "--dry-run"]):
    run(args)
p = subprocess.run([tool, "verify", "st"], capture_output=True, text=True)
print("verify -> exit %d: %s" % (p.returncode, p.stdout.strip().splitlines()[0]))
import streamstar  # noqa: E402
try:
    streamstar.open("st")
    print("python: opened")
except streamstar.StreamStarError as e:
    print("python: %s" % e)
