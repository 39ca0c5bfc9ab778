#!/usr/bin/env python3
"""Runs CMD (stdout to a pipe) and prints "exit N, K line(s): <stderr>";
exits 1 unless the status is STATUS and stderr is one line.

  tools18_status.py STATUS -- CMD ARGS..."""
import subprocess
import sys

sep = sys.argv.index("--")
want, cmd = int(sys.argv[1]), sys.argv[sep + 1:]
r = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, timeout=120)
lines = r.stderr.splitlines()
print("exit %d, %d line%s: %s" % (r.returncode, len(lines), "" if len(lines) == 1 else "s", " | ".join(lines)))
sys.exit(0 if r.returncode == want and len(lines) == 1 else 1)
