"""The recorded answers the benchmark serves, moved to today: rainstorm refuses a forecast or
air quality whose time is not near now, so the recorded Zagreb forecast (current time
2026-09-29 01:00 at GMT+2) is served with every date moved by the same whole days, its values,
hours and offset as recorded (as the tests' RecordedAnswer does)."""

import datetime
import pathlib
import re

FIXTURES = pathlib.Path(__file__).resolve().parent.parent / "RainstormTests" / "Fixtures"


def moved(body, recorded_day, offset_seconds, now=None):
    """`body` (bytes) with every ISO date moved by the days from `recorded_day` to today (or
    to the day of `now`, a UTC datetime) at the recording's UTC offset."""
    now = (now or datetime.datetime.now(datetime.timezone.utc)) + datetime.timedelta(seconds=offset_seconds)
    days = (now.date() - recorded_day).days

    def shift(match):
        day = datetime.date(int(match[1]), int(match[2]), int(match[3]))
        return (day + datetime.timedelta(days=days)).isoformat().encode()

    return re.sub(rb"(?<!\d)(\d{4})-(\d{2})-(\d{2})(?!\d)", shift, body)


def zagreb():
    """The recorded Zagreb forecast, moved to today."""
    body = (FIXTURES / "openmeteo_forecast_current_hourly_daily_zagreb.json").read_bytes()
    return moved(body, datetime.date(2026, 9, 29), 7200)
