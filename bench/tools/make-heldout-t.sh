#!/usr/bin/env bash
# Rebuilds the Typst resume diagnosis corpus from scratch:
#   $HELDOUT_OUT/docs/pdf/rNN.{classic,sidebar,dates-left}.pdf, truth/rNN.<style>.pdf.json, manifest.json
#   (and typ/rNN.<style>.typ, the Typst sources)
# Resumes as people write them in Typst, compiled by the Typst compiler itself: one column with small-caps
# or ruled headings, a two-column sidebar grid, and a moderncv-like dates-left layout (see the header of
# typst/gen-typst.mjs), from the parse-train canonical resumes (the first $COUNT, default all 50).
# Needs Node >= 20, the npm registry, poppler-utils (pdftotext, pdffonts) and Debian's fonts:
#   apt-get install -y --no-install-recommends fonts-liberation2 fonts-dejavu-core \
#     fonts-crosextra-carlito fonts-crosextra-caladea poppler-utils
# The compiler is @myriaddreamin/typst-ts-node-compiler (Typst as a prebuilt N-API module, pinned below;
# 0.7.0 embeds Typst 0.14.2). The sources import no @preview packages and the fonts come from
# /usr/share/fonts/truetype (plus Typst's embedded Libertinus Serif), so nothing is fetched at run time.
# Then score the parser:
#   npm run bench -- parse-quality --corpus /tmp/heldout-t
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
SRC="${SRC:-$HERE/../../../shared/fixtures/parse-train/data/canonical}"
[ -d "$SRC" ] || SRC=/work/shared/fixtures/parse-train/data/canonical
OUT="${HELDOUT_OUT:-/tmp/heldout-t}"
COUNT="${COUNT:-50}"
TYPST_TS_VERSION=0.7.0
for t in pdftotext pdffonts node npm; do command -v "$t" >/dev/null || { echo "missing $t (see apt line above)"; exit 1; }; done
# the generator's own folder, with only the pinned compiler in it
WORK="${HELDOUT_WORK:-/tmp/heldout-t-tools}"
rm -rf "$WORK" && mkdir -p "$WORK/typst"
cp "$HERE/typst/gen-typst.mjs" "$WORK/typst/" && cp "$HERE/corpus-shared.mjs" "$WORK/"
cat > "$WORK/package.json" <<JSON
{ "name": "typst-corpus-build", "version": "1.0.0", "private": true, "type": "module",
  "dependencies": { "@myriaddreamin/typst-ts-node-compiler": "$TYPST_TS_VERSION" } }
JSON
# the platform binary comes as an optional dependency (…-linux-x64-gnu); it has no install scripts
(cd "$WORK" && npm install --no-audit --no-fund --ignore-scripts --save-exact >/dev/null)
rm -rf "$OUT"
node "$WORK/typst/gen-typst.mjs" --src "$SRC" --out "$OUT" --styles classic,sidebar,dates-left --count "$COUNT" "$@"
echo "PDFs: $(ls "$OUT"/docs/pdf/*.pdf | wc -l)  truth: $(ls "$OUT"/truth/*.json | wc -l)"
