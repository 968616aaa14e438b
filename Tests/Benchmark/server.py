"""A local HTTP server for the benchmark: recorded bodies, and a count of what was asked.

Serves the Zagreb forecast, moved to today (recorded.py), (repeated once per place for multi-place requests) in the shape
the request asks for: with `minutely_15`, the recorded Enschede 15-minute block lengthened to
`forecast_minutely_15` steps; with `models=`, every hourly, daily and 15-minute key suffixed
and the compared models' daily values added, as Open-Meteo answers (see
Tests/RainstormTests/Support/ModelsBody.swift). Also ipapi.co's
answer under /ipapi.co/json/, and OpenWeatherMap's answer (for ansiweather) under
/data/2.5/weather, and under /v1/archive the date ranges of the normals (30 years of a few weeks): the recorded
Brasilia archive answer's header with a `daily` block of the same shape and generated values
(no 30-year recording exists). GET /__counts returns the requests so far by kind (and `forecast_bytes`,
the forecast bytes served, and `weight` and `weight_models`, the forecast requests' weighted
calls by Open-Meteo's rule, all and the models' own), GET /__last the last forecast path and query, and GET /__reset
clears the counts.
Warnings: NWS's recorded empty answer under /alerts/active; MeteoAlarm's one recorded feed (the
Netherlands') for every country's /api/v1/warnings/feeds-*, whose Dutch regions hold no other
country's point; for the WMO centre, its recorded feed (au-bom-en's) under every
/v2/cap-alerts/*/rss.xml, its own links renamed to the path's feed, with its one item linking
to the recorded Kazakh CAP document, served
for every other /v2/cap-alerts/ path, both with their end moved to 2040 (as the tests do).
A request with an `X-Rainstorm-Clock` header (a fast-forwarded `--watch`, seconds since 1970)
gets the forecast dated to that clock's day instead of today.
Prints the port it listens on, then serves until killed. With `--tls CERT KEY` it serves
HTTPS with that certificate (PEM files) instead of plain HTTP.
"""

import datetime
import http.server
import json
import pathlib

import recorded
import ssl
import sys
import threading

FIXTURES = pathlib.Path(__file__).resolve().parent.parent / "RainstormTests" / "Fixtures"
RADAR_RECORDED = (FIXTURES / "Radar" / "brightsky_radar_compressed_lat52_lon7.6_2024-03-27T0820Z.json").read_bytes()


def radar_now(recorded_answer):
    """Bright Sky's recorded answer with every frame's time (and its source's) moved so that the
    newest measured frame (09:20Z as recorded) is the last 5 minutes' before the server started:
    times changed, values as recorded, so rainstorm reads a radar of now (the radar setting
    refuses a newest frame over 30 minutes old)."""
    answer = json.loads(recorded_answer)
    recorded_newest = datetime.datetime(2024, 3, 27, 9, 20, tzinfo=datetime.timezone.utc)
    now = datetime.datetime.now(datetime.timezone.utc).timestamp()
    newest = datetime.datetime.fromtimestamp((now - 240) // 300 * 300, datetime.timezone.utc)
    shift = newest - recorded_newest

    def moved(text):
        return (datetime.datetime.fromisoformat(text) + shift).strftime("%Y-%m-%dT%H:%M:%S+00:00")

    for record in answer["radar"]:
        prefix = "RADOLAN::RV::"
        record["timestamp"] = moved(record["timestamp"])
        record["source"] = prefix + moved(record["source"][len(prefix):])
    return json.dumps(answer, separators=(",", ":")).encode()


RADAR = radar_now(RADAR_RECORDED)
US_RADAR = (FIXTURES / "Radar" / "iem_uscomp_n0r_composite_6000x2600_2021-04-28T0049Z.png").read_bytes()
ZAGREB = recorded.zagreb()
IPAPI = (FIXTURES / "ipapi_co_success_8.8.8.8.json").read_bytes()
OWM = (FIXTURES / "openweathermap_2.5_weather_limassol.json").read_bytes()
NWS_NONE = (FIXTURES / "nws_alerts-active-point_empty_nyc.json").read_bytes()
METEOALARM = (FIXTURES / "meteoalarm_warnings-feed_netherlands.json").read_bytes()
KAZAKH_PATH = "/v2/cap-alerts/kz-kazhydromet-en/2025/03/06/13/37/01-0284797.xml"
WMO_FEED = (FIXTURES / "wmo_swic_rss_au-bom-en.xml").read_bytes().replace(
    b"https://severeweather.wmo.int/v2/cap-alerts/au-bom-en/2026/01/01/05/01/02-dc6fc32e272f13d57f3fb683aa6bd3b8.xml",
    b"https://severeweather.wmo.int" + KAZAKH_PATH.encode(),
).replace(b"Thu, 01 Jan 2026 16:00:00 +0000", b"Sun, 01 Jan 2040 00:00:00 +0000")
KAZAKH = (FIXTURES / "cap_kz_kazhydromet_polygon.xml").read_bytes().replace(
    b"2025-03-07T16:00:00-00:00", b"2040-01-01T00:00:00-00:00")
ENSCHEDE = json.loads((FIXTURES / "openmeteo_forecast_minutely15-precip_4steps_enschede.json").read_bytes())


def weight(query):
    """What Open-Meteo counts a forecast request as, by its published rule (open-meteo/open-meteo,
    `calculateQueryWeight`): per place, the variables of every block times the models over 10,
    times the days over 14 when more, at least 1."""
    items = dict(item.partition("=")[::2] for item in query.split("&"))
    variables = sum(len([v for v in items[block].split(",") if v])
                    for block in ("current", "hourly", "daily", "minutely_15") if items.get(block))
    models = len([m for m in items.get("models", "").split(",") if m]) or 1
    days = int(items.get("forecast_days", "7") or 7) + int(items.get("past_days", "0") or 0)
    places = items.get("latitude", "").count(",") + 1
    fraction = variables * models / 10
    return places * max(1.0, fraction, days / 14 * fraction)


def shaped(query):
    """The Zagreb answer in the shape `query` asks for (values copied, never invented)."""
    items = dict(item.partition("=")[::2] for item in query.split("&"))
    answer = json.loads(ZAGREB)
    steps = int(items.get("forecast_minutely_15", "0") or 0)
    if "minutely_15" in items and steps > 0:
        block = ENSCHEDE["minutely_15"]
        answer["minutely_15_units"] = {"time": "iso8601", "precipitation": "mm", "weather_code": "wmo code"}
        answer["minutely_15"] = {
            "time": [block["time"][i % 4] for i in range(steps)],
            "precipitation": [block["precipitation"][i % 4] for i in range(steps)],
            "weather_code": [0] * steps,
        }
    models = [m for m in items.get("models", "").split(",") if m]
    if models and models[0] != "best_match":
        # The compared models asked alone: their daily values only, each under its name.
        daily = answer["daily"]
        answer = {k: v for k, v in answer.items() if not k.startswith(("current", "hourly", "minutely", "daily"))}
        answer["daily"] = {"time": daily["time"]}
        for model in models:
            for variable in ("temperature_2m_min", "temperature_2m_max", "precipitation_sum"):
                if variable in daily:
                    answer["daily"][variable + "_" + model] = daily[variable]
        return json.dumps(answer, separators=(",", ":")).encode()
    if len(models) > 1:
        for name in ("hourly", "daily", "minutely_15"):
            for key in (name, name + "_units"):
                if key not in answer:
                    continue
                values = answer[key]
                renamed = {(k if k == "time" else k + "_best_match"): v for k, v in values.items()}
                if name == "daily":
                    for model in models[1:]:
                        for variable in ("temperature_2m_min", "temperature_2m_max", "precipitation_sum"):
                            if variable in values:
                                renamed[variable + "_" + model] = values[variable]
                answer[key] = renamed
    return json.dumps(answer, separators=(",", ":")).encode()

def climate(query):
    """The days of each range the normals ask (`start_date` and `end_date` lists), one answer
    per range: the recorded archive header, generated values."""
    import datetime
    items = dict(item.partition("=")[::2] for item in query.split("&"))
    header = json.loads((FIXTURES / "openmeteo_archive_daily-tmax_brasilia.json").read_bytes())
    answers = []
    for first, last in zip(items.get("start_date", "").split(","), items.get("end_date", "").split(",")):
        day, end = datetime.date.fromisoformat(first), datetime.date.fromisoformat(last)
        times, highs, lows, amounts = [], [], [], []
        while day <= end:
            times.append(day.isoformat())
            highs.append(round(20 + (day.timetuple().tm_yday % 40) / 4, 1))
            lows.append(round(10 + (day.timetuple().tm_yday % 30) / 4, 1))
            amounts.append(round((day.toordinal() % 7) / 3, 1))
            day += datetime.timedelta(days=1)
        answer = dict(header)
        answer["daily"] = {"time": times, "temperature_2m_max": highs, "temperature_2m_min": lows,
                           "precipitation_sum": amounts}
        answers.append(answer)
    return json.dumps(answers if len(answers) != 1 else answers[0], separators=(",", ":")).encode()


def archive_weight(query):
    """Open-Meteo's weight of an archive request: per date range, the daily variables over 10,
    times the range's days over 14 when more, at least 1."""
    import datetime
    items = dict(item.partition("=")[::2] for item in query.split("&"))
    variables = len([v for v in items.get("daily", "").split(",") if v])
    total = 0.0
    for first, last in zip(items.get("start_date", "").split(","), items.get("end_date", "").split(",")):
        days = (datetime.date.fromisoformat(last) - datetime.date.fromisoformat(first)).days + 1
        total += max(1.0, variables / 10, days / 14 * variables / 10)
    return total



counts = {}
last = {"forecast": ""}
# Every request's target since the last /__reset, for curl to fetch the same (the round-trip row).
targets = []
lock = threading.Lock()


class Handler(http.server.BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"

    def log_message(self, *args):
        pass

    def reply(self, body, status=200):
        self.send_response(status)
        self.send_header("Content-Type", "application/json; charset=utf-8")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def do_GET(self):
        path, _, query = self.path.partition("?")
        if path == "/__counts":
            with lock:
                return self.reply(json.dumps(counts).encode())
        if path == "/__last":
            with lock:
                return self.reply(last["forecast"].encode())
        if path == "/__reset":
            with lock:
                counts.clear()
                targets.clear()
            return self.reply(b"{}")
        if path == "/__targets":
            with lock:
                return self.reply("\n".join(targets).encode())
        with lock:
            targets.append(self.path)
        kind = {
            "/v1/forecast": "forecast", "/ipapi.co/json/": "ip", "/data/2.5/weather": "owm",
            "/alerts/active": "alerts", "/v1/archive": "archive", "/radar": "radar",
            "/data/gis/images/4326/USCOMP/n0r_0.png": "us_radar",
        }.get(path)
        if path.startswith("/api/v1/warnings/feeds-"):
            kind = "meteoalarm"
        elif path.startswith("/v2/cap-alerts/"):
            kind = "wmo_feed" if path.endswith("/rss.xml") else "cap"
        if kind is None:
            return self.reply(b'{"error": true, "reason": "not found"}', 404)
        with lock:
            counts[kind] = counts.get(kind, 0) + 1
            if kind == "forecast":
                last["forecast"] = self.path
                counts["weight"] = counts.get("weight", 0) + weight(query)
                if "models=" in query:
                    counts["weight_models"] = counts.get("weight_models", 0) + weight(query)
        if kind == "forecast":
            places = 1
            for item in query.split("&"):
                if item.startswith("latitude="):
                    places = item.count(",") + 1
            one = shaped(query)
            clock = self.headers.get("X-Rainstorm-Clock")
            if clock and clock.isdigit():
                # A fast-forwarded --watch (RAINSTORM_WATCH_FAST_FORWARD): dated to its clock.
                instant = datetime.datetime.fromtimestamp(int(clock), datetime.timezone.utc)
                today = datetime.datetime.now(datetime.timezone.utc) + datetime.timedelta(seconds=7200)
                one = recorded.moved(one, today.date(), 7200, instant)
            if places == 1:
                body = one
            else:
                # Each element at its place, with its index after the first, as Open-Meteo answers.
                items = dict(item.partition("=")[::2] for item in query.split("&"))
                answer = json.loads(one)
                elements = []
                for index, (lat, lon) in enumerate(zip(items["latitude"].split(","), items["longitude"].split(","))):
                    element = dict(answer, latitude=float(lat), longitude=float(lon))
                    if index > 0:
                        element["location_id"] = index
                    elements.append(element)
                body = json.dumps(elements, separators=(",", ":")).encode()
            with lock:
                counts["forecast_bytes"] = counts.get("forecast_bytes", 0) + len(body)
            return self.reply(body)
        if kind == "alerts":
            return self.reply(NWS_NONE)
        if kind == "us_radar":
            # The IEM's recorded composite of the contiguous United States (2021): old, but
            # --radar draws the newest frame it has whatever its age.
            return self.reply(US_RADAR)
        if kind == "radar":
            # Bright Sky's recorded answer for Münster (moved to now), whatever the place and
            # distance asked.
            return self.reply(RADAR)
        if kind == "wmo_feed":
            # The feed names itself in its links: each path gets it under its own name, as
            # a feed that has not moved does (rainstorm refuses one that answers as another).
            feed = path.split("/")[3].encode()
            return self.reply(WMO_FEED.replace(b"/cap-alerts/au-bom-en/", b"/cap-alerts/" + feed + b"/"))
        if kind in ("meteoalarm", "cap"):
            return self.reply({"meteoalarm": METEOALARM, "cap": KAZAKH}[kind])
        if kind == "archive":
            body = climate(query)
            with lock:
                counts["archive_bytes"] = counts.get("archive_bytes", 0) + len(body)
                counts["archive_weight"] = counts.get("archive_weight", 0) + archive_weight(query)
            return self.reply(body)
        return self.reply(IPAPI if kind == "ip" else OWM)


class Server(http.server.ThreadingHTTPServer):
    # The default backlog of 5 drops connections past it, and the client then waits a second
    # to send its SYN again: a batch asking warnings for 8 places at once would measure that.
    request_queue_size = 128


server = Server(("127.0.0.1", 0), Handler)
if len(sys.argv) == 4 and sys.argv[1] == "--tls":
    context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
    context.load_cert_chain(sys.argv[2], sys.argv[3])
    server.socket = context.wrap_socket(server.socket, server_side=True)
print(server.server_address[1], flush=True)
server.serve_forever()
