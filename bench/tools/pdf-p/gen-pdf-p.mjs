#!/usr/bin/env node
// Held-out corpus P: resume PDFs printed by Chromium from HTML (playwright-core's page.pdf), in four layouts
// that real resumes use and that no other corpus has. Each document's truth holds exactly the values it
// prints (dates as printed; fields a layout does not print are emptied with keepShown), and every truth
// value is checked against the PDF's own text (pdftotext, reading order and -layout); a document with a
// value that cannot be found is dropped and reported (exit status 2), never kept with a silently trimmed
// truth.
//   linkedin  LinkedIn's "Save to PDF" profile export (US Letter, Liberation Sans): a light grey left
//             sidebar (~30%, page 1) with Contact ("<phone> (Mobile)", e-mail, "www.linkedin.com/in/<handle>
//             (LinkedIn)", a website), Top Skills (three skills, one per line, no categories), Languages
//             (LinkedIn's proficiency names), Certifications and Publications (names only); the main column
//             with the name, a headline ("<latest title> at <company>"), the location, Summary, Experience
//             (company in bold, the title, "Month YYYY - Present (N years M months)" with the duration
//             computed as LinkedIn does, the place, the description as plain paragraphs; consecutive roles
//             at one company printed under it once, with the total duration) and Education ("School",
//             "Degree, Field · (YYYY - YYYY)"; no GPA); "Page N of M" in the page footer (footerTemplate).
//             No projects.
//   gdocs     a Google Docs resume template (Spearmint/Coral-like; Carlito or Caladea): a very large name,
//             the contact on one line joined by " • ", small coloured letter-spaced capitals for section
//             headings, "Company, Location — Title" (company bold, title italic) with the dates under it in
//             small grey capitals ("JANUARY 2020 - PRESENT"), "●" bullets as typed list marks, education
//             as "University, Location — Degree, Field", skills as one "Category: a, b, c" paragraph per
//             category, languages; typographic apostrophes as Docs' smart quotes type them
//   banner    a designed (Canva-like) resume: a coloured full-bleed header band with the name in tracked
//             white capitals, a headline and icon + text contact items (inline SVG icons); a wide left
//             column (Profile, Experience with the dates on their own line ABOVE the bold title and the
//             company in italics with its place, Projects, Education, Publications) and a narrow tinted
//             right column (Skills as a name over a drawn bar, grouped under their categories or, for some
//             resumes, only the first eight without categories; Languages with drawn dots;
//             Certifications); headings with an SVG icon before them and a thin rule under them
//   timeline  one column; every entry has its dates in a narrow left column (the start on one line, the
//             end under it), a vertical line with a dot per entry between the dates and the entry; title
//             bold, company and place under it, disc bullets; skills with the category in the date
//             column; section headings in small caps (font-variant) over a rule
// Page size: LinkedIn's export is US Letter; the others are US Letter for resumes from the US and A4 for
// the rest, as the editors default. Fonts are Debian's (Liberation, DejaVu, Carlito, Caladea). Languages,
// headlines, the person's location and websites are printed but have no truth field. "Present" durations
// (linkedin) are counted to June 2025, the fixture generator's "now".
// Usage: node gen-pdf-p.mjs --src DIR --out DIR [--source DIR] [--styles linkedin,gdocs,banner,timeline]
//        [--ids r01,r02] [--shared corpus-shared.mjs] [--norm norm.mjs]
//   --src     canonical resumes (rNN.json, target shape); --source the generator's source files (for the
//             "_meta" rendering extras and each degree's study type and field), default SRC/../source
//   --shared  ../corpus-shared.mjs of bench/tools; --norm the fixture tools' lib/norm.mjs
// Writes OUT/docs/pdf/rNN.<style>.pdf, OUT/truth/rNN.<style>.pdf.json, OUT/html/rNN.<style>.html (the page
// printed) and OUT/manifest.json. playwright-core comes from the repository's node_modules; Chromium is
// /usr/bin/chromium (apt-get install -y chromium), pdftotext and pdffonts from poppler-utils.
process.env.TZ = 'UTC';
import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { chromium } from 'playwright-core';
import { corpusOptions, keepOrDrop, missingTruth, writeManifest } from '../docx/docx-shared.mjs';

const opts = await corpusOptions(import.meta.url, {
  out: '/tmp/heldout-p',
  styles: 'linkedin,gdocs,banner,timeline',
});
const {
  CHROMIUM_ARGS,
  CITIES,
  LANGS,
  certTruth,
  contactOf,
  dateRange,
  eduTruth,
  emptyTruth,
  expTruth,
  formatDate,
  hash,
  keepShown,
  parseDate,
  pick,
  projTruth,
  pubTruth,
  skillsTruth,
  urlText,
  escapeHtml: esc,
} = opts.shared;

// A layout's choices for a resume: the shared pick takes the hash modulo the list's length, and for short
// lists its low bits follow the parity of the seed's letters, so every two-way choice of one resume would
// fall the same way; its higher bits do not.
const choose = (arr, seed) => arr[(hash(seed) >>> 8) % arr.length];

const CHROMIUM = '/usr/bin/chromium';

// ---------------------------------------------------------------- text helpers
// Google Docs' smart quotes turn typed straight apostrophes into typographic ones.
const sq = (s) =>
  String(s ?? '')
    .replace(/(\w)'(\w)/g, '$1\u2019$2')
    .replace(/'/g, '\u2019');
const fmtDate = (s, how, present = 'Present') => formatDate(s, how, { present });
// A range as printed and its printed start/end for the truth; a range with one side prints that side alone
// (an end-only range counts as the end date).
const range = (start, end, how, dash, present) =>
  dateRange(fmtDate(start, how, present), fmtDate(end, how, present), dash);
const upper = (d) => ({ ...d, text: d.text.toUpperCase(), start: d.start.toUpperCase(), end: d.end.toUpperCase() });

/**
 * Empties the values of truth record `t` that the layout does not print: `hides(where, value)` is true for
 * those (where: keepShown's path, e.g. "education[0].gpa"); list entries left empty go.
 */
const onlyShown = (t, hides) => keepShown(t, (v, where) => (v && hides(where, v) ? '' : v));

const COUNTRY = {
  US: 'United States',
  GB: 'United Kingdom',
  IN: 'India',
  DE: 'Germany',
  FR: 'France',
  ES: 'Spain',
  BR: 'Brazil',
  PL: 'Poland',
  VN: 'Vietnam',
  SE: 'Sweden',
  TR: 'Türkiye',
  NG: 'Nigeria',
};
const REGION = {
  TX: 'Texas',
  WA: 'Washington',
  IL: 'Illinois',
  MA: 'Massachusetts',
  CO: 'Colorado',
  GA: 'Georgia',
  SP: 'São Paulo',
  RJ: 'Rio de Janeiro',
};
const countryOf = (src) => src?._meta?.country || src?._meta?.location?.countryCode || 'US';
/** Where the person lives: LinkedIn's "City, Region, Country", or "City, ST" (US) / "City, Country". */
function placeOf(src, linkedin = false) {
  const l = src?._meta?.location;
  if (!l?.city) return '';
  const country = COUNTRY[l.countryCode] || '';
  if (linkedin)
    return [l.city, REGION[l.region] || (l.region !== l.city ? l.region : ''), country].filter(Boolean).join(', ');
  return l.countryCode === 'US' ? `${l.city}, ${l.region}` : [l.city, country].filter(Boolean).join(', ');
}
/** The degree as "Study type, Field" (the source's _studyType and _area), or as the canonical degree. */
const degreeOf = (e, s) => (s?._studyType && s?._area ? `${s._studyType}, ${s._area}` : e.degree);
/** A URL-safe handle from a name (for a profile whose source gives none). */
const slug = (s) =>
  String(s)
    .toLowerCase()
    .replace(/ø/g, 'o')
    .replace(/æ/g, 'ae')
    .replace(/ß/g, 'ss')
    .replace(/ł/g, 'l')
    .replace(/ı/g, 'i')
    .replace(/đ/g, 'd')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
const handleOf = (u) =>
  String(u || '')
    .replace(/\/+$/, '')
    .split('/')
    .pop();
// US resumes are printed on Letter, the rest on A4.
const paperFor = (src) => (countryOf(src) === 'US' ? 'Letter' : 'A4');
// the languages a resume lists: [name, level word]
const langsOf = (src) =>
  (LANGS[countryOf(src)] || LANGS.US).map((l) => {
    const m = l.match(/^(.*?)\s*\((.*)\)$/);
    return m ? [m[1], m[2]] : [l, ''];
  });
/** The canonical entries of the same list in the source file (for _studyType/_area), by position. */
const srcEdu = (src, i) => src?.education?.[i];

// ---------------------------------------------------------------- inline SVG icons (paths only, no text)
const ICON = {
  phone:
    'M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25c1.12.37 2.33.57 3.6.57a1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.57 3.57a1 1 0 0 1-.25 1z',
  email: 'M20 4H4a2 2 0 0 0-2 2v12a2 2 0 0 0 2 2h16a2 2 0 0 0 2-2V6a2 2 0 0 0-2-2zm0 4-8 5-8-5V6l8 5 8-5z',
  linkedin:
    'M19 3a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h14m-.5 15.5v-5.3a3.26 3.26 0 0 0-3.26-3.26c-.85 0-1.84.52-2.32 1.3v-1.11h-2.79v8.37h2.79v-4.93c0-.77.62-1.4 1.39-1.4a1.4 1.4 0 0 1 1.4 1.4v4.93h2.79M6.88 8.56a1.68 1.68 0 0 0 1.68-1.68c0-.93-.75-1.69-1.68-1.69a1.69 1.69 0 0 0-1.69 1.69c0 .93.76 1.68 1.69 1.68m1.39 9.94v-8.37H5.5v8.37h2.77z',
  place:
    'M12 2a7 7 0 0 0-7 7c0 5.25 7 13 7 13s7-7.75 7-13a7 7 0 0 0-7-7zm0 9.5A2.5 2.5 0 1 1 12 6.5a2.5 2.5 0 0 1 0 5z',
  profile: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zm0 2c-2.67 0-8 1.34-8 4v2h16v-2c0-2.66-5.33-4-8-4z',
  work: 'M10 3h4a2 2 0 0 1 2 2v2h4a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V9a2 2 0 0 1 2-2h4V5a2 2 0 0 1 2-2zm4 4V5h-4v2h4z',
  school: 'M12 3 1 9l11 6 9-4.91V17h2V9L12 3zM5 13.18v4L12 21l7-3.82v-4L12 17l-7-3.82z',
  skills: 'M12 17.27 18.18 21l-1.64-7.03L22 9.24l-7.19-.61L12 2 9.19 8.63 2 9.24l5.46 4.73L5.82 21z',
  languages:
    'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm6.9 6h-2.9a15.6 15.6 0 0 0-1.4-3.6A8 8 0 0 1 18.9 8zM12 4c.8 1.2 1.5 2.5 1.9 4h-3.8c.4-1.5 1.1-2.8 1.9-4zM4.3 14a8.2 8.2 0 0 1 0-4h3.4a16.5 16.5 0 0 0 0 4H4.3zm.8 2H8c.3 1.3.8 2.5 1.4 3.6A8 8 0 0 1 5.1 16zM8 8H5.1a8 8 0 0 1 4.3-3.6C8.8 5.5 8.3 6.7 8 8zm4 12c-.8-1.2-1.5-2.5-1.9-4h3.8c-.4 1.5-1.1 2.8-1.9 4zm2.3-6H9.7a14.7 14.7 0 0 1 0-4h4.6a14.7 14.7 0 0 1 0 4zm.3 5.6c.6-1.1 1-2.3 1.4-3.6h2.9a8 8 0 0 1-4.3 3.6zm1.8-5.6a16.5 16.5 0 0 0 0-4h3.4a8.2 8.2 0 0 1 0 4h-3.4z',
  award: 'M12 2a6 6 0 0 0-3.6 10.8L7 22l5-3 5 3-1.4-9.2A6 6 0 0 0 12 2zm0 2a4 4 0 1 1 0 8 4 4 0 0 1 0-8z',
  projects: 'M9.4 16.6 4.8 12l4.6-4.6L8 6l-6 6 6 6 1.4-1.4zm5.2 0 4.6-4.6-4.6-4.6L16 6l6 6-6 6-1.4-1.4z',
  book: 'M18 2H6a2 2 0 0 0-2 2v16a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V4a2 2 0 0 0-2-2zM6 4h5v8l-2.5-1.5L6 12V4z',
};
const svg = (name, size, color) =>
  `<svg class="ic" width="${size}" height="${size}" viewBox="0 0 24 24" aria-hidden="true"><path fill="${color}" d="${ICON[name]}"/></svg>`;

/** An HTML page: `css` in its head, `body` as its body. */
const page = (title, css, body, lang = 'en') =>
  `<!DOCTYPE html>\n<html lang="${lang}"><head><meta charset="utf-8"><title>${esc(title)}</title>\n<style>\n${css}\n</style></head>\n<body>\n${body}\n</body></html>\n`;

// ---------------------------------------------------------------- linkedin
// LinkedIn counts a position's months inclusively and an ongoing one to the day of the export.
const NOW = { y: 2025, m: 6 };
function duration(start, end) {
  const a = parseDate(start),
    b0 = parseDate(end);
  if (!a || a.present || !b0) return '';
  const b = b0.present ? NOW : b0;
  let n;
  if (a.m && b.m) n = b.y * 12 + b.m - (a.y * 12 + a.m) + 1;
  else n = (b.y - a.y) * 12;
  if (n < 1) return 'less than a year';
  const y = Math.floor(n / 12),
    m = n % 12;
  return [y && `${y} year${y > 1 ? 's' : ''}`, m && `${m} month${m > 1 ? 's' : ''}`].filter(Boolean).join(' ');
}
const LINKEDIN_LEVEL = {
  Native: 'Native or Bilingual',
  Fluent: 'Full Professional',
  Professional: 'Professional Working',
  Conversational: 'Limited Working',
  Intermediate: 'Limited Working',
  Basic: 'Elementary',
};

function linkedin(r, src) {
  const t = emptyTruth();
  const key = r.fullName + 'linkedin';
  const how = 'long';
  // contact: phone (Mobile), e-mail, the profile URL, a website
  t.fullName = r.fullName;
  const handle = handleOf(r.linkedin) || src?._meta?.linkedinHandle || slug(r.fullName);
  const profileUrl = `www.linkedin.com/in/${handle}`;
  contactOf(r, t, ['phone', 'email', 'linkedin']);
  if (!t.linkedin) t.linkedin = profileUrl;
  const side = [];
  const contact = [];
  if (r.phone) contact.push(`<p>${esc(r.phone)} (Mobile)</p>`);
  if (r.email) contact.push(`<p class="wrap">${esc(r.email)}</p>`);
  contact.push(`<p class="wrap">${esc(profileUrl)} (LinkedIn)</p>`);
  const site = src?._meta?.website || src?._meta?.profiles?.find((p) => p.network === 'GitHub')?.url;
  if (site)
    contact.push(`<p class="wrap">${esc(urlText(site))} (${src?._meta?.website ? 'Personal' : 'Portfolio'})</p>`);
  side.push(`<h3>Contact</h3>${contact.join('')}`);
  // Top Skills: three of the profile's skills, none of their categories
  const all = r.skills.flatMap((s) => s.technologies);
  const top = [];
  for (let i = 0; top.length < Math.min(3, all.length) && i < 50; i++) {
    const x = all[hash(key + 'top' + i) % all.length];
    if (!top.includes(x)) top.push(x);
  }
  if (top.length) side.push(`<h3>Top Skills</h3>${top.map((x) => `<p>${esc(x)}</p>`).join('')}`);
  const langs = langsOf(src);
  side.push(
    `<h3>Languages</h3>${langs.map(([n, l]) => `<p>${esc(n)}${l ? ` <span class="grey">(${esc(LINKEDIN_LEVEL[l] || l)})</span>` : ''}</p>`).join('')}`,
  );
  if (r.certifications.length)
    side.push(`<h3>Certifications</h3>${r.certifications.map((c) => `<p>${esc(c.name)}</p>`).join('')}`);
  if (r.publications.length)
    side.push(`<h3>Publications</h3>${r.publications.map((p) => `<p>${esc(p.title)}</p>`).join('')}`);
  // main column
  const M = [];
  M.push(`<h1>${esc(r.fullName)}</h1>`);
  const latest = r.experience[0];
  const headline = latest ? [latest.title, latest.company].filter(Boolean).join(' at ') : src?._meta?.label || '';
  if (headline) M.push(`<p class="headline">${esc(headline)}</p>`);
  const where = placeOf(src, true);
  if (where) M.push(`<p class="where">${esc(where)}</p>`);
  if (r.profile) {
    M.push(`<h2>Summary</h2><p class="summary">${esc(r.profile)}</p>`);
    t.profile = r.profile;
  }
  let grouped = 0;
  if (r.experience.length) {
    M.push('<h2>Experience</h2>');
    // consecutive roles at one company: the company once, with the whole stay's duration
    const groups = [];
    for (const e of r.experience) {
      const g = groups[groups.length - 1];
      if (g && e.company && g[0].company === e.company) g.push(e);
      else groups.push([e]);
    }
    for (const g of groups) {
      const role = (e, inGroup) => {
        const d = range(e.start, e.end, how, ' - ');
        const dur = d.start && d.end ? duration(e.start, e.end) : '';
        const desc = e.description.map((l) => `<p>${esc(l)}</p>`).join('');
        t.experience.push(expTruth(e, d));
        return `<div class="role${inGroup ? ' in' : ''}"><p class="title">${esc(e.title)}</p>${d.text ? `<p class="grey">${esc(d.text)}${dur ? ` (${dur})` : ''}</p>` : ''}<p class="grey">${esc(pick(CITIES, e.company + e.title))}</p><div class="desc">${desc}</div></div>`;
      };
      if (g.length === 1)
        M.push(`<div class="job"><p class="company">${esc(g[0].company)}</p>${role(g[0], false)}</div>`);
      else {
        grouped++;
        const total = duration(g[g.length - 1].start, g[0].end);
        M.push(
          `<div class="job"><p class="company">${esc(g[0].company)}</p>${total ? `<p class="grey">${total}</p>` : ''}${g.map((e) => role(e, true)).join('')}</div>`,
        );
      }
    }
  }
  if (r.education.length) {
    M.push('<h2>Education</h2>');
    r.education.forEach((e, i) => {
      const d = range(e.start, e.end, 'year', ' - ');
      const deg = degreeOf(e, srcEdu(src, i));
      const line = [deg, d.text && `(${d.text})`].filter(Boolean).join(' \u00b7 ');
      M.push(`<div class="school"><p class="company">${esc(e.university)}</p><p>${esc(line)}</p></div>`);
      t.education.push(eduTruth({ ...e, degree: deg }, d));
    });
  }
  t.skills = skillsTruth(r);
  t.certifications = r.certifications.map((c) => certTruth(c, ''));
  t.publications = r.publications.map((p) => pubTruth(p, ''));
  // LinkedIn shows no GPA, no projects, no skill categories, only the top skills, and certifications and
  // publications by name alone
  onlyShown(
    t,
    (w, v) =>
      /^education\[\d+\]\.gpa$/.test(w) ||
      /^projects/.test(w) ||
      /^skills\[\d+\]\.category$/.test(w) ||
      (/^skills\[\d+\]\.technologies$/.test(w) && !top.includes(v)) ||
      /^certifications\[\d+\]\.(issuer|date)$/.test(w) ||
      /^publications\[\d+\]\.(publisher|date)$/.test(w),
  );
  const css = `@page { size: Letter; }
* { box-sizing: border-box; }
html, body { margin: 0; padding: 0; }
body { font-family: 'Liberation Sans', Arial, Helvetica, sans-serif; color: #000; font-size: 10.5pt; line-height: 1.25; }
p { margin: 0; }
.page { display: flex; align-items: flex-start; }
.side { width: 30%; min-height: 9.6in; background: #f2f2f2; padding: 30px 18px 20px 22px; font-size: 10pt; }
.side h3 { font-size: 13pt; font-weight: normal; margin: 22px 0 8px; color: #000; }
.side h3:first-child { margin-top: 0; }
.side p { margin: 0 0 5px; }
.side .wrap { overflow-wrap: anywhere; }
.main { width: 70%; padding: 26px 6px 0 30px; }
h1 { font-size: 26pt; font-weight: normal; margin: 0 0 4px; line-height: 1.1; }
.headline { font-size: 12pt; margin-bottom: 4px; }
.where { font-size: 10.5pt; color: #b0b0b0; }
h2 { font-size: 15.75pt; font-weight: normal; margin: 22px 0 10px; break-after: avoid; }
.summary { font-size: 10.5pt; color: #181818; }
.job, .school { margin: 0 0 14px; }
.company { font-size: 12pt; font-weight: bold; break-after: avoid; }
.title { font-size: 10.5pt; margin-top: 2px; break-after: avoid; }
.role.in { margin-top: 8px; }
.grey { color: #b0b0b0; }
.desc { margin-top: 6px; color: #181818; }
.desc p { margin: 0 0 6px; }`;
  const html = page(
    `${r.fullName} - LinkedIn`,
    css,
    `<div class="page"><aside class="side">${side.join('\n')}</aside><main class="main">${M.join('\n')}</main></div>`,
  );
  const footer = `<div style="width:100%;font-family:'Liberation Sans',Arial,sans-serif;font-size:8pt;color:#b0b0b0;text-align:center;">Page <span class="pageNumber"></span> of <span class="totalPages"></span></div>`;
  return {
    html,
    truth: t,
    pdf: {
      format: 'Letter',
      displayHeaderFooter: true,
      headerTemplate: '<span></span>',
      footerTemplate: footer,
      margin: { top: '0.4in', bottom: '0.75in', left: '0.45in', right: '0.45in' },
    },
    variant: {
      paper: 'Letter',
      dates: 'long',
      topSkills: top.length,
      groupedCompanies: grouped,
      languages: langs.length,
    },
  };
}

// ---------------------------------------------------------------- gdocs
function gdocs(r, src) {
  const t = emptyTruth();
  const key = r.fullName + 'gdocs';
  const paper = paperFor(src);
  const look = choose(
    [
      {
        name: 'spearmint',
        font: "'Carlito', 'Liberation Sans', sans-serif",
        head: "'Carlito', sans-serif",
        accent: '#2a9d8f',
      },
      {
        name: 'coral',
        font: "'Caladea', 'Liberation Serif', serif",
        head: "'Liberation Sans', sans-serif",
        accent: '#e2603b',
      },
    ],
    key + 'look',
  );
  const B = [];
  t.fullName = sq(r.fullName);
  B.push(`<h1>${esc(sq(r.fullName))}</h1>`);
  const contact = contactOf(r, t, ['phone', 'email', 'linkedin']);
  const where = placeOf(src);
  const items = [where, ...contact.map((c) => c.text)].filter(Boolean);
  B.push(`<p class="contact">${items.map(esc).join(' \u2022 ')}</p>`);
  const H = (s) => B.push(`<h2>${esc(s.toUpperCase())}</h2>`);
  const dates = (d) => (d.text ? `<p class="dates">${esc(d.text)}</p>` : '');
  const bullets = (arr) => (arr.length ? `<ul>${arr.map((b) => `<li>${esc(sq(b))}</li>`).join('')}</ul>` : '');
  if (r.profile) {
    H('Summary');
    B.push(`<p class="para">${esc(sq(r.profile))}</p>`);
    t.profile = sq(r.profile);
  }
  if (r.experience.length) {
    H('Experience');
    for (const e of r.experience) {
      const d = upper(range(e.start, e.end, 'long', ' - '));
      const head = `<b>${esc(sq(e.company))}</b>, ${esc(pick(CITIES, e.company + e.title))} \u2014 <i>${esc(sq(e.title))}</i>`;
      B.push(`<div class="entry"><p class="head">${head}</p>${dates(d)}${bullets(e.description)}</div>`);
      t.experience.push(expTruth(e, d, sq));
    }
  }
  if (r.education.length) {
    H('Education');
    r.education.forEach((e, i) => {
      const d = upper(range(e.start, e.end, 'long', ' - '));
      const deg = degreeOf(e, srcEdu(src, i));
      const head = `<b>${esc(sq(e.university))}</b>, ${esc(pick(CITIES, e.university))} \u2014 <i>${esc(sq(deg))}</i>`;
      B.push(
        `<div class="entry"><p class="head">${head}</p>${dates(d)}${e.gpa ? `<p class="para">GPA: ${esc(e.gpa)}</p>` : ''}</div>`,
      );
      t.education.push(eduTruth({ ...e, degree: deg }, d, sq));
    });
  }
  if (r.projects.length) {
    H('Projects');
    for (const p of r.projects) {
      const head = `<b>${esc(sq(p.name))}</b>${p.ref ? ` \u2014 ${esc(urlText(p.ref))}` : ''}`;
      B.push(`<div class="entry"><p class="head">${head}</p>${bullets(p.description)}</div>`);
      t.projects.push(projTruth(p, sq));
    }
  }
  if (r.skills.length) {
    H('Skills');
    for (const s of r.skills)
      B.push(`<p class="para skill"><b>${esc(sq(s.category))}:</b> ${esc(s.technologies.map(sq).join(', '))}</p>`);
    t.skills = skillsTruth(r, sq);
  }
  if (r.certifications.length) {
    H('Certifications');
    for (const c of r.certifications) {
      const dt = fmtDate(c.date, 'long').toUpperCase();
      B.push(
        `<div class="entry"><p class="head"><b>${esc(sq(c.name))}</b>${c.issuer ? `, ${esc(sq(c.issuer))}` : ''}</p>${dt ? `<p class="dates">${esc(dt)}</p>` : ''}</div>`,
      );
      t.certifications.push(certTruth(c, dt, sq));
    }
  }
  if (r.publications.length) {
    H('Publications');
    for (const p of r.publications) {
      const dt = fmtDate(p.date, 'long').toUpperCase();
      B.push(
        `<div class="entry"><p class="head"><b>${esc(sq(p.title))}</b>${p.publisher ? `, <i>${esc(sq(p.publisher))}</i>` : ''}</p>${dt ? `<p class="dates">${esc(dt)}</p>` : ''}</div>`,
      );
      t.publications.push(pubTruth(p, dt, sq));
    }
  }
  H('Languages');
  B.push(
    `<p class="para">${esc(
      langsOf(src)
        .map(([n, l]) => (l ? `${n} (${l})` : n))
        .join(', '),
    )}</p>`,
  );
  const css = `@page { size: ${paper}; margin: 0.6in 0.75in 0.6in 0.75in; }
html, body { margin: 0; padding: 0; }
body { font-family: ${look.font}; font-size: 10.5pt; color: #666666; line-height: 1.3; }
p { margin: 0; }
h1 { font-family: ${look.head}; font-size: 30pt; font-weight: bold; color: #000; margin: 0 0 6px; line-height: 1.05; }
.contact { font-size: 9pt; color: #666666; margin-bottom: 4px; }
h2 { font-family: ${look.head}; font-size: 9pt; font-weight: bold; color: ${look.accent}; letter-spacing: 0.16em; margin: 22px 0 8px; break-after: avoid; }
.entry { margin: 0 0 12px; }
.head { font-size: 11pt; color: #000; break-after: avoid; }
.head b { font-weight: bold; }
.head i { font-style: italic; }
.dates { font-size: 8pt; color: #666666; letter-spacing: 0.04em; margin: 3px 0 5px; break-after: avoid; }
.para { margin: 0 0 6px; }
.skill b { color: #000; }
ul { margin: 4px 0 0; padding-left: 22px; list-style-type: "\\25CF   "; }
li { margin: 0 0 3px; padding-left: 2px; }
li::marker { font-size: 7pt; color: #666666; }`;
  return {
    html: page(`${r.fullName} - Resume`, css, B.join('\n')),
    truth: t,
    pdf: { preferCSSPageSize: true },
    variant: { paper, look: look.name, dates: 'long-caps' },
  };
}

// ---------------------------------------------------------------- banner
// How well a skill or language is known, as a bar's width or a number of dots (drawn, not printed).
const LEVEL = { Native: 5, Fluent: 5, Professional: 4, Intermediate: 3, Conversational: 3, Basic: 2 };
function banner(r, src) {
  const t = emptyTruth();
  const key = r.fullName + 'banner';
  const paper = paperFor(src);
  const accent = choose(['#1d3557', '#2a6f6b', '#5b3a6e', '#8a3b2f'], key + 'accent');
  const font = choose(["'DejaVu Sans', sans-serif", "'Carlito', sans-serif"], key + 'font');
  const dstyle = choose(
    [
      { how: 'short', dash: ' \u2013 ' },
      { how: 'mm', dash: ' - ' },
    ],
    key + 'dates',
  );
  const skillsAs = r.skills.length && (hash(key + 'skills') >>> 8) % 3 === 0 ? 'flat' : 'grouped';
  const H = (icon, s) => `<h2>${svg(icon, 13, accent)}<span>${esc(s)}</span></h2>`;
  const bullets = (arr) => (arr.length ? `<ul>${arr.map((b) => `<li>${esc(b)}</li>`).join('')}</ul>` : '');
  // header band
  t.fullName = r.fullName;
  const headline = src?._meta?.label || r.experience[0]?.title || '';
  const contact = contactOf(r, t, ['phone', 'email', 'linkedin']);
  const items = contact.map((c) => `<span class="ci">${svg(c.kind, 11, '#ffffff')}<span>${esc(c.text)}</span></span>`);
  const where = placeOf(src);
  if (where) items.push(`<span class="ci">${svg('place', 11, '#ffffff')}<span>${esc(where)}</span></span>`);
  const band = `<header class="band"><h1>${esc(r.fullName)}</h1>${headline ? `<p class="headline">${esc(headline)}</p>` : ''}<div class="contact">${items.join('')}</div></header>`;
  // left column
  const L = [];
  if (r.profile) {
    L.push(`<section>${H('profile', 'Profile')}<p class="para">${esc(r.profile)}</p></section>`);
    t.profile = r.profile;
  }
  if (r.experience.length) {
    const E = [];
    for (const e of r.experience) {
      const d = range(e.start, e.end, dstyle.how, dstyle.dash);
      E.push(
        `<div class="entry">${d.text ? `<p class="dates">${esc(d.text)}</p>` : ''}<p class="title">${esc(e.title)}</p><p class="org"><i>${esc(e.company)}</i>, ${esc(pick(CITIES, e.company + e.title))}</p>${bullets(e.description)}</div>`,
      );
      t.experience.push(expTruth(e, d));
    }
    L.push(`<section>${H('work', 'Work Experience')}${E.join('')}</section>`);
  }
  if (r.projects.length) {
    const P = r.projects.map(
      (p) =>
        `<div class="entry"><p class="title">${esc(p.name)}</p>${p.ref ? `<p class="org link">${esc(urlText(p.ref))}</p>` : ''}${bullets(p.description)}</div>`,
    );
    t.projects = r.projects.map((p) => projTruth(p));
    L.push(`<section>${H('projects', 'Projects')}${P.join('')}</section>`);
  }
  if (r.education.length) {
    const E = r.education.map((e) => {
      const d = range(e.start, e.end, dstyle.how, dstyle.dash);
      t.education.push(eduTruth(e, d));
      return `<div class="entry">${d.text ? `<p class="dates">${esc(d.text)}</p>` : ''}<p class="title">${esc(e.degree)}</p><p class="org"><i>${esc(e.university)}</i>, ${esc(pick(CITIES, e.university))}</p>${e.gpa ? `<p class="para">GPA: ${esc(e.gpa)}</p>` : ''}</div>`;
    });
    L.push(`<section>${H('school', 'Education')}${E.join('')}</section>`);
  }
  if (r.publications.length) {
    const P = r.publications.map((p) => {
      const dt = fmtDate(p.date, dstyle.how);
      t.publications.push(pubTruth(p, dt));
      return `<div class="entry">${dt ? `<p class="dates">${esc(dt)}</p>` : ''}<p class="title">${esc(p.title)}</p>${p.publisher ? `<p class="org"><i>${esc(p.publisher)}</i></p>` : ''}</div>`;
    });
    L.push(`<section>${H('book', 'Publications')}${P.join('')}</section>`);
  }
  // right column
  const R = [];
  const bar = (name) =>
    `<div class="skill"><p>${esc(name)}</p><div class="bar"><div style="width:${55 + (hash(key + name) % 9) * 5}%"></div></div></div>`;
  let shownSkills = null;
  if (r.skills.length) {
    if (skillsAs === 'grouped')
      R.push(
        `<section>${H('skills', 'Skills')}${r.skills.map((s) => `<p class="cat">${esc(s.category)}</p>${s.technologies.map(bar).join('')}`).join('')}</section>`,
      );
    else {
      // the first eight, taken from each category in turn, no categories
      shownSkills = [];
      for (let i = 0; shownSkills.length < 8 && r.skills.some((s) => s.technologies[i]); i++)
        for (const s of r.skills) if (s.technologies[i] && shownSkills.length < 8) shownSkills.push(s.technologies[i]);
      R.push(`<section>${H('skills', 'Skills')}${shownSkills.map(bar).join('')}</section>`);
    }
    t.skills = skillsTruth(r);
  }
  const langs = langsOf(src);
  R.push(
    `<section>${H('languages', 'Languages')}${langs
      .map(
        ([n, l]) =>
          `<div class="lang"><span>${esc(n)}</span><svg width="58" height="9" viewBox="0 0 58 9" aria-hidden="true">${[0, 1, 2, 3, 4].map((k) => `<circle cx="${4.5 + k * 12}" cy="4.5" r="4" fill="${k < (LEVEL[l] || 3) ? accent : '#d0d0d0'}"/>`).join('')}</svg></div>`,
      )
      .join('')}</section>`,
  );
  if (r.certifications.length) {
    const C = r.certifications.map((c) => {
      const dt = fmtDate(c.date, dstyle.how);
      t.certifications.push(certTruth(c, dt));
      return `<div class="cert"><p class="title small">${esc(c.name)}</p>${c.issuer ? `<p>${esc(c.issuer)}</p>` : ''}${dt ? `<p class="dates">${esc(dt)}</p>` : ''}</div>`;
    });
    R.push(`<section>${H('award', 'Certifications')}${C.join('')}</section>`);
  }
  if (shownSkills)
    onlyShown(t, (w, v) => /^skills\[\d+\]\.category$/.test(w) || (/^skills/.test(w) && !shownSkills.includes(v)));
  const css = `@page { size: ${paper}; margin: 0.5in 0 0.5in 0; }
@page :first { margin-top: 0; }
* { box-sizing: border-box; }
html, body { margin: 0; padding: 0; }
body { font-family: ${font}; font-size: 9.5pt; color: #333; line-height: 1.35; -webkit-print-color-adjust: exact; print-color-adjust: exact; }
p { margin: 0; }
.ic { flex: none; }
.band { background: ${accent}; color: #fff; padding: 30px 44px 22px; }
.band h1 { font-size: 26pt; font-weight: bold; letter-spacing: 0.12em; text-transform: uppercase; margin: 0; line-height: 1.1; }
.headline { font-size: 12.5pt; margin-top: 4px; color: #e8e8e8; letter-spacing: 0.03em; }
.contact { display: flex; flex-wrap: wrap; gap: 6px 22px; margin-top: 14px; font-size: 8.8pt; }
.ci { display: inline-flex; align-items: center; gap: 6px; }
.cols { display: flex; align-items: stretch; }
.left { width: 64%; padding: 18px 24px 0 44px; }
.right { width: 36%; padding: 18px 36px 0 20px; background: #f3f4f6; }
section { margin-bottom: 14px; }
h2 { display: flex; align-items: center; gap: 7px; font-size: 11pt; font-weight: bold; color: ${accent}; text-transform: uppercase; letter-spacing: 0.08em; margin: 0 0 8px; padding-bottom: 4px; border-bottom: 1px solid ${accent}; break-after: avoid; }
.entry { margin-bottom: 10px; }
.dates { font-size: 8.5pt; color: ${accent}; font-weight: bold; margin-bottom: 1px; break-after: avoid; }
.title { font-size: 10.5pt; font-weight: bold; color: #222; break-after: avoid; }
.title.small { font-size: 9.5pt; }
.org { color: #555; margin-bottom: 3px; break-after: avoid; }
.link { color: ${accent}; }
.para { margin-bottom: 4px; }
ul { list-style: none; margin: 3px 0 0; padding: 0; }
li { position: relative; padding-left: 13px; margin-bottom: 2px; }
li::before { content: ''; position: absolute; left: 2px; top: 0.55em; width: 5px; height: 5px; background: ${accent}; }
.cat { font-size: 8.5pt; font-weight: bold; color: #666; text-transform: uppercase; letter-spacing: 0.06em; margin: 8px 0 3px; }
.skill { margin-bottom: 5px; break-inside: avoid; }
.bar { height: 5px; background: #d6d6d6; border-radius: 3px; margin-top: 2px; }
.bar div { height: 5px; background: ${accent}; border-radius: 3px; }
.lang { display: flex; justify-content: space-between; align-items: center; margin-bottom: 4px; }
.cert { margin-bottom: 8px; }`;
  return {
    html: page(
      `${r.fullName} - Resume`,
      css,
      `${band}\n<div class="cols"><div class="left">${L.join('\n')}</div><div class="right">${R.join('\n')}</div></div>`,
    ),
    truth: t,
    pdf: { preferCSSPageSize: true },
    variant: { paper, dates: dstyle.how, dash: dstyle.dash.trim(), skills: skillsAs, headline: !!headline },
  };
}

// ---------------------------------------------------------------- timeline
function timeline(r, src) {
  const t = emptyTruth();
  const key = r.fullName + 'timeline';
  const paper = paperFor(src);
  const how = choose(['short', 'mm', 'long'], key + 'dates');
  const font = choose(["'Liberation Serif', serif", "'Caladea', serif", "'Liberation Sans', sans-serif"], key + 'font');
  const B = [];
  t.fullName = r.fullName;
  B.push(`<h1>${esc(r.fullName)}</h1>`);
  const headline = src?._meta?.label || '';
  if (headline) B.push(`<p class="headline">${esc(headline)}</p>`);
  const contact = contactOf(r, t, ['email', 'phone', 'linkedin']);
  const where = placeOf(src);
  B.push(
    `<p class="contact">${[...contact.map((c) => c.text), where].filter(Boolean).map(esc).join(' \u00a0|\u00a0 ')}</p>`,
  );
  const H = (s) => B.push(`<h2>${esc(s)}</h2>`);
  // an entry: its dates (start over end) or label in the left column, the rail, the entry
  const row = (left, body, cls = '') =>
    `<div class="row${cls}"><div class="when">${left}</div><div class="rail"></div><div class="what">${body}</div></div>`;
  const when = (d) =>
    [d.start, d.end]
      .filter(Boolean)
      .map((x) => `<p>${esc(x)}</p>`)
      .join('');
  const bullets = (arr) => (arr.length ? `<ul>${arr.map((b) => `<li>${esc(b)}</li>`).join('')}</ul>` : '');
  if (r.profile) {
    H('Summary');
    B.push(`<p class="summary">${esc(r.profile)}</p>`);
    t.profile = r.profile;
  }
  if (r.experience.length) {
    H('Experience');
    const E = r.experience.map((e) => {
      const d = range(e.start, e.end, how, ' \u2013 ');
      t.experience.push(expTruth(e, d));
      return row(
        when(d),
        `<p class="title">${esc(e.title)}</p><p class="org">${esc(e.company)} <span class="place">\u00b7 ${esc(pick(CITIES, e.company + e.title))}</span></p>${bullets(e.description)}`,
      );
    });
    B.push(`<div class="line">${E.join('')}</div>`);
  }
  if (r.education.length) {
    H('Education');
    const E = r.education.map((e) => {
      const d = range(e.start, e.end, how, ' \u2013 ');
      t.education.push(eduTruth(e, d));
      return row(
        when(d),
        `<p class="title">${esc(e.degree)}</p><p class="org">${esc(e.university)}</p>${e.gpa ? `<p class="gpa">GPA: ${esc(e.gpa)}</p>` : ''}`,
      );
    });
    B.push(`<div class="line">${E.join('')}</div>`);
  }
  if (r.projects.length) {
    H('Projects');
    const P = r.projects.map((p) => {
      t.projects.push(projTruth(p));
      return row(
        '',
        `<p class="title">${esc(p.name)}${p.ref ? ` <span class="link">${esc(urlText(p.ref))}</span>` : ''}</p>${bullets(p.description)}`,
      );
    });
    B.push(`<div class="line">${P.join('')}</div>`);
  }
  if (r.skills.length) {
    H('Skills');
    B.push(
      `<div class="line">${r.skills.map((s) => row(`<p class="cat">${esc(s.category)}</p>`, `<p>${esc(s.technologies.join(', '))}</p>`, ' tight')).join('')}</div>`,
    );
    t.skills = skillsTruth(r);
  }
  const dated = (title, by, dt) =>
    row(
      dt ? `<p>${esc(dt)}</p>` : '',
      `<p class="title">${esc(title)}</p>${by ? `<p class="org">${esc(by)}</p>` : ''}`,
      ' tight',
    );
  if (r.certifications.length) {
    H('Certifications');
    B.push(
      `<div class="line">${r.certifications
        .map((c) => {
          const dt = fmtDate(c.date, how);
          t.certifications.push(certTruth(c, dt));
          return dated(c.name, c.issuer, dt);
        })
        .join('')}</div>`,
    );
  }
  if (r.publications.length) {
    H('Publications');
    B.push(
      `<div class="line">${r.publications
        .map((p) => {
          const dt = fmtDate(p.date, how);
          t.publications.push(pubTruth(p, dt));
          return dated(p.title, p.publisher, dt);
        })
        .join('')}</div>`,
    );
  }
  const css = `@page { size: ${paper}; margin: 0.6in 0.7in; }
* { box-sizing: border-box; }
html, body { margin: 0; padding: 0; }
body { font-family: ${font}; font-size: 10pt; color: #222; line-height: 1.32; }
p { margin: 0; }
h1 { font-size: 24pt; font-weight: bold; margin: 0; letter-spacing: 0.02em; line-height: 1.1; }
.headline { font-size: 12pt; color: #555; margin-top: 2px; }
.contact { font-size: 9pt; color: #444; margin-top: 6px; }
h2 { font-variant: small-caps; font-size: 14pt; font-weight: bold; letter-spacing: 0.04em; color: #1f3a5f; margin: 16px 0 8px; padding-bottom: 2px; border-bottom: 1px solid #1f3a5f; break-after: avoid; }
.summary { text-align: justify; }
.row { display: grid; grid-template-columns: 0.95in 22px 1fr; }
.when { text-align: right; font-size: 9pt; color: #666; padding-top: 1px; line-height: 1.35; }
.when .cat { font-weight: bold; color: #333; }
.rail { position: relative; background: linear-gradient(#b8c2cc, #b8c2cc) no-repeat center / 2px 100%; }
.rail::after { content: ''; position: absolute; top: 4px; left: 6px; width: 10px; height: 10px; border-radius: 50%; background: #1f3a5f; border: 2px solid #fff; box-sizing: border-box; }
.row:first-child .rail { background-position: center 6px; background-size: 2px 100%; }
.row:last-child .rail { background-size: 2px 10px; background-position: center top; }
.row:only-child .rail { background: none; }
.what { padding: 0 0 10px 8px; }
.row.tight .what { padding-bottom: 6px; }
.title { font-weight: bold; font-size: 10.5pt; break-after: avoid; }
.org { font-style: italic; color: #333; break-after: avoid; }
.place, .link { font-style: normal; color: #666; font-size: 9pt; }
.gpa { color: #444; }
ul { margin: 3px 0 0; padding-left: 16px; list-style: disc; }
li { margin-bottom: 2px; }`;
  return {
    html: page(`${r.fullName} - Resume`, css, B.join('\n')),
    truth: t,
    pdf: { preferCSSPageSize: true },
    variant: { paper, dates: how, font: font.split(',')[0].replace(/'/g, ''), headline: !!headline },
  };
}

// ---------------------------------------------------------------- main
const GEN = { linkedin, gdocs, banner, timeline };
for (const s of opts.styles) if (!GEN[s]) throw new Error(`unknown style ${s} (have ${Object.keys(GEN).join(', ')})`);
const ids = opts.shared.prepareCorpus(opts.out, 'pdf', opts.src, opts.only);
if (!ids.length) throw new Error(`no canonical resumes in ${opts.src}`);
fs.mkdirSync(path.join(opts.out, 'html'), { recursive: true });
const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
const chromiumVersion = browser.version();
const tab = await (await browser.newContext()).newPage();
const docs = [],
  dropped = [];
const fontsOf = (pdf) =>
  [
    ...new Set(
      execFileSync('pdffonts', [pdf], { encoding: 'utf8' })
        .split('\n')
        .slice(2)
        .map((l) => (l.split(/\s+/)[0] || '').replace(/^[A-Z]{6}\+/, ''))
        .filter(Boolean),
    ),
  ].sort();
try {
  for (const id of ids) {
    const r = JSON.parse(fs.readFileSync(path.join(opts.src, `${id}.json`), 'utf8'));
    const srcFile = path.join(opts.source, `${id}.json`);
    const src = fs.existsSync(srcFile) ? JSON.parse(fs.readFileSync(srcFile, 'utf8')) : null;
    for (const style of opts.styles) {
      const name = `${id}.${style}.pdf`;
      const { html, truth, pdf, variant } = GEN[style](r, src);
      fs.writeFileSync(path.join(opts.out, 'html', `${id}.${style}.html`), html);
      await tab.setContent(html, { waitUntil: 'load' });
      await tab.evaluate(() => document.fonts.ready);
      const file = path.join(opts.out, 'docs/pdf', name);
      await tab.pdf({ path: file, printBackground: true, ...pdf });
      // reading-order text and layout text: a value counts as printed when either shows it whole
      const read = execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
      const layout = execFileSync('pdftotext', ['-layout', '-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
      const missing = missingTruth(truth, [read, layout], opts.norm, keepShown);
      if (!keepOrDrop(opts.out, { name, file, truth, missing, dropped })) continue;
      const pages = Number(
        (execFileSync('pdfinfo', [file], { encoding: 'utf8' }).match(/Pages:\s+(\d+)/) || [])[1] || 0,
      );
      docs.push({
        id: name,
        path: `docs/pdf/${name}`,
        theme: style,
        format: 'pdf',
        resume: id,
        groundTruth: `truth/${name}.json`,
        canonical: path.join(opts.src, `${id}.json`),
        source: `html/${id}.${style}.html`,
        variant,
        pages,
        fonts: fontsOf(file),
        textChars: read.length,
        bytes: fs.statSync(file).size,
      });
    }
    process.stdout.write(`${id} `);
  }
  console.log();
} finally {
  await browser.close().catch(() => {});
}
let playwrightVersion = '';
try {
  playwrightVersion = JSON.parse(
    fs.readFileSync(new URL(import.meta.resolve('playwright-core/package.json')), 'utf8'),
  ).version;
} catch {
  // the package does not export its package.json: the manifest then leaves the version out
}
writeManifest(opts.out, {
  description:
    'Held-out corpus P: resume PDFs printed by Chromium from HTML (playwright-core page.pdf) in four layouts (linkedin: LinkedIn\u2019s Save-to-PDF profile export with a grey Contact/Top Skills/Languages/Certifications sidebar, "Month YYYY - Present (N years M months)" dates, roles at one company grouped under it, "Page N of M" footers; gdocs: a Google Docs template with the contact on one " \u2022 " line, letter-spaced coloured capital headings, "Company, Location \u2014 Title" with the dates under it in grey capitals; banner: a Canva-like design with a coloured header band, SVG icon contact items and headings, skill bars and dates above each title in a wide left and narrow right column; timeline: dates in a left column beside a vertical line with dots, small-caps headings), from fresh canonical resumes (fixture gen.mjs, seed 8686); truth = what each document shows, dates as printed; every value checked against the PDF text.',
  generator: { script: 'gen-pdf-p.mjs', 'playwright-core': playwrightVersion, chromium: chromiumVersion },
  docs,
  dropped,
  kind: 'PDFs',
});
