#!/usr/bin/env bash
# Builds held-out corpus F (diagnosis: may be looked at; built to measure a first look) for the parser, in
# layouts that parse-train, parse-dev and held-out A-E do not have, with the fixture tools
# (../shared/fixtures/parse-train/tools), outside the repository. 12 resumes (seed 7272), PDF.
# HELDOUT_THEMES, HELDOUT_SEED, HELDOUT_OUT and HELDOUT_WORK make another corpus the same way;
# HELDOUT_FORMAT=docx makes the themes' HTML into Word documents instead, as the fixtures' DOCX are made
# (LibreOffice: apt-get install -y --no-install-recommends libreoffice-writer-nogui).
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
format=${HELDOUT_FORMAT:-pdf}
if [ "$format" = docx ]; then pdf_list='' docx_list=${list%, }; else pdf_list=${list%, } docx_list=''; fi
sed -i "s/^export const PDF_THEMES = .*/export const PDF_THEMES = [$pdf_list];/; s/^export const DOCX_THEMES = .*/export const DOCX_THEMES = [$docx_list];/" build.mjs
node gen.mjs --count 12 --seed "${HELDOUT_SEED:-7272}"
node build.mjs --jobs 1
rm -rf "$out" && mkdir -p "$out/docs/$format" "$out/truth"
cp docs/"$format"/*."$format" "$out/docs/$format/" && cp truth/*."$format".json "$out/truth/"
echo "held-out corpus in $out: $(ls "$out/docs/$format" | wc -l) $format files"
