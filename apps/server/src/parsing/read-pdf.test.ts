import { describe, it, expect } from 'vitest';
import { profileInside, readPdf } from './read-pdf.ts';
import { ParseError } from './errors.ts';
import { buildBitmapFontPdf, buildEncryptedPdf, buildScannedPdf, buildTextPdf } from './test-files/build-test-files.ts';
import { groupLines } from './group-lines.ts';
import { readFixture } from './test-files/fixtures.ts';

describe('readPdf', () => {
  it('reads text runs with positions from a real two-page resume', async () => {
    const pages = await readPdf(readFixture('pdf/r01.flat.pdf'));
    expect(pages).toHaveLength(2);
    const name = pages[0]!.items.find((i) => i.text === 'Alicia Mayra Soller');
    expect(name?.size).toBeGreaterThan(20);
    expect(name!.y).toBeLessThan(100);
  });

  it('marks runs in a bold font as bold and body text as regular', async () => {
    const items = (await readPdf(readFixture('pdf/r01.flat.pdf'))).flatMap((p) => p.items);
    const bold = items.filter((i) => i.isBold);
    expect(bold.length).toBeGreaterThan(0);
    expect(bold.length).toBeLessThan(items.length / 2);
  });

  it("marks TeX's bold faces as bold by their names, and its other faces as regular", async () => {
    const fonts = [
      'QGNXXK+CMBX12',
      'ABCDEF+CMSSBX10',
      'SFBX1000',
      'NimbusRomNo9L-Medi',
      'CMR10',
      'CMCSC10',
      'CMSS10',
      'CMSY10',
    ];
    const pages = await readPdf(
      buildTextPdf(
        fonts.map((f) => `Text in ${f}`),
        fonts,
      ),
    );
    expect(pages[0]!.items.filter((i) => i.text.trim() !== '').map((i) => [i.text, i.isBold === true])).toEqual(
      fonts.map((f, k) => [`Text in ${f}`, k < 4]),
    );
  });

  it('reads a generated PDF with a text layer', async () => {
    const pages = await readPdf(buildTextPdf(['Jane Doe', 'jane@example.com', 'Experience: five years of nursing']));
    expect(pages[0]!.items.map((i) => i.text)).toContain('Jane Doe');
  });

  it("reads the codes of TeX's bitmap fonts as the ligatures, dashes and list marks they draw", async () => {
    const pages = await readPdf(
      buildBitmapFontPdf([
        'Built a loan origination work\x1dow',
        'Loan System \x15 a bank app',
        '\x88 Developed REST APIs',
      ]),
    );
    expect(pages[0]!.items.map((i) => i.text).slice(0, 2)).toEqual([
      'Built a loan origination workflow',
      'Loan System – a bank app',
    ]);
    const developed = groupLines(pages).find((l) => l.text.includes('Developed'));
    expect([developed?.text, developed?.isBullet]).toEqual(['Developed REST APIs', true]);
  });

  it('rejects an image-only PDF as scanned', async () => {
    await expect(readPdf(buildScannedPdf())).rejects.toMatchObject({ code: 'scanned_pdf' });
  });

  it('rejects a password-protected PDF as encrypted', async () => {
    await expect(readPdf(buildEncryptedPdf())).rejects.toMatchObject({ code: 'encrypted_pdf' });
  });

  it('rejects a truncated PDF as corrupt', async () => {
    const bytes = readFixture('pdf/r01.flat.pdf').slice(0, 400);
    const error = await readPdf(bytes).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ParseError);
    expect(['corrupt_file', 'scanned_pdf']).toContain((error as ParseError).code);
  });
});

describe('profileInside', () => {
  it('finds the profile a scheme-less link meant inside the file link it became', () => {
    expect(profileInside('file:///tmp/cv/html/www.linkedin.com/in/josegarcia')).toEqual([
      'https://linkedin.com/in/josegarcia',
    ]);
    expect(profileInside('linkedin.com/in/tyrel-kutch')).toEqual(['https://linkedin.com/in/tyrel-kutch']);
    expect(profileInside('C:\\Users\\me\\github.com\\ada')).toEqual([]);
    expect(profileInside('file:///home/me/github.com/ada-l/')).toEqual(['https://github.com/ada-l']);
  });

  it('finds nothing in a file link that names no profile', () => {
    expect(profileInside('file:///tmp/out/html/minyma/target=%22_blank%22')).toEqual([]);
    expect(profileInside('file:///home/me/notlinkedin.com/in/x')).toEqual([]);
  });
});
