#!/usr/bin/env python3
"""Checks a language's catalog against English before the Swift tests run: the same keys, the
same slots, every CLDR plural category, no invisible characters, the chart's label widths.

Usage: python3 Tests/Generators/check_catalog.py CODE   (CODE as in Catalog+CODE.swift)
Needs babel for the plural categories (python3 -m venv /tmp/venv; /tmp/venv/bin/pip install
babel), and runs without it, skipping that check. The Swift test LanguageCatalogTests checks
the same in CI; this script is for translators, who do not build.
"""
import re
import sys
import unicodedata
from pathlib import Path

CATALOGS = Path(__file__).resolve().parents[2] / "Sources/RainstormCore/Language/Catalogs"
CATEGORIES = ("zero", "one", "two", "few", "many", "other")
SLOT = re.compile(r"\{([A-Za-z]+)\}")


def entries(code):
    text = (CATALOGS / f"Catalog+{code}.swift").read_text()
    body = text.split('#"""', 1)[1].rsplit('"""#', 1)[0]
    result = {}
    for number, line in enumerate(body.splitlines(), 1):
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        key, sep, value = line.partition(" = ")
        if not sep:
            sys.exit(f"{code}: line {number} is not `key = template`: {line}")
        if key in result:
            print(f"{code}: {key} appears twice")
        result[key] = value.strip()
    return result


def split(key):
    stem, _, last = key.rpartition(".")
    return (stem, last) if last in CATEGORIES else (key, None)


def width(text):
    return sum(2 if unicodedata.east_asian_width(c) in "WF" else 0 if unicodedata.combining(c) else 1 for c in text)


def main(code):
    english, other = entries("en"), entries(code)
    problems = []
    plural_en = {split(k)[0] for k in english if split(k)[1]}
    slots_en = {}
    for key, value in english.items():
        slots_en.setdefault(split(key)[0], set()).update(SLOT.findall(value))
    try:
        from babel import Locale
        rules = Locale.parse(code.replace("-", "_")).plural_form.rules
        needed = set(rules) | {"other"}
    except Exception:
        needed = None
    for stem in sorted({split(k)[0] for k in english}):
        if stem in plural_en:
            have = {split(k)[1] for k in other if split(k)[0] == stem and split(k)[1]}
            if needed is not None and have != needed:
                problems.append(f"{stem}: plural forms {sorted(have)}, CLDR has {sorted(needed)}")
        elif stem not in other:
            problems.append(f"{stem}: missing")
    for key, value in other.items():
        stem, category = split(key)
        if stem not in slots_en:
            problems.append(f"{key}: not an English key")
            continue
        slots = set(SLOT.findall(value))
        expected = slots_en[stem]
        if category:
            if not slots <= expected:
                problems.append(f"{key}: slots {sorted(slots - expected)} are not English's")
            if not (expected - {"n"}) <= slots:
                problems.append(f"{key}: lacks slots {sorted(expected - {'n'} - slots)}")
        elif slots != expected:
            problems.append(f"{key}: slots {sorted(slots)}, English has {sorted(expected)}")
        for char in value:
            # Zero-width (non-)joiners belong to words (Persian, Indic scripts).
            if (unicodedata.category(char) in ("Cf", "Cc") and char not in "\u200c\u200d") or char == "\t":
                problems.append(f"{key}: invisible or control character U+{ord(char):04X}")
    for key, limit in [("chart.temperature", 11), ("chart.chance", 11), ("chart.hour", 11),
                       ("chart.lowMark", 1), ("chart.highMark", 1)]:
        if key in other and width(other[key]) > limit:
            problems.append(f"{key}: {width(other[key])} columns, at most {limit}")
    for problem in problems:
        print(f"{code}: {problem}")
    print(f"{code}: {len(other)} entries, {len(problems)} problems")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
