"""A local HTTP server for the benchmark: recorded bodies, and a count of what was asked.

Serves the Zagreb forecast (repeated once per place for multi-place requests), ipapi.co's
answer under /ipapi.co/json/, and OpenWeatherMap's answer (for ansiweather) under
/data/2.5/weather. GET /__counts returns the requests so far by kind, GET /__last the last forecast path and
query, and GET /__reset clears the counts.
Prints the port it listens on, then serves until killed.
"""

import http.server
import json
import pathlib
import sys
import threading

FIXTURES = pathlib.Path(__file__).resolve().parent.parent / "RainstormTests" / "Fixtures"
ZAGREB = (FIXTURES / "openmeteo_forecast_current_hourly_daily_zagreb.json").read_bytes()
IPAPI = (FIXTURES / "ipapi_co_success_8.8.8.8.json").read_bytes()
OWM = (FIXTURES / "openweathermap_2.5_weather_limassol.json").read_bytes()

counts = {}
last = {"forecast": ""}
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
            return self.reply(b"{}")
        kind = {"/v1/forecast": "forecast", "/ipapi.co/json/": "ip", "/data/2.5/weather": "owm"}.get(path)
        if kind is None:
            return self.reply(b'{"error": true, "reason": "not found"}', 404)
        with lock:
            counts[kind] = counts.get(kind, 0) + 1
            if kind == "forecast":
                last["forecast"] = self.path
        if kind == "forecast":
            places = 1
            for item in query.split("&"):
                if item.startswith("latitude="):
                    places = item.count(",") + 1
            body = ZAGREB if places == 1 else b"[" + b",".join([ZAGREB] * places) + b"]"
            return self.reply(body)
        return self.reply(IPAPI if kind == "ip" else OWM)


server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
print(server.server_address[1], flush=True)
server.serve_forever()
