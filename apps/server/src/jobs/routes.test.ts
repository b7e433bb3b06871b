import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDatabases, type TestApp } from '../platform/testing/test-app.ts';
import { buildMultipart as multipart } from '../platform/testing/multipart.ts';
import { setUserType } from '../auth/store.ts';
import { saveJobPostings } from './write-postings.ts';
import type { JobPosting } from './posting.ts';

const day = 86_400_000;
function posting(overrides: Partial<JobPosting>): JobPosting {
  const title = overrides.title ?? 'React Developer';
  return {
    portal: 'greenhouse',
    jobId: `gh-${Math.random().toString(36).slice(2)}`,
    company: 'Acme',
    companySlug: 'acme',
    title,
    jobType: 'full-time',
    descriptionHtml: `<p>${title} building React and TypeScript apps.</p>`,
    descriptionText: `${title} building React and TypeScript apps.`,
    skills: ['React', 'TypeScript'],
    location: 'Berlin, Germany',
    city: 'Berlin',
    region: null,
    country: 'DE',
    lat: 52.52,
    lon: 13.405,
    remote: 'onsite',
    salaryYearly: 90_000,
    salaryText: '€90,000',
    state: 'open',
    datePosted: new Date(Date.now() - 2 * day).toISOString(),
    portalLink: 'https://boards.example/acme/1',
    source: 'Greenhouse job board: acme',
    ...overrides,
  };
}

const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

describe.each(testDatabases())('jobs on %s', (kind) => {
  let t: TestApp;
  const ids = {
    remote: 'remote-1',
    berlin: 'berlin-1',
    rich: 'rich-1',
    old: 'old-1',
    closed: 'closed-1',
    indeed: 'jk123',
    own: 'own-1',
  };
  beforeAll(async () => {
    const webDist = mkdtempSync(path.join(os.tmpdir(), 'vitae-web-'));
    writeFileSync(
      path.join(webDist, 'index.html'),
      '<!doctype html><html><head><title>Vitae</title></head><body></body></html>',
    );
    t = await createTestApp(kind, { RATE_LIMIT_FORMS_PER_MINUTE: '1000', WEB_DIST: webDist });
    await saveJobPostings(t.ctx.db.kysely, [
      posting({
        jobId: ids.remote,
        title: 'Remote React Engineer',
        remote: 'remote',
        city: 'Austin',
        country: 'US',
        location: 'Austin, TX',
        lat: 30.27,
        lon: -97.74,
        salaryYearly: 120_000,
      }),
      posting({ jobId: ids.berlin, title: 'React Developer', salaryYearly: 70_000 }),
      posting({
        jobId: ids.rich,
        title: 'Senior React Engineer',
        city: 'Paris',
        country: 'FR',
        location: 'Paris',
        lat: 48.85,
        lon: 2.35,
        salaryYearly: 200_000,
      }),
      posting({
        jobId: ids.old,
        title: 'React Developer',
        city: 'Paris',
        country: 'FR',
        location: 'Paris',
        lat: 48.85,
        lon: 2.35,
        datePosted: new Date(Date.now() - 40 * day).toISOString(),
      }),
      posting({ jobId: ids.closed, portal: 'vitae', title: 'Closed React role', state: 'closed' }),
      posting({
        jobId: ids.own,
        portal: 'vitae',
        title: 'Frontend Engineer',
        skills: ['Vue'],
        descriptionHtml: '<p>Vue work</p>',
        descriptionText: 'Vue work',
      }),
      posting({
        jobId: ids.indeed,
        portal: 'indeed',
        title: 'React Contractor',
        jobType: 'contract',
        city: 'London',
        country: 'GB',
        location: 'London',
        lat: 51.5,
        lon: -0.12,
      }),
    ]);
  });
  afterAll(async () => t.close());

  const search = async (query: string) => {
    const response = await t.post('jobs/search', { query });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{
      items: { job_id: string; portalLink: string; portal: string }[];
      interpreted: { kind: string }[];
    }>();
  };
  const found = async (query: string) => (await search(query)).items.map((i) => i.job_id).sort();

  it('finds open postings by words and never shows closed ones', async () => {
    const all = await found('react jobs');
    expect(all).toEqual([ids.berlin, ids.indeed, ids.old, ids.rich, ids.remote].sort());
  });
  it('filters by place', async () => {
    expect(await found('react jobs in Paris')).toEqual([ids.old, ids.rich].sort());
  });
  it('filters remote work and shows the filter as a chip', async () => {
    const result = await search('remote react jobs');
    expect(result.items.map((i) => i.job_id)).toEqual([ids.remote]);
    expect(result.interpreted.map((c) => c.kind)).toContain('remote');
  });
  it('filters by minimum salary', async () => {
    expect(await found('react over 150k')).toEqual([ids.rich]);
  });
  it('relaxes one understood filter rather than answer nothing, and says so in its chip', async () => {
    const result = await t.post('jobs/search', { query: 'react over 500k' });
    const body = result.json<{ items: { job_id: string }[]; interpreted: { kind: string; label: string }[] }>();
    expect(body.items.length).toBeGreaterThan(0);
    expect(body.interpreted.find((c) => c.kind === 'minSalary')?.label).toMatch(/none found, not applied/);
    // A filter that finds postings is kept as asked.
    const kept = (await search('react over 150k')).interpreted as { kind: string; label: string }[];
    expect(kept.find((c) => c.kind === 'minSalary')?.label).not.toMatch(/not applied/);
  });
  it('finds postings for a word with a one-letter typo and says what it searched for', async () => {
    const result = await search('develpoer');
    expect(result.items.map((i) => i.job_id)).toEqual(expect.arrayContaining([ids.berlin, ids.old]));
    expect(result.interpreted).toContainEqual(expect.objectContaining({ kind: 'spelling', value: 'developer' }));
    expect((await search('zzqxvbnm')).items).toEqual([]);
  });
  it('filters by recency', async () => {
    expect(await found('react jobs posted this week')).not.toContain(ids.old);
    expect((await found('react jobs posted this week')).length).toBeGreaterThan(0);
  });
  it('links Indeed items to Indeed by job id and others to their portal link', async () => {
    const items = (await search('react contractor london')).items;
    expect(items.find((i) => i.job_id === ids.indeed)?.portalLink).toBe('https://www.indeed.com/viewjob?jk=jk123');
  });
  it('answers 400 with the spec text for an empty query', async () => {
    const response = await t.post('jobs/search', { query: '   ' });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toContain('Type in Something to search for jobs');
  });
  it('serves the job page with schema.org JobPosting markup that cannot break out of its block', async () => {
    await saveJobPostings(t.ctx.db.kysely, [
      posting({ jobId: 'ld-1', title: 'Data </script><script>alert(1)</script> Engineer' }),
    ]);
    const page = await t.app.inject({ method: 'GET', url: '/job/ld-1' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>Data');
    const block = /<script type="application\/ld\+json">([^<]*)<\/script>/.exec(page.body);
    expect(block).not.toBeNull();
    expect(JSON.parse(block![1]!)).toMatchObject({ '@type': 'JobPosting', hiringOrganization: { name: 'Acme' } });
    expect(page.body).not.toContain('<script>alert(1)');
  });

  it('answers job/info for a posting and 404 for an unknown id', async () => {
    const response = await t.post('job/info', { job_id: ids.berlin });
    expect(response.json()).toMatchObject({
      job_id: ids.berlin,
      job_details: { title: 'React Developer', company: 'Acme', jobState: 'open', salary: 70_000 },
    });
    expect((await t.post('job/info', { job_id: 'nope' })).statusCode).toBe(404);
  });

  const apply = (jobId: string, email: string, file = pdf, fileName = 'cv.pdf') =>
    t.app.inject({
      method: 'POST',
      url: '/api/job/apply',
      ...multipart([
        { name: 'metadata', value: JSON.stringify({ email, name: 'Sam Applicant', job_id: jobId }) },
        { name: 'file', fileName, bytes: file },
      ]),
    });

  it('takes an application once per e-mail, refuses closed jobs, wrong types and oversize files', async () => {
    expect((await apply(ids.own, 'sam@example.com')).statusCode).toBe(200);
    const again = await apply(ids.own, 'SAM@example.com');
    expect(again.statusCode).toBe(409);
    expect((await apply(ids.closed, 'sam@example.com')).statusCode).toBe(409);
    expect((await apply(ids.own, 'pic@example.com', Buffer.from('GIF89a....'), 'cv.pdf')).statusCode).toBe(415);
    const big = Buffer.concat([pdf, Buffer.alloc(11 * 1024 * 1024)]);
    expect((await apply(ids.own, 'big@example.com', big)).statusCode).toBe(413);
    expect((await apply('unknown', 'x@example.com')).statusCode).toBe(404);
  });

  it('sends applications only to postings that take them here: an imported posting answers 409', async () => {
    const answer = await apply(ids.berlin, 'imported@example.com');
    expect(answer.statusCode).toBe(409);
    expect(answer.json<{ message: string }>().message).toMatch(/applications on its own site/);
  });

  it('answers 400, not 500, to a broken multipart body', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/job/apply',
      payload: '--xyz\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n%PDF-1.4 truncated',
      headers: { 'content-type': 'multipart/form-data; boundary=xyz' },
    });
    expect(response.statusCode).toBe(400);
  });

  it('lets a recruiter publish, close and reopen a posting, see applicants and their files; others get 403', async () => {
    const seeker = await t.signup();
    expect((await t.post('recruiter-jobs-status', {}, seeker.access_token)).statusCode).toBe(403);
    const recruiter = await t.signup();
    await setUserType(t.ctx.db.kysely, recruiter.email, 'recruiter');
    const token = recruiter.access_token;
    const created = await t.post(
      'recruiter/jobs/create',
      {
        company: 'Globex Corp',
        title: 'Platform Engineer',
        jobType: 'full-time',
        description: 'Run Kubernetes <script>alert(1)</script> clusters.',
        location: 'Toronto',
        remote: 'hybrid',
        salary: 150000,
        skills: ['Kubernetes'],
      },
      token,
    );
    expect(created.statusCode, created.body).toBe(200);
    const { job_id } = created.json<{ job_id: string }>();
    expect(await found('platform engineer kubernetes')).toContain(job_id);
    const info = (await t.post('job/info', { job_id })).json<{ job_details: { description: string } }>();
    expect(info.job_details.description).not.toContain('<script');
    expect((await apply(job_id, 'applicant@example.com')).statusCode).toBe(200);
    const status = (await t.post('recruiter-jobs-status', {}, token)).json<{
      jobs: { job_id: string; applications: number }[];
    }>();
    expect(status.jobs.find((j) => j.job_id === job_id)?.applications).toBe(1);
    const applications = (await t.post('recruiter/applications', { job_id }, token)).json<{
      applications: { id: string; email: string }[];
    }>().applications;
    expect(applications.map((a) => a.email)).toEqual(['applicant@example.com']);
    const { url } = (
      await t.post('recruiter/application_file_url', { application_id: applications[0]!.id }, token)
    ).json<{ url: string }>();
    const file = await t.app.inject({ method: 'GET', url });
    expect(file.headers['content-type']).toBe('application/pdf');
    expect((await t.post('recruiter/jobs/set_state', { job_id, state: 'closed' }, token)).statusCode).toBe(200);
    expect(await found('platform engineer kubernetes')).not.toContain(job_id);
    expect((await apply(job_id, 'late@example.com')).statusCode).toBe(409);
    // Another company's recruiter cannot touch it.
    const rival = await t.signup();
    await setUserType(t.ctx.db.kysely, rival.email, 'recruiter');
    // Nor claim the company by typing its name.
    const takeover = await t.post(
      'recruiter/company',
      { name: 'GLOBEX corp!', description: 'mine now' },
      rival.access_token,
    );
    expect(takeover.statusCode).toBe(409);
    expect((await t.post('recruiter/company', { name: 'Rival Inc' }, rival.access_token)).statusCode).toBe(200);
    // Nor rename its own company to the other company's name (any case or punctuation).
    for (const name of ['Globex Corp', 'globex corp', 'Globex-Corp']) {
      const rename = await t.post('recruiter/company', { name }, rival.access_token);
      expect(rename.statusCode).toBe(409);
      expect(rename.json()).toMatchObject({ code: 'conflict' });
    }
    // Its own name in another case is still its own.
    expect((await t.post('recruiter/company', { name: 'RIVAL inc' }, rival.access_token)).statusCode).toBe(200);
    expect((await t.post('recruiter/jobs/set_state', { job_id, state: 'open' }, rival.access_token)).statusCode).toBe(
      404,
    );
    expect((await t.post('recruiter/applications', { job_id }, rival.access_token)).statusCode).toBe(404);
    expect((await t.post('recruiter/jobs/set_state', { job_id, state: 'open' }, token)).statusCode).toBe(200);
    const portal = (await t.post('portal/dashboard', { company: 'globex-corp' })).json<{
      company: { name: string };
      jobs: { job_id: string }[];
    }>();
    expect(portal.company.name).toBe('Globex Corp');
    expect(portal.jobs.map((j) => j.job_id)).toContain(job_id);
    expect((await t.post('portal/dashboard', { company: 'no-such-company' })).statusCode).toBe(404);
  });
});
