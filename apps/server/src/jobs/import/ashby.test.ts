import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importAshbyBoard } from './ashby.ts';
import { startTestServer, type TestServer } from './test-server.ts';

describe('importAshbyBoard', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      '/posting-api/job-board/demoashby?includeCompensation=true': { file: 'ashby-demo-board.json' },
    });
  });
  afterAll(async () => server?.close());

  it('maps listed jobs with structured pay, address and workplace type, skipping unlisted ones', async () => {
    const postings = await importAshbyBoard('demoashby', {
      company: 'Demo — Ashby Co',
      baseUrl: server.baseUrl,
      fetchOptions: { allowTestLoopback: true },
    });
    expect(postings.map((posting) => posting.title)).toEqual([
      'Machine Learning Engineer',
      'Software Engineering Intern',
    ]);
    const [engineer, intern] = postings;
    expect(engineer).toMatchObject({
      portal: 'ashby',
      company: 'Demo — Ashby Co',
      jobType: 'full-time',
      remote: 'hybrid',
      city: 'New York City',
      country: 'US',
      salaryYearly: 200_000,
      salaryText: '180,000 - 220,000 USD a year',
      portalLink: 'https://jobs.ashbyhq.com/demoashby/9b7e3c1a-aaaa-4f1e-8d2c-1a2b3c4d5e6f',
      source: 'Ashby job board: demoashby',
    });
    expect(engineer!.descriptionHtml).toBe('<p>Train and ship models.</p><p>Python, PyTorch</p>');
    expect(intern).toMatchObject({ jobType: 'internship', remote: 'remote', country: 'US', salaryYearly: 45 * 2080 });
  });
});
