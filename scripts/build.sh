#!/usr/bin/env bash
# Configure and build everything into build/ (or $CSTAR_BUILD_DIR). Safe to re-run.
set -euo pipefail
ROOT="$(cd "$(dirname "$0")/.." && pwd)"
BUILD="${CSTAR_BUILD_DIR:-$ROOT/build}"
GEN=()
if command -v ninja >/dev/null 2>&1 && [ ! -f "$BUILD/Makefile" ]; then GEN=(-G Ninja); fi
cmake -S "$ROOT" -B "$BUILD" "${GEN[@]}" "$@" >/dev/null
cmake --build "$BUILD" -j"$(nproc)"
