#!/usr/bin/env python3
"""Sequential reference for examples/particles.cs (written from its comment
and code, sharing nothing with the runtime):

  particles_ref.py STEPS summary         the summary line the program prints
  particles_ref.py STEPS text OUT        every walker's text line, in VP order
  particles_ref.py STEPS npy FILE.npy    checks `streamstar convert walk.log
                                         --dtype=int32 --order=vp` (fill 0)"""
import sys

import numpy as np

W, R = 1000, 12
M = 0xFFFFFFFF


def walk(steps):
    logs, state = [], []
    for v in range(W):
        seed = (12345 + 2654435761 * v) & M
        x = y = 0
        recs = []
        for t in range(steps):
            seed = (seed * 1103515245 + 12345) & M
            d = (seed >> 16) & 3
            if d == 0:
                x += 1
            elif d == 1:
                x -= 1
            elif d == 2:
                y += 1
            else:
                y -= 1
            if x * x + y * y < R * R:
                recs.append((t, x, y))
        logs.append(recs)
        state.append((x, y))
    return logs, state


def main(steps, what, out=None):
    steps = int(steps)
    logs, state = walk(steps)
    if what == "summary":
        n = [len(r) for r in logs]
        sx = sum(x for r in logs for (_, x, _) in r)
        print("particles: %d walkers, %d steps: %d records logged, most by one walker %d, "
              "walkers that never logged %d, sum x %d" % (W, steps, sum(n), max(n), n.count(0), sx))
    elif what == "text":
        with open(out, "w") as f:
            for v in range(W):
                f.write("walker %d: %d records, sum x %d, now at (%d,%d)\n" %
                        (v, len(logs[v]), sum(x for (_, x, _) in logs[v]), *state[v]))
    elif what == "npy":
        got = np.load(out)
        L = max(len(r) for r in logs) * 3
        exp = np.zeros((W, L), np.int32)
        for v, r in enumerate(logs):
            if r:
                exp[v, :3 * len(r)] = np.array(r, np.int32).ravel()
        if got.shape != exp.shape or not (got == exp).all():
            print("convert differs: shape %s, expected %s" % (got.shape, exp.shape))
            return 1
        print("npy ok %s" % (got.shape,))
    return 0


if __name__ == "__main__":
    sys.exit(main(*sys.argv[1:]))
