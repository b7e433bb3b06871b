/**
 * Decides by content, never by name, whether a zip entry is a resume file we can parse.
 * Rules: `%PDF-` within the first 1 KB is a PDF (some generators put junk before it); a zip
 * whose central directory names `word/document.xml` is a DOCX, any other zip is a nested zip
 * (skipped: we never recurse); valid UTF-8 without NUL bytes and with few control characters is
 * plain text (JSON resumes included). Limits: legacy .doc, RTF and images are unsupported;
 * UTF-16 text is treated as binary.
 */
import yauzl from 'yauzl';

export type ResumeFileKind = 'pdf' | 'docx' | 'txt';
export type SniffResult = { kind: ResumeFileKind } | { skip: 'empty' | 'nested_zip' | 'unsupported_type' };

const PDF_MAGIC = Buffer.from('%PDF-', 'latin1');
const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const EMPTY_ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x05, 0x06]);
/** A DOCX has a handful of parts; more than this in a "document" is not one we want to list. */
const MAX_DOCX_PARTS = 2_000;

export async function sniffEntry(bytes: Buffer): Promise<SniffResult> {
  if (bytes.length === 0) return { skip: 'empty' };
  const head = bytes.subarray(0, 1024 + PDF_MAGIC.length);
  if (head.includes(PDF_MAGIC)) return { kind: 'pdf' };
  if (isZipBytes(bytes)) return (await hasDocumentPart(bytes)) ? { kind: 'docx' } : { skip: 'nested_zip' };
  return isPlainText(bytes) ? { kind: 'txt' } : { skip: 'unsupported_type' };
}

export function isZipBytes(bytes: Buffer): boolean {
  const magic = bytes.subarray(0, 4);
  return magic.equals(ZIP_MAGIC) || magic.equals(EMPTY_ZIP_MAGIC);
}

/** Lists the inner zip's names without inflating anything. */
async function hasDocumentPart(bytes: Buffer): Promise<boolean> {
  let zip: yauzl.ZipFile | undefined;
  try {
    zip = await yauzl.fromBufferPromise(bytes, { lazyEntries: true });
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

/** UTF-8 that decodes strictly, no NULs, and under 1% control characters other than whitespace. */
export function isPlainText(bytes: Buffer): boolean {
  const sample = bytes.subarray(0, 64 * 1024);
  if (sample.includes(0)) return false;
  let text: string;
  try {
    // A sample may cut a multi-byte character at its end: decode in stream mode so that is not an error.
    text = new TextDecoder('utf-8', { fatal: true }).decode(sample, { stream: sample.length < bytes.length });
  } catch {
    return false;
  }
  let control = 0;
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    if (code < 32 && char !== '\n' && char !== '\r' && char !== '\t' && char !== '\f') control++;
  }
  return control <= text.length * 0.01;
}
