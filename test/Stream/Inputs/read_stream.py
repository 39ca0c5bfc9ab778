#!/usr/bin/env python3
"""An independent Stream* reader written from docs/stream-format.md alone, and
the expected streams of the unit tests it checks (the sequential models of
test_stream_segments.c and test_stream_text.c, re-derived here).

usage: read_stream.py FILE {segments|text|dump}"""
import struct
import sys
import zlib

NONE = 0xFFFFFFFF


def crc(b):
    return zlib.crc32(b) & 0xFFFFFFFF


def read_meta(name):
    b = open(name + ".meta", "rb").read()
    assert b[:8] == b"CSTRMETA", "magic"
    assert struct.unpack_from("<I", b, 8)[0] == 1, "version"
    assert struct.unpack_from("<Q", b, 16)[0] == len(b), "meta_bytes"
    assert struct.unpack_from("<I", b, len(b) - 4)[0] == crc(b[:-4]), "crc"
    m = {}
    m["gen"], = struct.unpack_from("<Q", b, 24)
    m["ndims"], m["flags"] = struct.unpack_from("<II", b, 32)
    m["dims"] = struct.unpack_from("<%dQ" % m["ndims"], b, 40)
    names = ["nvp"]
    m["nvp"], = struct.unpack_from("<Q", b, 104)
    (m["dist"], m["writer_ranks"], m["b_nb"], m["b_cb"], m["b_ib"], m["dir_ptrs"]) = \
        struct.unpack_from("<6I", b, 112)
    (m["nb_rows"], m["cb_off"], m["cb_len"], m["ib_off"]) = struct.unpack_from("<4Q", b, 136)
    m["sb_bytes"], m["dsb_bytes"] = struct.unpack_from("<II", b, 168)
    (m["ib_sbs"], m["dir_sbs"], m["uniform_len"], m["lengths_off"]) = struct.unpack_from("<4Q", b, 176)
    V = m["nvp"]
    if m["flags"] & 1:
        m["len"] = [m["uniform_len"]] * V
    else:
        m["len"] = list(struct.unpack_from("<%dQ" % V, b, 256))
    del names
    return m


def streams(name):
    m = read_meta(name)
    V = m["nvp"]
    data = open(name, "rb").read()

    def at(off, n):
        chunk = data[off:off + n]
        return chunk + b"\0" * (n - len(chunk))

    nb_len = m["nb_rows"] * m["b_nb"]
    ib_start = nb_len + m["cb_len"]
    first = dirb = None
    if m["flags"] & 2:
        fb = open(name + ".first", "rb").read()
        assert fb[:8] == b"CSTRFRST" and struct.unpack_from("<Q", fb, 16)[0] == m["gen"]
        assert struct.unpack_from("<I", fb, len(fb) - 4)[0] == crc(fb[:-4])
        first = struct.unpack_from("<%dI" % V, fb, 32)
        dirb = open(name + ".dir", "rb").read()
    E = 4 * (2 + m["dir_ptrs"])
    per = m["dsb_bytes"] // E
    out = []
    for v in range(V):
        L = m["len"][v]
        s = bytearray()
        for p in range(0, min(L, nb_len), m["b_nb"] or 1):
            r = p // m["b_nb"]
            s += at((r * V + v) * m["b_nb"], m["b_nb"])
        for q in range(0, min(L, ib_start) - nb_len if L > nb_len else 0, m["b_cb"]):
            r = q // m["b_cb"]
            s += at(m["cb_off"] + (r * V + v) * m["b_cb"], m["b_cb"])
        s = s[:min(L, ib_start)]
        if L > ib_start:
            e, ptrs = first[v], []
            while e != NONE:
                j, slot = divmod(e, per)
                sb = dirb[j * m["dsb_bytes"]:(j + 1) * m["dsb_bytes"]]
                mg, idx, used, c = struct.unpack_from("<4sIII", sb, 0)
                assert mg == b"CSD1" and idx == j and 1 <= slot <= used
                assert c == crc(sb[E:E * (1 + used)])
                ent = struct.unpack_from("<%dI" % (2 + m["dir_ptrs"]), sb, slot * E)
                assert ent[0] == v
                ptrs += [x for x in ent[2:] if x != NONE]
                e = ent[1]
            assert len(ptrs) == -(-(L - ib_start) // m["b_ib"]), "pointer count"
            for x in ptrs:
                s += at(m["ib_off"] + x * m["b_ib"], m["b_ib"])
            s = s[:L]
        out.append(bytes(s))
    return m, out


def val(v, k):
    return struct.pack("<d", v * 1000.0 + k + 0.25)


def model_segments():
    out = []
    for v in range(35):
        s = b"".join(val(v, k) for k in range(3)) + val(v, 10) + val(v, 11) + val(v, 20)
        if v % 3 != 0:
            s += val(v, 30)
        if v % 2 == 0:
            s += b"vp %d says %d\n" % (v, v * 7)
        s += val(v, 40)
        s += bytes((v * 13 + k) & 255 for k in range(8))[:v % 5 + 1]
        out.append(s)
    return out


def model_text():
    out = []
    for v in range(15):
        s = b""
        if v % 3 != 2:
            s += b"VP %d value %d\n" % (v, v * 11)
        if v % 2 == 0:
            s += b"second line\nxyz\n"
        out.append(s)
    return out


def main():
    name, what = sys.argv[1], sys.argv[2]
    m, got = streams(name)
    if what == "dump":
        for v, s in enumerate(got):
            print(v, s)
        return
    want = {"segments": model_segments, "text": model_text}[what]()
    assert len(got) == len(want), (len(got), len(want))
    for v, (g, w) in enumerate(zip(got, want)):
        assert g == w, "VP %d: %r != %r" % (v, g, w)
    print("OK %s: %d streams" % (name, len(got)))


if __name__ == "__main__":
    main()
