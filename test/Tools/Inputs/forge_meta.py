"""Sets one little-endian u64 field of a .meta and recomputes its crc (the
last 4 bytes, docs/stream-format.md), so a reader sees a well-formed file
that lies: forge_meta.py FILE.meta OFFSET VALUE."""
import struct
import sys
import zlib

path, off, value = sys.argv[1], int(sys.argv[2]), int(sys.argv[3], 0)
b = bytearray(open(path, "rb").read())
struct.pack_into("<Q", b, off, value)
struct.pack_into("<I", b, len(b) - 4, zlib.crc32(bytes(b[:-4])))
open(path, "wb").write(b)
