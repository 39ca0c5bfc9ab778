#!/usr/bin/env python3
"""Runs a command that must fail cleanly: non-zero exit (not a signal, not a
hang), exactly one line on stderr containing TEXT, nothing on stdout.

  one_error.py TEXT -- CMD ARGS..."""
import subprocess
import sys

sep = sys.argv.index("--")
text, cmd = " ".join(sys.argv[1:sep]), sys.argv[sep + 1:]
try:
    r = subprocess.run(cmd, capture_output=True, text=True, timeout=60)
except subprocess.TimeoutExpired:
    sys.exit("FAIL (hang): %s" % " ".join(cmd))
lines = r.stderr.splitlines()
ok = 0 < r.returncode < 128 and len(lines) == 1 and text in lines[0] and not r.stdout
print("%s: %s" % ("ok" if ok else "FAIL rc=%d" % r.returncode, r.stderr.strip()))
sys.exit(0 if ok else 1)
