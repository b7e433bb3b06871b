import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildMultipart, type Part } from '../platform/testing/multipart.ts';
import { createTestApp, testDatabases, type TestApp } from '../platform/testing/test-app.ts';
import { closeIsolation } from '../parsing/run-isolated.ts';
import { forgeZip } from '../shortlisting/zip-forge.ts';
import { readStoredBytes } from './quota.ts';
import { findUserByEmail } from '../auth/store.ts';

afterAll(() => closeIsolation());

const resumeText = (n: number) =>
  Buffer.from(
    `Person ${n}\nperson${n}@example.com\n\nExperience\nEngineer, Acme, 2020 - 2024\n- Built APIs in TypeScript\n`,
  );
const JOB = 'Backend engineer: TypeScript, PostgreSQL, APIs.';
const listFiles = (folder: string) => (existsSync(folder) ? readdirSync(folder, { recursive: true }) : []);

describe.each(testDatabases())('upload limits and deleting runs on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { UPLOADS_PER_HOUR: '6', STORAGE_QUOTA_MB: '1' });
  });
  afterAll(() => t.close());

  const send = (url: string, parts: Part[], token: string) => {
    const body = buildMultipart(parts);
    return t.app.inject({
      method: 'POST',
      url: `/api/${url}`,
      payload: body.payload,
      headers: { ...body.headers, authorization: `Bearer ${token}` },
    });
  };
  const parse = (token: string, n: number) =>
    send('parse', [{ name: 'file', fileName: `r${n}.txt`, bytes: resumeText(n), type: 'text/plain' }], token);
  const shortlist = (token: string, files: { fileName: string; bytes: Buffer }[]) =>
    send(
      'shortlist-resumes',
      [
        { name: 'metadata', value: JSON.stringify({ job_id: 'J-1', job_description: JOB }) },
        ...files.map((f) => ({ name: 'files', ...f })),
      ],
      token,
    );
  const userId = async (email: string) => (await findUserByEmail(t.ctx.db.kysely, email))!.id;

  it('limits uploads an hour per user with a clear 429, counting /api/parse and shortlists alike', async () => {
    const { access_token } = await t.signup();
    for (let i = 0; i < 5; i++) expect((await parse(access_token, i)).statusCode).toBe(200);
    expect((await shortlist(access_token, [{ fileName: 'a.txt', bytes: resumeText(9) }])).statusCode).toBe(200);
    const refused = await parse(access_token, 7);
    expect(refused.statusCode).toBe(429);
    expect(refused.json<{ message: string }>().message).toBe(
      'You have reached the limit of 6 uploads an hour. Try again later.',
    );
    // Another user is not affected.
    expect((await parse((await t.signup()).access_token, 1)).statusCode).toBe(200);
  });

  it('refuses more than two uploads of one user at once', async () => {
    const { access_token } = await t.signup();
    // Two uploads held half-sent: each has been let in once the server starts reading its body.
    const held = [0, 1].map((n) => {
      const body = buildMultipart([{ name: 'file', fileName: `r${n}.txt`, bytes: resumeText(n), type: 'text/plain' }]);
      const stream = new PassThrough();
      stream.write(body.payload.subarray(0, 40));
      const answer = t.app.inject({
        method: 'POST',
        url: '/api/parse',
        payload: stream,
        headers: { ...body.headers, authorization: `Bearer ${access_token}` },
      });
      return { stream, rest: body.payload.subarray(40), answer };
    });
    await vi.waitFor(() => expect(held.every((h) => h.stream.readableLength === 0)).toBe(true), { timeout: 10_000 });

    const third = await parse(access_token, 2);
    expect(third.statusCode).toBe(429);
    expect(third.json()).toMatchObject({ code: 'uploads_at_once' });

    for (const h of held) h.stream.end(h.rest);
    expect((await Promise.all(held.map((h) => h.answer))).map((a) => a.statusCode)).toEqual([200, 200]);
    // With both finished, the next upload is let in.
    expect((await parse(access_token, 3)).statusCode).toBe(200);
  });

  it('keeps each user within their stored-bytes quota with a 413 that says what to do', async () => {
    const { access_token, email } = await t.signup();
    // 0.6 MB of resumes fit in the 1 MB quota; the next 0.6 MB do not.
    const big = (n: number) => ({
      fileName: `big${n}.txt`,
      bytes: Buffer.concat([resumeText(n), Buffer.alloc(600_000, 'a ')]),
    });
    expect((await shortlist(access_token, [big(1)])).statusCode).toBe(200);
    expect(await readStoredBytes(t.ctx, await userId(email))).toBeGreaterThan(600_000);
    const refused = await shortlist(access_token, [big(2)]);
    expect(refused.statusCode).toBe(413);
    expect(refused.json()).toMatchObject({ code: 'storage_quota' });
    expect(refused.json<{ message: string }>().message).toMatch(/Delete resumes or shortlist runs you no longer need/);
    const refusedParse = await send(
      'parse',
      [{ name: 'file', fileName: 'big.txt', bytes: big(3).bytes, type: 'text/plain' }],
      access_token,
    );
    expect(refusedParse.statusCode).toBe(413);
  });

  it('counts every saved version of a resume: saving 400 KB again and again stops at the quota with a 413', async () => {
    const { access_token: token } = await t.signup();
    const line = 'Reconciled ledgers '.repeat(50).slice(0, 950);
    const big = {
      fullName: 'Vera Sion',
      email: 'vera@example.com',
      phone: '555 0100',
      experience: Array.from({ length: 8 }, (_, i) => ({
        title: 'Accountant',
        company: `Firm ${i}`,
        description: Array.from({ length: 50 }, (_, j) => `${j} ${line}`),
      })),
    };
    const created = await t.post('user/create_new_resume', { resume: big, filename: 'Vera', nickname: 'v' }, token);
    expect(created.statusCode, created.body).toBe(200);
    const key = created.json<{ file_id: string }>().file_id;
    const save = () => t.post('user/save_resume', { key, resume: big }, token);
    expect((await save()).statusCode).toBe(200);
    const over = await save();
    expect(over.statusCode).toBe(413);
    expect(over.json()).toMatchObject({ code: 'storage_quota' });
    // Nothing was written: still two versions.
    expect(
      (await t.post('user/resume_versions', { key }, token)).json<{ versions: unknown[] }>().versions,
    ).toHaveLength(2);
  });

  it('lets a user delete a run: its rows and stored files go, another user gets 404', async () => {
    const owner = await t.signup();
    const started = await shortlist(owner.access_token, [
      { fileName: 'a.txt', bytes: resumeText(1) },
      { fileName: 'b.txt', bytes: resumeText(2) },
    ]);
    const { run_id } = started.json<{ run_id: string }>();
    const folder = path.join(t.dataDir, 'blobs', 'shortlist', run_id);
    expect(listFiles(folder)).toHaveLength(2);
    const other = await t.signup();
    expect((await t.post('shortlist/delete', { run_id }, other.access_token)).statusCode).toBe(404);
    const deleted = await t.post('shortlist/delete', { run_id }, owner.access_token);
    expect(deleted.statusCode).toBe(200);
    expect(existsSync(folder)).toBe(false);
    const items = await t.ctx.db.kysely
      .selectFrom('shortlist_items')
      .select('id')
      .where('run_id', '=', run_id)
      .execute();
    expect(items).toEqual([]);
    expect((await t.post('shortlist/status', { run_id }, owner.access_token)).statusCode).toBe(404);
    expect(await readStoredBytes(t.ctx, await userId(owner.email))).toBe(0);
  });
});

describe.each(testDatabases())('a zip bomb made of small entries on %s', (kind) => {
  // An app with room enough that only the zip's own ratio can refuse it.
  let roomy: TestApp;
  beforeAll(async () => {
    roomy = await createTestApp(kind);
  });
  afterAll(() => roomy.close());

  it('refuses a tiny zip that unpacks to many times its size, storing nothing', async () => {
    const { access_token } = await roomy.signup();
    // Each entry is under the per-entry bomb check (1 MB); together they are 30 MB from a few KB.
    const entries = Array.from({ length: 30 }, (_, i) => ({
      name: `r${i}.txt`,
      data: Buffer.concat([resumeText(i), Buffer.alloc(1_000_000, ' ')]),
    }));
    const zip = forgeZip(entries);
    expect(zip.byteLength).toBeLessThan(100_000);
    const body = buildMultipart([
      { name: 'metadata', value: JSON.stringify({ job_id: 'J-1', job_description: JOB }) },
      { name: 'files', fileName: 'tiny.zip', bytes: zip },
    ]);
    const response = await roomy.app.inject({
      method: 'POST',
      url: '/api/shortlist-resumes',
      payload: body.payload,
      headers: { ...body.headers, authorization: `Bearer ${access_token}` },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ code: 'zip_ratio' });
    expect(listFiles(path.join(roomy.dataDir, 'blobs', 'shortlist'))).toEqual([]);
    expect(listFiles(path.join(roomy.dataDir, 'tmp'))).toEqual([]);
  });
});
