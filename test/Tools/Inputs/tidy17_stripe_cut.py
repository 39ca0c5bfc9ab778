#!/usr/bin/env python3
"""Cuts one stripe file of a striped Stream* data file (docs/pfs.md) short
and checks that streamstar cat/convert and the Python package refuse it as
they refuse a cut ordinary file (tools17_cut.py): one line naming the data
file and the stripe file cut, the stream bytes missing and the VPs they
belong to, exit 1 / StreamStarError; with --salvage / salvage=True one
warning and the bytes they gave before (the missing ones as 0x00).

The expectation is independent of the readers' accounting: a copy whose
stripe files hold only 0xFF bytes (same layout record and metafiles; the
directory and .first untouched), cut the same way, is read with --salvage;
the output positions that turn from 0xFF to 0x00 are exactly the stream
bytes the cut removed (padding is --fill-byte=0x55). Their count must be the
count in the message, and the VPs whose rows hold them its VP count; the
offset named must lie at or past the cut's logical offset (docs/pfs.md:
byte s of stripe file t is logical ((s // U) * N + t) * U + s % U).

  tidy17_stripe_cut.py STREAMSTAR DIR NAME TARGET...
  TARGET: the stripe file to cut (0-based), to half its bytes."""
import os
import re
import shutil
import subprocess
import sys
import warnings

SS, SRC, NAME = sys.argv[1], sys.argv[2], sys.argv[3]
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "..", "python"))
import streamstar  # noqa: E402

problems = []


def bad(what):
    problems.append(what)
    print("PROBLEM:", what)


def layout(path):
    """(unit, stripe file paths) of a layout record, read by hand."""
    unit, files = None, []
    for line in open(path, "rb").read().decode().splitlines():
        key, _, val = line.partition(" ")
        if key == "unit":
            unit = int(val)
        elif key == "file":
            files.append(val if val.startswith("/") else os.path.join(os.path.dirname(path), val))
    return unit, files


def copy(dst, target=None, ff=False):
    """SRC (record, stripe directories, metafiles) into dst; the data's
    stripe files all 0xFF and/or stripe file `target` cut to half."""
    shutil.copytree(SRC, dst)
    p = os.path.join(dst, NAME)
    unit, files = layout(p)
    for t, f in enumerate(files):
        n = os.path.getsize(f)
        if ff:
            with open(f, "wb") as out:
                out.write(b"\xff" * n)
        if t == target:
            os.truncate(f, n // 2)
    return p, unit, files


def run(args, env=None):
    e = dict(os.environ)
    e.update(env or {})
    return subprocess.run([SS] + args, stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=e)


def read(cmd, path, extra, salvage):
    """cat's stdout or convert's raw OUT, stderr lines, rc."""
    s = ["--salvage"] if salvage else []
    if cmd == "cat":
        p = run(["cat", path, "--vp", extra] + s)
        return p.stdout, p.stderr.decode().splitlines(), p.returncode
    out = path + ".out"
    if os.path.exists(out):
        os.remove(out)
    p = run(["convert", path, out, "--format=raw", "--fill-byte=85", "--no-progress", "--order=vp"] + s,
            {"STREAMSTAR_NO_MMAP": "1"} if extra == "pread" else None)
    return (open(out, "rb").read() if os.path.exists(out) else None), p.stderr.decode().splitlines(), p.returncode


nvp = streamstar.open(os.path.join(SRC, NAME)).nvp
for target in (int(t) for t in sys.argv[4:]):
    d = "%s-cut%d" % (NAME, target)
    for x in (d, d + "-ff", d + "-ffcut", d + "-sound"):
        shutil.rmtree(x, ignore_errors=True)
    path, unit, files = copy(d, target)
    ff, ffcut = copy(d + "-ff", None, True)[0], copy(d + "-ffcut", target, True)[0]
    sound = copy(d + "-sound")[0]
    cut = os.path.getsize(files[target])
    N = len(files)
    at = ((cut // unit) * N + target) * unit + cut % unit  # the cut as a logical offset
    shown = os.path.relpath(files[target], d) if not os.path.isabs(files[target]) else files[target]
    summary = []
    for cmd, extra in (("convert", "mapped"), ("convert", "pread"), ("cat", "all"),
                       ("cat", "%d,0,%d" % (nvp - 1, nvp // 2))):
        full, _, r1 = read(cmd, sound, extra, False)
        ffo, _, r2 = read(cmd, ff, extra, False)
        ffc, _, r3 = read(cmd, ffcut, extra, True)
        if r1 or r2 or r3 or not full or len(full) != len(ffo) or len(ffo) != len(ffc):
            bad("%s %s %s: reference reads failed (%d %d %d)" % (cmd, extra, d, r1, r2, r3))
            continue
        lost = [i for i in range(len(ffo)) if ffo[i] != ffc[i]]
        if any(ffo[i] != 0xFF or ffc[i] != 0 for i in lost):
            bad("%s %s: a position changed other than 0xff -> 0x00" % (cmd, d))
        # the VPs that lost bytes: rows of the VP-order array, or the listed
        # VPs' streams read one by one
        if cmd == "convert":
            width = len(ffo) // nvp
            vps = len({i // width for i in lost})
        else:
            listed = [int(v) for v in extra.split(",")] if extra != "all" else list(range(nvp))
            vps = sum(read("cat", ff, str(v), False)[0] != read("cat", ffcut, str(v), True)[0] for v in listed)
        want = bytearray(full)
        for i in lost:
            want[i] = 0
        got, err, rc = read(cmd, path, extra, False)
        msg = re.compile(r"^streamstar %s: %s: data file truncated: (\d+) stream bytes of (\d+) VPs? \([^)]*\) are "
                         r"missing from offset (\d+) on \(cut short: stripe file (\S+), target (\d+) of (\d+), has "
                         r"(\d+) bytes\); they read as the fill byte 0x00 \(see `streamstar verify`\); --salvage "
                         r"reads them so$" % (cmd, re.escape(path)))
        m = msg.match(err[0]) if len(err) == 1 else None
        if not lost:  # none of these VPs' bytes was cut: read as before, no word
            if rc or err or got != full:
                bad("%s %s %s: nothing of theirs is missing, but rc %d, stderr %r" % (cmd, extra, d, rc, err))
        elif rc != 1 or not m or got:
            bad("%s %s %s: rc %d, output %r, stderr %r" % (cmd, extra, d, rc, got and len(got), err))
        else:
            n, k, first = int(m.group(1)), int(m.group(2)), int(m.group(3))
            if (n, k) != (len(lost), vps):
                bad("%s %s %s: message says %d bytes of %d VPs, %d bytes of %d VPs read as 0x00"
                    % (cmd, extra, d, n, k, len(lost), vps))
            if first < at:
                bad("%s %s: offset %d named is below the cut (logical %d)" % (cmd, d, first, at))
            if (m.group(4), int(m.group(5)), int(m.group(6)), int(m.group(7))) != (files[target], target + 1, N, cut):
                bad("%s %s: names %s target %s of %s (%s bytes), not %s" % (cmd, d, m.group(4), m.group(5),
                                                                         m.group(6), m.group(7), files[target]))
        got, err, rc = read(cmd, path, extra, True)
        if rc or got != bytes(want) or (len(err) != 1 or "salvaged as asked" not in err[0] or files[target] not in
                                        err[0] if lost else err):
            bad("%s %s %s --salvage: rc %d, output %s, stderr %r" % (cmd, extra, d, rc,
                                                                    "equal" if got == bytes(want) else "differs", err))
        if cmd == "convert" and extra == "mapped":  # the Python package: same refusal, same salvage bytes
            try:
                streamstar.open(path).to_numpy()
                bad("python %s: to_numpy read a cut stripe file" % d)
            except streamstar.StreamStarError as e:
                pm = re.search(r"data file truncated: (\d+) stream bytes of (\d+) VPs? are missing from offset \d+ on "
                               r"\(cut short: stripe file (\S+), target %d of %d, has %d bytes\)"
                               % (target + 1, N, cut), str(e))
                if not pm or (int(pm.group(1)), int(pm.group(2)), pm.group(3)) != (len(lost), vps, files[target]):
                    bad("python %s: %s" % (d, e))
            with warnings.catch_warnings(record=True) as w:
                warnings.simplefilter("always")
                a = streamstar.open(path, salvage=True).to_numpy(fill=b"\x55")
            if a.tobytes() != bytes(want) or len(w) != 1 or files[target] not in str(w[0].message):
                bad("python %s salvage=True: %s, warnings %r" % (d, "equal" if a.tobytes() == bytes(want) else
                                                                 "differs", [str(x.message) for x in w]))
        if cmd == "cat" and extra != "all":
            for v in (int(x) for x in extra.split(",")):
                lost_v = read("cat", ff, str(v), False)[0] != read("cat", ffcut, str(v), True)[0]
                try:
                    streamstar.open(path).stream(v)
                    if lost_v:
                        bad("python %s: stream(%d) read missing bytes" % (d, v))
                except streamstar.StreamStarError as e:
                    if not lost_v or shown not in str(e) and files[target] not in str(e):
                        bad("python %s stream(%d): %s" % (d, v, e))
        summary.append("%s %s: %d bytes of %d VPs" % (cmd, extra, len(lost), vps))
    print("stripe %d of %d cut to %d bytes:" % (target, N, cut), "; ".join(summary))
print("tidy17 stripe cut: %d problems" % len(problems))
