// Shared by the DOCX corpus generators (gen-docx.mjs, ../docx-x/gen-docx-x.mjs): text as Word prints it, the
// Word building blocks and reading a written document's text back. It imports no package: each generator
// runs beside its own pinned docx and hands its classes to wordBlocks.
import fs from 'node:fs';
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
    BorderStyle,
    ExternalHyperlink,
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
  return { run, para, tabRun, link, contactRun, listItem, datedLine, cell, table };
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
 * joined, and `parts`, the parts read.
 */
export function docxText(file) {
  const parts = unzip(fs.readFileSync(file));
  const names = [...parts.keys()].filter((n) => /^word\/(document|header\d*|footer\d*)\.xml$/.test(n)).sort();
  const lines = [];
  for (const n of names) {
    const xml = parts.get(n).toString('utf8');
    for (const m of xml.matchAll(/<w:p[ >][\s\S]*?<\/w:p>/g)) {
      let s = '';
      for (const k of m[0].matchAll(/<w:t(?: [^>]*)?>([^<]*)<\/w:t>|<w:tab\/>|<w:br\/>/g))
        s += k[1] != null ? xmlDecode(k[1]) : k[0] === '<w:tab/>' ? '\t' : '\n';
      lines.push(s);
    }
  }
  return { text: lines.join('\n'), lines, parts: names };
}
