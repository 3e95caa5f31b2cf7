#!/usr/bin/env bash
# Makes ui/fonts/inter-latin-wght-400-900.woff2, the site's Inter, from @fontsource-variable/inter's
# latin file (weights 100 to 900, 48 KB): without the weights below regular, which the site never sets
# (their master is half the outline data), and without the fraction and proportional-figure features
# nothing turns on (34 KB). The axis above regular is left as it is, so every weight the site draws is
# the original's, pixel for pixel. The result is committed; run this again after updating the package.
# Needs fontTools with brotli (Debian: apt-get install python3-fonttools python3-brotli).
set -euo pipefail
cd "$(dirname "$0")/.."
# Debian's own Python, where apt installs fontTools (a pyenv or venv python3 may come first on PATH).
python=/usr/bin/python3
[ -x "$python" ] || python=python3
source=node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2
target=ui/fonts/inter-latin-wght-400-900.woff2
# A fixed modification date in the font header, so the same package makes the same bytes.
export SOURCE_DATE_EPOCH=1767225600
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
"$python" -m fontTools.varLib.instancer -q "$source" wght=400:900 -o "$work/instanced.woff2" >/dev/null
"$python" -m fontTools.subset "$work/instanced.woff2" --unicodes='*' \
  --layout-features='kern,mark,mkmk,calt,ccmp,locl,tnum' --flavor=woff2 --output-file="$target"
echo "$target: $(wc -c <"$target") bytes (from $(wc -c <"$source"))"
