import { describe, it, expect } from 'vitest';
import { sniffEntry, sniffResumeType } from './sniff-type.ts';
import { buildZip } from './test-files/build-test-files.ts';
import { readFixture } from './test-files/fixtures.ts';

describe('sniffResumeType', () => {
  it('identifies PDF and DOCX by their bytes', () => {
    expect(sniffResumeType(readFixture('pdf/r01.paper.pdf'))).toBe('pdf');
    expect(sniffResumeType(readFixture('docx/r01.elegant.docx'))).toBe('docx');
  });

  it('tells JSON from plain text', () => {
    expect(sniffResumeType(new TextEncoder().encode('{"basics":{"name":"A"}}'))).toBe('json');
    expect(sniffResumeType(new TextEncoder().encode('Jane Doe\nNurse'))).toBe('txt');
  });

  it('rejects a zip that is not a Word document, binaries and empty files', () => {
    expect(sniffResumeType(buildZip([{ name: 'a.txt', data: Buffer.from('x') }]))).toBeNull();
    expect(sniffResumeType(new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]))).toBeNull();
    expect(sniffResumeType(new Uint8Array())).toBeNull();
  });
});

describe('sniffResumeType on markup', () => {
  it('refuses HTML and SVG whatever they are called, but keeps text that mentions tags', () => {
    const encode = (s: string) => new TextEncoder().encode(s);
    expect(sniffResumeType(encode('<!doctype html><html><body>Jane</body></html>'))).toBeNull();
    expect(sniffResumeType(encode('  <html lang="en"><p>Jane</p></html>'))).toBeNull();
    expect(sniffResumeType(encode('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(sniffResumeType(encode('<svg viewBox="0 0 1 1"></svg>'))).toBeNull();
    expect(sniffResumeType(encode('Jane Doe\nBuilt <div> layouts in React'))).toBe('txt');
  });
});

describe('sniffEntry', () => {
  it('tells a Word document from a nested zip by its directory', async () => {
    expect(await sniffEntry(readFixture('docx/r01.elegant.docx'))).toEqual({ kind: 'docx' });
    expect(await sniffEntry(buildZip([{ name: 'a.txt', data: Buffer.from('x') }]))).toEqual({ skip: 'nested_zip' });
  });

  it('skips empty, binary and markup entries and reads PDFs and text', async () => {
    expect(await sniffEntry(new Uint8Array())).toEqual({ skip: 'empty' });
    expect(await sniffEntry(new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]))).toEqual({ skip: 'unsupported_type' });
    expect(await sniffEntry(Buffer.from('<html><body>x</body></html>'))).toEqual({ skip: 'unsupported_type' });
    expect(await sniffEntry(readFixture('pdf/r01.paper.pdf'))).toEqual({ kind: 'pdf' });
    expect(await sniffEntry(Buffer.from('Jane Doe\nChef'))).toEqual({ kind: 'txt' });
  });
});
