"""Model of sweep11-aplus-log.cs: VP v's log after runs 1..R, each run
appending (when (v + r) % 3 != 0) "run r vp v <first (v*r)%23 letters>\\n",
then "n=<lines read back>\\n". Compared with the file read by the Python
package: s11_aplus_model.py NAME R"""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "..", "python"))
import streamstar  # noqa: E402

name, runs = sys.argv[1], int(sys.argv[2])
f = streamstar.open(name)
letters = "abcdefghijklmnopqrstuvwxyz"
bad = 0
for v, got in f.streams():
    lines = []
    for r in range(1, runs + 1):
        if (v + r) % 3 != 0:
            lines.append("run %d vp %d %s\n" % (r, v, letters[:(v * r) % 23]))
        lines.append("n=%d\n" % len(lines))
    want = "".join(lines).encode()
    if got != want:
        bad += 1
        if bad < 4:
            print("VP %d: got %r\n      want %r" % (v, got, want))
print("%s: %d VPs %s after %d runs" % (name, len(f), "match the model" if not bad else "DIFFER", runs))
