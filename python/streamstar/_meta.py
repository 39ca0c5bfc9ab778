"""`NAME.meta` and `NAME.first` (docs/stream-format.md §4, §5): parsing with
every check the format asks a reader to make, each failure naming the file
and the field."""
import struct
import zlib

import numpy as np

from ._errors import StreamStarError

META_MAGIC = b"CSTRMETA"
FIRST_MAGIC = b"CSTRFRST"
NONE = 0xFFFFFFFF
UNIFORM_LEN = 1
HAS_IB = 2
INCOMPLETE = 4  # a provisional .meta: the writer has not closed (refused; see `streamstar recover`)

# (name, struct code, offset) of every header field.
_FIELDS = [
    ("version", "I", 8), ("header_bytes", "I", 12), ("meta_bytes", "Q", 16), ("gen", "Q", 24),
    ("ndims", "I", 32), ("flags", "I", 36), ("nvp", "Q", 104), ("dist", "I", 112),
    ("writer_ranks", "I", 116), ("b_nb", "I", 120), ("b_cb", "I", 124), ("b_ib", "I", 128),
    ("dir_ptrs", "I", 132), ("nb_rows", "Q", 136), ("cb_off", "Q", 144), ("cb_len", "Q", 152),
    ("ib_off", "Q", 160), ("sb_bytes", "I", 168), ("dsb_bytes", "I", 172), ("ib_sbs", "Q", 176),
    ("dir_sbs", "Q", 184), ("uniform_len", "Q", 192), ("lengths_off", "Q", 200),
    ("ib_used_blocks", "Q", 216),
]


def crc32(data):
    return zlib.crc32(data) & 0xFFFFFFFF


def _swapped(version):
    """The format has no byte-order field: its integers are little-endian
    (§1), so a writer that stored them big-endian shows version 1 as
    16777216. Says so."""
    if version == 0x01000000:
        return ("; that is version 1 byte-swapped: the fields were written big-endian, and Stream* metafiles are "
                "little-endian")
    return ""


def parse_meta(path, buf):
    """Returns (meta dict, lengths as a uint64 array of V entries)."""
    def bad(field, why):
        return StreamStarError("%s: %s: %s" % (path, field, why))
    if len(buf) < 8 or buf[:8] != META_MAGIC:
        raise bad("magic", "not a Stream* metafile (expected CSTRMETA)")
    if len(buf) < 260:
        raise bad("meta_bytes", "truncated (%d bytes, header needs 260)" % len(buf))
    m = {name: struct.unpack_from("<" + code, buf, off)[0] for name, code, off in _FIELDS}
    if m["version"] != 1:
        raise bad("version", "unsupported version %d (this reader knows 1)%s" % (m["version"], _swapped(m["version"])))
    if m["meta_bytes"] != len(buf):
        raise bad("meta_bytes", "truncated or overlong (says %d bytes, file has %d)"
                  % (m["meta_bytes"], len(buf)))
    if crc32(buf[:-4]) != struct.unpack_from("<I", buf, len(buf) - 4)[0]:
        raise bad("crc", "checksum mismatch (corrupt)")
    if m["header_bytes"] != 256:
        raise bad("header_bytes", "is %d, expected 256" % m["header_bytes"])
    if m["flags"] & INCOMPLETE:
        name = path[:-5] if path.endswith(".meta") else path
        raise bad("flags", "INCOMPLETE: the program writing %s has not closed it (it died, or is still "
                  "running); run `streamstar recover %s` to make it readable" % (name, name))
    nd = m["ndims"]
    if not 1 <= nd <= 8:
        raise bad("ndims", "%d is not in 1..8" % nd)
    dims = struct.unpack_from("<8Q", buf, 40)
    m["dims"] = tuple(dims[:nd])
    V = 1
    for d in m["dims"]:
        V *= d
    if any(d == 0 for d in m["dims"]):
        raise bad("dims", "axis %d has extent 0" % m["dims"].index(0))
    if V > 1 << 32:  # the reader limit the streamstar tool has too
        raise bad("dims", "more than 2^32 VPs")
    if m["nvp"] != V:
        raise bad("nvp", "%d is not the product of dims %s" % (m["nvp"], list(m["dims"])))
    if m["dir_ptrs"] not in (2, 6, 14):
        raise bad("dir_ptrs", "%d is not 2, 6 or 14" % m["dir_ptrs"])
    for f in ("b_cb", "b_ib", "sb_bytes", "dsb_bytes"):
        if m[f] == 0:
            raise bad(f, "is zero")
    if (m["b_nb"] == 0) != (m["nb_rows"] == 0):
        raise bad("b_nb", "is %d but nb_rows is %d (zero iff)" % (m["b_nb"], m["nb_rows"]))
    if m["sb_bytes"] % m["b_ib"]:
        raise bad("sb_bytes", "%d is not a multiple of b_ib %d" % (m["sb_bytes"], m["b_ib"]))
    E = 4 * (2 + m["dir_ptrs"])
    m["E"] = E
    if m["dsb_bytes"] % E or m["dsb_bytes"] < 2 * E:
        raise bad("dsb_bytes", "%d is not a multiple of the entry size %d (>= 2 entries)"
                  % (m["dsb_bytes"], E))
    # Reader limits shared with the streamstar tool: past them a field is
    # damage (offsets would pass 2^62 bytes, tables 2^40 entries).
    if (m["nb_rows"] * V * m["b_nb"]) >> 62 or (m["cb_off"] + -(-m["cb_len"] // m["b_cb"]) * V * m["b_cb"]) >> 62 \
            or m["nb_rows"] * m["b_nb"] + m["cb_len"] > 1 << 62:
        raise bad("nb_rows", "segment sizes overflow")
    if m["ib_sbs"] > (1 << 40) // (m["sb_bytes"] // m["b_ib"]):
        raise bad("ib_sbs", "%d superblocks is implausibly large (more than 2^40 IB blocks)" % m["ib_sbs"])
    if m["dir_sbs"] > 1 << 40:
        raise bad("dir_sbs", "%d directory superblocks is implausibly large (more than 2^40)" % m["dir_sbs"])
    if m["ib_used_blocks"] > m["ib_sbs"] * (m["sb_bytes"] // m["b_ib"]):
        raise bad("ib_used_blocks", "%d is beyond the %d blocks of the superblocks in use"
                  % (m["ib_used_blocks"], m["ib_sbs"] * (m["sb_bytes"] // m["b_ib"])))
    nb_end = m["nb_rows"] * V * m["b_nb"]
    cb_rows = -(-m["cb_len"] // m["b_cb"])
    if m["cb_off"] < nb_end:
        raise bad("cb_off", "%d overlaps the NB segment (ends at %d)" % (m["cb_off"], nb_end))
    if m["ib_off"] < m["cb_off"] + cb_rows * V * m["b_cb"]:
        raise bad("ib_off", "%d overlaps the CB segment" % m["ib_off"])
    uniform = bool(m["flags"] & UNIFORM_LEN)
    if m["flags"] & ~3:
        raise bad("flags", "unknown bits 0x%x" % m["flags"])
    if uniform:
        if m["meta_bytes"] != 260:
            raise bad("meta_bytes", "is %d, UNIFORM_LEN needs 260" % m["meta_bytes"])
        # A view of one value: a forged 2^32 VPs must not cost 32 GiB here.
        lengths = np.broadcast_to(np.uint64(m["uniform_len"]), (V,))
    else:
        if m["lengths_off"] != 256:
            raise bad("lengths_off", "is %d, expected 256" % m["lengths_off"])
        if m["meta_bytes"] != 260 + 8 * V:
            raise bad("meta_bytes", "is %d, %d VPs need %d" % (m["meta_bytes"], V, 260 + 8 * V))
        lengths = np.frombuffer(buf, dtype="<u8", count=V, offset=256).astype(np.uint64)
    m["ib_start"] = m["nb_rows"] * m["b_nb"] + m["cb_len"]
    m["cb_rows"] = cb_rows
    if not m["flags"] & HAS_IB and V and int(lengths.max()) > m["ib_start"]:
        v = int(np.argmax(lengths))
        raise bad("lengths", "VP %d has %d bytes, more than NB+CB hold (%d) and HAS_IB is clear"
                  % (v, int(lengths[v]), m["ib_start"]))
    m["uniform"] = uniform
    return m, lengths


def parse_first(path, buf, meta):
    """Returns the per-VP head entry indices (uint32 array)."""
    V = meta["nvp"]
    def bad(field, why):
        return StreamStarError("%s: %s: %s" % (path, field, why))
    if len(buf) < 8 or buf[:8] != FIRST_MAGIC:
        raise bad("magic", "not a Stream* .first file (expected CSTRFRST)")
    if len(buf) < 32:
        raise bad("size", "truncated (%d bytes)" % len(buf))
    version, _, gen, nvp = struct.unpack_from("<IIQQ", buf, 8)
    if version != 1:
        raise bad("version", "unsupported version %d (this reader knows 1)%s" % (version, _swapped(version)))
    if len(buf) != 36 + 4 * V and gen != meta["gen"]:  # another write's, or another file's: the gen says it
        raise bad("gen", "stale (gen %#x, .meta has %#x: a .first of another write of the file, or of another file)"
                  % (gen, meta["gen"]))
    if len(buf) != 36 + 4 * V:
        raise bad("size", "truncated or overlong (%d bytes, %d VPs need %d)" % (len(buf), V, 36 + 4 * V))
    if crc32(buf[:-4]) != struct.unpack_from("<I", buf, len(buf) - 4)[0]:
        raise bad("crc", "checksum mismatch (corrupt)")
    if nvp != V:
        raise bad("nvp", "%d does not match the .meta (%d)" % (nvp, V))
    if gen != meta["gen"]:
        raise bad("gen", "stale (gen %#x, .meta has %#x)" % (gen, meta["gen"]))
    return np.frombuffer(buf, dtype="<u4", count=V, offset=32)
