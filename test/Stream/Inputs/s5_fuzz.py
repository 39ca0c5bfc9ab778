"""Random writing sessions on one Stream* file, each at a random rank count,
compared after every session with a sequential model (byte streams per VP,
positions, the reads' checksums) through the Python reader. Sessions: modes
w, a, r+, a+, w+, r; 3-12 operations under where masks (fwrite of fixed and
parallel sizes, fprintf, fwrite inside an elemental function, fseek
SET/CUR/END including past the end, fread, fgetc, fgets, rewind); sometimes forced CB or IB, new files sometimes with small b_IB,
superblocks and 2/6/14 pointers per entry. The program is Inputs/s5_fuzz.cs;
the test is test/Stream/sweep5-fuzz.test.

  s5_fuzz.py CRUN FUZZ_CS SEED SESSIONS   (CRUN: the %crun command line)
Prints one line per session and 'fuzz: N sessions match' or the first
difference (exit 1)."""
import os
import random
import shlex
import subprocess
import sys

import streamstar

V = 35


def pattern(s, v, n):
    return bytes((s * 31 + v * 7 + k) & 255 for k in range(n))


def session(rng, streams, mode):
    """Returns (script lines, expected read sum, count); updates streams."""
    if mode.startswith("w"):
        for v in range(V):
            streams[v] = bytearray()
    pos = [0 if mode != "a" else len(streams[v]) for v in range(V)]
    can_read = "+" in mode or mode == "r"
    lines, tsum, tcnt = [], 0, 0
    for _ in range(rng.randint(3, 12)):
        op = rng.choice("KRZGL" if mode == "r" else "AANPPKRZQGL" if can_read else "AANPPQ")
        if op == "Z":
            lines.append("Z")
            pos = [0] * V
            continue
        m = rng.choice([1, 1, 2, 3, 5])
        r = rng.randrange(m)
        sel = [v for v in range(V) if v % m == r]
        if op in "ANPQ":
            s = rng.randint(0, 99)
            if op in "AQ":
                n = rng.choice([1, 4, 8, 12, 16, 33, 64])
                lines.append("%s %d %d %d %d" % (op, m, r, n, s))
            elif op == "N":
                lines.append("N %d %d %d" % (m, r, s))
            else:
                lines.append("P %d %d %d" % (m, r, s))
            for v in sel:
                data = pattern(s, v, n) if op in "AQ" else pattern(s, v, 23)[:v * s % 23] if op == "N" \
                    else b"s%d v%d\n" % (s, v)
                b = streams[v]
                p = len(b) if mode.startswith("a") else pos[v]
                if not data:  # C: 0 bytes written, even past the end: the stream does not grow
                    continue
                if p > len(b):
                    b.extend(bytes(p - len(b)))
                b[p:p + len(data)] = data
                pos[v] = p + len(data)
        elif op == "K":
            wh = rng.randrange(3)
            off = rng.randint(-20, 40) if wh != 0 else rng.randint(0, 60)
            lines.append("K %d %d %d %d" % (m, r, off, wh))
            for v in sel:
                base = 0 if wh == 0 else pos[v] if wh == 1 else len(streams[v])
                if base + off >= 0:
                    pos[v] = base + off
        elif op in "GL":
            lines.append("%s %d %d" % (op, m, r))
            for v in sel:
                data = bytes(streams[v][pos[v]:pos[v] + (1 if op == "G" else 15)])
                if op == "L" and b"\n" in data:
                    data = data[:data.index(b"\n") + 1]
                pos[v] += len(data)
                tsum += data[0] if op == "G" and data else sum((k + 1) * x for k, x in enumerate(data))
                tcnt += len(data)
        else:
            n = rng.choice([1, 3, 8, 20, 64])
            lines.append("R %d %d %d" % (m, r, n))
            for v in sel:
                data = bytes(streams[v][pos[v]:pos[v] + n])
                pos[v] += len(data)
                tsum += sum((k + 1) * x for k, x in enumerate(data))
                tcnt += len(data)
    return lines, tsum, tcnt


def main(a):
    crun, prog, seed, nsess = shlex.split(a[0]), a[1], int(a[2]), int(a[3])
    rng = random.Random(seed)
    streams = [bytearray() for _ in range(V)]
    for i in range(nsess):
        mode = "w" if i == 0 else rng.choice(["a", "a", "r+", "a+", "r+", "a", "w+", "r"] if i > 2 else ["a", "r+", "a+"])
        P = rng.randint(1, 3)
        lines, tsum, tcnt = session(rng, streams, mode)
        with open("script%d.txt" % i, "w") as fh:
            fh.write("\n".join(lines) + "\n")
        cmd = crun[:-2] + ["-n", str(P), prog, "fz.dat", mode, "script%d.txt" % i] if crun[-2:] == ["-n", "X"] \
            else crun + ["-n", str(P), prog, "fz.dat", mode, "script%d.txt" % i]
        env = dict(os.environ)
        force = rng.choice(["", "", "cb", "ib"])
        if force:
            env["CSTAR_STREAM_FORCE"] = force
        if mode.startswith("w") and rng.random() < 0.5:  # small blocks and superblocks for a new file
            cmd += ["--cstar-stream-bib=%d" % rng.choice([8, 16, 24]), "--cstar-stream-sb=%d" % rng.choice([48, 96, 480]),
                    "--cstar-stream-dirptrs=%d" % rng.choice([2, 6, 14])]
        out = subprocess.run(cmd, capture_output=True, text=True, env=env)
        want = "read sum %d count %d close 0" % (tsum, tcnt)
        got = out.stdout.strip().splitlines()[-1] if out.stdout.strip() else out.stderr[-300:]
        print("session %d (%s, %d ranks, %d ops%s%s): %s" % (i, mode, P, len(lines), ", force " + force if force else "",
                                                         "".join(" " + c for c in cmd if c.startswith("--cstar-")), "ok" if got == want else "got " + got + " want " + want))
        if got != want:
            return 1
        try:
            f = streamstar.open("fz.dat")
            got = [f.stream(v) for v in range(V)]
        except streamstar.StreamStarError as e:
            print("session %d: %s" % (i, e))
            return 1
        for v in range(V):
            if got[v] != bytes(streams[v]):
                print("session %d: VP %d differs: got %d bytes, expected %d" % (i, v, len(got[v]), len(streams[v])))
                return 1
    print("fuzz: %d sessions match" % nsess)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
