"""A Stream* file opened for reading: per-VP streams and whole-file arrays."""
import builtins
import os
import warnings

import numpy as np

from ._data import DataFile
from ._dir import Directory
from ._errors import StreamStarError
from ._meta import HAS_IB, NONE, parse_first, parse_meta
from ._layout import array_geometry, fill_pattern, resolve_dtype


def _slurp(path):
    try:
        with builtins.open(path, "rb") as f:
            return f.read()
    except OSError as e:
        raise StreamStarError("%s: %s" % (path, e.strerror))


def open(path, shape=None, allow_short=False, salvage=False):
    """Opens a Stream* file (NAME with NAME.meta) or, given `shape`, an
    external flat file (no .meta): one NB segment, F / V bytes per VP.
    A data file cut short (stream bytes past its end, or past the end of
    one of its stripe files) makes stream(), streams() and to_numpy() raise
    StreamStarError naming the file, how many bytes of the VPs read are
    missing and from which offset; with
    salvage=True (allow_short=True is the older name; as `streamstar
    cat/convert --salvage`) they read as the fill byte 0x00 and a
    UserWarning with the same text is issued (warnings.warn)."""
    return File(path, shape, allow_short, salvage)


class File:
    def __init__(self, path, shape=None, allow_short=False, salvage=False):
        path = os.fsdecode(path)  # a bytes path too (path + ".meta" below)
        self.path = path
        self.allow_short = self.salvage = bool(allow_short) or bool(salvage)
        if os.path.isdir(path):
            raise StreamStarError("%s: is a directory" % path)
        if not os.path.exists(path):
            raise StreamStarError("%s: no such file" % path)
        self.data = DataFile(path)
        if os.path.exists(path + ".meta"):
            self.meta, self.lengths = parse_meta(path + ".meta", _slurp(path + ".meta"))
            self.external = False
            # shape= is for external files: one that contradicts the .meta is
            # a mistake to report, not an argument to ignore.
            dims = tuple(int(d) for d in self.meta["dims"])
            if shape is not None:
                want = self._shape_arg(shape)
                if want != dims:
                    raise StreamStarError("%s.meta: shape= %s differs from the file's shape %s (shape= is for "
                                          "files with no .meta)" % (path, list(want), list(dims)))
        elif shape is None:
            raise StreamStarError("%s.meta: no such file (not a Stream* file; pass shape= to "
                                  "read it as an external flat file)" % path)
        else:
            # the IB directory of a Stream* file whose .meta was lost: its data
            # are not one flat array (runtime/src/stream/open.c says the same)
            for suf in (".first", ".dir"):
                if os.path.exists(path + suf):
                    raise StreamStarError("%s.meta: missing, but %s%s exists: %s is a Stream* file that lost its "
                                          "metadata, not a plain array, and cannot be read without it" %
                                          (path, path, suf, path))
            self._external(shape)
        self.shape = tuple(int(d) for d in self.meta["dims"])
        self.nvp = int(self.meta["nvp"])
        self._dir = self._first = None
        if self.meta["flags"] & HAS_IB:
            self._first = parse_first(path + ".first", _slurp(path + ".first"), self.meta)
            # The runtime writes .dir through the file layer, so it may be striped too.
            d = DataFile(path + ".dir")
            self._dir = Directory(path + ".dir", d.read(0, d.size()), self.meta)
            d.close()

    def _shape_arg(self, shape):
        """shape= as a tuple of positive ints, else StreamStarError (checked
        for a file with a .meta too: int() would take "9x13" apart into a
        ValueError, and 2.5 or "3" without a word)."""
        shape = shape if hasattr(shape, "__len__") and not isinstance(shape, (str, bytes)) else (shape,)
        for d in shape:
            if isinstance(d, bool) or not isinstance(d, (int, np.integer)) or d <= 0:
                raise StreamStarError("%s: shape= %r: extent %r is not a positive integer" % (self.path, shape, d))
        if len(shape) > 8:
            raise StreamStarError("%s: shape= has %d axes, at most 8" % (self.path, len(shape)))
        return tuple(int(d) for d in shape)

    def _external(self, shape):
        shape = self._shape_arg(shape)
        V = int(np.prod(shape)) if shape else 0
        F = self.data.size()
        if not shape or V <= 0 or F % V:
            raise StreamStarError("%s: size %d is not a multiple of %d VPs of shape %s"
                                  % (self.path, F, V, list(shape)))
        n = F // V
        self.meta = {"dims": shape, "nvp": V, "flags": 1, "b_nb": n, "nb_rows": 1 if n else 0,
                     "b_cb": 1, "cb_len": 0, "cb_off": F, "ib_off": F, "ib_start": n,
                     "writer_ranks": 1, "uniform": True}
        self.lengths = np.full(V, n, dtype=np.uint64)
        self.external = True

    def close(self):
        self.data.close()

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()

    # ---- one VP ------------------------------------------------------------
    def _vp_index(self, vp):
        coords = vp if isinstance(vp, (tuple, list)) else (vp,)
        if any(isinstance(c, bool) or not isinstance(c, (int, np.integer)) for c in coords):
            raise StreamStarError("%s: VP %r is not an index or a tuple of coordinates" % (self.path, vp))
        if isinstance(vp, (tuple, list)):
            if len(vp) != len(self.shape) or any(not 0 <= c < d for c, d in zip(vp, self.shape)):
                raise StreamStarError("%s: VP %s is outside shape %s" % (self.path, list(vp), list(self.shape)))
            return int(np.ravel_multi_index(tuple(vp), self.shape))
        vp = int(vp)
        if not 0 <= vp < self.nvp:
            raise StreamStarError("%s: VP %d is outside 0..%d" % (self.path, vp, self.nvp - 1))
        return vp

    def _want(self):
        """Data blocks each VP's list must yield (§5), as a uint64 array."""
        m, n = self.meta, self.lengths.astype(np.uint64)
        s, b = np.uint64(m["ib_start"]), np.uint64(m["b_ib"])
        over = np.where(n > s, n - s, np.uint64(0))  # uint64 throughout: a forged 2^64-1 stays huge
        return over // b + (over % b != 0).astype(np.uint64)

    # A few short lists are walked entry by entry (microseconds); more VPs,
    # or long lists, use the table of every VP's pointers, built once per
    # open in one numpy pass over the directory (about a second of CPU for
    # 1M VPs: stream(v) of one VP must not pay it).
    WALK_VPS, WALK_BLOCKS = 64, 1 << 16

    def _table(self):
        """(ptrs, start, count) of every VP from one numpy pass over the
        directory, or None where some list is not plainly valid (then each VP
        is walked on its own, which names the damage)."""
        if not hasattr(self, "_tab"):
            self._tab = None
            if self._dir is not None:
                self._tab = self._dir.all_lists(self._first, self._want())
            elif not self._want().any():
                z = np.zeros(self.nvp, np.int64)
                self._tab = (np.empty(0, np.int64), z, z)
        return self._tab

    def _walks(self, vs):
        """Whether the VPs vs (a range or an index array) are read by walking
        their lists rather than from the table (see WALK_VPS)."""
        if hasattr(self, "_tab") or len(vs) > self.WALK_VPS:
            return getattr(self, "_tab", 0) is None
        ib, b = int(self.meta["ib_start"]), int(self.meta["b_ib"])
        blocks = sum(-(-(int(self.lengths[v]) - ib) // b) for v in vs if int(self.lengths[v]) > ib)
        return blocks <= self.WALK_BLOCKS

    def ib_pointers(self, v):
        tab = None if self._walks((v,)) else self._table()
        if tab is not None:
            ptrs, start, count = tab
            return [int(p) for p in ptrs[start[v]:start[v] + count[v]]]
        return self._walk(v)

    def _walk(self, v):
        """VP v's pointers by walking its list entry by entry (the checks and
        messages of §5)."""
        m = self.meta
        n = int(self.lengths[v])
        want = -(-(n - m["ib_start"]) // m["b_ib"]) if n > m["ib_start"] else 0
        if self._dir is None:
            return []
        head = int(self._first[v])
        return self._dir.pointers(v, head, want) if want or head != NONE else []

    def _band_table(self, v0, v1):
        """VPs v0..v1-1's pointers: (ptrs, start relative to ptrs, count)."""
        tab = None if self._walks(range(v0, v1)) else self._table()
        if tab is not None:
            ptrs, start, count = tab
            lo = int(start[v0]) if v1 > v0 else 0
            hi = int(start[v1 - 1] + count[v1 - 1]) if v1 > v0 else 0
            return ptrs[lo:hi], start[v0:v1] - lo, count[v0:v1]
        lists = [self._walk(v) for v in range(v0, v1)]
        count = np.array([len(x) for x in lists], dtype=np.int64)
        ptrs = np.array([p for x in lists for p in x], dtype=np.int64)
        return ptrs, np.cumsum(count) - count, count

    def _fill_ib(self, flat, v0, v1):
        """The IB part of VPs v0..v1-1 into rows 0.. of flat (columns
        ib_start.. of each; bytes past a VP's length are left as they are
        or hold the rest of its last block). Blocks are gathered out of the
        data file a chunk at a time and scattered with one fancy index each:
        block j of row i lands at flat[i, ib_start + j*b:][:b]."""
        m = self.meta
        ib_start, b = int(m["ib_start"]), int(m["b_ib"])
        nv, L = flat.shape
        if L <= ib_start or not nv:
            return
        ptrs, start, count = self._band_table(v0, v1)
        if not len(ptrs):
            return
        # Whole blocks through a (row, block) view of flat, a block as one
        # element; the column jc, cut by the row's end, keeps its first r bytes.
        jc, r = divmod(L - ib_start, b)
        whole = flat[:, ib_start:ib_start + jc * b].reshape(nv, jc, b).view("V%d" % b)[:, :, 0]
        cut = flat[:, ib_start + jc * b:]
        # The first `rect` blocks of every row (an ordinary file holding them):
        # gathered straight into place, np.take of a (row, j) pointer matrix.
        rect = min(int(count.min()), jc)
        src = self.data.block_view(int(m["ib_off"]), b) if rect else None
        if src is not None:
            step = max(1, (16 << 20) // (rect * b))
            for r0 in range(0, nv, step):
                P = start[r0:r0 + step, None] + np.arange(rect)[None, :]
                P = ptrs[P]
                if int(P.max()) >= len(src):  # a block past the end: the general path below
                    rect = 0
                    break
                np.take(src, P, out=whole[r0:r0 + step, :rect], mode="clip")  # in range: checked above
        if src is None:
            rect = 0
        keep = np.arange(len(ptrs), dtype=np.int64) - np.repeat(start, count) >= rect
        ptrs = ptrs[keep]
        if not len(ptrs):
            return
        row = np.repeat(np.arange(nv, dtype=np.int64), np.maximum(count - rect, 0))
        j = np.arange(len(ptrs), dtype=np.int64) - np.repeat(np.cumsum(count - rect) - (count - rect), count - rect) + rect
        for sel, blk in self.data.blocks(int(m["ib_off"]), b, ptrs):
            js, rs = j[sel], row[sel]
            s = js >= jc
            if not s.any():
                whole[rs, js] = blk.view("V%d" % b)[:, 0]
                continue
            whole[rs[~s], js[~s]] = blk[~s].view("V%d" % b)[:, 0]
            cut[rs[s]] = blk[s, :r]

    def _rows(self, seg_off, b, r, k, v0, v1):
        """Rows r..r+k-1 of a regular segment, VPs v0..v1-1: shape (k, v1-v0, b)
        (a view of the mapping where the file is ordinary and whole)."""
        V, nv = self.nvp, v1 - v0
        off, n = seg_off + r * V * b, k * V * b
        if not self.data.striped and off + n <= self.data.size():
            return self.data.array(off, n).reshape(k, V, b)[:, v0:v1, :]
        if nv == V:
            return self.data.array(off, n).reshape(k, V, b)
        out = np.empty((k, nv, b), dtype=np.uint8)
        for i in range(k):
            out[i] = self.data.array(seg_off + ((r + i) * V + v0) * b, nv * b).reshape(nv, b)
        return out

    def _fill_regular(self, flat, v0, v1):
        """The NB and CB parts of VPs v0..v1-1 into rows 0.. of flat (columns
        :ib_start; bytes past a VP's length are overwritten by the padding
        afterwards): bands of rows read at once and transposed, as the format
        lays them out (char seg[rows][V][b]), b bytes moved as one element."""
        m = self.meta
        nv, L = flat.shape
        nb_len = m["nb_rows"] * m["b_nb"]
        for seg_off, b, lo, hi in ((0, m["b_nb"], 0, nb_len), (m["cb_off"], m["b_cb"], nb_len, m["ib_start"])):
            b, lo, hi = int(b), int(lo), min(int(hi), L)
            if hi <= lo or not b or not nv:
                continue
            rows = -(-(hi - lo) // b)
            whole = (hi - lo) // b  # rows whose b bytes all fit
            ew = np.dtype("V%d" % b) if b <= 64 else None

            def put(dst, raw, k, n):  # raw (k, n, b) -> dst (n, k*b)
                if ew is not None:  # a block as one element: copies of b bytes, not b copies
                    dst.view(ew)[...] = raw.view(ew)[:, :, 0].T
                else:
                    dst.reshape(n, k, b)[...] = raw.transpose(1, 0, 2)
            V = self.nvp
            if whole and not self.data.striped and seg_off + whole * V * b <= self.data.size():
                # Mapped: tiles of about 1 MiB of output (tv VPs x k rows), so
                # each output row is written once while in cache (bands of
                # rows across every VP touch each row once per band).
                seg = self.data.array(seg_off, whole * V * b).reshape(whole, V, b)
                tv = max(1, min(nv, (1 << 20) // (whole * b)))
                k = whole if tv > 1 else max(1, min(whole, (1 << 20) // b))
                for a in range(0, nv, tv):
                    n = min(tv, nv - a)
                    for r in range(0, whole, k):
                        kk = min(k, whole - r)
                        p0 = lo + r * b
                        put(flat[a:a + n, p0:p0 + kk * b], seg[r:r + kk, v0 + a:v0 + a + n], kk, n)
            else:
                step = max(1, (16 << 20) // max(1, nv * b))  # rows per band: about 16 MiB
                for r in range(0, whole, step):
                    k = min(step, whole - r)
                    p0 = lo + r * b
                    put(flat[:, p0:p0 + k * b], self._rows(seg_off, b, r, k, v0, v1), k, nv)
            if whole < rows:  # the last row, cut by the segment or the array's width
                raw = self._rows(seg_off, b, whole, 1, v0, v1)
                p0 = lo + whole * b
                flat[:, p0:hi] = raw[0, :, :hi - p0]

    def _fill(self, flat, v0, v1):
        """VPs v0..v1-1's streams into rows 0.. of flat (bytes past each
        length unspecified)."""
        self._fill_regular(flat, v0, v1)
        if int(self.lengths[v0:v1].max(initial=0)) > self.meta["ib_start"]:
            self._fill_ib(flat, v0, v1)

    @staticmethod
    def _pad(flat, lens, padrow):
        """Bytes at and past each row's length := padrow's bytes there."""
        nv, L = flat.shape
        rows = np.nonzero(lens < L)[0]
        if not len(rows):
            return
        col = np.arange(L)
        step = max(1, (8 << 20) // max(1, L))
        for c in range(0, len(rows), step):
            rr = rows[c:c + step]
            if len(rr) == rr[-1] - rr[0] + 1:  # consecutive rows: a view
                blk = flat[rr[0]:rr[-1] + 1]
                mask = col[None, :] >= lens[rr][:, None].astype(np.int64)
                np.copyto(blk, np.broadcast_to(padrow, blk.shape), where=mask)
            else:
                blk = flat[rr]
                mask = col[None, :] >= lens[rr][:, None].astype(np.int64)
                np.copyto(blk, np.broadcast_to(padrow, blk.shape), where=mask)
                flat[rr] = blk

    SHORT_LIMIT = 1 << 30

    def stream_bytes(self):
        """Bytes the streams hold by the .meta (the sum of the lengths)."""
        lens = self.lengths
        if self.meta.get("uniform"):
            return int(lens[0]) * self.nvp if self.nvp else 0
        if float(lens.sum(dtype=np.float64)) >= 2.0 ** 63:
            return int(lens.astype(object).sum())
        return int(lens.sum(dtype=np.uint64))

    def _refuse_if_short(self, what):
        """As `streamstar cat`/`convert` without --allow-short: refuses when
        the data file lacks most of the stream bytes (a sound file holds every
        one, §2), more than SHORT_LIMIT of them, which would read as zeros."""
        if self.allow_short:
            return
        total, size = self.stream_bytes(), self.data.size()
        missing = total - size
        if missing > self.SHORT_LIMIT and missing > size:
            raise StreamStarError(
                "%s: %s: %s.meta says the streams hold %d bytes but the data file has %d, so at least %d would "
                "read as zeros (truncated, or a damaged .meta: see `streamstar verify`; open(..., salvage=True) "
                "reads them as zeros)" % (self.path, what, self.path, total, size, missing))

    def _may_be_short(self):
        """False when the data file (each of its stripe files) reaches the
        end of every segment: then no stream byte can be missing and no
        per-VP pass is needed."""
        m, S, V = self.meta, min(self.data.ends()), self.nvp
        if self.stream_bytes() == 0:
            return False
        if m["nb_rows"] * V * m["b_nb"] > S:
            return True
        if m["cb_len"] and m["cb_off"] + -(-m["cb_len"] // m["b_cb"]) * V * m["b_cb"] > S:
            return True
        if m["flags"] & HAS_IB:
            used = m.get("ib_used_blocks", 0)
            end = m["ib_off"] + (used * m["b_ib"] if used else m["ib_sbs"] * m["sb_bytes"])
            if end > S:
                return True
        return False

    @staticmethod
    def _rows_past(seg, V, v, b, n, S):
        """For each VP of `v` with n[i] stream bytes in blocks of b (block r
        of VP v at seg + (r * V + v) * b): its whole blocks R, the bytes of
        its last one tail, its rows, and the first row whose block ends past
        S ((r * V + v) * b + b > S), as int64 arrays."""
        R, tail = np.divmod(n, b)
        t = seg + (v + 1) * b
        return R, tail, R + (tail > 0), np.where(t > S, 0, np.maximum(S - t, 0) // (V * b) + 1)

    @staticmethod
    def _regular_missing(seg, V, v, b, n, S):
        """Missing bytes of each VP of `v` (an int64 array) whose n[i] stream
        bytes lie in blocks of b, block r of VP v at seg + (r * V + v) * b,
        counting bytes at offsets >= S: (count, first offset) arrays, first
        meaningless where count is 0. O(1) per VP, all VPs at once."""
        miss = np.zeros(len(v), np.int64)
        if b <= 0:
            return miss, miss.copy()
        R, tail, rows, r0 = File._rows_past(seg, V, v, b, n, S)
        start = seg + (r0 * V + v) * b
        blen = np.where(r0 < R, b, tail)
        hit = (n > 0) & (r0 < rows) & (start + blen > S)
        frm = np.maximum(start, S)
        more = np.where(r0 + 1 < rows, (R - r0 - 1) * b + tail, 0)
        miss[hit] = (start + blen - frm + more)[hit]
        return miss, frm

    def _ib_missing(self, vs, L, S):
        """The IB blocks of the VPs vs (L their lengths) that reach past S:
        (row in vs, data file offset, stream bytes in it) arrays. From the
        directory table: the blocks past S are found in one pass over the
        pointers, and only they are traced to their VPs (a list that is not
        plainly valid: walked per VP, which names the damage)."""
        m = self.meta
        ib, b = int(m["ib_start"]), int(m["b_ib"])
        tab = None if self._walks(vs) else self._table()
        if tab is not None and isinstance(vs, range) and vs.step == 1:
            ptrs, start, count = self._band_table(vs.start, vs.stop)
        elif tab is not None:
            ptrs, start, count = tab
            idx = np.asarray(vs, dtype=np.int64)
            c = count[idx].astype(np.int64)
            first = np.cumsum(c) - c
            ptrs = ptrs[np.repeat(start[idx].astype(np.int64) - first, c) + np.arange(int(c.sum()), dtype=np.int64)]
            start, count = first, c
        else:
            lists = [self.ib_pointers(int(v)) if int(n) > ib else [] for v, n in zip(vs, L)]
            count = np.array([len(x) for x in lists], dtype=np.int64)
            start = np.cumsum(count) - count
            ptrs = np.array([p for x in lists for p in x], dtype=np.int64)
        off0 = int(m["ib_off"])
        cand = np.nonzero(off0 + ptrs.astype(np.int64) * b + b > S)[0]
        # the VP of each: the last whose list starts at or before it (VPs
        # with no block share the next one's start and come before it)
        row = np.searchsorted(np.asarray(start, dtype=np.int64), cand, side="right") - 1
        k = np.clip(L[row] - ib - (cand - np.asarray(start, dtype=np.int64)[row]) * b, 0, b)
        return row, off0 + ptrs[cand].astype(np.int64) * b, k

    @staticmethod
    def _regular_blocks(seg, V, v, b, n, S):
        """The blocks of each VP of `v` as _regular_missing lays them out,
        from the first that ends past S: (row in v, offset, length) arrays."""
        R, tail, rows, r0 = File._rows_past(seg, V, v, b, n, S)
        cnt = np.maximum(rows - r0, 0)
        row = np.repeat(np.arange(len(v), dtype=np.int64), cnt)
        r = np.repeat(r0 - (np.cumsum(cnt) - cnt), cnt) + np.arange(int(cnt.sum()), dtype=np.int64)
        return row, seg + (r * V + v[row]) * b, np.where(r < R[row], b, tail[row])

    def _check_missing(self, vps, what):
        """Stream bytes of the VPs `vps` (an iterable of indices; one listed
        twice counts twice) at or past the end of the data file, or of one
        of its stripe files (cut short after its close, stream-format §2,
        docs/pfs.md): raises StreamStarError naming them unless salvage, then
        warns. numpy over all VPs at once."""
        if not self._may_be_short():
            return
        m, V, data = self.meta, self.nvp, self.data
        ends = data.ends()
        S = min(ends)  # every byte below it is there
        nb, ib = m["nb_rows"] * m["b_nb"], m["ib_start"]
        if not isinstance(vps, range):
            vps = np.fromiter((int(v) for v in vps), dtype=np.int64)
        if not len(vps):
            return
        vs = np.arange(vps.start, vps.stop, vps.step, dtype=np.int64) if isinstance(vps, range) else vps
        lens = self.lengths[vps.start:vps.stop:vps.step] if isinstance(vps, range) else self.lengths[vs]
        # int64 is safe: segments end below 2^62 (_meta), and a length past
        # ib_start is bounded by its list (_ib_missing) before it is used
        L = np.minimum(lens, np.uint64(1 << 62)).astype(np.int64)
        miss, hit, first, per = 0, np.zeros(len(vs), bool), None, np.zeros(len(ends), np.int64)

        def add(n, frm, h, pt):
            nonlocal miss, first
            if n.any():
                miss += int(n.sum())
                hit[h] = True
                f = int(frm.min())
                first = f if first is None else min(first, f)
                per[:] += pt

        def pieces(row, off, k):  # blocks of the VPs at rows `row`: their missing bytes
            n, frm, pt = data.missing(off, off + k, ends)
            sel = n > 0
            add(n[sel], frm[sel], row[sel], pt)
        # a regular segment that ends below S misses nothing: skipped
        for seg, b, n, end in ((0, int(m["b_nb"]), np.minimum(L, nb), m["nb_rows"] * V * m["b_nb"]),
                               (int(m["cb_off"]), int(m["b_cb"]), np.clip(np.minimum(L, ib) - nb, 0, None),
                                m["cb_off"] + m.get("cb_rows", 0) * V * m["b_cb"] if m["cb_len"] else 0)):
            if end <= S or b <= 0:
                continue
            if data.striped:  # the stripe files may end at different rows: block by block
                pieces(*self._regular_blocks(seg, V, vs, b, n, S))
            else:
                n, frm = self._regular_missing(seg, V, vs, b, n, S)
                add(n, frm[n > 0], n > 0, [int(n.sum())])
        if m["flags"] & HAS_IB and m["ib_off"] + m["ib_sbs"] * m["sb_bytes"] > S and int(L.max()) > ib:
            pieces(*self._ib_missing(vps, L, S))
        if not miss:
            return
        nvps = int(hit.sum())
        if data.striped:
            where = "(cut short: %s)" % "; ".join(
                "stripe file %s, target %d of %d, has %d bytes" % (data.files[t], t + 1, len(ends), data.file_size(t))
                for t in range(len(ends)) if per[t])
        else:
            where = "(the file ends at %d)" % data.size()
        msg = ("%s: %s: data file truncated: %d stream bytes of %d VP%s are missing from offset %d on %s; they "
               "read as the fill byte 0x00 (see `streamstar verify`)"
               % (self.path, what, miss, nvps, "" if nvps == 1 else "s", first, where))
        if not self.salvage:
            raise StreamStarError(msg + "; open(..., salvage=True) reads them so")
        warnings.warn(msg + "; salvaged as asked (salvage=True)", UserWarning, stacklevel=3)

    def _alloc(self, V, L, what):
        """An uninitialised V x L byte array, or an error naming `what`."""
        try:  # a damaged length can ask for more than any memory
            return np.empty((V, L), dtype=np.uint8)
        except (ValueError, MemoryError) as e:
            raise StreamStarError("%s: %s: %d VPs x %d bytes is too large for memory (%s)"
                                  % (self.path, what, V, L, e))

    def stream(self, vp):
        """VP `vp`'s stream (an index in row-major order, or coordinates)."""
        v = self._vp_index(vp)
        self._refuse_if_short("stream(%d)" % v)
        n = int(self.lengths[v])
        if n > self.meta["ib_start"]:
            self.ib_pointers(v)  # a damaged list (or a forged length) fails here, before any allocation
        self._check_missing((v,), "stream(%d)" % v)
        flat = self._alloc(1, n, "stream(%d)" % v)
        self._fill(flat, v, v + 1)
        return flat.tobytes()

    def streams(self, start=0, stop=None):
        """Yields (v, stream) for VPs start..stop-1 in index order: bands of
        VPs (about 32 MiB each) are read at once, so this is the fast way to
        visit every VP."""
        stop = self.nvp if stop is None else min(int(stop), self.nvp)
        v = max(0, int(start))
        self._refuse_if_short("streams()")
        self._check_missing(range(v, stop), "streams()")
        while v < stop:
            ahead = self.lengths[v:min(stop, v + (1 << 20))].astype(np.int64)
            size = np.arange(1, len(ahead) + 1) * np.maximum.accumulate(ahead)
            nv = max(1, int(np.searchsorted(size, 32 << 20, side="right")))
            lens = ahead[:nv]
            flat = np.zeros((nv, int(lens.max())), dtype=np.uint8)
            self._fill(flat, v, v + nv)
            for i in range(nv):
                yield v + i, flat[i, :int(lens[i])].tobytes()
            v += nv

    def __iter__(self):
        """The streams of all VPs, in index order (bytes each)."""
        for _, s in self.streams():
            yield s

    def __len__(self):
        return self.nvp

    # ---- whole file ----------------------------------------------------------
    def to_numpy(self, dtype="u1", order="vp", fill=0, record_bytes=None):
        """The file as one array. order="vp": shape (*shape, L) with each VP's
        stream contiguous; order="record": shape (R, *shape[, rb/itemsize]),
        record r of every VP, then record r+1. Streams shorter than the
        longest are padded with `fill` (a value of dtype, or a bytes object of
        length 1 for a byte)."""
        dt = resolve_dtype(dtype)
        self._refuse_if_short("to_numpy")
        self._check_missing(range(self.nvp), "to_numpy")
        geo = array_geometry(self.meta, int(self.lengths.max()) if self.nvp else 0,
                             dt.itemsize, order, record_bytes, self.path)
        L, V = geo["padded_len"], self.nvp
        pat = np.frombuffer(fill_pattern(dt, fill), dtype=np.uint8)
        padrow = np.resize(pat, L) if L else np.empty(0, np.uint8)
        if order == "record" and self._rows_are_records(geo["record_bytes"]):
            out = self._alloc(V, L, "to_numpy").reshape(L // geo["record_bytes"], V, geo["record_bytes"])
            self._records_direct(out, padrow)
            return out.view(dt).reshape(geo["shape"])
        flat = self._alloc(V, L, "to_numpy")
        self._fill(flat, 0, V)
        self._pad(flat, self.lengths, padrow)
        if order == "record":
            flat = _records_first(flat, geo["record_bytes"])
        return flat.view(dt).reshape(geo["shape"])

    def _rows_are_records(self, rb):
        """Whether record order is the regular segments' rows as they are:
        no IB byte in any stream, and each non-empty regular segment made of
        rb-byte blocks starting at a multiple of rb (then record k of every
        VP is one row of the data file)."""
        m = self.meta
        if not self.nvp or int(self.lengths.max()) > m["ib_start"]:
            return False
        nb_len = m["nb_rows"] * m["b_nb"]
        return (not m["nb_rows"] or m["b_nb"] == rb) and \
            (not m["cb_len"] or (m["b_cb"] == rb and nb_len % rb == 0))

    def _records_direct(self, out, padrow):
        """Record order of a file whose rows are its records: the rows copied
        in bands (one memcpy each, no transposition), then the padding of
        shorter streams through a mask over (record, VP, byte)."""
        m, V = self.meta, self.nvp
        R, _, rb = out.shape
        nb_rows = int(m["nb_rows"])
        cb_rows = -(-int(m["cb_len"]) // rb) if m["cb_len"] else 0
        step = max(1, (16 << 20) // max(1, V * rb))
        for seg_off, k0, rows in ((0, 0, nb_rows), (int(m["cb_off"]), nb_rows, cb_rows)):
            rows = min(rows, R - k0)
            for r in range(0, max(0, rows), step):
                k = min(step, rows - r)
                out[k0 + r:k0 + r + k] = self._rows(seg_off, rb, r, k, 0, V)
        lens = self.lengths
        if int(lens.min()) >= R * rb:
            return
        pad = padrow.reshape(R, rb)
        o = np.arange(rb)
        step = max(1, (4 << 20) // max(1, V * rb))
        for k0 in range(int(lens.min()) // rb, R, step):
            k1 = min(R, k0 + step)
            pos = (np.arange(k0, k1) * rb)[:, None, None] + o[None, None, :]
            mask = pos >= lens.astype(np.int64)[None, :, None]
            np.copyto(out[k0:k1], pad[k0:k1, None, :], where=mask)

    def _length_summary(self):
        lens = self.lengths
        if not self.nvp:
            return {"min": 0, "median": 0, "max": 0, "total": 0}
        if self.meta.get("uniform"):  # one value: no V-sized temporaries
            n = int(lens[0])
            return {"min": n, "median": float(n), "max": n, "total": (n * self.nvp) % (1 << 64)}  # wraps as the tool's sum
        return {"min": int(lens.min()), "median": float(np.median(lens)), "max": int(lens.max()),
                "total": int(lens.sum())}

    def info(self):
        m, lens = self.meta, self.lengths
        segs = []
        if m["nb_rows"]:
            segs.append({"mode": "NB", "block": m["b_nb"], "rows": m["nb_rows"],
                         "bytes_per_vp": m["nb_rows"] * m["b_nb"], "offset": 0})
        if m["cb_len"]:
            segs.append({"mode": "CB", "block": m["b_cb"], "rows": m["cb_rows"],
                         "bytes_per_vp": m["cb_len"], "offset": m["cb_off"]})
        if m["flags"] & HAS_IB:
            segs.append({"mode": "IB", "block": m["b_ib"], "superblock": m["sb_bytes"],
                         "superblocks": m["ib_sbs"], "dir_superblocks": m["dir_sbs"],
                         "dir_ptrs": m["dir_ptrs"], "offset": m["ib_off"]})
        return {"path": self.path, "external": self.external, "shape": list(self.shape),
                "nvp": self.nvp, "writer_ranks": m["writer_ranks"], "segments": segs,
                "ib_start": m["ib_start"],
                "length": self._length_summary(),
                "data": self.data.info()}


def _records_first(flat, rb):
    """(V, L) bytes as (L/rb, V, rb): record r of every VP, then r+1. A
    record moves as one element (an unsigned integer of 1, 2, 4 or 8 bytes,
    else a void), in tiles of 32 VPs x 64 KiB so both sides stay in cache
    (numpy's plain transposed copy of a large array is several times slower)."""
    V, L = flat.shape
    R = L // rb
    et = {1: np.uint8, 2: np.uint16, 4: np.uint32, 8: np.uint64}.get(rb, np.dtype("V%d" % rb))
    src = flat.reshape(V, R, rb).view(et)[:, :, 0] if rb > 1 or et is not np.uint8 else flat
    out = np.empty((R, V), dtype=et)
    tv, tr = 32, max(1, (64 << 10) // (32 * rb))  # 64 KiB of source per tile
    for v in range(0, V, tv):
        for r in range(0, R, tr):
            out[r:r + tr, v:v + tv] = src[v:v + tv, r:r + tr].T
    return out.view(np.uint8).reshape(R, V, rb)
