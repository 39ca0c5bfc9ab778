"""Round 11: damaged or lying Stream* files, as a careful reader of
docs/stream-format.md might forge them, given to every reader: the C*
runtime (s11_reader, under mpiexec), `streamstar info/cat/convert/verify`
and the Python package. Each must either read the file exactly as the
format says or fail with one message that names the file and the field
it found wrong — never crash (a signal), hang, or return other bytes.

  s11_bad.py READER_EXE MPIEXEC STREAMSTAR [CASE...]
prints one line per case and reader; exits 1 if any reader misbehaved.
"""
import os
import struct
import subprocess
import sys
import zlib

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import s11_forge  # noqa: E402

NONE = 0xFFFFFFFF


def rd(p):
    return bytearray(open(p, "rb").read())


def wr(p, b):
    open(p, "wb").write(bytes(b))


def recrc(b):
    struct.pack_into("<I", b, len(b) - 4, zlib.crc32(bytes(b[:-4])) & 0xFFFFFFFF)
    return b


def meta_set(name, fmt, off, val, crc=True):
    b = rd(name + ".meta")
    struct.pack_into(fmt, b, off, val)
    wr(name + ".meta", recrc(b) if crc else b)


def dir_info(name):
    m = rd(name + ".meta")
    k = struct.unpack_from("<I", m, 132)[0]
    dsb = struct.unpack_from("<I", m, 172)[0]
    E = 4 * (2 + k)
    return k, dsb, E, dsb // E


def first_heads(name):
    b = rd(name + ".first")
    V = struct.unpack_from("<Q", b, 24)[0]
    return list(struct.unpack_from("<%dI" % V, b, 32))


def set_first(name, v, val):
    b = rd(name + ".first")
    struct.pack_into("<I", b, 32 + 4 * v, val)
    wr(name + ".first", recrc(b))


def entry_edit(name, g, fn):
    """Applies fn(vp, next, ptrs) -> (vp, next, ptrs) to entry g, re-crcs its superblock."""
    k, dsb, E, m = dir_info(name)
    d = rd(name + ".dir")
    j, s = divmod(g, m)
    base = j * dsb
    vals = struct.unpack_from("<II%dI" % k, d, base + s * E)
    vp, nxt, ptrs = fn(vals[0], vals[1], list(vals[2:]))
    struct.pack_into("<II%dI" % k, d, base + s * E, vp, nxt, *ptrs)
    used = struct.unpack_from("<I", d, base + 8)[0]
    struct.pack_into("<I", d, base + 12, zlib.crc32(bytes(d[base + E:base + E * (1 + used)])) & 0xFFFFFFFF)
    wr(name + ".dir", d)


def a_vp_with_ib(name):
    heads = first_heads(name)
    return max(v for v in range(len(heads)) if heads[v] != NONE)


# case: (base forged file, mutation, words the error must contain: None = any
# clear error naming the file; "READ" = a valid file every reader reads exactly)
def c_version2(n): meta_set(n, "<I", 8, 2)
def c_version_be(n): meta_set(n, ">I", 8, 1)
def c_ndims0(n): meta_set(n, "<I", 32, 0)
def c_ndims9(n): meta_set(n, "<I", 32, 9)
def c_flags8(n): meta_set(n, "<I", 36, struct.unpack_from("<I", rd(n + ".meta"), 36)[0] | 8)
def c_dims_wrap(n):
    # two axes of 2^32: the product wraps to 0 in 64 bits, and nvp says 0
    meta_set(n, "<I", 32, 2); meta_set(n, "<Q", 40, 1 << 32); meta_set(n, "<Q", 48, 1 << 32)
    meta_set(n, "<Q", 104, 0)
def c_dims_huge(n):
    # one axis of 2^40 VPs over a 260-byte uniform .meta
    meta_set(n, "<I", 32, 1); meta_set(n, "<Q", 48, 0)
    meta_set(n, "<Q", 40, 1 << 40); meta_set(n, "<Q", 104, 1 << 40)
def c_dims_neg(n):
    # one axis of 2^63: negative as a C long
    meta_set(n, "<I", 32, 1); meta_set(n, "<Q", 48, 0)
    meta_set(n, "<Q", 40, 1 << 63); meta_set(n, "<Q", 104, 1 << 63)
def c_nbrows_wrap(n):
    # nb_rows * V * b_nb wraps to a small number in 64 bits
    b = rd(n + ".meta")
    V = struct.unpack_from("<Q", b, 104)[0]
    meta_set(n, "<Q", 136, (1 << 64) // (V * 4) + 1)
def c_cblen_huge(n): meta_set(n, "<Q", 152, 1 << 62)
def c_len_past(n):
    b = rd(n + ".meta")
    if struct.unpack_from("<I", b, 36)[0] & 1:
        meta_set(n, "<Q", 192, struct.unpack_from("<Q", b, 192)[0] + 1)
    else:
        meta_set(n, "<Q", 256, struct.unpack_from("<Q", b, 256)[0] + 1)
def c_data_short(n):
    os.truncate(n, os.path.getsize(n) - 1 - os.path.getsize(n) // 3)
def c_first_header_slot(n):
    set_first(n, a_vp_with_ib(n), 0)  # global index 0 is superblock 0's header
def c_first_past(n):
    set_first(n, a_vp_with_ib(n), 0x7FFFFFFF)
def c_entry_selfloop(n):
    v = a_vp_with_ib(n); g = first_heads(n)[v]
    entry_edit(n, g, lambda vp, nx, p: (vp, g, [NONE] * len(p)))
def c_entry_selfloop_big(n):
    # the same loop, and dir_sbs claims 2^40 superblocks over a small .dir
    c_entry_selfloop(n)
    meta_set(n, "<Q", 184, 1 << 40)
def c_entry_loop_back(n):
    # the VP's second entry links back to its first: a cycle with pointers
    v = a_vp_with_ib(n); g = first_heads(n)[v]
    k, dsb, E, m = dir_info(n)
    d = rd(n + ".dir")
    j, s = divmod(g, m)
    nxt = struct.unpack_from("<I", d, j * dsb + s * E + 4)[0]
    entry_edit(n, nxt, lambda vp, nx, p: (vp, g, p))
def c_entry_vp(n):
    v = a_vp_with_ib(n)
    entry_edit(n, first_heads(n)[v], lambda vp, nx, p: (vp - 1, nx, p))
def c_entry_ptr(n):
    v = a_vp_with_ib(n)
    entry_edit(n, first_heads(n)[v], lambda vp, nx, p: (vp, nx, [0x7FFFFFF0 if x != NONE else x for x in p]))
def c_entry_fewer(n):
    # drop the VP's last pointer: the list is one block short of its length
    v = a_vp_with_ib(n); g = first_heads(n)[v]
    k, dsb, E, m = dir_info(n)
    d = rd(n + ".dir")
    while True:
        j, s = divmod(g, m)
        nx = struct.unpack_from("<I", d, j * dsb + s * E + 4)[0]
        if nx == NONE:
            break
        g = nx
    def drop(vp, nx, p):
        i = max(i for i in range(len(p)) if p[i] != NONE) if any(x != NONE for x in p) else None
        if i is not None:
            p[i] = NONE
        return vp, nx, p
    entry_edit(n, g, drop)
def c_sb_index(n):
    d = rd(n + ".dir"); struct.pack_into("<I", d, 4, 5); wr(n + ".dir", d)
def c_sb_used(n):
    k, dsb, E, m = dir_info(n)
    d = rd(n + ".dir"); struct.pack_into("<I", d, 8, m); wr(n + ".dir", d)
def c_dirsbs_small(n): meta_set(n, "<Q", 184, 1)
def c_dir_missing(n): os.unlink(n + ".dir")
def c_first_gen(n):
    b = rd(n + ".first"); struct.pack_into("<Q", b, 16, 12345); wr(n + ".first", recrc(b))
def c_first_short(n):
    b = rd(n + ".first"); wr(n + ".first", b[:-5])
def c_meta_trunc(n):
    b = rd(n + ".meta"); wr(n + ".meta", b[:200])
def c_meta_crc(n):
    b = rd(n + ".meta"); b[50] ^= 1; wr(n + ".meta", b)
def c_uniform_table(n):
    # UNIFORM_LEN set on a .meta that carries a length table
    meta_set(n, "<I", 36, struct.unpack_from("<I", rd(n + ".meta"), 36)[0] | 1)
def c_hdr_bytes(n): meta_set(n, "<I", 12, 512)
def c_bib_zero(n): meta_set(n, "<I", 128, 0)
def c_sb_not_mult(n):
    b = rd(n + ".meta"); meta_set(n, "<I", 168, struct.unpack_from("<I", b, 168)[0] + 1)
def c_dsb_small(n):
    k = struct.unpack_from("<I", rd(n + ".meta"), 132)[0]
    meta_set(n, "<I", 172, 4 * (2 + k))
def c_dirptrs3(n): meta_set(n, "<I", 132, 3)
def c_iboff_overlap(n):
    b = rd(n + ".meta"); meta_set(n, "<Q", 160, struct.unpack_from("<Q", b, 144)[0])
def c_ibused_big(n):
    b = rd(n + ".meta")
    bps = struct.unpack_from("<I", b, 168)[0] // struct.unpack_from("<I", b, 128)[0]
    meta_set(n, "<Q", 216, struct.unpack_from("<Q", b, 176)[0] * bps + 1)
def c_ibsbs_small(n): meta_set(n, "<Q", 176, 1)
def c_dist2(n):
    # dist and writer_ranks are informative (§4): another writer's values
    meta_set(n, "<I", 112, 2); meta_set(n, "<I", 116, 0)
def c_dims_tail(n):
    # a 2-D file whose unused dims entries are not zero ("unused entries 0"
    # describes the writer; no byte depends on them)
    meta_set(n, "<Q", 40 + 8 * 7, 99)
def c_no_ib_len(n):
    # HAS_IB cleared while lengths still reach into IB
    meta_set(n, "<I", 36, struct.unpack_from("<I", rd(n + ".meta"), 36)[0] & ~2)


CASES = [
    ("version2", "all2", c_version2, "version"),
    ("version_be", "nb3d", c_version_be, "version"),
    ("ndims0", "nb3d", c_ndims0, "ndims"),
    ("ndims9", "nb3d", c_ndims9, "ndims"),
    ("flags8", "nbcb", c_flags8, "flags"),
    ("dims_wrap", "cbonly", c_dims_wrap, "dims"),
    ("dims_huge", "cbonly", c_dims_huge, None),   # any clear error
    ("dims_neg", "cbonly", c_dims_neg, None),
    ("nbrows_wrap", "nbcb", c_nbrows_wrap, None),
    ("cblen_huge", "cbonly", c_cblen_huge, None),
    ("len_past", "nbcb", c_len_past, "lengths"),
    ("len_past_u", "cbonly", c_len_past, "len"),
    ("data_short", "nbcb", c_data_short, "truncated"),
    ("first_header_slot", "all2", c_first_header_slot, None),
    ("first_past", "all2", c_first_past, None),
    ("entry_selfloop", "ib4d", c_entry_selfloop, None),
    ("entry_selfloop_big", "ib4d", c_entry_selfloop_big, None),
    ("entry_loop_back", "all2", c_entry_loop_back, None),
    ("entry_vp", "ib4d", c_entry_vp, None),
    ("entry_ptr", "ib14u", c_entry_ptr, None),
    ("entry_fewer", "all2", c_entry_fewer, None),
    ("sb_index", "ib14u", c_sb_index, None),
    ("sb_used", "ib14u", c_sb_used, None),
    ("dirsbs_small", "all2", c_dirsbs_small, None),
    ("dir_missing", "all2", c_dir_missing, None),
    ("first_gen", "ib4d", c_first_gen, "gen"),
    ("first_short", "ib4d", c_first_short, None),
    ("meta_trunc", "nb3d", c_meta_trunc, None),
    ("meta_crc", "nb3d", c_meta_crc, "crc"),
    ("uniform_table", "nbcb", c_uniform_table, None),
    ("hdr_bytes", "nbcb", c_hdr_bytes, "header_bytes"),
    ("bib_zero", "all2", c_bib_zero, "b_ib"),
    ("sb_not_mult", "all2", c_sb_not_mult, "sb_bytes"),
    ("dsb_small", "ib4d", c_dsb_small, "dsb_bytes"),
    ("dirptrs3", "ib4d", c_dirptrs3, "dir_ptrs"),
    ("iboff_overlap", "all2", c_iboff_overlap, "ib_off"),
    ("ibused_big", "all2", c_ibused_big, "ib_used_blocks"),
    ("ibsbs_small", "all2", c_ibsbs_small, None),
    ("no_ib_len", "all2", c_no_ib_len, "length"),
    ("dist2", "all2", c_dist2, "READ"),
    ("dims_tail", "cbonly", c_dims_tail, "READ"),
]


def verdict(rc, text, name, words, timeout):
    """'ok' if the reader failed cleanly naming the file (and words), else why not."""
    if timeout:
        return "HANG"
    if rc < 0 or rc > 128 or "Segmentation" in text or "signal" in text.lower() or "Traceback" in text \
            or "Assertion" in text or "internal" in text.lower():
        return "CRASH rc=%d %s" % (rc, text.strip()[-300:])
    if rc == 0:
        return "ACCEPTED"
    if os.path.basename(name) not in text:
        return "NO-FILE-NAME %s" % text.strip()[-300:]
    if words and words.lower() not in text.lower():
        return "NO-FIELD(%s) %s" % (words, text.strip()[-300:])
    return "ok"


# Cases whose data file lost its end: `streamstar cat` and the Python
# package refuse it, naming the file and the bytes missing (and read them as
# zeros only with --salvage / salvage=True, docs/stream-format.md §2); were
# one to read it, every byte it returns must be the forged one or a zero.
SALVAGE = {"data_short"}


def salvaged(got, want, case):
    if got == want:
        return "read-exact"
    if case in SALVAGE and len(got) == len(want) and all(g == w or g == 0 for g, w in zip(got, want)):
        return "ok"
    return "WRONG-DATA"


def run(cmd, env=None):
    try:
        p = subprocess.run(cmd, capture_output=True, timeout=60, env=env)
        return p.returncode, (p.stdout + p.stderr).decode("latin-1"), False
    except subprocess.TimeoutExpired as e:
        return -1, "", True


def main():
    reader, mpiexec, streamstar = sys.argv[1:4]
    only = set(sys.argv[4:])
    bad = 0
    pyenv = dict(os.environ)
    here = os.path.dirname(os.path.abspath(__file__))
    pyenv["PYTHONPATH"] = os.path.join(here, "..", "..", "..", "python")
    for case, base, mut, words in CASES:
        if only and case not in only:
            continue
        name = "bad_" + case + ".dat"
        streams = s11_forge.build(name, base)
        mut(name)
        results = []
        for np_ in (1, 2, 3):
            rc, out, to = run([mpiexec, "-n", str(np_), reader, name, name + ".dig"])
            if rc == 0 and not to:   # read: it must be the forged bytes exactly
                rc2, out2, _ = run([sys.executable, os.path.join(here, "s11_forge.py"), "digest",
                                    name + ".dig", name + ".want"])
                results.append(("cstar-%d" % np_, "read-exact" if rc2 == 0 else "WRONG-DATA " + out2))
            else:
                results.append(("cstar-%d" % np_, verdict(rc, out, name, words, to)))
        for cmd in ("info", "cat", "verify"):
            args = [streamstar, cmd, name] + (["--vp", "0-%d" % (len(streams) - 1)] if cmd == "cat" else [])
            rc, out, to = run(args)
            if cmd == "cat" and rc == 0:
                v = salvaged(out.encode("latin-1"), b"".join(streams), case)
            elif cmd in ("info", "verify") and rc == 0:
                v = "ACCEPTED"
            else:
                v = verdict(rc, out, name, words, to)
            results.append((cmd, v))
        py = ("import streamstar,sys\nf=streamstar.open(sys.argv[1])\n"
              "sys.stdout.buffer.write(b''.join(s for _, s in f.streams()))")
        try:
            p = subprocess.run([sys.executable, "-c", py, name], capture_output=True, timeout=60, env=pyenv)
            out = p.stderr.decode("latin-1")
            if p.returncode == 0:
                v = salvaged(p.stdout, b"".join(streams), case)
            else:
                v = verdict(p.returncode, out.replace("Traceback", "").replace("StreamStarError", "") if
                            "StreamStarError" in out else out, name, words, False)
        except subprocess.TimeoutExpired:
            v = "HANG"
        results.append(("python", v))
        if words == "READ":  # a valid file: every reader reads it, info and verify accept it
            worst = [r for r in results if r[1] not in ("read-exact", "ACCEPTED")]
        else:  # info may accept a file whose damage lies in the data or the directory
            worst = [r for r in results if r[1] not in ("ok", "read-exact") and
                     not (r[0] == "info" and r[1] == "ACCEPTED")]
        if worst:
            bad += 1
        print("%-18s %s" % (case, "; ".join("%s:%s" % r for r in results)))
    print("FAILURES %d" % bad)
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
