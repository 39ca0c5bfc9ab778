#!/bin/bash
# NB and CB write+read of 1M VPs x 64 doubles at 1 rank, file-layer prefetch on
# and off, interleaved, REPS rounds (default 5), with the kit's stream_bench:
#   bash test/bench/device/nbcb.sh 5
. devkit/env.sh
w=$(mktemp -d)
for r in $(seq ${1:-5}); do for c in "nb 1" "cb 1" "nb 0" "cb 0"; do set -- $c
  rm -rf "$w"/*
  echo "$1 prefetch=$2 $(CSTAR_PFS_PREFETCH=$2 CSTAR_STREAM_FORCE=$1 mpiexec -n 1 "$DEVKIT/bin/stream_bench" stream 1048576 64 "$w/f.dat")"
done; done
rm -rf "$w"
