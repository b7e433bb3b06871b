import { afterAll, describe, expect, it } from 'vitest';
import yauzl from 'yauzl';
import type { SectionName } from '@vitae/shared/resume/section-order';
import { closeWorkerPool } from '../platform/workers/shared-pool.ts';
import { findOutOfOrder, listValuesInOrder } from './expected-text.ts';
import { SECTION_TITLES } from './layout-text.ts';
import { renderResumeDocx } from './render-docx.ts';
import { buildSampleResume } from './sample-resume.ts';

afterAll(() => closeWorkerPool());

/** The text of one file inside a zip archive. */
async function readZipEntry(zip: Uint8Array, name: string): Promise<string> {
  const archive = await new Promise<yauzl.ZipFile>((resolve, reject) =>
    yauzl.fromBuffer(Buffer.from(zip), { lazyEntries: true }, (error, file) => (error ? reject(error) : resolve(file))),
  );
  return new Promise((resolve, reject) => {
    archive.on('entry', (entry: yauzl.Entry) => {
      if (entry.fileName !== name) return archive.readEntry();
      archive.openReadStream(entry, (error, stream) => {
        if (error) return reject(error);
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
      });
    });
    archive.on('end', () => reject(new Error(`${name} is not in the archive`)));
    archive.readEntry();
  });
}

/** Paragraph texts of word/document.xml: the runs' <w:t> contents, a tab as a space. */
function readParagraphs(xml: string): string[] {
  return [...xml.matchAll(/<w:p[ >][\s\S]*?<\/w:p>/g)].map(([p]) =>
    [...p.matchAll(/<w:t(?: [^>]*)?>([^<]*)<\/w:t>|<w:tab\/>/g)]
      .map(([tag, text]) => (tag.startsWith('<w:tab') ? ' ' : text!))
      .join('')
      .replace(/&amp;/g, '&')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&apos;/g, "'"),
  );
}

describe('renderResumeDocx', () => {
  it('writes every field of the resume in reading order as Word paragraphs', async () => {
    const resume = buildSampleResume();
    const docx = await renderResumeDocx(resume);
    const paragraphs = readParagraphs(await readZipEntry(docx, 'word/document.xml'));
    expect(findOutOfOrder(paragraphs.join(' '), listValuesInOrder(resume))).toEqual([]);
    expect(paragraphs).toContain('Experience');
    expect(paragraphs).toContain(
      'Staff Software Engineer | Nordlicht Payments GmbH | Zürich, Switzerland Jan 2020 – Present',
    );
    expect(paragraphs).toContain('Languages: TypeScript, Go, Rust, SQL, Python');
  });

  it("writes the sections in the resume's chosen order", async () => {
    const resume = { ...buildSampleResume(), sectionOrder: ['skills', 'projects', 'education'] as SectionName[] };
    const paragraphs = readParagraphs(await readZipEntry(await renderResumeDocx(resume), 'word/document.xml'));
    const headings = paragraphs.filter((p) => Object.values(SECTION_TITLES).includes(p));
    expect(headings).toEqual([
      'Skills',
      'Projects',
      'Education',
      'Profile',
      'Experience',
      'Certifications',
      'Publications',
    ]);
    expect(findOutOfOrder(paragraphs.join(' '), listValuesInOrder(resume))).toEqual([]);
  });

  it('marks description lines as Word bullets', async () => {
    const xml = await readZipEntry(await renderResumeDocx(buildSampleResume()), 'word/document.xml');
    const bulletParagraphs = [...xml.matchAll(/<w:p[ >][\s\S]*?<\/w:p>/g)].filter(([p]) => p.includes('<w:numPr>'));
    const description = buildSampleResume().experience.flatMap((e) => e.description);
    expect(bulletParagraphs.length).toBeGreaterThanOrEqual(description.length);
  });

  it('sets the document title and creator', async () => {
    const core = await readZipEntry(
      await renderResumeDocx(buildSampleResume(), { title: 'Résumé for ACME' }),
      'docProps/core.xml',
    );
    expect(core).toContain('<dc:title>Résumé for ACME</dc:title>');
    expect(core).toContain('<dc:creator>Vitae</dc:creator>');
  });
});
