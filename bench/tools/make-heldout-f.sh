#!/usr/bin/env bash
# Builds held-out corpus F (diagnosis: may be looked at; built to measure a first look) for the parser, in
# layouts that parse-train, parse-dev and held-out A-E do not have, with the fixture tools
# (../shared/fixtures/parse-train/tools), outside the repository. 12 resumes (seed 7272), PDF.
# HELDOUT_THEMES, HELDOUT_SEED, HELDOUT_OUT and HELDOUT_WORK make another corpus the same way.
# Needs Chromium and pdftotext (apt-get install -y chromium poppler-utils) and the npm registry.
# Themes that fail to render these inputs are reported by build.mjs and left out of the corpus.
# Then: npm run bench -- parse-quality --corpus /tmp/heldout-f
set -euo pipefail
repo=$(cd "$(dirname "$0")/../.." && pwd)
tools=${FIXTURE_TOOLS:-$repo/../shared/fixtures/parse-train/tools}
[ -d "$tools" ] || tools=/work/shared/fixtures/parse-train/tools
work=${HELDOUT_WORK:-/tmp/heldout-f-tools}
out=${HELDOUT_OUT:-/tmp/heldout-f}
themes=${HELDOUT_THEMES:-minyma github dinesh full compact simple straightforward tech simplistic}
rm -rf "$work" && mkdir -p "$work"
cp -r "$tools/." "$work"
cd "$work"
npm ci --ignore-scripts --no-audit --no-fund
npm install --ignore-scripts --no-audit --no-fund $(printf 'jsonresume-theme-%s ' $themes)
list=$(printf "'%s', " $themes)
sed -i "s/^export const PDF_THEMES = .*/export const PDF_THEMES = [${list%, }];/; s/^export const DOCX_THEMES = .*/export const DOCX_THEMES = [];/" build.mjs
node gen.mjs --count 12 --seed "${HELDOUT_SEED:-7272}"
node build.mjs --jobs 1
rm -rf "$out" && mkdir -p "$out/docs/pdf" "$out/truth"
cp docs/pdf/*.pdf "$out/docs/pdf/" && cp truth/*.pdf.json "$out/truth/"
echo "held-out corpus F in $out: $(ls "$out/docs/pdf" | wc -l) PDFs"
