#!/bin/bash
# Builds devkit/ (git-ignored): what test/bench/run.py needs to run on a machine
# without the build tools -- the benchmark kernels linked here against
# $CSTAR_BUILD_DIR/lib/libcstar.a, MPICH's library and hydra launcher with their
# libraries, a stand-in `mpicc` that copies the prebuilt kernel to where run.py
# asks for it, and env.sh. Carry devkit/ to the other machine, then there:
#   . devkit/env.sh; mkdir -p /tmp/bd/lib; touch /tmp/bd/lib/libcstar.a
#   CSTAR_BUILD_DIR=/tmp/bd python3 test/bench/run.py stream
# (x86-64 Linux with glibc >= the build machine's; used on the 16-core device
# in session 8, docs/benchmarks.md.)
set -euo pipefail
cd "$(dirname "$0")/../../.."
B=${CSTAR_BUILD_DIR:-build}
K=devkit
rm -rf $K && mkdir -p $K/lib $K/bin $K/fake
mpicc -O2 -I$B/include -Iruntime/include test/bench/stream/stream_bench.c -o $K/bin/stream_bench \
  $B/lib/libcstar.a -lstdc++ -lm -lpthread
mpicc -O2 -Iruntime/include test/bench/pfs/pfs_bench.c -o $K/bin/pfs_bench $B/lib/libcstar.a -lstdc++ -lm -lpthread
L=/lib/x86_64-linux-gnu
for l in libmpich.so.12 libhwloc.so.15 libucp.so.0 libucs.so.0 libuct.so.0 libucm.so.0 libnuma.so.1 \
         libudev.so.1 libstdc++.so.6 libgcc_s.so.1 libslurm.so.38; do cp -L $L/$l $K/lib/; done
cp -rL $L/ucx $K/lib/ucx && rm -f $K/lib/ucx/*.a
cp -L /usr/bin/mpiexec.hydra /usr/bin/hydra_pmi_proxy $K/bin/
ln -sf mpiexec.hydra $K/bin/mpiexec
strip --strip-unneeded $K/lib/*.so.* $K/bin/*_bench $K/bin/mpiexec.hydra $K/bin/hydra_pmi_proxy || true
cat > $K/fake/mpicc <<'X'
#!/bin/sh
# stand-in for mpicc: copies the kernel built on the development machine
out=""; src=""
while [ $# -gt 0 ]; do case "$1" in -o) out="$2"; shift;; *.c) src="$1";; esac; shift; done
cp "$DEVKIT/bin/$(basename "$src" .c)" "$out"
X
chmod +x $K/fake/mpicc
cat > $K/env.sh <<'X'
export DEVKIT=$PWD/devkit
export LD_LIBRARY_PATH=$DEVKIT/lib:${LD_LIBRARY_PATH:-}
export PATH=$DEVKIT/fake:$DEVKIT/bin:$PATH
export CSTAR_MPIEXEC=$DEVKIT/bin/mpiexec.hydra
export UCX_MODULE_DIR=$DEVKIT/lib/ucx
export HYDRA_LAUNCHER=fork
X
du -sh $K
