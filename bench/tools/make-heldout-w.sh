#!/usr/bin/env bash
# Rebuilds the Word-style DOCX resume diagnosis corpus from scratch:
#   $OUT/docs/docx/rNN.{tabs,table2col,datesleft,header}.docx, $OUT/truth/rNN.<style>.docx.json, $OUT/manifest.json
# Needs only Node >= 20 and the npm registry. docx is pinned to 9.7.1: later 9.x releases depend on
# nanoid 6, which declares Node >= 22.
# Then optionally score the parser:
#   npm run --silent vitae -- parse /tmp/heldout-w/docs/docx/* --out /tmp/heldout-w-pred \
#     && node ../shared/fixtures/parse-dev/score.mjs /tmp/heldout-w/truth /tmp/heldout-w-pred
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
SRC="${SRC:-$HERE/../../../shared/fixtures/parse-train/data/canonical}"
OUT="${OUT:-/tmp/heldout-w}"
DOCX_VERSION=9.7.1
# the generator's own folder, with only the pinned docx in it
WORK="${WORK:-/tmp/heldout-w-tools}"
rm -rf "$WORK" && mkdir -p "$WORK"
mkdir -p "$WORK/docx" && cp "$HERE/docx/gen-docx.mjs" "$HERE/docx/docx-shared.mjs" "$WORK/docx/" && cp "$HERE/corpus-shared.mjs" "$WORK/"
cat > "$WORK/package.json" <<JSON
{ "name": "docx-corpus-build", "version": "1.0.0", "private": true, "type": "module",
  "dependencies": { "docx": "$DOCX_VERSION" } }
JSON
(cd "$WORK" && npm install --no-audit --no-fund --ignore-scripts --save-exact >/dev/null)
rm -rf "$OUT"
node "$WORK/docx/gen-docx.mjs" --src "$SRC" --out "$OUT" --styles tabs,table2col,datesleft,header "$@"
echo "DOCX: $(ls "$OUT"/docs/docx/*.docx | wc -l)  truth: $(ls "$OUT"/truth/*.json | wc -l)"
