"""Benchmark `lang`: compiled C* against hand-written MPI C, same run.

Kernels (test/bench/lang/): a 2-D elementwise update under `where`, a fused
multiply-add over three parallel arrays, and sum/min/max reductions, over
SIDE*SIDE positions (16M; 1M with --quick), at 1 and 2 ranks. Goal: C* time /
hand-written time <= 1.15 for each kernel. Also times `cstar` on a 500-line
program (goal < 2 s).
"""
import os
import time

import benchlib

HERE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "lang")
KERNELS = ("where", "fma", "reduce")




def five_hundred_lines(path):
    """A 500-line C* program: 60 small parallel functions and a main using them."""
    lines = ["#include <stdio.h>", "shape [64][64]S;", "int:S x, y;"]
    for k in range(60):
        lines += ["void step%d(void)" % k, "{", "    with (S) {",
                  "        where (x > %d)" % k, "            y = x * %d + pcoord(0);" % (k + 1),
                  "        else", "            y = y - 1;", "    }", "}"]
    lines += ["int main(void)", "{", "    long s = 0;", "    with (S) x = pcoord(1);"]
    lines += ["    step%d();" % k for k in range(60)]
    lines += ["    with (S) s += y;", '    printf("%ld\\n", s);', "    return 0;", "}"]
    while len(lines) < 500:
        lines.insert(3, "/* padding comment line to reach 500 lines */")
    with open(path, "w") as f:
        f.write("\n".join(lines) + "\n")


def run(build_dir, quick):
    side = 1024 if quick else 4096
    reps = 3 if quick else 5
    work = benchlib.workdir("lang")
    cstar = os.path.join(build_dir, "bin", "cstar")
    cs_exe, mpi_exe = benchlib.build_pair(build_dir, HERE, work, side)
    rows = []
    for np_ in (1, 2):
        best_cs, best_mpi, _, _ = benchlib.best_of_pair(cs_exe, mpi_exe, np_, reps, KERNELS,
                                                        2 if quick else 3, "lang")
        for k in KERNELS:
            rows.append(benchlib.ratio_row("%s np=%d (%dx%d)" % (k, np_, side, side),
                                           best_cs[k], best_mpi[k], "s", goal="<= 1.15"))
    src = os.path.join(work, "five_hundred.cs")
    five_hundred_lines(src)
    best = None
    for _ in range(3):
        t0 = time.perf_counter()
        benchlib.sh([cstar, "-O2", src, "-o", os.path.join(work, "five_hundred")])
        dt = time.perf_counter() - t0
        best = dt if best is None else min(best, dt)
    rows.append({"name": "cstar compile, 500-line program (incl. gcc)", "value": best,
                 "unit": "s", "goal": "< 2"})
    return rows
