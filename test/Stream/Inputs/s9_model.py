"""Sequential models of the sweep9-*.cs application programs: each computes
what the C* program should write and print, independently of the runtime,
and checks the files with the Python package (python/streamstar) and numpy.

  s9_model.py MODEL [ARGS]
Prints what the program should print (diffed by the test) or 'NAME: ... match';
exits 1 at the first difference."""
import math
import os
import struct
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "..", "python"))
import numpy as np  # noqa: E402
import streamstar  # noqa: E402


# fail(): print and exit 1; compare(): every VP's stream equals the model's.
from s8_model import compare, fail  # noqa: E402,F401


def cdiv(a, b):
    """C's truncating division."""
    q = abs(a) // abs(b)
    return q if (a >= 0) == (b >= 0) else -q


def particles_log(steps):
    N = 37
    x = [(v * 97 + 13) % 1000 for v in range(N)]
    vel = [v % 7 - 3 for v in range(N)]
    logs = [[] for _ in range(N)]
    for step in range(steps):
        mean = cdiv(sum(x), 37)
        for v in range(N):
            if x[v] > mean + 200:
                vel[v] = -vel[v]
            x[v] = (x[v] + vel[v] * (step + 1) + 1000) % 1000
            if x[v] % 3 != step % 3:
                logs[v].append("S %d %d %d\n" % (step, x[v], vel[v]))
                if x[v] > 500:
                    logs[v].append("H %d %d 0\n" % (step, x[v] - 500))
            if step % 4 == 3 and v % 4 == step % 5 % 4:
                logs[v].append("M 0 0 0\n")
    return logs


def particles(name, steps):
    logs = particles_log(int(steps))
    compare(name, ["".join(l).encode() for l in logs])
    n = ns = nh = nm = sx = lastsum = wS = 0
    lines = nbytes = wbytes = 0
    for v, l in enumerate(logs):
        cs = 0
        last = -1
        for line in l:
            t, a, b, c = line.split()
            n += 1
            if t == "S":
                cs += 1
                sx += int(b)
                last = int(a)
            elif t == "H":
                nh += 1
                sx += int(b) * 3
            else:
                nm += 1
        ns += cs
        wS += cs * (v + 1)
        lastsum += last
        lines += len(l)
        b = sum(len(s) for s in l)
        nbytes += b
        wbytes += b * (v + 1)
    print("lines %d, S %d H %d M %d, bad 0, eof 37" % (n, ns, nh, nm))
    print("weighted S %d, x sum %d, last step sum %d" % (wS, sx, lastsum))
    print("fgets lines %d bytes %d weighted %d" % (lines, nbytes, wbytes))


OOC_N, OOC_H, OOC_W = 10, 12, 4


def ooc_initial():
    return np.array([[[(r * 100 + v * 7 + j * 3) % 997 for j in range(4)] for v in range(10)] for r in range(12)],
                    dtype="<i4")


def ooc_mk(name):
    ooc_initial().tofile(name)


def ooc_run(upto, out=None, lo=0):
    """rows[v] = list of rows after iterations 0..upto-1; out collects the
    printed lines of iterations lo..upto-1 (per iteration sums)."""
    a = ooc_initial()
    rows = [[list(map(int, a[r][v])) for r in range(12)] for v in range(10)]
    rowvar = [[0] * 4 for _ in range(10)]
    pos = {}
    for it in range(upto):
        if it == lo:  # the session's first read: every VP's row 0
            pos = {v: 16 for v in range(10)}
            rowvar = [list(rows[v][0]) for v in range(10)]
        got = tell = 0
        for v in range(10):
            nrows = 12 + (v == 2) * (it - 2 if it > 2 else 0)
            r = (v * 5 + it * 7) % nrows
            p = None
            g = -1
            if v % 3 != it % 3:
                g = 4 if r < len(rows[v]) else 0
                row = rows[v][r]
                row = [(row[j] * 3 + it + j) % 1009 for j in range(4)]
                rows[v][r] = row
                rowvar[v] = row
                g += 10 * 4
                p = (r + 1) * 16
            if v == 2 and it > 1:
                row = [7000 + it * 10 + j for j in range(4)]
                rows[v].append(row)
                rowvar[v] = row
                p = len(rows[v]) * 16
            got += g
            if p is not None:
                pos[v] = p
            tell += pos.get(v, 0)
        if out is not None and it >= lo:
            out.append("it %d: got %d, tell %d, rowsum %d" % (it, got, tell, sum(r[0] + r[3] for r in rowvar)))
    return rows


def ooc_out(lo, hi):
    lo, hi = int(lo), int(hi)
    out = []
    rows = ooc_run(lo)
    print("first rows: 40 ints, sum %d" % sum(rows[v][0][0] + rows[v][0][3] for v in range(10)))
    ooc_run(hi, out, lo)
    print("\n".join(out))
    print("fclose 0")


def ooc(name, upto):
    rows = ooc_run(int(upto))
    n = compare(name, [b"".join(struct.pack("<4i", *r) for r in rs) for rs in rows])
    print("%s: %d VPs match" % (name, n))


def ooc_final(upto):
    rows = ooc_run(int(upto))
    for v in range(10):
        print("VP %d: %d rows, sum %d" % (v, len(rows[v]), sum(r[j] * (j + 1) for r in rows[v] for j in range(4))))


def multi(nsteps):
    nsteps = int(nsteps)
    g1 = [b""] * 20
    g2 = [""] * 20
    l1 = [b""] * 13
    l2 = [b""] * 13
    summ = []
    for step in range(nsteps):
        gs = 0.0
        for i in range(20):
            d = i * 0.5 + step
            g1[i] += struct.pack("<d", d)
            if (i + step) % 3:
                g2[i] += "%d:%d;" % (step, i * step)
            gs += d
        ls = 0
        for k in range(13):
            sz, cnt = 1 + (k + step) % 4, 1 + k % 3
            l1[k] += bytes(ord("a") + (k + j + step) % 26 for j in range(sz * cnt))
            l2[k] += struct.pack("<i", k * 100 + step)
            ls += cnt
        summ.append("step %d: g %.1f l %d\n" % (step, gs, ls))
    compare("g1.dat", g1)
    compare("g2.txt", [t.encode() for t in g2])
    compare("l1.dat", l1)
    compare("l2.dat", l2)
    if open("summary.txt").read() != "".join(summ):
        fail("summary.txt: got %r, want %r" % (open("summary.txt").read(), "".join(summ)))
    print("g1.dat g2.txt l1.dat l2.dat summary.txt: match")


def wc_texts():
    out = []
    for v in range(13):
        nw = 0 if v == 3 else (v * 5) % 17
        t = ""
        for wi in range(nw):
            wl = (v * 7 + wi * 3) % 6 + 1
            t += "".join(chr(ord("a") + (v + wi + ci) % 26) for ci in range(wl))
            if wi + 1 < nw or v % 2:
                t += "\n" if wi % 5 == 4 else " "
        out.append(t)
    return out


def wc_out():
    t = wc_texts()
    W = L = C = WW = 0
    for v, s in enumerate(t):
        if v in (5, 11):
            W -= 1; L -= 1; C -= 1; WW -= v
            continue
        w = len(s.split())
        W += w; L += s.count("\n"); C += len(s); WW += w * v
    print("elemental: words %d lines %d chars %d weighted %d" % (W, L, C, WW))
    print("lookahead: words %d chars %d, eof 13" % (sum(len(s.split()) for s in t), sum(len(s) for s in t)))


def wc():
    t = wc_texts()
    compare("words.txt", [s.encode() for s in t])
    compare("up.txt", [b"" if v in (5, 11) else s.upper().encode() for v, s in enumerate(t)])
    compare("report.txt", [b"" if v in (5, 11) else ("vp %d: %d %d %d\n" % (v, s.count("\n"), len(s.split()), len(s))).encode()
                           for v, s in enumerate(t)])
    print("words.txt up.txt report.txt: 13 VPs match")


def rr_streams():
    out = []
    for v in range(23):
        b = b"".join(struct.pack("<d", v + k * 0.25) for k in range(3))
        b += b"".join(struct.pack("<i", v * 10 + k) for k in range(2))
        for k in range(4):
            if (v + k) % 3 != 0:
                n = (v + k) % 5 + 1
                b += bytes(ord("A") + (v + k + j) % 26 for j in range(n))
        out.append(b)
    return out


def rr_sum(b, p):
    s = 0
    for j, c in enumerate(b):
        s = (s + c * ((p + j) % 1000 + 1)) % 1000003
    return s


def rr_pass(st, chunk):
    tot = s = 0
    for b in st:
        for p in range(0, len(b), chunk):
            piece = b[p:p + chunk]
            s = (s + rr_sum(piece, p)) % 1000003  # per VP mod, then summed
        tot += len(b)
    return tot


def rr_checksum(b, chunk):
    s = 0
    for p in range(0, len(b) + 1, chunk):
        piece = b[p:p + chunk]
        s = (s + rr_sum(piece, p)) % 1000003
        if len(piece) < chunk:
            break
    return s


def reread_w():
    st = rr_streams()
    print("same open: %d bytes (lengths %d), checksum %d" % (sum(map(len, st)), sum(map(len, st)),
                                                           sum(rr_checksum(b, 5) for b in st)))
    print("last 8: %d bytes, checksum %d" % (8 * 23, sum(rr_sum(b[-8:], len(b) - 8) for b in st)))
    print("fclose 0")


def reread_r():
    st = rr_streams()
    for i, c in enumerate((1, 7, 16, 64)):
        print("pass %d (chunk %d): %d bytes, checksum %d, eof 23" % (i, c, sum(map(len, st)),
                                                                    sum(rr_checksum(b, c) for b in st)))
    print("NB seek: 23 doubles, sum %.2f" % sum(v + 0.25 for v in range(23)))
    got = s = tell = 0
    for b in st:
        h = len(b) // 2
        piece = b[h:h + 64]
        got += len(piece)
        s += rr_sum(piece, h)
        tell += h + len(piece)
    print("middle: %d bytes, checksum %d, tell %d" % (got, s, tell))


def reread():
    n = compare("rr.dat", rr_streams())
    print("rr.dat: %d VPs match" % n)


def big():
    want = []
    for v in range(100003):
        b = struct.pack("<i", v * 3 + 1)
        if v % 7 == 0:
            b += struct.pack("<d", v * 0.5)
        if v % 1000 == 0:
            b += b"vp %d\n" % v
        want.append(b + struct.pack("<i", -v))
    f = streamstar.open("big.dat")
    if f.info()["nvp"] != len(want):
        fail("big.dat: %d VPs" % f.info()["nvp"])
    for v, got in f.streams():  # bands of VPs at once: stream(v) 100003 times takes 15 s
        if got != want[v]:
            fail("big.dat: VP %d: got %r, want %r" % (v, got, want[v]))
    print("big.dat: %d VPs match" % len(want))


def heat(steps):
    steps = int(steps)
    R, C = 8, 6
    t = np.array([[float((i * 6 + j) % 5) for j in range(C)] for i in range(R)])
    hist = [""] * (R * C)
    ck = None
    for k in range(steps):
        z = np.zeros((R + 2, C + 2))
        z[1:-1, 1:-1] = t
        t = (t + z[:-2, 1:-1] + z[2:, 1:-1] + z[1:-1, :-2] + z[1:-1, 2:]) / 5
        for i in range(R):
            for j in range(C):
                if (i + j + k) % 7 == 0:
                    t[i, j] += 10
        if (k + 1) % 4 == 0:
            ck = []
            for v in range(R * C):
                x = float(t.flat[v])
                b = struct.pack("<i", k + 1) + struct.pack("<d", x)
                n = 0
                w = x
                for j in range(3):
                    if x > 3 and j <= int(w) % 3:
                        w = w * 0.5
                        b += struct.pack("<d", w)
                        n += 1
                if n == 0:
                    b += b"-"
                ck.append(b)
                hist[v] += "%d:%.6f\n" % (k + 1, x) if x > 3 else "%d:cold\n" % (k + 1)
    compare("final.dat", [struct.pack("<d", float(x)) for x in t.flat])
    compare("ckpt.dat", ck)
    compare("hist.txt", [h.encode() for h in hist])
    print("final.dat, ckpt.dat, hist.txt: match (model of %d steps)" % steps)


def ledger_state():
    acc = []
    for i in range(30):
        bal, cnt = 1000 + i * 10, (i * 7) % 8
        txs = [[(i + k) % 5 * 100 - 150, k, 0] for k in range(cnt)]
        if i % 7 != 3:
            for rate in (1, 2):
                b = bal
                for t in txs:
                    b += t[0]
                    b += cdiv(b * rate, 100)
                    t[2] = b
                bal = b
        acc.append((bal, cnt, txs))
    return acc


def ledger_out():
    for i, (bal, cnt, txs) in enumerate(ledger_state()):
        s = 0
        for t in txs:
            s += int(math.fmod(t[2], 1000))
        print("account %d: balance %d, %d records, running sum %d, days %d" % (i, bal, cnt, s, sum(t[1] for t in txs)))
    print("extra 0, eof 30")


def ledger():
    want = [struct.pack("<2i", bal, cnt) + b"".join(struct.pack("<3i", *t) for t in txs)
            for bal, cnt, txs in ledger_state()]
    print("ledger.dat: %d VPs match" % compare("ledger.dat", want))


MODELS = {"ledger": ledger, "ledger-out": ledger_out, "heat": heat, "big": big, "reread": reread, "reread-w": reread_w, "reread-r": reread_r, "wc": wc, "wc-out": wc_out, "multi": multi, "particles": particles, "ooc-mk": ooc_mk, "ooc-out": ooc_out, "ooc": ooc, "ooc-final": ooc_final}

if __name__ == "__main__":
    MODELS[sys.argv[1]](*sys.argv[2:])
