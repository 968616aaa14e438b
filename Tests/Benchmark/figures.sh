#!/usr/bin/env bash
# The figures the README quotes, measured on this machine: the stripped size of the binary the
# README installs, and a first `swift test` on a fresh clone (its build, then its run), once
# idle and once with every core loaded by another process (`yes > /dev/null`, one per core, as
# a shared or busy machine is). Prints the machine with them. Takes several minutes.
#
#   Tests/Benchmark/figures.sh            from the repository root
set -euo pipefail
cd "$(dirname "$0")/../.."
WORK=$(mktemp -d)
LOAD=()
cleanup() {
  for pid in "${LOAD[@]}"; do kill "$pid" 2> /dev/null || true; done
  rm -rf "$WORK"
}
trap cleanup EXIT

seconds() { python3 -c 'import time; print(time.monotonic())'; }
elapsed() { python3 -c "print(round($2 - $1))"; }

# A first `swift test` on a fresh clone of what is committed: the build, then the run.
first_test() {
  local clone="$WORK/$1"
  git clone --quiet . "$clone"
  local start built ended
  start=$(seconds)
  (cd "$clone" && swift build --build-tests > "$WORK/$1.build.log" 2>&1)
  built=$(seconds)
  (cd "$clone" && swift test --skip-build > "$WORK/$1.test.log" 2>&1)
  ended=$(seconds)
  echo "$(elapsed "$start" "$built") $(elapsed "$built" "$ended")"
}

git clone --quiet . "$WORK/release"
(cd "$WORK/release" && swift build -c release --static-swift-stdlib > "$WORK/release.log" 2>&1)
strip -o "$WORK/rainstorm" "$WORK/release/.build/release/rainstorm"
SIZE=$(stat -c %s "$WORK/rainstorm")

IDLE=$(first_test idle)
for _ in $(seq "$(nproc)"); do
  yes > /dev/null &
  LOAD+=($!)
done
LOADED=$(first_test loaded)

printf 'machine: %s, %s cores, %s memory, %s\n' \
  "$(sed -n 's/^model name[[:space:]]*: //p' /proc/cpuinfo | head -1)" "$(nproc)" \
  "$(free -h | awk '/^Mem:/ { print $2 }')" "$(swift --version 2>&1 | head -1)"
printf '%-50s %s\n' \
  "stripped release binary (install -s)" "$(python3 -c "print(f'{$SIZE / 1e6:.1f} MB')")" \
  "first swift test, idle: build + run" "$(set -- $IDLE; echo "$1 s + $2 s")" \
  "first swift test, every core loaded: build + run" "$(set -- $LOADED; echo "$1 s + $2 s")"
