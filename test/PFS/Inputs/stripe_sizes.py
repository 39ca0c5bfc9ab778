#!/usr/bin/env python3
"""streamstar stripe / unstripe round trips of odd sizes (0, 1, unit-1,
unit, unit+1, 3 units + 1, 6 units - 1 bytes) over 1, 2 and 3 targets:
every stripe file holds exactly the bytes the placement rule gives it
(unit u of the file goes to target u mod n, at (u div n) * unit), and
unstripe gives back the source byte for byte. Then bad --stripe-unit
values: one line on stderr naming the option, exit status 2 or 1, no DST.
usage: stripe_sizes.py STREAMSTAR WORKDIR"""
import os
import subprocess
import sys

ss, work = sys.argv[1], sys.argv[2]
UNIT = 4096
fails = 0


def fail(msg):
    global fails
    fails += 1
    print("FAIL: " + msg)


def expected_target_bytes(data, n):
    parts = [bytearray() for _ in range(n)]
    for u in range(0, (len(data) + UNIT - 1) // UNIT):
        parts[u % n] += data[u * UNIT:(u + 1) * UNIT]
    return parts


os.chdir(work)
checked = 0
for n in (1, 2, 3):
    tdirs = ["t%d_%d" % (n, i) for i in range(n)]
    for d in tdirs:
        os.makedirs(d, exist_ok=True)
    for size in (0, 1, UNIT - 1, UNIT, UNIT + 1, 3 * UNIT + 1, 6 * UNIT - 1):
        src, dst, back = "src%d_%d" % (n, size), "dst%d_%d.pfs" % (n, size), "back%d_%d" % (n, size)
        data = bytes((i * 131 + size + n) & 255 for i in range(size))
        with open(src, "wb") as f:
            f.write(data)
        r = subprocess.run([ss, "stripe", src, dst, "--targets=" + ":".join(tdirs), "--stripe-unit=4k"],
                           capture_output=True, text=True)
        if r.returncode != 0:
            fail("stripe %d bytes over %d: rc %d %s" % (size, n, r.returncode, r.stderr.strip()))
            continue
        # Where the bytes went: the record names the stripe files in target order.
        files = [l[5:].strip() for l in open(dst) if l.startswith("file ")] if n > 1 else []
        if n > 1:
            if len(files) != n:
                fail("%s: record names %d stripe files, not %d" % (dst, len(files), n))
            for t, (p, want) in enumerate(zip(files, expected_target_bytes(data, n))):
                got = open(os.path.join(os.path.dirname(dst) or ".", p), "rb").read()
                if got != bytes(want):
                    fail("%d bytes over %d: target %d holds %d bytes, placement rule says %d (or differs)"
                         % (size, n, t, len(got), len(want)))
        r = subprocess.run([ss, "unstripe", dst, back], capture_output=True, text=True)
        if r.returncode != 0:
            fail("unstripe %s: rc %d %s" % (dst, r.returncode, r.stderr.strip()))
            continue
        if open(back, "rb").read() != data:
            fail("%d bytes over %d targets: unstripe differs" % (size, n))
        checked += 1
print("round trips: %d" % checked)

# Bad stripe units: a clear line naming the option, nothing written.
with open("small", "wb") as f:
    f.write(b"x" * 100)
for bad in ("1x", "0", "-1", "1e30", "nan", ""):
    r = subprocess.run([ss, "stripe", "small", "bad.pfs", "--targets=t3_0:t3_1", "--stripe-unit=" + bad],
                       capture_output=True, text=True)
    lines = [l for l in r.stderr.splitlines() if l.strip()]
    if r.returncode == 0 or len(lines) != 1 or "stripe-unit" not in lines[0] or os.path.exists("bad.pfs"):
        fail("--stripe-unit=%r: rc %d, stderr %r, dst %s" % (bad, r.returncode, r.stderr,
                                                             "exists" if os.path.exists("bad.pfs") else "absent"))
    else:
        print("stripe-unit=%r: %s" % (bad, lines[0]))
print("stripe_sizes: %s" % ("FAIL" if fails else "PASS"))
sys.exit(1 if fails else 0)
