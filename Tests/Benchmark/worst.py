"""Serves the hostile answers of issue 31 on 127.0.0.1 for `worst.sh`, each built from a recorded
answer (Tests/RainstormTests/Fixtures) with one part made as large or as odd as a server could:

- /met/...: MET Norway's recorded New York series cut to two steps, 0001-01-01 and 9999-12-31;
- /geo/v1/search: the recorded Hollywood search with the first region 300,000 words long;
- /eccc/collections/weather-alerts/items: Environment Canada's recorded Toronto warnings with
  Toronto's ring replaced by 500,000 legal points stepping 179° east round the globe (over the
  cap of a ring); /eccc-under-caps/...: nine such rings of 19,999 points (under the caps);
- /om/v1/forecast: the recorded Zagreb forecast moved to today (recorded.py), for the places
  above;
- /om-grown/v1/forecast: the same grown to the client's 8 MiB limit with a first member of
  about 4 million zeros, the most values a forecast answer can make rainstorm step over;
- /wmo-N-SIZE/v2/cap-alerts/kz-kazhydromet-en/rss.xml (issue 44): the WMO centre's recorded
  (Australian) feed as Kazakhstan's, listing N copies of the recorded Kazakh document with its
  area's name grown to SIZE bytes of `&`; /wmo-feed/...: the feed itself with a title of 8 MB
  of `&`.

Prints the port, then serves until killed.
"""

import http.server
import json
import pathlib

import recorded
import sys

FIXTURES = pathlib.Path(__file__).resolve().parent.parent / "RainstormTests" / "Fixtures"


def met():
    answer = json.loads((FIXTURES / "metno_locationforecast-compact_nyc-alt10.json").read_bytes())
    steps = answer["properties"]["timeseries"][:2]
    steps[0]["time"], steps[1]["time"] = "0001-01-01T00:00:00Z", "9999-12-31T00:00:00Z"
    answer["properties"]["timeseries"] = steps
    return json.dumps(answer).encode()


def search():
    text = (FIXTURES / "openmeteo_vcr_geocoding_hollywood.body.json").read_text()
    return text.replace('"admin1":"Florida"', '"admin1":"' + " ".join(["word"] * 300_000) + '"', 1).encode()


def drifting(points, start):
    """A closed ring of legal longitudes stepping 179° east, round and round the globe."""
    ring = [[round((-79.4 + 179 * i + start + 180) % 360 - 180, 2), 43.6 + (i % 2) / 100]
            for i in range(points - 1)]
    return ring + [ring[0]]


def warnings(rings, points):
    answer = json.loads((FIXTURES / "eccc_weather-alerts-items_toronto-bbox.json").read_bytes())
    for feature in answer["features"]:
        if feature["properties"].get("feature_name_en") == "City of Toronto":
            shape = [drifting(points, ring) for ring in range(rings)]
            feature["geometry"] = {"type": "Polygon", "coordinates": shape}
    return json.dumps(answer, separators=(",", ":")).encode()


def grown():
    body = recorded.zagreb()
    room = 8 * 1_048_576 - len(body) - 64
    return b'{"padding":[0' + b",0" * (room // 2 - 8) + b"]," + body[1:]


KAZAKH = "/v2/cap-alerts/kz-kazhydromet-en/"


def feed(documents, title=""):
    """The recorded feed as Kazakhstan's, in force until 2040, listing `documents` paths."""
    text = (FIXTURES / "wmo_swic_rss_au-bom-en.xml").read_text()
    start, end = text.index("<item>"), text.index("</item>") + len("</item>")
    item = text[start:end].replace("Thu, 01 Jan 2026 16:00:00 +0000", "Sun, 01 Jan 2040 00:00:00 +0000")
    old = item[item.index("<link>") + 6:item.index("</link>")]
    items = "\n".join(item.replace(old, "https://severeweather.wmo.int" + path) for path in documents)
    text = text[:start] + items + text[end:]
    text = text.replace("/cap-alerts/au-bom-en/", KAZAKH).replace("<title>", "<title>" + title, 1)
    return text.encode()


def ampersands(size):
    """The recorded Kazakh document with its area's name grown to `size` bytes of `&`."""
    text = (FIXTURES / "cap_kz_kazhydromet_polygon.xml").read_text()
    return text.replace("<areaDesc>", "<areaDesc>" + "&" * size, 1).encode()


def wmo(count, size):
    """The feed listing `count` documents of `size` bytes of `&`, and those documents."""
    paths = [f"{KAZAKH}{index}.xml" for index in range(count)]
    root = f"/wmo-{count}-{size}"
    document = ampersands(size)
    return {root + KAZAKH + "rss.xml": feed(paths), **{root + path: document for path in paths}}


BODIES = {
    **wmo(4, 8_000_000),
    **wmo(100, 2_000_000),
    "/wmo-feed" + KAZAKH + "rss.xml": feed([KAZAKH + "0.xml"], "&" * 8_000_000),
    "/wmo-feed" + KAZAKH + "0.xml": ampersands(0),
    "/met/weatherapi/locationforecast/2.0/complete": met(),
    "/geo/v1/search": search(),
    "/eccc/collections/weather-alerts/items": warnings(1, 500_000),
    "/eccc-under-caps/collections/weather-alerts/items": warnings(9, 19_999),
    "/om-grown/v1/forecast": grown(),
    "/om/v1/forecast": recorded.zagreb(),
}


class Handler(http.server.BaseHTTPRequestHandler):
    def log_message(self, *args):
        pass

    def do_GET(self):
        body = BODIES.get(self.path.partition("?")[0])
        self.send_response(200 if body else 404)
        body = body or b'{"error": true, "reason": "not found"}'
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)


server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
print(server.server_address[1], flush=True)
server.serve_forever()
