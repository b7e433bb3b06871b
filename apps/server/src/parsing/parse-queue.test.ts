import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Queue } from 'bullmq';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { TEST_REDIS_URL, dropRedisKeys, redisReachable, testRedisPrefix } from '../platform/testing/redis.ts';
import { fileUpload } from '../platform/testing/multipart.ts';
import { createTestApp, testDatabases, type TestApp } from '../platform/testing/test-app.ts';
import { redisConnection } from '../platform/queue/redis.ts';
import { closeIsolation } from './run-isolated.ts';
import { PARSE_QUEUE, PARSE_WAIT_MESSAGE, startParseWorker, type ParseWorker } from './parse-queue.ts';

const REDIS_URL = TEST_REDIS_URL;
const PREFIX = testRedisPrefix('scale-parse');
const fixtures = path.resolve(import.meta.dirname, '../../../../../shared/fixtures/parse-dev');

const hasRedis = await redisReachable(REDIS_URL);
if (!hasRedis)
  console.warn(`\n*** SKIPPED: the parse queue tests need Redis at ${REDIS_URL} (set TEST_REDIS_URL). ***\n`);

afterAll(async () => {
  await closeIsolation();
  if (!hasRedis) return;
  await dropRedisKeys(PREFIX, REDIS_URL);
});

/** A one-page PDF without any text, as a scanner makes it. */
const scannedPdf = () => {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R >>',
    '<< /Length 0 >>\nstream\n\nendstream',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
};

describe.runIf(hasRedis).each(testDatabases())('single uploads parsed through the queue on %s', (kind) => {
  let t: TestApp;
  let token: string;
  let worker: ParseWorker | undefined;
  const processed: { id: string; ok: boolean }[] = [];
  const env = (extra: Record<string, string> = {}) => ({
    REDIS_URL,
    REDIS_PREFIX: `${PREFIX}-${kind}`,
    QUEUE_LOCK_SECONDS: '5',
    ...extra,
  });
  beforeAll(async () => {
    t = await createTestApp(kind, env());
    token = (await t.signup()).access_token;
  });
  afterAll(async () => {
    await worker?.close();
    await t?.close();
  });

  const upload = (app: TestApp, as: string, fileName: string, bytes: Uint8Array) => {
    const { payload, headers } = fileUpload(fileName, bytes);
    return app.app.inject({
      method: 'POST',
      url: '/api/parse',
      payload,
      headers: { ...headers, authorization: `Bearer ${as}` },
    });
  };
  const originals = (app: TestApp) => {
    const dir = path.join(app.dataDir, 'blobs', 'originals');
    return existsSync(dir)
      ? readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).length
      : 0;
  };
  const resumeCount = async (app: TestApp, as: string) =>
    Object.keys((await app.post('auth/verify', {}, as)).json<{ user_resumes: object }>().user_resumes).length;

  it('with no worker the upload waits for its job, then answers 503 saying so, and keeps nothing', async () => {
    const impatient = await createTestApp(kind, env({ PARSE_WAIT_SECONDS: '2' }));
    try {
      const as = (await impatient.signup()).access_token;
      const started = Date.now();
      const answer = await upload(impatient, as, 'cv.pdf', readFileSync(path.join(fixtures, 'docs/pdf/r03.paper.pdf')));
      expect(answer.statusCode, answer.body).toBe(503);
      expect(answer.json()).toEqual({ message: PARSE_WAIT_MESSAGE, code: 'parse_timeout' });
      expect(Date.now() - started).toBeGreaterThanOrEqual(2_000);
      // The server did not parse it itself, stored nothing, and took its job back so no worker parses it later.
      expect(await resumeCount(impatient, as)).toBe(0);
      expect(originals(impatient)).toBe(0);
      const queue = new Queue(PARSE_QUEUE, {
        connection: redisConnection(impatient.ctx.config),
        prefix: `${PREFIX}-${kind}`,
      });
      expect(await queue.getJobCounts('waiting', 'active', 'delayed')).toMatchObject({
        waiting: 0,
        active: 0,
        delayed: 0,
      });
      await queue.close();
    } finally {
      await impatient.close();
    }
  }, 60_000);

  it('a worker parses the upload and the same request answers with the parsed resume', async () => {
    worker = startParseWorker(t.ctx);
    worker.worker.on('completed', (job, result) => processed.push({ id: job.id ?? '', ok: result.ok }));
    const doc = 'r03.paper.pdf';
    const bytes = readFileSync(path.join(fixtures, 'docs/pdf', doc));
    const answer = await upload(t, token, 'Résumé 2024.pdf', bytes);
    expect(answer.statusCode, answer.body).toBe(200);
    const body = answer.json<{ file_id: string; nickname: string; resume: { fullName: string; email: string } }>();
    const truth = JSON.parse(readFileSync(path.join(fixtures, 'truth', `${doc}.json`), 'utf8')) as {
      fullName: string;
      email: string;
    };
    expect(body.resume).toMatchObject({ fullName: truth.fullName, email: truth.email });
    expect(body.nickname).toBe('résumé-2024');
    // The worker's own 'completed' event may come just after the request's answer.
    await vi.waitFor(() => expect(processed).toEqual([{ id: expect.stringMatching(/^upload-/) as string, ok: true }]));
    // The original the worker read is the one kept with the resume.
    expect(originals(t)).toBe(1);
    const { url } = (await t.post('user/fetch_resume_url', { key: body.file_id, format: 'original' }, token)).json<{
      url: string;
    }>();
    expect((await t.app.inject({ method: 'GET', url })).rawPayload.equals(bytes)).toBe(true);
  }, 120_000);

  it('a file the parser refuses is answered as on one server, parsed once (not retried), and not kept', async () => {
    const before = processed.length;
    const answer = await upload(t, token, 'scan.pdf', scannedPdf());
    expect(answer.statusCode, answer.body).toBe(422);
    expect(answer.json<{ code: string; message: string }>()).toMatchObject({
      code: 'scanned_pdf',
      message: expect.stringContaining('no text layer') as string,
    });
    await vi.waitFor(() =>
      expect(processed.slice(before)).toEqual([{ id: expect.stringMatching(/^upload-/) as string, ok: false }]),
    );
    // Not retried: no second parse of the same file comes later.
    await new Promise((r) => setTimeout(r, 1_500));
    expect(processed.length).toBe(before + 1);
    expect(originals(t)).toBe(1);
    expect(await resumeCount(t, token)).toBe(1);
  }, 120_000);
});
