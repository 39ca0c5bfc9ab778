"""Sequential models of the per-VP streams written by the sweep7-*.cs tests,
compared byte for byte with what the Python package (python/streamstar)
reads from the file.

  s7_model.py MODEL NAME [ARGS]
Prints 'NAME: N VPs match' or the first difference, and exits 1 on one."""
import os
import struct
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "..", "python"))
import streamstar  # noqa: E402


def log():
    out = []
    for v in range(15):
        b = b""
        for s in range(12):
            if (v + s) % 4 == 3:
                continue
            p, w = (v * 7 + s * 3) % 11, 1 + (v + s) % 5
            b += b"s%02d v%d <%s>|%*d %d%%\n" % (s, v, b"x" * p, w, v * s, (v * s) % 100)
        out.append(b)
    return out


REC = struct.Struct("<c7xdh2xi")


def structs():
    """sweep7-structs.cs recs.dat: fields of VP v's 2 + v%3 records."""
    return [[(bytes([65 + k]), v + k / 4.0, v * 100 + k, v * 1000 + k) for k in range(2 + v % 3)]
            for v in range(10)]


def one():
    return [[(b"z", float(-v), v, -7 * v)] for v in range(10)]


def as_records(got):
    if len(got) % REC.size:
        return None
    return [REC.unpack_from(got, o) for o in range(0, len(got), REC.size)]


def update(step):
    """sweep7-update.cs: VP v has 4 + v%3 ints v*10+k; step 1 negates
    record min(v%7, n-1) and sets record 3 to 3000+v."""
    out = []
    for v in range(14):
        n = 4 + v % 3
        r = [v * 10 + k for k in range(n)]
        if step == "1":
            k = min(v % 7, n - 1)
            r[k] = -r[k]
            r[3] = 3000 + v
        out.append(struct.pack("<%di" % n, *r))
    return out


def letters():
    return [bytes(97 + v + i for i in range(v % 4 + 1)) for v in range(9)]


def wplus():
    return [bytes([65 + v]) + (bytes([48 + v]) if v % 2 else b"") + b"z" for v in range(9)]


def evolve(steps):
    """sweep7-checkpoint.cs: the 4x6 grid after `steps` steps."""
    x = [[(i * 6 + j) * 37 % 101 for j in range(6)] for i in range(4)]
    for st in range(steps):
        g = lambda i, j: x[i][j] if 0 <= i < 4 and 0 <= j < 6 else 0
        x = [[(2 * x[i][j] + g(i, j + 1) + g(i + 1, j) + st) % 10007 for j in range(6)] for i in range(4)]
    return [x[i][j] for i in range(4) for j in range(6)]


def ckpt(step):
    """ckpt.dat at a checkpoint of step `step`: step, x, x%3 + 1 history ints."""
    return [struct.pack("<ii", int(step), x) + b"".join(struct.pack("<i", x + j) for j in range(x % 3 + 1))
            for x in evolve(int(step))]


def final(step):
    return [struct.pack("<i", x) for x in evolve(int(step))]


def ckptsum(*steps):
    for s in steps:
        print("step %s sum %d" % (s, sum(evolve(int(s)))))
    sys.exit(0)


def multi_a(step):
    """sweep7-multi.cs a.dat: v*10+s for s < 5; step 1 appends -1-v."""
    return [struct.pack("<5i", *[v * 10 + s for s in range(5)]) + (struct.pack("<i", -1 - v) if step == "1" else b"")
            for v in range(12)]


def multi_b():
    return [struct.pack("<5i", *[-v - s for s in range(5)]) for v in range(12)]


def multi_c(step):
    """c.dat: v*100+s where (v+s)%3 != 0; step 1 negates each VP's second record."""
    out = []
    for v in range(12):
        r = [v * 100 + s for s in range(5) if (v + s) % 3 != 0]
        if step == "1":
            r[1] = -r[1]
        out.append(struct.pack("<%di" % len(r), *r))
    return out


def where_open():
    return [(struct.pack("<i", v) if v % 2 else b"") + struct.pack("<i", 100 + v) for v in range(12)]


def fmt():
    """sweep7-fmt.cs: Python's % for C's conversions (no length modifiers)."""
    out = []
    for v in range(8):
        w, p = 1 + v % 6, v % 5
        big, z, hh = 1000000000000 * (v + 1) + v, v * 4000000000, (v * 40 - 100 + 128) % 256 - 128
        d = v * 1.5 - 2
        t = "[%*d][%-*d][%.*s] 100%%\n" % (w, v, w, -v, p, "abcdefghij")
        t += "%d %d %d %s %o\n" % (big, z, hh, "%#x" % (v * 255) if v else "0", v * 8)  # C: %#x of 0 is "0"
        t += "%f %g %+.3e %c %5.2f %s\n" % (v + 0.25, d, d * 1000, chr(65 + v), d, "n%d" % v)
        if v % 3 == 1:
            t += "odd %d\n" % v
        t += "end\n"
        out.append(t.encode())
    return out


def keep(steps, extra=""):
    """sweep7-dirkeep.cs: VP v (v%3 != 1, or every VP with `all`) holds
    v*1000+s for s < steps; +ap,rp: then v+5000 appended (every VP), and
    the last two records negated."""
    out = []
    for v in range(35):
        on = extra == "all" or v % 3 != 1
        r = [v * 1000 + s for s in range(int(steps))] if on else []
        if extra == "+ap,rp":
            if on:
                r[-1] = -r[-1]
            r.append(-(v + 5000))
        out.append(struct.pack("<%di" % len(r), *r))
    return out


def keep_size(name, steps, how, extra=""):
    """.dir holds at most the entries of the sessions that gave a VP a new
    block (b_IB 64: every 16th int) plus superblock headers and slack;
    without keeping, one entry per appending VP per session at least."""
    import os
    vps = 35 if extra == "all" else len([v for v in range(35) if v % 3 != 1])
    n = int(steps)
    if how == "keep":  # lists of 1, 2, 3 blocks (k = 6): one entry each time
        limit = (vps * ((n + 15) // 16) + 64) * 32
    else:
        limit = None
    d = os.path.getsize(name + ".dir")
    if limit is None:
        ok = d >= vps * n * 32
        print("dir ok" if ok else "dir %d bytes, fewer than the %d of one entry per VP per session" % (d, vps * n * 32))
    else:
        print("dir ok" if d <= limit else "dir %d bytes, more than %d" % (d, limit))
    sys.exit(0)


def g3():
    """sweep7-shapeopen.cs: VP (i, j, l), k = 100i + 10j + l, writes 10k..10k+3
    and then 10k+1, 10k+2 when k is odd."""
    out = []
    for i in range(2):
        for j in range(3):
            for l in range(2):
                k = 100 * i + 10 * j + l
                r = [k * 10 + x for x in range(4)] + ([k * 10 + 1, k * 10 + 2] if k % 2 else [])
                out.append(struct.pack("<%di" % len(r), *r))
    return out


def tiny():
    return [struct.pack("<i", 42) + b"line 42\n" + b"s0\ns1\ns2\n"]


def textscan():
    out = []
    for v in range(11):
        b = b""
        for j in range(3 + v % 3):
            let = bytes(97 + (v + j + k) % 26 for k in range(40 + 7 * v + 13 * j))
            b += b"L%d:%s %d %d\n" % (j, let, v * j, -(v + j) * 1000)
        out.append(b)
    return out


def sizes():
    out = []
    for v in range(6):
        n = (1 + v % 4) * (1 + v % 2)
        out.append(bytes(65 + v + j for j in range(n)) + struct.pack("<ii", v, -v))
    return out


MODELS = {"sizes": sizes, "textscan": textscan, "tiny": tiny, "g3": g3, "keep": keep, "fmt": fmt, "multi-a": multi_a, "multi-b": multi_b, "multi-c": multi_c, "where-open": where_open, "ckpt": ckpt, "final": final, "letters": letters, "wplus": wplus, "update": update, "log": log, "structs": structs, "one": one}
RECORDS = {"structs", "one"}


def main():
    model, name = sys.argv[1], sys.argv[2]
    if model == "keep-size":
        keep_size(name, *sys.argv[3:])
    if model == "ckptsum":
        ckptsum(*sys.argv[2:])
    want = MODELS[model](*sys.argv[3:])
    with streamstar.open(name) as f:
        nvps = f.info()["nvp"]
        got = [f.stream(v) for v in range(nvps)]
    if nvps != len(want):
        print("%s: %d VPs, the model has %d" % (name, nvps, len(want)))
        sys.exit(1)
    if model in RECORDS:  # fields only: padding bytes hold whatever the struct held
        got = [as_records(g) for g in got]
    for v, (g, w) in enumerate(zip(got, want)):
        if g != w:
            print("%s: VP %d differs: got %r, want %r" % (name, v, g[:120], w[:120]))
            sys.exit(1)
    print("%s: %d VPs match" % (name, len(want)))


if __name__ == "__main__":
    main()
