#!/usr/bin/env python3
"""Damages copies of a good Stream* file at random (byte flips in the
metafiles and the data file, truncations, swapped files) and runs every
read-only streamstar command plus recover on each: the tool must exit 0 or 1
with at most one error line per command, and never crash, hang or trip a
sanitizer (run it on an ASan+UBSan build: exit codes 98/99 are reports).

  fuzz.py STREAMSTAR NAME [--rounds N] [--seed S]"""
import argparse
import os
import random
import shutil
import subprocess
import sys

ap = argparse.ArgumentParser()
ap.add_argument("tool")
ap.add_argument("name")
ap.add_argument("--rounds", type=int, default=60)
ap.add_argument("--seed", type=int, default=1)
a = ap.parse_args()
rng = random.Random(a.seed)
parts = [s for s in ("", ".meta", ".first", ".dir") if os.path.exists(a.name + s)]
env = dict(os.environ, ASAN_OPTIONS="exitcode=99:detect_leaks=0", UBSAN_OPTIONS="halt_on_error=1:exitcode=98")
bad = 0
for r in range(a.rounds):
    w = "fz"
    for s in parts:
        shutil.copy(a.name + s, w + s)
    for _ in range(rng.randint(1, 3)):
        s = rng.choice(parts)
        b = bytearray(open(w + s, "rb").read())
        op = rng.random()
        if op < 0.6 and b:
            for _ in range(rng.randint(1, 4)):
                b[rng.randrange(len(b))] ^= 1 << rng.randrange(8)
        elif op < 0.9:
            b = b[:rng.randrange(len(b) + 1)]
        else:
            b += bytes(rng.randrange(1, 100))
        open(w + s, "wb").write(b)
    for cmd in (["info", w], ["info", w, "--json"], ["verify", w], ["cat", w, "--vp", "0,5"],
                ["convert", w, "fz.npy", "--buffer=256"], ["convert", w, "fz.raw", "--order=record"],
                ["recover", w, "--dry-run"], ["recover", w], ["verify", w, "--quiet"]):
        try:
            p = subprocess.run([a.tool] + cmd, capture_output=True, env=env, timeout=60)
        except subprocess.TimeoutExpired:
            print("round %d: %s hangs" % (r, " ".join(cmd)))
            bad += 1
            continue
        err = p.stderr.decode(errors="replace")
        if p.returncode not in (0, 1) or "runtime error" in err or "Sanitizer" in err or \
                len(err.splitlines()) > 1:
            print("round %d: %s -> exit %d\n%s" % (r, " ".join(cmd), p.returncode, err[-3000:]))
            bad += 1
print("fuzz: %d rounds, %d failures" % (a.rounds, bad))
sys.exit(1 if bad else 0)
