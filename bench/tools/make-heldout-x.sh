#!/usr/bin/env bash
# Builds held-out corpus X (diagnosis: may be looked at; built to measure a first look) for the parser:
#   $OUT/docs/docx/rNN.{cols,plainbold,skilltable,sidebar}.docx, $OUT/truth/rNN.<style>.docx.json, $OUT/manifest.json
# 16 fresh resumes (the fixture generator, seed 6464, not parse-train's canonical resumes) x 4 Word layouts
# built with Word features the other DOCX corpora do not use (a two-column section; bold-caps Normal headings
# with the contact in the page header; borderless contact/skills tables with Heading 2 companies and decimal
# numbering; a full-page two-cell table with a merged name row): see docx/gen-docx-x.mjs. Every truth value is
# checked against the document's text; a document that fails is dropped and reported (exit status 2).
# Needs Node >= 20 and the npm registry: the fixture tools (../shared/fixtures/parse-train/tools) are
# copied to $WORK and installed there; docx is pinned to 9.7.1 in $WORK/docx-x (later 9.x releases depend on
# nanoid 6, which declares Node >= 22).
# Then: npm run --silent bench -- parse-quality --corpus /tmp/heldout-x
#   (predictions and the scorer's report land in bench/out/quality-heldout-x/)
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
repo=$(cd "$HERE/../.." && pwd)
tools=${FIXTURE_TOOLS:-$repo/../shared/fixtures/parse-train/tools}
[ -d "$tools" ] || tools=/work/shared/fixtures/parse-train/tools
# HELDOUT_GEN=z builds corpus Z with docx-z/gen-docx-z.mjs the same way (make-heldout-z.sh does so).
G="${HELDOUT_GEN:-x}"
case "$G" in
  x) seed=6464 styles=cols,plainbold,skilltable,sidebar ;;
  z) seed=7575 styles=boxleft,boxright,boxheader,boxsections ;;
  *) echo "HELDOUT_GEN must be x or z" >&2; exit 1 ;;
esac
WORK="${HELDOUT_WORK:-/tmp/heldout-$G-tools}"
OUT="${HELDOUT_OUT:-/tmp/heldout-$G}"
SEED="${HELDOUT_SEED:-$seed}"
COUNT="${HELDOUT_COUNT:-16}"
DOCX_VERSION=9.7.1
rm -rf "$WORK" && mkdir -p "$WORK"
cp -r "$tools/." "$WORK"
(cd "$WORK" && npm ci --ignore-scripts --no-audit --no-fund --loglevel=error >/dev/null && node gen.mjs --count "$COUNT" --seed "$SEED")
# the DOCX generator's own folder, with only the pinned docx in it
# beside it, as in bench/tools, the DOCX helpers it shares with the other DOCX generators
mkdir -p "$WORK/docx-$G" "$WORK/docx" && cp "$HERE/docx-$G/gen-docx-$G.mjs" "$WORK/docx-$G/" && cp "$HERE/docx/docx-shared.mjs" "$WORK/docx/"
cat > "$WORK/docx-$G/package.json" <<JSON
{ "name": "docx-$G-corpus-build", "version": "1.0.0", "private": true, "type": "module",
  "dependencies": { "docx": "$DOCX_VERSION" } }
JSON
(cd "$WORK/docx-$G" && npm install --no-audit --no-fund --ignore-scripts --save-exact >/dev/null)
rm -rf "$OUT"
node "$WORK/docx-$G/gen-docx-$G.mjs" --src "$WORK/data/canonical" --source "$WORK/data/source" --out "$OUT" \
  --shared "$HERE/corpus-shared.mjs" --norm "$WORK/lib/norm.mjs" --styles "$styles" "$@"
echo "DOCX: $(ls "$OUT"/docs/docx/*.docx | wc -l)  truth: $(ls "$OUT"/truth/*.json | wc -l)"
