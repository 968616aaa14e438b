"""The packed shape format shared by borders.py and regions.py, read by PackedShapes.swift.

Lines (indented four spaces in the Swift literal) of `CODE south west north east:RING RING ...`,
the box in thousandths of a degree (an area may take several consecutive lines, each with the
box of its own rings), each ring a polyline string:
latitude and longitude in thousandths of a degree, each the difference from the point before
(the first from 0), zig-zag coded, in 5-bit groups from the lowest, each group plus 63 as a
character, 32 added to every group but the last (the characters run from `?` to `~`: no space,
colon or newline). Rings are read even-odd, so holes need no orientation. Each generator also
writes an index of its table with byte offsets into it (see borders.py and regions.py), so that
a question touches only the lines it needs.
"""

SCALE = 1000  # thousandths of a degree, about 110 m


def simplify(points, tolerance):
    """Douglas-Peucker on a run of (lat, lon) points, iterative; the ends are kept."""
    if len(points) < 4:
        return points
    keep = [False] * len(points)
    keep[0] = keep[-1] = True
    stack = [(0, len(points) - 1)]
    while stack:
        first, last = stack.pop()
        (y1, x1), (y2, x2) = points[first], points[last]
        dx, dy = x2 - x1, y2 - y1
        length = (dx * dx + dy * dy) ** 0.5
        best, index = -1.0, None
        for i in range(first + 1, last):
            y, x = points[i]
            if length == 0:
                distance = ((x - x1) ** 2 + (y - y1) ** 2) ** 0.5
            else:
                distance = abs(dy * x - dx * y + x2 * y1 - y2 * x1) / length
            if distance > best:
                best, index = distance, i
        if index is not None and best > tolerance:
            keep[index] = True
            stack += [(first, index), (index, last)]
    return [p for p, k in zip(points, keep) if k]


def quantize(ring):
    """The ring in thousandths of a degree, repeats dropped; None when under 3 points remain."""
    quantized = []
    for lat, lon in ring:
        point = (round(lat * SCALE), round(lon * SCALE))
        if not quantized or quantized[-1] != point:
            quantized.append(point)
    if len(quantized) > 1 and quantized[0] == quantized[-1]:
        quantized.pop()
    return quantized if len(set(quantized)) >= 3 else None


def encode(value):
    value = ~(value << 1) if value < 0 else value << 1
    out = ""
    while value >= 32:
        out += chr((32 | (value & 31)) + 63)
        value >>= 5
    return out + chr(value + 63)


def ring_text(points):
    text, last_lat, last_lon = "", 0, 0
    for lat, lon in points:
        text += encode(lat - last_lat) + encode(lon - last_lon)
        last_lat, last_lon = lat, lon
    return text


def line(code, rings):
    """One area's line, without its indentation."""
    lats = [p[0] for r in rings for p in r]
    lons = [p[1] for r in rings for p in r]
    box = f"{min(lats)} {min(lons)} {max(lats)} {max(lons)}"
    return f"{code} {box}:" + " ".join(ring_text(r) for r in rings)
