"""Sequential models of the per-VP streams written by the sweep-*.cs tests,
compared byte for byte with what the in-tree Python reader (python/streamstar)
finds in the file and, optionally, with a dump written by Inputs/s3_dump.cs
(every VP's stream read back by the C* runtime: {long len; char b[2048]}).

  s3_model.py modes NAME STEPS [DUMP]   STEPS: comma-separated, e.g. w,a,rplus
  s3_model.py where NAME [DUMP]
  s3_model.py elemental NAME [DUMP]
Prints 'NAME: N VPs match' or the first difference, exit 1."""
import struct
import sys

import streamstar

MAX = 2048


def modes(steps, V=91):
    s = [b""] * V
    for st in steps:
        for v in range(V):
            if st == "w":
                s[v] = b"".join(struct.pack("<i", v * 1000 + j) for j in range(5))
            elif st == "a":
                s[v] += b"".join(struct.pack("<i", v * 1000 + 100 + j) for j in range(v % 4))
            elif st == "rplus":
                s[v] = s[v][:4] + struct.pack("<i", -v) + s[v][8:]
                if v % 2:
                    s[v] += struct.pack("<i", 7)
            elif st == "aplus":
                s[v] += struct.pack("<h", 0x5151)
            elif st == "neg":  # r+: every whole int after byte 20 negated in place
                b = bytearray(s[v])
                for o in range(20, len(b) - 3, 4):
                    b[o:o + 4] = struct.pack("<i", -struct.unpack("<i", b[o:o + 4])[0])
                s[v] = bytes(b)
            else:
                raise SystemExit("unknown step " + st)
    return s


def where(V=45):
    s = []
    for v in range(V):
        b = struct.pack("<i", v)
        if v % 3 == 0:
            b += struct.pack("<d", v / 2)
        if v % 2 and v % 5:
            b += struct.pack("<h", v)
        b += bytes(ord("a") + j for j in range(v % 7))
        s.append(b)
    return s


def elemental(V=24):
    s = []
    for v in range(V):
        b = struct.pack("<i", v) + b"v=%d sq=%d\n" % (v, v * v)
        if v % 3:
            b += b"odd-line\n"
        b += b"#\n" + b"log %d\nL\n" % (v + 100) + b"va %d end\n" % (2 * v) + struct.pack("<d", v + 0.25)
        s.append(b)
    return s


def dumped(path, V):
    f = streamstar.open(path)
    if f.nvp != V:
        raise SystemExit("%s: %d VPs, expected %d" % (path, f.nvp, V))
    out = []
    for v in range(V):
        r = f.stream(v)
        L = struct.unpack("<q", r[:8])[0]
        out.append(r[8:8 + L])
    return out


def compare(label, got, exp):
    for v, (g, e) in enumerate(zip(got, exp)):
        if g != e:
            print("%s: VP %d differs: got %r (%d bytes), expected %r (%d bytes)"
                  % (label, v, g[:48], len(g), e[:48], len(e)))
            return False
    if len(got) != len(exp):
        print("%s: %d VPs, expected %d" % (label, len(got), len(exp)))
        return False
    print("%s: %d VPs match" % (label, len(exp)))
    return True


def main(a):
    if a[0] == "modes":
        exp, rest = modes(a[2].split(",")), a[3:]
    elif a[0] == "where":
        exp, rest = where(), a[2:]
    elif a[0] == "elemental":
        exp, rest = elemental(), a[2:]
    else:
        raise SystemExit("unknown model " + a[0])
    f = streamstar.open(a[1])
    ok = compare(a[1], [f.stream(v) for v in range(f.nvp)], exp)
    for d in rest:
        ok = compare("dump", dumped(d, len(exp)), exp) and ok
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
