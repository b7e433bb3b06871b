import mammoth from 'mammoth';
import yauzl from 'yauzl';
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
 * so a central directory that lies cannot slip a bomb through.
 */
export async function checkDocxZip(bytes: Uint8Array): Promise<void> {
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
      zip.openReadStream(entry, (err, stream) => {
        if (err) return fail(new ParseError('corrupt_file', undefined, { cause: err }));
        stream.on('error', (e) => fail(new ParseError('corrupt_file', undefined, { cause: e })));
        stream.on('end', () => zip.readEntry());
        stream.resume();
      });
    });
    zip.readEntry();
  });
  if (!hasDocument) throw new ParseError('unsupported_type');
}

/**
 * Reads a DOCX into lines through mammoth's HTML. Headings (`h1`–`h6`) keep a size by level and
 * are marked as headings; list items are bullets indented by depth, except an item that starts
 * in bold (themes use those as entry titles); a paragraph wholly in bold is marked bold. Table
 * cells become parts of one line. Links to anchors (`#section`, a table of contents) are dropped.
 */
export async function readDocx(bytes: Uint8Array): Promise<{ lines: Line[]; links: string[] }> {
  await checkDocxZip(bytes);
  let html: string;
  try {
    html = (
      await mammoth.convertToHtml(
        { buffer: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) },
        { externalFileAccess: false },
      )
    ).value;
  } catch (error) {
    throw new ParseError('corrupt_file', undefined, { cause: error });
  }
  const links = [...html.matchAll(/href="([^"#][^"]*)"/g)].map((m) => decodeEntities(m[1] ?? ''));
  return { lines: htmlToLines(html), links };
}

const SIZES: Record<string, number> = { h1: 20, h2: 16, h3: 14, h4: 13, h5: 12, h6: 11, p: 10, li: 10, tr: 10 };

export function htmlToLines(html: string): Line[] {
  const lines: Line[] = [];
  let depth = 0;
  const cleaned = html.replace(/<li><a href="#[^"]*">[^<]*<\/a><\/li>/g, '');
  const tokens = cleaned.split(/(<\/?(?:ul|ol)>|<(?:p|h[1-6]|li|tr)\b[^>]*>|<\/(?:p|h[1-6]|li|tr)>)/);
  let tag = '';
  for (const token of tokens) {
    if (/^<(ul|ol)>$/.test(token)) depth++;
    else if (/^<\/(ul|ol)>$/.test(token)) depth = Math.max(0, depth - 1);
    else if (/^<(p|h[1-6]|li|tr)\b/.test(token)) tag = /^<(\w+)/.exec(token)?.[1] ?? '';
    else if (/^<\//.test(token)) tag = '';
    else if (tag && token.trim()) {
      const cells = token.includes('<td')
        ? token
            .split(/<\/td>/)
            .map(stripTags)
            .filter(Boolean)
        : [stripTags(token)];
      const text = repairText(cells.join(' '));
      if (!text) continue;
      const startsBold = /^\s*(<a [^>]*>)?\s*<strong>/.test(token);
      const isBullet = tag === 'li' && !startsBold;
      const size = SIZES[tag] ?? 10;
      lines.push({
        text,
        parts: cells.map(repairText).filter(Boolean),
        partXs: cells.map((_, k) => k * 100),
        chunks: [text],
        chunkXs: [0],
        page: 1,
        x: isBullet ? depth * 10 : 0,
        y: lines.length * 12,
        size,
        font: tag,
        isBold: startsBold && /<\/strong>\s*(<\/a>)?\s*$/.test(token),
        isBullet,
        gapAbove: 0.5,
        right: 500,
        isHeading: /^h[1-6]$/.test(tag) && lines.length > 0,
        isParagraph: true,
      });
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
