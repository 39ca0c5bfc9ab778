#!/usr/bin/env python3
"""Compile a C* file with cstar and run it under `mpiexec -n N`.

Used by lit as %crun:  %crun -n 2 prog.cs [program args...]
Extra compiler flags come from the CSTAR_FLAGS environment variable. The
executable is cached per (source, flags) in the test's temp dir so that runs of
the same program at several rank counts compile it once.
"""
import argparse
import hashlib
import os
import shlex
import subprocess
import sys


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--cstar", required=True)
    ap.add_argument("--mpiexec", required=True)
    ap.add_argument("-n", type=int, default=1)
    ap.add_argument("--flags", default="", help="extra cstar flags")
    ap.add_argument("source")
    ap.add_argument("args", nargs=argparse.REMAINDER)
    a = ap.parse_args()

    flags = shlex.split(os.environ.get("CSTAR_FLAGS", "")) + shlex.split(a.flags)
    src = os.path.abspath(a.source)
    # The key covers the source, the flags and the identity of the compiler and
    # the runtime library, so a rebuilt cstar or libcstar never reuses a stale
    # executable.
    prefix = os.path.dirname(os.path.dirname(os.path.abspath(a.cstar)))
    ident = []
    for dep in (a.cstar, os.path.join(prefix, "lib", "libcstar.a")):
        if os.path.exists(dep):
            st = os.stat(dep)
            ident.append((st.st_mtime_ns, st.st_size))
    with open(src, "rb") as f:
        key = hashlib.sha1(f.read() + repr(flags).encode() +
                           repr(ident).encode()).hexdigest()[:16]
    cache = os.path.join(os.environ.get("TMPDIR", "/tmp"), "cstar-crun")
    os.makedirs(cache, exist_ok=True)
    exe = os.path.join(cache, os.path.basename(src) + "." + key)
    if not os.path.exists(exe):
        tmp = exe + ".%d" % os.getpid()
        r = subprocess.run([a.cstar] + flags + [src, "-o", tmp])
        if r.returncode != 0:
            sys.exit(r.returncode)
        os.replace(tmp, exe)
    cmd = [a.mpiexec, "-n", str(a.n), exe] + a.args
    sys.stdout.flush()
    r = subprocess.run(cmd)
    sys.exit(r.returncode)


if __name__ == "__main__":
    main()
