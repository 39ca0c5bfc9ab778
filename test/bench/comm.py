"""Benchmark `comm`: C* communication against hand-written MPI C, same run.

Kernels (test/bench/comm/): a 2-D 5-point Jacobi stencil written with grid
notation `[.±1]`, a sparse matrix-vector product written with a get and a
combining send (`[row]y += a * [col]x`), and a prefix sum with `scan`, on
SIDE*SIDE positions (4M; 256K with --quick), at 1 and 2 ranks. Goal: C* time /
hand-written time <= 1.2 for each. Also reports the bytes rank 0 sends per
Jacobi step (halo rows only: 8*SIDE bytes to its neighbour at 2 ranks).
"""
import os

import benchlib

HERE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "comm")
KERNELS = ("jacobi", "spmv", "scan")


def run(build_dir, quick):
    side = 512 if quick else 2048
    reps = 3 if quick else 10
    work = benchlib.workdir("comm")
    cs_exe, mpi_exe = benchlib.build_pair(build_dir, HERE, work, side)
    rows = []
    for np_ in (1, 2):
        best_cs, best_mpi, cs, ref = benchlib.best_of_pair(cs_exe, mpi_exe, np_, reps, KERNELS,
                                                           2 if quick else 3, "comm")
        bytes_cs, bytes_mpi = cs["jacobi_bytes"], ref["jacobi_bytes"]
        names = {"jacobi": "jacobi step %dx%d" % (side, side),
                 "spmv": "spmv get+send, %d rows x 5" % (side * side // 4),
                 "scan": "scan (prefix sum) %d" % (side * side)}
        for k in KERNELS:
            rows.append(benchlib.ratio_row("%s np=%d" % (names[k], np_), best_cs[k], best_mpi[k], "s",
                                           goal="<= 1.2"))
        rows.append({"name": "jacobi bytes sent per step by rank 0, np=%d" % np_, "value": bytes_cs,
                     "unit": "B", "baseline": bytes_mpi,
                     "note": "halo only: one row of %d doubles per neighbour" % side})
    return rows
