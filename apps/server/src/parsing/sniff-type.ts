/**
 * Content sniffing for uploads and zip entries alike: the kind of a resume file is decided by its
 * bytes, never its name. Rules: `%PDF-` in the first 1 KB is a PDF (some generators put junk
 * before it); a zip that holds `word/document.xml` is a DOCX, any other zip is a nested zip; HTML,
 * SVG or other XML markup is refused whatever the file is called (a page saved as `resume.pdf`
 * must not be read as a resume's text); text that decodes as UTF-8 (or UTF-16 with a BOM) without
 * NULs is JSON when it parses to an object, else plain text. Limits: an old binary .doc, an RTF or
 * an image is unsupported.
 */
import yauzl from 'yauzl';

export type ResumeFileKind = 'pdf' | 'docx' | 'txt' | 'json';
export type SniffSkip = 'empty' | 'nested_zip' | 'unsupported_type';
export type SniffResult = { kind: ResumeFileKind } | { skip: SniffSkip };

const PDF_MAGIC = [0x25, 0x50, 0x44, 0x46, 0x2d];
/** A DOCX has a handful of parts; more than this in a "document" is not one we want to list. */
const MAX_DOCX_PARTS = 2_000;
/** Markup at the start of a file: a doctype, an XML declaration or a root element of a web page/drawing. */
const MARKUP_START = /^<(?:!doctype\s|\?xml[\s?]|html[\s>]|head[\s>]|body[\s>]|svg[\s>]|!--)/i;

/** Synchronous sniff for a single upload; the DOCX check looks for the part's name in the bytes. */
export function sniffResumeType(bytes: Uint8Array): ResumeFileKind | null {
  const found = sniffWithoutZip(bytes);
  if (found !== 'zip') return 'kind' in found ? found.kind : null;
  return containsAscii(bytes, 'word/document.xml') ? 'docx' : null;
}

/** Sniff for a zip entry: reads an inner zip's directory (never inflating it) to tell DOCX from a nested zip. */
export async function sniffEntry(bytes: Uint8Array): Promise<SniffResult> {
  const found = sniffWithoutZip(bytes);
  if (found !== 'zip') return found;
  return (await hasDocumentPart(bytes)) ? { kind: 'docx' } : { skip: 'nested_zip' };
}

function sniffWithoutZip(bytes: Uint8Array): SniffResult | 'zip' {
  if (bytes.length === 0) return { skip: 'empty' };
  if (hasPdfMagic(bytes)) return { kind: 'pdf' };
  if (isZipBytes(bytes)) return 'zip';
  const text = decodeUtf8(bytes);
  if (text === null) return { skip: 'unsupported_type' };
  const trimmed = text.trimStart();
  if (MARKUP_START.test(trimmed)) return { skip: 'unsupported_type' };
  if (trimmed.startsWith('{')) {
    try {
      const value: unknown = JSON.parse(text);
      if (value && typeof value === 'object' && !Array.isArray(value)) return { kind: 'json' };
    } catch {
      // not JSON: fall through to plain text
    }
  }
  return { kind: 'txt' };
}

export function isZipBytes(bytes: Uint8Array): boolean {
  // Local file header, or the end-of-directory record that starts an empty zip.
  return (
    bytes[0] === 0x50 && bytes[1] === 0x4b && (bytes[2] === 0x03 || bytes[2] === 0x05) && bytes[3] === bytes[2] + 1
  );
}

function hasPdfMagic(bytes: Uint8Array): boolean {
  const end = Math.min(bytes.length - PDF_MAGIC.length, 1024);
  for (let i = 0; i <= end; i++) {
    if (PDF_MAGIC.every((b, k) => bytes[i + k] === b)) return true;
  }
  return false;
}

function containsAscii(bytes: Uint8Array, needle: string): boolean {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).includes(needle, 0, 'latin1');
}

/** Lists the inner zip's names without inflating anything. */
async function hasDocumentPart(bytes: Uint8Array): Promise<boolean> {
  let zip: yauzl.ZipFile | undefined;
  try {
    zip = await yauzl.fromBufferPromise(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), {
      lazyEntries: true,
    });
    if (zip.entryCount > MAX_DOCX_PARTS) return false;
    for await (const entry of zip.eachEntry()) {
      if (entry.fileName === 'word/document.xml') return true;
    }
    return false;
  } catch {
    return false;
  } finally {
    zip?.close();
  }
}

/** UTF-8 (with or without BOM) or UTF-16 with BOM; null when the bytes look binary. */
export function decodeUtf8(bytes: Uint8Array): string | null {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes);
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes);
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
  // Control characters other than tab/newline/form feed mean a binary file.
  let controls = 0;
  for (let i = 0; i < Math.min(text.length, 4096); i++) {
    const c = text.charCodeAt(i);
    if (c === 0) return null;
    if (c < 32 && c !== 9 && c !== 10 && c !== 13 && c !== 12) controls++;
  }
  return controls > 8 ? null : text.replace(/^\uFEFF/, '');
}
