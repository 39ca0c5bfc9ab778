"""Read access to the data file NAME, which the parallel file layer may stripe.

An ordinary file is read directly. A striped file has a small text layout
record at NAME (first line `cstar-pfs-layout 1`, then `unit U`, `size S`,
`targets N`, N lines `file PATH`, last line `check XXXXXXXX`, an FNV-1a 32
hash of everything before it); logical byte `off` lives in stripe file
(off // U) % N at ((off // U) // N) * U + off % U. Bytes past the end read as
zero (Stream* files may be sparse); every stripe file must exist."""
import errno
import os

import numpy as np

from ._errors import StreamStarError

LAYOUT_MAGIC = b"cstar-pfs-layout 1\n"


def _fnv1a(data):
    h = 2166136261
    for c in data:
        h = ((h ^ c) * 16777619) & 0xFFFFFFFF
    return h


def _parse_layout(path, text):
    def bad(why):
        return StreamStarError("%s: layout record is corrupt: %s" % (path, why))
    cpos = text.rfind(b"check ")
    if cpos < 0:
        raise bad("no checksum line")
    try:
        want = int(text[cpos + 6:cpos + 14], 16)
    except ValueError:
        raise bad("unreadable checksum line")
    if _fnv1a(text[:cpos]) != want:
        raise bad("checksum mismatch")
    unit, size, ntargets, files = None, -1, None, []
    for line in text[len(LAYOUT_MAGIC):cpos].decode("utf-8", "replace").split("\n"):
        if not line:
            continue
        key, _, val = line.partition(" ")
        try:
            if key == "unit":
                unit = int(val)
            elif key == "size":
                size = int(val)
            elif key == "targets":
                ntargets = int(val)
            elif key == "file":
                # A relative stripe path is relative to the record's directory.
                files.append(val if val.startswith("/") else
                             os.path.join(os.path.dirname(path) or ".", val))
            else:
                raise bad("unknown field '%s'" % key)
        except ValueError:
            raise bad("field '%s' is not a number" % key)
    if unit is None or unit < 1:
        raise bad("stripe unit missing or < 1")
    if ntargets is None or ntargets != len(files) or ntargets < 1:
        raise bad("target count does not match the file lines")
    return unit, size, files


class DataFile:
    """The logical byte stream of NAME: `read(off, n)` returns exactly n bytes."""

    def __init__(self, path):
        self.path = path
        if os.path.isdir(path):
            raise StreamStarError("%s: is a directory" % path)
        try:
            with open(path, "rb") as f:
                head = f.read(len(LAYOUT_MAGIC))
        except OSError as e:
            raise StreamStarError("%s: %s" % (path, e.strerror))
        self.unit, self.files = None, [path]
        self.striped = head == LAYOUT_MAGIC
        if self.striped:
            with open(path, "rb") as f:
                text = f.read(1 << 20)
            self.unit, self.recorded_size, self.files = _parse_layout(path, text)
        self._fds = []
        for t, p in enumerate(self.files):
            try:
                self._fds.append(os.open(p, os.O_RDONLY))
            except OSError as e:
                self.close()
                if not self.striped:
                    raise StreamStarError("%s: %s" % (p, e.strerror))
                # The file layer creates every stripe file (empty ones too): a
                # missing one is a target not mounted or copied here, not zeros.
                raise StreamStarError("%s: stripe file %s (target %d of %d in the layout record) cannot be opened: "
                                      "%s%s" % (path, p, t + 1, len(self.files), e.strerror,
                                                " (is that target directory mounted or copied here?)"
                                                if e.errno == errno.ENOENT else "")) from None

    def close(self):
        self._map = None
        for fd in self._fds:
            if fd is not None:
                os.close(fd)
        self._fds = []

    def size(self):
        """Logical size: bytes that reached the disk."""
        if not self.striped:
            return os.fstat(self._fds[0]).st_size
        U, N, size = self.unit, len(self.files), 0
        for t, fd in enumerate(self._fds):
            ts = os.fstat(fd).st_size if fd is not None else 0
            if ts > 0:
                last = ts - 1
                size = max(size, ((last // U) * N + t) * U + last % U + 1)
        return size

    def file_size(self, t):
        """Bytes of stripe file t (of the file itself when not striped)."""
        fd = self._fds[t]
        return os.fstat(fd).st_size if fd is not None else 0

    def ends(self):
        """Where each stripe file's bytes end, as logical offsets: a logical
        byte of target t is on disk iff it lies below ends()[t] (the file
        layer writes every stripe file to the length the file's size
        implies, so one cut short behind its back ends below the others).
        An ordinary file: [size()]. Below the lowest end every byte is there."""
        if not self.striped:
            return [self.size()]
        U, N = self.unit, len(self.files)
        return [((s // U) * N + t) * U + s % U for t, s in ((t, self.file_size(t)) for t in range(N))]

    def missing(self, a, c, ends):
        """Bytes of each piece [a[i], c[i]) (int64 arrays) at or past its
        target's end (`ends` from ends()): (count, first such offset where
        count > 0, a list of the totals per target)."""
        if not self.striped:
            x = np.maximum(a, ends[0])
            n = np.clip(c - x, 0, None)
            return n, x, [int(n.sum())]
        U, N = self.unit, len(self.files)
        row = U * N
        n = np.zeros(len(a), np.int64)
        first = np.full(len(a), np.iinfo(np.int64).max, np.int64)
        per = []
        for t, e in enumerate(ends):
            def below(z):  # bytes of target t in [0, z): whole stripe rows, then its unit of the last
                return z // row * U + np.clip(z % row - t * U, 0, U)
            x = np.maximum(a, min(e, np.iinfo(np.int64).max))
            k = np.where(x < c, below(c) - below(x), 0)
            u = x // U
            y = np.where(u % N == t, x, (u + (t - u % N) % N) * U)  # target t's first byte at or after x
            first = np.where(k > 0, np.minimum(first, y), first)
            n += k
            per.append(int(k.sum()))
        return n, first, per

    def _pread(self, t, off, n):
        fd = self._fds[t]
        out = b""
        while fd is not None and len(out) < n:
            got = os.pread(fd, n - len(out), off + len(out))
            if not got:
                break
            out += got
        return out + bytes(n - len(out))

    def read(self, off, n):
        if not self.striped:
            return self._pread(0, off, n)
        U, N, parts = self.unit, len(self.files), []
        while n > 0:
            su, inner = divmod(off, U)
            k = min(n, U - inner)
            parts.append(self._pread(su % N, (su // N) * U + inner, k))
            off += k
            n -= k
        return b"".join(parts)

    def _map_of(self, size):
        """A read-only mapping of the whole (ordinary) data file, kept open."""
        if getattr(self, "_map", None) is None or len(self._map) < size:
            self._map = np.memmap(self.files[0], dtype=np.uint8, mode="r", shape=(size,))
        return self._map

    def _destripe(self, off, n):
        """Bytes [off, off+n) of a striped file as a new uint8 array: one read
        per target of the stripe rows the range covers, interleaved with numpy
        (stripe row r holds units r*N .. r*N+N-1, unit u on target u % N)."""
        U, N = self.unit, len(self.files)
        r0, r1 = off // (U * N), -(-(off + n) // (U * N))
        rows = np.zeros((r1 - r0, N, U), dtype=np.uint8)
        for t in range(N):
            got = self._pread(t, r0 * U, (r1 - r0) * U)
            rows[:, t, :] = np.frombuffer(got, dtype=np.uint8).reshape(r1 - r0, U)
        start = off - r0 * U * N
        return rows.reshape(-1)[start:start + n]

    def array(self, off, n):
        """Bytes [off, off+n) as a read-only uint8 array (zeros past the end):
        a view of the file's mapping for an ordinary file, a copy otherwise."""
        size = self.size()
        if n <= 0:
            return np.empty(0, dtype=np.uint8)
        if not self.striped and off + n <= size:
            return self._map_of(size)[off:off + n]
        if self.striped and n >= 4 * self.unit:
            return self._destripe(off, n)
        return np.frombuffer(self.read(off, n), dtype=np.uint8)

    def block_view(self, base, b):
        """The whole b-byte blocks at base, base+b, ... that an ordinary file
        holds, as a 1-D array of b-byte void elements over its mapping (None
        when striped or when there is none)."""
        size = self.size()
        if self.striped or size < base + b:
            return None
        whole = (size - base) // b
        return self._map_of(size)[base:base + whole * b].reshape(whole, b).view("V%d" % b)[:, 0]

    def blocks(self, base, b, idx, chunk_bytes=16 << 20):
        """Yields (sel, arr) until every block in idx is given once: arr[i] is
        the b bytes at base + idx[sel[i]] * b (zeros past the end). For an
        ordinary file, one fancy-index gather out of the mapping per chunk of
        idx; for a striped one, idx sorted and cut into ranges of nearby
        blocks, each de-striped with one read per target."""
        idx = np.asarray(idx, dtype=np.int64)
        if not len(idx):
            return
        size = self.size()
        step = max(1, chunk_bytes // b)
        if not self.striped:
            whole = (size - base) // b if size > base else 0
            view = self._map_of(size)[base:base + whole * b].reshape(whole, b) if whole else None
            # A block as one element: take() moves b bytes at a time.
            vview = view.view("V%d" % b)[:, 0] if whole else None
            for c in range(0, len(idx), step):
                sel = np.arange(c, min(len(idx), c + step))
                part = idx[sel]
                if whole and int(part.max()) < whole:
                    yield sel, np.take(vview, part).view(np.uint8).reshape(len(part), b)
                    continue
                out = np.zeros((len(sel), b), dtype=np.uint8)
                inside = part < whole
                if whole:
                    out[inside] = view[part[inside]]
                for i in np.nonzero(~inside)[0]:  # a truncated file: short or missing blocks
                    out[i] = np.frombuffer(self.read(base + int(part[i]) * b, b), dtype=np.uint8)
                yield sel, out
            return
        order = np.argsort(idx, kind="stable")
        s = idx[order]
        # A range ends at a gap wider than a stripe row (or 1 MiB) or when it
        # would span more than chunk_bytes.
        gap = max(1, max(1 << 20, self.unit * len(self.files)) // b)
        i = 0
        while i < len(s):
            first = int(s[i])
            hi = int(np.searchsorted(s, first + step, side="left"))
            cuts = np.nonzero(np.diff(s[i:hi]) > gap)[0]
            j = i + int(cuts[0]) + 1 if len(cuts) else hi
            last = int(s[j - 1])
            arr = self.array(base + first * b, (last - first + 1) * b).reshape(-1, b)
            yield order[i:j], arr[s[i:j] - first]
            i = j

    def info(self):
        if not self.striped:
            return {"striped": False, "targets": 1, "files": self.files}
        return {"striped": True, "stripe_unit": self.unit, "targets": len(self.files),
                "files": self.files}
