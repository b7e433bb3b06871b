import { describe, expect, it } from 'vitest';
import { loadPdfJs } from './load-pdfjs.ts';
import { readPdf } from './read-pdf.ts';
import { readFixture } from './test-files/fixtures.ts';

// Taken before pdf.js is loaded (the imports above load none of it).
const native = { push: Array.prototype.push, parse: JSON.parse, stringify: JSON.stringify };

describe('loadPdfJs', () => {
  it("leaves this process's own push and JSON in place, and pdf.js still reads PDFs", async () => {
    await loadPdfJs();
    expect(Array.prototype.push).toBe(native.push);
    expect(JSON.parse).toBe(native.parse);
    expect(JSON.stringify).toBe(native.stringify);
    // What pdf.js added for itself stays.
    expect(typeof (Promise as { withResolvers?: unknown }).withResolvers).toBe('function');
    const pages = await readPdf(readFixture('pdf/r01.flat.pdf'));
    expect(pages[0]?.items.map((i) => i.text).join(' ')).toContain('asoller@gmx.de');
    expect(JSON.stringify({ a: [1, 'b'] })).toBe('{"a":[1,"b"]}');
  });
});
