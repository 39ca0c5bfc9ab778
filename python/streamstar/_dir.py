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

    def _entry_words(self, nsb):
        """The first nsb superblocks as (whole, tail): `whole` a zero-copy
        (n, m, 2 + k) uint32 view of the superblocks the buffer holds whole,
        `tail` None or a zero-padded copy of the last one where the file ends
        inside it (the writer may leave the rest of a superblock unwritten)."""
        D, m, w = self.meta["dsb_bytes"], self.m, 2 + self.k
        full = min(nsb, len(self.buf) // D)
        whole = np.frombuffer(self.buf, dtype="<u4", count=full * D // 4).reshape(full, m, w)
        tail = None
        if full < nsb:
            t = np.zeros(D, dtype=np.uint8)
            part = np.frombuffer(self.buf, dtype=np.uint8, offset=full * D)
            t[:len(part)] = part
            tail = t.view("<u4").reshape(1, m, w)
        return whole, tail

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
        or after the end, are garbage of earlier sessions).

        Only the vp and next words of every entry are gathered (1-D); the
        pointer words are read once, of the entries in use, straight into
        the result (a 1M-VP file has millions of entries: every pass over
        whole entries costs about 0.1 s)."""
        meta, E, m, k = self.meta, self.E, self.m, self.k
        D = meta["dsb_bytes"]
        V = len(first)
        first = np.asarray(first)
        nsb = min(int(meta["dir_sbs"]), -(-len(self.buf) // D))
        if nsb <= 0:
            return None if (first != NONE).any() or np.asarray(want).any() else \
                (np.empty(0, np.int64), np.zeros(V, np.int64), np.zeros(V, np.int64))
        whole, tail = self._entry_words(nsb)
        nfull = len(whole)
        head = whole[:, 0, :4] if tail is None else np.concatenate((whole[:, 0, :4], tail[:, 0, :4]))
        magic = np.frombuffer(DIR_MAGIC, dtype="<u4")[0]
        used = head[:, 2].astype(np.int64)
        ok = (head[:, 0] == magic) & (head[:, 1] == np.arange(nsb)) & (used <= m - 1)
        ok &= np.arange(nsb) * D + E * (1 + used) <= len(self.buf)  # header and body on disk
        mv = memoryview(self.buf)  # slices without copies
        for j in np.nonzero(ok)[0]:  # crc: one zlib call per superblock
            base = int(j) * D
            ok[j] = crc32(mv[base + E:base + E * (1 + int(used[j]))]) == int(head[j, 3])
        used = np.where(ok, used, 0)

        def column(c):  # word c of every live entry, in global-index order
            parts = [whole[j, 1:1 + used[j], c] for j in np.nonzero(used[:nfull])[0]]
            if tail is not None and used[nfull]:
                parts.append(tail[0, 1:1 + used[nfull], c])
            return np.concatenate(parts) if parts else np.empty(0, np.uint32)
        # Live entries: slots 1..used of each valid superblock, ascending.
        nlive = used.astype(np.int64)
        gidx = np.repeat(np.arange(nsb, dtype=np.int64) * m + 1 - np.cumsum(nlive) + nlive, nlive) + \
            np.arange(int(nlive.sum()), dtype=np.int64)
        vp_l, nxt_l = column(0), column(1)
        n = len(vp_l)
        it = np.int32 if n < 1 << 31 else np.int64  # positions: half the memory traffic
        order = np.argsort(vp_l, kind="stable").astype(it, copy=False)  # by (vp, global index)
        g, vp, nxt = gidx[order], vp_l[order], nxt_l[order]  # vp, next stay uint32
        # Position of each head among the sorted entries.
        has = first != NONE
        heads = first[has].astype(np.int64)
        if (heads >= nsb * m).any():
            return None
        pos_of = np.full(nsb * m, -1, dtype=it)
        pos_of[g] = np.arange(n, dtype=it)
        hpos = pos_of[heads]
        if (hpos < 0).any() or (vp[hpos] != np.nonzero(has)[0]).any():
            return None
        # The run from each head: links to the following entry, up to a NONE.
        term = nxt == NONE
        cont = np.zeros(n, dtype=bool)
        if n > 1:
            cont[:-1] = (nxt[:-1] == g[1:]) & (vp[:-1] == vp[1:])
        # end[i]: the first terminating entry at or after i (n if none).
        idx = np.where(term, np.arange(n, dtype=it), it(n))
        end = np.minimum.accumulate(idx[::-1])[::-1]
        hend = end[hpos]
        if (hend >= n).any():
            return None
        broken = np.concatenate(([0], np.cumsum(~cont & ~term, dtype=it)))
        if (broken[hend + 1] - broken[hpos] != 0).any():
            return None  # a link that is not to the next entry of the VP
        # Entries in use: [hpos, hend] of every listed VP (runs of different
        # VPs are disjoint, so each index below is marked once).
        mark = np.zeros(n + 1, dtype=np.int8)
        mark[hpos] += 1
        mark[hend + 1] -= 1
        inuse = np.cumsum(mark[:-1], dtype=np.int8) > 0
        gu, owner = g[inuse], vp[inuse]                   # by (vp, stream order)
        # Their pointer words, one gather of each entry's k words as one
        # void element (numpy's fancy index of 2-D rows is several times
        # slower), NONE slots dropped.
        pv = "V%d" % (4 * k)
        wv = whole.reshape(nfull * m, 2 + k)[:, 2:].view(pv)[:, 0]
        intail = np.nonzero(gu >= nfull * m)[0]  # entries of a cut last superblock: at most m
        Pv = np.take(wv, np.minimum(gu, nfull * m - 1)) if nfull else np.empty(len(gu), pv)
        if len(intail):
            Pv[intail] = tail.reshape(m, 2 + k)[gu[intail] - nfull * m, 2:].view(pv)[:, 0]
        P = Pv.view("<u4").reshape(len(gu), k)
        keep = P != NONE
        per = np.zeros(len(gu), dtype=np.int64)
        for c in range(k):  # a column at a time: numpy's sum over short rows is slow
            per += keep[:, c]
        ptrs = P[keep] if int(per.sum()) != P.size else P.reshape(-1)
        if len(ptrs) and int(ptrs.max()) >= self.max_ptr:
            return None
        count = np.bincount(owner, weights=per, minlength=V)
        if len(count) != V:
            return None
        count = count.astype(np.int64)
        if (count.astype(np.uint64) != np.asarray(want, dtype=np.uint64)).any():
            return None
        start = np.cumsum(count) - count
        return ptrs, start, count  # pointers stay uint32, as on disk
