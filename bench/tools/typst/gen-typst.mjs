#!/usr/bin/env node
// Turns canonical resumes (JSON, target shape) into Typst resumes in three styles, compiles them to PDF
// with the Typst compiler from npm (@myriaddreamin/typst-ts-node-compiler, no typst CLI, no @preview
// packages: every layout is plain Typst markup written here) and writes the truth for each PDF: exactly
// the values the PDF prints, dates as printed.
//   classic     one column; name large and centred, contact line under it; headings in small caps or bold
//               with a rule; "Title .... dates" / "Company .... City" rows (grid or h(1fr)); bullets;
//               "Category: a, b, c" skills; projects with the link on the title row
//   sidebar     grid(columns: (30%, 1fr)): contact, skills and education in a left sidebar, summary,
//               experience, projects in the main column; coloured headings; dates on their own line
//               under the entry in a smaller grey font
//   dates-left  moderncv-like: a narrow left column of dates beside each entry, "Title at Company" or
//               "Company — Title" (per resume), headings with a coloured bar in the date column
// Date formats, separators, fonts, page size and small layout choices vary per resume, deterministically
// (hash of the name): the same input gives the same .typ and the same PDF on every run.
// Usage: node gen-typst.mjs --src DIR --out DIR [--styles classic,sidebar,dates-left] [--count N]
//          [--ids r01,r02] [--font-dir /usr/share/fonts/truetype]
process.env.TZ = 'UTC';
import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { NodeCompiler } from '@myriaddreamin/typst-ts-node-compiler';
import { CITIES, MONTHS, emptyTruth, ensureUrl, hash, keepShown, parseDate, pick } from '../corpus-shared.mjs';

const args = process.argv.slice(2);
const opt = (k, d) => (args.includes(k) ? args[args.indexOf(k) + 1] : d);
const SRC = opt('--src', '/work/shared/fixtures/parse-train/data/canonical');
const OUT = path.resolve(opt('--out', '/tmp/heldout-t'));
const STYLES = opt('--styles', 'classic,sidebar,dates-left').split(',');
const ONLY = opt('--ids', '') ? opt('--ids', '').split(',') : null;
const COUNT = opt('--count', '') ? Number(opt('--count', '')) : Infinity;
// Debian's fonts (fonts-liberation2, fonts-dejavu-core, fonts-crosextra-carlito/-caladea). The compiler
// also carries Typst's own embedded fonts (Libertinus Serif, New Computer Modern, DejaVu Sans Mono).
const FONT_DIR = opt('--font-dir', '/usr/share/fonts/truetype');
const WORK = path.join(OUT, 'typ');

// ---------------------------------------------------------------- helpers

// How a style prints dates: `how` is one of short (Jan 2020), long (January 2020), mm (01/2020),
// iso (2020-01), year (2020); `now` is the word for an open end (Present / Current).
function fmtDate(s, how, now = 'Present') {
  if (!s) return '';
  const d = parseDate(s);
  if (!d) return s;
  if (d.present) return now;
  if (how === 'year' || !d.m) return String(d.y);
  if (how === 'long') return `${MONTHS[d.m - 1]} ${d.y}`;
  if (how === 'short') return `${MONTHS[d.m - 1].slice(0, 3)} ${d.y}`;
  if (how === 'mm') return `${String(d.m).padStart(2, '0')}/${d.y}`;
  if (how === 'iso') return `${d.y}-${String(d.m).padStart(2, '0')}`;
  return s;
}
// A date range as printed and its printed start/end for the truth. A range with one side prints that
// side alone (an end-only range counts as the end date).
function range(start, end, f) {
  const a = fmtDate(start, f.how, f.now),
    b = fmtDate(end, f.how, f.now);
  if (a && b) return { text: `${a}${f.dash}${b}`, start: a, end: b };
  if (b) return { text: b, start: '', end: b };
  if (a) return { text: a, start: a, end: '' };
  return { text: '', start: '', end: '' };
}
// The per-resume date convention of a style: format, range separator and the open-end word.
function dateStyle(r, style, formats, dashes) {
  return {
    how: pick(formats, r.fullName + style + 'date'),
    dash: pick(dashes, r.fullName + style + 'dash'),
    now: pick(['Present', 'Current'], r.fullName + style + 'now'),
  };
}

const urlText = (u) =>
  String(u || '')
    .replace(/^https?:\/\//, '')
    .replace(/^www\./, '')
    .replace(/\/+$/, '');
const handleOf = (u) =>
  String(u || '')
    .replace(/\/+$/, '')
    .split('/')
    .pop();
// LinkedIn as people print it: linkedin.com/in/<handle>
const linkedinText = (u) => `linkedin.com/in/${handleOf(u)}`;

// Phone, e-mail and LinkedIn as Typst markup, in that order, each recorded in the truth `t` as shown.
function contactLine(r, t) {
  const contact = [];
  if (r.phone) {
    contact.push(m(r.phone));
    t.phone = r.phone;
  }
  if (r.email) {
    contact.push(link(`mailto:${r.email}`, r.email));
    t.email = r.email;
  }
  if (r.linkedin) {
    contact.push(link(ensureUrl(r.linkedin), linkedinText(r.linkedin)));
    t.linkedin = r.linkedin;
  }
  return contact;
}
// The GitHub profile a resume links in its header, when one of its projects lives on github.com
// (the canonical data has no GitHub field; the truth has no place for it either, it is only printed).
function githubOf(r) {
  const p = r.projects.find((x) => /^(https?:\/\/)?(www\.)?github\.com\/[^/]+/.test(x.ref || ''));
  return p ? urlText(p.ref).split('/').slice(0, 2).join('/') : '';
}

// Typst markup escaping for data. Typst takes a backslash before any ASCII punctuation, so every
// character with a markup meaning is escaped: # $ * _ @ < > [ ] ` ~ = + / " \ and - (which would
// otherwise make "--" an en dash and "-1" a minus sign), ( (a call after a preceding #fn[...]), and a
// dot in "..." or at the start / after leading digits (enum marker, field access). An apostrophe between
// two letters stays as typed, so Typst sets it as the typographic ’ the way it does for anyone typing
// "O'Connor" into a .typ file; sq() gives the truth the same character.
function m(s) {
  const cs = [
    ...String(s ?? '')
      .replace(/\s+/g, ' ')
      .trim(),
  ];
  let out = '';
  cs.forEach((c, i) => {
    const prev = cs[i - 1] || '',
      next = cs[i + 1] || '';
    if (c === "'" && /\p{L}/u.test(prev) && /\p{L}/u.test(next)) out += c;
    else if (/[\\#$*_@<>[\]`~=+/"'\-(]/.test(c)) out += '\\' + c;
    else if (c === '.' && (i === 0 || prev === '.' || next === '.' || /^\d+$/.test(cs.slice(0, i).join(''))))
      out += '\\.';
    else out += c;
  });
  return out;
}
// Everything escaped, apostrophes too: for e-mail addresses and URLs, printed character for character.
const mv = (s) => [...String(s ?? '')].map((c) => (/[!-/:-@[-`{-~]/.test(c) ? '\\' + c : c)).join('');
// A Typst string literal (link targets, document metadata).
const q = (s) => `"${String(s ?? '').replace(/[\\"]/g, (c) => '\\' + c)}"`;
// The truth's copy of a text value: a letter'letter apostrophe is printed as ’ (see m()).
const sq = (s) => String(s ?? '').replace(/(\p{L})'(?=\p{L})/gu, '$1\u2019');
const link = (url, text) => `#link(${q(url)})[${mv(text)}]`;
const bullets = (arr, indent = '') => arr.map((b) => `${indent}- ${m(b)}`).join('\n');
function splitName(n) {
  const parts = n.trim().split(/\s+/);
  if (parts.length === 1) return [parts[0], ''];
  return [parts.slice(0, -1).join(' '), parts[parts.length - 1]];
}
const PAPERS = [
  { paper: 'us-letter', margin: '(x: 0.7in, y: 0.6in)' },
  { paper: 'a4', margin: '(x: 1.8cm, y: 1.5cm)' },
];
const docMeta = (r) => `#set document(title: ${q(`${r.fullName} – Résumé`)}, author: ${q(r.fullName)}, date: none)`;
// Truth rows shared by the styles.
const expTruth = (e, d) => ({
  title: sq(e.title),
  company: sq(e.company),
  start: d.start,
  end: d.end,
  description: e.description.map(sq),
});
const eduTruth = (e, d) => ({
  degree: sq(e.degree),
  university: sq(e.university),
  start: d.start,
  end: d.end,
  gpa: e.gpa || '',
});
const projTruth = (p) => ({ name: sq(p.name), ref: p.ref || '', description: p.description.map(sq) });
const skillsTruth = (r) => r.skills.map((s) => ({ category: sq(s.category), technologies: s.technologies.map(sq) }));

// ---------------------------------------------------------------- classic
function classic(r) {
  const t = emptyTruth();
  const key = r.fullName + 'classic';
  const heads = pick(['smallcaps', 'bold-upper', 'bold'], key + 'heads');
  // small caps need a font with real small-capital glyphs: Typst's own default, Libertinus Serif, has them
  // (Liberation, Carlito and Caladea do not, and Typst does not fake them)
  const font =
    heads === 'smallcaps' ? 'Libertinus Serif' : pick(['Liberation Serif', 'Caladea', 'Carlito'], key + 'font');
  const rows = pick(['grid', 'hfill'], key + 'rows');
  const sep = pick([' | ', ' • ', ' · ', ' #h(0.3em)|#h(0.3em) '], key + 'sep');
  const order = pick(['experience-first', 'education-first'], key + 'order');
  const f = dateStyle(r, 'classic', ['short', 'long', 'mm', 'year', 'iso'], [' – ', ' – ', ' to ', ' — ']);
  const page = pick(PAPERS, key + 'paper');
  const headFmt =
    heads === 'smallcaps'
      ? 'text(size: 13pt, smallcaps(it.body))'
      : heads === 'bold-upper'
        ? 'text(size: 11.5pt, weight: "bold", tracking: 0.04em, upper(it.body))'
        : 'text(size: 12.5pt, weight: "bold", it.body)';
  const L = [];
  L.push(`// ${r.fullName}: résumé, one column
${docMeta(r)}
#set page(paper: "${page.paper}", margin: ${page.margin})
#set text(font: "${font}", size: 10.5pt, lang: "en", hyphenate: false)
#set par(leading: 0.55em, spacing: 0.75em)
#set list(indent: 0.5em, body-indent: 0.5em, spacing: 0.5em)
#show link: underline
#show heading.where(level: 1): it => block(above: 1.25em, below: 0.65em, width: 100%, {
  ${headFmt}
  v(-0.6em)
  line(length: 100%, stroke: 0.5pt)
})
${
  rows === 'grid'
    ? `// two-row entry heading: a | b on the first row (b right-aligned), c | d on the second
#let entry(a, b, c, d) = block(above: 1em, below: 0.6em, breakable: false, grid(
  columns: (1fr, auto), column-gutter: 1em, row-gutter: 0.5em,
  a, align(right, b), c, align(right, d),
))`
    : `// two-line entry heading, right-hand parts pushed to the margin
#let entry(a, b, c, d) = block(above: 1em, below: 0.6em, breakable: false)[
  #a #h(1fr) #b \\
  #c #h(1fr) #d
]`
}
`);
  // header: name, contact line
  t.fullName = sq(r.fullName);
  L.push(
    `#align(center)[
  #text(size: 24pt, weight: ${heads === 'smallcaps' ? '"regular"' : '"bold"'})[${heads === 'smallcaps' ? `#smallcaps[${m(r.fullName)}]` : m(r.fullName)}]
`,
  );
  const contact = contactLine(r, t);
  const gh = githubOf(r);
  if (gh) contact.push(link(ensureUrl(gh), gh));
  L.push(`  #v(-0.4em)\n  ${contact.join(sep)}\n]\n`);
  if (r.profile) {
    L.push(`= ${pick(['Summary', 'Profile', 'About Me'], key + 'sum')}`, `#par(justify: true)[${m(r.profile)}]\n`);
    t.profile = sq(r.profile);
  }
  const experience = () => {
    if (!r.experience.length) return;
    L.push(`= ${pick(['Experience', 'Work Experience', 'Professional Experience'], key + 'exp')}`);
    for (const e of r.experience) {
      const d = range(e.start, e.end, f);
      L.push(
        `#entry([#strong[${m(e.title)}]], [${m(d.text)}], [#emph[${m(e.company)}]], [#emph[${m(pick(CITIES, e.company + e.title))}]])`,
      );
      if (e.description.length) L.push(bullets(e.description));
      t.experience.push(expTruth(e, d));
    }
    L.push('');
  };
  const education = () => {
    if (!r.education.length) return;
    L.push('= Education');
    for (const e of r.education) {
      const d = range(e.start, e.end, f);
      L.push(
        `#entry([#strong[${m(e.university)}]], [${m(d.text)}], [#emph[${m(e.degree)}]], [${e.gpa ? `GPA: ${m(e.gpa)}` : ''}])`,
      );
      t.education.push(eduTruth(e, d));
    }
    L.push('');
  };
  for (const section of order === 'experience-first' ? [experience, education] : [education, experience]) section();
  if (r.projects.length) {
    L.push('= Projects');
    for (const p of r.projects) {
      L.push(
        `#block(above: 1em, below: 0.6em)[#strong[${m(p.name)}]${p.ref ? ` #h(1fr) ${link(ensureUrl(p.ref), urlText(p.ref))}` : ''}]`,
      );
      if (p.description.length) L.push(bullets(p.description));
      t.projects.push(projTruth(p));
    }
    L.push('');
  }
  if (r.skills.length) {
    L.push(`= ${pick(['Skills', 'Technical Skills'], key + 'sk')}`);
    L.push(r.skills.map((s) => `#strong[${m(s.category)}:] ${m(s.technologies.join(', '))}`).join(' \\\n'), '');
    t.skills = skillsTruth(r);
  }
  if (r.certifications.length) {
    L.push('= Certifications');
    for (const c of r.certifications) {
      const dt = fmtDate(c.date, f.how, f.now);
      L.push(`- #strong[${m(c.name)}]${c.issuer ? `, ${m(c.issuer)}` : ''}${dt ? ` #h(1fr) ${m(dt)}` : ''}`);
      t.certifications.push({ name: sq(c.name), issuer: sq(c.issuer), date: dt });
    }
    L.push('');
  }
  if (r.publications.length) {
    L.push('= Publications');
    for (const p of r.publications) {
      const dt = fmtDate(p.date, f.how, f.now);
      L.push(`- #emph[${m(p.title)}]${p.publisher ? `, ${m(p.publisher)}` : ''}${dt ? ` #h(1fr) ${m(dt)}` : ''}`);
      t.publications.push({ title: sq(p.title), publisher: sq(p.publisher), date: dt });
    }
    L.push('');
  }
  return {
    typ: L.join('\n'),
    truth: t,
    variant: { font, headings: heads, rows, dates: f, order, paper: page.paper, github: gh || null },
  };
}

// ---------------------------------------------------------------- sidebar
function sidebar(r) {
  const t = emptyTruth();
  const key = r.fullName + 'sidebar';
  const font = pick(['Carlito', 'Liberation Sans', 'DejaVu Sans'], key + 'font');
  const accent = pick(['#1f4e79', '#2a7f62', '#8b1e3f', '#4b3f8c'], key + 'accent');
  const nameAt = pick(['top', 'sidebar'], key + 'name');
  const skillsAs = pick(['lines', 'comma'], key + 'skills');
  const entryAs = pick(['title-first', 'company-first'], key + 'entry');
  const shaded = hash(key + 'shade') % 2 === 0; // grey sidebar background, else a rule between the columns
  const upperHeads = hash(key + 'upper') % 2 === 0;
  const f = dateStyle(r, 'sidebar', ['short', 'mm', 'long'], [' – ', ' to ', ' - ']);
  const page = pick(PAPERS, key + 'paper');
  const base = font === 'DejaVu Sans' ? 9 : 10; // DejaVu runs wide
  const L = [];
  L.push(`// ${r.fullName}: résumé, sidebar layout
${docMeta(r)}
#set page(paper: "${page.paper}", margin: ${page.margin})
#set text(font: "${font}", size: ${base}pt, lang: "en", hyphenate: false)
#set par(leading: 0.5em, spacing: 0.7em)
#set list(indent: 0.2em, body-indent: 0.45em, spacing: 0.45em)
#let accent = rgb("${accent}")
#let muted(body) = text(size: ${base - 1.5}pt, fill: luma(115), body)
#show heading.where(level: 1): it => block(above: 1.2em, below: 0.6em, text(fill: accent, size: ${base + 2.5}pt, weight: "bold", ${upperHeads ? 'upper(it.body)' : 'it.body'}))
#show link: set text(fill: accent)
`);
  t.fullName = sq(r.fullName);
  const nameTyp = `#text(size: ${nameAt === 'top' ? 26 : 19}pt, weight: "bold", fill: accent)[${m(r.fullName)}]`;
  if (nameAt === 'top') L.push(nameTyp, '#v(0.4em)', '');
  // sidebar
  const S = [];
  if (nameAt === 'sidebar') S.push(nameTyp, '');
  S.push('= Contact');
  // long e-mail addresses and profile links are set smaller so they stay inside the narrow column
  const fit = (s, typ) =>
    s.length > 30 ? `#text(size: ${base - 2}pt)[${typ}]` : s.length > 24 ? `#text(size: ${base - 1}pt)[${typ}]` : typ;
  const contact = [];
  if (r.email) {
    contact.push(fit(r.email, link(`mailto:${r.email}`, r.email)));
    t.email = r.email;
  }
  if (r.phone) {
    contact.push(m(r.phone));
    t.phone = r.phone;
  }
  if (r.linkedin) {
    contact.push(fit(linkedinText(r.linkedin), link(ensureUrl(r.linkedin), linkedinText(r.linkedin))));
    t.linkedin = r.linkedin;
  }
  S.push(contact.join(' \\\n'), '');
  if (r.skills.length) {
    S.push('= Skills');
    for (const s of r.skills) {
      if (skillsAs === 'lines') S.push(`#strong[${m(s.category)}] \\\n${s.technologies.map(m).join(' \\\n')}`, '');
      else S.push(`#strong[${m(s.category)}] \\\n${m(s.technologies.join(', '))}`, '');
    }
    t.skills = skillsTruth(r);
  }
  if (r.education.length) {
    S.push('= Education');
    for (const e of r.education) {
      const d = range(e.start, e.end, f);
      const lines = [`#strong[${m(e.degree)}]`, m(e.university)];
      if (d.text) lines.push(`#muted[${m(d.text)}]`);
      if (e.gpa) lines.push(`GPA: ${m(e.gpa)}`);
      S.push(lines.join(' \\\n'), '');
      t.education.push(eduTruth(e, d));
    }
  }
  if (r.certifications.length) {
    S.push('= Certifications');
    for (const c of r.certifications) {
      const dt = fmtDate(c.date, f.how, f.now);
      const lines = [`#strong[${m(c.name)}]`];
      if (c.issuer) lines.push(m(c.issuer));
      if (dt) lines.push(`#muted[${m(dt)}]`);
      S.push(lines.join(' \\\n'), '');
      t.certifications.push({ name: sq(c.name), issuer: sq(c.issuer), date: dt });
    }
  }
  // main column
  const M = [];
  if (r.profile) {
    M.push(`= ${pick(['Profile', 'Summary', 'About'], key + 'sum')}`, m(r.profile), '');
    t.profile = sq(r.profile);
  }
  if (r.experience.length) {
    M.push('= Experience');
    for (const e of r.experience) {
      const d = range(e.start, e.end, f);
      const city = m(pick(CITIES, e.company + e.title));
      const head =
        entryAs === 'title-first'
          ? [`#strong[${m(e.title)}]`, `#text(fill: accent)[${m(e.company)}] · ${city}`]
          : [`#strong[${m(e.company)}] · ${city}`, `#emph[${m(e.title)}]`];
      if (d.text) head.push(`#muted[${m(d.text)}]`);
      M.push(`#block(above: 1.1em, below: 0.5em, breakable: false)[\n  ${head.join(' \\\n  ')}\n]`);
      if (e.description.length) M.push(bullets(e.description));
      t.experience.push(expTruth(e, d));
    }
    M.push('');
  }
  if (r.projects.length) {
    M.push('= Projects');
    for (const p of r.projects) {
      const head = [`#strong[${m(p.name)}]`];
      if (p.ref) head.push(`#muted[${link(ensureUrl(p.ref), urlText(p.ref))}]`);
      M.push(`#block(above: 1.1em, below: 0.5em)[\n  ${head.join(' \\\n  ')}\n]`);
      if (p.description.length) M.push(bullets(p.description));
      t.projects.push(projTruth(p));
    }
    M.push('');
  }
  if (r.publications.length) {
    M.push('= Publications');
    for (const p of r.publications) {
      const dt = fmtDate(p.date, f.how, f.now);
      M.push(`- #emph[${m(p.title)}]${p.publisher ? `. ${m(p.publisher)}` : ''}${dt ? `, ${m(dt)}` : ''}`);
      t.publications.push({ title: sq(p.title), publisher: sq(p.publisher), date: dt });
    }
    M.push('');
  }
  const indent = (s) => s.replace(/^(?=.)/gm, '  ');
  L.push(`#grid(
  columns: (30%, 1fr),
  column-gutter: ${shaded ? '14pt' : '12pt'},
  ${shaded ? 'grid.cell(fill: luma(242), inset: (x: 9pt, y: 8pt))' : 'grid.cell(inset: (right: 10pt), stroke: (right: 0.6pt + luma(190)))'}[
${indent(S.join('\n'))}
  ],
  [
${indent(M.join('\n'))}
  ],
)
`);
  return {
    typ: L.join('\n'),
    truth: t,
    variant: { font, accent, name: nameAt, skills: skillsAs, entry: entryAs, shaded, dates: f, paper: page.paper },
  };
}

// ---------------------------------------------------------------- dates-left
function datesLeft(r) {
  const t = emptyTruth();
  const key = r.fullName + 'dates-left';
  const font = pick(['Liberation Sans', 'Carlito', 'Caladea', 'DejaVu Sans'], key + 'font');
  const accent = pick(['#3873b3', '#c2581f', '#3c8a4e', '#5a5a5a'], key + 'accent');
  const entryAs = hash(key + 'entry') % 2 === 0 ? 'title-at-company' : 'company-dash-title';
  const f = dateStyle(r, 'dates-left', ['year', 'short', 'mm'], ['–', ' – ', ' to ']);
  const colW = f.how === 'year' ? '17%' : '22%';
  const page = pick(PAPERS, key + 'paper');
  const base = font === 'DejaVu Sans' ? 9.5 : 10.5;
  const L = [];
  L.push(`// ${r.fullName}: résumé, dates in the left column
${docMeta(r)}
#set page(paper: "${page.paper}", margin: ${page.margin})
#set text(font: "${font}", size: ${base}pt, lang: "en", hyphenate: false)
#set par(leading: 0.55em, spacing: 0.7em)
#let accent = rgb("${accent}")
#set list(indent: 0pt, body-indent: 0.5em, spacing: 0.45em, marker: text(fill: accent)[•])
#let datecol = ${colW}
// a section heading: coloured bar in the date column, the title beside it
#show heading.where(level: 1): it => block(above: 1.4em, below: 0.8em, grid(
  columns: (datecol, 1fr), column-gutter: 0.9em, align: horizon,
  box(fill: accent, width: 100%, height: 0.6em),
  text(fill: accent, size: ${base + 3.5}pt, weight: "regular", it.body),
))
// one entry: what goes in the date column (right-aligned, smaller) and the entry itself
#let cvrow(when, body) = block(above: 0.8em, below: 0.8em, grid(
  columns: (datecol, 1fr), column-gutter: 0.9em,
  align(right, text(size: ${base - 1}pt, when)), body,
))
`);
  // header: name (last name in the accent colour) left, contact stacked on the right
  t.fullName = sq(r.fullName);
  const [first, last] = splitName(r.fullName);
  const contact = contactLine(r, t);
  L.push(`#grid(
  columns: (1fr, auto), column-gutter: 1em, align: (left + bottom, right + bottom),
  text(size: 26pt)[${m(first)} #text(fill: accent)[${m(last)}]],
  text(size: ${base - 1}pt)[${contact.join(' \\\n')}],
)
#v(0.3em)
`);
  if (r.profile) {
    L.push('= Summary', `#cvrow([], [#emph[${m(r.profile)}]])`, '');
    t.profile = sq(r.profile);
  }
  if (r.experience.length) {
    L.push(`= ${pick(['Experience', 'Employment', 'Work History'], key + 'exp')}`);
    for (const e of r.experience) {
      const d = range(e.start, e.end, f);
      const city = m(pick(CITIES, e.company + e.title));
      const head =
        entryAs === 'title-at-company'
          ? `#strong[${m(e.title)}] at #emph[${m(e.company)}]`
          : `#strong[${m(e.company)}] — #emph[${m(e.title)}]`;
      L.push(`#cvrow([${m(d.text)}])[\n  ${head} #h(1fr) #text(size: ${base - 1.5}pt)[${city}]`);
      if (e.description.length) L.push(bullets(e.description, '  '));
      L.push(']');
      t.experience.push(expTruth(e, d));
    }
    L.push('');
  }
  if (r.education.length) {
    L.push('= Education');
    for (const e of r.education) {
      const d = range(e.start, e.end, f);
      const lines = [`#strong[${m(e.degree)}]`, `#emph[${m(e.university)}]`];
      if (e.gpa) lines.push(`GPA: ${m(e.gpa)}`);
      L.push(`#cvrow([${m(d.text)}])[\n  ${lines.join(' \\\n  ')}\n]`);
      t.education.push(eduTruth(e, d));
    }
    L.push('');
  }
  if (r.projects.length) {
    L.push('= Projects');
    for (const p of r.projects) {
      const head = `#strong[${m(p.name)}]${p.ref ? ` — ${link(ensureUrl(p.ref), urlText(p.ref))}` : ''}`;
      L.push(`#cvrow([])[\n  ${head}`);
      if (p.description.length) L.push(bullets(p.description, '  '));
      L.push(']');
      t.projects.push(projTruth(p));
    }
    L.push('');
  }
  if (r.skills.length) {
    L.push('= Skills');
    for (const s of r.skills) L.push(`#cvrow([#strong[${m(s.category)}]], [${m(s.technologies.join(', '))}])`);
    L.push('');
    t.skills = skillsTruth(r);
  }
  if (r.certifications.length) {
    L.push('= Certifications');
    for (const c of r.certifications) {
      const dt = fmtDate(c.date, f.how, f.now);
      L.push(`#cvrow([${m(dt)}], [#strong[${m(c.name)}]${c.issuer ? `, #emph[${m(c.issuer)}]` : ''}])`);
      t.certifications.push({ name: sq(c.name), issuer: sq(c.issuer), date: dt });
    }
    L.push('');
  }
  if (r.publications.length) {
    L.push('= Publications');
    for (const p of r.publications) {
      const dt = fmtDate(p.date, f.how, f.now);
      L.push(`#cvrow([${m(dt)}], ["${m(p.title)}"${p.publisher ? `, #emph[${m(p.publisher)}]` : ''}])`);
      t.publications.push({ title: sq(p.title), publisher: sq(p.publisher), date: dt });
    }
    L.push('');
  }
  return {
    typ: L.join('\n'),
    truth: t,
    variant: { font, accent, entry: entryAs, dates: f, paper: page.paper },
  };
}

// ---------------------------------------------------------------- verify truth against the PDF text
const normText = (s) =>
  String(s ?? '')
    .normalize('NFKC')
    .toLowerCase()
    .replace(/\u0307/g, '')
    .replace(/ı/g, 'i')
    .replace(/ß/g, 'ss')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
const compact = (s) => normText(s).replace(/ /g, '');
// Drops (and reports) any truth value the PDF's text does not show.
function verify(gt, text) {
  const n = compact(text);
  // a value wrapped inside a narrow column (dates, sidebar) is printed but can come out interleaved with
  // the other column: accept it when each of its words is printed
  const words = new Set(normText(text).split(' '));
  const dropped = [];
  const chk = (val, where, kind) => {
    if (!val) return val;
    let ok;
    if (kind === 'phone') ok = text.replace(/\D+/g, '').includes(val.replace(/\D+/g, ''));
    else if (kind === 'linkedin') ok = n.includes(compact(handleOf(val)));
    else if (kind === 'url') ok = n.includes(compact(urlText(val)));
    else
      ok =
        n.includes(compact(val)) ||
        normText(val)
          .split(' ')
          .every((w) => words.has(w));
    if (!ok) {
      dropped.push(`${where}: ${val}`);
      return '';
    }
    return val;
  };
  keepShown(gt, chk);
  return dropped;
}

// ---------------------------------------------------------------- main
const GEN = { classic, sidebar, 'dates-left': datesLeft };
for (const s of STYLES) if (!GEN[s]) throw new Error(`unknown style ${s} (have ${Object.keys(GEN).join(', ')})`);
fs.mkdirSync(WORK, { recursive: true });
fs.mkdirSync(path.join(OUT, 'docs/pdf'), { recursive: true });
fs.mkdirSync(path.join(OUT, 'truth'), { recursive: true });
// one compiler for the whole run: fonts from FONT_DIR plus Typst's embedded ones; nothing is fetched
// (the sources import no packages)
const compiler = NodeCompiler.create({ workspace: WORK, fontArgs: [{ fontPaths: [FONT_DIR] }] });
const diag = (e) => (e ? e.shortDiagnostics.map((x) => x.message || JSON.stringify(x)) : []);
function compile(source) {
  const res = compiler.compile({ mainFileContent: source });
  if (res.hasError()) return { errors: diag(res.takeDiagnostics()) };
  const warnings = diag(res.takeWarnings());
  const doc = res.result;
  return { pdf: compiler.pdf(doc), pages: doc.numOfPages, warnings };
}
const typstVersion = (() => {
  const res = compiler.compile({ mainFileContent: '#metadata(str(sys.version)) <v>' });
  return compiler.query(res.result, { selector: '<v>', field: 'value' })[0];
})();
const compilerVersion = JSON.parse(
  fs.readFileSync(
    new URL('../node_modules/@myriaddreamin/typst-ts-node-compiler/package.json', import.meta.url),
    'utf8',
  ),
).version;

const ids = fs
  .readdirSync(SRC)
  .filter((f) => /^r\d+\.json$/.test(f))
  .map((f) => f.replace(/\.json$/, ''))
  .sort()
  .filter((id) => !ONLY || ONLY.includes(id))
  .slice(0, COUNT);
const docs = [];
let failed = 0;
const started = Date.now();
for (const id of ids) {
  const r = JSON.parse(fs.readFileSync(path.join(SRC, `${id}.json`), 'utf8'));
  for (const style of STYLES) {
    const name = `${id}.${style}`;
    const { typ, truth, variant } = GEN[style](r);
    fs.writeFileSync(path.join(WORK, `${name}.typ`), typ);
    const out = compile(typ);
    if (out.errors) {
      failed++;
      console.error(`FAILED ${name}: ${out.errors.join(' | ')} (source: ${WORK}/${name}.typ)`);
      continue;
    }
    if (out.warnings.length) console.warn(`${name}: typst warnings: ${out.warnings.join(' | ')}`);
    const pdf = path.join(OUT, 'docs/pdf', `${name}.pdf`);
    fs.writeFileSync(pdf, out.pdf);
    // reading-order text and layout text: a value counts as printed when either shows it whole
    const text =
      execFileSync('pdftotext', ['-enc', 'UTF-8', pdf, '-'], { encoding: 'utf8' }) +
      '\n\n' +
      execFileSync('pdftotext', ['-layout', '-enc', 'UTF-8', pdf, '-'], { encoding: 'utf8' });
    // the fonts the PDF embeds (a family the style did not ask for means Typst fell back for some glyph)
    const fonts = [
      ...new Set(
        execFileSync('pdffonts', [pdf], { encoding: 'utf8' })
          .split('\n')
          .slice(2)
          .map((l) => (l.split(/\s+/)[0] || '').replace(/^[A-Z]{6}\+/, ''))
          .filter(Boolean),
      ),
    ].sort();
    const dropped = verify(truth, text);
    fs.writeFileSync(path.join(OUT, 'truth', `${name}.pdf.json`), JSON.stringify(truth, null, 2) + '\n');
    docs.push({
      id: `${name}.pdf`,
      path: `docs/pdf/${name}.pdf`,
      theme: style,
      format: 'pdf',
      resume: id,
      groundTruth: `truth/${name}.pdf.json`,
      source: `typ/${name}.typ`,
      variant,
      pages: out.pages,
      fonts,
      textChars: text.length,
      typstWarnings: out.warnings,
      droppedFromTruth: dropped,
    });
    if (dropped.length) console.warn(`${name}: dropped ${dropped.length}: ${dropped.slice(0, 4).join(' | ')}`);
  }
  process.stdout.write(`${id} `);
  compiler.evictCache(10);
}
console.log();
fs.writeFileSync(
  path.join(OUT, 'manifest.json'),
  JSON.stringify(
    {
      description:
        'Typst-made resume PDFs (classic, sidebar, dates-left) from parse-train canonical resumes, compiled with the Typst compiler from npm; truth = what each PDF prints, dates as printed.',
      generator: {
        script: 'gen-typst.mjs',
        compiler: `@myriaddreamin/typst-ts-node-compiler@${compilerVersion}`,
        typst: typstVersion,
        fontDir: FONT_DIR,
      },
      counts: { documents: docs.length, failed },
      documents: docs,
    },
    null,
    2,
  ) + '\n',
);
console.log(
  `wrote ${docs.length} PDFs in ${((Date.now() - started) / 1000).toFixed(1)} s; failed: ${failed}; dropped values: ${docs.reduce((s, d) => s + d.droppedFromTruth.length, 0)}`,
);
if (failed) process.exit(1);
