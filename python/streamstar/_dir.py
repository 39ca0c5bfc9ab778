"""`NAME.dir` (docs/stream-format.md §5): directory superblocks and the walk
of one VP's entry list, checking every superblock and entry it uses."""
import struct

import numpy as np

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
        # entries the list can visit without repeating one: those of the
        # superblocks the file holds (a forged dir_sbs of 2^40 over a small
        # .dir must not let a looping list run 2^40 steps)
        limit = min(self.meta["dir_sbs"], len(self.buf) // self.meta["dsb_bytes"] + 1) * self.m
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

    def all_lists(self, first, want):
        """Every VP's data-block pointers at once, with numpy: (ptrs, start,
        count) with VP v's pointers in stream order at ptrs[start[v]:
        start[v] + count[v]]. Returns None unless every list is plainly
        valid (then `pointers` walks it and names the error); the result is
        then exactly what `pointers` gives VP by VP.

        Valid lists need no walk: a VP's entries have increasing global
        indices in stream order (§5), so with the entries of the valid
        superblocks sorted by (vp, index), VP v's list is the run starting
        at its head in which each entry's `next` is the following entry,
        up to the first `next = NONE` (entries of the VP before the head,
        or after the end, are garbage of earlier sessions)."""
        meta, E, m, k = self.meta, self.E, self.m, self.k
        D = meta["dsb_bytes"]
        V = len(first)
        first = np.asarray(first, dtype=np.int64)
        want = np.asarray(want, dtype=np.uint64)
        nsb = min(int(meta["dir_sbs"]), -(-len(self.buf) // D))
        if nsb <= 0:
            return None if (first != NONE).any() or want.any() else \
                (np.empty(0, np.int64), np.zeros(V, np.int64), np.zeros(V, np.int64))
        raw = np.zeros(nsb * D, dtype=np.uint8)
        raw[:len(self.buf[:nsb * D])] = np.frombuffer(self.buf[:nsb * D], dtype=np.uint8)
        words = raw.view("<u4").reshape(nsb, m, 2 + k)
        magic = np.frombuffer(DIR_MAGIC, dtype="<u4")[0]
        used = words[:, 0, 2].astype(np.int64)
        ok = (words[:, 0, 0] == magic) & (words[:, 0, 1] == np.arange(nsb)) & (used <= m - 1)
        ok &= np.arange(nsb) * D + E * (1 + used) <= len(self.buf)  # header and body on disk
        for j in np.nonzero(ok)[0]:  # crc: one zlib call per superblock
            base = int(j) * D
            body = self.buf[base + E:base + E * (1 + int(used[j]))]
            ok[j] = crc32(body) == int(words[j, 0, 3])
        slot = np.arange(m)
        live = ok[:, None] & (slot[None, :] >= 1) & (slot[None, :] <= used[:, None])
        gidx = np.nonzero(live.reshape(-1))[0]            # ascending global indices
        ent = words.reshape(nsb * m, 2 + k)[gidx]
        vp = ent[:, 0].astype(np.int64)
        order = np.argsort(vp, kind="stable")             # by (vp, global index)
        g, vp, ent = gidx[order], vp[order], ent[order]
        nxt = ent[:, 1].astype(np.int64)
        n = len(g)
        # Position of each head among the sorted entries.
        has = first != NONE
        heads = first[has]
        pos_of = np.full(nsb * m, -1, dtype=np.int64)
        pos_of[g] = np.arange(n)
        if (heads >= nsb * m).any():
            return None
        hpos = pos_of[heads]
        if (hpos < 0).any() or (vp[hpos] != np.nonzero(has)[0]).any():
            return None
        # The run from each head: links to the following entry, up to a NONE.
        cont = np.zeros(n, dtype=bool)
        if n > 1:
            cont[:-1] = (nxt[:-1] == g[1:]) & (vp[:-1] == vp[1:])
        term = nxt == NONE
        # end[i]: the first terminating entry at or after i (n if none).
        idx = np.where(term, np.arange(n), n)
        end = np.minimum.accumulate(idx[::-1])[::-1]
        hend = end[hpos]
        if (hend >= n).any():
            return None
        broken = np.concatenate(([0], np.cumsum(~cont & ~term)))
        if (broken[hend + 1] - broken[hpos] != 0).any():
            return None  # a link that is not to the next entry of the VP
        # Entries in use: [hpos, hend] of every listed VP.
        mark = np.zeros(n + 1, dtype=np.int64)
        np.add.at(mark, hpos, 1)
        np.add.at(mark, hend + 1, -1)
        inuse = np.cumsum(mark[:-1]) > 0
        p = ent[inuse, 2:].astype(np.int64)
        owner = np.repeat(vp[inuse], k)
        p = p.reshape(-1)
        keep = p != NONE
        ptrs, owner = p[keep], owner[keep]
        if len(ptrs) and int(ptrs.max()) >= self.max_ptr:
            return None
        count = np.bincount(owner, minlength=V).astype(np.int64)
        if len(count) != V or (count.astype(np.uint64) != want).any():
            return None
        start = np.cumsum(count) - count
        return ptrs, start, count
