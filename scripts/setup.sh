#!/usr/bin/env bash
# Idempotent set-up for a fresh Debian 12 machine: Debian packages, lit from PyPI,
# and the ANTLR 4.9 tool jar from Maven Central into a cache. Does nothing when all
# of it is already there.
set -euo pipefail

ANTLR_VERSION=4.9
ANTLR_CACHE="${CSTAR_CACHE_DIR:-$HOME/.cache/cstar}"
ANTLR_JAR="$ANTLR_CACHE/antlr-$ANTLR_VERSION-complete.jar"

DEB_PACKAGES=(
  cmake ninja-build g++ make python3 python3-pip default-jre-headless maven
  clang-16 libclang-16-dev libclang-cpp16-dev llvm-16-dev llvm-16-tools
  mpich libmpich-dev libantlr4-runtime-dev
  gdb
)

SUDO=""
if [ "$(id -u)" != 0 ]; then SUDO=sudo; fi

missing=()
for p in "${DEB_PACKAGES[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed"; then
    missing+=("$p")
  fi
done
if [ ${#missing[@]} -gt 0 ]; then
  echo "setup: installing Debian packages: ${missing[*]}"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi

PY=python3
if ! $PY -c 'import lit' 2>/dev/null; then
  echo "setup: installing lit from PyPI"
  $PY -m pip install -q lit 2>/dev/null || $PY -m pip install -q --break-system-packages lit
fi
for mod in numpy psutil; do
if ! $PY -c "import $mod" 2>/dev/null; then
  echo "setup: installing $mod from PyPI"
  $PY -m pip install -q "$mod" 2>/dev/null || $PY -m pip install -q --break-system-packages "$mod"
fi
done

if [ ! -s "$ANTLR_JAR" ]; then
  echo "setup: fetching ANTLR $ANTLR_VERSION tool jar from Maven Central"
  mkdir -p "$ANTLR_CACHE"
  mvn -q dependency:copy -Dartifact=org.antlr:antlr4:$ANTLR_VERSION:jar:complete \
      -DoutputDirectory="$ANTLR_CACHE" -Dmdep.stripVersion=false >/dev/null
  mv -f "$ANTLR_CACHE/antlr4-$ANTLR_VERSION-complete.jar" "$ANTLR_JAR"
fi
echo "setup: ok (ANTLR jar: $ANTLR_JAR)"
