#!/usr/bin/env bash
# Sanitizer runs over the runtime's threaded code (Stream*'s helper threads:
# IB layer writes, read-ahead, directory read-ahead; the file layer's
# write-behind, prefetch and I/O-node threads).
#
#   scripts/sanitize.sh [thread|address] [quick]
#
# thread:  ThreadSanitizer (build dir $CSTAR_SANITIZE_BUILD_DIR, default
#          build-tsan); address: AddressSanitizer + UBSan (default build-asan).
# Builds the variant (-DCSTAR_SANITIZE=thread|address), then runs
#   1. lit over test/Runtime, test/PFS, test/Stream, test/Tools (the unit tests
#      at 1, 2, 3 ranks are driven from there), helpers as the machine decides;
#   2. test/Stream and test/PFS again with the helper threads forced on at every
#      rank count and their timing shaken (CSTAR_STREAM_ASYNC=1,
#      CSTAR_STREAM_HELPER_DELAY_US, CSTAR_STREAM_RA_UNIT=8);
#   3. the Stream* benchmark kernel (stream_bench stream, reduced size) in NB,
#      CB and IB at 1, 2, 3 ranks, plain and shaken, on the local driver,
#      striped over 2 and 3 targets, on the ionode driver, and on one core
#      (taskset -c 0).
# quick: step 3 only, fewer variants (3-4 minutes under TSan on 2 cores).
# Every sanitizer report goes to a file under $BUILD/sanitize-logs (so a test
# that checks stderr does not hide it); the script ends with the number of
# reports and exits 1 if there is any, or if a lit run or a kernel run failed.
# MPICH and UCX are not instrumented: scripts/tsan-mpich.supp suppresses
# reports inside them only. UCX's memory hooks (libucm) crash TSan when a
# thread exits, so UCX_MEM_EVENTS=no.
set -uo pipefail
ROOT="$(cd "$(dirname "$0")/.." && pwd)"
KIND="${1:-thread}"
MODE="${2:-full}"
case "$KIND" in
  thread) FLAG="-fsanitize=thread"; BUILD="${CSTAR_SANITIZE_BUILD_DIR:-$ROOT/build-tsan}" ;;
  address) FLAG="-fsanitize=address,undefined"; BUILD="${CSTAR_SANITIZE_BUILD_DIR:-$ROOT/build-asan}" ;;
  *) echo "usage: $0 [thread|address] [quick]" >&2; exit 2 ;;
esac

if [ -z "${CSTAR_SANITIZE_NO_BUILD:-}" ]; then
  mkdir -p "$BUILD"
  { CSTAR_BUILD_DIR="$BUILD" bash "$ROOT/scripts/build.sh" -DCSTAR_SANITIZE="$KIND" &&
    cmake --build "$BUILD" --target cstar-unit-tests -j"$(nproc)"; } >"$BUILD/sanitize-build.log" 2>&1 ||
    { tail -20 "$BUILD/sanitize-build.log"; echo "build failed (log: $BUILD/sanitize-build.log)"; exit 1; }
fi

LOGS="$BUILD/sanitize-logs"
rm -rf "$LOGS"
mkdir -p "$LOGS" "$BUILD/san"
# cstar runs $CSTAR_MPICC for the generated C: programs link the sanitizer
# runtime that libcstar.a needs.
WRAP="$BUILD/san/mpicc-san"
printf '#!/bin/sh\nexec mpicc %s -fno-omit-frame-pointer "$@"\n' "$FLAG" >"$WRAP"
chmod +x "$WRAP"
export CSTAR_MPICC="$WRAP"
export UCX_MEM_EVENTS=no
export TSAN_OPTIONS="suppressions=$ROOT/scripts/tsan-mpich.supp log_path=$LOGS/tsan second_deadlock_stack=1 history_size=4"
export ASAN_OPTIONS="log_path=$LOGS/asan detect_leaks=0"
export UBSAN_OPTIONS="log_path=$LOGS/ubsan print_stacktrace=1"
export MPIEXEC_TIMEOUT=900
fails=0

run_lit() { # label, then lit arguments
  local label="$1"; shift
  echo "== lit $label"
  lit -s -j 2 --timeout 900 "$@" || { echo "lit $label: failures"; fails=$((fails + 1)); }
}

if [ "$MODE" != quick ]; then
  T="$BUILD/test"
  # recover-geometry and short-data run streamstar under `ulimit -v 1000000`:
  # the sanitizers reserve terabytes of address space and die at start there
  run_lit plain --filter-out "recover-geometry|short-data" "$T/Runtime" "$T/PFS" "$T/Stream" "$T/Tools"
  # sweep9-limits checks which fwrite first reports a full disk at 3 ranks,
  # where no helper runs by default; a forced helper defers that error to
  # the last layer job, reported at fclose (write-behind: by design)
  CSTAR_STREAM_ASYNC=1 CSTAR_STREAM_HELPER_DELAY_US=300 CSTAR_STREAM_RA_UNIT=8 \
    run_lit shaken --filter-out sweep9-limits "$T/Stream" "$T/PFS"
fi

# The kernel: 16K VPs x 64 doubles per rank count (a few seconds each under TSan).
EXE="$BUILD/san/stream_bench"
"$WRAP" -O1 -g -I"$BUILD/include" -I"$ROOT/runtime/include" "$ROOT/test/bench/stream/stream_bench.c" \
  "$BUILD/lib/libcstar.a" -lstdc++ -lm -lpthread -o "$EXE" || { echo "stream_bench: build failed"; exit 1; }
WORK="$(mktemp -d "${TMPDIR:-/tmp}/cstar-san.XXXXXX")"
NVP="${CSTAR_SANITIZE_NVP:-16384}"
[ "$MODE" = quick ] && NVP="${CSTAR_SANITIZE_NVP:-8192}"
kernel() { # label; environment assignments and the rank count follow as N=...
  local label="$1"; shift
  local n="$1"; shift
  rm -rf "$WORK"/*; mkdir -p "$WORK/t0" "$WORK/t1" "$WORK/t2"
  local out
  out="$(cd "$WORK" && env "$@" ${PRE:-} mpiexec -n "$n" "$EXE" stream "$NVP" 64 "$WORK/f" 2>&1)"
  local rc=$?
  if [ $rc -ne 0 ] || ! grep -q "bad 0 " <<<"$out"; then
    echo "FAIL kernel $label n=$n rc=$rc: $out" | head -5; fails=$((fails + 1))
  else
    echo "ok   kernel $label n=$n"
  fi
}
SHAKE=(CSTAR_STREAM_ASYNC=1 CSTAR_STREAM_HELPER_DELAY_US=300 CSTAR_STREAM_RA_UNIT=8)
echo "== stream_bench kernel ($NVP VPs x 64 doubles)"
for n in 1 2 3; do
  for mode in nb cb ib; do
    force=(); [ "$mode" != nb ] && force=(CSTAR_STREAM_FORCE=$mode)
    # quick: the helpers forced on in every run, shaken or striped
    [ "$MODE" != quick ] && kernel "$mode" "$n" "${force[@]}" X=0
    [ "$MODE" != quick ] && kernel "$mode async" "$n" "${force[@]}" CSTAR_STREAM_ASYNC=1
    kernel "$mode shaken" "$n" "${force[@]}" "${SHAKE[@]}"
    [ "$MODE" != quick ] && kernel "$mode striped2" "$n" "${force[@]}" "${SHAKE[@]}" CSTAR_PFS_TARGETS="$WORK/t0:$WORK/t1" CSTAR_PFS_STRIPE_UNIT=64k
    kernel "$mode striped3" "$n" "${force[@]}" CSTAR_STREAM_ASYNC=1 CSTAR_PFS_TARGETS="$WORK/t0:$WORK/t1:$WORK/t2" CSTAR_PFS_STRIPE_UNIT=64k
  done
done
for mode in nb cb ib; do
  force=(); [ "$mode" != nb ] && force=(CSTAR_STREAM_FORCE=$mode)
  PRE="taskset -c 0" kernel "$mode one-core" 2 "${force[@]}" "${SHAKE[@]}"
  PRE="taskset -c 0" kernel "$mode one-core" 1 "${force[@]}" "${SHAKE[@]}"
done
# The ionode driver (the last rank serves I/O and never runs the program):
# stream_bench synchronises on MPI_COMM_WORLD, so the unit tests that use the
# compute ranks only run there instead.
unit() { # label, rank count, program and arguments (environment before)
  local label="$1" n="$2"; shift 2
  rm -rf "$WORK"/*
  local out
  out="$(cd "$WORK" && env "$@" 2>&1)"
  local rc=$?
  if [ $rc -ne 0 ] || ! grep -q "^PASS" <<<"$out"; then
    echo "FAIL $label n=$n rc=$rc: $out" | head -5; fails=$((fails + 1))
  else
    echo "ok   $label n=$n"
  fi
}
U="$BUILD/test/unit"
unit "threads ionode" 3 "${SHAKE[@]}" CSTAR_PFS_DRIVER=ionode mpiexec -n 3 "$U/test_stream_threads" 1000
unit "segments ionode ib" 3 CSTAR_STREAM_FORCE=ib CSTAR_STREAM_ASYNC=1 CSTAR_PFS_DRIVER=ionode mpiexec -n 3 "$U/test_stream_segments" both c.dat
unit "threads one-core" 2 "${SHAKE[@]}" taskset -c 0 mpiexec -n 2 "$U/test_stream_threads" 1000
unit "lazyinit" 1 "${SHAKE[@]}" mpiexec -n 1 "$U/test_stream_lazyinit"
rm -rf "$WORK"

nrep=$(cat "$LOGS"/* 2>/dev/null | grep -c -E "^(WARNING: ThreadSanitizer|==[0-9]+==ERROR: |SUMMARY: UndefinedBehaviorSanitizer|.*runtime error:)")
if [ "$nrep" -gt 0 ]; then
  echo "== sanitizer reports (files in $LOGS):"
  grep -h -E "^(WARNING: ThreadSanitizer|SUMMARY:|==[0-9]+==ERROR)" "$LOGS"/* | sort | uniq -c | sort -rn | head -40
fi
echo "sanitize $KIND: $nrep sanitizer reports, $fails failed runs"
[ "$nrep" -eq 0 ] && [ "$fails" -eq 0 ]
