import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ShortlistStatus } from '@vitae/shared/api/shortlisting';
import { createTestApp, testDatabases, type TestApp } from '../platform/testing/test-app.ts';
import { buildMultipart as multipart } from '../platform/testing/multipart.ts';
import { closeWorkerPool } from '../platform/workers/shared-pool.ts';
import { saveJobPostings } from './write-postings.ts';
import type { JobPosting } from './posting.ts';
import type { Resume } from '@vitae/shared/resume/schema';
import { findUserByEmail } from '../auth/store.ts';
import { createResume } from '../resumes/service.ts';

const NURSE_JOB = `Registered Nurse, Intensive Care Unit
Requirements:
- Current RN license and BLS and ACLS certification
- 2+ years of ICU or critical care nursing experience
- Experience with Epic charting and medication administration
Nice to have: telemetry experience.`;
const ACCOUNTANT_JOB = `Staff Accountant (nurse practice billing)
Requirements:
- Bachelor's degree in accounting
- 3+ years of experience with month-end close, reconciliations and GAAP
- Advanced Excel and QuickBooks
Nice to have: CPA.`;

const RESUMES = {
  nurse: `Maria Lopez
maria.lopez@example.com | Phoenix, AZ
EXPERIENCE
Registered Nurse, ICU
Banner Health | Jan 2019 - Present
- Cared for critically ill patients in a 24-bed ICU; administered medications and monitored telemetry
- Charted in Epic; precepted new nurses
EDUCATION
BSN, Nursing, Arizona State University, 2014 - 2018
SKILLS
BLS, ACLS, Epic, critical care`,
  accountant: `Daniel Kim
daniel.kim@example.com | Dallas, TX
EXPERIENCE
Staff Accountant
Crowe LLP | Mar 2018 - Present
- Ran month-end close for 6 entities; prepared bank reconciliations under GAAP
- Built Excel models with pivot tables; posted entries in QuickBooks
EDUCATION
BS Accounting, University of Texas, 2014 - 2018
SKILLS
Excel, QuickBooks, GAAP`,
  cook: `Sam Rivera
sam.rivera@example.com | Atlanta, GA
EXPERIENCE
Line Cook
Ruth's Chris | Jun 2020 - Present
- Prepared 200 covers a night on the grill station; kept HACCP logs
SKILLS
Food safety, knife skills`,
};

function posting(jobId: string, title: string, description: string): JobPosting {
  return {
    portal: 'greenhouse',
    jobId,
    company: 'Acme Health',
    companySlug: 'acme-health',
    title,
    jobType: 'full-time',
    descriptionHtml: `<p>${description}</p>`,
    descriptionText: description,
    skills: [],
    location: 'Phoenix, AZ',
    city: 'Phoenix',
    region: 'AZ',
    country: 'US',
    lat: 33.45,
    lon: -112.07,
    remote: 'onsite',
    salaryYearly: 80_000,
    salaryText: '$80,000',
    state: 'open',
    datePosted: new Date(Date.now() - 3 * 86_400_000).toISOString(),
    portalLink: 'https://boards.example/acme/1',
    source: 'test',
  };
}

type Item = { job_id: string; salary?: string | null; match?: { score: number; matched: string[]; missing: string[] } };

afterAll(closeWorkerPool);

describe.each(testDatabases())('job search with a resume on %s', (kind) => {
  let t: TestApp;
  let token: string;
  let email: string;
  const keys: Record<string, string> = {};

  beforeAll(async () => {
    t = await createTestApp(kind);
    ({ access_token: token, email } = await t.signup());
    await saveJobPostings(t.ctx.db.kysely, [
      posting('icu-1', 'ICU Registered Nurse', NURSE_JOB),
      posting('acct-1', 'Staff Accountant', ACCOUNTANT_JOB),
    ]);
    for (const [name, text] of Object.entries(RESUMES)) {
      const body = multipart([{ name: 'file', fileName: `${name}.txt`, bytes: Buffer.from(text) }]);
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/parse',
        payload: body.payload,
        headers: { ...body.headers, authorization: `Bearer ${token}` },
      });
      expect(response.statusCode, response.body).toBe(200);
      keys[name] = response.json<{ file_id: string }>().file_id;
    }
  }, 120_000);
  afterAll(async () => t.close());

  const search = async (sort: 'relevance' | 'match', as?: string) => {
    const response = await t.post('jobs/search', { query: 'nurse', sort }, as);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ items: Item[] }>().items;
  };
  const chooseDefault = async (name: string) => {
    const response = await t.post('user/set_default_resume', { key: keys[name] }, token);
    expect(response.statusCode, response.body).toBe(200);
  };
  /** The recruiter's score: a shortlist run of this one resume against the posting's description. */
  const shortlistScore = async (name: keyof typeof RESUMES, description: string) => {
    const body = multipart([
      { name: 'metadata', value: JSON.stringify({ job_id: '', job_description: description }) },
      { name: 'files', fileName: `${name}.txt`, bytes: Buffer.from(RESUMES[name]) },
    ]);
    const started = await t.app.inject({
      method: 'POST',
      url: '/api/shortlist-resumes',
      payload: body.payload,
      headers: { ...body.headers, authorization: `Bearer ${token}` },
    });
    expect(started.statusCode, started.body).toBe(200);
    const runId = started.json<{ run_id: string }>().run_id;
    for (let i = 0; i < 300; i++) {
      const status = (await t.post('shortlist/status', { run_id: runId }, token)).json<ShortlistStatus>();
      if (status.state === 'done') return status.results[0]!.score;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error('run did not finish');
  };

  it('adds no match without a signed-in user, and shows salary, type, place kind and age', async () => {
    const items = await search('relevance');
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((i) => i.match === undefined)).toBe(true);
    expect(items[0]).toMatchObject({ salary: '$80,000', jobType: 'full-time', remote: 'onsite' });
  });

  it("scores each result with the default resume and orders by it for 'match'", async () => {
    await chooseDefault('accountant');
    const byRelevance = await search('relevance', token);
    expect(byRelevance.map((i) => i.job_id)).toEqual(['icu-1', 'acct-1']);
    expect(byRelevance.every((i) => typeof i.match?.score === 'number')).toBe(true);
    const byMatch = await search('match', token);
    expect(byMatch.map((i) => i.job_id)).toEqual(['acct-1', 'icu-1']);
    expect(byMatch[0]!.match!.matched).toEqual(expect.arrayContaining(['Month-end close', 'GAAP']));
    expect(byMatch[1]!.match!.missing).toEqual(expect.arrayContaining(['Registered Nurse']));
  });

  it("gives the job seeker the same number the recruiter's shortlist gives, on several pairs", async () => {
    const jobs = { 'icu-1': NURSE_JOB, 'acct-1': ACCOUNTANT_JOB };
    for (const name of ['nurse', 'accountant', 'cook'] as const) {
      await chooseDefault(name);
      for (const item of await search('relevance', token)) {
        const recruiter = await shortlistScore(name, jobs[item.job_id as keyof typeof jobs]);
        expect(item.match!.score, `${name} for ${item.job_id}`).toBe(recruiter);
      }
    }
  }, 120_000);

  it('gives the Generate report the same number, before and after tailoring, on several pairs', async () => {
    await t.ctx.db.kysely.updateTable('users').set({ tokens_left: 1_000_000 }).execute();
    const jobs = { 'icu-1': NURSE_JOB, 'acct-1': ACCOUNTANT_JOB };
    const actions = ['Update Experience', 'Update Profile', 'Update Skills'];
    for (const name of ['nurse', 'accountant', 'cook'] as const) {
      await chooseDefault(name);
      for (const item of await search('relevance', token)) {
        const generated = await t.post(
          'generate',
          { job_description: jobs[item.job_id as keyof typeof jobs], actions },
          token,
        );
        expect(generated.statusCode, generated.body).toBe(200);
        const { report, generatedResume } = generated.json<{
          report: { scoreBefore: number; scoreAfter: number; matched: string[]; missing: string[] };
          generatedResume: Resume;
        }>();
        expect(report.scoreBefore, `${name} for ${item.job_id}, before`).toBe(item.match!.score);
        // The tailored resume as Generate returned it, stored and made the default, shows on the Jobs
        // screen what Generate said. (Stored directly: "Save to your resumes" applies the editor's rules.)
        const user = (await findUserByEmail(t.ctx.db.kysely, email))!;
        const saved = await createResume(t.ctx, user.id, {
          resume: generatedResume,
          filename: 'T',
          nickname: 't',
          clean: false,
        });
        expect((await t.post('user/set_default_resume', { key: saved.file_id }, token)).statusCode).toBe(200);
        const after = (await search('relevance', token)).find((i) => i.job_id === item.job_id)!.match!;
        expect(report.scoreAfter, `${name} for ${item.job_id}, after`).toBe(after.score);
        expect(report.matched.slice(0, after.matched.length)).toEqual(after.matched);
        expect(report.missing.slice(0, after.missing.length)).toEqual(after.missing);
        await chooseDefault(name);
      }
    }
  }, 180_000);
});
