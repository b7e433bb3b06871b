import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ShortlistStatus } from '@vitae/shared/api/shortlisting';
import { createTestApp, testDatabases, type TestApp } from '../platform/testing/test-app.ts';
import { buildMultipart } from '../platform/testing/multipart.ts';
import { setUserType } from '../auth/store.ts';
import { parseInIsolation } from '../parsing/run-isolated.ts';
import { closeWorkerPool } from '../platform/workers/shared-pool.ts';
import { forgeZip } from './zip-forge.ts';

const fixtures = path.resolve(import.meta.dirname, '../../../../../shared/fixtures/parse-dev');
const pdf = (doc: string) => readFileSync(path.join(fixtures, 'docs/pdf', doc));
const truth = (doc: string) =>
  JSON.parse(readFileSync(path.join(fixtures, 'truth', `${doc}.json`), 'utf8')) as { fullName: string; email: string };

const SOFTWARE_JOB = `Senior Software Engineer
We build web products with TypeScript, React and Node.js.
Requirements:
- 3+ years of experience as a software engineer
- TypeScript and React
- REST APIs and SQL databases
Nice to have: Docker, AWS.`;

type Part = { name: string; value?: string; fileName?: string; bytes?: Buffer; type?: string };

/** Lists every file under a folder, relative to it. */
function listFiles(folder: string): string[] {
  if (!existsSync(folder)) return [];
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.relative(folder, path.join(e.parentPath, e.name)));
}

// A parse child's first start loads pdf.js and the parser (seconds on a busy machine): warm it once.
beforeAll(async () => {
  await parseInIsolation(new Uint8Array(pdf('r01.class.pdf')));
}, 120_000);
afterAll(closeWorkerPool);

describe.each(testDatabases())('shortlisting on %s', (kind) => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp(kind);
    token = (await t.signup()).access_token;
  });
  afterAll(async () => t.close());

  const send = (parts: Part[], as = token) => {
    const body = buildMultipart(parts);
    return t.app.inject({
      method: 'POST',
      url: '/api/shortlist-resumes',
      payload: body.payload,
      headers: { ...body.headers, authorization: `Bearer ${as}` },
    });
  };
  const start = async (
    files: { fileName: string; bytes: Buffer; type?: string }[],
    metadata: object = { job_id: 'SE-1', job_description: SOFTWARE_JOB },
  ) => {
    const response = await send([
      { name: 'metadata', value: JSON.stringify(metadata) },
      ...files.map((f) => ({ name: 'files', ...f })),
    ]);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ run_id: string; message: string }>().run_id;
  };
  const status = async (runId: string, reveal = false, as = token) => {
    const response = await t.post('shortlist/status', { run_id: runId, reveal }, as);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<ShortlistStatus>();
  };
  const waitForRun = async (runId: string) => {
    for (let i = 0; i < 300; i++) {
      const answer = await status(runId);
      if (answer.state === 'done' || answer.state === 'failed') return answer;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error('run did not finish');
  };
  const zipOf = (docs: string[]) => forgeZip(docs.map((d) => ({ name: `cvs/${d}`, data: pdf(d) })));

  it('ranks a zip of resumes in the background, best match first, blind until revealed', async () => {
    const docs = ['r04.paper.pdf', 'r01.elegant.pdf', 'r05.flat.pdf', 'r07.class.pdf'];
    const runId = await start([{ fileName: 'resumes.zip', bytes: zipOf(docs), type: 'application/zip' }]);
    const finished = await waitForRun(runId);
    expect(finished).toMatchObject({ state: 'done', done: 4, total: 4, job_id: 'SE-1', skipped: [] });
    expect(finished.results).toHaveLength(4);
    const scores = finished.results.map((r) => r.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    const names = new Set(docs.map((d) => truth(d).fullName));
    for (const result of finished.results) {
      expect(result.name).toBe('');
      expect(result.email).toBe('');
      expect(result.file_name).toMatch(/^resume-\d+\.pdf$/);
      const text = JSON.stringify(result);
      for (const name of names) expect(text).not.toContain(name.split(' ')[0]);
    }
    const revealed = await status(runId, true);
    expect(new Set(revealed.results.map((r) => r.name))).toEqual(names);
    expect(revealed.results.map((r) => r.file_name).sort()).toEqual(docs.map((d) => `cvs/${d}`).sort());
    // The software resumes outrank the nurse and the accountant.
    expect(['Alicia Mayra Soller', 'Margaretta Rau']).toContain(revealed.results[0]!.name);
    const runs = (await t.post('shortlist/runs', {}, token)).json<{ runs: { run_id: string; state: string }[] }>().runs;
    expect(runs.find((r) => r.run_id === runId)?.state).toBe('done');
  });

  it('ranks many resume files and lists the unreadable ones with their reason', async () => {
    const runId = await start([
      { fileName: 'alicia.pdf', bytes: pdf('r01.flat.pdf') },
      { fileName: 'jose.pdf', bytes: pdf('r02.paper.pdf') },
      { fileName: 'broken.pdf', bytes: Buffer.from('%PDF-1.4\nthis is not really a pdf\n') },
      { fileName: 'photo.png', bytes: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 1, 2, 3]) },
    ]);
    const finished = await waitForRun(runId);
    expect(finished.state).toBe('done');
    expect(finished.total).toBe(3);
    expect(finished.results).toHaveLength(2);
    expect(finished.skipped.map((s) => s.name).sort()).toEqual(['broken.pdf', 'photo.png']);
    for (const skipped of finished.skipped) expect(skipped.reason.length).toBeGreaterThan(10);
    expect(finished.message).toMatch(/Ranked 2 resumes\. 1 could not be read/);
  });

  it('exports every resume with its score as CSV, and as XLSX', async () => {
    const runId = await start([
      { fileName: 'a.pdf', bytes: pdf('r07.elegant.pdf') },
      { fileName: 'b.pdf', bytes: pdf('r08.class.pdf') },
      { fileName: 'bad.pdf', bytes: Buffer.from('%PDF-1.4\nbroken\n') },
    ]);
    const finished = await waitForRun(runId);
    const csv = await t.post('shortlist/export', { run_id: runId, format: 'csv' }, token);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toBe('attachment; filename="shortlist-SE-1.csv"');
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toContain('Score');
    for (const result of finished.results)
      expect(csv.body).toContain(`${result.id},,${result.file_name},${result.score},`);
    expect(csv.body).toContain('unreadable');
    expect(csv.body).not.toContain('Margaretta');
    const revealed = await t.post('shortlist/export', { run_id: runId, format: 'csv', reveal: true }, token);
    expect(revealed.body).toContain('Margaretta Rau');
    const xlsx = await t.post('shortlist/export', { run_id: runId, format: 'xlsx' }, token);
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });

  it('serves the original file from a signed URL, and keeps every run private to its owner', async () => {
    const runId = await start([{ fileName: 'alicia.pdf', bytes: pdf('r01.class.pdf') }]);
    const finished = await waitForRun(runId);
    const itemId = finished.results[0]!.id;
    const { url } = (await t.post('shortlist/file_url', { run_id: runId, item_id: itemId }, token)).json<{
      url: string;
    }>();
    const file = await t.app.inject({ method: 'GET', url });
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.rawPayload.equals(pdf('r01.class.pdf'))).toBe(true);

    const other = (await t.signup()).access_token;
    expect((await t.post('shortlist/status', { run_id: runId }, other)).statusCode).toBe(404);
    expect((await t.post('shortlist/export', { run_id: runId, format: 'csv' }, other)).statusCode).toBe(404);
    expect((await t.post('shortlist/file_url', { run_id: runId, item_id: itemId }, other)).statusCode).toBe(404);
    expect((await t.post('shortlist/runs', {}, other)).json<{ runs: unknown[] }>().runs).toEqual([]);
    expect((await t.post('shortlist/status', { run_id: runId })).statusCode).toBe(401);
  });

  it('answers "Please upload a zip file" for a .zip that is not a zip', async () => {
    const response = await send([
      { name: 'metadata', value: JSON.stringify({ job_id: '', job_description: SOFTWARE_JOB }) },
      { name: 'files', fileName: 'resumes.zip', bytes: pdf('r01.class.pdf'), type: 'application/zip' },
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: 'Please upload a zip file', code: 'not_zip' });
  });

  it('unpacks a zip sent under another name and type', async () => {
    const runId = await start([{ fileName: 'resumes', bytes: zipOf(['r01.class.pdf', 'r02.class.pdf']) }]);
    const finished = await waitForRun(runId);
    expect(finished).toMatchObject({ state: 'done', total: 2, skipped: [] });
  });

  it('refuses a request without files, and one without a job description', async () => {
    const noFiles = await send([
      { name: 'metadata', value: JSON.stringify({ job_id: 'X', job_description: SOFTWARE_JOB }) },
    ]);
    expect(noFiles.statusCode).toBe(400);
    expect(noFiles.json<{ message: string }>().message).toContain('No files were uploaded');
    const noJob = await send([
      { name: 'metadata', value: JSON.stringify({ job_id: 'X', job_description: '  ' }) },
      { name: 'files', fileName: 'a.pdf', bytes: pdf('r01.class.pdf') },
    ]);
    expect(noJob.statusCode).toBe(400);
    expect(noJob.json<{ message: string }>().message).toContain('job description');
    expect(listFiles(path.join(t.dataDir, 'blobs', 'shortlist')).every((f) => !f.includes('.tmp'))).toBe(true);
  });

  it('refuses zips that share data between entries or hold over 1,000 entries', async () => {
    const overlapping = forgeZip([
      { name: 'a.pdf', data: pdf('r01.class.pdf') },
      { name: 'b.pdf', sameDataAs: 0 },
    ]);
    const refused = await send([
      { name: 'metadata', value: JSON.stringify({ job_description: SOFTWARE_JOB }) },
      { name: 'files', fileName: 'bomb.zip', bytes: overlapping },
    ]);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'overlapping_entries' });
    const many = forgeZip(Array.from({ length: 1001 }, (_, i) => ({ name: `r${i}.txt`, data: Buffer.from('x') })));
    const tooMany = await send([
      { name: 'metadata', value: JSON.stringify({ job_description: SOFTWARE_JOB }) },
      { name: 'files', fileName: 'many.zip', bytes: many },
    ]);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toMatchObject({ code: 'too_many_entries' });
  });

  it('skips hostile zip entries with their reasons and writes nothing outside the run folder', async () => {
    const hostile = forgeZip([
      { name: '../../escaped.pdf', data: pdf('r01.class.pdf') },
      { name: '/etc/absolute.pdf', data: pdf('r01.class.pdf') },
      { name: 'link.pdf', data: Buffer.from('/etc/passwd'), unixMode: 0o120777 },
      { name: 'liar.pdf', data: pdf('r02.class.pdf'), declaredSize: 100 },
      { name: 'huge.pdf', data: Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(11 * 1024 * 1024)]) },
      { name: 'good.pdf', data: pdf('r07.class.pdf') },
    ]);
    const runId = await start([{ fileName: 'hostile.zip', bytes: hostile }]);
    const finished = await waitForRun(runId);
    expect(finished.results).toHaveLength(1);
    const reasons = Object.fromEntries(finished.skipped.map((s) => [s.name, s.reason]));
    expect(Object.keys(reasons).sort()).toEqual([
      '../../escaped.pdf',
      '/etc/absolute.pdf',
      'huge.pdf',
      'liar.pdf',
      'link.pdf',
    ]);
    expect(reasons['link.pdf']).toContain('link');
    expect(reasons['../../escaped.pdf']).toContain('outside');
    expect(existsSync(path.resolve(t.dataDir, '../escaped.pdf'))).toBe(false);
    expect(existsSync(path.resolve(t.dataDir, 'escaped.pdf'))).toBe(false);
    expect(listFiles(path.join(t.dataDir, 'blobs', 'shortlist', runId))).toEqual(['0']);
    expect(listFiles(path.join(t.dataDir, 'tmp'))).toEqual([]);
  });

  it('finishes a run whose zip holds nothing readable, listing every entry as skipped', async () => {
    const runId = await start([
      {
        fileName: 'junk.zip',
        bytes: forgeZip([
          { name: '__MACOSX/._a.pdf', data: Buffer.from('x') },
          { name: 'empty.pdf', data: Buffer.alloc(0) },
        ]),
      },
    ]);
    const finished = await status(runId);
    expect(finished).toMatchObject({ state: 'done', total: 0, results: [] });
    expect(finished.skipped.map((s) => s.name).sort()).toEqual(['__MACOSX/._a.pdf', 'empty.pdf']);
  });

  it("shortlists a recruiter's own posting's applicants without an upload, using the posting's description", async () => {
    const recruiter = await t.signup();
    await setUserType(t.ctx.db.kysely, recruiter.email, 'recruiter');
    const created = await t.post(
      'recruiter/jobs/create',
      {
        company: `Initech ${kind}`,
        title: 'Software Engineer',
        jobType: 'full-time',
        description: SOFTWARE_JOB,
        location: 'Berlin',
        remote: 'remote',
        salary: 90000,
        skills: ['TypeScript'],
      },
      recruiter.access_token,
    );
    expect(created.statusCode, created.body).toBe(200);
    const { job_id } = created.json<{ job_id: string }>();
    const started = await send(
      [{ name: 'metadata', value: JSON.stringify({ job_id, job_description: '' }) }],
      recruiter.access_token,
    );
    expect(started.statusCode).toBe(400);
    expect(started.json<{ message: string }>().message).toContain('no applicants');
    for (const [email, doc] of [
      ['a@example.com', 'r01.class.pdf'],
      ['b@example.com', 'r04.class.pdf'],
    ] as const) {
      const body = buildMultipart([
        { name: 'metadata', value: JSON.stringify({ email, name: 'Applicant', job_id }) },
        { name: 'file', fileName: doc, bytes: pdf(doc) },
      ]);
      expect((await t.app.inject({ method: 'POST', url: '/api/job/apply', ...body })).statusCode).toBe(200);
    }
    const response = await send(
      [{ name: 'metadata', value: JSON.stringify({ job_id, job_description: '' }) }],
      recruiter.access_token,
    );
    expect(response.statusCode, response.body).toBe(200);
    const runId = response.json<{ run_id: string }>().run_id;
    let finished: ShortlistStatus | null = null;
    for (let i = 0; i < 300 && finished?.state !== 'done'; i++) {
      await new Promise((r) => setTimeout(r, 100));
      finished = await status(runId, true, recruiter.access_token);
    }
    expect(finished?.results.map((r) => r.name)).toEqual(['Alicia Mayra Soller', 'Mohana C. Joshi']);
  });
});
