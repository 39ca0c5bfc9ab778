#!/usr/bin/env python3
"""Benchmark driver: `test/bench/run.py NAME [--quick]`.

Every benchmark is a module test/bench/NAME.py exposing

    run(build_dir: str, quick: bool) -> list[dict]

where each dict is one figure: name, value, unit, and optionally baseline
(the same figure for the baseline measured in the same run), ratio
(value / baseline, or as the benchmark defines it), goal (text such as
"<= 1.15") and note. The driver prints a table for people and writes
bench-results/NAME.json with every figure and the machine it ran on.
Benchmarks are never part of the pass/fail test suite.
"""
import argparse
import importlib.util
import json
import os
import platform
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))


def machine():
    info = {"host": platform.node(), "system": platform.system(),
            "release": platform.release(), "machine": platform.machine(),
            "cpus": os.cpu_count(), "python": platform.python_version()}
    try:
        with open("/proc/cpuinfo") as f:
            for line in f:
                if line.startswith("model name"):
                    info["cpu"] = line.split(":", 1)[1].strip()
                    break
        with open("/proc/meminfo") as f:
            info["mem_kib"] = int(f.readline().split()[1])
    except OSError:
        pass
    try:
        info["mpiexec"] = subprocess.run(["mpiexec", "--version"], capture_output=True,
                                         text=True).stdout.splitlines()[0:2]
    except Exception:
        pass
    return info


def load(name):
    path = os.path.join(HERE, name + ".py")
    if not os.path.exists(path):
        avail = sorted(f[:-3] for f in os.listdir(HERE)
                       if f.endswith(".py") and f not in ("run.py", "benchlib.py"))
        sys.exit("run.py: no benchmark '%s' (have: %s)" % (name, ", ".join(avail)))
    sys.path.insert(0, HERE)
    spec = importlib.util.spec_from_file_location("bench_" + name, path)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def fmt(v):
    if isinstance(v, float):
        return "%.4g" % v
    return "" if v is None else str(v)


def table(rows):
    cols = ["name", "value", "unit", "baseline", "ratio", "goal"]
    # optional columns, shown when a benchmark gives them: CPU seconds
    # (user+sys, all processes) of one run of the measured program and of
    # the baseline, beside the wall-time figures
    for c in ("cpu", "cpu_base"):
        if any(c in r for r in rows):
            cols.append(c)
    cells = [[fmt(r.get(c)) for c in cols] for r in rows]
    widths = [max(len(c), *(len(x[i]) for x in cells)) if cells else len(c)
              for i, c in enumerate(cols)]
    line = "  ".join(c.ljust(w) for c, w in zip(cols, widths))
    out = [line, "-" * len(line)]
    out += ["  ".join(x.ljust(w) for x, w in zip(row, widths)) for row in cells]
    return "\n".join(out)


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("name")
    ap.add_argument("--quick", action="store_true", help="small sizes: under two minutes")
    ap.add_argument("--out", default=os.path.join(ROOT, "bench-results"))
    a = ap.parse_args()
    build = os.environ.get("CSTAR_BUILD_DIR", os.path.join(ROOT, "build"))
    if not os.path.isdir(build):
        sys.exit("run.py: build directory %s not found (build first, or set CSTAR_BUILD_DIR)" % build)
    mod = load(a.name)
    t0 = time.time()
    rows = mod.run(os.path.abspath(build), a.quick)
    elapsed = time.time() - t0
    print(table(rows))
    os.makedirs(a.out, exist_ok=True)
    result = {"benchmark": a.name, "quick": a.quick, "seconds": elapsed,
              "date": time.strftime("%Y-%m-%dT%H:%M:%S%z"), "machine": machine(),
              "figures": rows}
    path = os.path.join(a.out, a.name + ".json")
    with open(path, "w") as f:
        json.dump(result, f, indent=2)
    print("\n%d figures in %.1f s -> %s" % (len(rows), elapsed, path))


if __name__ == "__main__":
    main()
