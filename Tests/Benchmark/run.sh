#!/usr/bin/env bash
# The performance benchmark (Tests/Benchmark/README.md); not part of `swift test`.
#
#   Tests/Benchmark/run.sh            from the repository root
#
# Builds the release binary, serves recorded responses from 127.0.0.1, times rainstorm beside
# curl and ansiweather with hyperfine (medians), measures peak memory with /usr/bin/time, counts
# requests at the server, and prints one table of medians and ratios. Needs hyperfine,
# ansiweather, jq, bc, curl, openssl and GNU time (Debian packages of those names; time is
# `time`).
# It measures the documented release build (`swift build -c release --static-swift-stdlib`);
# RAINSTORM_BUILD_FLAGS replaces those flags (empty for the dynamically linked build); RUNS sets
# hyperfine's runs (default 30); RAINSTORM_BIN measures that binary instead of building one.
set -euo pipefail
cd "$(dirname "$0")/../.."
for tool in hyperfine ansiweather jq bc curl openssl python3 /usr/bin/time; do
  command -v "$tool" > /dev/null || { echo "benchmark: needs $tool" >&2; exit 69; }
done
RUNS=${RUNS:-30}

FLAGS=${RAINSTORM_BUILD_FLAGS---static-swift-stdlib}
if [ -n "${RAINSTORM_BIN:-}" ]; then
  # Another build (an earlier commit's, for before and after) against this server.
  BIN=$RAINSTORM_BIN
else
  # shellcheck disable=SC2086
  swift build -c release $FLAGS > /dev/null
  BIN=$(swift build -c release $FLAGS --show-bin-path)/rainstorm
  # Linked again as the release is, with the hot functions side by side (.release/build).
  Tests/Benchmark/hot-functions.sh "$BIN" .build/hot-functions.txt
  rm -f "$BIN"
  # shellcheck disable=SC2086
  swift build -c release $FLAGS -Xlinker -Map=.build/rainstorm-link.map \
    -Xlinker --symbol-ordering-file=.build/hot-functions.txt -Xlinker --no-warn-symbol-ordering \
    > /dev/null
fi
# The archive members of FoundationEssentials the linker took: `Date.swift.o` alone keeps the
# binary small; one more (a `Data` or `URL` use, even through an extension) brings megabytes.
# Likewise none of _StringProcessing or _RegexParser: a `contains`, `replacing` or `split` with a
# string argument brings the regex engine (1.1 MB).
FOUNDATION_MEMBERS=
[ -n "${RAINSTORM_BIN:-}" ] || FOUNDATION_MEMBERS=$(grep -oE 'lib(FoundationEssentials|swift_StringProcessing|swift_RegexParser)\.a\([^)]*\)' \
  .build/rainstorm-link.map 2> /dev/null | sort -u | sed 's/^lib\(swift_\)\{0,1\}\([A-Za-z_]*\)\.a(\(.*\))/\2:\3/' \
  | paste -sd ' ' || true)

WORK=$(mktemp -d)
python3 Tests/Benchmark/server.py > "$WORK/port" &
SERVER=$!
# The same server over HTTPS, with a certificate for 127.0.0.1 made here. curl and rainstorm
# both trust it through CURL_CA_BUNDLE, added to the system's bundle, so that both pay the
# handshake and the reading of every CA certificate, as they would against the real service.
openssl req -x509 -newkey ec -pkeyopt ec_paramgen_curve:prime256v1 -nodes -days 1 \
  -subj /CN=127.0.0.1 -addext subjectAltName=IP:127.0.0.1 \
  -keyout "$WORK/key.pem" -out "$WORK/cert.pem" 2> /dev/null
cat /etc/ssl/certs/ca-certificates.crt "$WORK/cert.pem" > "$WORK/bundle.pem" 2> /dev/null \
  || cp "$WORK/cert.pem" "$WORK/bundle.pem"
python3 Tests/Benchmark/server.py --tls "$WORK/cert.pem" "$WORK/key.pem" > "$WORK/tls-port" &
TLS_SERVER=$!
trap 'kill $SERVER $TLS_SERVER 2> /dev/null; git worktree remove --force "$WORK/baseline" 2> /dev/null; rm -rf "$WORK"' EXIT
for _ in $(seq 50); do [ -s "$WORK/port" ] && [ -s "$WORK/tls-port" ] && break; sleep 0.1; done
BASE="http://127.0.0.1:$(head -1 "$WORK/port")"
TLS_BASE="https://127.0.0.1:$(head -1 "$WORK/tls-port")"
export CURL_CA_BUNDLE="$WORK/bundle.pem"

export HOME="$WORK/home" XDG_CACHE_HOME="$WORK/cache" XDG_CONFIG_HOME="$WORK/config"
export LANG=C.UTF-8 RAINSTORM_WEATHER_URL="$BASE" RAINSTORM_IP_LOOKUP_URL="$BASE"
# Every warnings source is asked here too: NWS gets the recorded empty answer, MeteoAlarm and the
# WMO centre recorded feeds (server.py), the others 404.
export RAINSTORM_ALERTS_URL="$BASE" RAINSTORM_ARCHIVE_URL="$BASE" RAINSTORM_RADAR_URL="$BASE"
export RAINSTORM_US_RADAR_URL="$BASE"
mkdir -p "$HOME" "$XDG_CONFIG_HOME/ansiweather"
PLACE=(--lat 45.6 --lon 17.22)

# The exact forecast URL rainstorm asks for, for curl to fetch too.
"$BIN" "${PLACE[@]}" --no-cache > /dev/null
URL="$BASE$(curl -s "$BASE/__last")"

# ansiweather asks https://api.openweathermap.org/...; its fetch_cmd sends that to the server.
cat > "$WORK/fetch" << FETCH
#!/bin/sh
exec curl -sf "\$(printf '%s' "\$1" | sed 's|^https://api.openweathermap.org|$BASE|')"
FETCH
chmod +x "$WORK/fetch"
printf 'fetch_cmd:%s\napi_key:benchmark\nunits:metric\nshow_uvi:false\n' "$WORK/fetch" \
  > "$XDG_CONFIG_HOME/ansiweather/config"

# 1000 places for the batch.
python3 -c 'for i in range(1000): print(f"{(i % 170) - 85 + 0.5},{(i % 350) - 175 + 0.25}\tp{i}")' \
  > "$WORK/places.txt"

bench() { # name, hyperfine arguments...
  local name=$1
  shift
  hyperfine --runs "$RUNS" --warmup 3 --export-json "$WORK/$name.json" --style none "$@" \
    > /dev/null 2>> "$WORK/hyperfine.log"
}
bench curl -N "curl -s $URL"
bench cold -N "$BIN ${PLACE[*]} --no-cache"
bench curl_tls -N "env curl -s ${URL/#$BASE/$TLS_BASE}"
bench cold_tls -N "env RAINSTORM_WEATHER_URL=$TLS_BASE $BIN ${PLACE[*]} --no-cache --alerts off"
# A distant server: the HTTPS server behind a proxy that delays each way by 25 ms (a 50 ms round
# trip; delay_proxy.py, the kernel here has no netem). The cold default run (the forecast and
# MeteoAlarm's feed at once, then the compared models) beside curl fetching the same URLs one
# after another in one process, on one connection (issue 57: at most 1.15 times it).
python3 Tests/Benchmark/delay_proxy.py "$(head -1 "$WORK/tls-port")" 0.05 > "$WORK/rtt-port" &
RTT_PROXY=$!
for _ in $(seq 50); do [ -s "$WORK/rtt-port" ] && break; sleep 0.1; done
RTT_BASE="https://127.0.0.1:$(head -1 "$WORK/rtt-port")"
curl -s "$TLS_BASE/__reset" > /dev/null
env RAINSTORM_WEATHER_URL="$RTT_BASE" RAINSTORM_ALERTS_URL="$RTT_BASE" "$BIN" "${PLACE[@]}" \
  --no-cache > /dev/null
RTT_URLS=$(curl -s "$TLS_BASE/__targets" | sed "s|^|$RTT_BASE|" | paste -sd ' ')
RTT_OUTPUTS=$(curl -s "$TLS_BASE/__targets" | sed 's|.*|-o /dev/null|' | paste -sd ' ')
bench curl_rtt -N "curl -s $RTT_OUTPUTS $RTT_URLS"
bench cold_rtt -N \
  "env RAINSTORM_WEATHER_URL=$RTT_BASE RAINSTORM_ALERTS_URL=$RTT_BASE $BIN ${PLACE[*]} --no-cache"
kill $RTT_PROXY
"$BIN" "${PLACE[@]}" > /dev/null
bench cached -N "$BIN ${PLACE[*]}"
bench startup -N "$BIN --version"
# A Swift hello world linked as the release is (lld, the runtime and libgcc in the binary): the
# floor a cached run is measured against (issue 46: a cached -f line run within 1.5 times it).
printf 'print("hello")\n' > "$WORK/hello.swift"
swiftc -O -static-stdlib -use-ld=lld -Xclang-linker -static-libgcc -L Sources/rainstorm/Linking \
  "$WORK/hello.swift" -o "$WORK/hello" > /dev/null
"$BIN" "${PLACE[@]}" -f line > /dev/null
bench hello_line -N "$WORK/hello" "$BIN ${PLACE[*]} -f line"
# The cost of languages: the same cached run in German.
"$BIN" "${PLACE[@]}" --lang de > /dev/null
bench cached_de -N "$BIN ${PLACE[*]} --lang de"
# A point whose warnings come through the WMO centre (Kokpekti, Kazakhstan): cold, the forecast,
# the country's feed and one CAP document; cached, nothing asked.
WMO_PLACE=48.75,82.40
bench wmo_cold -N "$BIN $WMO_PLACE --no-cache"
"$BIN" "$WMO_PLACE" > /dev/null
bench wmo_cached -N "$BIN $WMO_PLACE"
# Beside the commit before issue 34 (RAINSTORM_BASELINE, built here the same way; empty skips
# it): the same cached run, timed in one hyperfine run, and the stripped binary's size. Zagreb's
# warnings now come from MeteoAlarm (the baseline asked none for coordinates in Croatia).
BASELINE=${RAINSTORM_BASELINE-03af851}
BASELINE_SIZE=0
if [ -n "$BASELINE" ]; then
  git worktree add --detach "$WORK/baseline" "$BASELINE" > /dev/null 2>&1
  # shellcheck disable=SC2086
  (cd "$WORK/baseline" && swift build -c release $FLAGS > /dev/null)
  # shellcheck disable=SC2086
  BASELINE_BIN=$(cd "$WORK/baseline" && swift build -c release $FLAGS --show-bin-path)/rainstorm
  strip -o "$WORK/baseline.stripped" "$BASELINE_BIN"
  BASELINE_SIZE=$(stat -c %s "$WORK/baseline.stripped")
  env XDG_CACHE_HOME="$WORK/cache-baseline" "$BASELINE_BIN" "${PLACE[@]}" > /dev/null
  bench baseline -N "$BIN ${PLACE[*]}" \
    "env XDG_CACHE_HOME=$WORK/cache-baseline $BASELINE_BIN ${PLACE[*]}"
fi
# The radar around Münster on a 200 x 60 terminal (COLUMNS and LINES), from Bright Sky's recorded
# answer: asked, then answered from the cache (issue 47: a frame in under 20 ms).
RADAR=(52,7.6 --radar)
bench radar_cold -N "env COLUMNS=200 LINES=60 $BIN ${RADAR[*]} --no-cache"
env COLUMNS=200 LINES=60 "$BIN" "${RADAR[@]}" > /dev/null
bench radar_cached -N "env COLUMNS=200 LINES=60 $BIN ${RADAR[*]}"
# The US composite, one image of the whole country read down to the place's box: Chicago (a
# third of the way down), Miami (near the bottom), from the cache.
for place in 41.88,-87.63 25.76,-80.19; do
  env COLUMNS=200 LINES=60 "$BIN" "$place" --radar > /dev/null
done
bench radar_us -N "env COLUMNS=200 LINES=60 $BIN 41.88,-87.63 --radar" \
  "env COLUMNS=200 LINES=60 $BIN 25.76,-80.19 --radar"
rm -rf "$XDG_CACHE_HOME/rainstorm"/radar-*
curl -s "$BASE/__reset" > /dev/null
"$BIN" "${RADAR[@]}" > /dev/null
"$BIN" "${RADAR[@]}" > /dev/null
export RADAR_REQUESTS
RADAR_REQUESTS=$(curl -s "$BASE/__counts" | jq '.radar // 0')
# The radar setting beside a cached forecast for Münster (warnings off, to time the radar alone):
# off, then on (the radar's answer from the cache too: its nearest rain and its forecast read
# again each run); and the radar requests of two runs each way.
MUENSTER=(52,7.6 --alerts off)
"$BIN" "${MUENSTER[@]}" > /dev/null
env RAINSTORM_RADAR=on "$BIN" "${MUENSTER[@]}" > /dev/null
bench radar_setting -N "$BIN ${MUENSTER[*]}" "env RAINSTORM_RADAR=on $BIN ${MUENSTER[*]}"
rm -rf "$XDG_CACHE_HOME/rainstorm"/radar-*
curl -s "$BASE/__reset" > /dev/null
"$BIN" "${MUENSTER[@]}" > /dev/null
"$BIN" "${MUENSTER[@]}" > /dev/null
export RADAR_OFF_REQUESTS RADAR_ON_REQUESTS
RADAR_OFF_REQUESTS=$(curl -s "$BASE/__counts" | jq '.radar // 0')
RAINSTORM_RADAR=on "$BIN" "${MUENSTER[@]}" > /dev/null
RAINSTORM_RADAR=on "$BIN" "${MUENSTER[@]}" > /dev/null
RADAR_ON_REQUESTS=$(curl -s "$BASE/__counts" | jq '.radar // 0')
# Status bars run rainstorm every minute or so: each bar format, answered from the cache (its
# own entry: the tooltip's six hours make it a different request).
for format in waybar i3bar i3blocks tmux polybar swiftbar wttr:3; do
  "$BIN" "${PLACE[@]}" -f "$format" > /dev/null
  bench "bar_${format/:/_}" -N "$BIN ${PLACE[*]} -f $format"
done
bench batch "$BIN --stdin --no-cache --alerts off < $WORK/places.txt"
bench batch_alerts "$BIN --stdin --no-cache < $WORK/places.txt"
# Normals: the first run for a place fetches 30 years of days; later runs read the cache.
bench normals_first --prepare "rm -rf $XDG_CACHE_HOME" "$BIN ${PLACE[*]} --normals"
"$BIN" "${PLACE[@]}" --normals > /dev/null
bench normals_cached "$BIN ${PLACE[*]} --normals"
bench peer_rainstorm -N "$BIN --lat 34.67 --lon 33.04 --no-cache --days 0"
bench peer_ansiweather "ansiweather -l Limassol"

curl -s "$BASE/__reset" > /dev/null
"$BIN" "${PLACE[@]}" --no-cache > /dev/null
BYTES_ONE=$(curl -s "$BASE/__counts" | jq '.forecast_bytes // 0')
curl -s "$BASE/__reset" > /dev/null
"$BIN" --stdin --no-cache --alerts off < "$WORK/places.txt" > /dev/null
BATCH_REQUESTS=$(curl -s "$BASE/__counts" | jq '.forecast // 0')
BYTES_BATCH=$(curl -s "$BASE/__counts" | jq '.forecast_bytes // 0')
curl -s "$BASE/__reset" > /dev/null
"$BIN" --stdin --no-cache < "$WORK/places.txt" > /dev/null
BATCH_ALERT_REQUESTS=$(curl -s "$BASE/__counts" | jq '.alerts // 0')
rm -rf "$XDG_CACHE_HOME"
curl -s "$BASE/__reset" > /dev/null
"$BIN" "$WMO_PLACE" > /dev/null
WMO_REQUESTS_COLD=$(curl -s "$BASE/__counts" | jq '[.forecast, .wmo_feed, .cap] | map(. // 0) | join(" + ")' -r)
curl -s "$BASE/__reset" > /dev/null
"$BIN" "$WMO_PLACE" > /dev/null
WMO_REQUESTS_CACHED=$(curl -s "$BASE/__counts" | jq '[.[]] | add // 0')
python3 Tests/Benchmark/age_cache.py "$XDG_CACHE_HOME/rainstorm" alerts 660
curl -s "$BASE/__reset" > /dev/null
"$BIN" "$WMO_PLACE" > /dev/null
WMO_REQUESTS_LATER=$(curl -s "$BASE/__counts" | jq '[.wmo_feed, .cap] | map(. // 0) | join(" + ")' -r)
rm -rf "$XDG_CACHE_HOME"
curl -s "$BASE/__reset" > /dev/null
"$BIN" "${PLACE[@]}" --normals > /dev/null
"$BIN" "${PLACE[@]}" --normals > /dev/null
NORMALS_REQUESTS=$(curl -s "$BASE/__counts" | jq '.archive // 0')
NORMALS_BYTES=$(curl -s "$BASE/__counts" | jq '.archive_bytes // 0')

peak() { # the median of five runs' peak resident memory, in KiB
  for _ in 1 2 3 4 5; do /usr/bin/time -f %M "$@" 2>&1 > /dev/null | tail -1; done | sort -n | sed -n 3p
}
MEMORY_ONE=$(peak "$BIN" "${PLACE[@]}" --no-cache)
"$BIN" "${PLACE[@]}" > /dev/null
MEMORY_CACHED=$(peak "$BIN" "${PLACE[@]}")
# The shared libraries loaded before main (libcurl comes later, with the first request): each
# one is also searched by every symbol look-up of libcurl's thirty libraries.
LIBRARIES=$(ldd "$BIN" | awk '/=>/ { print $1 }' | paste -sd ' ')
MEMORY_BATCH=$(peak sh -c "'$BIN' --stdin --no-cache < '$WORK/places.txt'")
SIZE=$(stat -c %s "$BIN")
# As a user downloads it: stripped of its symbols.
strip -o "$WORK/rainstorm.stripped" "$BIN"
SIZE_STRIPPED=$(stat -c %s "$WORK/rainstorm.stripped")

# Requests per invocation: cold via IP lookup, again at once, then with the forecast 16 min old.
requests() {
  curl -s "$BASE/__reset" > /dev/null
  "$BIN" > /dev/null
  curl -s "$BASE/__counts" | jq '[to_entries[] | select(.key | test("bytes|weight") | not) | .value] | add // 0'
}
rm -rf "$XDG_CACHE_HOME"
REQUESTS_COLD=$(requests)
REQUESTS_AGAIN=$(requests)
python3 Tests/Benchmark/age_cache.py "$XDG_CACHE_HOME/rainstorm" forecast 960
REQUESTS_LATER=$(requests)

python3 Tests/Benchmark/report.py "$WORK" "$BATCH_REQUESTS" "$MEMORY_ONE" "$MEMORY_BATCH" "$SIZE" \
  "$REQUESTS_COLD" "$REQUESTS_AGAIN" "$REQUESTS_LATER" "$RUNS" "$BYTES_ONE" "$BYTES_BATCH" \
  "$BATCH_ALERT_REQUESTS" "$NORMALS_REQUESTS" "$NORMALS_BYTES" "$SIZE_STRIPPED" \
  "${FOUNDATION_MEMBERS:-not measured (RAINSTORM_BIN)}" "$MEMORY_CACHED" "$LIBRARIES" \
  "$BASELINE_SIZE" "${BASELINE:-}" "$WMO_REQUESTS_COLD" "$WMO_REQUESTS_CACHED" \
  "$WMO_REQUESTS_LATER"
echo
RAINSTORM_BIN="$BIN" Tests/Benchmark/calls.sh
echo
RAINSTORM_BIN="$BIN" Tests/Benchmark/worst.sh
echo
Tests/Benchmark/watch.sh   # its own build, with the fast clock compiled in
