"""Sequential reference for user-walk.cs: simulates the 64 random walkers
with the program's LCG, prints the lines the program must print, and (with
a file argument) checks every VP's binary stream in the Stream* file with the
in-tree Python reader against the simulated events."""
import os
import struct
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "..", "python"))

NVP = 64


def walk_c(vp):
    seed, x, steps, events = vp * 7919 + 13, 0.0, 0, []
    while True:
        prod = (seed * 1103515245 + 12345) & 0xFFFFFFFF  # two's-complement wrap
        if prod >= 1 << 31:
            prod -= 1 << 32
        seed = prod & 0x7FFFFFFF
        x += ((seed >> 16) % 3) - 1
        steps += 1
        events.append((steps, x))
        if x > 5.0 or x < -5.0 or steps >= 40:
            return events


def main():
    walks = [walk_c(v) for v in range(NVP)]
    lens = [len(w) for w in walks]
    if len(sys.argv) == 1:
        print("total steps %d max %d min %d" % (sum(lens), max(lens), min(lens)))
        print("records %d ok 1 lastpos-match 1" % sum(lens))
        print("text lines %d bad 0" % sum(lens))
        return
    import streamstar
    f = streamstar.open(sys.argv[1])
    for v, w in enumerate(walks):
        # struct event { int step; double pos; }: 4 bytes, 4 padding, 8
        want = b"".join(struct.pack("<i4xd", s, p) for s, p in w)
        got = f.stream(v)
        if got != want:
            sys.exit("VP %d: stream of %d bytes differs from the reference (%d bytes)" % (v, len(got), len(want)))
    t = streamstar.open(sys.argv[2])
    for v, w in enumerate(walks):
        want = "".join("%d %s\n" % (s, ("%g" % p)) for s, p in w).encode()
        if t.stream(v) != want:
            sys.exit("VP %d: text stream differs: %r" % (v, t.stream(v)[:40]))
    print("streams match the reference for %d VPs" % NVP)


if __name__ == "__main__":
    main()
