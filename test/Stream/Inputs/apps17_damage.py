"""apps17: one damage to a copy of a Stream* file, from docs/stream-format.md
alone (crcs recomputed where the case says so, so the damage is well-formed
and only the field named lies).
  apps17_damage.py SRC DST CASE   copy SRC(.meta/.first/.dir) to DST, damage it
  apps17_damage.py check NAME      compare every stream of NAME (written by
                                   apps17_seg.cs) with the bytes it wrote, via
                                   the Python package; print total and sum
  apps17_damage.py prefix NAME RT  every stream a prefix of what was written
                                   (after a recover), and RT (the output of
                                   apps17_seg.cs r) has the same total and sum"""
import shutil
import struct
import sys
import zlib



def written(v):
    """The bytes apps17_seg.cs wrote to VP v's stream."""
    want = struct.pack("<ii", v * 1000 + 1, v * 1000 + 2) + bytes((v * 7 + i) & 255 for i in range(8, 14))
    if v % 3 != 1:
        want += bytes((v * 7 + i) & 255 for i in range(14, 24 + 9 * v))
    return want


if sys.argv[1] in ("check", "prefix"):
    import streamstar
    f = streamstar.open(sys.argv[2])
    total = bsum = 0
    for v in range(15):
        got, want = f.stream(v), written(v)
        if got != (want if sys.argv[1] == "check" else want[:len(got)]):
            sys.exit("VP %d: %s, expected %s" % (v, got.hex(), want.hex()))
        total += len(got)
        bsum += sum(got)
    if sys.argv[1] == "check":
        print("model: total %d sum %d" % (total, bsum))
    else:  # the C* reader's line (apps17_seg.cs r) must say the same
        rt = open(sys.argv[3]).read().split()
        if rt[:4] != ["total", str(total), "sum", str(bsum)]:
            sys.exit("runtime read %s, the package %d bytes, sum %d" % (" ".join(rt), total, bsum))
        print("15 VPs: every stream a prefix of the written one; runtime and package agree on %d bytes" % total)
    sys.exit(0)
src, dst, case = sys.argv[1:4]
for suf in ("", ".meta", ".first", ".dir"):
    shutil.copyfile(src + suf, dst + suf)


def crc(b):
    return zlib.crc32(b) & 0xffffffff


def patch(path, off, fmt, val, tail_crc):
    b = bytearray(open(path, "rb").read())
    struct.pack_into(fmt, b, off, val)
    if tail_crc:  # .meta / .first: crc32 of everything before the last 4 bytes
        struct.pack_into("<I", b, len(b) - 4, crc(bytes(b[:-4])))
    open(path, "wb").write(bytes(b))


meta = open(dst + ".meta", "rb").read()
k = struct.unpack_from("<I", meta, 132)[0]
E = 4 * (2 + k)
if case == "dir-empty":          # .dir cut to 0 bytes
    open(dst + ".dir", "wb").close()
elif case == "len-huge":         # VP 1's length 2^40: far more IB blocks than ib_sbs hold
    patch(dst + ".meta", 256 + 8 * 1, "<Q", 1 << 40, True)
elif case == "head-none":        # VP 0 (10 IB bytes) loses its list head
    patch(dst + ".first", 32 + 4 * 0, "<I", 0xFFFFFFFF, True)
elif case == "entry-vp":         # entry 1 (VP 0's) says VP 99; the superblock's crc recomputed
    b = bytearray(open(dst + ".dir", "rb").read())
    struct.pack_into("<I", b, 1 * E, 99)
    used = struct.unpack_from("<I", b, 8)[0]
    struct.pack_into("<I", b, 12, crc(bytes(b[E:E * (1 + used)])))
    open(dst + ".dir", "wb").write(bytes(b))
else:
    sys.exit("unknown case " + case)
