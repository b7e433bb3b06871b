import { readdirSync, existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileUpload } from '../platform/testing/multipart.ts';
import { createTestApp, testDatabases, type TestApp } from '../platform/testing/test-app.ts';
import { closeIsolation } from '../parsing/run-isolated.ts';

// The parse children get their test inputs (VITAE-TEST-THROW: a bug in the parser) from this process.
process.env.VITAE_PARSE_TEST_HOOKS = '1';
afterAll(() => closeIsolation());

describe.each(testDatabases())('uploads that must not become a resume on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  async function upload(token: string, fileName: string, text: string) {
    const body = fileUpload(fileName, new TextEncoder().encode(text), 'text/plain');
    return t.app.inject({
      method: 'POST',
      url: '/api/parse',
      payload: body.payload,
      headers: { ...body.headers, authorization: `Bearer ${token}` },
    });
  }
  const storedOriginals = (dataDir: string) => {
    const dir = path.join(dataDir, 'blobs', 'originals');
    return existsSync(dir) ? readdirSync(dir, { recursive: true }).length : 0;
  };
  const resumeCount = async (token: string) =>
    Object.keys((await t.post('auth/verify', {}, token)).json<{ user_resumes: object }>().user_resumes).length;

  it('refuses a 5-byte "hello" with a 4xx that says what to do, and saves nothing', async () => {
    const { access_token } = await t.signup();
    const response = await upload(access_token, 'hello.txt', 'hello');
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ code: 'no_resume_content' });
    expect(response.json<{ message: string }>().message).toMatch(/Upload the resume itself/);
    expect(await resumeCount(access_token)).toBe(0);
    expect(storedOriginals(t.dataDir)).toBe(0);
  });

  it('still saves a short text that holds a name and an e-mail', async () => {
    const { access_token } = await t.signup();
    const response = await upload(access_token, 'jane.txt', 'Jane Doe\njane@example.com');
    expect(response.statusCode).toBe(200);
    expect(await resumeCount(access_token)).toBe(1);
  });

  it('reports a failure of the parser as ours (500 with a reference), never as a damaged file', async () => {
    const { access_token } = await t.signup();
    const response = await upload(access_token, 'resume.txt', 'VITAE-TEST-THROW');
    expect(response.statusCode).toBe(500);
    const body = response.json<{ message: string; code: string }>();
    expect(body.code).toBe('parser_failed');
    expect(body.message).toMatch(/error on our side.*\(reference [0-9A-F]{10}\)/);
    expect(body.message).not.toMatch(/damaged/);
    expect(await resumeCount(access_token)).toBe(0);
  });
});
