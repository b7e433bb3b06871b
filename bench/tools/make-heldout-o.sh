#!/usr/bin/env bash
# Builds held-out corpus O (diagnosis: may be looked at): Word documents saved as PDF by a word
# processor, the way most real resumes are made, rather than printed from HTML by a browser.
#   O: parse-train's DOCX (crisp, elegant, flat: 150) and, when it exists, held-out W's DOCX (tabs,
#      table2col, datesleft, header: build it first with make-heldout-w.sh), each converted to PDF by
#      LibreOffice. The truth is the DOCX's own.
# Needs (Debian): apt-get install -y --no-install-recommends libreoffice-writer-nogui \
#   fonts-crosextra-carlito fonts-crosextra-caladea poppler-utils
# Then: npm run bench -- parse-quality --corpus /tmp/heldout-o
set -euo pipefail
repo=$(cd "$(dirname "$0")/../.." && pwd)
train="$repo/../shared/fixtures/parse-train"
w=${HELDOUT_W:-/tmp/heldout-w}
out=${HELDOUT_OUT:-/tmp/heldout-o}
rm -rf "$out" && mkdir -p "$out/docs/pdf" "$out/truth"
sources=("$train/docs/docx")
[ -d "$w/docs/docx" ] && sources+=("$w/docs/docx")
# HELDOUT_DOCX="/tmp/heldout-x …" converts those corpora's DOCX instead (corpus Y is X's, as PDF).
if [ -n "${HELDOUT_DOCX:-}" ]; then
  sources=()
  for c in $HELDOUT_DOCX; do sources+=("$c/docs/docx"); done
fi
for dir in "${sources[@]}"; do
  # One LibreOffice start converts a whole folder; its own profile keeps it apart from any other.
  soffice -env:UserInstallation=file:///tmp/heldout-o-profile --headless --convert-to pdf \
    --outdir "$out/docs/pdf" "$dir"/*.docx > /dev/null
  truth="$(dirname "$(dirname "$dir")")/truth"
  for f in "$dir"/*.docx; do
    base=$(basename "$f" .docx)
    cp "$truth/$base.docx.json" "$out/truth/$base.pdf.json"
  done
done
echo "held-out corpus O in $out: $(ls "$out/docs/pdf" | wc -l) PDFs"
