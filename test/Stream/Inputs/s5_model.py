"""Sequential models of the streams written by the sweep5-*.cs tests (Stream*
round 5), compared byte for byte with what the in-tree Python reader
(python/streamstar) finds in the file; optionally also with a `streamstar
convert` output (--npy OUT.npy: VP order, uint8, fill 0) and with a dump of
every stream as the C* runtime reads it (--dump D, written by
Inputs/s3_dump.cs).

  s5_model.py MODEL FILE [MODEL ARGS] [--npy X.npy] [--dump D]
Prints "FILE: N VPs match" (and one line per extra check) or the first
difference; exit status 1 on any difference."""
import struct
import sys

import streamstar


def particles(steps, V=21):
    out = []
    for i in range(V):
        x, vel, b = i * 1.5, i % 4 - 1.5, b""
        for t in range(steps):
            x += vel * 0.25; vel = vel * 0.5 + 1
            if (i + t) % 3 != 0 or t == 0:
                b += struct.pack("<iidd", t, i, x, vel)
        out.append(b)
    return out

MODELS = {"particles": lambda a: particles(int(a[0]))}

def compare(label, got, exp):
    if len(got) != len(exp):
        print("%s: %d VPs, expected %d" % (label, len(got), len(exp))); return False
    for v, (g, e) in enumerate(zip(got, exp)):
        if g != e:
            print("%s: VP %d differs: got %r (%d bytes), expected %r (%d bytes)" % (label, v, g[:64], len(g), e[:64], len(e)))
            return False
    print("%s: %d VPs match" % (label, len(exp))); return True

def main(a):
    opts = {}
    while len(a) > 2 and a[-2] in ("--npy", "--dump"):
        opts[a[-2]] = a[-1]; a = a[:-2]
    exp = MODELS[a[0]](a[2:])
    f = streamstar.open(a[1])
    ok = compare(a[1], [f.stream(v) for v in range(f.nvp)], exp)
    if "--npy" in opts:  # streamstar convert OUT.npy (VP order, uint8, fill 0)
        import numpy
        arr = numpy.load(opts["--npy"])
        L = max(len(e) for e in exp)
        ok = (arr.shape[-1] == L and arr.size == len(exp) * L) and ok
        arr = arr.reshape(len(exp), -1)
        ok = compare("convert " + opts["--npy"], [arr[v].tobytes() for v in range(len(exp))],
                     [e + bytes(L - len(e)) for e in exp]) and ok
    if "--dump" in opts:  # every stream as the C* runtime read it (Inputs/s3_dump.cs)
        d = streamstar.open(opts["--dump"])
        got = []
        for v in range(d.nvp):
            r = d.stream(v)
            got.append(r[8:8 + struct.unpack("<q", r[:8])[0]])
        ok = compare("dump", got, exp) and ok
    return 0 if ok else 1


def text(V=20):
    out = []
    for v in range(V):
        name = "n%d_%s" % (v, "odd" if v % 2 else "even")
        s = "%5d|%-8.3f|%s|%c|%x\n" % (v, v / 3.0, name, chr(ord('a') + v % 26), v * 17)
        s += "key=value pair\n" + "#%d\n" % (v % 10)
        s += "%08.2e %+d %%\n" % (v * 1e3, -v)
        s += "%d%03d%s\n" % (v % 7 + 1, v, "tail word")
        if v % 3 == 0: s += "extra\n"
        s += "[%*d]" % (4, v)
        out.append(s.encode())
    return out

MODELS["text"] = lambda a: text()

def elem(V=13):
    out = []
    for v in range(V):
        x, b = v + 0.125, b""
        for k in range(v % 3 + 1):
            b += b"v=%d k=%d:" % (v, k) + struct.pack("<d", x) + b"\n"; x *= 2
        if v % 2: b += b"odd\n"
        out.append(b)
    return out

MODELS["elem"] = lambda a: elem()

def seek(V=21):
    out = []
    for v in range(V):
        a = [v * 100 + j for j in range(10)]
        pos = 4 * (v % 10) if v % 3 == 0 else 32 if v % 3 == 1 else 20
        pos += 4
        if v % 2 == 0: pos = (v % 5) * 4
        b = bytearray(struct.pack("<10i", *a))
        if v % 4 != 3: b[pos:pos + 4] = struct.pack("<i", -v)
        if v % 5 == 4: b += bytes(8) + struct.pack("<i", 77)
        out.append(bytes(b))
    return out

MODELS["seek"] = lambda a: seek()

def rwa(steps, V=9):
    out = []
    for v in range(V):
        b = b""
        for st in steps:
            if st == "w": b = b"".join(struct.pack("<i", v * 10 + j) for j in range(v % 4 + 1))
            elif st == "rplus":
                b = struct.pack("<i", -v * 10) + b[4:]
                if v % 2: b += b"R"
            elif st == "aplus": b += b"AP"
        out.append(b)
    return out

MODELS["rwa"] = lambda a: rwa(a[0].split(","))

def shapes(V):
    out = []
    for v in range(V):
        b = struct.pack("<d", v * 0.5 - 3)
        if v % 5 == 2: b += b"L%d\n" % v
        b += struct.pack("<2h", v % 1000, -(v % 1000))[:2 * (v % 3)]
        out.append(b)
    return out

MODELS["shapes"] = lambda a: shapes(int(a[0]))

def reopen(to, txt, V=35):
    out = []
    for v in range(V):
        b = b""
        for it in range(to):
            if (v + it) % 4 != 0:
                b += b"%d %d\n" % (it, v) if txt else struct.pack("<d", it * 1000 + v)
            if it % 7 == 3:
                b += bytes((v * 7 + it + k) & 255 for k in range((v % 5) * 37))
        out.append(b)
    return out

MODELS["reopen"] = lambda a: reopen(int(a[0]), a[1] == "t")

def negate(base):
    out = []
    for b in base:
        n = len(b) // 8
        vals = struct.unpack("<%dd" % n, b[:8 * n])
        out.append(struct.pack("<%dd" % n, *[-x for x in vals]) + b[8 * n:] + struct.pack("<d", n))
    return out

MODELS["reopen_neg"] = lambda a: negate(reopen(int(a[0]), False))

def opts(V=21):
    out = []
    for v in range(V):
        ks = [0, 1, 2] + ([3] if v % 3 != 1 else []) + ([4] if v % 2 else [])
        out.append(b"".join(struct.pack("<3i", v, k, k * v) for k in ks))
    return out

MODELS["opts"] = lambda a: opts()

MIX_SIZES = [12, 4, 8, 12, 1, 3, 16]

def mixrec(k, V=12):
    out = []
    for v in range(V):
        b = b"".join(bytes((v * 31 + n * 7 + j) & 255 for j in range(n)) for n in MIX_SIZES)
        if k == 0: b += struct.pack("<id", v, v * 0.25)
        out.append(b)
    return out

MODELS["mixrec"] = lambda a: mixrec(int(a[0]))

def multi(which, V=20, steps=6):
    out = []
    for v in range(V):
        b = b""
        for k in range(steps):
            x = (v - 7) * 0.5 + k * 1.25
            if which == "out" and x > 0: b += struct.pack("<d", x * x)
            if which == "notes" and x <= 0: b += b"k%d %.2f\n" % (k, x)
        out.append(b)
    return out

MODELS["multi"] = lambda a: multi(a[0])

def tiles(V=300):
    out = []
    for v in range(V):
        b = struct.pack("<d", -v) if v else b""
        b += b"".join(struct.pack("<d", v * 100 + k) for k in range(20))
        b += b"".join(struct.pack("<3i", v, k, -k) for k in range(3))
        b += b"".join(struct.pack("<i", v * 7 + k) for k in range(5))
        out.append(b)
    return out

MODELS["tiles"] = lambda a: tiles()


# ---- add models above this line ----
if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
