"""Round 11: a Stream* writer written from docs/stream-format.md alone, as
someone outside the project would write one, so the runtime, streamstar and
the Python package are checked against files they did not write.

  s11_forge.py make NAME CASE      write NAME(.meta/.first/.dir) for CASE and
                                   NAME.want (the per-VP digests, below)
  s11_forge.py digest NAME.dig NAME.want
                                   compare the digest file a C* reader wrote
                                   (s11_reader.cs) with the expectation
  s11_forge.py cat NAME STREAMSTAR compare `streamstar cat/convert/verify`
                                   and the Python package with the streams
  s11_forge.py modify NAME MODE    update NAME.want for what s11_modify.cs
                                   did in MODE (a, r+, hole); for r+ check
                                   its after.dat
  s11_forge.py sessions MPIEXEC MODIFY READER STREAMSTAR CASE...
                                   make CASE.dat, then change it with
                                   s11_modify.cs (a at 3 ranks, r+ at 1, hole
                                   at 2, a at 2), each time reading it back
                                   at another rank count and checking it
  s11_forge.py seekrun MPIEXEC SEEKREAD CASE...
                                   (after run) s11_seekread.cs at 2 and 3
                                   ranks on CASE.dat, digests checked
  s11_forge.py seekcheck NAME.dig NAME.want
                                   check s11_seekread.cs's digests
  s11_forge.py run MPIEXEC READER CASE...
                                   make CASE.dat, read it with the C* reader
                                   at 1, 2 and 3 ranks, compare the digests

Every CASE uses the freedoms the format gives a writer and the runtime's own
writer never takes: odd block sizes, gaps before cb_off and ib_off, blocks
placed in shuffled order with unused (garbage) blocks between them, NONE
slots anywhere in an entry, garbage entries nobody reaches, directory
superblock holes, one-entry directory superblocks, per-VP lengths ending in
any segment. Bytes that belong to no stream are filled with 0xEE, never
zeros, so a reader that reads a wrong offset shows it.
"""
import json
import os
import random
import struct
import subprocess
import sys
import zlib

NONE = 0xFFFFFFFF
GARBAGE = 0xEE


def crc(b):
    return zlib.crc32(bytes(b)) & 0xFFFFFFFF


def digest(s):
    """The C* reader's per-VP digest: h = h*31 + byte + 1 (mod 2^32)."""
    h = 0
    for c in s:
        h = (h * 31 + c + 1) & 0xFFFFFFFF
    return h


# name: dims, block geometry, gaps, lengths rule
CASES = {
    # only an NB segment, 3-D shape, odd record size
    "nb3d": dict(dims=[2, 3, 4], b_nb=3, nb_rows=5, cb_len=0, b_cb=1, lens="upto_nb"),
    # NB + CB with a gap before cb_off, cb_len not a multiple of b_cb, no IB
    "nbcb": dict(dims=[5], b_nb=4, nb_rows=2, cb_len=11, b_cb=4, cb_gap=13, lens="upto_cb"),
    # only a CB segment (nb_rows 0), uniform length in the last, padded row
    "cbonly": dict(dims=[3, 2], b_nb=0, nb_rows=0, cb_len=10, b_cb=6, lens="uniform_cb"),
    # all three segments; 2 pointers an entry, 1 entry a directory superblock
    "all2": dict(dims=[7], b_nb=2, nb_rows=1, cb_len=3, b_cb=2, cb_gap=5, b_ib=5, sb_blocks=3,
                 dir_ptrs=2, dsb_entries=1, ib_gap=7, lens="any", ib_max=23),
    # IB only, 4-D shape, 6 pointers an entry, directory holes, NONE slots
    "ib4d": dict(dims=[2, 1, 3, 2], b_nb=0, nb_rows=0, cb_len=0, b_cb=8, b_ib=7, sb_blocks=4,
                 dir_ptrs=6, dsb_entries=3, dir_holes=True, lens="any", ib_max=60),
    # 14 pointers an entry, uniform length with IB (no length table)
    "ib14u": dict(dims=[4, 3], b_nb=1, nb_rows=3, cb_len=0, b_cb=3, b_ib=4, sb_blocks=2,
                  dir_ptrs=14, dsb_entries=2, lens="uniform_ib", ib_max=70),
}


def build(name, case, seed=11):
    c = CASES[case]
    rnd = random.Random(seed)
    dims = c["dims"]
    V = 1
    for d in dims:
        V *= d
    b_nb, nb_rows, b_cb, cb_len = c["b_nb"], c["nb_rows"], c["b_cb"], c["cb_len"]
    nb_len = nb_rows * b_nb
    ib_start = nb_len + cb_len
    has_ib = "b_ib" in c
    rule = c["lens"]
    if rule == "upto_nb":
        lens = [rnd.randint(0, nb_len) for _ in range(V)]
    elif rule == "upto_cb":
        lens = [rnd.randint(0, ib_start) for _ in range(V)]
        lens[0] = ib_start
    elif rule == "uniform_cb":
        lens = [ib_start] * V
    elif rule == "uniform_ib":
        lens = [ib_start + c["ib_max"]] * V
    else:
        lens = [rnd.randint(0, ib_start + c["ib_max"]) for _ in range(V)]
        lens[-1] = ib_start + c["ib_max"]
        lens[0] = 0
    streams = [bytes(rnd.randrange(256) for _ in range(L)) for L in lens]

    data = bytearray()

    def put(off, b):
        if len(data) < off + len(b):
            data.extend([GARBAGE] * (off + len(b) - len(data)))
        data[off:off + len(b)] = b

    for r in range(nb_rows):                        # NB: char seg[rows][V][b_nb]
        for v in range(V):
            blk = streams[v][r * b_nb:(r + 1) * b_nb]
            put((r * V + v) * b_nb, blk + bytes([GARBAGE]) * (b_nb - len(blk)))
    cb_off = nb_rows * V * b_nb + c.get("cb_gap", 0)
    cb_rows = -(-cb_len // b_cb)
    for r in range(cb_rows):
        for v in range(V):
            blk = streams[v][nb_len + r * b_cb:min(nb_len + (r + 1) * b_cb, ib_start)]
            put(cb_off + (r * V + v) * b_cb, blk + bytes([GARBAGE]) * (b_cb - len(blk)))
    cb_end = cb_off + cb_rows * V * b_cb
    flags = 0
    meta_ib = dict(b_ib=8, dir_ptrs=2, sb_bytes=8, dsb_bytes=32, ib_off=cb_end, ib_sbs=0, dir_sbs=0)
    first = [NONE] * V
    dirbuf = bytearray()
    if has_ib:
        flags |= 2
        b_ib, k = c["b_ib"], c["dir_ptrs"]
        bps = c["sb_blocks"]
        sb_bytes = bps * b_ib
        E = 4 * (2 + k)
        m = c["dsb_entries"] + 1
        dsb_bytes = m * E
        ib_off = cb_end + c.get("ib_gap", 0)
        need = [(-(-(L - ib_start) // b_ib)) if L > ib_start else 0 for L in lens]
        total = sum(need)
        slots = total + total // 2 + 3                  # unused blocks between used ones
        ib_sbs = -(-slots // bps)
        order = list(range(ib_sbs * bps))
        rnd.shuffle(order)
        ptrs, it = [], iter(order)
        for v in range(V):
            ptrs.append([next(it) for _ in range(need[v])])
        for j in range(ib_sbs * bps):                   # unused blocks: garbage
            put(ib_off + j * b_ib, bytes([GARBAGE]) * b_ib)
        for v in range(V):
            for i, p in enumerate(ptrs[v]):
                blk = streams[v][ib_start + i * b_ib:ib_start + (i + 1) * b_ib]
                put(ib_off + p * b_ib, blk + bytes(b_ib - len(blk)))  # last block: zero tail
        # entries: each VP's pointers cut into entries of k slots with NONE
        # slots sprinkled in (an entry may hold only NONE); VPs interleaved
        # at random but each VP's entries in increasing order
        per_vp = []
        for v in range(V):
            slots_v = []
            for p in ptrs[v]:
                while rnd.random() < 0.25:
                    slots_v.append(NONE)
                slots_v.append(p)
            if not ptrs[v] and rnd.random() < 0.3:
                slots_v = [NONE] * rnd.randint(1, k)     # a list of NONE slots only
            ents = [slots_v[i:i + k] for i in range(0, len(slots_v), k)]
            per_vp.append([e + [NONE] * (k - len(e)) for e in ents])
        # interleave: stable random merge keeping each VP's order
        pending = {v: list(per_vp[v]) for v in range(V)}
        seq = []
        live = [v for v in range(V) if pending[v]]
        while live:
            v = rnd.choice(live)
            seq.append((v, pending[v].pop(0)))
            if rnd.random() < 0.2:                       # a garbage entry nobody reaches
                seq.append((rnd.randrange(V), [rnd.randrange(1 << 20) for _ in range(k)]))
            live = [v for v in range(V) if pending[v]]
        # place entries into superblocks; some superblocks are holes
        sbs = []                                         # list of lists of (v, slots, gidx)
        gidx_of = []
        cur = None
        for v, e in seq:
            if cur is None or len(cur) == m - 1:
                if c.get("dir_holes") and rnd.random() < 0.4:
                    sbs.append(None)                     # a hole: no entries
                cur = []
                sbs.append(cur)
            j = len(sbs) - 1
            cur.append([v, NONE, e])
            gidx_of.append((v, j * m + len(cur), cur[-1]))
        dir_sbs = len(sbs)
        # link each VP's real entries (in seq order; garbage entries stay unlinked)
        seen = {v: 0 for v in range(V)}
        heads, last = [NONE] * V, [None] * V
        for (v, g, ent), (sv, e) in zip(gidx_of, seq):
            is_real = seen[v] < len(per_vp[v]) and per_vp[v][seen[v]] is e
            if not is_real:
                ent[0] = v
                continue
            seen[v] += 1
            if last[v] is None:
                heads[v] = g
            else:
                last[v][1] = g
            last[v] = ent
        first = heads
        for j, sb in enumerate(sbs):
            blk = bytearray([GARBAGE]) * dsb_bytes if sb is None else bytearray(dsb_bytes)
            if sb is not None:
                for s, (v, nxt, e) in enumerate(sb, start=1):
                    struct.pack_into("<II%dI" % k, blk, s * E, v, nxt, *e)
                used = len(sb)
                struct.pack_into("<4sIII", blk, 0, b"CSD1", j, used, crc(blk[E:E * (1 + used)]))
                if j == len(sbs) - 1:                    # the file may end after the used entries
                    blk = blk[:E * (1 + used)]
            dirbuf += blk
        meta_ib = dict(b_ib=b_ib, dir_ptrs=k, sb_bytes=sb_bytes, dsb_bytes=dsb_bytes, ib_off=ib_off,
                       ib_sbs=ib_sbs, dir_sbs=dir_sbs)
    uniform = len(set(lens)) == 1
    if uniform:
        flags |= 1
    gen = rnd.getrandbits(64)
    hdr = bytearray(256)
    hdr[0:8] = b"CSTRMETA"
    meta_bytes = 260 + (0 if uniform else 8 * V)
    struct.pack_into("<IIQQII", hdr, 8, 1, 256, meta_bytes, gen, len(dims), flags)
    for i, d in enumerate(dims):
        struct.pack_into("<Q", hdr, 40 + 8 * i, d)
    struct.pack_into("<QIIIIII", hdr, 104, V, 1, 3, b_nb, b_cb, meta_ib["b_ib"], meta_ib["dir_ptrs"])
    struct.pack_into("<QQQQII", hdr, 136, nb_rows, cb_off, cb_len, meta_ib["ib_off"],
                     meta_ib["sb_bytes"], meta_ib["dsb_bytes"])
    struct.pack_into("<QQQQ", hdr, 176, meta_ib["ib_sbs"], meta_ib["dir_sbs"],
                     lens[0] if uniform else 0, 0 if uniform else 256)
    meta = hdr + (b"" if uniform else struct.pack("<%dQ" % V, *lens))
    meta += struct.pack("<I", crc(meta))
    for suffix in (".meta", ".first", ".dir"):
        if os.path.exists(name + suffix):
            os.unlink(name + suffix)
    open(name, "wb").write(data)
    open(name + ".meta", "wb").write(meta)
    if has_ib:
        fb = bytearray(b"CSTRFRST") + struct.pack("<IIQQ", 1, 0, gen, V) + struct.pack("<%dI" % V, *first)
        fb += struct.pack("<I", crc(fb))
        open(name + ".first", "wb").write(fb)
        open(name + ".dir", "wb").write(dirbuf)
    json.dump({"dims": dims, "streams": [s.hex() for s in streams]}, open(name + ".want", "w"))
    return streams


def load_want(path):
    w = json.load(open(path))
    return w["dims"], [bytes.fromhex(s) for s in w["streams"]]


def read_vp_values(path, dtype):
    """A Stream* file of fixed-size values per VP, read with the Python
    package: NB when the runtime picks its mode, CB or IB under
    CSTAR_STREAM_FORCE, the same values either way. Returns [V, n]."""
    import numpy as np
    sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "..", "python"))
    import streamstar as ss
    return np.array([np.frombuffer(s, dtype=dtype) for s in ss.open(path)])


def check_digest(dig, want):
    import numpy as np
    dims, streams = load_want(want)
    V = len(streams)
    a = read_vp_values(dig, "<i8")
    if a.shape != (V, 2):
        print("%s: %s values, want %d x 2" % (dig, a.shape, V))
        return 1
    a = a.T
    bad = 0
    for v in range(V):
        if a[0, v] != len(streams[v]) or a[1, v] != digest(streams[v]):
            if bad < 5:
                print("VP %d: got len %d digest %d, want %d %d" % (v, a[0, v], a[1, v], len(streams[v]),
                                                                   digest(streams[v])))
            bad += 1
    print("%s: %d VPs %s" % (os.path.basename(dig), V, "match" if not bad else "DIFFER (%d)" % bad))
    return 1 if bad else 0


def check_cat(name, streamstar):
    sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "..", "python"))
    import streamstar as ss
    dims, streams = load_want(name + ".want")
    V = len(streams)
    bad = 0
    f = ss.open(name)
    for v, s in f.streams():
        if s != streams[v]:
            bad += 1
            if bad < 4:
                print("python VP %d: %r != %r" % (v, s[:16], streams[v][:16]))
    for v in range(V):
        out = subprocess.run([streamstar, "cat", name, "--vp", str(v)], capture_output=True)
        if out.returncode or out.stdout != streams[v]:
            bad += 1
            if bad < 8:
                print("streamstar cat VP %d: rc %d %r" % (v, out.returncode, out.stderr[:200]))
    # convert in VP order with a fill byte, against the forged streams
    L = max(len(s) for s in streams)
    out = subprocess.run([streamstar, "convert", name, name + ".raw", "--format=raw", "--fill-byte=171",
                          "--no-progress"], capture_output=True)
    want = b"".join(s + b"\xab" * (L - len(s)) for s in streams)
    if out.returncode or open(name + ".raw", "rb").read() != want:
        bad += 1
        print("streamstar convert: rc %d %r" % (out.returncode, out.stderr[:200]))
    # record order (docs/streamstar.1.md): record k of every VP, then k+1;
    # the default record is b_nb, else b_cb when CB holds data, else 1 byte
    meta = open(name + ".meta", "rb").read()
    b_nb, b_cb = struct.unpack_from("<II", meta, 120)
    cb_len = struct.unpack_from("<Q", meta, 152)[0]
    for rb in (None, 5):
        r = rb or (b_nb if b_nb else (b_cb if cb_len else 1))
        Lr = -(-L // r) * r
        pad = [s + b"\xab" * (Lr - len(s)) for s in streams]
        want = b"".join(p_[k * r:(k + 1) * r] for k in range(Lr // r) for p_ in pad)
        out = subprocess.run([streamstar, "convert", name, name + ".rec", "--format=raw", "--order=record",
                              "--fill-byte=171", "--no-progress"] + (["--record-bytes=%d" % rb] if rb else []),
                             capture_output=True)
        if out.returncode or open(name + ".rec", "rb").read() != want:
            bad += 1
            print("streamstar convert --order=record (record %d): rc %d %r" % (r, out.returncode, out.stderr[:200]))
    ver = subprocess.run([streamstar, "verify", name], capture_output=True, text=True)
    if ver.returncode:
        bad += 1
        print("streamstar verify: %s" % ver.stdout.strip())
    print("%s: %d VPs %s (python, cat, convert, verify)" % (name, V, "match" if not bad else "DIFFER"))
    return 1 if bad else 0


def seek_digest(s, v):
    """s11_seekread.cs's digest of stream s of VP v."""
    L, h, x = len(s), 0, v + 1
    for _ in range(40):
        x = (x * 1103515245 + 12345 + v) % 2147483648
        pos, n = x % (L + 8), 1 + x % 11
        got = s[pos:pos + n] if pos < L else b""
        for c in got:
            h = (h * 31 + c + 1) & 0xFFFFFFFF
        eof = len(got) < n            # C: a short read sets EOF
        h = (h * 31 + len(got) + 1) & 0xFFFFFFFF
        h = (h * 31 + pos + len(got) + 1) & 0xFFFFFFFF
        h = (h * 31 + int(eof) + 1) & 0xFFFFFFFF
    return h


def check_seek(dig, want):
    dims, streams = load_want(want)
    a = read_vp_values(dig, "<i8")
    bad = sum(1 for v, s in enumerate(streams) if a[v, 0] != len(s) or a[v, 1] != seek_digest(s, v))
    print("%s: %d VPs %s" % (os.path.basename(dig), len(streams), "match" if not bad else "DIFFER (%d)" % bad))
    return 1 if bad else 0


def modify(name, mode):
    """What s11_modify.cs must have made of the streams in NAME.want."""
    import numpy as np
    dims, streams = load_want(name + ".want")
    out, bad = [], 0
    if mode == "r+":
        after = read_vp_values("after.dat", "<i4")[:, 0]
    for v, s in enumerate(streams):
        s = bytearray(s)
        if mode == "a":
            s += bytes((v * 7 + k) & 255 for k in range(v % 5))
            if v % 3 != 1:
                s += b"%d\n" % v
        elif mode == "hole":
            s += bytes(2 + v % 3) + b"\xab\xcd"
        elif s:
            mid = len(s) // 2
            want_after = s[mid + 1] if mid + 1 < len(s) else -2
            s[mid] = 0x55
            if after[v] != want_after:
                print("VP %d: read %d after the rewritten byte, want %d" % (v, after[v], want_after))
                bad = 1
        elif after[v] != -2:
            print("VP %d: empty stream, after.dat says %d" % (v, after[v]))
            bad = 1
        out.append(bytes(s))
    json.dump({"dims": dims, "streams": [s.hex() for s in out]}, open(name + ".want", "w"))
    return bad


def run_ranks(mpiexec, exe, case, ranks, dig_fmt, check):
    """Runs EXE on CASE.dat at each rank count (it writes a digest file) and
    checks each digest against CASE.dat.want; 1 if any run or check failed."""
    bad = 0
    for n in ranks:
        dig = dig_fmt % (case, n)
        p = subprocess.run([mpiexec, "-n", str(n), exe, case + ".dat", dig], capture_output=True,
                           text=True, timeout=120)
        if p.returncode:
            print("%s at %d ranks: exit %d: %s" % (case, n, p.returncode, p.stderr.strip()))
            bad = 1
        else:
            sys.stdout.flush()
            bad |= check(dig, case + ".dat.want")
    return bad


if __name__ == "__main__":
    cmd = sys.argv[1]
    if cmd == "make":
        build(sys.argv[2], sys.argv[3])
    elif cmd == "digest":
        sys.exit(check_digest(sys.argv[2], sys.argv[3]))
    elif cmd == "cat":
        sys.exit(check_cat(sys.argv[2], sys.argv[3]))
    elif cmd == "modify":
        sys.exit(modify(sys.argv[2], sys.argv[3]))
    elif cmd == "sessions":
        mpiexec, modifier, reader, streamstar, bad = sys.argv[2], sys.argv[3], sys.argv[4], sys.argv[5], 0
        for case in sys.argv[6:]:
            name = case + ".dat"
            build(name, case)
            for mode, n, m in (("a", 3, 2), ("r+", 1, 3), ("hole", 2, 1), ("a", 2, 3)):
                p = subprocess.run([mpiexec, "-n", str(n), modifier, name, mode], capture_output=True, text=True,
                                   timeout=120)
                if p.returncode:
                    print("%s %s at %d ranks: exit %d: %s" % (case, mode, n, p.returncode, p.stderr.strip()))
                    bad = 1
                    break
                bad |= modify(name, mode)
                p = subprocess.run([mpiexec, "-n", str(m), reader, name, name + ".dig"], capture_output=True,
                                   text=True, timeout=120)
                if p.returncode:
                    print("%s: reader at %d ranks: exit %d: %s" % (case, m, p.returncode, p.stderr.strip()))
                    bad = 1
                    break
                print("%s after %s at %d ranks, read at %d: " % (case, mode, n, m), end="")
                sys.stdout.flush()
                bad |= check_digest(name + ".dig", name + ".want")
            sys.stdout.flush()
            bad |= check_cat(name, streamstar)
        sys.exit(bad)
    elif cmd == "seekcheck":
        sys.exit(check_seek(sys.argv[2], sys.argv[3]))
    elif cmd == "seekrun":  # after run: s11_seekread.cs at 2 and 3 ranks on each CASE.dat
        mpiexec, exe, bad = sys.argv[2], sys.argv[3], 0
        for case in sys.argv[4:]:
            bad |= run_ranks(mpiexec, exe, case, (2, 3), "%s.seek%d.dig", check_seek)
        sys.exit(bad)
    elif cmd == "run":
        mpiexec, reader, bad = sys.argv[2], sys.argv[3], 0
        for case in sys.argv[4:]:
            build(case + ".dat", case)
            bad |= run_ranks(mpiexec, reader, case, (1, 2, 3), "%s.%d.dig", check_digest)
        sys.exit(bad)
