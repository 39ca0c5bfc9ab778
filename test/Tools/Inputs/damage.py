#!/usr/bin/env python3
"""Systematic damage to Stream* files of every shape a user could have, for
the streamstar tool (run it on the ASan+UBSan build) and the Python package.

Base files come from mkstream.py (written from docs/stream-format.md alone):
every segment combination, 1..3 writer ranks, striping over 1..3 targets
with odd stripe units, k = 2/6/14, a packed append session (ib_used_blocks),
ragged lengths with empty VPs, one VP, rank-2/3 shapes, and a provisional
(INCOMPLETE) .meta. Each is damaged in turn: truncated at every field
boundary and at odd offsets, a byte flipped in every header field (with the
checksum left stale, and recomputed so the field check itself is reached),
future versions, wrong magics, lengths that overflow, loops in `next`
chains, pointers past the end, .dir without an IB segment, missing .first.

For each damaged file:
  * every command (info, info --json, verify, cat, convert in both orders,
    recover --dry-run, recover) exits 0 or 1, within the time limit, with no
    sanitizer report and at most one line on stderr;
  * `verify` exits 1 for every damage that breaks the format, and its
    report names the damaged file (and the field, for header damage);
  * the Python package raises StreamStarError or reads the file, never
    another exception or a hang;
  * the tool's convert and the package's to_numpy agree: both fail, or both
    give the same array;
  * after `recover` succeeds, every VP's stream is a prefix of what the
    writer wrote (recover never invents data) and `verify` passes.

  damage.py TOOL WORKDIR [--only SUBSTRING] [--list]
Prints one line per problem and a summary "damage: N files, M problems"."""
import argparse
import os
import shutil
import signal
import struct
import subprocess
import sys
import zlib

import numpy as np

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "..", "..", "python"))
import streamstar  # noqa: E402

MK = os.path.join(HERE, "mkstream.py")
NONE = 0xFFFFFFFF

# name -> mkstream arguments
BASES = {
    "nb": "--shape 3x4 --ranks 2 --nb-rows 3 --b-nb 8",
    "cb": "--shape 5 --ranks 3 --cb-len 23 --b-cb 7 --lens ragged",
    "nbcb": "--shape 2x3 --ranks 1 --nb-rows 2 --b-nb 4 --cb-len 10 --b-cb 3 --lens zeros",
    "ib2": "--shape 3x4 --ranks 2 --nb-rows 1 --b-nb 8 --cb-len 40 --b-cb 16 --ib 300 --b-ib 32 --k 2 "
           "--lens ragged --none-slots",
    "ib6s": "--shape 7 --ranks 3 --ib 400 --b-ib 24 --k 6 --lens zeros --stripe 100:3 --relative",
    "ib14": "--shape 2x2x3 --ranks 3 --cb-len 5 --b-cb 2 --ib 700 --b-ib 16 --k 14 --dsb-entries 6 "
            "--lens ragged --stripe 37:2 --relative",
    "packed": "--shape 4x2 --ranks 3 --nb-rows 1 --b-nb 4 --ib 200 --b-ib 8 --k 6 --packed --ib-used "
              "--lens zeros",
    "onevp": "--shape 1 --ranks 1 --nb-rows 2 --b-nb 3 --cb-len 4 --b-cb 4 --ib 90 --b-ib 10 --k 2",
    "incomplete": "--shape 6 --ranks 2 --cb-len 8 --b-cb 8 --ib 120 --b-ib 16 --k 2 --incomplete 3",
    "incomplete-nb": "--shape 2x5 --ranks 3 --nb-rows 4 --b-nb 6 --incomplete 1",
    "incomplete-cb": "--shape 3 --ranks 2 --nb-rows 1 --b-nb 8 --cb-len 21 --b-cb 8 --incomplete 2",
}

# .meta header fields: (name, offset, size)
META_FIELDS = [("magic", 0, 8), ("version", 8, 4), ("header_bytes", 12, 4), ("meta_bytes", 16, 8),
               ("gen", 24, 8), ("ndims", 32, 4), ("flags", 36, 4), ("dims", 40, 8), ("nvp", 104, 8),
               ("dist", 112, 4), ("writer_ranks", 116, 4), ("b_nb", 120, 4), ("b_cb", 124, 4),
               ("b_ib", 128, 4), ("dir_ptrs", 132, 4), ("nb_rows", 136, 8), ("cb_off", 144, 8),
               ("cb_len", 152, 8), ("ib_off", 160, 8), ("sb_bytes", 168, 4), ("dsb_bytes", 172, 4),
               ("ib_sbs", 176, 8), ("dir_sbs", 184, 8), ("uniform_len", 192, 8), ("lengths_off", 200, 8),
               ("writing", 208, 4), ("ib_used_blocks", 216, 8)]
# Fields a reader need not check (informative, or meaningless for this file):
# a change to them may leave a sound file.
META_BENIGN = {"gen", "dist", "writer_ranks", "writing", "uniform_len", "lengths_off", "ib_used_blocks",
               "dir_sbs", "ib_sbs", "cb_off", "ib_off", "sb_bytes", "dsb_bytes", "b_ib", "dir_ptrs",
               "b_cb", "cb_len", "nb_rows", "b_nb", "flags", "dims", "nvp"}
FIRST_FIELDS = [("magic", 0, 8), ("version", 8, 4), ("gen", 16, 8), ("nvp", 24, 8), ("first", 32, 4)]
DIR_FIELDS = [("magic", 0, 4), ("index", 4, 4), ("used", 8, 4), ("crc", 12, 4)]


def crc(b):
    return zlib.crc32(bytes(b)) & 0xFFFFFFFF


def refresh_meta_crc(b):
    if len(b) >= 260:
        struct.pack_into("<I", b, len(b) - 4, crc(b[:-4]))


def read(p):
    with open(p, "rb") as f:
        return bytearray(f.read())


def write(p, b):
    with open(p, "wb") as f:
        f.write(b)


class Damage:
    """A named change to a copy of a base file. must_fail: verify must
    report it (None: it may or may not break the file). crc_valid: the
    metafiles still pass their checksums, so recover may trust forged
    values (the invention check is skipped)."""

    def __init__(self, name, fn, must_fail=True, names=None, forged=False):
        self.name, self.fn, self.must_fail, self.names, self.forged = name, fn, must_fail, names, forged


def meta_dims(path):
    b = read(path + ".meta")
    nd = struct.unpack_from("<I", b, 32)[0]
    return nd, struct.unpack_from("<I", b, 36)[0]


def damages_for(base, files):
    """The damage list of one base file (files: which metafiles exist)."""
    out = []
    has = lambda s: s in files  # noqa: E731

    def trunc(suffix, n):
        def f(w):
            p = w + suffix
            write(p, read(p)[:n])
        return f

    def flip(suffix, off, fix=None, xor=0x5A):
        def f(w):
            p = w + suffix
            b = read(p)
            if off < len(b):
                b[off] ^= xor
            if fix:
                fix(b)
            write(p, b)
        return f

    def setmeta(fmt, off, val, fix=True):
        def f(w):
            b = read(w + ".meta")
            struct.pack_into(fmt, b, off, val)
            if fix:
                refresh_meta_crc(b)
            write(w + ".meta", b)
        return f

    meta = read(base + ".meta")
    incomplete = struct.unpack_from("<I", meta, 36)[0] & 4
    # .meta: truncation at every field boundary, and in the length table
    for name, off, size in META_FIELDS:
        out.append(Damage(".meta truncated at %s (%d)" % (name, off), trunc(".meta", off), names=[".meta"]))
    out.append(Damage(".meta truncated by one byte", trunc(".meta", len(meta) - 1), names=[".meta"]))
    out.append(Damage(".meta empty", trunc(".meta", 0), names=[".meta"]))
    out.append(Damage(".meta one byte longer", lambda w: write(w + ".meta", read(w + ".meta") + b"\0"),
                      names=[".meta"]))
    # .meta: a flip in every field, checksum stale, then recomputed
    for name, off, size in META_FIELDS:
        out.append(Damage(".meta %s flipped" % name, flip(".meta", off + size - 1), names=[".meta"]))
        out.append(Damage(".meta %s flipped, crc fixed" % name, flip(".meta", off, refresh_meta_crc),
                          must_fail=None if name in META_BENIGN or incomplete else True, forged=True,
                          names=[".meta"] if name not in META_BENIGN else None))
    out.append(Damage(".meta crc flipped", flip(".meta", len(meta) - 2), names=[".meta"]))
    out.append(Damage(".meta version 2", setmeta("<I", 8, 2), names=[".meta", "version"], forged=True))
    out.append(Damage(".meta version 0xffffffff", setmeta("<I", 8, NONE), names=[".meta", "version"], forged=True))
    out.append(Damage(".meta magic CSTRMETB", lambda w: write(w + ".meta", b"CSTRMETB" + read(w + ".meta")[8:]),
                      names=[".meta", "magic"]))
    out.append(Damage(".meta unknown flag bit", setmeta("<I", 36, struct.unpack_from("<I", meta, 36)[0] | 0x80),
                      names=[".meta", "flags"], forged=True))
    out.append(Damage(".meta ndims 0", setmeta("<I", 32, 0), names=[".meta", "ndims"], forged=True))
    out.append(Damage(".meta ndims 9", setmeta("<I", 32, 9), names=[".meta", "ndims"], forged=True))
    out.append(Damage(".meta dims overflow", lambda w: (setmeta("<Q", 40, 1 << 62)(w)), names=[".meta"],
                      forged=True))
    out.append(Damage(".meta huge nb_rows", setmeta("<Q", 136, 1 << 61), names=[".meta"], forged=True))
    out.append(Damage(".meta huge cb_len", setmeta("<Q", 152, (1 << 64) - 8), names=[".meta"], forged=True))
    out.append(Damage(".meta huge ib_sbs", setmeta("<Q", 176, (1 << 64) - 1), names=[".meta"], forged=True))
    out.append(Damage(".meta huge dir_sbs", setmeta("<Q", 184, (1 << 63)), names=[".meta"], forged=True))
    out.append(Damage(".meta b_cb 0", setmeta("<I", 124, 0), names=[".meta", "b_cb"], forged=True))
    out.append(Damage(".meta b_ib 0", setmeta("<I", 128, 0), names=[".meta", "b_ib"], forged=True))
    out.append(Damage(".meta sb_bytes 0", setmeta("<I", 168, 0), names=[".meta", "sb_bytes"], forged=True))
    out.append(Damage(".meta dsb_bytes 1", setmeta("<I", 172, 1), names=[".meta", "dsb_bytes"], forged=True))
    out.append(Damage(".meta dir_ptrs 3", setmeta("<I", 132, 3), names=[".meta", "dir_ptrs"], forged=True))
    out.append(Damage(".meta ib_used_blocks past the end", setmeta("<Q", 216, 1 << 40),
                      names=[".meta", "ib_used_blocks"], forged=True))
    uniform = struct.unpack_from("<I", meta, 36)[0] & 1
    if uniform:
        out.append(Damage(".meta uniform_len 2^63", setmeta("<Q", 192, 1 << 63), must_fail=None, forged=True))
        out.append(Damage(".meta uniform_len 2^40", setmeta("<Q", 192, 1 << 40), must_fail=None, forged=True))
    elif len(meta) > 264:
        out.append(Damage(".meta length 2^64-1", setmeta("<Q", 256, (1 << 64) - 1), must_fail=None, forged=True))
        out.append(Damage(".meta length 2^40", setmeta("<Q", 256, 1 << 40), must_fail=None, forged=True))
        out.append(Damage(".meta length table truncated", trunc(".meta", 256 + 4), names=[".meta"]))
    # data file
    if not has("striped"):
        size = os.path.getsize(base)
        for n in sorted({0, 1, size // 3, size // 2, size - 1}):
            if n < size:
                # The last byte may be padding (a CB row's fill, an unused
                # block): only a deep cut surely takes stream bytes.
                out.append(Damage("data truncated to %d of %d" % (n, size), trunc("", n),
                                  must_fail=None if incomplete or n == size - 1 else True))
        out.append(Damage("data flipped in the middle", flip("", size // 2), must_fail=False))
    else:
        rec = read(base)
        out.append(Damage("layout record truncated", trunc("", len(rec) // 2), names=[]))
        out.append(Damage("layout record flipped", flip("", len(rec) // 3), names=[]))
        out.append(Damage("layout record empty", trunc("", 0), names=[]))
    # .first
    if has(".first"):
        first = read(base + ".first")
        for name, off, size in FIRST_FIELDS:
            out.append(Damage(".first truncated at %s" % name, trunc(".first", off), names=[".first"]))
            out.append(Damage(".first %s flipped" % name, flip(".first", off), names=[".first"]))

        def fix_first(b):
            if len(b) >= 36:
                struct.pack_into("<I", b, len(b) - 4, crc(b[:-4]))
        out.append(Damage(".first gen flipped, crc fixed", flip(".first", 16, fix_first), names=[".first", "gen"]))
        out.append(Damage(".first version 2, crc fixed",
                          lambda w: (lambda b: (struct.pack_into("<I", b, 8, 2), fix_first(b), write(w + ".first", b)))(
                              read(w + ".first")), names=[".first", "version"]))
        V = (len(first) - 36) // 4
        for v in sorted({0, V - 1}):
            for val, what in ((NONE - 1, "past dir_sbs"), (0, "slot 0")):
                def setfirst(w, v=v, val=val):
                    b = read(w + ".first")
                    if struct.unpack_from("<I", b, 32 + 4 * v)[0] == NONE:
                        return
                    struct.pack_into("<I", b, 32 + 4 * v, val)
                    fix_first(b)
                    write(w + ".first", b)
                out.append(Damage(".first VP %d head %s, crc fixed" % (v, what), setfirst, must_fail=None,
                                  forged=True))
        out.append(Damage(".first missing", lambda w: os.unlink(w + ".first"), names=[".first"]))
    # .dir
    if has(".dir"):
        d = read(base + ".dir")
        mb = read(base + ".meta")
        k = struct.unpack_from("<I", mb, 132)[0]
        E, D = 4 * (2 + k), struct.unpack_from("<I", mb, 172)[0]
        for name, off, size in DIR_FIELDS:
            out.append(Damage(".dir superblock 0 %s flipped" % name, flip(".dir", off), names=[".dir"]))
        out.append(Damage(".dir entry flipped", flip(".dir", E + 1), names=[".dir"]))
        out.append(Damage(".dir entry pointer flipped", flip(".dir", E + 9), names=[".dir"]))
        for n in sorted({0, 8, E, E + E // 2, D - 1, D + 16, len(d) // 2, len(d) - 1}):
            if n < len(d):
                out.append(Damage(".dir truncated to %d" % n, trunc(".dir", n),
                                  must_fail=None if n > E * 2 and n >= len(d) - 1 else True))

        def fix_sb(b, j):
            used = struct.unpack_from("<I", b, j * D + 8)[0]
            struct.pack_into("<I", b, j * D + 12, crc(b[j * D + E:j * D + E * (1 + used)]))

        def forge_entry(kind):
            def f(w):
                b = read(w + ".dir")
                if b[:4] != b"CSD1" or struct.unpack_from("<I", b, 8)[0] < 1:
                    return
                e = E  # the first entry of superblock 0
                if kind == "loop":
                    struct.pack_into("<I", b, e + 4, 1)  # next = itself (global index 1)
                elif kind == "ptr":
                    struct.pack_into("<I", b, e + 8, NONE - 1)
                elif kind == "vp":
                    struct.pack_into("<I", b, e, NONE - 3)
                elif kind == "next-past":
                    struct.pack_into("<I", b, e + 4, NONE - 1)
                elif kind == "next-slot0":
                    struct.pack_into("<I", b, e + 4, 0)
                elif kind == "used-max":
                    struct.pack_into("<I", b, 8, NONE)
                fix_sb(b, 0)
                write(w + ".dir", b)
            return f
        for kind in ("loop", "ptr", "vp", "next-past", "next-slot0", "used-max"):
            out.append(Damage(".dir entry %s, crc fixed" % kind, forge_entry(kind), must_fail=None, forged=True))
        out.append(Damage(".dir missing", lambda w: os.unlink(w + ".dir"), names=[".dir"]))
    else:
        out.append(Damage(".dir present without IB", lambda w: write(w + ".dir", b"CSD1" + bytes(60)),
                          must_fail=False))
    if has(".first") and has(".dir"):
        out.append(Damage(".first and .dir missing", lambda w: (os.unlink(w + ".first"), os.unlink(w + ".dir")),
                          names=[".first"]))
    out.append(Damage(".meta missing", lambda w: os.unlink(w + ".meta"), names=[]))
    return out


class Timeout(Exception):
    pass


def _alarm(*_):
    raise Timeout()


def py_read(path):
    """('ok', array, streams) | ('error', message) | ('bug', text), by the package."""
    signal.signal(signal.SIGALRM, _alarm)
    signal.alarm(20)
    try:
        f = streamstar.open(path)
        f.info()
        arr = f.to_numpy("u1", order="vp")
        streams = [f.stream(v) for v in range(f.nvp)]
        f.close()
        return ("ok", arr, streams)
    except streamstar.StreamStarError as e:
        msg = str(e)
        return ("bug", "multi-line error: %r" % msg) if "\n" in msg else ("error", msg)
    except Timeout:
        return ("bug", "hangs (20 s)")
    except Exception as e:  # noqa: BLE001 - anything else is the bug we look for
        return ("bug", "%s: %s" % (type(e).__name__, e))
    finally:
        signal.alarm(0)


ENV = dict(os.environ, ASAN_OPTIONS="exitcode=99:detect_leaks=0", UBSAN_OPTIONS="halt_on_error=1:exitcode=98")


def tool(t, args, timeout=30):
    try:
        p = subprocess.run([t] + args, capture_output=True, env=ENV, timeout=timeout)
    except subprocess.TimeoutExpired:
        return None, "", "hangs (%d s)" % timeout
    return p.returncode, p.stdout.decode(errors="replace"), p.stderr.decode(errors="replace")


def copy_base(base, w):
    for s in ("", ".meta", ".first", ".dir"):
        for p in (w + s, w + s + ".orig", w + s + ".tmp"):
            if os.path.exists(p):
                os.unlink(p)
        if os.path.exists(base + s):
            shutil.copyfile(base + s, w + s)


def make_base(bname, args):
    """Writes base file bname with mkstream.py; the parts a damage may hit."""
    subprocess.run([sys.executable, MK, bname] + args.split(), check=True)
    files = {s for s in (".first", ".dir") if os.path.exists(bname + s)}
    if "--stripe" in args:
        files.add("striped")
    return files


def expected(base):
    z = np.load(base + ".expect.npz")
    lens, data = z["lens"], z["data"].tobytes()
    offs = np.concatenate([[0], np.cumsum(lens)])
    return [data[offs[v]:offs[v + 1]] for v in range(len(lens))]


def main():
    sys.stdout.reconfigure(line_buffering=True)
    ap = argparse.ArgumentParser()
    ap.add_argument("tool")
    ap.add_argument("workdir")
    ap.add_argument("--base", default="", help="only the base files whose name contains this")
    ap.add_argument("--only", default="", help="only the damages whose name contains this")
    ap.add_argument("--stride", type=int, default=1, help="every Nth damage of each base (a quick sample)")
    ap.add_argument("--list", action="store_true")
    a = ap.parse_args()
    t = os.path.abspath(a.tool)
    os.makedirs(a.workdir, exist_ok=True)
    os.chdir(a.workdir)
    problems, nfiles = [], 0

    def bad(what):
        problems.append(what)
        print(what)

    for bname, args in BASES.items():
        if a.base and a.base not in bname:
            continue
        files = make_base(bname, args)
        want = expected(bname)
        # the base file itself must be sound (a provisional one refused)
        rc, out, err = tool(t, ["verify", bname])
        if (rc != 0) != ("--incomplete" in args):
            bad("%s: base file: verify exit %s\n%s%s" % (bname, rc, out, err))
        for i, d in enumerate(damages_for(bname, files)):
            if (a.only and a.only not in d.name) or i % a.stride:
                continue
            nfiles += 1
            if "--incomplete" in args:  # verify reports INCOMPLETE first, whatever else is wrong
                d.names = None
            if a.list:
                print("%s: %s" % (bname, d.name))
                continue
            w = "w_" + bname
            copy_base(bname, w)
            d.fn(w)
            tag = "%s: %s" % (bname, d.name)
            results = {}
            for cmd in (["info", w], ["info", w, "--json"], ["verify", w], ["cat", w, "--vp", "0"],
                        ["convert", w, w + ".npy", "--buffer=4096"], ["convert", w, w + ".rec", "--order=record"],
                        ["recover", w, "--dry-run"]):
                rc, out, err = tool(t, cmd)
                results[cmd[0] + ("-json" if "--json" in cmd else "") + ("-rec" if "--order=record" in cmd else "")
                        + ("-dry" if "--dry-run" in cmd else "")] = (rc, out, err)
                if rc not in (0, 1) or "Sanitizer" in err or "runtime error" in err or len(err.splitlines()) > 1:
                    bad("%s: streamstar %s -> exit %s\n%s" % (tag, " ".join(cmd[:1] + cmd[2:]), rc, err[-2000:]))
            rc, out, err = results["verify"]
            if d.must_fail and rc != 1:
                bad("%s: verify exit %s, expected 1\n%s" % (tag, rc, out))
            if d.must_fail is False and rc != 0 and "INCOMPLETE" not in out:
                bad("%s: verify exit %s on a sound file\n%s" % (tag, rc, out))
            if rc == 1 and d.names:
                report = out + err
                for n in d.names:
                    if n.startswith(".") and (w + n) not in report:
                        bad("%s: verify does not name %s%s:\n%s" % (tag, w, n, report))
                    elif not n.startswith(".") and n not in report:
                        bad("%s: verify does not name the field %s:\n%s" % (tag, n, report))
            # the Python package, and agreement with convert
            py = py_read(w)
            if py[0] == "bug":
                bad("%s: python: %s" % (tag, py[1]))
            crc_, _, cerr = results["convert"]
            if py[0] == "ok" and crc_ == 0:
                got = np.load(w + ".npy")
                if got.shape != py[1].shape or not np.array_equal(got, py[1]):
                    bad("%s: convert and python to_numpy differ (%s vs %s)" % (tag, got.shape, py[1].shape))
            elif py[0] == "ok" and crc_ == 1 and "No space" not in cerr and "too large" not in cerr:
                bad("%s: python reads it, convert fails: %s" % (tag, cerr.strip()))
            elif py[0] == "error" and crc_ == 0:
                bad("%s: convert reads it, python fails: %s" % (tag, py[1]))
            # recover: never invents data; the result is sound
            rc, out, err = tool(t, ["recover", w, "--quiet"])
            if rc not in (0, 1) or "Sanitizer" in err or "runtime error" in err or len(err.splitlines()) > 1:
                bad("%s: streamstar recover -> exit %s\n%s" % (tag, rc, err[-2000:]))
            if rc == 0:
                vrc, vout, _ = tool(t, ["verify", w, "--quiet"])
                if vrc != 0:
                    bad("%s: verify after recover: exit %s\n%s" % (tag, vrc, vout))
                py = py_read(w)
                if py[0] != "ok":
                    bad("%s: python after recover: %s" % (tag, py[1]))
                elif not d.forged and "data flipped" not in d.name:
                    for v, s in enumerate(py[2]):
                        if v >= len(want) or want[v][:len(s)] != s:
                            bad("%s: after recover VP %d has %d bytes that are not a prefix of the %d written"
                                % (tag, v, len(s), len(want[v]) if v < len(want) else -1))
                            break
    print("damage: %d files, %d problems" % (nfiles, len(problems)))
    sys.exit(1 if problems else 0)


if __name__ == "__main__":
    main()
