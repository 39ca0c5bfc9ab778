"""Sequential model of the streams written by perf16-wherefast.cs (one C
stream per VP), compared byte for byte with what the in-tree Python reader
(python/streamstar) finds in the file.

  perf16_where_model.py NAME     prints 'NAME: V VPs match, N records'
  perf16_where_model.py --counts prints the record counts (all steps; first 20)
Exit 1 at the first difference."""
import struct
import sys

V, NS = 203, 40


def model():
    s = [bytearray() for _ in range(V)]
    n = n20 = 0
    for st in range(NS):
        for v in range(V):
            k = st % 5
            if k == 0 and v % 2 == 0:
                s[v] += struct.pack("<i", v * 1000 + st)
            elif k == 1 and v % 3 != 0:
                s[v] += struct.pack("<d", v + st * 0.25)
            elif k == 2 and (v + st) % 4 != 0:
                s[v] += struct.pack("<4i", *[v * 10 + st * 100 + j for j in range(4)])
            elif k == 3 and v % 7 != st % 7:
                s[v] += struct.pack("<h", v + st)
            elif k == 4 and v != 5:
                s[v] += struct.pack("<3i", *[-v - st * 7 - j for j in range(3)])
            else:
                continue
            n += 1
            n20 += st < 20
    return [bytes(x) for x in s], n, n20


def main(a):
    exp, n, n20 = model()
    if a[0] == "--counts":
        print(n, n20)
        return 0
    import streamstar
    f = streamstar.open(a[0])
    if f.nvp != V:
        print("%s: %d VPs, expected %d" % (a[0], f.nvp, V))
        return 1
    for v in range(V):
        got = f.stream(v)
        if got != exp[v]:
            i = next((j for j in range(min(len(got), len(exp[v]))) if got[j] != exp[v][j]), None)
            print("%s: VP %d differs: %d bytes, expected %d, first difference at %s" % (a[0], v, len(got), len(exp[v]), i))
            return 1
    print("%s: %d VPs match, %d records" % (a[0], V, n))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
