"""Sequential models of the files the sweep8-*.cs tests write or read,
compared with what numpy and the Python package (python/streamstar) read.

  s8_model.py MODEL [ARGS]
Prints 'NAME: ... match' (or 'ok') or the first difference, and exits 1 on one."""
import os
import struct
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "..", "python"))
import numpy as np  # noqa: E402
import streamstar  # noqa: E402


def fail(msg):
    print(msg)
    sys.exit(1)


def compare(name, want):
    """Every VP's stream of NAME (package) equals want[v]."""
    f = streamstar.open(name)
    if f.info()["nvp"] != len(want):
        fail("%s: %d VPs, the model has %d" % (name, f.info()["nvp"], len(want)))
    for v, w in enumerate(want):
        got = f.stream(v)
        if got != w:
            i = next((i for i in range(min(len(got), len(w))) if got[i] != w[i]), min(len(got), len(w)))
            fail("%s: VP %d differs at byte %d (lengths %d, %d): got %r, want %r"
                 % (name, v, i, len(got), len(w), got[max(0, i - 20):i + 40], w[max(0, i - 20):i + 40]))
    return len(want)


def mkext():
    """sweep8-external.cs inputs: int a[3][8][6] = k*1000 + i*10 + j (numpy), and 13 bytes."""
    a = np.array([[[k * 1000 + i * 10 + j for j in range(6)] for i in range(8)] for k in range(3)], dtype="<i4")
    a.tofile("e2.dat")
    np.arange(13, dtype=np.int8).tofile("odd.dat")


def ext3(name):
    """d3.dat: double a[3][2][3][4], a[r][e] = r*100 + e + 0.5, after the r+ append."""
    want = np.array([[r * 100 + e + 0.5 for e in range(24)] for r in range(3)]).reshape(3, 2, 3, 4)
    got = np.fromfile(name, dtype="<f8")
    if got.size != want.size or not (got.reshape(want.shape) == want).all():
        fail("%s: numpy differs: %r" % (name, got[:30]))
    n = compare(name, [b"".join(struct.pack("<d", r * 100 + e + 0.5) for r in range(3)) for e in range(24)])
    print("%s: numpy %s ok, package %d VPs match" % (name, want.shape, n))


def wloop_streams():
    """sweep8-whereloop.cs: VP v of 35, 8 iterations of the nested wheres."""
    out = []
    for v in range(35):
        b = b""
        for it in range(8):
            if v % 2 == it % 2:
                if v % 3 != it % 3:
                    b += struct.pack("<i", v * 100 + it)
                else:
                    b += struct.pack("<h", v * 10 + it)
            elif (v + it) % 5 == 0:
                b += bytes([ord("a") + it])
        out.append(b)
    return out


def wloop(outfile, name):
    s = wloop_streams()
    L = [len(b) for b in s]
    lines = ["len sum %d wsum %d" % (sum(L), sum(l * (v + 1) for v, l in enumerate(L)))]
    n = sum(1 for l in L if l > 0)
    lines.append("mid reads %d bsum %d" % (n, sum(s[v][L[v] // 2] * (v + 1) for v in range(35) if L[v])))
    lines.append("tell after %d" % sum((L[v] // 2 + (1 if L[v] else 0)) * (v + 1) for v in range(35)))
    tail = 0
    for v in range(35):
        if L[v] >= 4:
            k = 4 if v % 2 == 0 else 2
            tail += int.from_bytes(s[v][-k:], "little")
    lines.append("tail sum %d" % tail)
    lines.append("eof 0 close 0")
    got = open(outfile).read().splitlines()
    if got != lines:
        fail("output differs:\n got %r\nwant %r" % (got, lines))
    print("%s: %d VPs match, %d output lines match" % (name, compare(name, s), len(lines)))


REC8 = struct.Struct("<ii3dhhi")


def structs(name):
    """sweep8-structs.cs st.dat."""
    out = []
    for v in range(12):
        n = 1 + v % 3
        r = (v, -1, v + 0.5, v + 0.25, float(-v), 7, -v, v * v)
        ra = [(100 * k + v, k, k * 10 + v / 100.0, k * 10 + 1 + v / 100.0, k * 10 + 2 + v / 100.0, k, v, -k)
              for k in range(3)]
        b = struct.pack("<3d", *r[2:5]) + struct.pack("<%dd" % n, *r[2:2 + n]) + struct.pack("<d", ra[1][4])
        b += REC8.pack(*ra[2]) + REC8.pack(*r) + REC8.pack(*ra[0]) + REC8.pack(*ra[1])
        out.append(b)
    print("%s: %d VPs match" % (name, compare(name, out)))


def array(name):
    """sweep8-array.cs ar.dat."""
    out = []
    for v in range(21):
        a = [v * 10 + k + 0.125 for k in range(10)]
        m = [v * 100 + r * 10 + c for r in range(2) for c in range(3)]
        n = v % 5
        out.append(struct.pack("<10d", *a) + struct.pack("<4d", *a[3:7]) + struct.pack("<%dd" % n, *a[:n])
                   + struct.pack("<6i", *m))
    print("%s: %d VPs match" % (name, compare(name, out)))


def c_alt_octal(n):
    return "0" if n == 0 else "0%o" % n


def conv(name):
    """sweep8-conv.cs cv.txt: the three fprintf calls per VP, C's formatting."""
    out = []
    for v in range(9):
        w, p, d = 3 + v % 4, v % 3, (v - 4) * 1234.5678
        t = "[%*.*e][%-*g][%*x][%s][%c][%*s][%.*s]\n" % (w + 8, p, d, w + 4, d, w, v * 4099, c_alt_octal(v * 8 + 1),
                                                        chr(65 + v), w, "ab", p + 1, "xyzw")
        t += "%g %e %x %o %c %s %d %i %u 100%%|" % (d / 7, d, v * 255, v * 64, chr(97 + v), "word", v - 4, -v,
                                                   ((v * 3000000000) & 0xFFFFFFFF) // 9)
        t += "abcdefgh%d:%2d|tail %d\n" % (v, v, v * v)
        out.append(t.encode())
    print("%s: %d VPs match" % (name, compare(name, out)))


def lines(outfile):
    """sweep8-lines.cs ln.txt (and its copy cp.txt), and the printed counts."""
    out = []
    for v in range(11):
        b = b""
        for ln in range(5):
            n = 0 if ln == 2 else (v * 37 + ln * 53) % 151
            t = bytes(ord("a") + (v + k + ln) % 26 for k in range(n))
            if ln < 4 or v % 3:
                b += t
                if ln < 4 or v % 2:
                    b += b"\n"
        out.append(b)
    pieces = 0
    for b in out:  # fgets(piece, 7): up to 6 bytes, ending early after a newline
        i = 0
        while i < len(b):
            j = b.find(b"\n", i, i + 6)
            i = j + 1 if j >= 0 else min(i + 6, len(b))
            pieces += 1
    total = sum(len(b) for b in out)
    want = ["fputs negative 0, pieces %d, eof 11" % pieces,
            "size-2 bytes %d, size-1 empty 33, tell 0" % total]
    got = open(outfile).read().splitlines()
    if got != want:
        fail("output differs:\n got %r\nwant %r" % (got, want))
    compare("ln.txt", out)
    compare("cp.txt", out)
    print("ln.txt, cp.txt: %d VPs match, output matches" % len(out))


def fclose():
    """sweep8-fclose.cs: cw.dat, fn.dat, fs.dat."""
    cw = [struct.pack("<i", v * 11) + (struct.pack("<i", v * 11 + 1) if v % 2 else b"") for v in range(10)]
    fn = [struct.pack("<i", v * 3) * (2 if (v * 3) % 2 else 1) for v in range(10)]
    fs = [struct.pack("<i", i * 10 + j) for i in range(2) for j in range(3)]
    n = compare("cw.dat", cw), compare("fn.dat", fn), compare("fs.dat", fs)
    print("cw.dat fn.dat fs.dat: %d + %d + %d VPs match" % n)


def sessions(name, step):
    """sweep8-sessions.cs ss.dat after step 1 (write), 2 (append), 3 (a+)."""
    out = []
    for v in range(22):
        b = struct.pack("<ii", v, v + 100) + (struct.pack("<i", v + 200) if v % 3 == 0 else b"")
        if int(step) >= 2:
            b += struct.pack("<i", v + 300) + (struct.pack("<h", v + 400) if v % 4 == 1 else b"")
        if int(step) >= 3:
            b += struct.pack("<i", v * 7)
        out.append(b)
    print("%s: %d VPs match after step %s" % (name, compare(name, out), step))


def manyopen(iters="100"):
    """sweep8-manyopen.cs: f{k}.dat last written by step i = iters + k."""
    for k in range(5):
        i = int(iters) + k
        out = []
        for v in range(1024):
            x = struct.pack("<i", v * 1000 + i)
            out.append(x + (x if v % 3 == 1 else b"") + b"<%d>" % (v + i) + struct.pack("<i", -v))
        compare("f%d.dat" % k, out)
    print("f0.dat .. f4.dat: 5 x 1024 VPs match")


def filearray():
    """sweep8-filearray.cs: ex.dat (numpy, record 0 negated) and m0..m2.dat."""
    a = np.arange(24, dtype="<i4")
    a[:6] = -np.arange(6)
    got = np.fromfile("ex.dat", dtype="<i4")
    if got.shape != a.shape or not (got == a).all():
        fail("ex.dat: numpy differs: %r" % got)
    compare("ex.dat", [a.reshape(4, 6)[:, v].tobytes() for v in range(6)])
    n = [compare("m%d.dat" % k, [struct.pack("<i", v * 10 + k) if v >= k else b"" for v in range(6)])
         for k in range(3)]
    print("ex.dat numpy ok; m0.dat m1.dat m2.dat: %d + %d + %d VPs match" % tuple(n))


if __name__ == "__main__":
    globals()[sys.argv[1]](*sys.argv[2:])
