#!/usr/bin/env bash
# The hostile answers of issue 31, timed (Tests/Benchmark/README.md): how long the release binary
# takes to refuse or read each, served by Tests/Benchmark/worst.py from 127.0.0.1. Needs
# python3. RAINSTORM_BIN measures that binary instead of the release build.
set -euo pipefail
cd "$(dirname "$0")/../.."
BIN=${RAINSTORM_BIN:-$(swift build -c release --show-bin-path)/rainstorm}
[ -x "$BIN" ] || swift build -c release > /dev/null
WORK=$(mktemp -d)
python3 Tests/Benchmark/worst.py > "$WORK/port" &
SERVER=$!
trap 'kill $SERVER 2> /dev/null; rm -rf "$WORK"' EXIT
for _ in $(seq 100); do [ -s "$WORK/port" ] && break; sleep 0.1; done
BASE="http://127.0.0.1:$(head -1 "$WORK/port")"
export HOME="$WORK/home" LANG=C.UTF-8 RAINSTORM_ALERTS=off
export RAINSTORM_WEATHER_URL="$BASE/om" RAINSTORM_MET_NORWAY_URL="$BASE/met"
export RAINSTORM_GEOCODING_URL="$BASE/geo"

timed() { # name, arguments...: the wall time of one run, and its exit status (its standard
  # error kept in $WORK/stderr)
  local name=$1 start end status
  shift
  start=$(date +%s.%N)
  status=0
  env "$@" > /dev/null 2> "$WORK/stderr" || status=$?
  end=$(date +%s.%N)
  printf '  %-58s %7.2f s  exit %s\n' "$name" "$(echo "$end - $start" | bc)" "$status"
}
echo "Hostile answers (one run each, wall time)"
timed "MET Norway series 0001-01-01 to 9999-12-31" "$BIN" 40.7,-74 --provider met-norway --no-cache
timed "place search with a 300,000-word region" "$BIN" Hollywood --no-cache
timed "Environment Canada ring of 500,000 points (over the cap)" RAINSTORM_ALERTS=on \
  RAINSTORM_ALERTS_URL="$BASE/eccc" "$BIN" 43.65,-79.38 --no-cache --fail-on-alert minor
timed "Environment Canada 9 rings of 19,999 points (under the caps)" RAINSTORM_ALERTS=on \
  RAINSTORM_ALERTS_URL="$BASE/eccc-under-caps" "$BIN" 43.65,-79.38 --no-cache --fail-on-alert minor
timed "forecast grown to 8 MiB (4 million values), read to the end" \
  RAINSTORM_WEATHER_URL="$BASE/om-grown" "$BIN" 45.81,15.98 --no-cache
timed "the same with --timeout 0.05" \
  RAINSTORM_WEATHER_URL="$BASE/om-grown" "$BIN" 45.81,15.98 --no-cache --timeout 0.05
# What stopped it: the deadline for reading ("could not be read within the time limit") when
# the answer arrived in time; on a slower machine the wait for it may stop it first.
head -1 "$WORK/stderr" | cut -c1-100 | sed 's/^/    /'
# Issue 44: CAP documents and feeds of `&`, with a time limit of 3 s (8 MB documents are larger
# than any CAP document and refused unread; 2 MB ones are read).
timed "WMO feed with a title of 8 MB of & (--timeout 3)" RAINSTORM_ALERTS=on \
  RAINSTORM_ALERTS_URL="$BASE/wmo-feed" "$BIN" 48.75,82.40 --no-cache --timeout 3
for shape in 4-8000000 100-2000000; do
  timed "WMO: ${shape%-*} documents of ${shape#*-} bytes of & (--timeout 3)" RAINSTORM_ALERTS=on \
    RAINSTORM_ALERTS_URL="$BASE/wmo-$shape" "$BIN" 48.75,82.40 --no-cache --timeout 3
  head -1 "$WORK/stderr" | cut -c1-100 | sed 's/^/    /'
done
