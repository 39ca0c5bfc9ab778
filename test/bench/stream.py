"""Stream* benchmark (issue 6): the thesis experiment (every VP writes then
reads 64 doubles one at a time; thesis 64K VPs = 32 MiB) scaled to 1M VPs
(512 MiB; --quick: 64K VPs), at 1 and 2 ranks, in NB, CB and IB (CB and IB
forced by the debug switch CSTAR_STREAM_FORCE, so every mode moves the same
bytes), an IB block sweep 8/16/32/64 and directory pointers 2/6/14, mode
detection cost, per-VP buffering cost, against MPI_File_write_at_all of the
same bytes and the naive alternatives (one POSIX file per VP, one pwrite per
VP block) at 64K VPs. Times include open and close (IB: directory patching
and metafiles). Kernel: stream/stream_bench.c.

Two kinds of figures. "page cache": the data never has to reach the disk
(the thesis measured disks; on a development machine the page cache absorbs
everything). "synced"/"cold" (CSTAR_BENCH_DISK=1, NB, CB, IB and MPI-IO at 1
and 2 ranks): the write clock stops after the data file and metafiles are
fsync'ed, and the read starts after they were dropped from the page cache
(posix_fadvise DONTNEED), so the read comes from the disk. Every row's note
also gives the process CPU seconds (all threads, max over ranks) of the
best run: on a shared machine the wall clock mostly measures the others.
The cases a ratio compares (MPI-IO, raw pwrite, NB, CB, IB) run in turn
within each of 5 repetitions, rotating the order, and each keeps its best."""
import os
import shutil
import subprocess

import benchlib

HERE = os.path.dirname(os.path.abspath(__file__))
NREC = 64


def build(build_dir):
    exe = os.path.join(build_dir, "bench", "stream_bench")
    os.makedirs(os.path.dirname(exe), exist_ok=True)
    src = os.path.join(HERE, "stream", "stream_bench.c")
    root = os.path.dirname(os.path.dirname(HERE))
    benchlib.sh(["mpicc", "-O2", "-I" + os.path.join(build_dir, "include"),
                 "-I" + os.path.join(root, "runtime", "include"), src, "-o", exe,
                 os.path.join(build_dir, "lib", "libcstar.a"), "-lstdc++", "-lm", "-lpthread"])
    return exe


def once(exe, nranks, kind, nvp, path, env):
    """(write_s, read_s) of one run; the file is removed first so every kind
    pays for fresh pages."""
    base = os.path.dirname(path)
    for f in os.listdir(base):
        p = os.path.join(base, f)
        shutil.rmtree(p) if os.path.isdir(p) else os.unlink(p)
    if kind == "pervp":
        os.makedirs(path)
    e = dict(os.environ)
    e.update(env)
    out = benchlib.sh([benchlib.mpiexec(), "-n", str(nranks), exe, kind, str(nvp), str(NREC), path],
                      env=e)
    w = out.split()
    # write s, read s, then (stream and mpiio kinds) write and read CPU s,
    # then (stream) the CPU s of the program's thread alone
    return ((float(w[1]), float(w[3])) + ((float(w[7]), float(w[9])) if len(w) >= 10 else (0.0, 0.0))
            + ((float(w[11]), float(w[13])) if len(w) >= 14 else (0.0, 0.0)))


def best(exe, nranks, kind, nvp, wd, env=None, repeat=3):
    path = os.path.join(wd, "f.dat")
    runs = [once(exe, nranks, kind, nvp, path, env or {}) for _ in range(repeat)]
    return tuple(min(r[i] for r in runs) for i in range(6))


def best_interleaved(exe, nranks, cases, nvp, wd, repeat):
    """best() of several cases {name: (kind, env)} run in turn within every
    repetition, the order rotated each time: a ratio of two cases then
    compares runs of the same moments. (Run one case after another, the
    page cache's and the VM's state drifted between them: CB, which moves
    8-byte records through NB's very code path, measured 0.64-1.5x NB.)"""
    path = os.path.join(wd, "f.dat")
    names = list(cases)
    runs = {n: [] for n in names}
    for r in range(repeat):
        k = r % len(names)
        for n in names[k:] + names[:k]:
            kind, env = cases[n]
            runs[n].append(once(exe, nranks, kind, nvp, path, env))
    return {n: tuple(min(x[i] for x in v) for i in range(6)) for n, v in runs.items()}


def cpu_note(t, a, b):
    """CPU seconds of two kinds for the write (0) and read (1) of a row (all
    threads; then, where the kernel measured it, the program's thread alone:
    with a spare core, the helper threads' share runs beside it)."""
    def note(i):
        s = "CPU s %s %.3f, %s %.3f" % (a, t[a][2 + i], b, t[b][2 + i])
        if t[a][4 + i] and t[b][4 + i]:
            s += "; main thread %s %.3f, %s %.3f" % (a, t[a][4 + i], b, t[b][4 + i])
        return s
    return note


def run(build_dir, quick):
    exe = build(build_dir)
    wd = benchlib.workdir("stream")
    big = 65536 if quick else 1 << 20
    naive_n = 8192 if quick else 65536
    rep = 2 if quick else 5       # the interleaved comparisons (the ratios)
    rep1 = 2 if quick else 3      # single-case figures (detection, sweeps, naive alternatives)
    mib = lambda n: n * NREC * 8 / 2**20
    rows = []
    try:
        for P in (1, 2):
            cases = {"mpiio": ("mpiio", {}), "raw": ("raw", {})}
            cases.update({m: ("stream", {"CSTAR_STREAM_FORCE": m}) for m in ("nb", "cb", "ib")})
            t = best_interleaved(exe, P, cases, big, wd, rep)
            det = best(exe, P, "detect", big, wd, repeat=rep1)[0]
            size = mib(big)
            for i, op in enumerate(("write", "read")):
                bw = {k: size / v[i] for k, v in t.items()}
                rows.append(benchlib.ratio_row("P%d %s MPI-IO %dK VPs" % (P, op, big // 1024), bw["mpiio"], None, "MiB/s"))
                rows.append(benchlib.ratio_row("P%d %s NB / MPI-IO" % (P, op), bw["nb"], bw["mpiio"], "MiB/s", ">= 1.0",
                                               note=cpu_note(t, "nb", "mpiio")(i)))
                rows.append(benchlib.ratio_row("P%d %s CB / NB" % (P, op), bw["cb"], bw["nb"], "MiB/s", ">= 0.95",
                                               note=cpu_note(t, "cb", "nb")(i)))
                rows.append(benchlib.ratio_row("P%d %s IB / NB" % (P, op), bw["ib"], bw["nb"], "MiB/s", ">= 0.8 (thesis 0.6)",
                                               note=cpu_note(t, "ib", "nb")(i)))
            rows.append(benchlib.ratio_row("P%d mode detection / NB write" % P, det, t["nb"][0], "s", "<= 0.01",
                                           note="%d zero-byte fwrites (reduction + local analysis; open/close not timed)" % NREC))
            # per-VP cost over a raw pwrite of the same bytes, per VP per operation
            ops = big * NREC
            for m in ("nb", "cb", "ib"):
                ns = max(0.0, (t[m][0] - t["raw"][0])) / ops * 1e9
                goal = {"nb": "<= 1", "cb": "<= 10", "ib": "<= 50"}[m]
                rows.append(benchlib.ratio_row("P%d per-VP buffering cost %s (write)" % (P, m.upper()), ns, None,
                                               "ns/VP/op", goal, note="(T_mode - T_raw_pwrite) / (VPs x ops)"))
        # on the disk: synced writes, cold reads (the thesis's setting)
        for P in (1, 2):
            cases = {"mpiio": ("mpiio", {"CSTAR_BENCH_DISK": "1"})}
            cases.update({m: ("stream", {"CSTAR_STREAM_FORCE": m, "CSTAR_BENCH_DISK": "1"}) for m in ("nb", "cb", "ib")})
            t = best_interleaved(exe, P, cases, big, wd, rep)
            for i, op in enumerate(("synced write", "cold read")):
                bw = {k: mib(big) / v[i] for k, v in t.items()}
                rows.append(benchlib.ratio_row("P%d %s MPI-IO %dK VPs" % (P, op, big // 1024), bw["mpiio"], None, "MiB/s"))
                rows.append(benchlib.ratio_row("P%d %s NB / MPI-IO" % (P, op), bw["nb"], bw["mpiio"], "MiB/s",
                                               note=cpu_note(t, "nb", "mpiio")(i)))
                rows.append(benchlib.ratio_row("P%d %s CB / NB" % (P, op), bw["cb"], bw["nb"], "MiB/s",
                                               note=cpu_note(t, "cb", "nb")(i)))
                rows.append(benchlib.ratio_row("P%d %s IB / NB" % (P, op), bw["ib"], bw["nb"], "MiB/s",
                                               note=cpu_note(t, "ib", "nb")(i)))
        # IB sweeps at 1 rank
        for b in (8, 16, 32, 64):
            w, r = best(exe, 1, "stream", big, wd, {"CSTAR_STREAM_FORCE": "ib", "CSTAR_STREAM_BIB": str(b)}, repeat=rep1)[:2]
            rows.append(benchlib.ratio_row("IB b_IB=%d write" % b, mib(big) / w, None, "MiB/s"))
            rows.append(benchlib.ratio_row("IB b_IB=%d read" % b, mib(big) / r, None, "MiB/s"))
        for k in (2, 6, 14):
            w, r = best(exe, 1, "stream", big, wd, {"CSTAR_STREAM_FORCE": "ib", "CSTAR_STREAM_DIRPTRS": str(k)}, repeat=rep1)[:2]
            rows.append(benchlib.ratio_row("IB dirptrs=%d write" % k, mib(big) / w, None, "MiB/s"))
            rows.append(benchlib.ratio_row("IB dirptrs=%d read" % k, mib(big) / r, None, "MiB/s"))
        # naive alternatives at 64K VPs against IB at the same size
        ib = best(exe, 1, "stream", naive_n, wd, {"CSTAR_STREAM_FORCE": "ib"}, repeat=rep1)
        for kind, label in (("pervp", "one POSIX file per VP"), ("pwvp", "one pwrite per VP block")):
            nv = best(exe, 1, kind, naive_n, wd, repeat=1)
            rows.append(benchlib.ratio_row("IB / %s write (%dK VPs)" % (label, naive_n // 1024),
                                           mib(naive_n) / ib[0], mib(naive_n) / nv[0], "MiB/s", ">= 100"))
            rows.append(benchlib.ratio_row("IB / %s read (%dK VPs)" % (label, naive_n // 1024),
                                           mib(naive_n) / ib[1], mib(naive_n) / nv[1], "MiB/s", ">= 100"))
    finally:
        shutil.rmtree(wd, ignore_errors=True)
    return rows
