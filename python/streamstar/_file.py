"""A Stream* file opened for reading: per-VP streams and whole-file arrays."""
import builtins
import os

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


def open(path, shape=None):
    """Opens a Stream* file (NAME with NAME.meta) or, given `shape`, an
    external flat file (no .meta): one NB segment, F / V bytes per VP."""
    return File(path, shape)


class File:
    def __init__(self, path, shape=None):
        path = os.fspath(path)
        self.path = path
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
                want = tuple(shape) if hasattr(shape, "__len__") else (shape,)
                if tuple(int(d) for d in want) != dims:
                    raise StreamStarError("%s.meta: shape= %s differs from the file's shape %s (shape= is for "
                                          "files with no .meta)" % (path, list(want), list(dims)))
        elif shape is None:
            raise StreamStarError("%s.meta: no such file (not a Stream* file; pass shape= to "
                                  "read it as an external flat file)" % path)
        else:
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

    def _external(self, shape):
        shape = shape if hasattr(shape, "__len__") and not isinstance(shape, str) else (shape,)
        for d in shape:  # int() would take "3", 2.5 or -3 without a word
            if isinstance(d, bool) or not isinstance(d, (int, np.integer)) or d <= 0:
                raise StreamStarError("%s: shape= %r: extent %r is not a positive integer" % (self.path, shape, d))
        if len(shape) > 8:
            raise StreamStarError("%s: shape= has %d axes, at most 8" % (self.path, len(shape)))
        shape = tuple(int(d) for d in shape)
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

    def ib_pointers(self, v):
        m = self.meta
        n = int(self.lengths[v])
        want = -(-(n - m["ib_start"]) // m["b_ib"]) if n > m["ib_start"] else 0
        if self._dir is None:
            return []
        head = int(self._first[v])
        return self._dir.pointers(v, head, want) if want or head != NONE else []

    def stream(self, vp):
        """VP `vp`'s stream (an index in row-major order, or coordinates)."""
        v = self._vp_index(vp)
        m, V, n = self.meta, self.nvp, int(self.lengths[v])
        out = []
        nb_len, ib_start = m["nb_rows"] * m["b_nb"], m["ib_start"]
        # Regular segments: block r of VP v sits in row r, column v (§2).
        for seg_off, b, lo, hi in ((0, m["b_nb"], 0, nb_len),
                                   (m["cb_off"], m["b_cb"], nb_len, ib_start)):
            p = lo
            while p < min(n, hi):
                r = (p - lo) // b
                k = min(b, min(n, hi) - p)
                out.append(self.data.read(seg_off + (r * V + v) * b, k))
                p += k
        if n > ib_start:
            b, left = m["b_ib"], n - ib_start
            for p in self.ib_pointers(v):
                k = min(b, left)
                out.append(self.data.read(m["ib_off"] + p * b, k))
                left -= k
        return b"".join(out)

    def _ib_bytes(self, v, n):
        """The IB part of VP v's stream (n = its length) as a uint8 array."""
        m = self.meta
        b, ptrs = m["b_ib"], self.ib_pointers(v)
        out = np.empty(len(ptrs) * b, dtype=np.uint8)
        i = 0
        while i < len(ptrs):  # runs of adjacent blocks in one read each
            j = i + 1
            while j < len(ptrs) and ptrs[j] == ptrs[j - 1] + 1:
                j += 1
            out[i * b:j * b] = self.data.array(m["ib_off"] + ptrs[i] * b, (j - i) * b)
            i = j
        return out[:n - m["ib_start"]]

    def _fill_regular(self, flat):
        """The NB and CB parts of every stream into flat[v, :ib_start] (bytes
        past a VP's length are overwritten by the padding afterwards): whole
        rows read at once and transposed, as the format lays them out
        (char seg[rows][V][b])."""
        m, V = self.meta, self.nvp
        L = flat.shape[1]
        nb_len = m["nb_rows"] * m["b_nb"]
        for seg_off, b, lo, hi in ((0, m["b_nb"], 0, nb_len), (m["cb_off"], m["b_cb"], nb_len, m["ib_start"])):
            hi = min(hi, L)
            if hi <= lo or not b:
                continue
            rows = -(-(hi - lo) // b)
            step = max(1, (16 << 20) // max(1, V * b))  # rows per read: about 16 MiB
            for r in range(0, rows, step):
                k = min(step, rows - r)
                raw = self.data.array(seg_off + r * V * b, k * V * b).reshape(k, V, b)
                p0 = lo + r * b
                p1 = min(hi, p0 + k * b)
                flat[:, p0:p1] = raw.transpose(1, 0, 2).reshape(V, k * b)[:, :p1 - p0]

    # ---- whole file ----------------------------------------------------------
    def to_numpy(self, dtype="u1", order="vp", fill=0, record_bytes=None):
        """The file as one array. order="vp": shape (*shape, L) with each VP's
        stream contiguous; order="record": shape (R, *shape[, rb/itemsize]),
        record r of every VP, then record r+1. Streams shorter than the
        longest are padded with `fill` (a value of dtype, or a bytes object of
        length 1 for a byte)."""
        dt = resolve_dtype(dtype)
        geo = array_geometry(self.meta, int(self.lengths.max()) if self.nvp else 0,
                             dt.itemsize, order, record_bytes, self.path)
        L, V = geo["padded_len"], self.nvp
        try:  # a damaged length can ask for more than any memory
            flat = np.empty((V, L), dtype=np.uint8)
        except (ValueError, MemoryError) as e:
            raise StreamStarError("%s: to_numpy: %d VPs x %d bytes is too large for memory (%s)"
                                  % (self.path, V, L, e))
        pat = np.frombuffer(fill_pattern(dt, fill), dtype=np.uint8)
        padrow = np.resize(pat, L) if L else np.empty(0, np.uint8)
        self._fill_regular(flat)
        m, lens = self.meta, self.lengths
        for v in range(V):
            n = int(lens[v])
            if n > m["ib_start"]:
                flat[v, m["ib_start"]:n] = self._ib_bytes(v, n)
            flat[v, n:] = padrow[n:]
        if order == "record":
            rb = geo["record_bytes"]
            flat = flat.reshape(V, L // rb, rb).transpose(1, 0, 2)
        return np.ascontiguousarray(flat).view(dt).reshape(geo["shape"])

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
                "length": {"min": int(lens.min()) if self.nvp else 0,
                           "median": float(np.median(lens)) if self.nvp else 0,
                           "max": int(lens.max()) if self.nvp else 0,
                           "total": int(lens.sum())},
                "data": self.data.info()}
