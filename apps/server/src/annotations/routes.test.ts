import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDatabases, type TestApp } from '../platform/testing/test-app.ts';
import { buildMultipart } from '../platform/testing/multipart.ts';

const annotated = Buffer.from(
  '%PDF-1.7\n1 0 obj<</Type/Annot/Subtype/FreeText/Contents(Ask about Acme)>>endobj\n%%EOF\n',
);

function upload(key: string, bytes: Buffer, token: string) {
  const body = buildMultipart([
    { name: 'key', value: key },
    { name: 'file', fileName: 'a.pdf', bytes, type: 'application/pdf' },
  ]);
  return {
    method: 'POST' as const,
    url: '/api/user/save_annotations',
    payload: body.payload,
    headers: { ...body.headers, authorization: `Bearer ${token}` },
  };
}

describe.each(testDatabases())('PDF annotations kept with a resume on %s', (kind) => {
  let t: TestApp;
  let token: string;
  let key: string;
  beforeAll(async () => {
    t = await createTestApp(kind);
    token = (await t.signup()).access_token;
    const created = await t.post(
      'user/create_new_resume',
      {
        resume: {
          fullName: 'Ann Otate',
          email: 'ann@example.com',
          phone: '555 0100',
          experience: [{ title: 'Engineer', company: 'Acme', description: ['Built things'] }],
        },
        filename: 'Ann',
        nickname: 'ann',
      },
      token,
    );
    key = created.json<{ file_id: string }>().file_id;
  });
  afterAll(async () => t.close());

  const read = async (as = token) => t.post('user/annotations', { key }, as);

  it('keeps the annotated PDF per user and per resume until the person clears it', async () => {
    expect((await read()).json()).toEqual({ url: null, saved_at: null, is_current: true });
    const saved = await t.app.inject(upload(key, annotated, token));
    expect(saved.statusCode, saved.body).toBe(200);
    const found = (await read()).json<{ url: string; is_current: boolean }>();
    expect(found.is_current).toBe(true);
    const file = await t.app.inject({ method: 'GET', url: found.url });
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.rawPayload.equals(annotated)).toBe(true);

    // Another person can neither read nor overwrite them.
    const other = (await t.signup()).access_token;
    expect((await read(other)).statusCode).toBe(404);
    expect((await t.app.inject(upload(key, annotated, other))).statusCode).toBe(404);

    // Saving the resume again marks them as made on an earlier version; clearing removes them.
    const resume = (await t.post('user/fetch_resume', { key }, token)).json<{ resume: object }>().resume;
    expect((await t.post('user/save_resume', { key, resume }, token)).statusCode).toBe(200);
    expect((await read()).json<{ is_current: boolean }>().is_current).toBe(false);
    expect((await t.post('user/clear_annotations', { key }, token)).statusCode).toBe(200);
    expect((await read()).json<{ url: string | null }>().url).toBeNull();
    expect((await t.app.inject({ method: 'GET', url: found.url })).statusCode).toBe(404);
  });

  it('refuses a file that is not a PDF, and drops the annotations when the resume is removed', async () => {
    const refused = await t.app.inject(upload(key, Buffer.from('GIF89a not a pdf'), token));
    expect(refused.statusCode).toBe(415);
    expect((await t.app.inject(upload(key, annotated, token))).statusCode).toBe(200);
    const { url } = (await read()).json<{ url: string }>();
    expect((await t.post('user/remove_resume', { key }, token)).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    expect((await read()).statusCode).toBe(404);
  });
});

describe.each(testDatabases())('annotations within the storage quota on %s', (kind) => {
  let t: TestApp;
  let token: string;
  const keys: string[] = [];
  beforeAll(async () => {
    t = await createTestApp(kind, { STORAGE_QUOTA_MB: '1' });
    token = (await t.signup()).access_token;
    for (const name of ['One', 'Two']) {
      const created = await t.post(
        'user/create_new_resume',
        {
          resume: { fullName: `Ann ${name}`, email: 'ann@example.com', phone: '555 0100' },
          filename: name,
          nickname: name,
        },
        token,
      );
      expect(created.statusCode, created.body).toBe(200);
      keys.push(created.json<{ file_id: string }>().file_id);
    }
  });
  afterAll(async () => t.close());

  /** An annotated PDF of about `kb` kilobytes. */
  const pdfOf = (kb: number) => Buffer.concat([annotated, Buffer.alloc(kb * 1024, ' ')]);

  it('counts annotations against the quota: 10 MB a resume times many resumes cannot fill the disk', async () => {
    expect((await t.app.inject(upload(keys[0]!, pdfOf(600), token))).statusCode).toBe(200);
    // Saving the same resume's notes again replaces them: only the new size counts.
    expect((await t.app.inject(upload(keys[0]!, pdfOf(650), token))).statusCode).toBe(200);
    const over = await t.app.inject(upload(keys[1]!, pdfOf(600), token));
    expect(over.statusCode).toBe(413);
    expect(over.json()).toMatchObject({ code: 'storage_quota' });
    expect((await t.post('user/annotations', { key: keys[1] }, token)).json()).toMatchObject({ url: null });
    // Clearing the first resume's notes frees the room.
    expect((await t.post('user/clear_annotations', { key: keys[0] }, token)).statusCode).toBe(200);
    expect((await t.app.inject(upload(keys[1]!, pdfOf(600), token))).statusCode).toBe(200);
  });
});
