import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Resume } from '@vitae/shared/resume/schema';
import { SECTION_NAMES, SECTION_TITLES, type SectionName } from '@vitae/shared/resume/section-order';
import { createTestApp, testDatabases, type TestApp } from '../platform/testing/test-app.ts';
import { closeWorkerPool } from '../platform/workers/shared-pool.ts';
import { findOutOfOrder, listValuesInOrder } from '../rendering/expected-text.ts';
import { readPdfText } from '../rendering/pdf-text.ts';
import { buildSampleResume } from '../rendering/sample-resume.ts';

const JOB = `Senior Backend Engineer. We need strong PostgreSQL, Kubernetes and TypeScript experience,
5+ years building APIs, and experience with AWS. Nice to have: Kafka.`;
const CHOSEN: SectionName[] = [
  'skills',
  'projects',
  'education',
  'experience',
  'profile',
  'publications',
  'certifications',
];
const TITLES = new Set<string>(Object.values(SECTION_TITLES));

/** The section headings of a PDF, top to bottom, and its whole text. */
async function readPdfSections(pdf: Uint8Array): Promise<{ headings: string[]; text: string }> {
  const { pages } = await readPdfText(pdf);
  return { headings: pages.flat().filter((line) => TITLES.has(line)), text: pages.flat().join(' ') };
}
const titlesOf = (order: readonly SectionName[]) => order.map((name) => SECTION_TITLES[name]);

afterAll(() => closeWorkerPool());

describe.each(testDatabases())('section order on %s', (kind) => {
  let t: TestApp;
  let token: string;
  let key: string;
  beforeAll(async () => {
    t = await createTestApp(kind, { SIGNUP_TOKEN_GRANT: '1000000' });
    token = (await t.signup()).access_token;
    const created = await t.post(
      'user/create_new_resume',
      { resume: buildSampleResume(), filename: 'Sample', nickname: 'sample' },
      token,
    );
    expect(created.statusCode).toBe(200);
    key = created.json<{ file_id: string }>().file_id;
  });
  afterAll(async () => t.close());

  const fetchResume = async () => (await t.post('user/fetch_resume', { key }, token)).json<{ resume: Resume }>().resume;
  async function fetchSavedPdf(): Promise<Uint8Array> {
    const { url } = (await t.post('user/fetch_resume_url', { key }, token)).json<{ url: string }>();
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    return new Uint8Array(response.rawPayload);
  }

  it('keeps the default order for a resume that never had one', async () => {
    expect((await fetchResume()).sectionOrder).toBeUndefined();
    expect((await readPdfSections(await fetchSavedPdf())).headings).toEqual(titlesOf(SECTION_NAMES));
  });

  it('saves a chosen order, reads it back, and the saved PDF prints the sections in it', async () => {
    const saved = await t.post(
      'user/save_resume',
      { key, resume: { ...buildSampleResume(), sectionOrder: CHOSEN } },
      token,
    );
    expect(saved.statusCode, saved.body).toBe(200);
    const resume = await fetchResume();
    expect(resume.sectionOrder).toEqual(CHOSEN);
    const { headings, text } = await readPdfSections(await fetchSavedPdf());
    expect(headings).toEqual(titlesOf(CHOSEN));
    expect(findOutOfOrder(text, listValuesInOrder(resume))).toEqual([]);
  });

  it('completes a partial order: the named sections first, the rest in the default order', async () => {
    const saved = await t.post(
      'user/save_resume',
      { key, resume: { ...buildSampleResume(), sectionOrder: ['publications', 'education'] } },
      token,
    );
    expect(saved.statusCode).toBe(200);
    const expected: SectionName[] = [
      'publications',
      'education',
      'profile',
      'experience',
      'projects',
      'skills',
      'certifications',
    ];
    expect((await fetchResume()).sectionOrder).toEqual(expected);
    expect((await readPdfSections(await fetchSavedPdf())).headings).toEqual(titlesOf(expected));
  });

  it('answers 400 naming the field to an unknown or repeated section and keeps the stored order', async () => {
    const before = (await fetchResume()).sectionOrder;
    for (const sectionOrder of [
      ['skills', 'hobbies'],
      ['skills', 'education', 'skills'],
    ]) {
      const response = await t.post(
        'user/save_resume',
        { key, resume: { ...buildSampleResume(), sectionOrder } },
        token,
      );
      expect(response.statusCode).toBe(400);
      expect(response.json<{ message: string }>().message).toMatch(/^resume\.sectionOrder/);
    }
    expect((await fetchResume()).sectionOrder).toEqual(before);
  });

  it('renders unsaved content in its order for the live preview and for generate/new', async () => {
    const resume = { ...buildSampleResume(), sectionOrder: CHOSEN };
    const preview = await t.post('resume/preview', { resume }, token);
    expect(preview.statusCode).toBe(200);
    const previewPdf = Buffer.from(preview.json<{ pdf: string }>().pdf, 'base64');
    expect((await readPdfSections(previewPdf)).headings).toEqual(titlesOf(CHOSEN));
    const refreshed = await t.post('generate/new', { resume, template: 'compact' }, token);
    expect(refreshed.statusCode).toBe(200);
    const body = refreshed.json<{ resume: string; refreshedResume: Resume }>();
    expect(body.refreshedResume.sectionOrder).toEqual(CHOSEN);
    expect((await readPdfSections(Buffer.from(body.resume, 'base64'))).headings).toEqual(titlesOf(CHOSEN));
  });

  it('keeps the order through tailoring, in the generated resume and its PDF', async () => {
    await t.post('user/save_resume', { key, resume: { ...buildSampleResume(), sectionOrder: CHOSEN } }, token);
    const response = await t.post(
      'generate',
      { job_description: JOB, actions: ['Update Skills', 'Update Profile', 'Update Experience'], key },
      token,
    );
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<{ resume: string; generatedResume: Resume }>();
    expect(body.generatedResume.sectionOrder).toEqual(CHOSEN);
    expect((await readPdfSections(Buffer.from(body.resume, 'base64'))).headings).toEqual(titlesOf(CHOSEN));
  }, 120_000); // tailoring scores the resume twice and renders a PDF: 17 s measured on the shared 2-core machine

  it('keeps the order through a JSON Resume export and import', async () => {
    await t.post('user/save_resume', { key, resume: { ...buildSampleResume(), sectionOrder: CHOSEN } }, token);
    const exported = await t.post('user/export_resume', { key, format: 'json-resume' }, token);
    expect(exported.statusCode).toBe(200);
    const imported = await t.post(
      'user/create_new_resume',
      { json_resume: exported.json<Record<string, unknown>>(), filename: 'Imported', nickname: 'imported' },
      token,
    );
    expect(imported.statusCode, imported.body).toBe(200);
    expect(imported.json<{ resume: Resume }>().resume.sectionOrder).toEqual(CHOSEN);
  });
});
