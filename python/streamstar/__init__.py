"""Read Stream* files — one byte stream per virtual processor (VP) — into numpy.

    f = streamstar.open("out.dat")
    f.shape                       # the VP shape, e.g. (4, 1000)
    f.stream(3)                   # VP 3's stream as bytes (or f.stream((0, 3)))
    a = f.to_numpy("float64", order="vp", fill=float("nan"))
    f.info()                      # dict: shape, segments, lengths, striping

Written from docs/stream-format.md alone. External files (a flat array with
no .meta) open with an explicit shape: streamstar.open(path, shape=(4, 1000)).
"""
from ._errors import StreamStarError
from ._file import File, open

__all__ = ["open", "File", "StreamStarError"]
__version__ = "0.1.0"
