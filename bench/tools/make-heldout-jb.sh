#!/usr/bin/env bash
# Builds held-out corpus JB for the parser: resumes as a job board's builder exports them once
# anonymised (the name replaced by the job title, no contact details, `Company Name` and `City , State`
# placeholders, `04/2015 to Current` dates, `Degree : Field , Year` lines), as public resume collections
# scraped from job boards print them, in three layouts (side, bar, plain): see pdf-jb/gen-pdf-jb.mjs.
#   $OUT/docs/pdf/rNN.<style>.pdf, $OUT/truth/rNN.<style>.pdf.json, $OUT/manifest.json
# 16 fresh resumes (the fixture generator, seed 7171). Needs what make-heldout-p.sh needs (Chromium,
# poppler-utils, playwright-core in the repository's node_modules, the npm registry).
# Then: npm run --silent bench -- parse-quality --corpus /tmp/heldout-jb
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
repo=$(cd "$HERE/../.." && pwd)
tools=${FIXTURE_TOOLS:-$repo/../shared/fixtures/parse-train/tools}
[ -d "$tools" ] || tools=/work/shared/fixtures/parse-train/tools
WORK="${HELDOUT_WORK:-/tmp/heldout-jb-tools}"
OUT="${HELDOUT_OUT:-/tmp/heldout-jb}"
SEED="${HELDOUT_SEED:-7171}"
COUNT="${HELDOUT_COUNT:-16}"
for t in pdftotext node npm /usr/bin/chromium; do command -v "$t" >/dev/null || { echo "missing $t"; exit 1; }; done
rm -rf "$WORK" && mkdir -p "$WORK"
cp -r "$tools/." "$WORK"
(cd "$WORK" && npm ci --ignore-scripts --no-audit --no-fund --loglevel=error >/dev/null && node gen.mjs --count "$COUNT" --seed "$SEED")
rm -rf "$OUT"
node "$HERE/pdf-jb/gen-pdf-jb.mjs" --src "$WORK/data/canonical" --out "$OUT" \
  --shared "$HERE/corpus-shared.mjs" --norm "$WORK/lib/norm.mjs" --styles side,bar,plain "$@"
echo "PDFs: $(ls "$OUT"/docs/pdf/*.pdf | wc -l)  truth: $(ls "$OUT"/truth/*.json | wc -l)"
