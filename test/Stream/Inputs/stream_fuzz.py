"""Differential fuzzer of Stream* (test/Stream/fuzz.test).

    stream_fuzz.py --cstar CSTAR --mpiexec MPIEXEC --seed S --programs K [--ops N] [--keep DIR]

For each of K programs (deterministic from the seed) it generates a C*
program that runs a random sequence of Stream* operations on parallel files
(fwrite/fread of ints and of 1..12 chars, fputc/fgetc, fprintf/fscanf,
fseek/ftell/feof, each under a random `where` mask or none, the files
reopened in w, r, a and r+), printing every position's result of every
operation.  A sequential model of the per-VP streams (one Python bytearray,
offset and end-of-file flag per VP: what C's stdio does on V separate files)
predicts that output and the files' final logical streams.  The program runs
in the natural mode at 1, 2 and 3 ranks and with CSTAR_STREAM_FORCE=cb and
=ib; each run's output must equal the model's, and each file, read by the
streamstar reader, must hold the model's streams.  The first difference is
reported with the program kept for replay.
"""
import argparse
import os
import random
import shlex
import shutil
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "..", "python"))
import streamstar  # noqa: E402

WS = b" \t\n\v\f\r"


class VP:
    def __init__(self):
        self.data = bytearray()
        self.pos = 0
        self.eof = False


class Model:
    """One C stdio stream per VP, with C's rules for the calls used."""

    def __init__(self, V):
        self.V = V
        self.files = {}  # name -> [bytearray per VP]
        self.vps = None
        self.mode = None
        self.name = None

    def open(self, name, mode):
        if mode in ("w", "w+") or name not in self.files:
            self.files[name] = [bytearray() for _ in range(self.V)]
        self.vps = []
        for v in range(self.V):
            s = VP()
            s.data = self.files[name][v]
            s.pos = 0
            self.vps.append(s)
        self.mode, self.name = mode, name

    def close(self):
        self.vps = None

    def _put(self, s, b):
        if self.mode in ("a", "a+"):
            s.pos = len(s.data)
        if s.pos > len(s.data):
            s.data.extend(b"\0" * (s.pos - len(s.data)))
        s.data[s.pos:s.pos + len(b)] = b
        s.pos += len(b)

    def write(self, v, b):
        self._put(self.vps[v], b)

    def read(self, v, n):
        s = self.vps[v]
        got = bytes(s.data[s.pos:s.pos + n]) if s.pos < len(s.data) else b""
        s.pos += len(got)
        if len(got) < n:
            s.eof = True
        return got

    def getc(self, v):
        g = self.read(v, 1)
        return g[0] if g else -1

    def seek(self, v, off, whence):
        s = self.vps[v]
        base = {0: 0, 1: s.pos, 2: len(s.data)}[whence]
        if base + off < 0:
            return -1
        s.pos = base + off
        s.eof = False
        return 0

    def scan_int(self, v):
        """fscanf(f, "%d", &y) as glibc does it on the bytes we generate
        (a sign is always followed by a digit): (result, value or None)."""
        s = self.vps[v]
        d, i = s.data, s.pos
        while i < len(d) and d[i] in WS:
            i += 1
        if i >= len(d):
            s.pos = i
            s.eof = True
            return -1, None
        j = i
        if d[j] in b"+-":
            j += 1
        if j >= len(d) or not (48 <= d[j] <= 57):
            s.pos = i  # the character that failed is pushed back
            if j >= len(d):
                s.eof = True
            return 0, None
        while j < len(d) and 48 <= d[j] <= 57:
            j += 1
        if j >= len(d):
            s.eof = True
        val = int(bytes(d[i:j]))
        s.pos = j
        return 1, val


def h32(bs):
    h = 0
    for c in bs:
        c = c - 256 if c >= 128 else c  # char is signed
        h = (h * 31 + c) & 0xFFFFFFFF
    return h


class Gen:
    def __init__(self, rng, V, nops):
        self.r = rng
        self.V = V
        self.nops = nops
        self.m = Model(V)
        self.code = []
        self.out = []
        self.k = 0
        self.last = None  # 'r' or 'w': the direction of the last r+ transfer
        self.plus = True  # also sessions in a+ and w+

    def emit(self, s):
        self.code.append("        " + s)

    def mask(self):
        """A random where-mask: (C condition or None, python predicate)."""
        c = self.r.random()
        V = self.V
        if c < 0.45:
            return None, lambda v: True
        if c < 0.7:
            m = self.r.randint(2, 3)
            q = self.r.randint(0, m - 1)
            return "pos %% %d == %d" % (m, q), lambda v, m=m, q=q: v % m == q
        if c < 0.85:
            k = self.r.randint(1, V - 1)
            return "pos < %d" % k, lambda v, k=k: v < k
        k = self.r.randint(1, V - 1)
        return "pos >= %d" % k, lambda v, k=k: v >= k

    def under(self, cond, stmt):
        self.emit(("where (%s) { %s }" % (cond, stmt)) if cond else stmt)

    def show(self, var, vals, fmt="%d"):
        """Prints every position's value of var (a scalar loop of left-index reads)."""
        self.k += 1
        self.emit('printf("%d:"); for (i = 0; i < V; i++) printf(" %s", [i]%s); printf("\\n");' % (self.k, fmt, var))
        self.out.append("%d: %s" % (self.k, " ".join(str(x) for x in vals)))

    def direction(self, d):
        """r+ needs a seek between a read and a write (C 7.21.5.3)."""
        if self.m.mode.endswith("+") and self.last and self.last != d:
            self.emit("fseek(f, 0L, SEEK_CUR);")
            for v in range(self.V):
                self.m.seek(v, 0, 1)
        self.last = d

    # ---- operations ------------------------------------------------------
    def op_fwrite_int(self, step):
        cond, act = self.mask()
        self.direction("w")
        self.emit("n = -7; x = pos * 1000 + %d;" % step)
        self.under(cond, "n = fwrite(&x, sizeof(int), 1, f);")
        res = []
        for v in range(self.V):
            if act(v):
                self.m.write(v, (v * 1000 + step).to_bytes(4, "little", signed=True))
                res.append(1)
            else:
                res.append(-7)
        self.show("n", res)

    def op_fwrite_chars(self, step):
        cond, act = self.mask()
        nb = self.r.randint(1, 12)
        self.direction("w")
        self.emit("n = -7; for (j = 0; j < 12; j++) buf[j] = (pos * 7 + j + %d) %% 120 + 1;" % step)
        self.under(cond, "n = fwrite(buf, 1, %d, f);" % nb)
        res = []
        for v in range(self.V):
            if act(v):
                self.m.write(v, bytes((v * 7 + j + step) % 120 + 1 for j in range(nb)))
                res.append(nb)
            else:
                res.append(-7)
        self.show("n", res)

    def op_fread_int(self, step):
        cond, act = self.mask()
        self.direction("r")
        self.emit("n = -7; y = -99999;")
        self.under(cond, "n = fread(&y, sizeof(int), 1, f);")
        ns, ys = [], []
        for v in range(self.V):
            if act(v):
                g = self.m.read(v, 4)
                ns.append(1 if len(g) == 4 else 0)
                ys.append(int.from_bytes(g, "little", signed=True) if len(g) == 4 else None)
            else:
                ns.append(-7)
                ys.append(-99999)
        self.show("n", ns)
        # a partial item's value is unspecified (C 7.21.8.1): shown only when whole
        self.emit("where (n == 0) y = -99999;")
        self.show("y", [(-99999 if y is None else y) for y in ys])

    def op_fread_chars(self, step):
        cond, act = self.mask()
        nb = self.r.randint(1, 12)
        self.direction("r")
        self.emit("n = -7; for (j = 0; j < 12; j++) buf[j] = 0;")
        self.under(cond, "n = fread(buf, 1, %d, f);" % nb)
        self.emit("h = 0; for (j = 0; j < 12; j++) h = h * 31u + (unsigned:S)buf[j];")
        ns, hs = [], []
        for v in range(self.V):
            if act(v):
                g = self.m.read(v, nb)
                ns.append(len(g))
                hs.append(h32(g + b"\0" * (12 - len(g))))
            else:
                ns.append(-7)
                hs.append(h32(b"\0" * 12))
        self.show("n", ns)
        self.show("h", hs, "%u")

    def op_fputc(self, step):
        cond, act = self.mask()
        self.direction("w")
        self.emit("n = -7;")
        self.under(cond, "n = fputc('a' + (pos + %d) %% 26, f);" % step)
        res = []
        for v in range(self.V):
            if act(v):
                c = ord("a") + (v + step) % 26
                self.m.write(v, bytes([c]))
                res.append(c)
            else:
                res.append(-7)
        self.show("n", res)

    def op_fgetc(self, step):
        cond, act = self.mask()
        self.direction("r")
        self.emit("n = -7;")
        self.under(cond, "n = fgetc(f);")
        self.show("n", [self.m.getc(v) if act(v) else -7 for v in range(self.V)])

    def op_ungetc(self, step):
        cond, act = self.mask()
        self.direction("r")
        self.emit("n = -7; x = -7;")
        self.under(cond, "n = fgetc(f); x = ungetc(n, f);")
        ns, xs = [], []
        for v in range(self.V):
            if act(v):
                c = self.m.getc(v)
                ns.append(c)
                if c != -1:  # the same byte back: one position back, end-of-file cleared
                    self.m.vps[v].pos -= 1
                    self.m.vps[v].eof = False
                xs.append(c)
            else:
                ns.append(-7)
                xs.append(-7)
        self.show("n", ns)
        self.show("x", xs)

    def op_fgets(self, step):
        cond, act = self.mask()
        self.direction("r")
        self.emit("n = -7; for (j = 0; j < 12; j++) buf[j] = 0;")
        self.under(cond, "n = fgets(buf, 8, f) != NULL;")
        self.emit("h = 0; for (j = 0; j < 12; j++) h = h * 31u + (unsigned:S)buf[j];")
        ns, hs = [], []
        for v in range(self.V):
            got = b""
            if act(v):
                s = self.m.vps[v]
                while len(got) < 7:
                    c = self.m.getc(v)
                    if c == -1:
                        break
                    got += bytes([c])
                    if c == 10:
                        break
                ns.append(1 if got else 0)
            else:
                ns.append(-7)
            hs.append(h32(got + b"\0" * (12 - len(got))))
        self.show("n", ns)
        self.show("h", hs, "%u")

    def op_rewind(self, step):
        self.emit("rewind(f);")
        for v in range(self.V):
            self.m.seek(v, 0, 0)
        self.last = None

    def op_fprintf(self, step):
        cond, act = self.mask()
        self.direction("w")
        self.emit("n = -7;")
        self.under(cond, 'n = fprintf(f, "%%d ", pos * 13 - %d);' % step)
        res = []
        for v in range(self.V):
            if act(v):
                b = ("%d " % (v * 13 - step)).encode()
                self.m.write(v, b)
                res.append(len(b))
            else:
                res.append(-7)
        self.show("n", res)

    def op_fscanf(self, step):
        cond, act = self.mask()
        self.direction("r")
        self.emit("n = -7; y = -99999;")
        self.under(cond, 'n = fscanf(f, "%d", &y);')
        ns, ys = [], []
        for v in range(self.V):
            if act(v):
                r, val = self.m.scan_int(v)
                ns.append(r)
                ys.append(-99999 if val is None else val)
            else:
                ns.append(-7)
                ys.append(-99999)
        self.show("n", ns)
        self.show("y", ys)

    def op_fseek(self, step):
        cond, act = self.mask()
        c = self.r.random()
        if c < 0.4:
            off, offs, wh = "%dL" % (4 * self.r.randint(0, 3)), None, 0
        elif c < 0.6:
            off, offs, wh = "(long:S)(pos % 3) * 4", [(v % 3) * 4 for v in range(self.V)], 0
        elif c < 0.8:
            off, offs, wh = "%dL" % self.r.randint(0, 5), None, 1
        else:
            off, offs, wh = "0L", None, 2
        self.emit("n = -7;")
        self.under(cond, "n = fseek(f, %s, %s);" % (off, ["SEEK_SET", "SEEK_CUR", "SEEK_END"][wh]))
        res = []
        for v in range(self.V):
            if act(v):
                o = offs[v] if offs else int(off.rstrip("L"))
                res.append(self.m.seek(v, o, wh))
            else:
                res.append(-7)
        self.last = None  # a seek allows either direction next
        self.show("n", res)

    def op_ftell(self, step):
        cond, act = self.mask()
        self.emit("t = -7;")
        self.under(cond, "t = ftell(f);")
        self.show("t", [self.m.vps[v].pos if act(v) else -7 for v in range(self.V)], "%ld")

    def op_feof(self, step):
        cond, act = self.mask()
        self.emit("n = -7;")
        self.under(cond, "n = feof(f) != 0;")
        self.show("n", [int(self.m.vps[v].eof) if act(v) else -7 for v in range(self.V)])

    # ---- sessions ----------------------------------------------------------
    def session(self, name, mode, ops):
        self.emit('f = fopen("%s", "%s"); if (!f) { printf("fopen failed\\n"); return 1; }' % (name, mode))
        self.m.open(name, mode)
        self.last = None
        for i in range(ops):
            step = self.r.randint(0, 99)
            if mode == "w" or mode == "a":
                text = name.startswith("t")
                pool = ([self.op_fprintf, self.op_fprintf, self.op_fputc] if text else
                        [self.op_fwrite_int, self.op_fwrite_chars, self.op_fputc])
                if mode == "w":
                    pool += [self.op_ftell] + ([] if text else [self.op_fseek])
            elif mode == "r":
                if name.startswith("t"):
                    pool = [self.op_fscanf, self.op_fscanf, self.op_fgetc, self.op_feof, self.op_ftell,
                            self.op_fgets, self.op_ungetc, self.op_rewind]
                else:
                    pool = [self.op_fread_int, self.op_fread_chars, self.op_fgetc, self.op_fseek, self.op_ftell,
                            self.op_feof, self.op_ungetc, self.op_fgets]
            elif name.startswith("t"):  # w+ / a+ (text)
                pool = [self.op_fprintf, self.op_fputc, self.op_fscanf, self.op_fgets, self.op_ungetc,
                        self.op_rewind, self.op_feof]
            else:  # r+ / w+ / a+ (binary)
                pool = [self.op_fread_int, self.op_fread_chars, self.op_fgetc, self.op_fwrite_int,
                        self.op_fwrite_chars, self.op_fputc, self.op_fseek, self.op_ftell, self.op_feof,
                        self.op_ungetc, self.op_rewind]
            self.r.choice(pool)(step)
        self.emit('if (fclose(f) != 0) printf("fclose failed\\n");')
        self.m.close()

    def scalar_file(self, ops):
        """TMC's global view (docs/language.md §7): fwrite of a parallel
        variable to a scalar FILE * is the whole variable in position order,
        every position whatever the mask, interleaved with scalar fprintf; the
        file is then read back with fread into a parallel variable."""
        self.emit('g = fopen("g.dat", "w");')
        data = b""
        for i in range(ops):
            step = self.r.randint(0, 99)
            cond, _ = self.mask()
            c = self.r.random()
            if c < 0.4:
                self.emit("x = pos * 1000 + %d;" % step)
                self.under(cond, "z = fwrite(&x, sizeof(int), 1, g);")
                data += b"".join((v * 1000 + step).to_bytes(4, "little", signed=True) for v in range(self.V))
            elif c < 0.7:
                nb = self.r.randint(1, 12)
                self.emit("for (j = 0; j < 12; j++) buf[j] = (pos * 7 + j + %d) %% 120 + 1;" % step)
                self.under(cond, "z = fwrite(buf, 1, %d, g);" % nb)
                data += b"".join(bytes((v * 7 + j + step) % 120 + 1 for j in range(nb)) for v in range(self.V))
            else:
                self.emit('fprintf(g, "<%d>");' % step)
                data += ("<%d>" % step).encode()
                continue
            self.k += 1
            self.emit('printf("%d: %%zu\\n", z);' % self.k)
            self.out.append("%d: %d" % (self.k, 1 if c < 0.4 else nb))
        self.emit("fclose(g);")
        self.scalar_data = data
        # read back: 4 bytes a position at a time, while whole
        self.emit('g = fopen("g.dat", "r");')
        off = 0
        while off + 4 * self.V <= len(data):
            self.emit("y = -1; z = fread(&y, sizeof(int), 1, g);")
            self.show("y", [int.from_bytes(data[off + 4 * v:off + 4 * v + 4], "little", signed=True)
                            for v in range(self.V)])
            off += 4 * self.V
        self.emit("fclose(g);")

    def program(self):
        per = max(3, self.nops // 6)
        self.session("b.dat", "w", per)
        self.session("t.dat", "w", per)
        self.session("b.dat", "r", per)
        self.session("t.dat", "r", per)
        self.session("t.dat", "a", max(2, per // 2))
        self.session("b.dat", "r+", per)
        self.session("t.dat", "r", per)
        self.session("b.dat", "r", per)
        if self.plus:
            self.session("b.dat", "a+", per)
            self.session("t.dat", "w+", per)
            self.session("b.dat", "r", per)
        self.scalar_file(max(3, self.nops // 8))
        body = "\n".join(self.code)
        return """/* generated by stream_fuzz.py */
#include <stdio.h>
#define V %d
shape [V]S;
FILE:S *f;
int main(void) {
    int i, j;
    size_t z = 0;
    FILE *g;
    with (S) {
        int:S pos = pcoord(0), n, x, y;
        long:S t;
        unsigned:S h;
        char:S buf[12];
%s
    }
    return 0;
}
""" % (self.V, body)


def streams(path, V):
    f = streamstar.open(path)
    return [bytes(f.stream(v)) for v in range(V)]


def run_one(args, idx, work):
    rng = random.Random(args.seed * 1000 + idx)
    V = rng.choice([5, 7, 11])
    g = Gen(rng, V, args.ops)
    src = g.program()
    expect = "\n".join(g.out) + "\n"
    d = os.path.join(work, "p%d" % idx)
    os.makedirs(d, exist_ok=True)
    with open(os.path.join(d, "fz.cs"), "w") as fh:
        fh.write(src)
    with open(os.path.join(d, "expected.txt"), "w") as fh:
        fh.write(expect)
    c = subprocess.run([args.cstar, "fz.cs", "-o", "fz"], cwd=d, capture_output=True, text=True)
    if c.returncode != 0:
        return "program %d: compile failed:\n%s" % (idx, c.stderr[-3000:])
    runs = [("natural", 1, None), ("natural", 2, None), ("natural", 3, None), ("cb", 2, "cb"), ("ib", 3, "ib")]
    for label, n, force in runs:
        rd = os.path.join(d, "%s%d" % (label, n))
        os.makedirs(rd, exist_ok=True)
        env = dict(os.environ)
        env.pop("CSTAR_STREAM_FORCE", None)
        if force:
            env["CSTAR_STREAM_FORCE"] = force
        p = subprocess.run(shlex.split(args.mpiexec) + ["-n", str(n), os.path.join(d, "fz")], cwd=rd, capture_output=True,
                           text=True, env=env, timeout=300)
        if p.returncode != 0:
            return "program %d (%s, %d ranks): exit %d\n%s" % (idx, label, n, p.returncode, p.stderr[-3000:])
        if p.stdout != expect:
            got, exp = p.stdout.splitlines(), expect.splitlines()
            for a, b in zip(got, exp):
                if a != b:
                    return ("program %d (%s, %d ranks, V=%d, %s): output differs from the model\n  got:      %s\n"
                            "  expected: %s" % (idx, label, n, V, d, a, b))
            return "program %d (%s, %d ranks): %d lines, model %d" % (idx, label, n, len(got), len(exp))
        with open(os.path.join(rd, "g.dat"), "rb") as fh:
            if fh.read() != g.scalar_data:
                return "program %d (%s, %d ranks, %s): g.dat (global view) differs from the model" % (idx, label, n, d)
        for name in ("b.dat", "t.dat"):
            got = streams(os.path.join(rd, name), V)
            exp = [bytes(x) for x in g.m.files[name]]
            for v in range(V):
                if got[v] != exp[v]:
                    return ("program %d (%s, %d ranks, %s): %s VP %d stream differs from the model\n  got:      %r\n"
                            "  expected: %r" % (idx, label, n, d, name, v, got[v], exp[v]))
    return None, len(g.out)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--cstar", required=True)
    ap.add_argument("--mpiexec", required=True)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--programs", type=int, default=3)
    ap.add_argument("--ops", type=int, default=36)
    ap.add_argument("--keep", help="work directory to keep (default: a temporary one, removed on success)")
    args = ap.parse_args()
    work = args.keep or tempfile.mkdtemp(prefix="stream_fuzz")
    os.makedirs(work, exist_ok=True)
    checks = 0
    for i in range(args.programs):
        r = run_one(args, i, work)
        if isinstance(r, str):
            print("FUZZ FAILURE (seed %d): %s" % (args.seed, r))
            print("kept in %s" % work)
            sys.exit(1)
        checks += r[1]
    if not args.keep:
        shutil.rmtree(work)
    print("fuzz ok: %d programs, %d checked results, 5 runs each" % (args.programs, checks))


if __name__ == "__main__":
    main()
