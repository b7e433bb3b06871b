import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDatabases, type TestApp } from '../platform/testing/test-app.ts';
import { findUserByEmail } from '../auth/store.ts';
import { ledgerSum } from '../tokens/ledger.ts';
import { buildSampleResume } from '../rendering/sample-resume.ts';
import { closeWorkerPool } from '../platform/workers/shared-pool.ts';

const JOB = `Senior Backend Engineer. We need strong PostgreSQL, Kubernetes and TypeScript experience,
5+ years building APIs, and experience with AWS. Nice to have: Kafka.`;

/** One 20,000-character word: quadratic in js-tiktoken's byte-pair merge before the fix (28 s). */
const HOSTILE_JOB = 'a'.repeat(20_000);
const ALL_ACTIONS = ['Update Experience', 'Update Projects', 'Update Skills', 'Update Profile', 'Add Projects'];

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

afterAll(() => closeWorkerPool());

describe.each(testDatabases())('generate on %s', (kind) => {
  let t: TestApp;
  let failingModel: Server;
  beforeAll(async () => {
    failingModel = createServer((_req, res) => {
      res.statusCode = 500;
      res.end('{"error":{"message":"boom"}}');
    });
    await new Promise<void>((resolve) => failingModel.listen(0, '127.0.0.1', resolve));
    const port = (failingModel.address() as AddressInfo).port;
    t = await createTestApp(kind, {
      SIGNUP_TOKEN_GRANT: '1000000',
      AI_PROVIDER: 'openai-compatible',
      AI_MODEL: 'broken-model',
      OPENAI_BASE_URL: `http://127.0.0.1:${port}/v1`,
    });
  });
  afterAll(async () => {
    await t.close();
    failingModel.close();
  });

  async function userWithResume() {
    const { access_token, email } = await t.signup();
    await t.post(
      'user/create_new_resume',
      { resume: buildSampleResume(), filename: 'Sample', nickname: 'sample' },
      access_token,
    );
    const user = (await findUserByEmail(t.ctx.db.kysely, email))!;
    return { token: access_token, userId: user.id };
  }
  const setBalance = (userId: string, n: number) =>
    t.ctx.db.kysely.updateTable('users').set({ tokens_left: n }).where('id', '=', userId).execute();

  it('tailors the default resume, returns a PDF and a report, and debits the usage', async () => {
    const { token } = await userWithResume();
    const response = await t.post(
      'generate',
      { job_description: JOB, actions: ['Update Skills', 'Update Profile'] },
      token,
    );
    expect(response.statusCode).toBe(200);
    const body = response.json<{
      usage: number;
      resume: string;
      tokens_left: number;
      report: { scoreBefore: number; scoreAfter: number };
    }>();
    expect(body.usage).toBeGreaterThan(0);
    expect(Buffer.from(body.resume, 'base64').subarray(0, 5).toString()).toBe('%PDF-');
    expect(body.tokens_left).toBe(1000000 - body.usage);
    expect(body.report.scoreAfter).toBeGreaterThanOrEqual(body.report.scoreBefore);
  });

  it('lets exactly 3 of 20 parallel calls succeed with a balance for 3, the rest 402, and the ledger matches', async () => {
    const { token, userId } = await userWithResume();
    const request = { job_description: JOB, actions: ['Update Skills'] };
    const first = await t.post('generate', request, token);
    const usage = first.json<{ usage: number }>().usage;
    await setBalance(userId, usage * 3);
    // The ledger must still sum to the balance: record the manual adjustment as the CLI would.
    const before = await ledgerSum(t.ctx.db.kysely, userId);
    await t.ctx.db.kysely
      .insertInto('token_ledger')
      .values({ user_id: userId, delta: usage * 3 - before, reason: 'test', created_at: new Date().toISOString() })
      .execute();
    const answers = await Promise.all(Array.from({ length: 20 }, () => t.post('generate', request, token)));
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(3);
    expect(codes.filter((c) => c === 402)).toHaveLength(17);
    const balance = (await t.post('user/fetch_tokens_left', {}, token)).json<{ tokens_left: number }>().tokens_left;
    expect(balance).toBe(0);
    expect(await ledgerSum(t.ctx.db.kysely, userId)).toBe(0);
  });

  const balanceOf = async (token: string) =>
    (await t.post('user/fetch_tokens_left', {}, token)).json<{ tokens_left: number }>().tokens_left;

  it('tailors the resume the person picks by key, and answers 404 for a key that is not theirs', async () => {
    const { token } = await userWithResume();
    const picked = await t.post(
      'user/create_new_resume',
      { resume: { ...buildSampleResume(), fullName: 'Picked Person' }, filename: 'Picked', nickname: 'picked' },
      token,
    );
    const key = picked.json<{ file_id: string }>().file_id;
    const response = await t.post('generate', { job_description: JOB, actions: ['Update Skills'], key }, token);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<{ generatedResume: { fullName: string } }>().generatedResume.fullName).toBe('Picked Person');
    const byDefault = await t.post('generate', { job_description: JOB, actions: ['Update Skills'] }, token);
    expect(byDefault.json<{ generatedResume: { fullName: string } }>().generatedResume.fullName).not.toBe(
      'Picked Person',
    );

    const stranger = await userWithResume();
    const before = await balanceOf(stranger.token);
    const foreign = await t.post('generate', { job_description: JOB, actions: ['Update Skills'], key }, stranger.token);
    expect(foreign.statusCode).toBe(404);
    expect(await balanceOf(stranger.token)).toBe(before);
  });

  it('says so and charges nothing when Add Projects has nothing to add', async () => {
    const { token, userId } = await userWithResume();
    const before = await balanceOf(token);
    const ledgerBefore = await ledgerSum(t.ctx.db.kysely, userId);
    const response = await t.post('generate', { job_description: JOB, actions: ['Add Projects'] }, token);
    expect(response.statusCode).toBe(400);
    const failure = response.json<{ code: string; message: string }>();
    expect(failure.code).toBe('nothing_to_add');
    expect(failure.message).toMatch(/nothing to add.*No tokens were spent/);
    expect(await balanceOf(token)).toBe(before);
    expect(await ledgerSum(t.ctx.db.kysely, userId)).toBe(ledgerBefore);
  });

  it('charges nothing when the chosen sections leave the resume as it was', async () => {
    const { token } = await userWithResume();
    const bare = await t.post(
      'user/create_new_resume',
      { resume: { ...buildSampleResume(), projects: [] }, filename: 'Bare', nickname: 'bare' },
      token,
    );
    const key = bare.json<{ file_id: string }>().file_id;
    const before = await balanceOf(token);
    const response = await t.post('generate', { job_description: JOB, actions: ['Update Projects'], key }, token);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<{ usage: number; tokens_left: number; report: { changes: string[] } }>();
    expect(body).toMatchObject({ usage: 0, tokens_left: before, report: { changes: [] } });
    expect(await balanceOf(token)).toBe(before);
  });

  it('answers 400 for an empty job description and with no default resume', async () => {
    const { token } = await userWithResume();
    expect((await t.post('generate', { job_description: '  ', actions: ['Update Skills'] }, token)).statusCode).toBe(
      400,
    );
    const bare = await t.signup();
    const response = await t.post('generate', { job_description: JOB, actions: ['Update Skills'] }, bare.access_token);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toMatch(/default resume/);
  });

  it('answers 502 when the model fails and spends no tokens', async () => {
    const { token } = await userWithResume();
    expect(
      (await t.post('user/update_default_model', { organization: 'openai-compatible', model: 'broken-model' }, token))
        .statusCode,
    ).toBe(200);
    const before = (await t.post('user/fetch_tokens_left', {}, token)).json<{ tokens_left: number }>().tokens_left;
    const response = await t.post('generate', { job_description: JOB, actions: ['Update Skills'] }, token);
    expect(response.statusCode).toBe(502);
    expect(response.json<{ message: string }>().message.length).toBeGreaterThan(10);
    const after = (await t.post('user/fetch_tokens_left', {}, token)).json<{ tokens_left: number }>().tokens_left;
    expect(after).toBe(before);
  });

  it('refuses a default model that is not in the catalogue', async () => {
    const { token } = await userWithResume();
    expect(
      (await t.post('user/update_default_model', { organization: 'openai', model: 'gpt-9' }, token)).statusCode,
    ).toBe(400);
  });

  it('saves a generated resume as a new resume', async () => {
    const { token } = await userWithResume();
    const response = await t.post('user/save_to_your_resumes', { resume: buildSampleResume() }, token);
    expect(response.statusCode).toBe(200);
    const { file_id } = response.json<{ file_id: string }>();
    const verify = (await t.post('auth/verify', {}, token)).json<{ user_resumes: Record<string, unknown> }>();
    expect(Object.keys(verify.user_resumes)).toContain(file_id);
  });

  it('keeps health p99 under 50 ms while hostile generate calls run', async () => {
    const { token } = await userWithResume();
    // Warm the pool and the routes so the measurement is of the hostile calls, not of start-up.
    await t.post('generate', { job_description: 'TypeScript', actions: ['Update Skills'] }, token);
    // What health costs on this machine right now with nothing else running: on a shared, loaded
    // machine the scheduler alone adds latency that no code change can remove.
    const quiet: number[] = [];
    for (let i = 0; i < 60; i++) {
      const started = performance.now();
      await t.app.inject({ method: 'GET', url: '/api/health' });
      quiet.push(performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    let running = true;
    const hostile = Promise.all(
      Array.from({ length: 4 }, () =>
        t.post('generate', { job_description: HOSTILE_JOB, actions: ALL_ACTIONS }, token),
      ),
    ).finally(() => {
      running = false;
    });
    const latencies: number[] = [];
    while (running) {
      const started = performance.now();
      const health = await t.app.inject({ method: 'GET', url: '/api/health' });
      latencies.push(performance.now() - started);
      expect(health.statusCode).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    const answers = await hostile;
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200]);
    expect(latencies.length).toBeGreaterThan(10);
    // Before the fix one call held the event loop for seconds; now it costs health nothing beyond noise.
    // The margin grows with the machine's own noise (twice the quiet p99: 2-4 ms on an idle machine),
    // so a loaded test machine does not fail it; the old code failed it by seconds.
    expect(percentile(latencies, 99)).toBeLessThan(50 + 2 * percentile(quiet, 99));
  });

  it('answers 402 for a hostile description the balance cannot pay for, without charging', async () => {
    const { token, userId } = await userWithResume();
    await t.ctx.db.kysely.updateTable('users').set({ tokens_left: 100 }).where('id', '=', userId).execute();
    const ledgerBefore = await ledgerSum(t.ctx.db.kysely, userId);
    const started = performance.now();
    const response = await t.post('generate', { job_description: HOSTILE_JOB, actions: ALL_ACTIONS }, token);
    expect(response.statusCode).toBe(402);
    expect(response.json<{ message: string; code: string }>()).toMatchObject({ code: 'payment_required' });
    expect(response.json<{ message: string }>().message).toMatch(/needs at least \d+ tokens and you have 100/);
    expect(performance.now() - started).toBeLessThan(5_000);
    expect(await ledgerSum(t.ctx.db.kysely, userId)).toBe(ledgerBefore);
  });

  it('refuses a job description over the limit before any work', async () => {
    const { token } = await userWithResume();
    const response = await t.post(
      'generate',
      { job_description: 'b'.repeat(20_001), actions: ['Update Skills'] },
      token,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toMatch(/Shorten the job description/);
  });
});
