#!/usr/bin/env bash
# Builds held-out corpus M (diagnosis: built to measure a first look) for the parser: LaTeX resume PDFs in four
# layouts that the LaTeX corpus (make-heldout-l.sh: jakes, moderncv, twocol) does not have -- awesome
# (Awesome-CV-like), europass (two-column longtable CV), deedy (two minipage columns) and banking (compact
# banking/consulting) -- from fresh canonical resumes made by the fixture generator (16 resumes, seed 5353),
# not parse-train's. Writes
#   $HELDOUT_OUT (default /tmp/heldout-m)/docs/pdf/rNN.<layout>.pdf, truth/rNN.<layout>.pdf.json, manifest.json
# and keeps the .tex and pdflatex logs in $HELDOUT_OUT/tex. gen-latex-m.mjs checks every truth value against
# the PDF's text (pdftotext); values it cannot find are removed from the truth and listed in the manifest
# (droppedFromTruth); documents that do not compile or fit are left out and reported (exit code 3).
# Needs (Debian):
#   apt-get install -y --no-install-recommends texlive-latex-base texlive-latex-recommended \
#     texlive-latex-extra texlive-fonts-recommended lmodern poppler-utils
#   (helvet, mathpazo/fpl, avant: fonts-recommended; microtype, longtable, enumitem, xcolor: latex-recommended
#    and -extra), node and the npm registry (the fixture generator's @faker-js/faker, from its lockfile).
# HELDOUT_SEED, HELDOUT_COUNT, HELDOUT_OUT and HELDOUT_WORK make another corpus the same way; extra arguments
# go to gen-latex-m.mjs (e.g. --styles deedy --ids r01,r02).
# Then score it: npm run --silent bench -- parse-quality --corpus /tmp/heldout-m
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
repo=$(cd "$HERE/../.." && pwd)
tools=${FIXTURE_TOOLS:-$repo/../shared/fixtures/parse-train/tools}
[ -d "$tools" ] || tools=/work/shared/fixtures/parse-train/tools
work=${HELDOUT_WORK:-/tmp/heldout-m-tools}
out=${HELDOUT_OUT:-/tmp/heldout-m}
for t in pdflatex pdftotext pdfinfo node npm; do command -v "$t" >/dev/null || { echo "missing $t (see apt line above)"; exit 1; }; done
# fresh canonical resumes: gen.mjs writes data/canonical/rNN.json (target shape, every field) in its own folder
rm -rf "$work" && mkdir -p "$work"
cp -r "$tools/." "$work"
(cd "$work" && npm ci --ignore-scripts --no-audit --no-fund && node gen.mjs --count "${HELDOUT_COUNT:-16}" --seed "${HELDOUT_SEED:-5353}")
rm -rf "$out"
node "$HERE/latex-m/gen-latex-m.mjs" --src "$work/data/canonical" --out "$out" --styles awesome,europass,deedy,banking "$@"
echo "held-out corpus M in $out: PDFs $(ls "$out"/docs/pdf/*.pdf | wc -l), truth $(ls "$out"/truth/*.json | wc -l)"
