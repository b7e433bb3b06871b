// Shared by the DOCX corpus generators (gen-docx.mjs, ../docx-x/gen-docx-x.mjs, ../docx-z/gen-docx-z.mjs): text
// as Word prints it, the Word building blocks, reading a written document's text back, and (for X and Z) the
// command line, the truth check and the corpus writer. It imports no package: each generator runs beside its
// own pinned docx and hands its classes to wordBlocks; ../corpus-shared.mjs and the fixture tools' norm.mjs
// are loaded from the paths given on the command line (corpusOptions).
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import zlib from 'node:zlib';

// Word's AutoFormat turns typed straight apostrophes into typographic ones.
export const sq = (s) =>
  String(s ?? '')
    .replace(/(\w)'(\w)/g, '$1\u2019$2')
    .replace(/'/g, '\u2019');

/**
 * The Word building blocks, made with the docx classes given. emptyCell: the options of the empty paragraph
 * that fills a table cell with no content.
 */
export function wordBlocks(docx, { emptyCell = {} } = {}) {
  const {
    AlignmentType,
    BorderStyle,
    Document,
    ExternalHyperlink,
    LevelFormat,
    Paragraph,
    Tab,
    Table,
    TableBorders,
    TableCell,
    TableLayoutType,
    TextRun,
    WidthType,
  } = docx;
  const run = (text, o = {}) => new TextRun({ text, ...o });
  const para = (children, o = {}) =>
    new Paragraph({ children: typeof children === 'string' ? [run(children)] : children, ...o });
  const tabRun = (text, o = {}) => new TextRun({ children: [new Tab(), text], ...o });
  const link = (url, text, o = {}) =>
    new ExternalHyperlink({ link: url, children: [run(text, { style: 'Hyperlink', ...o })] });
  // a contact detail ({kind, text, url} of contactOf): a link when it has one
  const contactRun = (c, o = {}) => (c.url ? link(c.url, c.text, o) : run(c.text, o));
  // a paragraph of a Word numbered list (numbering `reference`, restarted by a new `instance`)
  const listItem = (text, reference, instance = 0) =>
    new Paragraph({
      style: 'ListParagraph',
      numbering: { reference, level: 0, ...(instance ? { instance } : {}) },
      children: [run(text)],
    });
  // "Name, by<TAB>date" with the date on the tab stop in `o` (a certification or publication);
  // nameRun: the name's run options
  const datedLine = (name, by, dt, nameRun, o) =>
    para([run(sq(name), nameRun), ...(by ? [run(`, ${sq(by)}`)] : []), ...(dt ? [tabRun(dt)] : [])], o);
  const NONE = { style: BorderStyle.NONE, size: 0, color: 'auto' };
  const NO_BORDERS = { top: NONE, bottom: NONE, left: NONE, right: NONE };
  const cell = (children, width, o = {}) =>
    new TableCell({
      children: children.length ? children : [para([], emptyCell)],
      width: { size: width, type: WidthType.DXA },
      borders: NO_BORDERS,
      ...o,
    });
  // a borderless table with fixed column widths
  const table = (rows, widths) =>
    new Table({
      rows,
      columnWidths: widths,
      width: { size: widths.reduce((a, b) => a + b, 0), type: WidthType.DXA },
      layout: TableLayoutType.FIXED,
      borders: TableBorders.NONE,
    });
  // the resume document: default font and paragraph spacing, Title, Heading 1-2, list and hyperlink styles
  // (f: font, size, headFont, accent, after) and the numbering lists 'bullets', 'dashes' and 'decimal'
  const makeDocument = (r, sections, f) => {
    const accent = f.accent || '1F3864';
    return new Document({
      creator: r.fullName,
      lastModifiedBy: r.fullName,
      title: `${r.fullName} - Resume`,
      styles: {
        default: {
          document: { run: { font: f.font, size: f.size }, paragraph: { spacing: { after: f.after ?? 60 } } },
          title: {
            run: { font: f.headFont || f.font, size: 52, color: '17365D', characterSpacing: 5 },
            paragraph: {
              spacing: { after: 120 },
              border: { bottom: { style: BorderStyle.SINGLE, size: 8, color: '4F81BD', space: 4 } },
            },
          },
          heading1: {
            run: { font: f.headFont || f.font, size: 24, bold: true, color: accent },
            paragraph: {
              spacing: { before: 200, after: 80 },
              keepNext: true,
              border: { bottom: { style: BorderStyle.SINGLE, size: 4, color: accent, space: 1 } },
            },
          },
          heading2: {
            run: { font: f.headFont || f.font, size: 23, bold: true, color: accent },
            paragraph: { spacing: { before: 160, after: 20 }, keepNext: true },
          },
          listParagraph: { paragraph: { spacing: { after: 20 } } },
          hyperlink: { run: { color: '0563C1', underline: { type: 'single' } } },
        },
      },
      numbering: {
        config: [
          ['bullets', LevelFormat.BULLET, '\u2022', 360, 270],
          ['dashes', LevelFormat.BULLET, '\u2013', 540, 270],
          ['decimal', LevelFormat.DECIMAL, '%1.', 500, 300],
        ].map(([reference, format, text, left, hanging]) => ({
          reference,
          levels: [
            {
              level: 0,
              format,
              text,
              alignment: AlignmentType.LEFT,
              style: { paragraph: { indent: { left, hanging } } },
            },
          ],
        })),
      },
      sections,
    });
  };
  return { run, para, tabRun, link, contactRun, listItem, datedLine, cell, table, makeDocument };
}

/** Letter with 1" margins (0.75" when narrow), or A4 with 2 cm margins (1.5 cm); textWidth in twips. */
export function pageSetup(letter, narrow = false) {
  const m = letter ? (narrow ? 1080 : 1440) : narrow ? 851 : 1134;
  const size = letter ? { width: 12240, height: 15840 } : { width: 11906, height: 16838 };
  const page = { size, margin: { top: m, right: m, bottom: m, left: m, header: 567, footer: 567 } };
  return { page, textWidth: size.width - 2 * m };
}

// ---------------------------------------------------------------- read back
// Minimal ZIP reader (central directory + raw deflate) for checking the written files.
function unzip(buf) {
  let eocd = buf.length - 22;
  while (eocd >= 0 && buf.readUInt32LE(eocd) !== 0x06054b50) eocd--;
  if (eocd < 0) throw new Error('not a zip');
  const count = buf.readUInt16LE(eocd + 10);
  let p = buf.readUInt32LE(eocd + 16);
  const out = new Map();
  for (let i = 0; i < count; i++) {
    const method = buf.readUInt16LE(p + 10),
      size = buf.readUInt32LE(p + 20);
    const nameLen = buf.readUInt16LE(p + 28),
      extraLen = buf.readUInt16LE(p + 30),
      commentLen = buf.readUInt16LE(p + 32);
    const local = buf.readUInt32LE(p + 42);
    const name = buf.toString('utf8', p + 46, p + 46 + nameLen);
    const start = local + 30 + buf.readUInt16LE(local + 26) + buf.readUInt16LE(local + 28);
    const data = buf.subarray(start, start + size);
    out.set(name, method === 8 ? zlib.inflateRawSync(data) : data);
    p += 46 + nameLen + extraLen + commentLen;
  }
  return out;
}
const xmlDecode = (s) =>
  s
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&#(\d+);/g, (_, n) => String.fromCodePoint(+n))
    .replace(/&amp;/g, '&');
/**
 * Text of the body, page headers and footers: `lines` one per paragraph, tabs kept, `text` those lines
 * joined, and `parts`, the parts read. The paragraphs of a text box (w:txbxContent, nested in the paragraph
 * that anchors the box) are lines of their own, before the rest of that paragraph; the VML copy of a box
 * that Word writes for older readers (mc:Fallback) is skipped.
 */
export function docxText(file) {
  const parts = unzip(fs.readFileSync(file));
  const names = [...parts.keys()].filter((n) => /^word\/(document|header\d*|footer\d*)\.xml$/.test(n)).sort();
  const lines = [];
  for (const n of names) {
    const xml = parts
      .get(n)
      .toString('utf8')
      .replace(/<mc:Fallback>[\s\S]*?<\/mc:Fallback>/g, '');
    const stack = []; // the text so far of each paragraph being read, innermost last
    for (const k of xml.matchAll(/<w:p[ >]|<\/w:p>|<w:t(?: [^>]*)?>([^<]*)<\/w:t>|<w:tab\/>|<w:br\/>/g)) {
      if (k[0] === '</w:p>') lines.push(stack.pop());
      else if (k[0].startsWith('<w:p')) stack.push('');
      else if (stack.length)
        stack[stack.length - 1] += k[1] != null ? xmlDecode(k[1]) : k[0] === '<w:tab/>' ? '\t' : '\n';
    }
  }
  return { text: lines.join('\n'), lines, parts: names };
}

// ---------------------------------------------------------------- a corpus (X, Z)
/**
 * The generator's command line: --src (canonical resumes), --source (the generator's source files, for the
 * "_meta" rendering extras; default SRC/../source), --out, --styles, --ids, --shared (../corpus-shared.mjs) and
 * --norm (the fixture tools' lib/norm.mjs), the last two loaded. url: the generator's import.meta.url;
 * defaults: { out, styles }.
 */
export async function corpusOptions(url, { out, styles }) {
  const args = process.argv.slice(2);
  const opt = (k, d) => (args.includes(k) ? args[args.indexOf(k) + 1] : d);
  const here = path.dirname(new URL(url).pathname);
  const src = path.resolve(opt('--src', `${out}-tools/data/canonical`));
  const load = (file) => import(pathToFileURL(path.resolve(file)).href);
  return {
    here,
    src,
    source: path.resolve(opt('--source', path.join(src, '..', 'source'))),
    out: path.resolve(opt('--out', out)),
    styles: opt('--styles', styles).split(','),
    only: opt('--ids', '') ? opt('--ids', '').split(',') : null,
    shared: await load(opt('--shared', path.join(here, '..', 'corpus-shared.mjs'))),
    norm: await load(opt('--norm', '/work/shared/fixtures/parse-train/tools/lib/norm.mjs')),
  };
}

/**
 * The values of truth record `gt` that no single line (paragraph) of the document contains, compared
 * normalised (norm: the fixture tools' normText, normPhone, normUrl; keepShown of ../corpus-shared.mjs).
 */
export function missingTruth(gt, lines, { normText, normPhone, normUrl }, keepShown) {
  const compact = (s) => normText(s).replace(/ /g, '');
  const C = lines.map(compact),
    D = lines.map(normPhone);
  const missing = [];
  const chk = (val, where, kind) => {
    if (!val) return val;
    let ok;
    if (kind === 'phone') ok = D.some((l) => l.includes(normPhone(val)));
    else if (kind === 'url' || kind === 'linkedin') ok = C.some((l) => l.includes(compact(normUrl(val))));
    else ok = C.some((l) => l.includes(compact(val)));
    if (!ok) missing.push(`${where}: ${val}`);
    return val;
  };
  keepShown(structuredClone(gt), chk);
  return missing;
}

/**
 * Writes the corpus into o.out (o from corpusOptions): for each canonical resume and style,
 * gen[style](r, src) gives { doc, truth, variant }; the document is packed and read back, and a document
 * with a truth value not in its text is dropped and reported (exit status 2), never kept with a trimmed
 * truth. Then OUT/manifest.json with `description` and the generator `script`.
 */
export async function writeDocxCorpus(o, { Packer, gen, script, description }) {
  for (const s of o.styles) if (!gen[s]) throw new Error(`unknown style ${s}`);
  const ids = o.shared.prepareCorpus(o.out, 'docx', o.src, o.only);
  if (!ids.length) throw new Error(`no canonical resumes in ${o.src}`);
  const docs = [],
    dropped = [];
  for (const id of ids) {
    const r = JSON.parse(fs.readFileSync(path.join(o.src, `${id}.json`), 'utf8'));
    const srcFile = path.join(o.source, `${id}.json`);
    const src = fs.existsSync(srcFile) ? JSON.parse(fs.readFileSync(srcFile, 'utf8')) : null;
    for (const style of o.styles) {
      const name = `${id}.${style}.docx`;
      const { doc, truth, variant } = gen[style](r, src);
      const file = path.join(o.out, 'docs/docx', name);
      fs.writeFileSync(file, await Packer.toBuffer(doc));
      const { text, lines, parts } = docxText(file);
      const missing = missingTruth(truth, lines, o.norm, o.shared.keepShown);
      if (!keepOrDrop(o.out, { name, file, truth, missing, dropped })) continue;
      docs.push({
        id: name,
        path: `docs/docx/${name}`,
        theme: style,
        format: 'docx',
        resume: id,
        groundTruth: `truth/${name}.json`,
        canonical: path.join(o.src, `${id}.json`),
        variant,
        parts,
        textChars: text.length,
        bytes: fs.statSync(file).size,
      });
    }
  }
  let docxVersion = '';
  try {
    docxVersion = JSON.parse(fs.readFileSync(path.join(o.here, 'node_modules/docx/package.json'), 'utf8')).version;
  } catch {
    // run from outside its install folder: the manifest then leaves the version out
  }
  writeManifest(o.out, { description, generator: { script, docx: docxVersion }, docs, dropped, kind: 'DOCX' });
}

/**
 * Keeps a document whose truth its text shows in full, writing its truth file; otherwise deletes the
 * document, records it as dropped and says so. Returns whether it was kept.
 */
export function keepOrDrop(out, { name, file, truth, missing, dropped }) {
  if (missing.length) {
    fs.rmSync(file);
    dropped.push({ id: name, missing });
    console.error(
      `DROPPED ${name}: ${missing.length} truth value(s) not in its text: ${missing.slice(0, 4).join(' | ')}`,
    );
    return false;
  }
  fs.writeFileSync(path.join(out, 'truth', `${name}.json`), JSON.stringify(truth, null, 2) + '\n');
  return true;
}

/**
 * Writes a corpus's manifest.json (what it is, the generator and its versions, each document and
 * each one dropped), says how many documents were written, and exits with status 2 when any was
 * dropped.
 */
export function writeManifest(out, { description, generator, docs, dropped, kind }) {
  fs.writeFileSync(
    path.join(out, 'manifest.json'),
    JSON.stringify(
      {
        description,
        generator,
        counts: { documents: docs.length, dropped: dropped.length },
        documents: docs,
        dropped,
      },
      null,
      2,
    ) + '\n',
  );
  console.log(`wrote ${docs.length} ${kind}; dropped ${dropped.length} document(s)`);
  if (dropped.length) process.exitCode = 2;
}
