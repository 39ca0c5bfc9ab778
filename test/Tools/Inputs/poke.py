#!/usr/bin/env python3
"""Damages a metafile for tests: sets the byte at OFFSET to VALUE (XORs it
with VALUE with --xor); --fix-crc recomputes the trailing crc32 so that only
the poked field is wrong.

  poke.py FILE OFFSET VALUE [--xor] [--fix-crc]"""
import struct
import sys
import zlib

path, off, val = sys.argv[1], int(sys.argv[2], 0), int(sys.argv[3], 0)
b = bytearray(open(path, "rb").read())
b[off] = (b[off] ^ val) if "--xor" in sys.argv else val
if "--fix-crc" in sys.argv:
    struct.pack_into("<I", b, len(b) - 4, zlib.crc32(bytes(b[:-4])) & 0xFFFFFFFF)
open(path, "wb").write(bytes(b))
