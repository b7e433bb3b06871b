import JSZip from 'jszip';
import mammoth from 'mammoth';
import yauzl from 'yauzl';
import { elementsOf, placeFloatingBoxes } from './float-boxes.ts';
import { ParseError } from './errors.ts';
import type { Line } from './types.ts';
import { repairText } from './repair-text.ts';

/** Unpacked size above which a DOCX is refused: real resumes unpack to a few MB at most. */
export const MAX_UNPACKED_BYTES = 40 * 1024 * 1024;
const MAX_ENTRIES = 2000;
/** A ratio above this on a large entry is a bomb, not a document. */
const MAX_RATIO = 200;

/**
 * Checks the zip before mammoth (jszip) inflates it: the central directory must list
 * `word/document.xml`, at most MAX_ENTRIES entries, and a declared unpacked total under
 * MAX_UNPACKED_BYTES with no extreme compression ratio. Every entry is then inflated through yauzl,
 * which stops with an error when an entry inflates past its declared size (`validateEntrySizes`),
 * so a central directory that lies cannot slip a bomb through. Returns the XML of the body and
 * of the page headers (each under 5 MB).
 */
export async function checkDocxZip(bytes: Uint8Array): Promise<Map<string, string>> {
  const kept = new Map<string, string>();
  const zip = await new Promise<yauzl.ZipFile>((resolve, reject) =>
    yauzl.fromBuffer(
      Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength),
      { lazyEntries: true, validateEntrySizes: true },
      (err, z) => (err ? reject(new ParseError('corrupt_file', undefined, { cause: err })) : resolve(z)),
    ),
  );
  let total = 0;
  let count = 0;
  let hasDocument = false;
  await new Promise<void>((resolve, reject) => {
    const fail = (error: ParseError) => {
      zip.close();
      reject(error);
    };
    zip.on('error', (err) => fail(new ParseError('corrupt_file', undefined, { cause: err })));
    zip.on('end', () => resolve());
    zip.on('entry', (entry: yauzl.Entry) => {
      count++;
      total += entry.uncompressedSize;
      if (entry.fileName === 'word/document.xml') hasDocument = true;
      const ratio = entry.uncompressedSize / Math.max(1, entry.compressedSize);
      if (
        count > MAX_ENTRIES ||
        total > MAX_UNPACKED_BYTES ||
        (entry.uncompressedSize > 1_000_000 && ratio > MAX_RATIO)
      ) {
        fail(
          new ParseError(
            'too_large',
            'This document unpacks to far more data than a resume holds. Save it again from your editor, without embedded files, and upload it again.',
          ),
        );
        return;
      }
      if (/\/$/.test(entry.fileName)) {
        zip.readEntry();
        return;
      }
      // The body and the page headers are kept as text: mammoth reads no headers (a Word resume
      // often sets its name and contact line there) and drops the run sizes of the body.
      const keep = KEPT_PART.test(entry.fileName) && entry.uncompressedSize < 5_000_000;
      zip.openReadStream(entry, (err, stream) => {
        if (err) return fail(new ParseError('corrupt_file', undefined, { cause: err }));
        const chunks: Buffer[] = [];
        stream.on('error', (e) => fail(new ParseError('corrupt_file', undefined, { cause: e })));
        if (keep) stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          if (keep) kept.set(entry.fileName, Buffer.concat(chunks).toString('utf8'));
          zip.readEntry();
        });
        if (!keep) stream.resume();
      });
    });
    zip.readEntry();
  });
  if (!hasDocument) throw new ParseError('unsupported_type');
  return kept;
}

/** The parts whose XML `checkDocxZip` returns: the body, the page headers and the list formats. */
const KEPT_PART = /^word\/header\d*\.xml$|^word\/document\.xml$|^word\/numbering\.xml$/;
const NUMBERING = 'word/numbering.xml';

/**
 * Reads a DOCX into lines through mammoth's HTML, after the paragraphs of its page headers (a
 * name and contact line set there), with floating text boxes moved where a reader meets them
 * (`placeFloatingBoxes`). A short paragraph set large by direct formatting keeps its
 * size, and the Title style reads as the largest text; the body's largest line, when larger than
 * any heading, is read first (a name in the right-hand cell of a layout table). Headings
 * (`h1`–`h6`) keep a size by level and are marked as headings; list items are bullets indented by
 * depth, except an item that starts in bold (themes use those as entry titles); a paragraph wholly
 * in bold is marked bold. Table cells and text set apart by tab stops become parts of one line; a
 * line break (Shift+Enter) outside a list item or a table ends a line.
 * Links to anchors (`#section`, a table of contents) are dropped.
 */
export async function readDocx(bytes: Uint8Array): Promise<{ lines: Line[]; links: string[] }> {
  const xmlParts = await checkDocxZip(bytes);
  const numbering = xmlParts.get(NUMBERING) ?? '';
  xmlParts.delete(NUMBERING);
  const original = xmlParts.get('word/document.xml') ?? '';
  const placed = withoutBlankMarks(placeFloatingBoxes(original), numbering);
  xmlParts.set('word/document.xml', placed);
  let html: string;
  try {
    html = (
      await mammoth.convertToHtml(
        {
          buffer:
            placed === original
              ? Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)
              : await withBody(bytes, placed),
        },
        {
          externalFileAccess: false,
          // The Title style holds the document's title: on a resume, the person's name.
          styleMap: ["p[style-name='Title'] => p.title:fresh", "p[style-name='Subtitle'] => p.subtitle:fresh"],
        },
      )
    ).value;
  } catch (error) {
    throw new ParseError('corrupt_file', undefined, { cause: error });
  }
  // A link's target may keep the spaces of the text it was made from (`https://linkedin.com/in/x/ `).
  const links = [...html.matchAll(/href="([^"#][^"]*)"/g)].map((m) => decodeEntities(m[1] ?? '').trim());
  const header = [...xmlParts.entries()]
    .filter(([name]) => name !== 'word/document.xml')
    .sort(([a], [b]) => a.localeCompare(b, 'en', { numeric: true }))
    .flatMap(([, xml]) => xmlParagraphs(placeFloatingBoxes(xml, original)));
  const seen = new Set<string>();
  // Mammoth drops run sizes: a short paragraph set large by direct formatting (a name in 22 pt)
  // gets its size back, and the body's largest line, when larger than any heading, goes first.
  const sized = new Map(
    xmlParagraphs(xmlParts.get('word/document.xml') ?? '')
      .filter((l) => l.size >= 14 && l.text.split(/\s+/).length <= 6)
      .map((l) => [l.text, l.size]),
  );
  const body = htmlToLines(html).map((l) =>
    (sized.get(l.text) ?? 0) > l.size ? { ...l, size: sized.get(l.text)! } : l,
  );
  const largest = Math.max(...body.map((l) => l.size));
  const top = body.findIndex((l) => l.size === largest);
  if (top > 0 && largest > SIZES.h1! && body.filter((l) => l.size === largest).length === 1)
    body.unshift(...body.splice(top, 1));
  const lines = [...header.filter((p) => !seen.has(p.text) && seen.add(p.text)), ...body];
  return {
    lines: lines.map((l, k) => ({ ...l, y: k * 12, isHeading: l.isHeading && k > 0 })),
    links,
  };
}

/**
 * The body with paragraphs in a list whose mark prints nothing taken out of their list: a level
 * whose format is `none` or whose mark is blank (pandoc writes the second paragraph of a list item
 * so, `Bombardier (Västerås)` / `Team Lead, 2011 - 2019` under one bullet; Word users indent with
 * such lists). Mammoth would read them as items, and a job's title line as a bullet of its own.
 */
export function withoutBlankMarks(body: string, numbering: string): string {
  if (!numbering || !body.includes('<w:numPr>')) return body;
  const blankLevels = new Map<string, Set<string>>();
  for (const [, id, inner] of numbering.matchAll(
    /<w:abstractNum\b[^>]*\bw:abstractNumId="(\d+)"[^>]*>([\s\S]*?)<\/w:abstractNum>/g,
  )) {
    const blank = new Set<string>();
    for (const [, level, lvl] of inner!.matchAll(/<w:lvl\b[^>]*\bw:ilvl="(\d+)"[^>]*>([\s\S]*?)<\/w:lvl>/g)) {
      const format = /<w:numFmt\b[^>]*\bw:val="([^"]*)"/.exec(lvl!)?.[1];
      const text = /<w:lvlText\b[^>]*\bw:val="([^"]*)"/.exec(lvl!)?.[1];
      // A picture bullet prints its picture, whatever its text.
      const picture = /<w:lvlPicBulletId\b/.test(lvl!);
      if (format === 'none' || (format === 'bullet' && !picture && text !== undefined && text.trim() === ''))
        blank.add(level!);
    }
    if (blank.size > 0) blankLevels.set(id!, blank);
  }
  if (blankLevels.size === 0) return body;
  const numToAbstract = new Map<string, string>();
  for (const [, num, abstract] of numbering.matchAll(
    /<w:num\b[^>]*\bw:numId="(\d+)"[^>]*>[\s\S]*?<w:abstractNumId\b[^>]*\bw:val="(\d+)"/g,
  ))
    numToAbstract.set(num!, abstract!);
  return body.replace(/<w:numPr>([\s\S]*?)<\/w:numPr>/g, (numPr, inner: string) => {
    const num = /<w:numId\b[^>]*\bw:val="(\d+)"/.exec(inner)?.[1];
    const level = /<w:ilvl\b[^>]*\bw:val="(\d+)"/.exec(inner)?.[1] ?? '0';
    const abstract = num === undefined ? undefined : numToAbstract.get(num);
    return abstract !== undefined && blankLevels.get(abstract)?.has(level) ? '' : numPr;
  });
}

/** The DOCX with another body (stored, not compressed: mammoth opens it at once). */
async function withBody(bytes: Uint8Array, body: string): Promise<Buffer> {
  const zip = await JSZip.loadAsync(bytes);
  zip.file('word/document.xml', body);
  return zip.generateAsync({ type: 'nodebuffer', compression: 'STORE' });
}

/**
 * The paragraphs of a WordprocessingML part (a page header, or the body for its run sizes) as
 * lines: text runs joined, a tab stop between parts, a line break (Shift+Enter) between lines, the
 * size of the first sized run (half-points in the XML), bold when every run is. Paragraphs holding a
 * page-number field are page furniture and are left out.
 */
export function xmlParagraphs(xml: string): Line[] {
  const out: Line[] = [];
  for (const paragraph of elementsOf(xml, 'w:p')) {
    if (/\b(?:PAGE|NUMPAGES)\b/.test(paragraph)) continue;
    const runs = elementsOf(paragraph, 'w:r');
    const halfPoints = /<w:sz w:val="(\d+)"/.exec(paragraph)?.[1];
    const isBold =
      runs.length > 0 && runs.every((r) => !/<w:t[ >]/.test(r) || /<w:b(?: w:val="(?:1|true|on)")?\/>/.test(r));
    // A line break (Shift+Enter) ends a line, as in the body.
    const rows = runs
      .map((run) =>
        run
          .replace(/<w:tab\/>/g, '\t')
          .replace(/<w:br\/>/g, '\n')
          .replace(/<w:t(?: [^>]*)?>([^<]*)<\/w:t>|<[^>]+>/g, (_, t: string | undefined) => t ?? ''),
      )
      .join('')
      .split('\n');
    for (const row of rows) {
      const parts = row
        .split('\t')
        .map((t) => repairText(decodeEntities(t)))
        .filter(Boolean);
      if (parts.length === 0) continue;
      const text = parts.join(' ');
      out.push({
        text,
        parts,
        partXs: parts.map((_, k) => k * 100),
        chunks: [text],
        chunkXs: [0],
        page: 1,
        x: 0,
        y: 0,
        size: halfPoints ? Number(halfPoints) / 2 : 10,
        font: 'header',
        isBold,
        isBullet: false,
        gapAbove: 0.5,
        right: 500,
        isParagraph: true,
      });
    }
  }
  return out;
}

/** A bullet character and its space at the start of a paragraph (a dash only before a space). */
const TYPED_BULLET = /^(?:[•●▪◦■‣⁃∙◆►▸➢➤✓✔]|[-–—*](?= ))\s*/;

const SIZES: Record<string, number> = { h1: 20, h2: 16, h3: 14, h4: 13, h5: 12, h6: 11, p: 10, li: 10, tr: 10 };

/**
 * A table whose cells each hold one paragraph or none (`Zeitraum | Ausbildung | Institution`,
 * `2019 – 2021 | Senior Engineer`) reads row by row, each row one line of parts, as the same table
 * printed to PDF does. A table with a cell of several paragraphs, a line break or a list anywhere
 * (a layout table: a label column beside whole sections, a sidebar, a name over a title) stays one
 * line per paragraph, and so does a row whose cells are each a labelled list (`Programming: Python |
 * Visualization: Tableau`). Only tables with no table inside them.
 */
function rowsOfCells(html: string): string {
  return html.replace(/<table>((?:(?!<table[\s>]|<\/table>)[\s\S])*)<\/table>/g, (table, inner: string) => {
    const rows = [...inner.matchAll(/<tr>([\s\S]*?)<\/tr>/g)].map((m) => ({
      html: m[0],
      cells: [...m[1]!.matchAll(/<t([dh])\b[^>]*>([\s\S]*?)<\/t\1>/g)].map((c) => c[2]!),
    }));
    const single = (cell: string) => !/<(?:ul|ol|h[1-6]|br)\b/.test(cell) && (cell.match(/<p\b/g) ?? []).length <= 1;
    if (rows.length === 0 || !rows.every((row) => row.cells.every(single))) return table;
    const labelled = (cell: string) => /^[^:]{2,40}:\s*\S/.test(stripTags(cell).trim());
    const joined = rows.map(({ html, cells }) => {
      const filled = cells.filter((c) => stripTags(c).trim() !== '');
      if (filled.length < 2 || filled.filter(labelled).length >= 2) return html;
      return `<tr>${cells.map((c) => `<td>${c.replace(/<\/?p\b[^>]*>/g, '')}</td>`).join('')}</tr>`;
    });
    return `<table>${joined.join('')}</table>`;
  });
}

export function htmlToLines(html: string): Line[] {
  const lines: Line[] = [];
  let depth = 0;
  const cleaned = rowsOfCells(html.replace(/<li><a href="#[^"]*">[^<]*<\/a><\/li>/g, ''));
  const tokens = cleaned.split(/(<\/?(?:ul|ol)>|<(?:p|h[1-6]|li|tr)\b[^>]*>|<\/(?:p|h[1-6]|li|tr)>)/);
  let tag = '';
  let currentOpen = '';
  for (const token of tokens) {
    if (/^<(ul|ol)>$/.test(token)) depth++;
    else if (/^<\/(ul|ol)>$/.test(token)) depth = Math.max(0, depth - 1);
    else if (/^<(p|h[1-6]|li|tr)\b/.test(token)) {
      tag = /^<(\w+)/.exec(token)?.[1] ?? '';
      currentOpen = token;
    } else if (/^<\//.test(token)) tag = '';
    else if (tag && token.trim()) {
      // A row of cells (rowsOfCells) is bold when every cell is.
      const row =
        tag === 'tr' && token.includes('<td') ? token.split(/<\/td>/).filter((c) => stripTags(c).trim()) : null;
      const boldOf = (html: string) =>
        /^\s*(?:<td>)?\s*(<a [^>]*>)?\s*<strong>/.test(html) && /<\/strong>\s*(<\/a>)?\s*$/.test(html);
      const startsBold = /^\s*(<a [^>]*>)?\s*<strong>/.test(token);
      const bold = row ? row.every(boldOf) : startsBold && boldOf(token);
      const style = /^<p class="(title|subtitle)"/.exec(currentOpen)?.[1];
      // A line break (Shift+Enter: `Name ↵ Staff Engineer` in one heading) ends a line, except in a
      // list item or a table row, where it wraps text inside one item or one cell.
      const pieces = tag === 'li' || tag === 'tr' ? [token] : token.split(/<br\s*\/?>/);
      for (const piece of pieces) {
        // Table cells, and text set apart by tab stops (`Acme Corp ⇥ Austin, TX`), are parts.
        const cells = (piece.includes('<td') ? piece.split(/<\/td>/) : [piece])
          .flatMap((cell) => stripTags(cell).split(/\t+/))
          .filter((cell) => cell.trim() !== '');
        const joined = repairText(cells.join(' '));
        // A bullet typed as a character (`• Cassandra`) marks a list item as Word's lists do.
        const typed = tag === 'p' && cells.length === 1 ? TYPED_BULLET.exec(joined) : null;
        const text = typed ? joined.slice(typed[0].length) : joined;
        if (!text) continue;
        const isBullet = (tag === 'li' && !startsBold) || typed !== null;
        lines.push({
          text,
          parts: typed ? [text] : cells.map(repairText).filter(Boolean),
          partXs: cells.map((_, k) => k * 100),
          // A table row's cells are its chunks too, as a printed table's are.
          chunks: row && cells.length > 1 ? cells.map(repairText) : [text],
          chunkXs: row && cells.length > 1 ? cells.map((_, k) => k * 100) : [0],
          page: 1,
          x: isBullet ? depth * 10 : 0,
          y: lines.length * 12,
          size: style === 'title' ? 26 : style === 'subtitle' ? 14 : (SIZES[tag] ?? 10),
          font: tag,
          isBold: bold,
          isBullet,
          gapAbove: 0.5,
          right: 500,
          isHeading: /^h[1-6]$/.test(tag) && lines.length > 0,
          isParagraph: true,
        });
      }
    }
  }
  return lines;
}

function stripTags(html: string): string {
  return decodeEntities(html.replace(/<br\s*\/?>/g, ' ').replace(/<[^>]+>/g, ''));
}

function decodeEntities(text: string): string {
  return text
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&#(\d+);/g, (_, n: string) => String.fromCodePoint(Number(n)));
}
