/**
 * Content sniffing: the kind of a resume file is decided by its bytes, never its name.
 * Rules: `%PDF-` in the first 1 KB is a PDF (some generators put junk before it); a zip whose
 * central directory names `word/document.xml` is a DOCX (checked in read-docx, here only the zip
 * signature plus that name appearing in the bytes); text that decodes as UTF-8 without NULs is
 * JSON when it parses to an object with JSON Resume keys, else plain text. Limits: an old binary
 * .doc, an RTF or an image returns null (unsupported).
 */
export type ResumeFileKind = 'pdf' | 'docx' | 'txt' | 'json';

const PDF_MAGIC = [0x25, 0x50, 0x44, 0x46, 0x2d];

export function sniffResumeType(bytes: Uint8Array): ResumeFileKind | null {
  if (bytes.length === 0) return null;
  if (hasPdfMagic(bytes)) return 'pdf';
  if (bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04) {
    return containsAscii(bytes, 'word/document.xml') ? 'docx' : null;
  }
  const text = decodeUtf8(bytes);
  if (text === null) return null;
  const trimmed = text.trimStart();
  if (trimmed.startsWith('{')) {
    try {
      const value: unknown = JSON.parse(text);
      if (value && typeof value === 'object' && !Array.isArray(value)) return 'json';
    } catch {
      // not JSON: fall through to plain text
    }
  }
  return 'txt';
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
