#!/usr/bin/env bash
# Builds held-out corpus Z (diagnosis: may be looked at; built to measure a first look) for the parser:
#   $OUT/docs/docx/rNN.{boxleft,boxright,boxheader,boxsections}.docx, $OUT/truth/rNN.<style>.docx.json,
#   $OUT/manifest.json
# 16 fresh resumes (the fixture generator, seed 7575, not parse-train's canonical resumes) x 4 Word layouts
# built with floating text boxes (wp:anchor text boxes with a VML fallback, as Word writes them), which no
# other corpus uses: a page-tall sidebar box on the left; an outlined box on the right; a header band of two
# boxes; section headings in band boxes and entry dates in small boxes at the left margin: see
# docx-z/gen-docx-z.mjs. Every truth value is checked against the document's text (text boxes included);
# a document that fails is dropped and reported (exit status 2).
# Needs Node >= 20 and the npm registry: the fixture tools (../shared/fixtures/parse-train/tools) are
# copied to $WORK and installed there; docx is pinned to 9.7.1 in $WORK/docx-z (later 9.x releases depend on
# nanoid 6, which declares Node >= 22).
# Then: npm run --silent bench -- parse-quality --corpus /tmp/heldout-z
#   (predictions and the scorer's report land in bench/out/quality-heldout-z/)
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
repo=$(cd "$HERE/../.." && pwd)
tools=${FIXTURE_TOOLS:-$repo/../shared/fixtures/parse-train/tools}
[ -d "$tools" ] || tools=/work/shared/fixtures/parse-train/tools
WORK="${HELDOUT_WORK:-/tmp/heldout-z-tools}"
OUT="${HELDOUT_OUT:-/tmp/heldout-z}"
SEED="${HELDOUT_SEED:-7575}"
COUNT="${HELDOUT_COUNT:-16}"
DOCX_VERSION=9.7.1
rm -rf "$WORK" && mkdir -p "$WORK"
cp -r "$tools/." "$WORK"
(cd "$WORK" && npm ci --ignore-scripts --no-audit --no-fund --loglevel=error >/dev/null && node gen.mjs --count "$COUNT" --seed "$SEED")
# the DOCX generator's own folder, with only the pinned docx in it
# beside it, as in bench/tools, the DOCX helpers it shares with the other DOCX generators
mkdir -p "$WORK/docx-z" "$WORK/docx" && cp "$HERE/docx-z/gen-docx-z.mjs" "$WORK/docx-z/" && cp "$HERE/docx/docx-shared.mjs" "$WORK/docx/"
cat > "$WORK/docx-z/package.json" <<JSON
{ "name": "docx-z-corpus-build", "version": "1.0.0", "private": true, "type": "module",
  "dependencies": { "docx": "$DOCX_VERSION" } }
JSON
(cd "$WORK/docx-z" && npm install --no-audit --no-fund --ignore-scripts --save-exact >/dev/null)
rm -rf "$OUT"
node "$WORK/docx-z/gen-docx-z.mjs" --src "$WORK/data/canonical" --source "$WORK/data/source" --out "$OUT" \
  --shared "$HERE/corpus-shared.mjs" --norm "$WORK/lib/norm.mjs" --styles boxleft,boxright,boxheader,boxsections "$@"
echo "DOCX: $(ls "$OUT"/docs/docx/*.docx | wc -l)  truth: $(ls "$OUT"/truth/*.json | wc -l)"
