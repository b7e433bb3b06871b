import { describe, it, expect } from 'vitest';
import { sniffResumeType } from './sniff-type.ts';
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
