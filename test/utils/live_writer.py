"""Helpers of the drivers that run a writer program in the background and
other commands against its file while it is stopped at known points
(test/Stream/Inputs/s7_live.py, test/Tools/Inputs/recover_live.py)."""
import os
import subprocess
import sys
import time


def wait_for(path, proc, secs=120):
    """Waits until the writer creates PATH; exits 1 if it ends or times out first."""
    t = time.time()
    while not os.path.exists(path):
        if proc.poll() is not None:
            print("writer ended early, rc %d" % proc.returncode)
            print(proc.stdout.read())
            sys.exit(1)
        if time.time() - t > secs:
            proc.kill()
            print("timeout waiting for %s" % path)
            sys.exit(1)
        time.sleep(0.05)


def run(name, argv):
    """Runs ARGV and prints its output (stdout and stderr) under '== NAME (rc N)'."""
    p = subprocess.run(argv, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, universal_newlines=True, timeout=300)
    print("== %s (rc %d)" % (name, p.returncode))
    print(p.stdout, end="")
    sys.stdout.flush()
