import { describe, it, expect } from 'vitest';
import { checkDocxZip, readDocx, MAX_UNPACKED_BYTES } from './read-docx.ts';
import { buildZip } from './test-files/build-test-files.ts';
import { readFixture } from './test-files/fixtures.ts';

const bomb = Buffer.alloc(MAX_UNPACKED_BYTES + 1024 * 1024, 0x20);

describe('readDocx', () => {
  it('reads paragraphs, bold entry titles and bullets from a real DOCX', async () => {
    const { lines, links } = await readDocx(readFixture('docx/r02.elegant.docx'));
    const title = lines.find((l) => l.text.startsWith('Head of Analytics,'));
    expect(title?.isBullet).toBe(false);
    expect(lines.some((l) => l.isBullet && l.text.startsWith('Automated weekly KPI reporting'))).toBe(true);
    expect(lines.some((l) => l.text === 'Skills' && l.isHeading)).toBe(true);
    expect(links.some((u) => u.includes('gitlab.com'))).toBe(true);
  });

  it('refuses a zip bomb before inflating it', async () => {
    const zip = buildZip([{ name: 'word/document.xml', data: bomb }]);
    expect(zip.byteLength).toBeLessThan(200_000);
    await expect(checkDocxZip(zip)).rejects.toMatchObject({ code: 'too_large' });
  });

  it('stops a bomb whose headers lie about its unpacked size', async () => {
    const zip = buildZip([{ name: 'word/document.xml', data: bomb, declaredSize: 1000 }]);
    await expect(checkDocxZip(zip)).rejects.toMatchObject({ code: 'corrupt_file' });
  });

  it('refuses a zip that is not a Word document', async () => {
    const zip = buildZip([{ name: 'hello.txt', data: Buffer.from('hi') }]);
    await expect(checkDocxZip(zip)).rejects.toMatchObject({ code: 'unsupported_type' });
  });
});
