"""sweep7-livewriter.test driver: runs the writer program in the background
and other programs against its file while it is stopped at known points.

  s7_live.py "CRUN" SOURCE
CRUN is lit's %crun (compile and mpiexec); every program's output (stdout
and stderr) is printed, each under a '== NAME' line, in order."""
import os
import shlex
import subprocess
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "utils"))
from live_writer import run, wait_for  # noqa: E402


def run_prog(name, crun, src, n, *args):
    run(name, crun + ["-n", str(n), src] + list(args))


def main():
    crun, src = shlex.split(sys.argv[1]), sys.argv[2]
    run_prog("compile", crun, src, 1, "nothing")
    w = subprocess.Popen(crun + ["-n", "2", src, "write"], stdout=subprocess.PIPE,
                         stderr=subprocess.STDOUT, universal_newlines=True)
    wait_for("ready1", w)
    run_prog("reader during NB", crun, src, 3, "read")
    run_prog("second writer", crun, src, 1, "write2")
    run_prog("appender", crun, src, 2, "append")
    open("go1", "w").close()
    wait_for("ready2", w)
    run_prog("reader during IB", crun, src, 2, "read")
    open("go2", "w").close()
    out, _ = w.communicate(timeout=300)
    print("== writer (rc %d)" % w.returncode)
    print(out, end="")
    run_prog("reader after close", crun, src, 3, "read")
    run_prog("crash", crun, src, 2, "crash")
    run_prog("reader after crash", crun, src, 1, "read")


if __name__ == "__main__":
    main()
