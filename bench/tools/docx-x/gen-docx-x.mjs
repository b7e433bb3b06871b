#!/usr/bin/env node
// Held-out corpus X: Word (.docx) resumes in four layouts built with Word features that the other DOCX
// corpora (parse-train's DOCX themes, held-out W: tabs, table2col, datesleft, header) do not use. Each
// document's truth holds exactly the values it prints (dates as printed; fields not printed are emptied),
// and every truth value is checked against the document's own text (body and page headers); a document
// with a value that cannot be found is dropped and reported, never kept with a silently trimmed truth.
//   cols        a one-column first section (name, contact) and then a continuous two-column SECTION
//               (w:cols count 2) for the body; Heading 1 section headings; experience as a bold title
//               line, "Company, City", a dates line ("Jan 2020 – Present"); bullets from Word numbering
//               (a bullet level), never typed bullet characters; sometimes a column break before Education
//   plainbold   no heading styles at all: headings are Normal paragraphs, bold ALL CAPS (typed capitals or
//               the caps run property) with a bottom paragraph border; the name in the built-in "Title"
//               style; the contact line in the page HEADER; "Title, Company" in bold with the dates on a
//               RIGHT tab stop at the margin ("01/2020 – 03/2022"); skills as "Category<TAB>a, b, c" on a
//               left tab stop with a hanging indent; dash bullets from Word numbering
//   skilltable  a modern template: name and a one-line headline; contact in a borderless 3-column table
//               (email | phone | linkedin); skills as a borderless grid: category in bold in the first
//               row, one technology per row below it, 3-4 categories side by side; experience with the
//               company as Heading 2 and "Title | January 2020 – Present" on the next line; highlights as a
//               decimal numbered list restarted for each entry
//   sidebar     the whole page is a two-column table: a top row merged across both columns (gridSpan)
//               with the name on a dark fill; then a shaded left cell (~30%: contact, skills, languages,
//               education) and a right cell (profile, experience, projects, certifications,
//               publications); headings inside cells as bold coloured capitals with character spacing
//               (w:spacing on the runs); dates in italics on their own line ("2020 - 2022")
// Languages (sidebar) and the headline (skilltable) are printed but have no truth field.
// Usage: node gen-docx-x.mjs --src DIR --out DIR [--source DIR] [--styles cols,plainbold,skilltable,sidebar]
//        [--ids r01,r02] [--shared corpus-shared.mjs] [--norm norm.mjs]
//   --src     canonical resumes (rNN.json, target shape); --source the generator's source files (for the
//             "_meta" rendering extras: headline, country), default SRC/../source
//   --shared  ../corpus-shared.mjs of bench/tools; --norm the fixture tools' lib/norm.mjs
import {
  AlignmentType,
  BorderStyle,
  ColumnBreak,
  Header,
  HeadingLevel,
  Packer,
  SectionType,
  ShadingType,
  Tab,
  TableRow,
  TabStopType,
  TextRun,
  VerticalAlign,
} from 'docx';
import * as docx from 'docx';
import { corpusOptions, pageSetup, sq, wordBlocks, writeDocxCorpus } from '../docx/docx-shared.mjs';

const opts = await corpusOptions(import.meta.url, {
  out: '/tmp/heldout-x',
  styles: 'cols,plainbold,skilltable,sidebar',
});
const {
  CITIES,
  LANGS,
  certTruth,
  contactOf,
  dateRange,
  eduTruth,
  emptyTruth,
  ensureUrl,
  expTruth,
  formatDate,
  hash,
  pick,
  projTruth,
  pubTruth,
  skillsTruth,
  urlText,
} = opts.shared;

// ---------------------------------------------------------------- text helpers
// One date format per layout: short "Jan 2020", mm "01/2020", long "January 2020", year "2020".
const fmtDate = (s, how) => formatDate(s, how);
// A range as printed and its printed start/end for the truth; a range with one side prints that side
// alone (an end-only range counts as the end date).
const range = (start, end, how, dash) => dateRange(fmtDate(start, how), fmtDate(end, how), dash);

// ---------------------------------------------------------------- Word building blocks
const { run, para, tabRun, link, contactRun, listItem, datedLine, cell, table, makeDocument } = wordBlocks(docx, {
  emptyCell: { spacing: { after: 0 } },
});
// Letter with 1" (or 0.75") margins, or A4 with 2 cm margins.
const pageFor = (r, narrow = false) => pageSetup(hash(r.fullName + 'xpage') % 2 === 0, narrow);

// ---------------------------------------------------------------- cols
function cols(r) {
  const t = emptyTruth();
  const { page } = pageFor(r, true);
  const how = 'short';
  const dash = pick([' \u2013 ', ' - '], r.fullName + 'cols-dash');
  const colBreak = hash(r.fullName + 'cols-break') % 2 === 0;
  const H = (text) => para(text, { heading: HeadingLevel.HEADING_1 });
  // first section: one column, name and contact
  t.fullName = sq(r.fullName);
  const contact = contactOf(r, t, ['email', 'phone', 'linkedin']);
  const head = [
    para([run(sq(r.fullName), { bold: true, size: 44, color: '1F3864' })], {
      alignment: AlignmentType.CENTER,
      spacing: { after: 40 },
    }),
    para(
      contact.flatMap((c, i) => (i ? [run('  |  '), contactRun(c)] : [contactRun(c)])),
      {
        alignment: AlignmentType.CENTER,
        spacing: { after: 160 },
        border: { bottom: { style: BorderStyle.SINGLE, size: 12, color: '1F3864', space: 6 } },
      },
    ),
  ];
  // second section: two columns
  const C = [];
  if (r.profile) {
    C.push(H('Profile'), para(sq(r.profile), { alignment: AlignmentType.BOTH }));
    t.profile = sq(r.profile);
  }
  if (r.experience.length) {
    C.push(H('Experience'));
    for (const e of r.experience) {
      const d = range(e.start, e.end, how, dash);
      C.push(para([run(sq(e.title), { bold: true })], { spacing: { before: 120, after: 0 }, keepNext: true }));
      const where = [sq(e.company), pick(CITIES, e.company + e.title)].filter(Boolean).join(', ');
      C.push(para([run(where, { italics: true })], { spacing: { after: 0 }, keepNext: true }));
      if (d.text) C.push(para([run(d.text, { color: '595959', size: 19 })], { spacing: { after: 40 } }));
      for (const b of e.description) C.push(listItem(sq(b), 'bullets'));
      t.experience.push(expTruth(e, d, sq));
    }
  }
  if (r.projects.length) {
    C.push(H('Projects'));
    for (const p of r.projects) {
      C.push(para([run(sq(p.name), { bold: true })], { spacing: { before: 100, after: 0 }, keepNext: true }));
      if (p.ref) C.push(para([link(ensureUrl(p.ref), urlText(p.ref), { size: 19 })], { spacing: { after: 20 } }));
      for (const b of p.description) C.push(listItem(sq(b), 'bullets'));
      t.projects.push(projTruth(p, sq));
    }
  }
  const eduHead = H('Education');
  if (r.education.length) {
    if (colBreak) C.push(para([new ColumnBreak()], { spacing: { after: 0 } }));
    C.push(eduHead);
    for (const e of r.education) {
      const d = range(e.start, e.end, how, dash);
      C.push(para([run(sq(e.degree), { bold: true })], { spacing: { before: 100, after: 0 }, keepNext: true }));
      C.push(para(sq(e.university), { spacing: { after: 0 } }));
      const sub = [d.text, e.gpa && `GPA ${e.gpa}`].filter(Boolean).join(' \u00b7 ');
      if (sub) C.push(para([run(sub, { color: '595959', size: 19 })], { spacing: { after: 40 } }));
      t.education.push(eduTruth(e, d, sq));
    }
  }
  if (r.skills.length) {
    C.push(H('Skills'));
    for (const s of r.skills) {
      C.push(para([run(sq(s.category), { bold: true })], { spacing: { before: 60, after: 0 }, keepNext: true }));
      C.push(para(s.technologies.map(sq).join(', '), { spacing: { after: 40 } }));
    }
    t.skills = skillsTruth(r, sq);
  }
  if (r.certifications.length) {
    C.push(H('Certifications'));
    for (const c of r.certifications) {
      const dt = fmtDate(c.date, how);
      C.push(para([run(sq(c.name), { bold: true })], { spacing: { before: 60, after: 0 }, keepNext: true }));
      const sub = [sq(c.issuer), dt].filter(Boolean).join(', ');
      if (sub) C.push(para(sub, { spacing: { after: 40 } }));
      t.certifications.push(certTruth(c, dt, sq));
    }
  }
  if (r.publications.length) {
    C.push(H('Publications'));
    for (const p of r.publications) {
      const dt = fmtDate(p.date, how);
      C.push(
        para(
          [
            run(`\u201c${sq(p.title)}\u201d`),
            run(
              [sq(p.publisher), dt]
                .filter(Boolean)
                .map((x) => `, ${x}`)
                .join(''),
              { italics: true },
            ),
          ],
          { spacing: { after: 60 } },
        ),
      );
      t.publications.push(pubTruth(p, dt, sq));
    }
  }
  const doc = makeDocument(
    r,
    [
      { properties: { page }, children: head },
      {
        properties: { page, type: SectionType.CONTINUOUS, column: { count: 2, space: 567, equalWidth: true } },
        children: C,
      },
    ],
    { font: 'Cambria', size: 20, accent: '1F3864' },
  );
  return { doc, truth: t, variant: { dates: how, dash: dash.trim(), columnBreak: colBreak } };
}

// ---------------------------------------------------------------- plainbold
function plainbold(r) {
  const t = emptyTruth();
  const { page, textWidth } = pageFor(r);
  const how = 'mm';
  const caps = pick(['typed', 'allCaps'], r.fullName + 'pb-caps');
  const tab = [{ type: TabStopType.RIGHT, position: textWidth }];
  const H = (text) =>
    para([run(caps === 'typed' ? text.toUpperCase() : text, { bold: true, size: 24, allCaps: caps === 'allCaps' })], {
      spacing: { before: 240, after: 100 },
      keepNext: true,
      border: { bottom: { style: BorderStyle.SINGLE, size: 6, color: '000000', space: 1 } },
    });
  const C = [];
  C.push(para(sq(r.fullName), { heading: HeadingLevel.TITLE }));
  t.fullName = sq(r.fullName);
  const contact = contactOf(r, t, ['email', 'phone', 'linkedin']);
  const head = new Header({
    children: [
      para(
        contact.flatMap((c, i) =>
          i ? [run('  \u2022  ', { size: 18 }), contactRun(c, { size: 18 })] : [contactRun(c, { size: 18 })],
        ),
        { alignment: AlignmentType.RIGHT },
      ),
    ],
  });
  if (r.profile) {
    C.push(H(pick(['Summary', 'Professional Summary'], r.fullName + 'pb-sum')), para(sq(r.profile)));
    t.profile = sq(r.profile);
  }
  if (r.experience.length) {
    C.push(H(pick(['Experience', 'Work Experience', 'Employment History'], r.fullName + 'pb-exp')));
    for (const e of r.experience) {
      const d = range(e.start, e.end, how, ' \u2013 ');
      const left = [sq(e.title), sq(e.company)].filter(Boolean).join(', ');
      C.push(
        para([run(left, { bold: true }), ...(d.text ? [tabRun(d.text)] : [])], {
          tabStops: tab,
          spacing: { before: 140, after: 40 },
          keepNext: true,
        }),
      );
      for (const b of e.description) C.push(listItem(sq(b), 'dashes'));
      t.experience.push(expTruth(e, d, sq));
    }
  }
  if (r.education.length) {
    C.push(H('Education'));
    for (const e of r.education) {
      const d = range(e.start, e.end, how, ' \u2013 ');
      const left = [sq(e.degree), sq(e.university)].filter(Boolean).join(', ');
      C.push(
        para([run(left, { bold: true }), ...(d.text ? [tabRun(d.text)] : [])], {
          tabStops: tab,
          spacing: { before: 100, after: 20 },
        }),
      );
      if (e.gpa) C.push(para(`GPA: ${e.gpa}`, { indent: { left: 270 } }));
      t.education.push(eduTruth(e, d, sq));
    }
  }
  if (r.skills.length) {
    C.push(H('Skills'));
    for (const s of r.skills)
      C.push(
        para([run(sq(s.category), { bold: true }), tabRun(s.technologies.map(sq).join(', '))], {
          tabStops: [{ type: TabStopType.LEFT, position: 2268 }],
          indent: { left: 2268, hanging: 2268 },
          spacing: { after: 40 },
        }),
      );
    t.skills = skillsTruth(r, sq);
  }
  if (r.projects.length) {
    C.push(H('Projects'));
    for (const p of r.projects) {
      const kids = [run(sq(p.name), { bold: true })];
      if (p.ref) kids.push(new TextRun({ children: [new Tab()] }), link(ensureUrl(p.ref), urlText(p.ref)));
      C.push(para(kids, { tabStops: tab, spacing: { before: 100, after: 20 }, keepNext: true }));
      for (const b of p.description) C.push(listItem(sq(b), 'dashes'));
      t.projects.push(projTruth(p, sq));
    }
  }
  if (r.certifications.length) {
    C.push(H('Certifications'));
    for (const c of r.certifications) {
      const dt = fmtDate(c.date, how);
      C.push(datedLine(c.name, c.issuer, dt, { bold: true }, { tabStops: tab, spacing: { after: 40 } }));
      t.certifications.push(certTruth(c, dt, sq));
    }
  }
  if (r.publications.length) {
    C.push(H('Publications'));
    for (const p of r.publications) {
      const dt = fmtDate(p.date, how);
      C.push(datedLine(p.title, p.publisher, dt, { italics: true }, { tabStops: tab, spacing: { after: 40 } }));
      t.publications.push(pubTruth(p, dt, sq));
    }
  }
  const doc = makeDocument(r, [{ properties: { page }, headers: { default: head }, children: C }], {
    font: 'Georgia',
    size: 21,
  });
  return { doc, truth: t, variant: { dates: how, headings: caps } };
}

// ---------------------------------------------------------------- skilltable
function skilltable(r, src) {
  const t = emptyTruth();
  const { page, textWidth } = pageFor(r, true);
  const how = 'long';
  const accent = '0F6E6E';
  const C = [];
  const H = (text) => para(text, { heading: HeadingLevel.HEADING_1 });
  C.push(
    para([run(sq(r.fullName), { bold: true, size: 56, color: accent, font: 'Calibri Light' })], {
      spacing: { after: 0 },
    }),
  );
  t.fullName = sq(r.fullName);
  const headline = src?._meta?.label || r.experience[0]?.title || '';
  if (headline) C.push(para([run(sq(headline), { size: 26, color: '595959' })], { spacing: { after: 120 } }));
  const contact = contactOf(r, t, ['email', 'phone', 'linkedin']);
  if (contact.length) {
    const w = Math.floor(textWidth / contact.length);
    C.push(
      table(
        [
          new TableRow({
            children: contact.map((c, i) =>
              cell(
                [
                  para(
                    [
                      run(c.kind === 'email' ? 'Email' : c.kind === 'phone' ? 'Phone' : 'LinkedIn', {
                        bold: true,
                        size: 16,
                        color: accent,
                        allCaps: true,
                      }),
                    ],
                    { spacing: { after: 0 } },
                  ),
                  para([contactRun(c, { size: 19 })], { spacing: { after: 0 } }),
                ],
                w,
                { margins: { left: i ? 115 : 0, right: 115, top: 0, bottom: 0 } },
              ),
            ),
          }),
        ],
        contact.map(() => w),
      ),
    );
  }
  if (r.profile) {
    C.push(H('About Me'), para(sq(r.profile)));
    t.profile = sq(r.profile);
  }
  if (r.skills.length) {
    C.push(H('Skills'));
    const n = r.skills.length;
    const per = n <= 4 ? n : Math.ceil(n / Math.ceil(n / 4));
    for (let k = 0; k < n; k += per) {
      const group = r.skills.slice(k, k + per);
      const w = Math.floor(textWidth / per);
      const depth = Math.max(...group.map((s) => s.technologies.length));
      const rows = [
        new TableRow({
          children: group.map((s) =>
            cell([para([run(sq(s.category), { bold: true, color: accent })], { spacing: { after: 40 } })], w),
          ),
        }),
      ];
      for (let i = 0; i < depth; i++)
        rows.push(
          new TableRow({
            children: group.map((s) =>
              cell(s.technologies[i] ? [para(sq(s.technologies[i]), { spacing: { after: 0 } })] : [], w),
            ),
          }),
        );
      C.push(
        table(
          rows,
          group.map(() => w),
        ),
      );
      C.push(para([], { spacing: { after: 0 } }));
    }
    t.skills = skillsTruth(r, sq);
  }
  let inst = 0;
  if (r.experience.length) {
    C.push(H('Experience'));
    for (const e of r.experience) {
      const d = range(e.start, e.end, how, ' \u2013 ');
      if (e.company) C.push(para(sq(e.company), { heading: HeadingLevel.HEADING_2 }));
      const line = [sq(e.title), d.text].filter(Boolean).join(' | ');
      if (line) C.push(para([run(line, { italics: true, color: '404040' })], { spacing: { after: 40 } }));
      inst++;
      for (const b of e.description) C.push(listItem(sq(b), 'decimal', inst));
      t.experience.push(expTruth(e, d, sq));
    }
  }
  if (r.projects.length) {
    C.push(H('Projects'));
    for (const p of r.projects) {
      C.push(para(sq(p.name), { heading: HeadingLevel.HEADING_2 }));
      if (p.ref) C.push(para([link(ensureUrl(p.ref), urlText(p.ref))], { spacing: { after: 40 } }));
      inst++;
      for (const b of p.description) C.push(listItem(sq(b), 'decimal', inst));
      t.projects.push(projTruth(p, sq));
    }
  }
  if (r.education.length) {
    C.push(H('Education'));
    for (const e of r.education) {
      const d = range(e.start, e.end, how, ' \u2013 ');
      if (e.university) C.push(para(sq(e.university), { heading: HeadingLevel.HEADING_2 }));
      const line = [sq(e.degree), d.text].filter(Boolean).join(' | ');
      if (line) C.push(para([run(line, { italics: true, color: '404040' })], { spacing: { after: 20 } }));
      if (e.gpa) C.push(para(`GPA: ${e.gpa}`));
      t.education.push(eduTruth(e, d, sq));
    }
  }
  // a certification or publication: its name in bold, then " | issuer | date"
  const dated = (name, by, dt) =>
    para(
      [
        run(sq(name), { bold: true }),
        run(
          [sq(by), dt]
            .filter(Boolean)
            .map((x) => ` | ${x}`)
            .join(''),
        ),
      ],
      { spacing: { after: 40 } },
    );
  if (r.certifications.length) {
    C.push(H('Certifications'));
    for (const c of r.certifications) {
      const dt = fmtDate(c.date, how);
      C.push(dated(c.name, c.issuer, dt));
      t.certifications.push(certTruth(c, dt, sq));
    }
  }
  if (r.publications.length) {
    C.push(H('Publications'));
    for (const p of r.publications) {
      const dt = fmtDate(p.date, how);
      C.push(dated(p.title, p.publisher, dt));
      t.publications.push(pubTruth(p, dt, sq));
    }
  }
  const doc = makeDocument(r, [{ properties: { page }, children: C }], {
    font: 'Calibri',
    size: 21,
    headFont: 'Calibri Light',
    accent,
  });
  return { doc, truth: t, variant: { dates: how, skillColumns: Math.min(4, r.skills.length), headline: !!headline } };
}

// ---------------------------------------------------------------- sidebar
function sidebar(r, src) {
  const t = emptyTruth();
  const { page, textWidth } = pageFor(r, true);
  const how = 'year';
  const accent = pick(['2E5E8C', '8C2E4B', '3D6B35'], r.fullName + 'sb-accent');
  const leftW = Math.round(textWidth * 0.3),
    rightW = textWidth - leftW;
  const H = (text, first = false) =>
    para([run(text.toUpperCase(), { bold: true, color: accent, size: 21, characterSpacing: 40 })], {
      spacing: { before: first ? 0 : 240, after: 80 },
    });
  const dates = (text) => para([run(text, { italics: true, color: '666666', size: 18 })], { spacing: { after: 40 } });
  const L = [],
    R = [];
  t.fullName = sq(r.fullName);
  const headline = src?._meta?.label || '';
  const top = [
    para([run(sq(r.fullName), { bold: true, allCaps: true, size: 48, color: 'FFFFFF', characterSpacing: 60 })], {
      spacing: { after: 0 },
    }),
  ];
  if (headline) top.push(para([run(sq(headline), { size: 24, color: 'DDDDDD' })], { spacing: { after: 0 } }));
  // left: contact, skills, languages, education
  const contact = contactOf(r, t, ['email', 'phone', 'linkedin']);
  L.push(H('Contact', true));
  for (const c of contact) L.push(para([contactRun(c, { size: 18 })], { spacing: { after: 40 } }));
  if (r.skills.length) {
    L.push(H('Skills'));
    for (const s of r.skills) {
      L.push(para([run(sq(s.category), { bold: true, size: 19 })], { spacing: { before: 60, after: 0 } }));
      L.push(para([run(s.technologies.map(sq).join(', '), { size: 19 })], { spacing: { after: 40 } }));
    }
    t.skills = skillsTruth(r, sq);
  }
  const langs = LANGS[src?._meta?.country] || LANGS.US;
  L.push(H('Languages'));
  for (const l of langs) L.push(para([run(l, { size: 19 })], { spacing: { after: 20 } }));
  if (r.education.length) {
    L.push(H('Education'));
    for (const e of r.education) {
      const d = range(e.start, e.end, how, ' - ');
      L.push(para([run(sq(e.degree), { bold: true, size: 19 })], { spacing: { before: 60, after: 0 } }));
      L.push(para([run(sq(e.university), { size: 19 })], { spacing: { after: 0 } }));
      if (d.text) L.push(dates(d.text));
      if (e.gpa) L.push(para([run(`GPA: ${e.gpa}`, { size: 19 })], { spacing: { after: 40 } }));
      t.education.push(eduTruth(e, d, sq));
    }
  }
  // right: profile, experience, projects, certifications, publications
  let first = true;
  const RH = (text) => {
    const p = H(text, first);
    first = false;
    return p;
  };
  if (r.profile) {
    R.push(RH('Profile'), para(sq(r.profile), { alignment: AlignmentType.BOTH }));
    t.profile = sq(r.profile);
  }
  if (r.experience.length) {
    R.push(RH('Experience'));
    for (const e of r.experience) {
      const d = range(e.start, e.end, how, ' - ');
      R.push(para([run(sq(e.title), { bold: true, size: 22 })], { spacing: { before: 120, after: 0 } }));
      if (e.company) R.push(para([run(sq(e.company), { color: accent })], { spacing: { after: 0 } }));
      if (d.text) R.push(dates(d.text));
      for (const b of e.description) R.push(listItem(sq(b), 'bullets'));
      t.experience.push(expTruth(e, d, sq));
    }
  }
  if (r.projects.length) {
    R.push(RH('Projects'));
    for (const p of r.projects) {
      R.push(para([run(sq(p.name), { bold: true })], { spacing: { before: 100, after: 0 } }));
      if (p.ref) R.push(para([link(ensureUrl(p.ref), urlText(p.ref), { size: 18 })], { spacing: { after: 20 } }));
      for (const b of p.description) R.push(listItem(sq(b), 'bullets'));
      t.projects.push(projTruth(p, sq));
    }
  }
  if (r.certifications.length) {
    R.push(RH('Certifications'));
    for (const c of r.certifications) {
      const dt = fmtDate(c.date, how);
      R.push(para([run(sq(c.name), { bold: true })], { spacing: { before: 60, after: 0 } }));
      if (c.issuer) R.push(para(sq(c.issuer), { spacing: { after: 0 } }));
      if (dt) R.push(dates(dt));
      t.certifications.push(certTruth(c, dt, sq));
    }
  }
  if (r.publications.length) {
    R.push(RH('Publications'));
    for (const p of r.publications) {
      const dt = fmtDate(p.date, how);
      R.push(para([run(sq(p.title), { bold: true })], { spacing: { before: 60, after: 0 } }));
      if (p.publisher) R.push(para(sq(p.publisher), { spacing: { after: 0 } }));
      if (dt) R.push(dates(dt));
      t.publications.push(pubTruth(p, dt, sq));
    }
  }
  const pad = { top: 240, bottom: 240, left: 200, right: 200 };
  const grid = table(
    [
      new TableRow({
        children: [
          cell(top, textWidth, {
            columnSpan: 2,
            shading: { type: ShadingType.CLEAR, color: 'auto', fill: '2B2B2B' },
            margins: { top: 300, bottom: 300, left: 300, right: 300 },
            verticalAlign: VerticalAlign.CENTER,
          }),
        ],
      }),
      new TableRow({
        children: [
          cell(L, leftW, { shading: { type: ShadingType.CLEAR, color: 'auto', fill: 'EAEFF4' }, margins: pad }),
          cell(R, rightW, { margins: { ...pad, left: 300 } }),
        ],
      }),
    ],
    [leftW, rightW],
  );
  const doc = makeDocument(r, [{ properties: { page }, children: [grid, para([], { spacing: { after: 0 } })] }], {
    font: 'Segoe UI',
    size: 20,
    after: 40,
  });
  return { doc, truth: t, variant: { dates: how, languages: langs.length, headline: !!headline } };
}

// ---------------------------------------------------------------- main
await writeDocxCorpus(opts, {
  Packer,
  gen: { cols, plainbold, skilltable, sidebar },
  script: 'gen-docx-x.mjs',
  description:
    'Held-out corpus X: Word-made resume DOCX in four layouts (cols: two-column section; plainbold: bold caps Normal headings, Title style, contact in the page header, right tab stop dates; skilltable: contact and skills in borderless tables, company as Heading 2, decimal numbered highlights; sidebar: full-page two-cell table with a merged name row, character-spaced headings, italic dates on their own line), from fresh canonical resumes (fixture gen.mjs, seed 6464), written with the npm package docx; truth = what each document shows, dates as printed; every value checked against the document text.',
});
