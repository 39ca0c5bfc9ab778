#!/usr/bin/env python3
"""Run a command; print its output, then "status N" (its exit status), and
exit 0: lets a test check the exact status of a program that ends badly."""
import subprocess
import sys

r = subprocess.run(sys.argv[1:], stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
sys.stdout.write(r.stdout.decode(errors="replace"))
print("status %d" % r.returncode)
