import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GENERATE_ACTIONS } from '@vitae/shared/constants';
import { fileUpload } from '../platform/testing/multipart.ts';
import { createTestApp, testDatabases, type TestApp } from '../platform/testing/test-app.ts';
import { readPdfText } from '../rendering/pdf-text.ts';
import { buildSampleResume } from '../rendering/sample-resume.ts';

/** A plain-text resume with a name and experience but no e-mail or phone: the parser reports them missing. */
const RESUME_WITHOUT_CONTACT = [
  'Dana Whitfield',
  '',
  'EXPERIENCE',
  'Senior Engineer, Northwind Traders',
  'Jan 2019 - Present',
  '- Built the order pipeline in TypeScript and PostgreSQL',
  '- Led a team of four engineers',
  '',
  'EDUCATION',
  'BSc Computer Science, State University, 2014 - 2018',
  '',
  'SKILLS',
  'TypeScript, PostgreSQL, Kubernetes',
].join('\n');

interface Entry {
  to_check?: string[];
  original_type?: string | null;
}

describe.each(testDatabases())('review of parsed fields and live preview on %s', (kind) => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp(kind);
    token = (await t.signup()).access_token;
  });
  afterAll(async () => t.close());

  const entries = async (as = token) =>
    (await t.post('auth/verify', {}, as)).json<{ user_resumes: Record<string, Entry> }>().user_resumes;

  it('keeps the fields to check of an upload until the person confirms them', async () => {
    const { payload, headers } = fileUpload('dana.txt', new TextEncoder().encode(RESUME_WITHOUT_CONTACT));
    const parsed = await t.app.inject({
      method: 'POST',
      url: '/api/parse',
      payload,
      headers: { ...headers, authorization: `Bearer ${token}` },
    });
    expect(parsed.statusCode).toBe(200);
    const key = parsed.json<{ file_id: string }>().file_id;
    const before = (await entries())[key]!;
    expect(before.to_check).toEqual(expect.arrayContaining(['email', 'phone']));
    expect(before.original_type).toBe('text/plain');

    const confirmed = await t.post('user/confirm_fields', { key, fields: ['email'] }, token);
    expect(confirmed.statusCode).toBe(200);
    const left = confirmed.json<{ to_check: string[] }>().to_check;
    expect(left).not.toContain('email');
    expect(left).toContain('phone');
    expect((await entries())[key]!.to_check).toEqual(left);

    // Another person's key is not found, and their confirmation changes nothing here.
    const other = (await t.signup()).access_token;
    expect((await t.post('user/confirm_fields', { key, fields: ['phone'] }, other)).statusCode).toBe(404);
    expect((await entries())[key]!.to_check).toContain('phone');
  });

  it('flags nothing on a resume typed in the editor', async () => {
    const created = await t.post(
      'user/create_new_resume',
      { resume: buildSampleResume(), filename: 'Typed', nickname: 'typed' },
      token,
    );
    const key = created.json<{ file_id: string }>().file_id;
    const entry = (await entries())[key]!;
    expect(entry.to_check).toEqual([]);
    expect(entry.original_type).toBeNull();
  });

  it('starts a new account with all five Generate sections selected', async () => {
    const fresh = (await t.signup()).access_token;
    const { actions } = (await t.post('auth/verify', {}, fresh)).json<{ actions: string[] }>();
    expect(actions).toEqual([...GENERATE_ACTIONS]);
  });

  it('renders unsaved content for the preview without storing it', async () => {
    const resume = { ...buildSampleResume(), profile: 'Draft sentence only the preview has seen.' };
    const stored = t.ctx.blobs.put.bind(t.ctx.blobs);
    const puts: string[] = [];
    t.ctx.blobs.put = async (key, bytes) => {
      puts.push(key);
      return stored(key, bytes);
    };
    try {
      const response = await t.post('resume/preview', { resume, template: 'modern' }, token);
      expect(response.statusCode).toBe(200);
      const { pdf } = response.json<{ pdf: string }>();
      const { pages } = await readPdfText(new Uint8Array(Buffer.from(pdf, 'base64')));
      expect(pages.flat().join(' ').replace(/\s+/g, ' ')).toContain('Draft sentence only the preview has seen.');
      expect(puts).toEqual([]);
    } finally {
      t.ctx.blobs.put = stored;
    }
  });

  it('refuses a preview without sign-in and a preview with an unknown template', async () => {
    expect((await t.post('resume/preview', { resume: buildSampleResume() })).statusCode).toBe(401);
    const bad = await t.post('resume/preview', { resume: buildSampleResume(), template: 'fancy' }, token);
    expect(bad.statusCode).toBe(400);
  });
});
