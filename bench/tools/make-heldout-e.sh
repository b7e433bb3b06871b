#!/usr/bin/env bash
# Builds held-out corpus E (diagnosis: may be looked at) for the parser, in eight layouts that parse-train,
# parse-dev and held-out A-C do not have, with the fixture tools (../shared/fixtures/parse-train/tools),
# outside the repository:
#   E: orbit (two columns, contact/education sidebar on the right, year-only dates, no job bullets),
#      spartacus (left sidebar; company left, title and dates right-aligned), jacrys (boxed entries, right
#      sidebar), wraypro (right-aligned section headings, company .... dates leaders), cora ("Title, Company",
#      "2020-Nov - Present" dates), boilerplate (plain, labelled contact fields), msresume (sparse: job title
#      as heading, company and dates as bullets, only the first 3 jobs and first degree), srt (serif, company
#      first, dates on their own right-aligned line)
# 12 resumes (seed 6161) x 8 themes = 96 PDFs. Needs Chromium and pdftotext
# (apt-get install -y chromium poppler-utils) and the npm registry.
# Tried and left out: material (its CSS/icon font come from a CDN: offline the layout collapses and icon
#   names print as text), tan-responsive (depends on fs@0.0.1-security, which the registry does not serve),
#   kwan (requires underscore.string, which it does not declare), mocha-responsive (reads Font Awesome from
#   its own node_modules, which npm hoists away), paper-plus-plus (a fork of paper, a parse-train layout),
#   sceptile and classy (same template as cora), tachyons-clean (same plain company/title/dates run as
#   boilerplate and srt), eloquent-mod (too close to eloquent).
# Then: npm run bench -- parse-quality --corpus /tmp/heldout-e
set -euo pipefail
repo=$(cd "$(dirname "$0")/../.." && pwd)
tools=${FIXTURE_TOOLS:-$repo/../shared/fixtures/parse-train/tools}
[ -d "$tools" ] || tools=/work/shared/fixtures/parse-train/tools
work=${HELDOUT_WORK:-/tmp/heldout-e-tools}
out=${HELDOUT_OUT:-/tmp/heldout-e}
rm -rf "$work" && mkdir -p "$work"
cp -r "$tools/." "$work"
cd "$work"
npm ci --ignore-scripts --no-audit --no-fund
npm install --ignore-scripts --no-audit --no-fund jsonresume-theme-orbit@3.0.0 jsonresume-theme-spartacus@1.0.0 \
  jsonresume-theme-jacrys@1.0.4 jsonresume-theme-wraypro@0.0.5 jsonresume-theme-cora@0.1.1 \
  jsonresume-theme-boilerplate@0.1.2 jsonresume-theme-msresume@0.1.0 jsonresume-theme-srt@0.1.3
sed -i "s/^export const PDF_THEMES = .*/export const PDF_THEMES = ['orbit', 'spartacus', 'jacrys', 'wraypro', 'cora', 'boilerplate', 'msresume', 'srt'];/; s/^export const DOCX_THEMES = .*/export const DOCX_THEMES = [];/" build.mjs
# Input tweaks (lib/themes.mjs ADAPT): cora reads list[0].field of every section without checking the list
# is non-empty; cora and msresume throw on dates new Date() cannot parse ("Present", "03/2011"; only the
# probe's raw-date pass sends those), so they get ISO dates (none for Present).
node - <<'EOF'
const fs = require('fs');
const p = 'lib/themes.mjs';
let s = fs.readFileSync(p, 'utf8');
const anchor = 'const ADAPT = {\n';
if (!s.includes(anchor) || !s.includes("import { createRequire } from 'node:module';\n")) throw new Error('lib/themes.mjs changed: ADAPT anchor not found');
s = s.replace("import { createRequire } from 'node:module';\n", "import { createRequire } from 'node:module';\nimport { isoDate } from './convert.mjs';\n");
s = s.replace(anchor, `const dropEmptyLists = (r) => {
  for (const k of Object.keys(r)) if (Array.isArray(r[k]) && !r[k].length) delete r[k];
  if (r.basics && Array.isArray(r.basics.profiles) && !r.basics.profiles.length) delete r.basics.profiles;
};
const isoUnparsableDates = (r) => {
  for (const v of Object.values(r)) if (Array.isArray(v)) for (const e of v) if (e && typeof e === 'object')
    for (const k of ['startDate', 'endDate', 'date', 'releaseDate']) if (e[k] && Number.isNaN(Date.parse(e[k]))) { e[k] = isoDate(e[k]); if (!e[k]) delete e[k]; }
};
${anchor}  cora: (r) => { dropEmptyLists(r); isoUnparsableDates(r); },
  msresume: isoUnparsableDates,
`);
fs.writeFileSync(p, s);
EOF
node gen.mjs --count 12 --seed 6161
node build.mjs --jobs 1
# msresume prints only the first 3 jobs and the first degree; the text check keeps a later job whose company
# name also appears in an earlier one, so cut its truth to what the document lists.
node - <<'EOF'
const fs = require('fs');
for (const f of fs.readdirSync('truth').filter((f) => f.endsWith('.msresume.pdf.json'))) {
  const t = JSON.parse(fs.readFileSync('truth/' + f, 'utf8'));
  t.experience = t.experience.slice(0, 3);
  t.education = t.education.slice(0, 1);
  fs.writeFileSync('truth/' + f, JSON.stringify(t, null, 2) + '\n');
}
EOF
rm -rf "$out" && mkdir -p "$out/docs/pdf" "$out/truth"
cp docs/pdf/*.pdf "$out/docs/pdf/" && cp truth/*.pdf.json "$out/truth/"
echo "held-out corpus E in $out"
