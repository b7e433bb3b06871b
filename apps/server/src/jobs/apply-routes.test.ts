import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDatabases, type TestApp } from '../platform/testing/test-app.ts';
import { buildMultipart } from '../platform/testing/multipart.ts';
import { setUserType } from '../auth/store.ts';
import { saveJobPostings } from './write-postings.ts';
import { generateDemoPostings } from './seed-demo.ts';
import { DEMO_APPLICATION_MESSAGE } from './apply.ts';

const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

function applyRequest(jobId: string, email: string) {
  const metadata = JSON.stringify({ email, name: 'Dana Demo', job_id: jobId });
  const body = buildMultipart([
    { name: 'metadata', value: metadata },
    { name: 'file', fileName: 'cv.pdf', bytes: pdf, type: 'application/pdf' },
  ]);
  return { method: 'POST' as const, url: '/api/job/apply', ...body };
}

type Details = {
  applyHere?: boolean;
  isDemo?: boolean;
  portalLink?: string;
  description: string;
  salary: number | null;
  salaryText?: string;
};

describe.each(testDatabases())('demo postings, applying elsewhere and posting text on %s', (kind) => {
  let t: TestApp;
  let demoId = '';
  let importedId = '';
  beforeAll(async () => {
    t = await createTestApp(kind, { RATE_LIMIT_FORMS_PER_MINUTE: '1000' });
    const [demo, imported] = generateDemoPostings({ count: 2, seed: 5 });
    demoId = demo!.jobId;
    importedId = 'gh-imported-1';
    await saveJobPostings(t.ctx.db.kysely, [
      { ...demo!, state: 'open', title: 'Zebra Demo Wrangler' },
      {
        ...imported!,
        portal: 'greenhouse',
        jobId: importedId,
        state: 'open',
        portalLink: 'https://boards.example/x/1',
      },
    ]);
  });
  afterAll(async () => t.close());

  const details = async (jobId: string) =>
    (await t.post('job/info', { job_id: jobId })).json<{ job_details: Details }>().job_details;

  it('lets a person apply to a demo posting here and stores the application, marked as demo', async () => {
    const info = await details(demoId);
    expect(info).toMatchObject({ applyHere: true, isDemo: true, portalLink: `/job/${demoId}` });
    const answer = await t.app.inject(applyRequest(demoId, 'dana@example.com'));
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json<{ message: string }>().message).toBe(DEMO_APPLICATION_MESSAGE);
    const stored = await t.ctx.db.kysely
      .selectFrom('applications')
      .innerJoin('jobs', 'jobs.id', 'applications.job_row_id')
      .select(['applications.email', 'jobs.portal'])
      .where('jobs.job_id', '=', demoId)
      .execute();
    expect(stored).toEqual([{ email: 'dana@example.com', portal: 'demo' }]);
  });

  it('links demo postings in search to their job page here, not to a placeholder site', async () => {
    const items = (await t.post('jobs/search', { query: 'zebra demo wrangler' })).json<{
      items: { job_id: string; portalLink: string }[];
    }>().items;
    expect(items.find((i) => i.job_id === demoId)?.portalLink).toBe(`/job/${demoId}`);
  });

  it('says an imported posting takes applications on its own site and refuses the form', async () => {
    expect(await details(importedId)).toMatchObject({
      applyHere: false,
      isDemo: false,
      portalLink: 'https://boards.example/x/1',
    });
    expect((await t.app.inject(applyRequest(importedId, 'dana@example.com'))).statusCode).toBe(409);
  });

  it('turns "- " lines of a plain-text description into a list and reads salaries as people write them', async () => {
    const recruiter = await t.signup();
    await setUserType(t.ctx.db.kysely, recruiter.email, 'recruiter');
    const create = (salaryText: string) =>
      t.post(
        'recruiter/jobs/create',
        {
          company: 'Initech Ltd',
          title: 'Data Engineer',
          jobType: 'full-time',
          description: 'You will:\n- build pipelines\n- keep data clean\n\nJoin us.',
          salaryText,
        },
        recruiter.access_token,
      );
    const read = async (salaryText: string) => {
      const answer = await create(salaryText);
      expect(answer.statusCode, answer.body).toBe(200);
      return details(answer.json<{ job_id: string }>().job_id);
    };
    const first = await read('$150,000');
    expect(first.description).toContain('<ul><li>build pipelines</li><li>keep data clean</li></ul>');
    expect(first).toMatchObject({ salary: 150_000, salaryText: '$150,000' });
    expect((await read('150k')).salary).toBe(150_000);
    expect(await read('120k-150k')).toMatchObject({ salary: 135_000, salaryText: '120k-150k' });
    const refused = await create('competitive');
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ message: string }>().message).toMatch(/like \$150,000, 150k or 120k-150k/);
  });
});
