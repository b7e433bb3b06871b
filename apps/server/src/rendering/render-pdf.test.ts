import { afterAll, describe, expect, it } from 'vitest';
import { emptyResume } from '@vitae/shared/resume/schema';
import { SECTION_NAMES } from '@vitae/shared/resume/section-order';
import { closeWorkerPool } from '../platform/workers/shared-pool.ts';
import { findOutOfOrder, listValuesInOrder } from './expected-text.ts';
import { describeResume, formatHeading, SECTION_TITLES } from './layout-text.ts';
import { readPdfText } from './pdf-text.ts';
import { renderResumePdf } from './render-pdf.ts';
import { buildLongResume, buildSampleResume } from './sample-resume.ts';
import { TEMPLATES, type TemplateName } from './templates.ts';

afterAll(() => closeWorkerPool());

const allText = (pages: string[][]) => pages.flat().join(' ');

describe('renderResumePdf', () => {
  it.each(TEMPLATES.map((t) => t.name))(
    'renders every field of a full resume as selectable text in reading order (%s)',
    async (template: TemplateName) => {
      const resume = buildSampleResume();
      const pdf = await renderResumePdf(resume, { template });
      expect(new TextDecoder().decode(pdf.subarray(0, 5))).toBe('%PDF-');
      const { pages } = await readPdfText(pdf);
      expect(findOutOfOrder(allText(pages), listValuesInOrder(resume))).toEqual([]);
      // Section headings stand alone on their line, and skills read "Category: a, b, c".
      const lines = pages.flat();
      for (const title of Object.values(SECTION_TITLES)) expect(lines).toContain(title);
      expect(lines).toContain('Languages: TypeScript, Go, Rust, SQL, Python');
      expect(lines).toContain(
        'Staff Software Engineer | Nordlicht Payments GmbH | Zürich, Switzerland Jan 2020 – Present',
      );
      // No hyphenation and no ligature glyphs that extract as something else.
      expect(allText(pages)).toContain('efficient ingestion pipeline');
      expect(allText(pages)).not.toMatch(/[\uFB00-\uFB06]/);
    },
  );

  it.each(TEMPLATES.map((t) => t.name))(
    "prints the sections in the resume's chosen order, each entry under its own heading (%s)",
    async (template: TemplateName) => {
      const order = [...SECTION_NAMES].reverse();
      const resume = { ...buildSampleResume(), sectionOrder: order };
      const { pages } = await readPdfText(await renderResumePdf(resume, { template }));
      const lines = pages.flat();
      const headings = lines.filter((line) => Object.values(SECTION_TITLES).includes(line));
      expect(headings).toEqual(order.map((name) => SECTION_TITLES[name]));
      expect(findOutOfOrder(allText(pages), listValuesInOrder(resume))).toEqual([]);
      // The same text in the default order is out of order here: the check can tell them apart.
      expect(findOutOfOrder(allText(pages), listValuesInOrder(buildSampleResume()))).not.toEqual([]);
    },
  );

  it('sets the title and author metadata', async () => {
    const resume = buildSampleResume();
    const byDefault = await readPdfText(await renderResumePdf(resume));
    expect(byDefault).toMatchObject({ title: 'Amélie Okonkwo-Fischer – Resume', author: 'Amélie Okonkwo-Fischer' });
    const named = await readPdfText(await renderResumePdf(resume, { template: 'modern', title: 'Backend role, ACME' }));
    expect(named.title).toBe('Backend role, ACME');
  });

  it('fits the sample resume on one page in the compact template and on two in classic', async () => {
    const resume = buildSampleResume();
    expect((await readPdfText(await renderResumePdf(resume, { template: 'compact' }))).pages).toHaveLength(1);
    expect((await readPdfText(await renderResumePdf(resume, { template: 'classic' }))).pages).toHaveLength(2);
  });

  // Job counts chosen so that section headings and entries fall at page feet; with 14 jobs a
  // nested layout once lost the first publication past the foot of page 3.
  it.each([
    ['classic', 14],
    ['classic', 16],
    ['modern', 15],
    ['compact', 16],
  ] as const)(
    'flows a long resume over pages without losing a line or leaving a heading at a page foot (%s, %i jobs)',
    async (template, jobs) => {
      const resume = buildLongResume(jobs);
      const { pages } = await readPdfText(await renderResumePdf(resume, { template }));
      expect(pages.length).toBeGreaterThanOrEqual(template === 'compact' ? 2 : 3);
      expect(findOutOfOrder(allText(pages), listValuesInOrder(resume))).toEqual([]);
      const text = describeResume(resume);
      const entries = [
        ...text.experience,
        ...text.education,
        ...text.projects,
        ...text.certifications,
        ...text.publications,
      ];
      const headers = entries
        .filter((e) => e.details.length + e.bullets.length > 0) // a lone header line may end a page
        .map((e) => `${formatHeading(e)} ${e.dates}`.trim());
      const mustHaveFollower = new Set<string>([...Object.values(SECTION_TITLES), ...headers]);
      for (const page of pages.slice(0, -1))
        expect(mustHaveFollower.has(page.at(-1)!), `page ends with "${page.at(-1)}"`).toBe(false);
    },
  );

  it('renders a blank editor resume without failing', async () => {
    const { pages } = await readPdfText(await renderResumePdf(emptyResume()));
    expect(pages).toEqual([[]]);
  });

  it('refuses an unknown template with a clear message', async () => {
    const attempt = renderResumePdf(buildSampleResume(), { template: 'fancy' as TemplateName });
    await expect(attempt).rejects.toMatchObject({ code: 'invalid_input', status: 400 });
    await expect(attempt).rejects.toThrow('Unknown template "fancy"; choose one of classic, modern, compact.');
  });

  it('stops a render that exceeds its time limit while another render succeeds', async () => {
    await renderResumePdf(buildSampleResume()); // a warm worker, so the limit measures rendering
    const slow = renderResumePdf(buildLongResume(80), { timeoutMs: 150 });
    const normal = renderResumePdf(buildSampleResume(), { template: 'modern' });
    await expect(slow).rejects.toMatchObject({
      code: 'task_timeout',
      message: 'Rendering the PDF took longer than 150 ms and was stopped.',
    });
    const { pages } = await readPdfText(await normal);
    expect(pages[0]![0]).toBe('Amélie Okonkwo-Fischer');
  });
});
