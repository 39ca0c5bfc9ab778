"""Read access to the data file NAME, which the parallel file layer may stripe.

An ordinary file is read directly. A striped file has a small text layout
record at NAME (first line `cstar-pfs-layout 1`, then `unit U`, `size S`,
`targets N`, N lines `file PATH`, last line `check XXXXXXXX`, an FNV-1a 32
hash of everything before it); logical byte `off` lives in stripe file
(off // U) % N at ((off // U) // N) * U + off % U. Bytes past the end read as
zero (Stream* files may be sparse)."""
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
        for p in self.files:
            try:
                self._fds.append(os.open(p, os.O_RDONLY))
            except OSError as e:
                if not self.striped:
                    raise StreamStarError("%s: %s" % (p, e.strerror))
                self._fds.append(None)  # a missing stripe file reads as zeros

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

    def array(self, off, n):
        """Bytes [off, off+n) as a read-only uint8 array (zeros past the end):
        a view of the file's mapping for an ordinary file, a copy otherwise."""
        size = self.size()
        if not self.striped and n > 0 and off + n <= size:
            if getattr(self, "_map", None) is None or len(self._map) < size:
                self._map = np.memmap(self.files[0], dtype=np.uint8, mode="r", shape=(size,))
            return self._map[off:off + n]
        return np.frombuffer(self.read(off, n), dtype=np.uint8)

    def info(self):
        if not self.striped:
            return {"striped": False, "targets": 1, "files": self.files}
        return {"striped": True, "stripe_unit": self.unit, "targets": len(self.files),
                "files": self.files}
