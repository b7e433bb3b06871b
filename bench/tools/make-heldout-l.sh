#!/usr/bin/env bash
# Rebuilds the LaTeX resume diagnosis corpus from scratch:
#   /tmp/heldout-l/docs/pdf/rNN.{jakes,moderncv,twocol}.pdf, truth/rNN.<style>.pdf.json, manifest.json
# Needs (Debian):
#   apt-get install -y --no-install-recommends texlive-latex-base texlive-latex-recommended \
#     texlive-latex-extra texlive-fonts-recommended lmodern texlive-lang-other poppler-utils
#   (texlive-lang-other brings vntex/T5, needed for the Vietnamese name in r22; moderncv is used
#    with its 'nosymbols' option because fontawesome5 is only in the 1.4 GB texlive-fonts-extra)
# Then optionally score the parser:
#   npm run --silent vitae -- parse /tmp/heldout-l/docs/pdf/* --out /tmp/heldout-l-pred \
#     && node ../shared/fixtures/parse-dev/score.mjs /tmp/heldout-l/truth /tmp/heldout-l-pred
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
SRC="${SRC:-$HERE/../../../shared/fixtures/parse-train/data/canonical}"
OUT="${OUT:-/tmp/heldout-l}"
for t in pdflatex pdftotext pdfinfo node; do command -v "$t" >/dev/null || { echo "missing $t (see apt line above)"; exit 1; }; done
rm -rf "$OUT"
# gen-latex.mjs writes the .tex files to $OUT/tex, runs pdflatex twice per document,
# checks every truth value against the PDF's text and writes truth + manifest.
node "$HERE/latex/gen-latex.mjs" --src "$SRC" --out "$OUT" --styles jakes,moderncv,twocol "$@"
echo "PDFs: $(ls "$OUT"/docs/pdf/*.pdf | wc -l)  truth: $(ls "$OUT"/truth/*.json | wc -l)"
