#!/usr/bin/env bash
# Writes OUT, the order in which a release link on Linux lays out the functions that common
# runs execute (lld's --symbol-ordering-file): made at release time from the binary it orders,
# never kept in git (issue 57), by .release/build and the benchmark (Tests/Benchmark/README.md).
#
#   Tests/Benchmark/hot-functions.sh BINARY OUT       from the repository root; needs valgrind
#
# Runs BINARY, a release build, under callgrind against the benchmark's server: --version, an
# answer from the cache for a terminal, each status-bar format and JSON, then the same without
# the cache. Every function those runs execute and the binary defines is listed once, in the
# order first seen, so the code of `--version` comes first and that of a cold run last. Link
# again with `-Xlinker --symbol-ordering-file=OUT` (remove the binary first: the build does
# not know the link reads the file).
set -euo pipefail
cd "$(dirname "$0")/../.."
for tool in valgrind nm python3; do
  command -v "$tool" > /dev/null || { echo "hot-functions: needs $tool" >&2; exit 69; }
done
BIN=$(realpath "${1:?usage: Tests/Benchmark/hot-functions.sh BINARY OUT}")
OUT=$(realpath -m "${2:?usage: Tests/Benchmark/hot-functions.sh BINARY OUT}")

WORK=$(mktemp -d)
# Valgrind 3.19 cannot read the toolchain's debug information: a copy without it (the symbol
# table, which names the functions, stays).
strip --strip-debug -o "$WORK/rainstorm" "$BIN"
BIN="$WORK/rainstorm"
python3 Tests/Benchmark/server.py > "$WORK/port" &
SERVER=$!
trap 'kill $SERVER 2> /dev/null; rm -rf "$WORK"' EXIT
for _ in $(seq 50); do [ -s "$WORK/port" ] && break; sleep 0.1; done
BASE="http://127.0.0.1:$(head -1 "$WORK/port")"
export HOME="$WORK/home" XDG_CACHE_HOME="$WORK/cache" XDG_CONFIG_HOME="$WORK/config"
export LANG=C.UTF-8 RAINSTORM_WEATHER_URL="$BASE" RAINSTORM_IP_LOOKUP_URL="$BASE"
export RAINSTORM_ALERTS_URL="$BASE" RAINSTORM_ARCHIVE_URL="$BASE"
mkdir -p "$HOME"
PLACE=(--lat 45.6 --lon 17.22)

profiles=()
profile() { # name, arguments...
  valgrind --tool=callgrind --demangle=no --callgrind-out-file="$WORK/$1.out" "$BIN" "${@:2}" \
    > /dev/null 2> "$WORK/$1.log"
  profiles+=("$WORK/$1.out")
}
profile version --version
FORMATS=(human waybar i3bar i3blocks tmux polybar swiftbar wttr:3 json)
for format in "${FORMATS[@]}"; do
  "$BIN" "${PLACE[@]}" -f "$format" > /dev/null
  profile "cached-$format" "${PLACE[@]}" -f "$format"
done
profile cold "${PLACE[@]}" --no-cache
profile cold-waybar "${PLACE[@]}" --no-cache -f waybar

nm --defined-only "$BIN" > "$WORK/symbols"
python3 - "$WORK/symbols" "${profiles[@]}" > "$OUT" << 'PYTHON'
import re, sys
defined = set()
for line in open(sys.argv[1]):
    fields = line.split()
    if len(fields) == 3 and fields[1] in "tTwW":
        defined.add(fields[2])
print("# The functions common runs execute, in the order the release link lays them out.")
print("# Written by Tests/Benchmark/hot-functions.sh at release time; see .release/build.")
seen = set()
for profile in sys.argv[2:]:
    for line in open(profile, errors="replace"):
        match = re.match(r"c?fn=\(\d+\) (\S+)", line)
        if match:
            name = re.sub(r"'\d+$", "", match.group(1))
            if name in defined and name not in seen:
                seen.add(name)
                print(name)
PYTHON
echo "hot-functions: $(grep -vc '^#' "$OUT") functions" >&2
