/**
 * Builders of small hostile or edge-case files for the parser tests, made in the test so no
 * binary needs committing: a PDF with text, an image-only (scanned) PDF, a password-protected
 * PDF, and a zip (DOCX) whose entries may inflate far past their packed size.
 */
import { deflateRawSync, crc32 } from 'node:zlib';

function assemblePdf(objects: string[], trailerExtra = ''): Uint8Array {
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((obj, i) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${i + 1} 0 obj\n${obj}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const o of offsets) body += `${String(o).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R ${trailerExtra}>>\nstartxref\n${xref}\n%%EOF\n`;
  return new Uint8Array(Buffer.from(body, 'latin1'));
}

function stream(content: string, dict = ''): string {
  return `<< /Length ${Buffer.byteLength(content, 'latin1')} ${dict}>>\nstream\n${content}\nendstream`;
}

/**
 * A one-page PDF whose text layer holds the given lines (11 pt), each in the font of that index in
 * `fonts` (PostScript names, not embedded; Helvetica when there is none).
 */
export function buildTextPdf(lines: string[], fonts: string[] = []): Uint8Array {
  const escape = (s: string) => s.replace(/[\\()]/g, (c) => `\\${c}`);
  const names = fonts.length > 0 ? fonts : ['Helvetica'];
  const ops = lines
    .map((l, i) => `BT /F${Math.min(i, names.length - 1) + 1} 11 Tf 72 ${720 - i * 16} Td (${escape(l)}) Tj ET`)
    .join('\n');
  const resources = names.map((_, k) => `/F${k + 1} ${5 + k} 0 R`).join(' ');
  return assemblePdf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << ${resources} >> >> /Contents 4 0 R >>`,
    stream(ops),
    ...names.map((name) => `<< /Type /Font /Subtype /Type1 /BaseFont /${name} >>`),
  ]);
}

/**
 * A one-page PDF whose text is set in a Type 3 font with glyph names of codes (`/a29`) and no
 * character map, as TeX's bitmap fonts are: a reader gets the codes, not the letters.
 */
export function buildBitmapFontPdf(lines: string[]): Uint8Array {
  const escape = (s: string) => s.replace(/[\\()]/g, (c) => `\\${c}`);
  const ops = lines.map((l, i) => `BT /F1 11 Tf 72 ${720 - i * 16} Td (${escape(l)}) Tj ET`).join('\n');
  const names = Array.from({ length: 256 }, (_, code) => `/a${code}`).join(' ');
  const procs = Array.from({ length: 256 }, (_, code) => `/a${code} 6 0 R`).join(' ');
  return assemblePdf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>',
    stream(ops),
    `<< /Type /Font /Subtype /Type3 /FontBBox [0 0 500 700] /FontMatrix [0.001 0 0 0.001 0 0] /CharProcs << ${procs} >> /Encoding << /Type /Encoding /Differences [0 ${names}] >> /FirstChar 0 /LastChar 255 /Widths [${Array(256).fill(500).join(' ')}] >>`,
    stream('500 0 0 0 500 700 d1 0 0 500 700 re f'),
  ]);
}

/** A one-page PDF that only paints an image: what a scanner produces. */
export function buildScannedPdf(): Uint8Array {
  const pixels = Buffer.alloc(8 * 8 * 3, 0x80).toString('latin1');
  return assemblePdf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /XObject << /Im1 5 0 R >> >> /Contents 4 0 R >>',
    stream('q 500 0 0 700 50 50 cm /Im1 Do Q'),
    stream(pixels, '/Type /XObject /Subtype /Image /Width 8 /Height 8 /ColorSpace /DeviceRGB /BitsPerComponent 8 '),
  ]);
}

/**
 * A PDF with a standard security handler whose user password is not empty: the /U entry does
 * not match the empty password, so a reader must ask for one.
 */
export function buildEncryptedPdf(): Uint8Array {
  const hex = (n: number) => Buffer.alloc(32, n).toString('hex');
  const pdf = assemblePdf(
    [
      '<< /Type /Catalog /Pages 2 0 R >>',
      '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
      '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >>',
      `<< /Filter /Standard /V 1 /R 2 /O <${hex(0x11)}> /U <${hex(0x22)}> /P -4 >>`,
    ],
    '/Encrypt 4 0 R /ID [<0123456789abcdef0123456789abcdef> <0123456789abcdef0123456789abcdef>] ',
  );
  return pdf;
}

/**
 * A zip with the given entries. `declaredSize` lets a test lie in the headers about how big an
 * entry unpacks (a bomb that hides from a central-directory check).
 */
export function buildZip(entries: { name: string; data: Buffer; declaredSize?: number }[]): Uint8Array {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const e of entries) {
    const packed = deflateRawSync(e.data);
    const name = Buffer.from(e.name);
    const crc = crc32(e.data);
    const size = e.declaredSize ?? e.data.length;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    locals.push(local, name, packed);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(packed.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    centrals.push(central, name);
    offset += 30 + name.length + packed.length;
  }
  const cd = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(cd.length, 12);
  end.writeUInt32LE(offset, 16);
  return new Uint8Array(Buffer.concat([...locals, cd, end]));
}
