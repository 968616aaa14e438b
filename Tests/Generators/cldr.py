#!/usr/bin/env python3
"""Generates Sources/RainstormCore/Language/LocaleData+CLDR.swift: for each language rainstorm
speaks, CLDR's names of the language, number symbols and digits, percent and unit patterns,
abbreviated weekday and month names, the day-and-month and time patterns (the language's own
and its 12- and 24-hour ones), and plural rules.

Tests/Generators/regenerate.sh runs it with its pinned inputs (.ci/run with --check, which fails
when the checked-in file differs); by hand:

    python3 -m venv /tmp/venv && /tmp/venv/bin/pip install babel==2.18.0
    /tmp/venv/bin/python Tests/Generators/cldr.py > Sources/RainstormCore/Language/LocaleData+CLDR.swift
"""
import babel
from babel import Locale, core, numbers

# BCP 47 code -> babel's locale. The 41 languages of issue 33 besides English.
LANGUAGES = [
    ("en", "en"), ("de", "de"), ("fr", "fr"), ("es", "es"), ("it", "it"), ("pt-PT", "pt_PT"),
    ("pt-BR", "pt_BR"), ("nl", "nl"), ("pl", "pl"), ("cs", "cs"), ("sk", "sk"), ("sl", "sl"),
    ("hr", "hr"), ("sr", "sr_Cyrl"), ("sr-Latn", "sr_Latn"), ("bg", "bg"), ("ro", "ro"),
    ("hu", "hu"), ("el", "el"), ("tr", "tr"), ("ru", "ru"), ("uk", "uk"), ("sv", "sv"),
    ("nb", "nb"), ("da", "da"), ("fi", "fi"), ("et", "et"), ("lv", "lv"), ("lt", "lt"),
    ("is", "is"), ("ca", "ca"), ("ja", "ja"), ("ko", "ko"), ("zh-Hans", "zh_Hans"),
    ("zh-Hant", "zh_Hant"), ("hi", "hi"), ("id", "id"), ("vi", "vi"), ("th", "th"),
    ("ar", "ar"), ("he", "he"), ("fa", "fa"),
]

# Bidi controls CLDR puts in some patterns (Arabic, Hebrew, Persian): terminals do not honour
# them and rainstorm strips them from every answer, so the tables carry none.
BIDI = dict.fromkeys(map(ord, "\u061c\u200e\u200f\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069"))

UNITS = [
    ("celsius", "temperature-celsius"), ("fahrenheit", "temperature-fahrenheit"),
    ("kmh", "speed-kilometer-per-hour"), ("ms", "speed-meter-per-second"),
    ("mph", "speed-mile-per-hour"), ("knots", "speed-knot"), ("mm", "length-millimeter"),
    ("inch", "length-inch"), ("hPa", "pressure-hectopascal"), ("inHg", "pressure-inch-ofhg"),
    ("metre", "length-meter"), ("km", "length-kilometer"), ("mile", "length-mile"),
]


def clean(text):
    return text.translate(BIDI)


def swift(text):
    return '"' + clean(text).replace("\\", "\\\\").replace('"', '\\"') + '"'


def pattern_slots(pattern):
    """A CLDR date pattern as a template: {E} weekday, {d} day, {M} month number, {MMM} month
    abbreviation, {y} year, {H}/{HH}/{h}/{hh} hour, {mm} minute, {a} day period; quoted text
    kept."""
    out, i = "", 0
    while i < len(pattern):
        c = pattern[i]
        if c == "'":
            j = pattern.find("'", i + 1)
            out += "'" if j == i + 1 else pattern[i + 1:j]
            i = j + 1
            continue
        if c.isascii() and c.isalpha():
            j = i
            while j < len(pattern) and pattern[j] == c:
                j += 1
            run = pattern[i:j]
            if c in "EEc":
                out += "{E}"
            elif c == "d":
                out += "{d}"
            elif c in "ML":
                out += "{MMM}" if len(run) >= 3 else "{M}"
            elif c == "y":
                out += "{y}"
            elif c in "HhK":
                out += "{" + run[:2] + "}"
            elif c == "m":
                out += "{mm}"
            elif c in "aBb":
                out += "{a}"
            else:
                raise ValueError(f"pattern letter {c} in {pattern}")
            i = j
            continue
        out += c
        i += 1
    return out


# Digits of the numbering systems our languages default to, when not Latin.
DIGITS = {"latn": None, "arabext": "۰۱۲۳۴۵۶۷۸۹", "arab": "٠١٢٣٤٥٦٧٨٩", "deva": "०१२३४५६७८९"}


def unit_pattern(locale, name):
    """The short pattern's general (`other`) form; a temperature whose short form spells the
    degree out (Polish "st. C") takes the narrow form's degree sign."""
    patterns = locale._data["unit_patterns"][name]
    pattern = patterns["short"]["other"]
    if name.startswith("temperature") and "°" not in pattern and patterns.get("narrow"):
        pattern = patterns["narrow"]["other"]
    assert pattern.count("{0}") == 1, (locale, name, pattern)
    return pattern


def entry(code, name):
    locale = Locale.parse(name)
    digits = DIGITS[locale.default_numbering_system]
    percent = numbers.format_percent(0.07, locale=locale, numbering_system="default")
    percent = percent.replace("7", "{0}")
    decimal = numbers.get_decimal_symbol(locale, numbering_system="default")
    weekdays = locale.days["format"]["abbreviated"]  # 0 = Monday
    months = locale.months["format"]["abbreviated"]
    skeletons = locale.datetime_skeletons
    day_month = pattern_slots(str(skeletons["MMMEd"].pattern))
    day_month_year = pattern_slots(str(skeletons["yMMMEd"].pattern))
    time = pattern_slots(locale.time_formats["short"].pattern)
    time12 = pattern_slots(str(skeletons["hm"].pattern))
    time24 = pattern_slots(str(skeletons["Hm"].pattern))
    periods = locale.day_periods["format"]["abbreviated"]
    wide = locale.day_periods["format"].get("wide") or {}
    # Where the abbreviated forms are the Latin AM/PM but the language has its own words
    # (Korean 오전/오후), the own words.
    if periods["pm"].isascii() and wide.get("pm") and not wide["pm"].isascii():
        periods = wide
    rules = locale.plural_form.rules
    plural = "; ".join(f"{k}: {rules[k]}" for k in ("zero", "one", "two", "few", "many") if k in rules)
    fields = [
        ("code", swift(code)),
        ("englishName", swift(locale.get_display_name("en"))),
        ("nativeName", swift(locale.get_display_name(locale))),
        ("rightToLeft", "true" if locale.character_order == "right-to-left" else "false"),
        ("digits", "nil" if digits is None else swift(digits)),
        ("decimal", swift(decimal)),
        ("percent", swift(percent)),
        ("units", swift("|".join(clean(unit_pattern(locale, u)) for _, u in UNITS))),
        ("weekdays", swift("|".join(weekdays[(i + 6) % 7] for i in range(7)))),
        ("months", swift("|".join(months[i] for i in range(1, 13)))),
        ("dayMonth", swift(day_month)),
        ("dayMonthYear", swift(day_month_year)),
        ("time", swift(time)),
        ("time12", swift(time12)),
        ("time24", swift(time24)),
        ("dayPeriods", swift(periods["am"] + "|" + periods["pm"])),
        ("plurals", swift(plural)),
    ]
    body = ",\n".join(f"        {k}: {v}" for k, v in fields)
    return f'    case "{code}":\n      LocaleData(\n{body})'


def main():
    print("// swift-format-ignore-file")
    print(f"// Generated by Tests/Generators/cldr.py from CLDR {core.get_cldr_version()} "
          f"(babel {babel.__version__}). Do not edit: run the script.")
    print("// CLDR data: Copyright © 1991-2025 Unicode, Inc., Unicode License v3.")
    print(f"// Units, in order: {', '.join(k for k, _ in UNITS)}.")
    print("// Weekdays start on Sunday. Bidi controls are removed.")
    print()
    print("extension LocaleData {")
    print("  /// The languages CLDR's tables are generated for, in `--lang list` order.")
    print("  package static let generatedCodes = " + swift(" ".join(c for c, _ in LANGUAGES)))
    print()
    print("  /// CLDR's data for the language `code` (a code of `generatedCodes`), else nil.")
    print("  package static func generated(_ code: String) -> LocaleData? {")
    print("    switch code {")
    for code, name in LANGUAGES:
        print(entry(code, name))
    print("    default: nil")
    print("    }")
    print("  }")
    print("}")


main()
