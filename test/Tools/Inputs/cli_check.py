#!/usr/bin/env python3
"""The command line as a user expects it (docs/streamstar.1.md), checked
against numpy and the expected streams alone:
  * --help on every subcommand (exit 0, a usage line on stdout), --version;
  * usage errors (unknown command or option, missing or extra argument, an
    option without its value, a value the option does not take, a dtype numpy
    would not give) -> exit 2 and one line; file errors -> exit 1;
  * every --dtype name numpy accepts for a fixed-size number gives the npy
    descr numpy gives for it;
  * convert to '-' (a pipe and a redirected file) gives the bytes of convert
    to a file, raw and npy;
  * cat --vp ranges (0-3,7 / 7-4 / all) give the expected streams;
  * info --json has exactly the documented keys, equal to File.info().

  cli_check.py STREAMSTAR NAME (NAME: a mkstream.py file with NAME.expect.npz)"""
import io
import json
import os
import subprocess
import sys

import numpy as np

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "..", "python"))
import streamstar  # noqa: E402

tool, name = sys.argv[1], sys.argv[2]
bad = []


def run(args, **kw):
    return subprocess.run([tool] + args, capture_output=True, timeout=60, **kw)


for cmd in ("convert", "info", "cat", "verify", "recover", "mkmeta", "stripe", "unstripe"):
    r = run([cmd, "--help"])
    if r.returncode != 0 or not r.stdout.startswith(b"usage: streamstar ") or \
            b"streamstar " + cmd.encode() + b" " not in r.stdout or r.stderr:
        bad.append("%s --help: exit %d, %r" % (cmd, r.returncode, r.stdout[:60]))
r = run(["--version"])
if r.returncode or not r.stdout.startswith(b"streamstar "):
    bad.append("--version: %r" % r.stdout)

USAGE = [["frobnicate"], ["convert"], ["convert", name], ["convert", name, "o", "extra"], ["convert", name, "o", "--bogus"],
         ["convert", name, "o", "--order"], ["convert", name, "o", "--order=diagonal"], ["convert", name, "o", "--format=tiff"],
         ["convert", name, "o", "--dtype=float128"], ["convert", name, "o", "--dtype=S4"], ["convert", name, "o", "--threads=0"],
         ["convert", name, "o", "--fill=x", "--dtype=i4"], ["convert", name, "o", "--fill-byte=300"],
         ["convert", name, "o", "--record-bytes=8"], ["convert", name, "o", "--buffer=lots"], ["convert", name, "o", "--shape=0x3"],
         ["info"], ["info", name, "--json=yes"], ["cat", name], ["verify"], ["verify", name, "--quiet", "x"],
         ["recover", "--keep"], ["mkmeta", name], ["convert", "-h", "--x"]]
for args in USAGE:
    r = run(args)
    lines = r.stderr.decode().splitlines()
    if r.returncode != 2 or len(lines) != 1 or r.stdout:
        bad.append("usage error %s: exit %d, stderr %r" % (" ".join(args), r.returncode, r.stderr[:200]))
for args in (["info", "missing.dat"], ["cat", name, "--vp", "999999"], ["verify", "missing.dat"]):
    r = run(args)
    if r.returncode != 1 or len(r.stderr.decode().splitlines()) != 1:
        bad.append("file error %s: exit %d, stderr %r" % (" ".join(args), r.returncode, r.stderr[:200]))

for dt in ("int8", "uint8", "int16", "uint16", "int32", "uint32", "int64", "uint64", "float16", "float32", "float64",
           "complex64", "complex128", "bool", "f8", "<f8", ">f8", "=f4", "|u1", "i2", ">u2", "c16", "b1", "?", "d", "e",
           "byte", "ubyte", "short", "ushort", "intc", "uintc", "int", "long", "longlong", "intp", "uint", "ulong",
           "ulonglong", "uintp", "half", "single", "double", "float", "csingle", "cdouble", "complex", "bool_", "l", "L"):
    r = run(["convert", name, "-", "--format=npy", "--dtype=" + dt])
    want = np.dtype(dt)
    if r.returncode:
        bad.append("--dtype=%s: %s" % (dt, r.stderr.decode().strip()))
        continue
    got = np.load(io.BytesIO(r.stdout)).dtype
    if got != want or got.str != want.str:
        bad.append("--dtype=%s: npy dtype %s, numpy says %s" % (dt, got.str, want.str))

# convert to '-': a pipe, a redirected file; raw and npy
for fmt in ("raw", "npy"):
    ref = "ref." + fmt
    r = run(["convert", name, ref, "--format=" + fmt, "--dtype=u2", "--fill=7"])
    want = open(ref, "rb").read()
    p = run(["convert", name, "-", "--format=" + fmt, "--dtype=u2", "--fill=7"])
    with open("redir." + fmt, "wb") as fh:
        q = subprocess.run([tool, "convert", name, "-", "--format=" + fmt, "--dtype=u2", "--fill=7"], stdout=fh,
                           stderr=subprocess.PIPE, timeout=60)
    if r.returncode or p.returncode or q.returncode or p.stdout != want or open("redir." + fmt, "rb").read() != want:
        bad.append("convert to -, %s: exit %d/%d/%d, %d vs %d bytes" % (fmt, r.returncode, p.returncode, q.returncode,
                                                                        len(p.stdout), len(want)))

# cat ranges against the expected streams
z = np.load(name + ".expect.npz")
lens, data = z["lens"], z["data"].tobytes()
offs = np.concatenate([[0], np.cumsum(lens)])
V = len(lens)
stream = lambda v: data[offs[v]:offs[v + 1]]  # noqa: E731
for spec, vps in (("0-3,7", [0, 1, 2, 3, 7]), ("7-4", [7, 6, 5, 4]), ("all", list(range(V))),
                  ("%d-%d" % (V - 2, V - 1), [V - 2, V - 1])):
    r = run(["cat", name, "--vp", spec])
    if r.returncode or r.stdout != b"".join(stream(v) for v in vps):
        bad.append("cat --vp %s: exit %d, %d bytes" % (spec, r.returncode, len(r.stdout)))

# info --json: the documented keys, equal to the package's File.info()
r = run(["info", name, "--json"])
info = json.loads(r.stdout)
keys = {"path", "external", "shape", "nvp", "writer_ranks", "segments", "ib_start", "length", "data"}
if set(info) != keys or set(info["length"]) != {"min", "median", "max", "total"}:
    bad.append("info --json keys: %s" % sorted(info))
if info != streamstar.open(name).info():
    bad.append("info --json differs from File.info(): %s / %s" % (info, streamstar.open(name).info()))

for b in bad:
    print("FAIL " + b)
print("cli: %d problems" % len(bad))
sys.exit(1 if bad else 0)
