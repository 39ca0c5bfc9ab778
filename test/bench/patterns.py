"""Benchmark `patterns`: Stream* used the way a C* programmer uses it.

Kernels (test/bench/patterns/): patterns.cs, compiled by `cstar`, runs one
pattern per process — elemental fprintf/fscanf text, fputs/fgets lines,
fputc/fgetc characters, fwrite/fread of 24- and 200-byte parallel structs
and of a parallel array double:S a[16], writes and reads under `where`
(50% and 10% of the VPs), per-VP fseek + fread + fwrite updates in "r+"
then rewind and reread, the same for fixed-width text records written by
elemental fprintf (fseek + fscanf + fprintf: in-place IB updates), 20 append sessions ("a") of 3 records, and the
open/close cost at 64K and 1M VPs (fopen "w"/"r", and fopen(name, "r", &s)).
Baselines measured in the same run, interleaved round by round:
patterns_mpi.c, the plain C/MPI program for the same bytes (stdio to one
file per rank), and, where the pattern allows, the same C* kernel in NB
("nb": whole-shape fwrite/fread of the same bytes). Every kernel reads back
and checks what it wrote; a wrong answer fails the benchmark.

Figures: median wall seconds of the write part and of the read part (each
ending in fclose), at 1 and 2 ranks; ratio = Stream* / plain C. Columns
cpu and cpu_base: the median CPU seconds (user+sys of one whole run, all
ranks, from getrusage of the children) of the pattern and of plain C. The
note gives the NB variant's median (wall and CPU).
"""
import os
import resource
import shutil
import subprocess
import time

import benchlib

HERE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "patterns")
NVP = 65536

# pattern -> (steps, has an NB variant)
PATTERNS = [
    ("text", 8, True), ("lines", 16, True), ("chars", 8, True),
    ("rec24", 64, False), ("rec200", 16, False), ("arr16", 16, False),
    ("where50", 64, True), ("where10", 64, True),
    ("seek", 4, True), ("textupd", 4, False), ("append", 0, True), ("open", 0, False),
]


def build(build_dir, work):
    cs = os.path.join(work, "patterns_cs")
    mpi = os.path.join(work, "patterns_mpi")
    benchlib.sh([os.path.join(build_dir, "bin", "cstar"), "-O2", "-DNVP=%d" % NVP,
                 os.path.join(HERE, "patterns.cs"), "-o", cs])
    benchlib.sh(["mpicc", "-O2", "-std=c11", "-D_POSIX_C_SOURCE=200809L", "-DNVP=%d" % NVP,
                 os.path.join(HERE, "patterns_mpi.c"), "-o", mpi])
    return cs, mpi


def run_one(exe, np_, pattern, mode, steps, data):
    """One run: ({figure: seconds}, CPU seconds of all its processes)."""
    shutil.rmtree(data, ignore_errors=True)
    os.makedirs(data)
    cmd = [benchlib.mpiexec(), "-n", str(np_), exe, pattern, mode, data]
    if steps:
        cmd.append(str(steps))
    r0 = resource.getrusage(resource.RUSAGE_CHILDREN)
    r = subprocess.run(cmd, capture_output=True, text=True)
    r1 = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (r1.ru_utime - r0.ru_utime) + (r1.ru_stime - r0.ru_stime)
    out = r.stdout
    if r.returncode != 0 or "check %s ok" % pattern not in out:
        raise RuntimeError("%s %s %s np=%d failed (%d):\n%s%s" % (exe, pattern, mode, np_,
                                                                 r.returncode, out, r.stderr))
    vals = {}
    for line in out.splitlines():
        parts = line.split()
        if len(parts) == 2 and parts[0] != "check":
            vals[parts[0]] = float(parts[1])
    return vals, cpu


def median(xs):
    xs = sorted(xs)
    n = len(xs)
    return xs[n // 2] if n % 2 else 0.5 * (xs[n // 2 - 1] + xs[n // 2])


def run(build_dir, quick):
    work = benchlib.workdir("patterns")
    cs, mpi = build(build_dir, work)
    data = os.path.join(work, "data")
    rounds = 3 if quick else 5
    only = os.environ.get("PATTERNS_ONLY")
    rows = []
    for np_ in (1, 2):
        for pattern, steps, has_nb in PATTERNS:
            if only and pattern not in only.split(","):
                continue
            if quick and steps:
                steps = max(1, steps // 2)
            variants = [("pat", cs), ("mpi", mpi)] + ([("nb", cs)] if has_nb else [])
            figs = {v: {} for v, _ in variants}
            cpus = {v: [] for v, _ in variants}
            for _ in range(rounds):  # interleaved A/B(/C) rounds
                for v, exe in variants:
                    vals, cpu = run_one(exe, np_, pattern, v, steps, data)
                    cpus[v].append(cpu)
                    for k, x in vals.items():
                        figs[v].setdefault(k, []).append(x)
            for k in sorted(figs["pat"]):
                if k not in figs["mpi"]:
                    continue
                val, base = median(figs["pat"][k]), median(figs["mpi"][k])
                note = "CPU s pattern %.3f, plain C %.3f" % (median(cpus["pat"]), median(cpus["mpi"]))
                if has_nb and k in figs["nb"]:
                    note += "; NB variant %.4g s (CPU %.3f)" % (median(figs["nb"][k]), median(cpus["nb"]))
                label = "%s %s np=%d (%d VPs%s)" % (pattern, k, np_, NVP if pattern != "open" else 0,
                                                    ", %d steps" % steps if steps else "")
                if pattern == "open":
                    label = "open %s np=%d" % (k, np_)
                row = benchlib.ratio_row(label, val, base, "s", goal="<= 2", note=note)
                # CPU columns: median user+sys seconds of one whole run (all
                # ranks) of the pattern and of plain C, beside the wall figures
                row["cpu"], row["cpu_base"] = median(cpus["pat"]), median(cpus["mpi"])
                rows.append(row)
    shutil.rmtree(work, ignore_errors=True)
    return rows
