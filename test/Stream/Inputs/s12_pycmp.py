"""Every VP's stream of a Stream* file, read by the Python package, against
the reference program's per-VP files (PREFIX0, PREFIX1, ...)."""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "..", "python"))
import streamstar  # noqa: E402

path, prefix = sys.argv[1], sys.argv[2]
with streamstar.open(path) as f:
    bad = [v for v in range(len(f)) if bytes(f.stream(v)) != open("%s%d" % (prefix, v), "rb").read()]
    print("%s: %d VPs, %s" % (path, len(f), "differ: %s" % bad if bad else "all match"))
