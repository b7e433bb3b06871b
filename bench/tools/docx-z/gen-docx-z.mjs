#!/usr/bin/env node
// Held-out corpus Z: Word (.docx) resumes laid out with FLOATING TEXT BOXES, as many Word resume templates
// are. Each box is what Word writes for Insert > Text Box: a run in the paragraph that anchors it holding
// mc:AlternateContent, with the DrawingML shape (wp:anchor > wps:wsp > wps:txbx > w:txbxContent) as the choice
// and a VML copy (w:pict > v:shape > v:textbox > w:txbxContent) with the same paragraphs as the fallback. docx
// 9.7.1 has a WpsShapeRun, but without the fallback, so the boxes are written here (textBoxes below); their
// paragraphs are ordinary docx Paragraphs. Truth and checks are X's (../docx/docx-shared.mjs): each
// document's truth holds exactly the values it prints (dates as printed), and every value must be found in
// the document's own text (text box paragraphs included, the VML copy skipped) or the document is dropped.
//   boxleft      a page-tall dark sidebar box at the page's left edge (positioned from the page, square
//                wrapping), anchored in the name's Title paragraph, white text: contact, skills (category
//                headings, items comma-separated), languages; the body (name, headline, profile,
//                experience, projects, education, certifications, publications) flows to its right on the
//                first page and across the page after it; Heading 1 sections, dates "Jan 2020 – Present"
//   boxright     a light, outlined box the height of the text area, aligned right in the margins: contact,
//                skills, education (dates "01/2020 - 03/2022"); the body (name as Title, headline,
//                summary, experience, projects, certifications, publications) flows on its left; headings
//                are bold capitals (Normal paragraphs)
//   boxheader    a header band of two boxes anchored in the first body paragraph, wrapped top and bottom:
//                name (Title style) and headline on the left, contact lines right-aligned in a box aligned
//                right; then a plain one-column body with Heading 1 sections, dates "January 2020 – Present"
//   boxsections  a "timeline" template: every section heading is a filled band (a full-width text box with
//                white capitals, anchored in an empty paragraph, wrapped top and bottom) and every dated
//                entry's first paragraph anchors a small box at the left margin holding its dates
//                ("Jan 2020 – Present" or "2020 – 2022"); the entries are indented past that column
// Languages (boxleft) and the headline are printed but have no truth field.
// Usage: node gen-docx-z.mjs --src DIR --out DIR [--source DIR] [--styles boxleft,boxright,boxheader,boxsections]
//        [--ids r01,r02] [--shared corpus-shared.mjs] [--norm norm.mjs]   (options: see corpusOptions)
import { AlignmentType, BorderStyle, HeadingLevel, Packer, XmlComponent } from 'docx';
import * as docx from 'docx';
import { corpusOptions, pageSetup, sq, wordBlocks, writeDocxCorpus } from '../docx/docx-shared.mjs';

const opts = await corpusOptions(import.meta.url, {
  out: '/tmp/heldout-z',
  styles: 'boxleft,boxright,boxheader,boxsections',
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

const { run, para, link, contactRun, listItem, makeDocument } = wordBlocks(docx);
// A date range as printed and its printed start/end for the truth (one side alone when the other is missing).
const range = (start, end, how, dash) => dateRange(formatDate(start, how), formatDate(end, how), dash);
const pageFor = (r, salt) => pageSetup(hash(r.fullName + salt) % 2 === 0, true);

// ---------------------------------------------------------------- floating text boxes
// An XML element with attributes and children (elements or text) for what docx has no class for.
class Xml extends XmlComponent {
  constructor(name, attrs, kids) {
    super(name);
    if (attrs) this.root.push({ _attr: attrs });
    this.root.push(...kids);
  }
}
const x = (name, attrs, ...kids) => new Xml(name, attrs, kids);
const emu = (tw) => Math.round(tw * 635);
const pt = (tw) => +(tw / 20).toFixed(2);
const VML_FROM = { page: 'page', margin: 'margin', column: 'text', paragraph: 'text' };

/**
 * The text boxes of one document (numbered from 1). box(b, paragraphs) is the run to put in the anchoring
 * paragraph; the same paragraphs fill the shape and its VML copy (a hyperlink in them gets one relationship,
 * which both copies use, as in Word). Sizes in twips.
 * b: width, height; h: { from: 'page' | 'margin' | 'column', offset | align: 'left' | 'right' };
 *    v: { from: 'page' | 'margin' | 'paragraph', offset }; wrap: 'square' | 'topAndBottom' | 'none';
 *    gap: the distance kept from the text beside it; fill, line: colours (none when absent);
 *    inset: [left, top, right, bottom]; fit: grow the box to its text (Word's "Resize shape to fit text").
 */
function textBoxes() {
  let n = 0;
  return (b, paragraphs) => {
    const id = ++n;
    const { width, height, h, v, wrap, gap = 0, fill, line, inset = [144, 72, 144, 72], fit = false } = b;
    const [cx, cy] = [emu(width), emu(height)];
    const solid = (c) => x('a:solidFill', null, x('a:srgbClr', { val: c }));
    const z = 251659264 + id;
    const wrapEl = {
      square: () => x('wp:wrapSquare', { wrapText: 'bothSides' }),
      topAndBottom: () => x('wp:wrapTopAndBottom', null),
      none: () => x('wp:wrapNone', null),
    }[wrap]();
    const shape = x(
      'wp:anchor',
      {
        distT: 0,
        distB: 0,
        distL: emu(gap),
        distR: emu(gap),
        simplePos: 0,
        relativeHeight: z,
        behindDoc: 0,
        locked: 0,
        layoutInCell: 1,
        allowOverlap: 1,
      },
      x('wp:simplePos', { x: 0, y: 0 }),
      x(
        'wp:positionH',
        { relativeFrom: h.from },
        h.align ? x('wp:align', null, h.align) : x('wp:posOffset', null, String(emu(h.offset))),
      ),
      x('wp:positionV', { relativeFrom: v.from }, x('wp:posOffset', null, String(emu(v.offset)))),
      x('wp:extent', { cx, cy }),
      x('wp:effectExtent', { l: 0, t: 0, r: 0, b: 0 }),
      wrapEl,
      x('wp:docPr', { id, name: `Text Box ${id}` }),
      x('wp:cNvGraphicFramePr', null),
      x(
        'a:graphic',
        { 'xmlns:a': 'http://schemas.openxmlformats.org/drawingml/2006/main' },
        x(
          'a:graphicData',
          { uri: 'http://schemas.microsoft.com/office/word/2010/wordprocessingShape' },
          x(
            'wps:wsp',
            null,
            x('wps:cNvSpPr', { txBox: 1 }),
            x(
              'wps:spPr',
              null,
              x('a:xfrm', null, x('a:off', { x: 0, y: 0 }), x('a:ext', { cx, cy })),
              x('a:prstGeom', { prst: 'rect' }, x('a:avLst', null)),
              fill ? solid(fill) : x('a:noFill', null),
              x('a:ln', { w: 6350 }, line ? solid(line) : x('a:noFill', null)),
            ),
            x('wps:txbx', null, x('w:txbxContent', null, ...paragraphs)),
            x(
              'wps:bodyPr',
              {
                rot: 0,
                vert: 'horz',
                wrap: 'square',
                lIns: emu(inset[0]),
                tIns: emu(inset[1]),
                rIns: emu(inset[2]),
                bIns: emu(inset[3]),
                anchor: 't',
                anchorCtr: 0,
              },
              x(fit ? 'a:spAutoFit' : 'a:noAutofit', null),
            ),
          ),
        ),
      ),
    );
    // the VML copy: the same box in CSS-like terms
    const style = [
      'position:absolute',
      `margin-left:${h.align ? 0 : pt(h.offset)}pt`,
      `margin-top:${pt(v.offset)}pt`,
      `width:${pt(width)}pt`,
      `height:${pt(height)}pt`,
      `z-index:${z}`,
      'visibility:visible',
      'mso-wrap-style:square',
      `mso-wrap-distance-left:${pt(gap)}pt`,
      `mso-wrap-distance-right:${pt(gap)}pt`,
      `mso-position-horizontal:${h.align || 'absolute'}`,
      `mso-position-horizontal-relative:${VML_FROM[h.from]}`,
      'mso-position-vertical:absolute',
      `mso-position-vertical-relative:${VML_FROM[v.from]}`,
      'v-text-anchor:top',
    ].join(';');
    const vml = x(
      'w:pict',
      null,
      // the text box shape type, defined once per document
      ...(id === 1
        ? [
            x(
              'v:shapetype',
              { id: '_x0000_t202', coordsize: '21600,21600', 'o:spt': 202, path: 'm,l,21600r21600,l21600,xe' },
              x('v:stroke', { joinstyle: 'miter' }),
              x('v:path', { gradientshapeok: 't', 'o:connecttype': 'rect' }),
            ),
          ]
        : []),
      x(
        'v:shape',
        {
          id: `Text Box ${id}`,
          'o:spid': `_x0000_s${1025 + id}`,
          type: '#_x0000_t202',
          style,
          ...(fill ? { fillcolor: `#${fill}` } : { filled: 'f' }),
          ...(line ? { strokecolor: `#${line}`, strokeweight: '.5pt' } : { stroked: 'f' }),
        },
        x(
          'v:textbox',
          { inset: inset.map((i) => `${pt(i)}pt`).join(','), ...(fit ? { style: 'mso-fit-shape-to-text:t' } : {}) },
          x('w:txbxContent', null, ...paragraphs),
        ),
        ...(wrap === 'none' ? [] : [x('w10:wrap', { type: wrap === 'square' ? 'square' : 'topAndBottom' })]),
      ),
    );
    return x(
      'w:r',
      null,
      x('w:rPr', null, x('w:noProof', null)),
      x(
        'mc:AlternateContent',
        null,
        x('mc:Choice', { Requires: 'wps' }, x('w:drawing', null, shape)),
        x('mc:Fallback', null, vml),
      ),
    );
  };
}

// ---------------------------------------------------------------- shared pieces of the layouts
// Experience, projects, certifications and publications as most layouts print them: bold title, then
// "Company · City", then the dates line, then bullets; `P` collects the paragraphs, `t` the truth.
function bodyEntries(r, t, P, { H, how, dash, dates }) {
  if (r.experience.length) {
    P.push(H('Experience'));
    for (const e of r.experience) {
      const d = range(e.start, e.end, how, dash);
      P.push(para([run(sq(e.title), { bold: true })], { spacing: { before: 120, after: 0 }, keepNext: true }));
      const where = [sq(e.company), pick(CITIES, e.company + e.title + 'z')].filter(Boolean).join(' \u00b7 ');
      P.push(para([run(where, { italics: true })], { spacing: { after: 0 }, keepNext: true }));
      if (d.text) P.push(dates(d.text));
      for (const b of e.description) P.push(listItem(sq(b), 'bullets'));
      t.experience.push(expTruth(e, d, sq));
    }
  }
  if (r.projects.length) {
    P.push(H('Projects'));
    for (const p of r.projects) {
      P.push(para([run(sq(p.name), { bold: true })], { spacing: { before: 100, after: 0 }, keepNext: true }));
      if (p.ref) P.push(para([link(ensureUrl(p.ref), urlText(p.ref), { size: 18 })], { spacing: { after: 20 } }));
      for (const b of p.description) P.push(listItem(sq(b), 'bullets'));
      t.projects.push(projTruth(p, sq));
    }
  }
  const dated = (name, by, dt) => {
    P.push(para([run(sq(name), { bold: true })], { spacing: { before: 60, after: 0 }, keepNext: !!(by || dt) }));
    const sub = [sq(by), dt].filter(Boolean).join(', ');
    if (sub) P.push(para(sub, { spacing: { after: 40 } }));
  };
  if (r.certifications.length) {
    P.push(H('Certifications'));
    for (const c of r.certifications) {
      const dt = formatDate(c.date, how);
      dated(c.name, c.issuer, dt);
      t.certifications.push(certTruth(c, dt, sq));
    }
  }
  if (r.publications.length) {
    P.push(H('Publications'));
    for (const p of r.publications) {
      const dt = formatDate(p.date, how);
      dated(`\u201c${sq(p.title)}\u201d`, p.publisher, dt);
      t.publications.push(pubTruth(p, dt, sq));
    }
  }
}

// Education entries: degree in bold, university, the dates line, GPA.
function eduEntries(r, t, P, { how, dash, dates, size }) {
  for (const e of r.education) {
    const d = range(e.start, e.end, how, dash);
    P.push(para([run(sq(e.degree), { bold: true, size })], { spacing: { before: 80, after: 0 }, keepNext: true }));
    P.push(para([run(sq(e.university), { size })], { spacing: { after: 0 } }));
    if (d.text) P.push(dates(d.text));
    if (e.gpa) P.push(para([run(`GPA: ${e.gpa}`, { size })], { spacing: { after: 40 } }));
    t.education.push(eduTruth(e, d, sq));
  }
}

// Skills: each category in bold on its own line, its items comma-separated below.
const skillParas = (r, o = {}) =>
  r.skills.flatMap((s) => [
    para([run(sq(s.category), { bold: true, ...o })], { spacing: { before: 60, after: 0 }, keepNext: true }),
    para([run(s.technologies.map(sq).join(', '), o)], { spacing: { after: 40 } }),
  ]);

// ---------------------------------------------------------------- boxleft
function boxleft(r, src) {
  const t = emptyTruth();
  const { page } = pageFor(r, 'zleft');
  const box = textBoxes();
  const how = 'short',
    dash = ' \u2013 ';
  const accent = pick(['1F3864', '2B2B2B', '0F4C5C'], r.fullName + 'zl-accent');
  const H = (text) => para(text, { heading: HeadingLevel.HEADING_1 });
  const dates = (text) => para([run(text, { color: '595959', size: 19 })], { spacing: { after: 40 } });
  // the sidebar, white on the dark fill: contact, skills, languages
  const white = { color: 'FFFFFF', size: 18 };
  const SH = (text) =>
    para([run(text.toUpperCase(), { bold: true, color: 'FFFFFF', size: 20, characterSpacing: 30 })], {
      spacing: { before: 240, after: 80 },
      border: { bottom: { style: BorderStyle.SINGLE, size: 4, color: 'FFFFFF', space: 2 } },
    });
  const S = [SH('Contact')];
  for (const c of contactOf(r, t, ['phone', 'email', 'linkedin']))
    S.push(para([contactRun(c, white)], { spacing: { after: 60 } }));
  if (r.skills.length) {
    S.push(SH('Skills'), ...skillParas(r, white));
    t.skills = skillsTruth(r, sq);
  }
  const langs = LANGS[src?._meta?.country] || LANGS.US;
  S.push(SH('Languages'), ...langs.map((l) => para([run(l, white)], { spacing: { after: 20 } })));
  const edge = 576; // 0.4" from the page's edges
  const sidebar = box(
    {
      width: 3456, // 2.4"
      height: page.size.height - 2 * edge,
      h: { from: 'page', offset: edge },
      v: { from: 'page', offset: edge },
      wrap: 'square',
      gap: 288,
      fill: accent,
      inset: [216, 72, 216, 144],
    },
    S,
  );
  // the body, anchoring the box in its first paragraph, the name
  t.fullName = sq(r.fullName);
  const P = [para([sidebar, run(sq(r.fullName))], { heading: HeadingLevel.TITLE })];
  const headline = src?._meta?.label || '';
  if (headline) P.push(para([run(sq(headline), { size: 26, color: accent })], { spacing: { after: 120 } }));
  if (r.profile) {
    P.push(H(pick(['Profile', 'Summary'], r.fullName + 'zl-prof')), para(sq(r.profile)));
    t.profile = sq(r.profile);
  }
  bodyEntries(r, t, P, { H, how, dash, dates });
  if (r.education.length) {
    P.push(H('Education'));
    eduEntries(r, t, P, { how, dash, dates });
  }
  const doc = makeDocument(r, [{ properties: { page }, children: P }], { font: 'Calibri', size: 20, accent });
  return { doc, truth: t, variant: { dates: how, languages: langs.length, headline: !!headline } };
}

// ---------------------------------------------------------------- boxright
function boxright(r, src) {
  const t = emptyTruth();
  const { page, textWidth } = pageFor(r, 'zright');
  const box = textBoxes();
  const how = 'mm',
    dash = ' - ';
  const accent = '7A3E00';
  const caps = (text, size = 22) =>
    para([run(text.toUpperCase(), { bold: true, color: accent, size })], {
      spacing: { before: 220, after: 80 },
      keepNext: true,
    });
  // the box: contact, skills, education
  const small = { size: 18 };
  const S = [caps('Contact', 20)];
  for (const c of contactOf(r, t, ['email', 'phone', 'linkedin']))
    S.push(para([contactRun(c, small)], { spacing: { after: 40 } }));
  if (r.skills.length) {
    S.push(caps('Skills', 20), ...skillParas(r, small));
    t.skills = skillsTruth(r, sq);
  }
  if (r.education.length) {
    S.push(caps('Education', 20));
    const dates = (text) => para([run(text, { italics: true, size: 18 })], { spacing: { after: 0 } });
    eduEntries(r, t, S, { how, dash, dates, size: 18 });
  }
  const sidebar = box(
    {
      width: Math.round(textWidth * 0.34),
      height: page.size.height - page.margin.top - page.margin.bottom,
      h: { from: 'margin', align: 'right' },
      v: { from: 'margin', offset: 0 },
      wrap: 'square',
      gap: 230,
      fill: 'F3F1EE',
      line: 'BFBFBF',
      inset: [180, 144, 180, 144],
    },
    S,
  );
  // the body, anchoring the box in its first paragraph, the name
  t.fullName = sq(r.fullName);
  const P = [para([run(sq(r.fullName)), sidebar], { heading: HeadingLevel.TITLE })];
  const headline = src?._meta?.label || '';
  if (headline) P.push(para([run(sq(headline), { size: 24, italics: true })], { spacing: { after: 120 } }));
  if (r.profile) {
    P.push(caps('Summary'), para(sq(r.profile), { alignment: AlignmentType.BOTH }));
    t.profile = sq(r.profile);
  }
  const dates = (text) => para([run(text, { italics: true, size: 19 })], { spacing: { after: 40 } });
  bodyEntries(r, t, P, { H: caps, how, dash, dates });
  const doc = makeDocument(r, [{ properties: { page }, children: P }], { font: 'Georgia', size: 20, accent });
  return { doc, truth: t, variant: { dates: how, headline: !!headline } };
}

// ---------------------------------------------------------------- boxheader
function boxheader(r, src) {
  const t = emptyTruth();
  const { page, textWidth } = pageFor(r, 'zheader');
  const box = textBoxes();
  const how = 'long',
    dash = ' \u2013 ';
  const accent = pick(['2E74B5', '385623', '843C0C'], r.fullName + 'zh-accent');
  const dates = (text) => para([run(text, { color: '595959' })], { spacing: { after: 40 } });
  // the band: the name (Title) and headline in one box, the contact right-aligned in a box on the right
  t.fullName = sq(r.fullName);
  const headline = src?._meta?.label || r.experience[0]?.title || '';
  const band = {
    height: 1872, // 1.3"
    v: { from: 'paragraph', offset: 0 },
    wrap: 'topAndBottom',
    fit: true,
  };
  const nameBox = box(
    { ...band, width: Math.round(textWidth * 0.6), h: { from: 'margin', offset: 0 }, inset: [0, 72, 144, 72] },
    [
      para(sq(r.fullName), { heading: HeadingLevel.TITLE }),
      ...(headline ? [para([run(sq(headline), { size: 24, color: accent })], { spacing: { after: 0 } })] : []),
    ],
  );
  const contactBox = box(
    { ...band, width: Math.round(textWidth * 0.36), h: { from: 'margin', align: 'right' }, inset: [144, 144, 0, 72] },
    contactOf(r, t, ['email', 'phone', 'linkedin']).map((c) =>
      para([contactRun(c, { size: 19 })], { alignment: AlignmentType.RIGHT, spacing: { after: 40 } }),
    ),
  );
  // the body: the first heading anchors both boxes
  let first = true;
  const H = (text) => {
    const kids = first ? [nameBox, contactBox, run(text)] : [run(text)];
    first = false;
    return para(kids, { heading: HeadingLevel.HEADING_1 });
  };
  const P = [];
  if (r.profile) {
    P.push(H('Profile'), para(sq(r.profile)));
    t.profile = sq(r.profile);
  }
  bodyEntries(r, t, P, { H, how, dash, dates });
  if (r.education.length) {
    P.push(H('Education'));
    eduEntries(r, t, P, { how, dash, dates });
  }
  if (r.skills.length) {
    P.push(H('Skills'));
    for (const s of r.skills)
      P.push(para([run(`${sq(s.category)}: `, { bold: true }), run(s.technologies.map(sq).join(', '))]));
    t.skills = skillsTruth(r, sq);
  }
  const doc = makeDocument(r, [{ properties: { page }, children: P }], {
    font: 'Calibri',
    size: 21,
    headFont: 'Calibri Light',
    accent,
  });
  return { doc, truth: t, variant: { dates: how, headline: !!headline } };
}

// ---------------------------------------------------------------- boxsections
function boxsections(r) {
  const t = emptyTruth();
  const { page, textWidth } = pageFor(r, 'zsections');
  const box = textBoxes();
  const how = pick(['short', 'year'], r.fullName + 'zs-dates'),
    dash = ' \u2013 ';
  const accent = pick(['404040', '1E4E79', '5B2C6F'], r.fullName + 'zs-accent');
  const col = 2016; // the dates column: 1.4"
  const indent = { left: col + 144 };
  const P = [];
  // a section heading: a filled band the width of the text, anchored in an empty paragraph, below its space
  const band = (text, space = 240) => {
    const label = run(text.toUpperCase(), { bold: true, color: 'FFFFFF', size: 22, characterSpacing: 40 });
    const shape = box(
      {
        width: textWidth,
        height: 403,
        h: { from: 'column', offset: 0 },
        v: { from: 'paragraph', offset: space },
        wrap: 'topAndBottom',
        fill: accent,
        inset: [144, 43, 144, 43],
      },
      [para([label], { spacing: { after: 0 } })],
    );
    P.push(para([shape], { spacing: { before: space, after: 0 }, keepNext: true }));
  };
  // an entry's first line, anchoring a box with its dates in the column on the left, level with its text
  const before = 100;
  const entry = (text, dt) => {
    const kids = [run(text, { bold: true })];
    if (dt) {
      const dates = [para([run(dt, { size: 18, color: accent, bold: true })], { spacing: { after: 0 } })];
      kids.unshift(
        box(
          {
            width: col,
            height: 403,
            h: { from: 'margin', offset: 0 },
            v: { from: 'paragraph', offset: before },
            wrap: 'none',
            inset: [0, 0, 72, 0],
            fit: true,
          },
          dates,
        ),
      );
    }
    P.push(para(kids, { indent, spacing: { before, after: 0 }, keepNext: true }));
  };
  const line = (kids, after = 40) => P.push(para(kids, { indent, spacing: { after } }));
  const bullet = (text) =>
    P.push(
      new docx.Paragraph({
        style: 'ListParagraph',
        numbering: { reference: 'bullets', level: 0 },
        indent: { left: indent.left + 360, hanging: 270 },
        children: [run(text)],
      }),
    );
  // the name and contact, full width
  t.fullName = sq(r.fullName);
  P.push(para(sq(r.fullName), { heading: HeadingLevel.TITLE }));
  const contact = contactOf(r, t, ['phone', 'email', 'linkedin']);
  P.push(para(contact.flatMap((c, i) => (i ? [run('  |  '), contactRun(c)] : [contactRun(c)]))));
  if (r.profile) {
    band('Profile');
    line([run(sq(r.profile))]);
    t.profile = sq(r.profile);
  }
  if (r.experience.length) {
    band('Experience');
    for (const e of r.experience) {
      const d = range(e.start, e.end, how, dash);
      entry(sq(e.title), d.text);
      if (e.company) line([run(sq(e.company), { italics: true, color: accent })]);
      for (const b of e.description) bullet(sq(b));
      t.experience.push(expTruth(e, d, sq));
    }
  }
  if (r.education.length) {
    band('Education');
    for (const e of r.education) {
      const d = range(e.start, e.end, how, dash);
      entry(sq(e.degree), d.text);
      line([run([sq(e.university), e.gpa && `GPA ${e.gpa}`].filter(Boolean).join(', '))]);
      t.education.push(eduTruth(e, d, sq));
    }
  }
  if (r.skills.length) {
    band('Skills');
    for (const s of r.skills)
      line([run(`${sq(s.category)}: `, { bold: true }), run(s.technologies.map(sq).join(', '))]);
    t.skills = skillsTruth(r, sq);
  }
  if (r.projects.length) {
    band('Projects');
    for (const p of r.projects) {
      entry(sq(p.name), '');
      if (p.ref) line([link(ensureUrl(p.ref), urlText(p.ref), { size: 18 })], 20);
      for (const b of p.description) bullet(sq(b));
      t.projects.push(projTruth(p, sq));
    }
  }
  if (r.certifications.length) {
    band('Certifications');
    for (const c of r.certifications) {
      const dt = formatDate(c.date, how);
      entry(sq(c.name), dt);
      if (c.issuer) line([run(sq(c.issuer))]);
      t.certifications.push(certTruth(c, dt, sq));
    }
  }
  if (r.publications.length) {
    band('Publications');
    for (const p of r.publications) {
      const dt = formatDate(p.date, how);
      entry(`\u201c${sq(p.title)}\u201d`, dt);
      if (p.publisher) line([run(sq(p.publisher), { italics: true })]);
      t.publications.push(pubTruth(p, dt, sq));
    }
  }
  const doc = makeDocument(r, [{ properties: { page }, children: P }], { font: 'Segoe UI', size: 19, accent });
  return { doc, truth: t, variant: { dates: how } };
}

// ---------------------------------------------------------------- main
await writeDocxCorpus(opts, {
  Packer,
  gen: { boxleft, boxright, boxheader, boxsections },
  script: 'gen-docx-z.mjs',
  description:
    'Held-out corpus Z: Word-made resume DOCX laid out with floating text boxes (wp:anchor wps text boxes with a VML fallback, as Word writes them) in four layouts (boxleft: a page-tall dark sidebar box at the left, square wrapping, holding contact, skills and languages; boxright: an outlined box aligned right holding contact, skills and education; boxheader: name and contact in two boxes over the body, wrapped top and bottom; boxsections: section headings in filled band boxes and each entry\u2019s dates in a small box at the left margin), from fresh canonical resumes (fixture gen.mjs, seed 7575), written with the npm package docx; truth = what each document shows, dates as printed; every value checked against the document text (text box contents included).',
});
