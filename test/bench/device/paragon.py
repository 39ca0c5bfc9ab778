"""The Paragon part of the pfs benchmark alone (test/bench/pfs.py _paragon:
one file and 2 and 3 striped targets, 128 MiB, REPS interleaved repetitions),
with the kit's pfs_bench:  . devkit/env.sh; python3 test/bench/device/paragon.py 9"""
import json
import os
import sys
import tempfile

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
import pfs  # noqa: E402

rows = pfs._paragon(os.path.join(os.environ["DEVKIT"], "bin", "pfs_bench"), tempfile.mkdtemp(), 128,
                    int(sys.argv[1]) if len(sys.argv) > 1 else 9)
for r in rows:
    d = {k: v for k, v in r.get("detail", {}).items() if k in ("io_bound_read", "read_on", "read_off")}
    print(r["name"], round(r["value"], 4), round(r["ratio"], 3), json.dumps(d))
