"""Helpers shared by the benchmarks: timing a command, compiling C* and C."""
import os
import subprocess
import tempfile
import time


def mpiexec():
    return os.environ.get("CSTAR_MPIEXEC", "mpiexec")


def sh(cmd, **kw):
    """Runs a command (list), raising with its output on failure."""
    r = subprocess.run(cmd, capture_output=True, text=True, **kw)
    if r.returncode != 0:
        raise RuntimeError("%s failed (%d):\n%s%s" % (" ".join(cmd), r.returncode, r.stdout, r.stderr))
    return r.stdout


def best_time(cmd, repeat=3, **kw):
    """Best wall time of `repeat` runs of cmd, in seconds, and the last output."""
    best, out = None, ""
    for _ in range(repeat):
        t0 = time.perf_counter()
        out = sh(cmd, **kw)
        dt = time.perf_counter() - t0
        best = dt if best is None else min(best, dt)
    return best, out


def workdir(prefix):
    return tempfile.mkdtemp(prefix="cstar-bench-%s-" % prefix)


def ratio_row(name, value, baseline, unit="s", goal=None, note=None):
    row = {"name": name, "value": value, "unit": unit, "baseline": baseline,
           "ratio": (value / baseline) if baseline else None}
    if goal:
        row["goal"] = goal
    if note:
        row["note"] = note
    return row


def parse_figures(out):
    """`NAME SECONDS` lines of a kernel program's output as {NAME: float};
    a `check ...` line is kept as text under "check"."""
    vals = {}
    for line in out.splitlines():
        parts = line.split()
        if len(parts) == 2:
            vals[parts[0]] = float(parts[1])
        elif parts and parts[0] == "check":
            vals["check"] = " ".join(parts[1:])
    return vals


def build_pair(build_dir, src_dir, work, side):
    """Compiles src_dir/kernels.cs with cstar and src_dir/kernels_mpi.c with
    mpicc (both with -DSIDE=side); returns the two executables."""
    cs_exe = os.path.join(work, "kernels_cs")
    mpi_exe = os.path.join(work, "kernels_mpi")
    sh([os.path.join(build_dir, "bin", "cstar"), "-O2", "-DSIDE=%d" % side,
        os.path.join(src_dir, "kernels.cs"), "-o", cs_exe])
    sh(["mpicc", "-O2", "-std=c11", "-DSIDE=%d" % side,
        os.path.join(src_dir, "kernels_mpi.c"), "-o", mpi_exe])
    return cs_exe, mpi_exe


def best_of_pair(cs_exe, mpi_exe, np_, reps, kernels, rounds, what):
    """Runs the C* and the MPI kernel programs `rounds` times each at np_
    ranks (alternating) and returns ({kernel: best C* s}, {kernel: best MPI s},
    last C* figures, last MPI figures). The two programs must print the same
    `check` line (when they print one): a wrong answer fails the benchmark."""
    best_cs, best_mpi, cs, ref = {}, {}, {}, {}
    for _ in range(rounds):
        cs = parse_figures(sh([mpiexec(), "-n", str(np_), cs_exe, str(reps)]))
        ref = parse_figures(sh([mpiexec(), "-n", str(np_), mpi_exe, str(reps)]))
        if cs.get("check") != ref.get("check"):
            raise RuntimeError("%s: checksums differ at np=%d: C* %s, MPI %s"
                               % (what, np_, cs.get("check"), ref.get("check")))
        for k in kernels:
            best_cs[k] = min(best_cs.get(k, 1e9), cs[k])
            best_mpi[k] = min(best_mpi.get(k, 1e9), ref[k])
    return best_cs, best_mpi, cs, ref
