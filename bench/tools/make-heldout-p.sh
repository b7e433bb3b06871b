#!/usr/bin/env bash
# Builds held-out corpus P (diagnosis: may be looked at; built to measure a first look) for the parser:
#   $OUT/docs/pdf/rNN.{linkedin,gdocs,banner,timeline}.pdf, $OUT/truth/rNN.<style>.pdf.json, $OUT/manifest.json
#   (and $OUT/html/rNN.<style>.html, the pages printed)
# 16 fresh resumes (the fixture generator, seed 8686, not parse-train's canonical resumes) x 4 layouts that
# real resumes use and no other corpus has, written as HTML and printed to PDF by Chromium (playwright-core's
# page.pdf): LinkedIn's "Save to PDF" profile export (grey Contact / Top Skills / Languages / Certifications
# sidebar, "Month YYYY - Present (N years M months)" dates, roles at one company grouped under it, no bullets,
# "Page N of M" footers); a Google Docs template (contact on one " • " line, small letter-spaced coloured
# capital headings, "Company, Location — Title" with the dates under it in grey capitals); a Canva-like
# design (coloured header band with SVG icon contact items, skill bars, dates above each title, a wide left
# and a narrow right column, icon headings); a timeline (dates in a left column beside a vertical line with
# dots, small-caps headings): see pdf-p/gen-pdf-p.mjs. Every truth value is checked against the PDF's text
# (pdftotext); a document that fails is dropped and reported (exit status 2).
# Needs Node >= 20, the npm registry (the fixture tools are copied to $WORK and installed there),
# playwright-core in the repository's node_modules (npm ci at the root), Chromium at /usr/bin/chromium,
# poppler-utils and Debian's fonts:
#   apt-get install -y --no-install-recommends chromium poppler-utils fonts-liberation2 fonts-dejavu-core \
#     fonts-crosextra-carlito fonts-crosextra-caladea
# Then: npm run --silent bench -- parse-quality --corpus /tmp/heldout-p
#   (predictions and the scorer's report land in bench/out/quality-heldout-p/)
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
repo=$(cd "$HERE/../.." && pwd)
tools=${FIXTURE_TOOLS:-$repo/../shared/fixtures/parse-train/tools}
[ -d "$tools" ] || tools=/work/shared/fixtures/parse-train/tools
WORK="${HELDOUT_WORK:-/tmp/heldout-p-tools}"
OUT="${HELDOUT_OUT:-/tmp/heldout-p}"
SEED="${HELDOUT_SEED:-8686}"
COUNT="${HELDOUT_COUNT:-16}"
for t in pdftotext pdffonts pdfinfo node npm /usr/bin/chromium; do command -v "$t" >/dev/null || { echo "missing $t (see apt line above)"; exit 1; }; done
[ -d "$repo/node_modules/playwright-core" ] || { echo "missing playwright-core: run npm ci in $repo"; exit 1; }
rm -rf "$WORK" && mkdir -p "$WORK"
cp -r "$tools/." "$WORK"
(cd "$WORK" && npm ci --ignore-scripts --no-audit --no-fund --loglevel=error >/dev/null && node gen.mjs --count "$COUNT" --seed "$SEED")
rm -rf "$OUT"
# run in place: playwright-core resolves from the repository's node_modules
node "$HERE/pdf-p/gen-pdf-p.mjs" --src "$WORK/data/canonical" --source "$WORK/data/source" --out "$OUT" \
  --shared "$HERE/corpus-shared.mjs" --norm "$WORK/lib/norm.mjs" --styles linkedin,gdocs,banner,timeline "$@"
echo "PDFs: $(ls "$OUT"/docs/pdf/*.pdf | wc -l)  truth: $(ls "$OUT"/truth/*.json | wc -l)"
