#!/usr/bin/env bash
# Open-Meteo calls per use (Tests/Benchmark/README.md), counted by Open-Meteo's published rule at a
# local server (Tests/Benchmark/server.py): a cold default run and the models' share of it, a
# status bar refreshing every 15 minutes for a day, and a batch per place. Needs python3, jq
# and curl; run.sh runs it too.
#
#   Tests/Benchmark/calls.sh            from the repository root (RAINSTORM_BIN: that binary)
set -euo pipefail
cd "$(dirname "$0")/../.."
BIN=${RAINSTORM_BIN:-$(swift build -c release --show-bin-path)/rainstorm}
[ -x "$BIN" ] || swift build -c release > /dev/null
WORK=$(mktemp -d)
python3 Tests/Benchmark/server.py > "$WORK/port" &
SERVER=$!
trap 'kill $SERVER 2> /dev/null; rm -rf "$WORK"' EXIT
for _ in $(seq 50); do [ -s "$WORK/port" ] && break; sleep 0.1; done
BASE="http://127.0.0.1:$(head -1 "$WORK/port")"
export HOME="$WORK/home" XDG_CACHE_HOME="$WORK/cache" XDG_CONFIG_HOME="$WORK/config" LANG=C.UTF-8
export RAINSTORM_WEATHER_URL="$BASE" RAINSTORM_IP_LOOKUP_URL="$BASE" RAINSTORM_ALERTS=off
PLACE=(--lat 45.6 --lon 17.22)

weight() { curl -s "$BASE/__counts" | jq -r "(.${1:-weight} // 0) * 100 | round / 100"; }
reset() { curl -s "$BASE/__reset" > /dev/null; }

reset
"$BIN" "${PLACE[@]}" > /dev/null
COLD=$(weight)
MODELS=$(weight weight_models)

# A bar: the first run, then 96 runs each 15 minutes after the one before.
rm -rf "$XDG_CACHE_HOME"
reset
for _ in $(seq 96); do
  "$BIN" "${PLACE[@]}" -f waybar > /dev/null
  python3 Tests/Benchmark/age_cache.py "$XDG_CACHE_HOME/rainstorm" forecast 900
done
BAR=$(weight)

python3 -c 'for i in range(1000): print(f"{(i % 170) - 85 + 0.5},{(i % 350) - 175 + 0.25}\tp{i}")' \
  > "$WORK/places.txt"
batch() { reset; "$BIN" --stdin "$@" < "$WORK/places.txt" > /dev/null; weight | awk '{ printf "%.2f", $1 / 1000 }'; }
BATCH_HUMAN=$(batch)
BATCH_JSON=$(batch -f json)
BATCH_TSV=$(batch -f tsv)

# The 30-year normals of a new place: one archive request (the place is new: no cache).
rm -rf "$XDG_CACHE_HOME"
reset
RAINSTORM_ARCHIVE_URL="$BASE" "$BIN" "${PLACE[@]}" --normals > /dev/null
NORMALS=$(weight archive_weight)
NORMALS_REQUESTS=$(curl -s "$BASE/__counts" | jq -r '.archive // 0')

printf 'Open-Meteo calls by its rule (variables x models / 10, x days / 14 past 14; per place, at least 1)\n'
printf '  %-44s %8s  %s\n' "use" "calls" "target" \
  "cold default run (one place)" "$COLD" "<= 3.5" \
  "  of which the model comparison" "$MODELS" "<= 1" \
  "-f waybar every 15 minutes for a day (96 runs)" "$BAR" "<= 250" \
  "batch, per place: human" "$BATCH_HUMAN" "<= 1.5" \
  "batch, per place: -f json" "$BATCH_JSON" "<= 1.5" \
  "batch, per place: -f tsv" "$BATCH_TSV" "<= 1.5" \
  "normals, a new place ($NORMALS_REQUESTS request)" "$NORMALS" "<= 80"
