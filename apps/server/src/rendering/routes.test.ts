import mammoth from 'mammoth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDatabases, type TestApp } from '../platform/testing/test-app.ts';
import { readPdfText } from './pdf-text.ts';
import { buildSampleResume } from './sample-resume.ts';

describe.each(testDatabases())('rendering calls on %s', (kind) => {
  let t: TestApp;
  let token: string;
  let key: string;
  beforeAll(async () => {
    t = await createTestApp(kind);
    token = (await t.signup()).access_token;
    const created = await t.post(
      'user/create_new_resume',
      { resume: buildSampleResume(), filename: 'Sample', nickname: 'sample' },
      token,
    );
    key = created.json<{ file_id: string }>().file_id;
  });
  afterAll(async () => t.close());

  it('renders edited content to a PDF whose text shows the edit', async () => {
    const resume = { ...buildSampleResume(), profile: 'Edited profile sentence for the refresh test.' };
    const response = await t.post('generate/new', { resume }, token);
    expect(response.statusCode).toBe(200);
    const body = response.json<{ resume: string; refreshedResume: { profile: string } }>();
    expect(body.refreshedResume.profile).toBe(resume.profile);
    const { pages } = await readPdfText(new Uint8Array(Buffer.from(body.resume, 'base64')));
    expect(pages.flat().join(' ').replace(/\s+/g, ' ')).toContain('Edited profile sentence for the refresh test.');
  });

  it('serves the saved resume PDF from a signed URL, inline for the browser viewer, with the spec filename and safe headers', async () => {
    const { url } = (await t.post('user/fetch_resume_url', { key }, token)).json<{ url: string }>();
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toMatch(/^inline; filename="Test_Person.pdf"/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('serves a DOCX whose document text holds the resume', async () => {
    const { url } = (await t.post('user/fetch_resume_url', { key, format: 'docx' }, token)).json<{ url: string }>();
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(/^attachment; /);
    const { value } = await mammoth.extractRawText({ buffer: response.rawPayload });
    expect(value).toContain(buildSampleResume().fullName);
    expect(value).toContain(buildSampleResume().experience[0]!.company);
  });

  it("refuses expired and tampered URLs with 403 and another user's key with 404", async () => {
    const expired = t.ctx.files.sign('resume', { user: 'x', key, format: 'pdf' }, -1);
    expect((await t.app.inject({ method: 'GET', url: expired })).statusCode).toBe(403);
    const { url } = (await t.post('user/fetch_resume_url', { key }, token)).json<{ url: string }>();
    const tampered = url.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'));
    expect((await t.app.inject({ method: 'GET', url: tampered })).statusCode).toBe(403);
    const other = (await t.signup()).access_token;
    expect((await t.post('user/fetch_resume_url', { key }, other)).statusCode).toBe(404);
    expect((await t.post('user/fetch_resume_url', { key, format: 'original' }, token)).statusCode).toBe(404);
  });

  it('remembers a template and refuses an unknown one', async () => {
    expect((await t.post('user/set_template', { key, template: 'modern' }, token)).statusCode).toBe(200);
    expect((await t.post('user/set_template', { key, template: 'fancy' }, token)).statusCode).toBe(400);
  });
});
