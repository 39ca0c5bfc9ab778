#!/usr/bin/env python3
"""A Stream* reader written from docs/stream-format.md (and, for a striped
data file, the layout record of docs/pfs.md) alone: it imports nothing of
the streamstar package and shares no code with it or with the tool. Used by
tools18_check.py to cross-check both. It follows §6's reading procedure and
makes the checks §4 and §5 say a reader MUST make, raising Bad(file: field:
cause) on the first failure.

  read(NAME) -> (dims, [stream bytes of VP v for v in 0..V-1])"""
import os
import struct
import zlib

NONE = 0xFFFFFFFF
LAYOUT = b"cstar-pfs-layout 1\n"


class Bad(Exception):
    pass


def crc(b):
    return zlib.crc32(b) & 0xFFFFFFFF


class Logical:
    """The logical bytes of a file of the file layer (docs/pfs.md): an
    ordinary file, or a layout record whose stripe file t holds byte off at
    ((off // U) // N) * U + off % U when (off // U) % N == t. Bytes past the
    end of a file read as zero (§1)."""

    def __init__(self, path):
        with open(path, "rb") as f:
            raw = f.read()
        self.parts = None
        if raw.startswith(LAYOUT):
            text = raw.decode()
            fields = [line.split(" ", 1) for line in text.splitlines()[1:]]
            kv = {}
            files = []
            for key, val in fields:
                if key == "file":
                    files.append(val if val.startswith("/") else os.path.join(os.path.dirname(path), val))
                else:
                    kv[key] = val
            self.unit = int(kv["unit"])
            self.parts = []
            for p in files:
                with open(p, "rb") as f:  # a missing stripe file is an error, never zeros
                    self.parts.append(f.read())
        else:
            self.raw = raw

    def size(self):
        if self.parts is None:
            return len(self.raw)
        U, N = self.unit, len(self.parts)
        return max([((len(p) - 1) // U * N + t) * U + (len(p) - 1) % U + 1
                    for t, p in enumerate(self.parts) if p] or [0])

    def read(self, off, n):
        if self.parts is None:
            got = self.raw[off:off + n]
            return got + bytes(n - len(got))
        U, N = self.unit, len(self.parts)
        out = bytearray()
        while n > 0:
            u, inner = divmod(off, U)
            k = min(n, U - inner)
            p = self.parts[u % N]
            at = (u // N) * U + inner
            got = p[at:at + k]
            out += got + bytes(k - len(got))
            off += k
            n -= k
        return bytes(out)


def parse_meta(path):
    with open(path, "rb") as f:
        b = f.read()

    def bad(field, why):
        return Bad("%s: %s: %s" % (path, field, why))
    if b[:8] != b"CSTRMETA":
        raise bad("magic", "not CSTRMETA")
    if len(b) < 260:
        raise bad("meta_bytes", "truncated")
    (version, header_bytes, meta_bytes, gen, ndims, flags) = struct.unpack_from("<IIQQII", b, 8)
    if version != 1:
        raise bad("version", "unsupported version %d" % version)
    if header_bytes != 256:
        raise bad("header_bytes", "%d" % header_bytes)
    if meta_bytes != len(b):
        raise bad("meta_bytes", "truncated")
    if crc(b[:-4]) != struct.unpack_from("<I", b, len(b) - 4)[0]:
        raise bad("crc", "mismatch")
    m = dict(gen=gen, ndims=ndims, flags=flags)
    m["dims"] = list(struct.unpack_from("<8Q", b, 40))[:ndims]
    names = ["nvp", "dist", "writer_ranks", "b_nb", "b_cb", "b_ib", "dir_ptrs", "nb_rows", "cb_off",
             "cb_len", "ib_off", "sb_bytes", "dsb_bytes", "ib_sbs", "dir_sbs", "uniform_len", "lengths_off",
             "writing"]
    m.update(zip(names, struct.unpack_from("<QIIIIIIQQQQIIQQQQI", b, 104)))
    m["ib_used_blocks"] = struct.unpack_from("<Q", b, 216)[0]
    if flags & 4:
        raise bad("flags", "INCOMPLETE: run `streamstar recover`")
    if flags & ~7:
        raise bad("flags", "unknown bits")
    if not 1 <= ndims <= 8:
        raise bad("ndims", "%d" % ndims)
    V = 1
    for d in m["dims"]:
        V *= d
    if V != m["nvp"]:
        raise bad("nvp", "not the product of dims")
    if m["dir_ptrs"] not in (2, 6, 14):
        raise bad("dir_ptrs", "%d" % m["dir_ptrs"])
    if not m["b_cb"] or not m["b_ib"]:
        raise bad("b_cb/b_ib", "zero")
    if (m["b_nb"] == 0) != (m["nb_rows"] == 0):
        raise bad("b_nb", "zero iff nb_rows is zero")
    E = 4 * (2 + m["dir_ptrs"])
    if m["sb_bytes"] % m["b_ib"]:
        raise bad("sb_bytes", "not a multiple of b_ib")
    if m["dsb_bytes"] % E or m["dsb_bytes"] < 2 * E:
        raise bad("dsb_bytes", "not a multiple of E, >= 2E")
    if m["ib_used_blocks"] > m["ib_sbs"] * (m["sb_bytes"] // m["b_ib"]):
        raise bad("ib_used_blocks", "too large")
    cb_rows = -(-m["cb_len"] // m["b_cb"])
    if m["cb_off"] < m["nb_rows"] * V * m["b_nb"] or m["ib_off"] < m["cb_off"] + cb_rows * V * m["b_cb"]:
        raise bad("cb_off/ib_off", "segments out of order")
    if flags & 1:
        if m["lengths_off"] != 0 or meta_bytes != 260:
            raise bad("lengths_off", "UNIFORM_LEN")
        lens = [m["uniform_len"]] * V
    else:
        if m["lengths_off"] != 256 or meta_bytes != 260 + 8 * V:
            raise bad("lengths_off", "length table")
        lens = list(struct.unpack_from("<%dQ" % V, b, 256))
    m["E"], m["cb_rows"] = E, cb_rows
    m["nb_len"] = m["nb_rows"] * m["b_nb"]
    m["ib_start"] = m["nb_len"] + m["cb_len"]
    if not flags & 2 and any(n > m["ib_start"] for n in lens):
        raise bad("lengths", "longer than NB+CB without HAS_IB")
    return m, lens


def parse_first(path, m):
    with open(path, "rb") as f:
        b = f.read()
    V = m["nvp"]

    def bad(field, why):
        return Bad("%s: %s: %s" % (path, field, why))
    if b[:8] != b"CSTRFRST":
        raise bad("magic", "not CSTRFRST")
    version, _, gen, nvp = struct.unpack_from("<IIQQ", b, 8)
    if version != 1:
        raise bad("version", "%d" % version)
    if len(b) != 36 + 4 * V:
        raise bad("gen" if gen != m["gen"] else "size", "wrong")
    if crc(b[:-4]) != struct.unpack_from("<I", b, len(b) - 4)[0]:
        raise bad("crc", "mismatch")
    if nvp != V:
        raise bad("nvp", "%d" % nvp)
    if gen != m["gen"]:
        raise bad("gen", "stale")
    return struct.unpack_from("<%dI" % V, b, 32)


def ib_lists(name, m, lens):
    """Every VP's data-block pointers, walking each list from .first (§5)."""
    V, E, k = m["nvp"], m["E"], m["dir_ptrs"]
    first = parse_first(name + ".first", m)
    d = Logical(name + ".dir")
    dsz = d.size()
    D = m["dsb_bytes"]
    slots = D // E
    max_ptr = m["ib_sbs"] * (m["sb_bytes"] // m["b_ib"])
    used_of = {}

    def used(j):  # entries in use of superblock j, after checking it
        if j not in used_of:
            n = 0
            if j * D + 16 <= dsz:  # a header cut by the end, or past it: no entries
                h = d.read(j * D, 16)
                if h[:4] == b"CSD1":
                    _, idx, n, c = struct.unpack("<4sIII", h)
                    where = "%s.dir: superblock %d" % (name, j)
                    if idx != j or n > slots - 1:
                        raise Bad("%s: index/used" % where)
                    if j * D + E * (1 + n) > dsz:
                        raise Bad("%s: truncated" % where)
                    if crc(d.read(j * D + E, E * n)) != c:
                        raise Bad("%s: crc" % where)
            used_of[j] = n
        return used_of[j]
    # a list longer than the entries the .dir holds loops
    limit = min(m["dir_sbs"], -(-dsz // D)) * (slots - 1)
    out = []
    for v in range(V):
        need = -(-(lens[v] - m["ib_start"]) // m["b_ib"]) if lens[v] > m["ib_start"] else 0
        e, ptrs, steps = first[v], [], 0
        while e != NONE:
            j, s = divmod(e, slots)
            where = "%s.dir: entry %d of VP %d" % (name, e, v)
            if s == 0 or j >= m["dir_sbs"] or s > used(j):
                raise Bad("%s: not an entry in use" % where)
            steps += 1
            if steps > limit:
                raise Bad("%s: the list loops" % where)
            w = struct.unpack("<%dI" % (2 + k), d.read(j * D + s * E, E))
            if w[0] != v:
                raise Bad("%s: vp field %d" % (where, w[0]))
            for p in w[2:]:
                if p != NONE:
                    if p >= max_ptr:
                        raise Bad("%s: pointer %d" % (where, p))
                    ptrs.append(p)
            e = w[1]
        if len(ptrs) != need:
            raise Bad("%s.dir: VP %d: list has %d blocks, its length needs %d" % (name, v, len(ptrs), need))
        out.append(ptrs)
    return out


def read(name):
    m, lens = parse_meta(name + ".meta")
    V = m["nvp"]
    data = Logical(name)
    size = data.size()
    lists = ib_lists(name, m, lens) if m["flags"] & 2 else [[] for _ in range(V)]
    streams = []
    for v in range(V):
        out = bytearray()
        for r in range(m["nb_rows"]):
            out += data.read((r * V + v) * m["b_nb"], m["b_nb"])
        for r in range(m["cb_rows"]):
            out += data.read(m["cb_off"] + (r * V + v) * m["b_cb"], m["b_cb"])
        out = out[:m["ib_start"]]
        for p in lists[v]:
            out += data.read(m["ib_off"] + p * m["b_ib"], m["b_ib"])
        s = bytes(out[:lens[v]])
        streams.append(s)
    # §2: a stream byte past the end of the data file means it was cut short
    # (the last byte of each VP's part of each segment; ordinary files only)
    if data.parts is None:
        top = 0
        for v in range(V):
            n = lens[v]
            if n and m["nb_rows"]:
                r = (min(n, m["nb_len"]) - 1) // m["b_nb"]
                top = max(top, (r * V + v) * m["b_nb"] + (min(n, m["nb_len"]) - 1) % m["b_nb"] + 1)
            if n > m["nb_len"] and m["cb_len"]:
                q = min(n, m["ib_start"]) - m["nb_len"] - 1
                top = max(top, m["cb_off"] + (q // m["b_cb"] * V + v) * m["b_cb"] + q % m["b_cb"] + 1)
            if lists[v]:
                q = n - m["ib_start"] - 1
                top = max(top, m["ib_off"] + lists[v][-1] * m["b_ib"] + q % m["b_ib"] + 1)
        if top > size:
            raise Bad("%s: data file truncated (a stream byte at %d, the file ends at %d)" % (name, top - 1, size))
    return m["dims"], streams, m
