"""`NAME.dir` (docs/stream-format.md §5): directory superblocks and the walk
of one VP's entry list, checking every superblock and entry it uses."""
import struct

from ._errors import StreamStarError
from ._meta import NONE, crc32

DIR_MAGIC = b"CSD1"


class Directory:
    def __init__(self, path, buf, meta):
        self.path, self.buf, self.meta = path, buf, meta
        self.E = meta["E"]
        self.m = meta["dsb_bytes"] // self.E
        self.k = meta["dir_ptrs"]
        self.max_ptr = meta["ib_sbs"] * (meta["sb_bytes"] // meta["b_ib"])
        self._checked = {}

    def superblock(self, j):
        """Header `used` of superblock j after checking it (0 for a hole)."""
        if j in self._checked:
            return self._checked[j]
        D, E = self.meta["dsb_bytes"], self.E
        base = j * D
        head = self.buf[base:base + 16]
        used = 0
        if len(head) == 16 and head[:4] == DIR_MAGIC:
            _, index, used, crc = struct.unpack("<4sIII", head)
            where = "%s: superblock %d" % (self.path, j)
            if index != j:
                raise StreamStarError("%s: index field is %d" % (where, index))
            if used > self.m - 1:
                raise StreamStarError("%s: used %d exceeds %d slots" % (where, used, self.m - 1))
            body = self.buf[base + E:base + E * (1 + used)]
            if len(body) != E * used:
                raise StreamStarError("%s: truncated (%d entries in use)" % (where, used))
            if crc32(body) != crc:
                raise StreamStarError("%s: crc mismatch" % where)
        self._checked[j] = used
        return used

    def pointers(self, v, head, want):
        """The data-block pointers of VP v, walking from entry `head`;
        exactly `want` of them, else an error naming the entry."""
        ptrs, e, seen = [], head, 0
        limit = self.meta["dir_sbs"] * self.m
        while e != NONE:
            j, s = divmod(e, self.m)
            where = "%s: entry %d (VP %d)" % (self.path, e, v)
            if s == 0 or j >= self.meta["dir_sbs"]:
                raise StreamStarError("%s: not an entry slot within dir_sbs %d superblocks"
                                      % (where, self.meta["dir_sbs"]))
            if s > self.superblock(j):
                raise StreamStarError("%s: slot not in use (hole or past used)" % where)
            seen += 1
            if seen > limit:
                raise StreamStarError("%s: VP %d's list loops" % (self.path, v))
            off = j * self.meta["dsb_bytes"] + s * self.E
            fields = struct.unpack_from("<%dI" % (2 + self.k), self.buf, off)
            if fields[0] != v:
                raise StreamStarError("%s: vp field is %d" % (where, fields[0]))
            for p in fields[2:]:
                if p == NONE:
                    continue
                if p >= self.max_ptr:
                    raise StreamStarError("%s: pointer %d is past the %d IB blocks in use"
                                          % (where, p, self.max_ptr))
                ptrs.append(p)
            e = fields[1]
        if len(ptrs) != want:
            raise StreamStarError("%s: VP %d's directory list has %d data blocks, its length needs %d"
                                  % (self.path, v, len(ptrs), want))
        return ptrs
