#!/usr/bin/env bash
# A week of `rainstorm --watch` in a few seconds (Tests/Benchmark/README.md): the clock is
# fast-forwarded (RAINSTORM_WATCH_FAST_FORWARD=DAYS: each wait ends at once, the clock jumps to
# its end), and everything else is real: the requests to the benchmark's server (which dates
# its forecast to the watch's clock), the cache on disk, the rendering and the writing. For each
# format it prints the median of five runs of a day and of a week: CPU time (user + system),
# peak resident memory, and the requests and lines of the last run.
#
#   Tests/Benchmark/watch.sh          from the repository root; RAINSTORM_FAST_BIN names the
#                                     binary (else it is built), RUNS the runs (5)
#
# The fast clock is compiled only into a build of its own (`-DRAINSTORM_FAST_FORWARD`, in
# .build/fast-forward), never into the release: users' binaries have no such hook.
set -euo pipefail
cd "$(dirname "$0")/../.."
for tool in jq curl python3 /usr/bin/time; do
  command -v "$tool" > /dev/null || { echo "benchmark: needs $tool" >&2; exit 69; }
done
RUNS=${RUNS:-5}
if [ -n "${RAINSTORM_FAST_BIN:-}" ]; then
  BIN=$RAINSTORM_FAST_BIN
else
  FAST=(-c release --static-swift-stdlib -Xswiftc -DRAINSTORM_FAST_FORWARD
    --scratch-path .build/fast-forward)
  swift build "${FAST[@]}" > /dev/null
  BIN=$(swift build "${FAST[@]}" --show-bin-path)/rainstorm
fi
WORK=$(mktemp -d)
python3 Tests/Benchmark/server.py > "$WORK/port" &
SERVER=$!
trap 'kill $SERVER 2> /dev/null; rm -rf "$WORK"' EXIT
for _ in $(seq 50); do [ -s "$WORK/port" ] && break; sleep 0.1; done
BASE="http://127.0.0.1:$(head -1 "$WORK/port")"
export LANG=C.UTF-8 RAINSTORM_WEATHER_URL="$BASE" RAINSTORM_ALERTS_URL="$BASE"
export RAINSTORM_PROVIDER=open-meteo
# Zagreb by coordinates: the forecast, and MeteoAlarm's feed for its warnings.
PLACE=45.6,17.22

# One run of DAYS in FORMAT: "cpu_seconds peak_kib forecast_requests warnings_requests lines".
run() {
  local days=$1 format=$2
  rm -rf "$WORK/home"
  curl -s "$BASE/__reset" > /dev/null
  HOME="$WORK/home" XDG_CACHE_HOME="$WORK/home/cache" RAINSTORM_WATCH_FAST_FORWARD=$days \
    /usr/bin/time -f '%U %S %M' -o "$WORK/time" "$BIN" "$PLACE" --watch -f "$format" \
    > "$WORK/out" 2> /dev/null
  read -r user system peak < "$WORK/time"
  local counts
  counts=$(curl -s "$BASE/__counts")
  echo "$(echo "$user + $system" | bc) $peak $(jq '.forecast // 0' <<< "$counts") \
$(jq '.meteoalarm // 0' <<< "$counts") $(wc -l < "$WORK/out")"
}

# The median of RUNS runs, field by field (each field's own median).
median() {
  local days=$1 format=$2
  for _ in $(seq "$RUNS"); do run "$days" "$format"; done > "$WORK/runs"
  python3 - "$WORK/runs" << 'PY'
import statistics, sys
rows = [line.split() for line in open(sys.argv[1]) if line.strip()]
print(" ".join(str(statistics.median(float(row[i]) for row in rows)) for i in range(5)))
PY
}

printf '%-8s %10s %10s %9s %11s %11s %9s %7s\n' format "day CPU" "week CPU" target \
  "day peak" "week peak" requests lines
for format in line waybar i3bar i3blocks polybar json; do
  read -r day_cpu day_peak _ _ _ <<< "$(median 1 "$format")"
  read -r week_cpu week_peak forecasts warnings lines <<< "$(median 7 "$format")"
  verdict=$(python3 -c "print('met' if $week_cpu < 1 else 'NOT met')")
  printf '%-8s %8.2f s %8.2f s %9s %7.1f MiB %7.1f MiB %4.0f + %-4.0f %5.0f\n' "$format" \
    "$day_cpu" "$week_cpu" "<1 s $verdict" "$(echo "$day_peak / 1024" | bc -l)" \
    "$(echo "$week_peak / 1024" | bc -l)" "$forecasts" "$warnings" "$lines"
done
echo "requests: forecasts + MeteoAlarm feeds in the week; lines: what the week wrote"
