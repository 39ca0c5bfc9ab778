#!/usr/bin/env python3
"""Cuts the data file of a Stream* file (written by a C* program) short at
named points and checks every reader: streamstar cat/convert (mapped and
pread paths, 1 and 3 threads, VP and record order, whole file and --vp) and
the Python package must refuse with one line naming the file, the number of
missing bytes and the offset they start at, and exit 1 / raise; with
--salvage / salvage=True they warn once and give the bytes they always gave
(the missing ones as 0x00).

The expectation is independent of the readers' accounting: a copy of the
data file with every byte 0xFF (same metafiles; the directory is NAME.dir,
so the lists stay intact) is read whole and cut; the output positions that
turn from 0xFF to 0x00 are exactly the stream bytes that lie past the cut
(padding is --fill-byte=0x55 in both). Their count must be the count in the
message; the expected salvage output is the sound file's output with those
positions zeroed. The offset is checked by cutting there (same count) and
one byte further (one fewer).

  tools17_cut.py STREAMSTAR DIR NAME CASE...
  CASE: nb (inside the NB segment), ib (inside the first and the last IB
  superblock), gap (between CB and IB, where no stream byte lies: nothing
  missing unless IB bytes follow), zero (empty data file), dir (NAME.dir cut:
  a directory error, never salvaged into zeros)."""
import json
import os
import re
import shutil
import subprocess
import sys
import warnings

SS, SRC, NAME = sys.argv[1], sys.argv[2], sys.argv[3]
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "..", "python"))
import streamstar  # noqa: E402

MSG = re.compile(r"^streamstar (cat|convert): (?:warning: )?(\S+): data file truncated: (\d+) stream bytes of (\d+) VPs? "
                 r"\(([^)]*)\) are missing from offset (\d+) on \(the file ends at (\d+)\); they read as the fill "
                 r"byte 0x00 \(see `streamstar verify`\)(; --salvage reads them so|; salvaged as asked \(--salvage\))$")
problems = []


def bad(what):
    problems.append(what)
    print("PROBLEM:", what)


def copy(dst, cut=None, ff=False):
    """NAME and its metafiles into directory dst; the data file cut at `cut`
    bytes and/or with every byte 0xFF."""
    os.makedirs(dst, exist_ok=True)
    for suf in ("", ".meta", ".first", ".dir"):
        if os.path.exists(os.path.join(SRC, NAME + suf)):
            shutil.copy(os.path.join(SRC, NAME + suf), os.path.join(dst, NAME + suf))
    p = os.path.join(dst, NAME)
    if ff:
        n = os.path.getsize(p)
        with open(p, "wb") as f:
            f.write(b"\xff" * n)
    if cut is not None:
        os.truncate(p, cut)
    return p


def run(args, env=None):
    e = dict(os.environ)
    e.update(env or {})
    return subprocess.run([SS] + args, stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=e)


def out_of(cmd, path, extra, salvage):
    """cat's stdout or convert's OUT (raw), stderr lines, rc."""
    if cmd == "cat":
        p = run(["cat", path, "--vp", extra["vp"]] + (["--salvage"] if salvage else []), extra.get("env"))
        return p.stdout, p.stderr.decode().splitlines(), p.returncode
    out = path + ".out"
    for f in (out, out + ".part"):
        if os.path.exists(f):
            os.remove(f)
    p = run(["convert", path, out, "--format=raw", "--fill-byte=85", "--no-progress", "--order=" + extra["order"],
             "--threads=%d" % extra.get("threads", 1)] + (["--salvage"] if salvage else []), extra.get("env"))
    data = open(out, "rb").read() if os.path.exists(out) else None
    if os.path.exists(out + ".part"):
        bad("%s left %s.part" % (path, out))
    return data, p.stderr.decode().splitlines(), p.returncode


def count_of(cmd, path, extra):
    """(bytes, first offset) from the refusal of a reader, or (0, None) when it reads cleanly."""
    data, err, rc = out_of(cmd, path, extra, False)
    if rc == 0:
        if err:
            bad("%s %s: rc 0 with stderr %r" % (cmd, path, err))
        return 0, None
    m = MSG.match(err[0]) if len(err) == 1 else None
    if rc != 1 or not m or not m.group(8).startswith("; --salvage"):
        bad("%s %s: rc %d, stderr %r" % (cmd, path, rc, err))
        return -1, None
    if data:
        bad("%s %s: refused but wrote %d bytes" % (cmd, path, len(data)))
    if m.group(2) != path:
        bad("message names %s, not %s" % (m.group(2), path))
    return int(m.group(3)), int(m.group(6))


def check(case, cut, size):
    d = "cut-%s-%d" % (case, cut)
    path = copy(d, cut)
    ffull, fcut = copy(d + "-ff", None, True), copy(d + "-ffcut", cut, True)
    sound = copy(d + "-sound")
    info = json.loads(run(["info", sound, "--json"]).stdout)
    nvp = info["nvp"]
    selections = [("convert", {"order": "vp"}), ("convert", {"order": "record"}),
                  ("cat", {"vp": "all"}), ("cat", {"vp": "%d,0,%d" % (nvp - 1, nvp // 2)})]
    summary = []
    for cmd, extra in selections:
        full, _, rc1 = out_of(cmd, sound, extra, False)
        ffo, _, rc2 = out_of(cmd, ffull, extra, False)
        ffc, ffe, rc3 = out_of(cmd, fcut, extra, True)
        if rc1 or rc2 or rc3 or len(full) != len(ffo) or len(ffo) != len(ffc):
            bad("%s %s: reference reads failed (%d %d %d)" % (cmd, d, rc1, rc2, rc3))
            continue
        lost = [i for i in range(len(ffo)) if ffo[i] != ffc[i]]
        if any(ffo[i] != 0xFF or ffc[i] != 0 for i in lost):
            bad("%s %s: a position changed other than 0xff -> 0x00" % (cmd, d))
        want = bytearray(full)
        for i in lost:
            want[i] = 0
        n, first = count_of(cmd, path, extra)
        if n != len(lost):
            bad("%s %s %s: message says %d bytes missing, %d stream bytes read as 0x00" % (cmd, d, extra, n, len(lost)))
        if n > 0:
            if first < cut:
                bad("%s %s: first missing offset %d is below the cut %d" % (cmd, d, first, cut))
            if count_of(cmd, copy(d + "-at", first), extra)[0] != n:
                bad("%s %s: cutting at the offset named (%d) changes the count" % (cmd, d, first))
            if first + 1 <= size and count_of(cmd, copy(d + "-at1", first + 1), extra)[0] != n - 1:
                bad("%s %s: the byte at offset %d is not a missing stream byte" % (cmd, d, first))
        # salvage: every read path gives the old bytes and one warning
        variants = [{}, {"env": {"STREAMSTAR_NO_MMAP": "1"}}]
        if cmd == "convert":
            variants += [{"threads": 3}, {"threads": 3, "env": {"STREAMSTAR_NO_MMAP": "1"}}]
        for var in variants:
            got, err, rc = out_of(cmd, path, dict(extra, **var), True)
            if rc != 0 or got != bytes(want):
                bad("%s %s %s %s --salvage: rc %d, output %s" % (cmd, d, extra, var, rc,
                                                                 "equal" if got == bytes(want) else "differs"))
            if n and (len(err) != 1 or not MSG.match(err[0]) or "salvaged as asked" not in err[0]):
                bad("%s %s --salvage: stderr %r" % (cmd, d, err))
            if not n and err:
                bad("%s %s --salvage: stderr %r on a file that lacks no stream byte" % (cmd, d, err))
        # the Python package: same refusal, same salvage bytes
        if cmd == "convert" and extra["order"] == "vp":
            try:
                streamstar.open(path).to_numpy()
                if n:
                    bad("python %s: to_numpy read a cut file" % d)
            except streamstar.StreamStarError as e:
                pm = re.search(r"data file truncated: (\d+) stream bytes of \d+ VPs? are missing from offset (\d+) "
                               r"on \(the file ends at %d\); they read as the fill byte 0x00" % cut, str(e))
                if not n or not pm or (int(pm.group(1)), int(pm.group(2))) != (n, first) or not str(e).startswith(path):
                    bad("python %s: %s" % (d, e))
            with warnings.catch_warnings(record=True) as w:
                warnings.simplefilter("always")
                a = streamstar.open(path, salvage=True).to_numpy(fill=b"\x55")
            if a.tobytes() != bytes(want):
                bad("python %s: salvage=True differs from the tool's old output" % d)
            if len(w) != (1 if n else 0) or (n and "%d stream bytes" % n not in str(w[0].message)):
                bad("python %s: warnings %r" % (d, [str(x.message) for x in w]))
        if cmd == "cat" and extra["vp"] != "all":
            vps = [int(x) for x in extra["vp"].split(",")]
            try:
                for v in vps:
                    streamstar.open(path).stream(v)
                if n:
                    bad("python %s: stream() read missing bytes" % d)
            except streamstar.StreamStarError as e:
                if not n:
                    bad("python %s: %s" % (d, e))
            with warnings.catch_warnings(record=True) as w:
                warnings.simplefilter("always")
                f = streamstar.open(path, salvage=True)
                got = b"".join(f.stream(v) for v in vps)
            if got != bytes(want) or (n and not w):
                bad("python %s: stream(v) with salvage=True: %s, %d warnings" % (d, "equal" if got == bytes(want) else "differs", len(w)))
        summary.append("%s %s: %s" % (cmd, extra.get("order", "--vp " + extra.get("vp", "")),
                                      "%d bytes missing from %d" % (n, first) if n else "nothing missing"))
    print("%s cut at %d of %d:" % (case, cut, size), "; ".join(summary))


info = json.loads(run(["info", os.path.join(SRC, NAME), "--json"]).stdout)
size = os.path.getsize(os.path.join(SRC, NAME))
seg = {s["mode"]: s for s in info["segments"]}
V = info["nvp"]
for case in sys.argv[4:]:
    if case == "nb":
        nb_end = seg["NB"]["rows"] * V * seg["NB"]["block"]
        check(case, nb_end // 2 + 3, size)
    elif case == "ib":
        ib = seg["IB"]
        # halfway into the bytes written of the first superblock, then just
        # past the start of the last one (the same one in a small file)
        check(case, ib["offset"] + min(ib["superblock"], size - ib["offset"]) // 2 + 1, size)
        last = ib["offset"] + ((size - ib["offset"] - 1) // ib["superblock"]) * ib["superblock"]
        check(case, last + 1, size)
    elif case == "gap":
        cb = seg.get("CB")
        end = cb["offset"] + cb["rows"] * V * cb["block"] if cb else seg["NB"]["rows"] * V * seg["NB"]["block"]
        check(case, end, size)
    elif case == "zero":
        check(case, 0, size)
    elif case == "dir":
        d = copy("cut-dir")
        dirp = d + ".dir"
        os.truncate(dirp, os.path.getsize(dirp) // 2)
        for salv in (False, True):
            p = run(["cat", d, "--vp", "all"] + (["--salvage"] if salv else []))
            err = p.stderr.decode().splitlines()
            if p.returncode != 1 or len(err) != 1 or dirp not in err[0]:
                bad("dir cut: rc %d, stderr %r" % (p.returncode, err))
        try:
            streamstar.open(d, salvage=True).to_numpy()
            bad("python: a cut .dir was read")
        except streamstar.StreamStarError as e:
            if dirp not in str(e):
                bad("python dir cut: %s" % e)
        print("dir cut: refused, naming %s" % os.path.basename(dirp))
print("tools17 cut: %d problems" % len(problems))
