"""apps18-editor.cs: each stream of ed.dat (streamstar reader) against the
file the C reference edited for that VP (ref_ed<v>), byte for byte."""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "..", "python"))
import streamstar  # noqa: E402

streams = list(streamstar.open("ed.dat"))
bad = [v for v, s in enumerate(streams) if s != open("ref_ed%d" % v, "rb").read()]
print("ed %d streams %s" % (len(streams), "equal" if not bad else "differ at %s" % bad))
