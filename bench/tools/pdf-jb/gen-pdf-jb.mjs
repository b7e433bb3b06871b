#!/usr/bin/env node
// Held-out corpus JB: resumes as a job board's resume builder exports them once anonymised, printed by
// Chromium from HTML (playwright-core's page.pdf). Public resume collections scraped from job boards look
// like this: the person's name is replaced by their job title in capitals, the contact details are gone,
// every employer reads `Company Name` and every place `City , State`; dates are `04/2015 to Current`,
// degrees `Bachelor of Science : Accounting , 2011`; sections are Summary, Highlights, Experience,
// Education, Skills. Each document's truth holds exactly the values it prints (no name, no contact; the
// employer as the placeholder it prints), and every truth value is checked against the PDF's own text
// (pdftotext, reading order and -layout); a document with a value not found is dropped and reported.
//
// Usage: node gen-pdf-jb.mjs --src DIR --out DIR [--styles side,bar,plain] [--shared corpus-shared.mjs]
//        [--norm norm.mjs]
// Writes OUT/docs/pdf/rNN.<style>.pdf, OUT/truth/rNN.<style>.pdf.json, OUT/html/rNN.<style>.html and
// OUT/manifest.json. playwright-core comes from the repository's node_modules; Chromium is /usr/bin/chromium.
process.env.TZ = 'UTC';
import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { chromium } from 'playwright-core';
import { corpusOptions, keepOrDrop, missingTruth, writeManifest } from '../docx/docx-shared.mjs';

const opts = await corpusOptions(import.meta.url, { out: '/tmp/heldout-jb', styles: 'side,bar,plain' });
const { CHROMIUM_ARGS, emptyTruth, escapeHtml: esc, formatDate, hash, keepShown } = opts.shared;
const choose = (arr, seed) => arr[(hash(seed) >>> 8) % arr.length];

const page = (css, body) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Resume</title><style>${css}</style></head><body>${body}</body></html>`;

const COMPANY = 'Company Name';
const PLACE = 'City , State';
// The builder writes the end of a current job as `Current`, months as numbers or short names.
const when = (s, how) => formatDate(s, how, { present: 'Current' });
const span = (e, how) => {
  const start = when(e.start, how);
  const end = when(e.end, how);
  return { text: start && end ? `${start} to ${end}` : end || start, start, end };
};
/** `Master of Science in Software Engineering` as the builder's `Master of Science : Software Engineering`. */
const degreeParts = (degree) => {
  const m = /^(.*?)\s+in\s+(.+)$/.exec(degree);
  return m ? `${m[1]} : ${m[2]}` : degree;
};
const flatSkills = (r) => r.skills.flatMap((s) => s.technologies);

/** What every style prints the same way: the title in place of the name, summary, jobs, degrees, skills. */
function content(r, how) {
  const t = emptyTruth();
  const title = (r.experience[0]?.title || 'Professional').toUpperCase();
  t.profile = r.profile || '';
  t.experience = r.experience.map((e) => {
    const d = span(e, how);
    return { title: e.title, company: COMPANY, start: d.start, end: d.end, description: e.description, dates: d.text };
  });
  t.education = r.education.map((e) => {
    const d = span(e, 'year');
    return { degree: degreeParts(e.degree), university: e.university, start: '', end: d.end, gpa: '' };
  });
  return { t, title };
}
const strip = (t) => ({ ...t, experience: t.experience.map(({ dates: _dates, ...e }) => e) });

// ---------------------------------------------------------------- side: headings in a left column
function side(r) {
  const how = choose(['mm', 'short'], r.fullName + 'side');
  const { t, title } = content(r, how);
  const B = [`<div class="name">${esc(title)}</div>`];
  const S = (head, inner) =>
    B.push(`<div class="sec"><div class="head">${esc(head)}</div><div class="body">${inner}</div></div>`);
  if (t.profile) S('Summary', `<p>${esc(t.profile)}</p>`);
  if (t.experience.length)
    S(
      'Experience',
      t.experience
        .map(
          (e) =>
            `<div class="job"><span class="title">${esc(e.title)}</span> ${esc(e.dates)}<br>${COMPANY} \u2013 ${PLACE}<ul>${e.description.map((b) => `<li>${esc(b)}</li>`).join('')}</ul></div>`,
        )
        .join(''),
    );
  if (t.education.length)
    S(
      'Education',
      t.education
        .map((e) => `<p class="edu">${esc(e.degree)} , ${esc(e.end)}<br>${esc(e.university)} \u2013 ${PLACE}</p>`)
        .join(''),
    );
  const skills = flatSkills(r);
  if (skills.length) {
    S('Skills', `<p>${esc(skills.join(', '))}</p>`);
    t.skills = [{ category: '', technologies: skills }];
  }
  const css = `@page { size: Letter; margin: 0.5in; }
body { font-family: 'Liberation Sans', Arial, sans-serif; font-size: 10pt; color: #222; margin: 0; }
p { margin: 0 0 6px; }
.name { font-size: 20pt; font-weight: bold; text-align: center; letter-spacing: 1px; margin-bottom: 10px; }
.sec { display: flex; margin-top: 12px; break-inside: auto; }
.head { width: 1.35in; flex: none; font-weight: bold; font-size: 11pt; border-top: 2px solid #333; padding-top: 3px; }
.body { flex: 1; border-top: 1px solid #999; padding-top: 3px; margin-left: 10px; }
.job { margin-bottom: 8px; } .title { font-weight: bold; }
ul { margin: 2px 0 2px 18px; padding: 0; }`;
  return { html: page(css, B.join('\n')), truth: strip(t), variant: { dates: how } };
}

// ---------------------------------------------------------------- bar: grey heading bars, dates at the right
function bar(r) {
  const how = choose(['short', 'mm'], r.fullName + 'bar');
  const { t, title } = content(r, how);
  const B = [`<div class="name">${esc(title)}</div>`];
  const H = (s) => B.push(`<div class="bar">${esc(s)}</div>`);
  if (t.profile) {
    H('Professional Summary');
    B.push(`<p>${esc(t.profile)}</p>`);
  }
  const skills = flatSkills(r);
  if (skills.length) {
    H('Skill Highlights');
    const half = Math.ceil(skills.length / 2);
    const col = (list) => `<td><ul>${list.map((s) => `<li>${esc(s)}</li>`).join('')}</ul></td>`;
    B.push(`<table class="hl"><tr>${col(skills.slice(0, half))}${col(skills.slice(half))}</tr></table>`);
    t.skills = [{ category: '', technologies: skills }];
  }
  if (t.experience.length) {
    H('Work History');
    for (const e of t.experience)
      B.push(
        `<div class="job"><div class="row"><b>${esc(e.title)}</b><span>${esc(e.dates)}</span></div><div class="co">${COMPANY} \u2013 ${PLACE}</div><ul>${e.description.map((b) => `<li>${esc(b)}</li>`).join('')}</ul></div>`,
      );
  }
  if (t.education.length) {
    H('Education and Training');
    for (const e of t.education)
      B.push(
        `<p class="edu"><span class="yr">${esc(e.end)}</span> ${esc(e.degree)} <b>${esc(e.university)}</b> \u2013 ${PLACE}</p>`,
      );
  }
  const css = `@page { size: Letter; margin: 0.6in; }
body { font-family: 'Carlito', 'Liberation Sans', sans-serif; font-size: 10.5pt; color: #111; margin: 0; }
p { margin: 0 0 6px; }
.name { font-size: 24pt; margin-bottom: 8px; }
.bar { background: #d9d9d9; font-weight: bold; font-size: 11pt; padding: 2px 6px; margin: 14px 0 6px; break-after: avoid; }
.row { display: flex; justify-content: space-between; }
.co { font-style: italic; }
.job { margin-bottom: 8px; }
table.hl { width: 100%; border-collapse: collapse; } table.hl td { width: 50%; vertical-align: top; }
ul { margin: 2px 0 2px 20px; padding: 0; }
.yr { margin-right: 12px; }`;
  return { html: page(css, B.join('\n')), truth: strip(t), variant: { dates: how } };
}

// ---------------------------------------------------------------- plain: one line per job, prose duties
function plain(r) {
  const how = choose(['mm', 'short'], r.fullName + 'plain');
  const { t, title } = content(r, how);
  t.experience = t.experience.map((e) => ({
    ...e,
    description: e.description.length ? [e.description.join(' ')] : [],
  }));
  const B = [`<div class="name">${esc(title)}</div>`];
  const H = (s) => B.push(`<h2>${esc(s)}</h2>`);
  if (t.profile) {
    H('Summary');
    B.push(`<p>${esc(t.profile)}</p>`);
  }
  if (t.experience.length) {
    H('Experience');
    for (const e of t.experience)
      B.push(
        `<p class="head"><b>${esc(e.title.toUpperCase())}</b> , ${esc(e.dates)} ${COMPANY} \u2013 ${PLACE}</p><p>${esc(e.description[0] ?? '')}</p>`,
      );
    t.experience = t.experience.map((e) => ({ ...e, title: e.title.toUpperCase() }));
  }
  if (t.education.length) {
    H('Education');
    for (const e of t.education) B.push(`<p>${esc(e.degree)} , ${esc(e.end)} ${esc(e.university)} \u2013 ${PLACE}</p>`);
  }
  const skills = flatSkills(r);
  if (skills.length) {
    H('Skills');
    B.push(`<p>${esc(skills.join(', '))}</p>`);
    t.skills = [{ category: '', technologies: skills }];
  }
  const css = `@page { size: Letter; margin: 0.7in; }
body { font-family: 'Liberation Serif', 'Times New Roman', serif; font-size: 11pt; color: #000; margin: 0; }
p { margin: 0 0 6px; }
.name { font-size: 18pt; font-weight: bold; border-bottom: 3px double #000; padding-bottom: 4px; }
h2 { font-size: 12pt; margin: 14px 0 4px; border-bottom: 1px solid #000; break-after: avoid; }
.head { margin-top: 8px; }`;
  return { html: page(css, B.join('\n')), truth: strip(t), variant: { dates: how } };
}

const GEN = { side, bar, plain };
for (const s of opts.styles) if (!GEN[s]) throw new Error(`unknown style ${s} (have ${Object.keys(GEN).join(', ')})`);
const ids = opts.shared.prepareCorpus(opts.out, 'pdf', opts.src, opts.only);
if (!ids.length) throw new Error(`no canonical resumes in ${opts.src}`);
fs.mkdirSync(path.join(opts.out, 'html'), { recursive: true });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
const chromiumVersion = browser.version();
const tab = await (await browser.newContext()).newPage();
const docs = [];
const dropped = [];
try {
  for (const id of ids) {
    const r = JSON.parse(fs.readFileSync(path.join(opts.src, `${id}.json`), 'utf8'));
    for (const style of opts.styles) {
      const name = `${id}.${style}.pdf`;
      const { html, truth, variant } = GEN[style](r);
      fs.writeFileSync(path.join(opts.out, 'html', `${id}.${style}.html`), html);
      await tab.setContent(html, { waitUntil: 'load' });
      await tab.evaluate(() => document.fonts.ready);
      const file = path.join(opts.out, 'docs/pdf', name);
      await tab.pdf({ path: file, printBackground: true, preferCSSPageSize: true });
      const read = execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
      const layout = execFileSync('pdftotext', ['-layout', '-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
      const missing = missingTruth(truth, [read, layout], opts.norm, keepShown);
      if (!keepOrDrop(opts.out, { name, file, truth, missing, dropped })) continue;
      docs.push({
        id: name,
        path: `docs/pdf/${name}`,
        theme: style,
        format: 'pdf',
        resume: id,
        groundTruth: `truth/${name}.json`,
        source: `html/${id}.${style}.html`,
        variant,
      });
    }
    process.stdout.write(`${id} `);
  }
  console.log();
} finally {
  await browser.close().catch(() => {});
}
writeManifest(opts.out, {
  description:
    'Held-out corpus JB: anonymised job-board builder exports (the name replaced by the job title in capitals, no contact details, every employer "Company Name" and every place "City , State", dates "04/2015 to Current", degrees "Bachelor of Science : Accounting , 2011") in three layouts (side: headings in a left column with rules; bar: grey heading bars, Skill Highlights in two bulleted columns, dates at the right margin, Education and Training with the year first; plain: serif, one head line per job "TITLE , 04/2015 to Current Company Name \u2013 City , State" over a paragraph of duties), printed by Chromium from HTML; truth = what each document prints; every value checked against the PDF text.',
  generator: { script: 'gen-pdf-jb.mjs', chromium: chromiumVersion },
  docs,
  dropped,
  kind: 'PDFs',
});
