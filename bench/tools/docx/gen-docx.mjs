#!/usr/bin/env node
// Turns canonical resumes (JSON, target shape) into DOCX resumes built the way
// people build them in Microsoft Word, in four styles, and writes the truth for
// each document: exactly the values the document shows, dates as printed.
//   tabs       one column, Heading 1 sections with a bottom border, dates on a right tab stop,
//              bullets from Word numbering, "Category: a, b, c" skills
//   table2col  the page is one borderless two-cell table: sidebar (contact, skills, education)
//              and main cell (summary, experience, projects, certifications, publications)
//   datesleft  each entry is a row of a borderless two-column table: dates left, entry right;
//              section headings in small caps or all caps
//   header     name and contact in the page header, "Experience:" headings, "Company (dates)",
//              footer with "Page X of Y" fields
// Usage: node gen-docx.mjs --src DIR --out DIR [--styles tabs,table2col,datesleft,header] [--ids r01,r02]
import fs from 'node:fs';
import path from 'node:path';
import {
  AlignmentType,
  BorderStyle,
  Document,
  Footer,
  Header,
  LevelFormat,
  Packer,
  Paragraph,
  ShadingType,
  SimpleField,
  Tab,
  TableRow,
  TabStopType,
  TextRun,
  HeadingLevel,
} from 'docx';
import * as docx from 'docx';
import {
  CITIES,
  certTruth,
  contactOf,
  dateRange,
  eduTruth,
  emptyTruth,
  ensureUrl,
  expTruth,
  formatDate,
  hash,
  keepShown,
  pick,
  prepareCorpus,
  projTruth,
  pubTruth,
  skillsTruth,
  urlText,
} from '../corpus-shared.mjs';
import { docxText, sq, wordBlocks } from './docx-shared.mjs';

const args = process.argv.slice(2);
const opt = (k, d) => (args.includes(k) ? args[args.indexOf(k) + 1] : d);
const SRC = opt('--src', '/work/shared/fixtures/parse-train/data/canonical');
const OUT = path.resolve(opt('--out', '/tmp/heldout-w'));
const STYLES = opt('--styles', 'tabs,table2col,datesleft,header').split(',');
const ONLY = opt('--ids', '') ? opt('--ids', '').split(',') : null;

// ---------------------------------------------------------------- helpers

// Each style prints dates its own way; the truth keeps the printed string.
const fmtDate = (s, how) => formatDate(s, how);
// A date range as printed, and its printed start/end for the truth. A range with one side
// prints that side alone (an end-only range counts as the end date).
const range = (start, end, how, dash = ' \u2013 ') => dateRange(fmtDate(start, how), fmtDate(end, how), dash);

// ---------------------------------------------------------------- Word building blocks
const { run, para, tabRun, link, contactRun, listItem, datedLine, cell, table } = wordBlocks(docx);
const bullet = (text) => listItem(text, 'bullets');
const rightTab = (pos) => [{ type: TabStopType.RIGHT, position: pos }];

// Letter with 1" margins or A4 with 2 cm margins; text width for tab stops and tables.
function pageFor(r) {
  const letter = hash(r.fullName + 'page') % 2 === 0;
  const page = letter
    ? { size: { width: 12240, height: 15840 }, margin: { top: 1440, right: 1440, bottom: 1440, left: 1440 } }
    : { size: { width: 11906, height: 16838 }, margin: { top: 1134, right: 1134, bottom: 1134, left: 1134 } };
  return { page, textWidth: page.size.width - page.margin.left - page.margin.right };
}

function makeDocument(r, sections, fontOpts) {
  return new Document({
    creator: r.fullName,
    lastModifiedBy: r.fullName,
    title: `${r.fullName} - Resume`,
    styles: {
      default: {
        document: {
          run: { font: fontOpts.font, size: fontOpts.size },
          paragraph: { spacing: { after: fontOpts.after ?? 60 } },
        },
        title: {
          run: { font: fontOpts.headFont || fontOpts.font, size: 48, bold: true, color: '000000' },
          paragraph: { spacing: { after: 60 } },
        },
        heading1: {
          run: { font: fontOpts.headFont || fontOpts.font, size: 26, bold: true, color: fontOpts.accent || '1F3864' },
          paragraph: {
            spacing: { before: 240, after: 80 },
            border: { bottom: { style: BorderStyle.SINGLE, size: 6, color: fontOpts.accent || '1F3864', space: 1 } },
          },
        },
        heading2: {
          run: {
            font: fontOpts.headFont || fontOpts.font,
            size: 22,
            bold: true,
            allCaps: true,
            color: fontOpts.accent || '2E74B5',
          },
          paragraph: { spacing: { before: 200, after: 60 } },
        },
        listParagraph: { paragraph: { indent: { left: 720 }, spacing: { after: 0 } } },
        hyperlink: { run: { color: '0563C1', underline: { type: 'single' } } },
      },
    },
    numbering: {
      config: [
        {
          reference: 'bullets',
          levels: [
            {
              level: 0,
              format: LevelFormat.BULLET,
              text: '\uF0B7',
              alignment: AlignmentType.LEFT,
              style: { paragraph: { indent: { left: 720, hanging: 360 } }, run: { font: 'Symbol' } },
            },
          ],
        },
      ],
    },
    sections,
  });
}

// ---------------------------------------------------------------- tabs
function tabs(r) {
  const t = emptyTruth();
  const { page, textWidth } = pageFor(r);
  const how = pick(['short', 'long', 'raw'], r.fullName + 'tabs-date');
  const twoLine = hash(r.fullName + 'tabs-entry') % 2 === 1; // company bold, then title italic
  const C = [];
  const tab = rightTab(textWidth);
  const H = (text) => para(text, { heading: HeadingLevel.HEADING_1 });
  C.push(para(sq(r.fullName), { heading: HeadingLevel.TITLE, alignment: AlignmentType.CENTER }));
  t.fullName = sq(r.fullName);
  const contact = contactOf(r, t, ['phone', 'email', 'linkedin']).map((c) => contactRun(c));
  C.push(
    para(
      contact.flatMap((c, i) => (i ? [run(' | '), c] : [c])),
      { alignment: AlignmentType.CENTER },
    ),
  );
  if (r.profile) {
    C.push(
      H(pick(['Summary', 'Professional Summary', 'Profile'], r.fullName + 'sum')),
      para(sq(r.profile), { alignment: AlignmentType.BOTH }),
    );
    t.profile = sq(r.profile);
  }
  if (r.experience.length) {
    C.push(H(pick(['Experience', 'Professional Experience', 'Work Experience'], r.fullName + 'exp')));
    for (const e of r.experience) {
      const d = range(e.start, e.end, how);
      if (twoLine) {
        C.push(
          para([run(sq(e.company), { bold: true }), tabRun(pick(CITIES, e.company + e.title))], {
            tabStops: tab,
            spacing: { before: 120, after: 0 },
          }),
        );
        C.push(para([run(sq(e.title), { italics: true }), tabRun(d.text)], { tabStops: tab }));
      } else {
        const head = [
          e.title && run(sq(e.title), { bold: true }),
          e.title && e.company && run(', '),
          e.company && run(sq(e.company)),
        ].filter(Boolean);
        C.push(para([...head, tabRun(d.text)], { tabStops: tab, spacing: { before: 120, after: 40 } }));
      }
      for (const b of e.description) C.push(bullet(sq(b)));
      t.experience.push(expTruth(e, d, sq));
    }
  }
  if (r.education.length) {
    C.push(H('Education'));
    for (const e of r.education) {
      const d = range(e.start, e.end, how);
      if (twoLine) {
        C.push(
          para([run(sq(e.university), { bold: true }), tabRun(d.text)], {
            tabStops: tab,
            spacing: { before: 120, after: 0 },
          }),
        );
        C.push(para([run(sq(e.degree), { italics: true }), ...(e.gpa ? [run(`; GPA: ${e.gpa}`)] : [])]));
      } else {
        C.push(
          para([run(sq(e.degree), { bold: true }), run(`, ${sq(e.university)}`), tabRun(d.text)], {
            tabStops: tab,
            spacing: { before: 120, after: 40 },
          }),
        );
        if (e.gpa) C.push(para(`GPA: ${e.gpa}`));
      }
      t.education.push(eduTruth(e, d, sq));
    }
  }
  if (r.skills.length) {
    C.push(H(pick(['Skills', 'Technical Skills', 'Core Skills'], r.fullName + 'sk')));
    for (const s of r.skills)
      C.push(
        para([run(`${sq(s.category)}:`, { bold: true }), run(` ${s.technologies.map(sq).join(', ')}`)], {
          spacing: { after: 20 },
        }),
      );
    t.skills = skillsTruth(r, sq);
  }
  if (r.projects.length) {
    C.push(H('Projects'));
    for (const p of r.projects) {
      const kids = [run(sq(p.name), { bold: true })];
      if (p.ref) kids.push(new TextRun({ children: [new Tab()] }), link(ensureUrl(p.ref), urlText(p.ref)));
      C.push(para(kids, { tabStops: tab, spacing: { before: 100, after: 20 } }));
      for (const b of p.description) C.push(bullet(sq(b)));
      t.projects.push(projTruth(p, sq));
    }
  }
  if (r.certifications.length) {
    C.push(H('Certifications'));
    for (const c of r.certifications) {
      const dt = fmtDate(c.date, how);
      C.push(datedLine(c.name, c.issuer, dt, { bold: true }, { tabStops: tab, spacing: { after: 20 } }));
      t.certifications.push(certTruth(c, dt, sq));
    }
  }
  if (r.publications.length) {
    C.push(H('Publications'));
    for (const p of r.publications) {
      const dt = fmtDate(p.date, how);
      C.push(datedLine(p.title, p.publisher, dt, { italics: true }, { tabStops: tab, spacing: { after: 20 } }));
      t.publications.push(pubTruth(p, dt, sq));
    }
  }
  const doc = makeDocument(r, [{ properties: { page }, children: C }], { font: 'Calibri', size: 22 });
  return { doc, truth: t, variant: { dates: how, entry: twoLine ? 'company-bold/title-italic' : 'title, company' } };
}

// ---------------------------------------------------------------- table2col
function table2col(r) {
  const t = emptyTruth();
  const { page, textWidth } = pageFor(r);
  const how = pick(['mm', 'short', 'raw'], r.fullName + 't2-date');
  const nameLeft = hash(r.fullName + 't2-name') % 2 === 0;
  const leftW = Math.round(textWidth * 0.32),
    rightW = textWidth - leftW;
  const H = (text) => para(text, { heading: HeadingLevel.HEADING_2 });
  const L = [],
    R = [];
  const nameP = para([run(sq(r.fullName), { bold: true, size: nameLeft ? 36 : 44, color: '1F3864' })], {
    spacing: { after: 120 },
  });
  t.fullName = sq(r.fullName);
  (nameLeft ? L : R).push(nameP);
  L.push(H('Contact'));
  for (const c of contactOf(r, t, ['phone', 'email', 'linkedin'])) L.push(para([contactRun(c)]));
  if (r.skills.length) {
    L.push(H('Skills'));
    for (const s of r.skills) {
      L.push(para([run(sq(s.category), { bold: true })], { spacing: { before: 80, after: 20 } }));
      for (const x of s.technologies) L.push(para(sq(x), { spacing: { after: 0 } }));
    }
    t.skills = skillsTruth(r, sq);
  }
  if (r.education.length) {
    L.push(H('Education'));
    for (const e of r.education) {
      const d = range(e.start, e.end, how);
      L.push(para([run(sq(e.degree), { bold: true })], { spacing: { before: 80, after: 0 } }));
      L.push(para(sq(e.university), { spacing: { after: 0 } }));
      if (d.text) L.push(para([run(d.text, { italics: true })], { spacing: { after: 0 } }));
      if (e.gpa) L.push(para(`GPA: ${e.gpa}`, { spacing: { after: 0 } }));
      t.education.push(eduTruth(e, d, sq));
    }
  }
  if (r.profile) {
    R.push(H('Profile'), para(sq(r.profile)));
    t.profile = sq(r.profile);
  }
  if (r.experience.length) {
    R.push(H('Experience'));
    for (const e of r.experience) {
      const d = range(e.start, e.end, how);
      R.push(para([run(sq(e.title), { bold: true })], { spacing: { before: 120, after: 0 } }));
      R.push(
        para([run([sq(e.company), d.text].filter(Boolean).join(' | '), { italics: true, color: '595959' })], {
          spacing: { after: 40 },
        }),
      );
      for (const b of e.description) R.push(bullet(sq(b)));
      t.experience.push(expTruth(e, d, sq));
    }
  }
  if (r.projects.length) {
    R.push(H('Projects'));
    for (const p of r.projects) {
      R.push(para([run(sq(p.name), { bold: true })], { spacing: { before: 100, after: 0 } }));
      if (p.ref) R.push(para([link(ensureUrl(p.ref), urlText(p.ref))], { spacing: { after: 20 } }));
      for (const b of p.description) R.push(bullet(sq(b)));
      t.projects.push(projTruth(p, sq));
    }
  }
  if (r.certifications.length) {
    R.push(H('Certifications'));
    for (const c of r.certifications) {
      const dt = fmtDate(c.date, how);
      R.push(para([run(sq(c.name), { bold: true })], { spacing: { before: 60, after: 0 } }));
      const sub = [sq(c.issuer), dt].filter(Boolean).join(' \u00b7 ');
      if (sub) R.push(para(sub));
      t.certifications.push(certTruth(c, dt, sq));
    }
  }
  if (r.publications.length) {
    R.push(H('Publications'));
    for (const p of r.publications) {
      const dt = fmtDate(p.date, how);
      R.push(
        para([run(sq(p.title), { italics: true }), run(`. ${[sq(p.publisher), dt].filter(Boolean).join(', ')}`)], {
          spacing: { after: 60 },
        }),
      );
      t.publications.push(pubTruth(p, dt, sq));
    }
  }
  const margins = { top: 0, bottom: 0, left: 115, right: 115 };
  const grid = table(
    [
      new TableRow({
        children: [
          cell(L, leftW, {
            shading: { type: ShadingType.CLEAR, color: 'auto', fill: 'F2F2F2' },
            margins: { ...margins, top: 115 },
          }),
          cell(R, rightW, { margins: { ...margins, left: 288 } }),
        ],
      }),
    ],
    [leftW, rightW],
  );
  const doc = makeDocument(r, [{ properties: { page }, children: [grid, para([])] }], {
    font: 'Arial',
    size: 20,
    accent: '2E74B5',
  });
  return { doc, truth: t, variant: { dates: how, name: nameLeft ? 'left cell' : 'right cell' } };
}

// ---------------------------------------------------------------- datesleft
function datesleft(r) {
  const t = emptyTruth();
  const { page, textWidth } = pageFor(r);
  const how = pick(['year', 'short'], r.fullName + 'dl-date');
  const caps = pick(['smallCaps', 'allCaps', 'typed'], r.fullName + 'dl-caps');
  const leftW = how === 'year' ? 1700 : 2300,
    rightW = textWidth - leftW;
  const C = [];
  const H = (text) =>
    para(
      [
        run(caps === 'typed' ? text.toUpperCase() : text, {
          bold: true,
          size: 24,
          characterSpacing: 20,
          ...(caps === 'smallCaps' ? { smallCaps: true } : {}),
          ...(caps === 'allCaps' ? { allCaps: true } : {}),
        }),
      ],
      {
        spacing: { before: 240, after: 80 },
        border: { bottom: { style: BorderStyle.SINGLE, size: 4, color: '808080', space: 1 } },
      },
    );
  const row = (left, right) => new TableRow({ children: [cell(left, leftW), cell(right, rightW)] });
  const dateCell = (text) => (text ? [para([run(text)], { spacing: { after: 0 } })] : []);
  C.push(
    para([run(sq(r.fullName), { bold: true, size: 40 })], { alignment: AlignmentType.CENTER, spacing: { after: 40 } }),
  );
  t.fullName = sq(r.fullName);
  const contact = contactOf(r, t, ['email', 'phone', 'linkedin']).map((c) => c.text);
  C.push(para(contact.join('  \u2022  '), { alignment: AlignmentType.CENTER }));
  if (r.profile) {
    C.push(H('Summary'), para(sq(r.profile)));
    t.profile = sq(r.profile);
  }
  if (r.experience.length) {
    C.push(H('Experience'));
    const rows = [];
    for (const e of r.experience) {
      const d = range(e.start, e.end, how);
      const right = [para([run(sq(e.title), { bold: true })], { spacing: { after: 0 } })];
      if (e.company) right.push(para([run(sq(e.company), { italics: true })], { spacing: { after: 40 } }));
      for (const b of e.description) right.push(bullet(sq(b)));
      right.push(para([], { spacing: { after: 60 } }));
      rows.push(row(dateCell(d.text), right));
      t.experience.push(expTruth(e, d, sq));
    }
    C.push(table(rows, [leftW, rightW]));
  }
  if (r.education.length) {
    C.push(H('Education'));
    const rows = [];
    for (const e of r.education) {
      const d = range(e.start, e.end, how);
      const right = [
        para([run(sq(e.degree), { bold: true })], { spacing: { after: 0 } }),
        para(sq(e.university), { spacing: { after: 0 } }),
      ];
      if (e.gpa) right.push(para(`GPA: ${e.gpa}`, { spacing: { after: 0 } }));
      right.push(para([], { spacing: { after: 60 } }));
      rows.push(row(dateCell(d.text), right));
      t.education.push(eduTruth(e, d, sq));
    }
    C.push(table(rows, [leftW, rightW]));
  }
  if (r.projects.length) {
    C.push(H('Projects'));
    const rows = [];
    for (const p of r.projects) {
      const right = [
        para(
          [
            run(sq(p.name), { bold: true }),
            ...(p.ref ? [run(' \u2013 '), link(ensureUrl(p.ref), urlText(p.ref))] : []),
          ],
          { spacing: { after: 20 } },
        ),
      ];
      for (const b of p.description) right.push(bullet(sq(b)));
      right.push(para([], { spacing: { after: 60 } }));
      rows.push(row([], right));
      t.projects.push(projTruth(p, sq));
    }
    C.push(table(rows, [leftW, rightW]));
  }
  if (r.skills.length) {
    C.push(H('Skills'));
    C.push(
      table(
        r.skills.map((s) =>
          row(
            [para([run(sq(s.category), { bold: true })], { spacing: { after: 40 } })],
            [para(s.technologies.map(sq).join(', '), { spacing: { after: 40 } })],
          ),
        ),
        [leftW, rightW],
      ),
    );
    t.skills = skillsTruth(r, sq);
  }
  if (r.certifications.length) {
    C.push(H('Certifications'));
    C.push(
      table(
        r.certifications.map((c) => {
          const dt = fmtDate(c.date, how);
          t.certifications.push(certTruth(c, dt, sq));
          return row(dateCell(dt), [
            para(
              [run(sq(c.name), { bold: true }), ...(c.issuer ? [run(', '), run(sq(c.issuer), { italics: true })] : [])],
              { spacing: { after: 40 } },
            ),
          ]);
        }),
        [leftW, rightW],
      ),
    );
  }
  if (r.publications.length) {
    C.push(H('Publications'));
    C.push(
      table(
        r.publications.map((p) => {
          const dt = fmtDate(p.date, how);
          t.publications.push(pubTruth(p, dt, sq));
          return row(dateCell(dt), [
            para(
              [
                run(`\u201c${sq(p.title)}\u201d`),
                ...(p.publisher ? [run(', '), run(sq(p.publisher), { italics: true })] : []),
              ],
              { spacing: { after: 40 } },
            ),
          ]);
        }),
        [leftW, rightW],
      ),
    );
  }
  C.push(para([])); // Word ends the body with a paragraph, never with a table
  const doc = makeDocument(r, [{ properties: { page }, children: C }], { font: 'Garamond', size: 23 });
  return { doc, truth: t, variant: { dates: how, headings: caps } };
}

// ---------------------------------------------------------------- header
function header(r) {
  const t = emptyTruth();
  const { page } = pageFor(r);
  const how = pick(['year', 'short', 'long'], r.fullName + 'hd-date');
  const oneLine = hash(r.fullName + 'hd-entry') % 2 === 0; // "Title, Company (dates)" on one line
  const C = [];
  const H = (text) => para([run(`${text}:`, { bold: true, size: 26 })], { spacing: { before: 240, after: 80 } });
  // page header: name and contact
  t.fullName = sq(r.fullName);
  const contact = contactOf(r, t, ['phone', 'email', 'linkedin']).map((c) => contactRun(c));
  const head = new Header({
    children: [
      para([run(sq(r.fullName), { bold: true, size: 36 })], { alignment: AlignmentType.CENTER, spacing: { after: 0 } }),
      para(
        contact.flatMap((c, i) => (i ? [run(' \u00b7 '), c] : [c])),
        {
          alignment: AlignmentType.CENTER,
          border: { bottom: { style: BorderStyle.SINGLE, size: 4, color: 'auto', space: 4 } },
        },
      ),
    ],
  });
  if (r.profile) {
    C.push(H(pick(['Summary', 'Objective', 'Profile'], r.fullName + 'hsum')), para(sq(r.profile)));
    t.profile = sq(r.profile);
  }
  if (r.experience.length) {
    C.push(H('Experience'));
    for (const e of r.experience) {
      const d = range(e.start, e.end, how);
      const comp = [sq(e.company), d.text && `(${d.text})`].filter(Boolean).join(' ');
      if (oneLine)
        C.push(
          para([run(sq(e.title), { bold: true }), ...(comp ? [run(`, ${comp}`)] : [])], {
            spacing: { before: 120, after: 40 },
          }),
        );
      else {
        C.push(para([run(sq(e.title), { bold: true })], { spacing: { before: 120, after: 0 } }));
        if (comp) C.push(para(comp, { spacing: { after: 40 } }));
      }
      for (const b of e.description) C.push(bullet(sq(b)));
      t.experience.push(expTruth(e, d, sq));
    }
  }
  if (r.education.length) {
    C.push(H('Education'));
    for (const e of r.education) {
      const d = range(e.start, e.end, how);
      const tail = [sq(e.university), d.text && `(${d.text})`].filter(Boolean).join(' ');
      C.push(
        para([run(sq(e.degree), { bold: true }), run(`, ${tail}`), ...(e.gpa ? [run(`; GPA: ${e.gpa}`)] : [])], {
          spacing: { after: 40 },
        }),
      );
      t.education.push(eduTruth(e, d, sq));
    }
  }
  if (r.skills.length) {
    C.push(H('Skills'));
    for (const s of r.skills)
      C.push(
        new Paragraph({
          style: 'ListParagraph',
          numbering: { reference: 'bullets', level: 0 },
          children: [run(`${sq(s.category)}: `, { bold: true }), run(s.technologies.map(sq).join(', '))],
        }),
      );
    t.skills = skillsTruth(r, sq);
  }
  if (r.projects.length) {
    C.push(H('Projects'));
    for (const p of r.projects) {
      C.push(
        para(
          [
            run(sq(p.name), { bold: true }),
            ...(p.ref ? [run(' \u2013 '), link(ensureUrl(p.ref), urlText(p.ref))] : []),
          ],
          { spacing: { before: 100, after: 20 } },
        ),
      );
      for (const b of p.description) C.push(bullet(sq(b)));
      t.projects.push(projTruth(p, sq));
    }
  }
  if (r.certifications.length) {
    C.push(H('Certifications'));
    for (const c of r.certifications) {
      const dt = fmtDate(c.date, how);
      C.push(bullet([sq(c.name), sq(c.issuer)].filter(Boolean).join(', ') + (dt ? ` (${dt})` : '')));
      t.certifications.push(certTruth(c, dt, sq));
    }
  }
  if (r.publications.length) {
    C.push(H('Publications'));
    for (const p of r.publications) {
      const dt = fmtDate(p.date, how);
      C.push(
        bullet(`\u201c${sq(p.title)}\u201d` + (p.publisher ? `, ${sq(p.publisher)}` : '') + (dt ? ` (${dt})` : '')),
      );
      t.publications.push(pubTruth(p, dt, sq));
    }
  }
  // "Page X of Y" as PAGE / NUMPAGES fields, with the values Word caches when it saves (a rough page count)
  const pages = String(Math.max(1, Math.ceil(JSON.stringify(t).length / 2700)));
  const foot = new Footer({
    children: [
      para(
        [
          run('Page ', { size: 18 }),
          new SimpleField('PAGE', '1'),
          run(' of ', { size: 18 }),
          new SimpleField('NUMPAGES', pages),
        ],
        { alignment: AlignmentType.CENTER },
      ),
    ],
  });
  const doc = makeDocument(
    r,
    [{ properties: { page }, headers: { default: head }, footers: { default: foot }, children: C }],
    { font: 'Times New Roman', size: 24 },
  );
  return {
    doc,
    truth: t,
    variant: { dates: how, entry: oneLine ? 'title, company (dates)' : 'title / company (dates)' },
  };
}

// ---------------------------------------------------------------- read back and verify
const normText = (s) =>
  String(s ?? '')
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
const compact = (s) => normText(s).replace(/ /g, '');
// Drops (and reports) any truth value the document's text does not show.
function verify(gt, text) {
  const n = compact(text);
  const dropped = [];
  const chk = (val, where, kind) => {
    if (!val) return val;
    let ok;
    if (kind === 'phone') ok = text.replace(/\D+/g, '').includes(val.replace(/\D+/g, ''));
    else if (kind === 'url' || kind === 'linkedin') ok = n.includes(compact(urlText(val)));
    else ok = n.includes(compact(val));
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
const GEN = { tabs, table2col, datesleft, header };
async function main() {
  for (const s of STYLES) if (!GEN[s]) throw new Error(`unknown style ${s}`);
  const ids = prepareCorpus(OUT, 'docx', SRC, ONLY);
  const docs = [];
  for (const id of ids) {
    const r = JSON.parse(fs.readFileSync(path.join(SRC, `${id}.json`), 'utf8'));
    for (const style of STYLES) {
      const name = `${id}.${style}.docx`;
      const { doc, truth, variant } = GEN[style](r);
      const file = path.join(OUT, 'docs/docx', name);
      fs.writeFileSync(file, await Packer.toBuffer(doc));
      const { text, parts } = docxText(file);
      const dropped = verify(truth, text);
      fs.writeFileSync(path.join(OUT, 'truth', `${name}.json`), JSON.stringify(truth, null, 2) + '\n');
      docs.push({
        id: name,
        path: `docs/docx/${name}`,
        theme: style,
        format: 'docx',
        resume: id,
        groundTruth: `truth/${name}.json`,
        canonical: path.join(SRC, `${id}.json`),
        variant,
        parts,
        textChars: text.length,
        bytes: fs.statSync(file).size,
        droppedFromTruth: dropped,
      });
      if (dropped.length) console.warn(`${name}: dropped ${dropped.length}: ${dropped.slice(0, 4).join(' | ')}`);
    }
  }
  fs.writeFileSync(
    path.join(OUT, 'manifest.json'),
    JSON.stringify(
      {
        description:
          'Word-made resume DOCX (tabs, table2col, datesleft, header) from parse-train canonical resumes, written with the npm package docx; truth = what each document shows (body, page header and footer), dates as printed.',
        generator: {
          script: 'gen-docx.mjs',
          docx: JSON.parse(fs.readFileSync(new URL('../node_modules/docx/package.json', import.meta.url), 'utf8'))
            .version,
        },
        counts: { documents: docs.length },
        documents: docs,
      },
      null,
      2,
    ) + '\n',
  );
  console.log(`wrote ${docs.length} DOCX; dropped values: ${docs.reduce((s, d) => s + d.droppedFromTruth.length, 0)}`);
}

await main();
