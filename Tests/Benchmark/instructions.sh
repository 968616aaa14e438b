#!/usr/bin/env bash
# The instruction gate (issue 57): instructions counted by callgrind for the runs people make
# most, against the budget in Tests/Benchmark/instructions.budget. Counts do not depend on the
# load of the machine (Tests/Benchmark/README.md), so CI can hold them where times would flake.
# A speed change is made and kept only with a row here that shows it.
#
#   Tests/Benchmark/instructions.sh BINARY            prints each row; fails 5% over a budget
#   Tests/Benchmark/instructions.sh BINARY --write    writes the budget file from this run
#
# BINARY is a release build (`swift build -c release --static-swift-stdlib`). The rows, each
# against the benchmark's server (Tests/Benchmark/server.py) on 127.0.0.1:
#   version       rainstorm --version
#   line          a cached -f line at the benchmark's place (Croatia: MeteoAlarm's feed cached)
#   default       the same place, cached, for a terminal's human output (not a terminal here)
#   radar         a cached --radar frame around Münster at 200 x 60 (Bright Sky's recording)
set -euo pipefail
cd "$(dirname "$0")/../.."
BIN=$(realpath "${1:?usage: Tests/Benchmark/instructions.sh BINARY [--write]}")
BUDGET=Tests/Benchmark/instructions.budget
for tool in valgrind python3 strip; do
  command -v "$tool" > /dev/null || { echo "instructions: needs $tool" >&2; exit 69; }
done

WORK=$(mktemp -d)
# Valgrind 3.19 cannot read the toolchain's debug information: a copy without it.
strip --strip-debug -o "$WORK/rainstorm" "$BIN"
python3 Tests/Benchmark/server.py > "$WORK/port" &
SERVER=$!
trap 'kill $SERVER 2> /dev/null; rm -rf "$WORK"' EXIT
for _ in $(seq 100); do [ -s "$WORK/port" ] && break; sleep 0.1; done
BASE="http://127.0.0.1:$(head -1 "$WORK/port")"
# A fixed, small environment: the count reads every variable, and HOME's length is the same
# in every run (mktemp's names are).
run_env=(env -i HOME="$WORK/home" XDG_CACHE_HOME="$WORK/cache" XDG_CONFIG_HOME="$WORK/config"
  LANG=C.UTF-8 RAINSTORM_WEATHER_URL="$BASE" RAINSTORM_IP_LOOKUP_URL="$BASE"
  RAINSTORM_ALERTS_URL="$BASE" RAINSTORM_ARCHIVE_URL="$BASE" RAINSTORM_RADAR_URL="$BASE"
  RAINSTORM_US_RADAR_URL="$BASE" COLUMNS=200 LINES=60)
mkdir -p "$WORK/home"

# The instructions of one run of rainstorm with these arguments, after a run that fills the
# cache.
count() {
  "${run_env[@]}" "$WORK/rainstorm" "$@" > /dev/null
  "${run_env[@]}" valgrind --tool=callgrind --callgrind-out-file="$WORK/out" "$WORK/rainstorm" \
    "$@" > /dev/null 2> "$WORK/valgrind.log"
  sed -n 's/^summary: \([0-9]*\).*/\1/p' "$WORK/out"
}

PLACE=(--lat 45.6 --lon 17.22)
declare -A measured
measured[version]=$(count --version)
measured[line]=$(count "${PLACE[@]}" -f line)
measured[default]=$(count "${PLACE[@]}")
measured[radar]=$(count 52,7.6 --radar)
ROWS=(version line default radar)

if [ "${2:-}" = --write ]; then
  {
    echo "# Instructions (callgrind) of each row of Tests/Benchmark/instructions.sh, written by"
    echo "# it with --write; .ci/run fails a row 5% over. Raise one only with the reason in the"
    echo "# commit, lower one when a change gains."
    for row in "${ROWS[@]}"; do echo "$row ${measured[$row]}"; done
  } > "$BUDGET"
fi

failed=0
printf '%-8s %12s %12s %8s\n' row instructions budget ratio
for row in "${ROWS[@]}"; do
  budget=$(sed -n "s/^$row \([0-9]*\)$/\1/p" "$BUDGET")
  [ -n "$budget" ] || { echo "instructions: no budget for $row in $BUDGET" >&2; exit 1; }
  value=${measured[$row]}
  [ -n "$value" ] || { echo "instructions: no count for $row:"; cat "$WORK/valgrind.log"; exit 1; }
  ratio=$(python3 -c "print(f'{$value / $budget:.3f}')")
  printf '%-8s %12s %12s %8s\n' "$row" "$value" "$budget" "$ratio"
  if [ "$value" -gt $((budget * 105 / 100)) ]; then
    echo "  $row is more than 5% over its budget"
    failed=1
  fi
done
exit $failed
