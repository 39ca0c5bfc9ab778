#!/usr/bin/env bash
# The main job: install what is missing, build everything, compile an example C*
# program, run it under `mpiexec -n 2`, and convert the Stream* file it wrote
# into a .npy array with streamstar.
set -euo pipefail
ROOT="$(cd "$(dirname "$0")/.." && pwd)"
BUILD="${CSTAR_BUILD_DIR:-$ROOT/build}"
bash "$ROOT/scripts/setup.sh"
bash "$ROOT/scripts/build.sh"
WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT
cd "$WORK"
echo "== cstar $ROOT/examples/heat.cs -o heat"
"$BUILD/bin/cstar" "$ROOT/examples/heat.cs" -o heat
echo "== mpiexec -n 2 ./heat"
mpiexec -n 2 ./heat
if [ -x "$BUILD/bin/streamstar" ] && [ -e heat.out ]; then
  echo "== streamstar info heat.out"
  "$BUILD/bin/streamstar" info heat.out
  echo "== streamstar convert heat.out heat.npy --format=npy --dtype=float64"
  "$BUILD/bin/streamstar" convert heat.out heat.npy --format=npy --dtype=float64
  python3 -c 'import numpy as np; a = np.load("heat.npy"); print("heat.npy", a.shape, a.dtype, "mean %.6f" % a.mean())'
fi
