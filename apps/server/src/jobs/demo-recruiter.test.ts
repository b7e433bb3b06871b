import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDatabases, type TestApp } from '../platform/testing/test-app.ts';
import { buildMultipart } from '../platform/testing/multipart.ts';
import { setUserType } from '../auth/store.ts';
import { saveJobPostings } from './write-postings.ts';
import { generateDemoPostings } from './seed-demo.ts';
import { makeDemoRecruiter } from './demo-recruiter.ts';

const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

interface StatusJob {
  job_id: string;
  title: string;
  applications: number;
  company: string;
  isDemo: boolean;
}

describe.each(testDatabases())('the demo recruiter on %s', (kind) => {
  let t: TestApp;
  const demos = generateDemoPostings({ count: 6, seed: 9 }).map((posting) => ({ ...posting, state: 'open' as const }));
  const demoIds = demos.map((posting) => posting.jobId);
  let recruiter: { access_token: string; email: string };
  let rival: { access_token: string; email: string };
  let ownJobId = '';

  beforeAll(async () => {
    t = await createTestApp(kind);
    await saveJobPostings(t.ctx.db.kysely, demos);
    recruiter = await t.signup();
    rival = await t.signup();
    for (const account of [recruiter, rival]) await setUserType(t.ctx.db.kysely, account.email, 'recruiter');
    const created = await t.post(
      'recruiter/jobs/create',
      { company: 'Own Company Ltd', title: 'Bookkeeper', jobType: 'full-time', description: 'Keep the books.' },
      recruiter.access_token,
    );
    expect(created.statusCode, created.body).toBe(200);
    ownJobId = created.json<{ job_id: string }>().job_id;
  });
  afterAll(async () => t.close());

  const apply = (jobId: string, email: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/job/apply',
      ...buildMultipart([
        { name: 'metadata', value: JSON.stringify({ email, name: 'Ada Applicant', job_id: jobId }) },
        { name: 'file', fileName: 'ada.pdf', bytes: pdf, type: 'application/pdf' },
      ]),
    });
  const status = async (token: string) =>
    (await t.post('recruiter-jobs-status', {}, token)).json<{ demoRecruiter: boolean; jobs: StatusJob[] }>();

  it('is only ever an existing recruiter account: unknown addresses and job seekers are refused', async () => {
    expect(await makeDemoRecruiter(t.ctx.db.kysely, 'nobody@example.com')).toMatchObject({ ok: false });
    const seeker = await t.signup();
    const refused = await makeDemoRecruiter(t.ctx.db.kysely, seeker.email);
    expect(refused).toMatchObject({ ok: false });
    expect(!refused.ok && refused.message).toMatch(/users set-type/);
    expect((await t.post('recruiter-jobs-status', {}, seeker.access_token)).statusCode).toBe(403);
  });

  it('before anyone is named, a demo application is stored but no recruiter can see it', async () => {
    expect((await apply(demoIds[1]!, 'early@example.com')).statusCode).toBe(200);
    for (const account of [recruiter, rival]) {
      const answer = await status(account.access_token);
      expect(answer.demoRecruiter).toBe(false);
      expect(answer.jobs.some((job) => job.isDemo)).toBe(false);
      expect((await t.post('recruiter/applications', { job_id: demoIds[1] }, account.access_token)).statusCode).toBe(
        404,
      );
    }
  });

  it('once named, the recruiter sees every demo posting, marked as demo, with the applications sent to it', async () => {
    const named = await makeDemoRecruiter(t.ctx.db.kysely, recruiter.email.toUpperCase());
    expect(named).toMatchObject({ ok: true, previous: null, postings: demos.length });
    expect(named.ok && named.companies).toBe(new Set(demos.map((posting) => posting.companySlug)).size);
    expect((await apply(demoIds[2]!, 'dana@example.com')).statusCode).toBe(200);
    expect((await apply(demoIds[2]!, 'eli@example.com')).statusCode).toBe(200);

    const answer = await status(recruiter.access_token);
    expect(answer.demoRecruiter).toBe(true);
    // Own postings first, then demo ones with the most applications first.
    expect(answer.jobs[0]).toMatchObject({ job_id: ownJobId, isDemo: false, company: 'Own Company Ltd' });
    expect(answer.jobs.slice(1).map((job) => job.job_id)).toEqual(expect.arrayContaining(demoIds));
    expect(answer.jobs.slice(1, 3).map((job) => [job.job_id, job.applications])).toEqual([
      [demoIds[2], 2],
      [demoIds[1], 1],
    ]);
    for (const job of answer.jobs.slice(1)) {
      expect(job.isDemo).toBe(true);
      expect(job.company).toBe(demos.find((posting) => posting.jobId === job.job_id)!.company);
    }

    const applications = (await t.post('recruiter/applications', { job_id: demoIds[2] }, recruiter.access_token)).json<{
      applications: { id: string; email: string }[];
    }>().applications;
    expect(applications.map((a) => a.email).sort()).toEqual(['dana@example.com', 'eli@example.com']);
    const link = await t.post(
      'recruiter/application_file_url',
      { application_id: applications[0]!.id },
      recruiter.access_token,
    );
    expect(link.statusCode, link.body).toBe(200);
    const file = await t.app.inject({ method: 'GET', url: link.json<{ url: string }>().url });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(pdf)).toBe(true);

    // The rival recruiter still sees none of it.
    expect((await status(rival.access_token)).jobs.some((job) => job.isDemo)).toBe(false);
    expect((await t.post('recruiter/applications', { job_id: demoIds[2] }, rival.access_token)).statusCode).toBe(404);
    expect(
      (await t.post('recruiter/application_file_url', { application_id: applications[0]!.id }, rival.access_token))
        .statusCode,
    ).toBe(404);
  });

  it("shortlists a demo posting's applicants against its description for the demo recruiter only", async () => {
    const shortlist = (token: string) => {
      const body = buildMultipart([
        { name: 'metadata', value: JSON.stringify({ job_id: demoIds[2], job_description: '' }) },
      ]);
      return t.app.inject({
        method: 'POST',
        url: '/api/shortlist-resumes',
        payload: body.payload,
        headers: { ...body.headers, authorization: `Bearer ${token}` },
      });
    };
    const started = await shortlist(recruiter.access_token);
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json<{ message: string }>().message).toContain('2 resumes');
    const refused = await shortlist(rival.access_token);
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ message: string }>().message).toMatch(/Enter the job description/);
  });

  it('closes and reopens a demo posting but does not edit it', async () => {
    const token = recruiter.access_token;
    const closed = await t.post('recruiter/jobs/set_state', { job_id: demoIds[0], state: 'closed' }, token);
    expect(closed.statusCode, closed.body).toBe(200);
    expect((await apply(demoIds[0]!, 'late@example.com')).statusCode).toBe(409);
    expect((await t.post('recruiter/jobs/set_state', { job_id: demoIds[0], state: 'open' }, token)).statusCode).toBe(
      200,
    );
    const edit = await t.post(
      'recruiter/jobs/update',
      { job_id: demoIds[0], title: 'Hijacked', jobType: 'full-time', description: 'x' },
      token,
    );
    expect(edit.statusCode).toBe(409);
    const info = (await t.post('job/info', { job_id: demoIds[0] })).json<{ job_details: { title: string } }>();
    expect(info.job_details.title).toBe(demos[0]!.title);
  });

  it('moves to another recruiter when another is named', async () => {
    const moved = await makeDemoRecruiter(t.ctx.db.kysely, rival.email);
    expect(moved).toMatchObject({ ok: true, previous: recruiter.email });
    expect((await status(rival.access_token)).jobs.filter((job) => job.isDemo)).toHaveLength(demos.length);
    const before = await status(recruiter.access_token);
    expect(before.demoRecruiter).toBe(false);
    expect(before.jobs.map((job) => job.job_id)).toEqual([ownJobId]);
    expect((await t.post('recruiter/applications', { job_id: demoIds[2] }, recruiter.access_token)).statusCode).toBe(
      404,
    );
  });
});
