"""Prints the benchmark's table of medians and ratios, with the targets from the issue."""

import json
import os
import pathlib
import sys

work = pathlib.Path(sys.argv[1])
batch_requests, memory_one, memory_batch, size = (int(value) for value in sys.argv[2:6])
requests = [int(value) for value in sys.argv[6:9]]
runs = sys.argv[9]
bytes_one, bytes_batch = (int(value) for value in sys.argv[10:12])
batch_alert_requests = int(sys.argv[12])
normals_requests, normals_bytes = int(sys.argv[13]), int(sys.argv[14])
size_stripped = int(sys.argv[15])
foundation_members = sys.argv[16]
memory_cached, libraries = int(sys.argv[17]), sys.argv[18]
baseline_size, baseline = int(sys.argv[19]), sys.argv[20]
wmo_cold_requests, wmo_cached_requests, wmo_later_requests = sys.argv[21:24]


def median(name):
    return json.loads((work / f"{name}.json").read_text())["results"][0]["median"] * 1000


curl, cold, cached = median("curl"), median("cold"), median("cached")
startup, batch, batch_alerts = median("startup"), median("batch"), median("batch_alerts")
peer_rainstorm, peer_ansiweather = median("peer_rainstorm"), median("peer_ansiweather")
normals_first, normals_cached = median("normals_first"), median("normals_cached")
curl_tls, cold_tls = median("curl_tls"), median("cold_tls")
curl_rtt, cold_rtt = median("curl_rtt"), median("cold_rtt")

rows = [
    ("curl -s (the floor)", f"{curl:.1f} ms", "", ""),
    ("cold: --no-cache", f"{cold:.1f} ms", f"cold / curl = {cold / curl:.2f}", "<= 1.3"),
    ("cached", f"{cached:.1f} ms", f"cached / curl = {cached / curl:.2f}", "<= 0.4"),
    ("start-up: --version", f"{startup:.1f} ms", f"start-up / curl = {startup / curl:.2f}", "<= 2 ms"),
    ("curl -s over HTTPS", f"{curl_tls:.1f} ms", "", ""),
    ("cold over HTTPS, warnings off", f"{cold_tls:.1f} ms",
     f"cold / curl, HTTPS = {cold_tls / curl_tls:.2f}", ""),
    ("curl, the cold run's URLs in one process, HTTPS, 50 ms round trip", f"{curl_rtt:.1f} ms",
     "", ""),
    ("cold over HTTPS, 50 ms round trip", f"{cold_rtt:.1f} ms",
     f"cold / curl = {cold_rtt / curl_rtt:.2f}", "<= 1.15"),
] + [
    (f"cached -f {bar}", f"{median('bar_' + bar.replace(':', '_')):.1f} ms",
     f"/ cached = {median('bar_' + bar.replace(':', '_')) / cached:.2f}", "")
    for bar in ("waybar", "i3bar", "i3blocks", "tmux", "polybar", "swiftbar", "wttr:3")
] + [
    ("batch of 1000", f"{batch:.1f} ms", f"batch / cold = {batch / cold:.2f}", "<= 3"),
    ("batch requests", str(batch_requests), "", "<= 10"),
    ("batch of 1000 with warnings", f"{batch_alerts:.1f} ms",
     f"with / without = {batch_alerts / batch:.2f}", ""),
    ("NWS requests in that batch", str(batch_alert_requests), "", ""),
    ("--normals, first run for a place", f"{normals_first:.1f} ms",
     f"first / cold = {normals_first / cold:.2f}", ""),
    ("--normals, later runs", f"{normals_cached:.1f} ms",
     f"later / cached = {normals_cached / cached:.2f}", ""),
    ("archive requests and bytes, two --normals runs",
     f"{normals_requests}, {normals_bytes / 1048576:.2f} MiB", "", "1"),
    ("forecast bytes, one place", f"{bytes_one / 1024:.1f} KiB", "", ""),
    ("forecast bytes, batch of 1000", f"{bytes_batch / 1048576:.2f} MiB", "", ""),
    ("peak memory, one place", f"{memory_one / 1024:.1f} MiB", "", "<= 16 MiB"),
    ("peak memory, one place from the cache", f"{memory_cached / 1024:.1f} MiB", "", ""),
    ("peak memory, batch", f"{memory_batch / 1024:.1f} MiB", "", "<= 100 MiB"),
    ("release binary", f"{size / 1048576:.2f} MiB", "", ""),
    ("release binary, stripped", f"{size_stripped / 1e6:.2f} MB", "", "<= 12.5 MB"),
    ("objects of Foundation, regex linked", foundation_members, "", "FoundationEssentials:Date.swift.o"),
    ("shared libraries at start", libraries, "", "libm.so.6 libc.so.6"),
    ("rainstorm, current only", f"{peer_rainstorm:.1f} ms", "", ""),
    ("ansiweather, same question", f"{peer_ansiweather:.1f} ms",
     f"rainstorm / ansiweather = {peer_rainstorm / peer_ansiweather:.2f}", "< 1"),
    ("requests: cold via IP, again, +16 min", " / ".join(map(str, requests)), "", "4 / 0 / 1"),
    ("cached, --lang de", f"{median('cached_de'):.1f} ms",
     f"/ cached = {median('cached_de') / cached:.2f}", ""),
    ("cold, a point the WMO centre serves", f"{median('wmo_cold'):.1f} ms",
     f"/ cold = {median('wmo_cold') / cold:.2f}", ""),
    ("  its requests: forecast + feed + documents", wmo_cold_requests, "", "2 + 1 + 1"),
    ("cached, the same point", f"{median('wmo_cached'):.1f} ms",
     f"/ cached = {median('wmo_cached') / cached:.2f}", ""),
    ("  its requests cached, and 11 min later (feed + documents)",
     f"{wmo_cached_requests}; {wmo_later_requests}", "", "0; 1 + 0"),
]
if baseline_size:
    pair = json.loads((work / "baseline.json").read_text())["results"]
    now, before = pair[0]["median"] * 1000, pair[1]["median"] * 1000
    rows += [
        (f"cached, this build and {baseline} side by side", f"{now:.1f} / {before:.1f} ms",
         f"this / {baseline} = {now / before:.2f}", "<= 1.05"),
        (f"stripped binary, against {baseline}", f"{(size_stripped - baseline_size) / 1e6:+.2f} MB",
         "", "<= +2 MB"),
    ]
rows += [
    ("radar, 200 x 60, asked", f"{median('radar_cold'):.1f} ms", "", ""),
    ("radar, 200 x 60, from the cache", f"{median('radar_cached'):.1f} ms", "", "< 20 ms"),
    ("  radar requests: two runs in 5 minutes", os.environ.get("RADAR_REQUESTS", "?"), "", "1"),
]
us_north, us_south = (
    result["median"] * 1000 for result in json.loads((work / "radar_us.json").read_text())["results"]
)
rows += [
    ("US radar, 200 x 60, from the cache: Chicago / Miami", f"{us_north:.1f} / {us_south:.1f} ms",
     "", "< 20 ms"),
]
radar_off, radar_on = (
    result["median"] * 1000
    for result in json.loads((work / "radar_setting.json").read_text())["results"]
)
rows += [
    ("cached Münster, radar setting off / on", f"{radar_off:.1f} / {radar_on:.1f} ms",
     f"on / off = {radar_on / radar_off:.2f}", ""),
    ("  radar requests, two runs off", os.environ.get("RADAR_OFF_REQUESTS", "?"), "", "0"),
    ("  radar requests, two runs on", os.environ.get("RADAR_ON_REQUESTS", "?"), "", "1"),
]
pair = json.loads((work / "hello_line.json").read_text())["results"]
hello, line = pair[0]["median"] * 1000, pair[1]["median"] * 1000
rows += [
    ("cached -f line beside a Swift hello world", f"{line:.1f} / {hello:.1f} ms",
     f"line / hello = {line / hello:.2f}", "<= 1.5"),
]
widths = [max(len(row[column]) for row in rows) for column in range(4)]
print(f"rainstorm benchmark: medians of {runs} runs (hyperfine), one machine, one run")
header = ("measure", "median", "ratio", "target")
for row in [header] + rows:
    print("  ".join(cell.ljust(width) for cell, width in zip(row, widths)).rstrip())
