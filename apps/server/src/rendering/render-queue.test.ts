import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { Queue } from 'bullmq';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, testDatabases, type TestApp } from '../platform/testing/test-app.ts';
import { TEST_REDIS_URL, dropRedisKeys, redisReachable, testRedisPrefix } from '../platform/testing/redis.ts';
import { redisConnection } from '../platform/queue/redis.ts';
import { closeWorkerPool } from '../platform/workers/shared-pool.ts';
import { readPdfText } from './pdf-text.ts';
import { RENDER_QUEUE, RENDER_WAIT_MESSAGE, startRenderWorker, type RenderWorker } from './render-queue.ts';
import { buildSampleResume } from './sample-resume.ts';

const PREFIX = testRedisPrefix('scale-render');
const hasRedis = await redisReachable();
if (!hasRedis)
  console.warn(`\n*** SKIPPED: the render queue tests need Redis at ${TEST_REDIS_URL} (set TEST_REDIS_URL). ***\n`);

afterAll(async () => {
  await closeWorkerPool();
  if (hasRedis) await dropRedisKeys(PREFIX);
});

describe.runIf(hasRedis).each(testDatabases())('PDFs rendered by a worker through the queue on %s', (kind) => {
  let web: TestApp;
  let workerApp: TestApp;
  let worker: RenderWorker | undefined;
  let token: string;
  const done: { id: string; ok: boolean; inline: boolean }[] = [];
  const env = (extra: Record<string, string> = {}) => ({
    REDIS_URL: TEST_REDIS_URL,
    REDIS_PREFIX: `${PREFIX}-${kind}`,
    QUEUE_LOCK_SECONDS: '5',
    ...extra,
  });
  beforeAll(async () => {
    web = await createTestApp(kind, env());
    // The worker shares the web server's database and blob store, as in a deployment.
    workerApp = await createTestApp(kind, env(), { reuse: web.storage });
    token = (await web.signup()).access_token;
  });
  afterAll(async () => {
    await worker?.close();
    await workerApp?.closeKeepingData();
    await web?.close();
  });

  const rendersStored = () => {
    const dir = path.join(web.dataDir, 'blobs', 'renders');
    return existsSync(dir)
      ? readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).length
      : 0;
  };
  const textOf = async (base64: string) =>
    (await readPdfText(new Uint8Array(Buffer.from(base64, 'base64')))).pages.flat().join(' ').replace(/\s+/g, ' ');

  it('with no worker a PDF waits for its job, then answers 503 saying so, and the job is taken back', async () => {
    const impatient = await createTestApp(kind, env({ RENDER_WAIT_SECONDS: '2' }));
    try {
      const as = (await impatient.signup()).access_token;
      const started = Date.now();
      const answer = await impatient.post('generate/new', { resume: buildSampleResume() }, as);
      expect(answer.statusCode, answer.body).toBe(503);
      expect(answer.json()).toEqual({ message: RENDER_WAIT_MESSAGE, code: 'render_timeout' });
      expect(Date.now() - started).toBeGreaterThanOrEqual(2_000);
      // The web server did not render it itself, and no worker will render it later for nobody.
      const queue = new Queue(RENDER_QUEUE, {
        connection: redisConnection(impatient.ctx.config),
        prefix: env().REDIS_PREFIX,
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

  it('a worker renders the PDF, stores it where every server reads it, and the same PDF is not rendered twice', async () => {
    worker = startRenderWorker(workerApp.ctx);
    worker.worker.on('completed', (job, result) =>
      done.push({ id: job.id ?? '', ok: result.ok, inline: result.ok && result.pdf !== undefined }),
    );
    const resume = { ...buildSampleResume(), profile: 'Rendered by a queue worker for this test.' };
    const answer = await web.post('generate/new', { resume }, token);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(await textOf(answer.json<{ resume: string }>().resume)).toContain(
      'Rendered by a queue worker for this test.',
    );
    await vi.waitFor(() => expect(done).toEqual([{ id: expect.any(String) as string, ok: true, inline: false }]));
    expect(rendersStored()).toBe(1);

    const again = await web.post('generate/new', { resume }, token);
    expect(again.statusCode).toBe(200);
    expect(again.json<{ resume: string }>().resume).toBe(answer.json<{ resume: string }>().resume);
    await new Promise((r) => setTimeout(r, 500));
    expect(done).toHaveLength(1);
  }, 120_000);

  it('a live preview is rendered by a worker too and comes back in the job, stored nowhere', async () => {
    const before = done.length;
    const stored = rendersStored();
    const resume = { ...buildSampleResume(), profile: 'A draft only the preview shows.' };
    const answer = await web.post('resume/preview', { resume, template: 'modern' }, token);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(await textOf(answer.json<{ pdf: string }>().pdf)).toContain('A draft only the preview shows.');
    await vi.waitFor(() =>
      expect(done.slice(before)).toEqual([{ id: expect.any(String) as string, ok: true, inline: true }]),
    );
    expect(rendersStored()).toBe(stored);
  }, 60_000);
});
