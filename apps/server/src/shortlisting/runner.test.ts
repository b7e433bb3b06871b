import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ShortlistStatus } from '@vitae/shared/api/shortlisting';
import { createTestApp, testDatabases, type TestApp } from '../platform/testing/test-app.ts';
import { parseInIsolation } from '../parsing/run-isolated.ts';
import { closeWorkerPool } from '../platform/workers/shared-pool.ts';
import { resumeUnfinishedRuns } from './runner.ts';

const fixtures = path.resolve(import.meta.dirname, '../../../../../shared/fixtures/parse-dev/docs/pdf');
const DOCS = ['r01.class.pdf', 'r07.elegant.pdf', 'r04.paper.pdf', 'r02.spartan.pdf'];
const JOB = 'Software engineer with 3+ years of TypeScript, React and SQL.';

function buildUpload(token: string) {
  const boundary = `----vitae${Math.random().toString(36).slice(2)}`;
  const parts = [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="metadata"\r\n\r\n${JSON.stringify({ job_id: 'R-1', job_description: JOB })}\r\n`,
    ),
    ...DOCS.map((doc) =>
      Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${doc}"\r\nContent-Type: application/pdf\r\n\r\n`,
        ),
        readFileSync(path.join(fixtures, doc)),
        Buffer.from('\r\n'),
      ]),
    ),
    Buffer.from(`--${boundary}--\r\n`),
  ];
  return {
    method: 'POST' as const,
    url: '/api/shortlist-resumes',
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, authorization: `Bearer ${token}` },
  };
}

async function waitForRun(t: TestApp, token: string, runId: string): Promise<ShortlistStatus> {
  for (let i = 0; i < 400; i++) {
    const answer = (await t.post('shortlist/status', { run_id: runId, reveal: true }, token)).json<ShortlistStatus>();
    if (answer.state === 'done' || answer.state === 'failed') return answer;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('run did not finish');
}

// A parse child's first start loads pdf.js and the parser (seconds on a busy machine): not what these tests time.
beforeAll(async () => {
  await parseInIsolation(new Uint8Array(readFileSync(path.join(fixtures, DOCS[0]!))));
}, 120_000);
afterAll(closeWorkerPool);

describe.each(testDatabases())('shortlist runs across restarts on %s', (kind) => {
  const open: TestApp[] = [];
  afterEach(async () => {
    const last = open.pop();
    for (const app of open.splice(0)) await app.closeKeepingData().catch(() => undefined);
    await last?.close();
  });

  const restart = async (before: TestApp) => {
    await before.closeKeepingData();
    const after = await createTestApp(kind, {}, { reuse: before.storage });
    open.push(after);
    return after;
  };

  it('stops at once when the app closes mid-run, and a new app finishes the run with one result per file', async () => {
    const first = await createTestApp(kind);
    open.push(first);
    const { access_token: token } = await first.signup();
    const started = await first.app.inject(buildUpload(token));
    expect(started.statusCode, started.body).toBe(200);
    const runId = started.json<{ run_id: string }>().run_id;

    const closing = Date.now();
    const second = await restart(first);
    expect(Date.now() - closing).toBeLessThan(5_000);
    const interrupted = await second.ctx.db.kysely
      .selectFrom('shortlist_runs')
      .select(['state', 'done'])
      .where('id', '=', runId)
      .executeTakeFirstOrThrow();
    expect(['queued', 'running']).toContain(interrupted.state);
    expect(interrupted.done).toBeLessThan(DOCS.length);

    expect(await resumeUnfinishedRuns(second.ctx)).toBe(1);
    const finished = await waitForRun(second, token, runId);
    expect(finished).toMatchObject({ state: 'done', done: DOCS.length, total: DOCS.length, skipped: [] });
    expect(new Set(finished.results.map((r) => r.id)).size).toBe(DOCS.length);
  }, 60_000);

  it('after a crash, parses only the pending items and keeps what was done', async () => {
    const first = await createTestApp(kind);
    open.push(first);
    const { access_token: token } = await first.signup();
    const runId = (await first.app.inject(buildUpload(token))).json<{ run_id: string }>().run_id;
    const finished = await waitForRun(first, token, runId);
    expect(finished.state).toBe('done');

    // What a crash after the first item leaves: the rest pending, the run still running.
    const db = first.ctx.db.kysely;
    const items = await db
      .selectFrom('shortlist_items')
      .select(['id', 'position', 'resume'])
      .where('run_id', '=', runId)
      .orderBy('position')
      .execute();
    const kept = items[0]!;
    const marked = { ...(JSON.parse(kept.resume!) as object), fullName: 'Kept From Before' };
    await db
      .updateTable('shortlist_items')
      .set({ resume: JSON.stringify(marked) })
      .where('id', '=', kept.id)
      .execute();
    await db
      .updateTable('shortlist_items')
      .set({ state: 'pending', result: null, resume: null, text: null })
      .where('run_id', '=', runId)
      .where('id', '<>', kept.id)
      .execute();
    await db.updateTable('shortlist_runs').set({ state: 'running', done: 1 }).where('id', '=', runId).execute();

    const second = await restart(first);
    expect(await resumeUnfinishedRuns(second.ctx)).toBe(1);
    const again = await waitForRun(second, token, runId);
    expect(again).toMatchObject({ state: 'done', done: DOCS.length, total: DOCS.length });
    expect(again.results.map((r) => r.id).sort()).toEqual(items.map((i) => i.id).sort());
    // The done item was not parsed again (its stored resume is what ranked), the others were.
    expect(again.results.find((r) => r.id === kept.id)?.name).toBe('Kept From Before');
    expect(again.results.filter((r) => r.name === 'Kept From Before')).toHaveLength(1);
    expect(await resumeUnfinishedRuns(second.ctx)).toBe(0);
  }, 60_000);
});
