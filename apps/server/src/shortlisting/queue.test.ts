import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_REDIS_URL, dropRedisKeys, redisReachable, testRedisPrefix } from '../platform/testing/redis.ts';
import type { ShortlistStatus } from '@vitae/shared/api/shortlisting';
import { buildMultipart } from '../platform/testing/multipart.ts';
import { createTestApp, testDatabases, type TestApp } from '../platform/testing/test-app.ts';
import { closeWorkerPool } from '../platform/workers/shared-pool.ts';
import { closeIsolation } from '../parsing/run-isolated.ts';
import type { BlobStore } from '../platform/storage/blob-store.ts';
import { startShortlistWorker, type ShortlistWorker } from './queue.ts';

const REDIS_URL = TEST_REDIS_URL;
const PREFIX = testRedisPrefix('scale-test');
const fixtures = path.resolve(import.meta.dirname, '../../../../../shared/fixtures/parse-dev/docs/pdf');
const JOB = 'Software engineer with 3+ years of TypeScript, React and SQL.';

const hasRedis = await redisReachable(REDIS_URL);
if (!hasRedis) console.warn(`\n*** SKIPPED: the queue tests need Redis at ${REDIS_URL} (set TEST_REDIS_URL). ***\n`);

function shortlistUpload(token: string, files: { name: string; bytes: Uint8Array }[], job = JOB) {
  const body = buildMultipart([
    { name: 'metadata', value: JSON.stringify({ job_id: 'R-1', job_description: job }) },
    ...files.map((f) => ({ name: 'files', fileName: f.name, bytes: f.bytes, type: 'application/pdf' })),
  ]);
  return {
    method: 'POST' as const,
    url: '/api/shortlist-resumes',
    payload: body.payload,
    headers: { ...body.headers, authorization: `Bearer ${token}` },
  };
}

const pdfs = (count: number) =>
  readdirSync(fixtures)
    .filter((f) => f.endsWith('.pdf'))
    .sort()
    .slice(0, count)
    .map((name) => ({ name, bytes: new Uint8Array(readFileSync(path.join(fixtures, name))) }));

async function waitForRun(t: TestApp, token: string, runId: string, seconds = 120): Promise<ShortlistStatus> {
  for (let i = 0; i < seconds * 5; i++) {
    const answer = (await t.post('shortlist/status', { run_id: runId, reveal: true }, token)).json<ShortlistStatus>();
    if (answer.state === 'done' || answer.state === 'failed') return answer;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('run did not finish');
}

const env = (extra: Record<string, string> = {}) => ({
  REDIS_URL,
  REDIS_PREFIX: PREFIX,
  QUEUE_LOCK_SECONDS: '2',
  ...extra,
});

afterAll(async () => {
  await Promise.allSettled([closeWorkerPool(), closeIsolation()]);
  if (hasRedis) await dropRedisKeys(PREFIX, REDIS_URL);
});

describe.runIf(hasRedis).each(testDatabases())('shortlist runs through the queue on %s', (kind) => {
  let t: TestApp;
  let worker: ShortlistWorker | undefined;
  beforeAll(async () => {
    t = await createTestApp(kind, env());
  });
  afterAll(async () => {
    await worker?.close();
    await t?.close();
  });

  it('the server only enqueues; a worker parses, scores and ranks, one result per resume', async () => {
    const { access_token: token } = await t.signup();
    const files = pdfs(4);
    const started = await t.app.inject(shortlistUpload(token, files));
    expect(started.statusCode, started.body).toBe(200);
    const runId = started.json<{ run_id: string }>().run_id;
    // No worker yet: the run waits in the queue, nothing is parsed by the server.
    await new Promise((r) => setTimeout(r, 1500));
    const waiting = (await t.post('shortlist/status', { run_id: runId }, token)).json<ShortlistStatus>();
    expect(waiting.state).toBe('queued');
    expect(waiting.results).toEqual([]);

    worker = startShortlistWorker(t.ctx);
    const done = await waitForRun(t, token, runId);
    expect(done.state, done.message).toBe('done');
    expect(done.message).toBe('Ranked 4 resumes.');
    expect(done.results.map((r) => r.id).sort()).toEqual([...new Set(done.results.map((r) => r.id))].sort());
    expect(done.results.length).toBe(4);
    // Ranked: best first.
    const scores = done.results.map((r) => r.score);
    expect([...scores].sort((a, b) => b - a)).toEqual(scores);
  }, 180_000);

  it('retries a job with backoff, and marks an item that keeps failing skipped with its reason', async () => {
    const { access_token: token } = await t.signup();
    const files = pdfs(2);
    const real: BlobStore = t.ctx.blobs;
    const failures = new Map<string, number>();
    // The first file's bytes cannot be read twice, then can; the second's never.
    const flaky: BlobStore = {
      ...real,
      list: () => real.list(),
      async get(key) {
        if (key.startsWith('shortlist/')) {
          const count = (failures.get(key) ?? 0) + 1;
          failures.set(key, count);
          if (key.endsWith('/1') || count <= 2) throw new Error('storage is not answering');
        }
        return real.get(key);
      },
    };
    await worker?.close();
    worker = startShortlistWorker({ ...t.ctx, blobs: flaky });
    const started = await t.app.inject(shortlistUpload(token, files));
    const runId = started.json<{ run_id: string }>().run_id;
    const done = await waitForRun(t, token, runId, 120);
    expect(done.state).toBe('done');
    expect(done.results.length).toBe(1);
    expect(done.skipped).toEqual([
      {
        name: files[1]!.name,
        reason: 'This file could not be processed after several attempts. Upload it again.',
      },
    ]);
    expect(done.message).toBe('Ranked 1 resume. 1 could not be read; see the list of skipped files.');
    expect([...failures.values()].sort()).toEqual([3, 4]);
  }, 180_000);
});

describe.runIf(hasRedis)('a worker killed mid-run', () => {
  let t: TestApp;
  const workers: ChildProcess[] = [];
  beforeAll(async () => {
    t = await createTestApp('sqlite', env());
  });
  afterAll(async () => {
    for (const w of workers) if (w.exitCode === null) w.kill('SIGKILL');
    await t?.close();
  });

  const spawnWorker = () => {
    const child = spawn(process.execPath, [path.join(import.meta.dirname, '../../bin/vitae.mjs'), 'worker'], {
      env: { ...process.env, ...env(), DATA_DIR: t.dataDir, DATABASE_URL: '', LOG_LEVEL: 'info', SEED_DEMO: 'false' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    workers.push(child);
    return {
      child,
      output: () => output,
      ready: async () => {
        for (let i = 0; i < 600 && !output.includes('worker ready'); i++) await new Promise((r) => setTimeout(r, 100));
        if (!output.includes('worker ready')) throw new Error(`worker did not start:\n${output}`);
      },
    };
  };

  it('finishes on the other worker with exactly one result per resume; SIGTERM lets a worker finish and exit', async () => {
    const [a, b] = [spawnWorker(), spawnWorker()];
    await Promise.all([a.ready(), b.ready()]);
    const { access_token: token } = await t.signup();
    const files = pdfs(16);
    const started = await t.app.inject(shortlistUpload(token, files));
    const runId = started.json<{ run_id: string }>().run_id;
    const count = async () =>
      Number(
        (
          await t.ctx.db.kysely
            .selectFrom('shortlist_items')
            .select((e) => e.fn.countAll().as('n'))
            .where('run_id', '=', runId)
            .where('state', '!=', 'pending')
            .executeTakeFirstOrThrow()
        ).n,
      );
    while ((await count()) < 3) await new Promise((r) => setTimeout(r, 100));
    a.child.kill('SIGKILL');
    const done = await waitForRun(t, token, runId, 240);
    expect(done.state, done.message).toBe('done');
    const ids = done.results.map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.length + done.skipped.length).toBe(16);
    expect(done.message).toMatch(/^Ranked \d+ resumes\./);

    const exited = new Promise<number | null>((resolve) => b.child.once('exit', resolve));
    b.child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(b.output()).toContain('worker stopped');
  }, 300_000);
});
