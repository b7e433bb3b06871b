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
# Built by make-heldout-x.sh with HELDOUT_GEN=z (the same steps, its own generator, seed and styles).
# Needs Node >= 20 and the npm registry: the fixture tools (../shared/fixtures/parse-train/tools) are
# copied to $WORK and installed there; docx is pinned to 9.7.1 in $WORK/docx-z (later 9.x releases depend on
# nanoid 6, which declares Node >= 22).
# Then: npm run --silent bench -- parse-quality --corpus /tmp/heldout-z
#   (predictions and the scorer's report land in bench/out/quality-heldout-z/)
set -euo pipefail
HELDOUT_GEN=z exec bash "$(cd "$(dirname "$0")" && pwd)/make-heldout-x.sh" "$@"
