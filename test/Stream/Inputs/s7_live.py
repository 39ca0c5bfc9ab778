"""sweep7-livewriter.cs driver: runs the writer program in the background
and other programs against its file while it is stopped at known points.

  s7_live.py "CRUN" SOURCE
CRUN is lit's %crun (compile and mpiexec); every program's output (stdout
and stderr) is printed, each under a '== NAME' line, in order."""
import os
import shlex
import subprocess
import sys
import time


def wait_for(path, proc, secs=120):
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


def run(name, crun, src, n, *args):
    p = subprocess.run(crun + ["-n", str(n), src] + list(args), stdout=subprocess.PIPE,
                       stderr=subprocess.STDOUT, universal_newlines=True, timeout=300)
    print("== %s (rc %d)" % (name, p.returncode))
    print(p.stdout, end="")
    sys.stdout.flush()


def main():
    crun, src = shlex.split(sys.argv[1]), sys.argv[2]
    run("compile", crun, src, 1, "nothing")
    w = subprocess.Popen(crun + ["-n", "2", src, "write"], stdout=subprocess.PIPE,
                         stderr=subprocess.STDOUT, universal_newlines=True)
    wait_for("ready1", w)
    run("reader during NB", crun, src, 3, "read")
    run("second writer", crun, src, 1, "write2")
    run("appender", crun, src, 2, "append")
    open("go1", "w").close()
    wait_for("ready2", w)
    run("reader during IB", crun, src, 2, "read")
    open("go2", "w").close()
    out, _ = w.communicate(timeout=300)
    print("== writer (rc %d)" % w.returncode)
    print(out, end="")
    run("reader after close", crun, src, 3, "read")
    run("crash", crun, src, 2, "crash")
    run("reader after crash", crun, src, 1, "read")


if __name__ == "__main__":
    main()
