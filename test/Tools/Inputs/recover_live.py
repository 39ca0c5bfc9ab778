"""recover-live.test driver: runs test/utils/live_writer.cs in the background
and `streamstar recover` against its file while it is stopped with the file
open (first in its NB segment, then in its IB segment), then after it
closed and after a crash.

  recover_live.py "CRUN" SOURCE STREAMSTAR
Every command's output (stdout and stderr) is printed under '== NAME (rc N)'."""
import os
import shlex
import subprocess
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "utils"))
from live_writer import run, wait_for  # noqa: E402


def files():
    """The metafiles present, so a refused recover is seen to change nothing."""
    names = sorted(n for n in os.listdir(".") if n.startswith("live.dat"))
    meta = open("live.dat.meta", "rb").read() if os.path.exists("live.dat.meta") else b""
    return "%s meta=%d bytes" % (" ".join(names), len(meta))


def main():
    crun, src, ss = shlex.split(sys.argv[1]), sys.argv[2], sys.argv[3]
    run("compile", crun + ["-n", "1", src, "nothing"])
    w = subprocess.Popen(crun + ["-n", "2", src, "write"], stdout=subprocess.PIPE,
                         stderr=subprocess.STDOUT, universal_newlines=True)
    wait_for("ready1", w)
    before = files()
    run("recover during NB", [ss, "recover", "live.dat"])
    run("dry run during NB", [ss, "recover", "live.dat", "--dry-run"])
    print("files unchanged: %s" % (files() == before))
    run("forced dry run during NB", [ss, "recover", "live.dat", "--dry-run", "--force"])
    print("files unchanged: %s" % (files() == before))
    open("go1", "w").close()
    wait_for("ready2", w)
    before = files()
    run("recover during IB", [ss, "recover", "live.dat", "--quiet"])
    print("files unchanged: %s" % (files() == before))
    open("go2", "w").close()
    out, _ = w.communicate(timeout=300)
    print("== writer (rc %d)" % w.returncode)
    print(out, end="")
    run("recover after close", [ss, "recover", "live.dat"])
    run("reader after close", crun + ["-n", "3", src, "read"])
    run("crash", crun + ["-n", "2", src, "crash"])
    run("recover after crash", [ss, "recover", "live.dat"])
    run("reader after recover", crun + ["-n", "1", src, "read", "nb"])


if __name__ == "__main__":
    main()
