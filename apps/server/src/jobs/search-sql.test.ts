import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { slugifyCompany, type JobPosting } from './posting.ts';
import { createJobTables, searchJobs } from './search-sql.ts';
import { openTestDatabase, testDialects, type TestDatabase } from './test-databases.ts';
import { understandQuery } from './understand-query.ts';
import { saveJobPostings } from './write-postings.ts';

const now = new Date('2026-06-15T12:00:00Z');

function daysAgo(days: number): string {
  return new Date(now.getTime() - days * 86_400_000).toISOString();
}

function makePosting(jobId: string, fields: Partial<JobPosting>): JobPosting {
  const company = fields.company ?? 'Demo — Test Co';
  return {
    portal: 'test',
    jobId,
    company,
    companySlug: slugifyCompany(company),
    title: 'Software Engineer',
    jobType: 'full-time',
    descriptionHtml: '<p>Work on our product.</p>',
    descriptionText: 'Work on our product.',
    skills: [],
    location: 'San Francisco, CA',
    city: 'San Francisco',
    region: 'CA',
    country: 'US',
    lat: 37.77493,
    lon: -122.41942,
    remote: 'onsite',
    salaryYearly: 100_000,
    salaryText: '$100,000 a year',
    state: 'open',
    datePosted: daysAgo(3),
    portalLink: `https://example.com/${jobId}`,
    source: 'test',
    ...fields,
  };
}

const oakland = { location: 'Oakland, CA', city: 'Oakland', region: 'CA', lat: 37.80437, lon: -122.2708 };
const seattle = { location: 'Seattle, WA', city: 'Seattle', region: 'WA', lat: 47.60621, lon: -122.33207 };
const berlin = { location: 'Berlin', city: 'Berlin', region: null, country: 'DE', lat: 52.52437, lon: 13.41053 };

const postings: JobPosting[] = [
  makePosting('react-sf', { title: 'React Developer', skills: ['React', 'TypeScript'] }),
  makePosting('react-oakland', { title: 'React Developer', skills: ['React'], ...oakland, salaryYearly: 150_000 }),
  makePosting('react-seattle', {
    title: 'Senior React Developer',
    skills: ['React'],
    ...seattle,
    datePosted: daysAgo(40),
  }),
  makePosting('react-remote', {
    title: 'React Engineer',
    skills: ['React'],
    remote: 'remote',
    ...berlin,
    salaryYearly: 70_000,
  }),
  makePosting('react-in-text', {
    title: 'Backend Engineer',
    skills: ['Go'],
    descriptionText: 'Some React on the side, mostly Go services.',
  }),
  makePosting('react-closed', { title: 'React Developer', state: 'closed' }),
  makePosting('nurse-berlin', {
    title: 'Registered Nurse',
    skills: ['Patient Care'],
    ...berlin,
    jobType: 'part-time',
    salaryYearly: null,
    salaryText: null,
    datePosted: daysAgo(1),
  }),
  // Both engines stem "accountant" to "account": the fresher Account Executive must not outrank accountants.
  makePosting('account-exec', {
    title: 'Account Executive',
    skills: ['Salesforce'],
    descriptionText: 'Grow key accounts and account plans.',
    datePosted: daysAgo(1),
  }),
  makePosting('staff-accountant', {
    title: 'Staff Accountant (GAAP)',
    skills: ['Excel'],
    descriptionText: 'Month-end close.',
    datePosted: daysAgo(25),
  }),
  makePosting('accountants-pool', {
    title: 'Accountants, Tax Season',
    skills: ['Tax'],
    descriptionText: 'Tax returns.',
    datePosted: daysAgo(25),
  }),
  makePosting('python-contract', {
    title: 'Python Developer',
    skills: ['Python', 'Django'],
    jobType: 'contract',
    datePosted: daysAgo(20),
  }),
];

function ids(rows: Array<{ job_id: string }>): string[] {
  return rows.map((row) => row.job_id);
}

describe.each(testDialects)('searchJobs on %s', (dialect) => {
  let database: TestDatabase;
  const search = (query: string) => searchJobs(database.db, dialect, understandQuery(query, now), { now, limit: 50 });

  beforeAll(async () => {
    database = await openTestDatabase(dialect);
    await createJobTables(database.db, dialect);
    await saveJobPostings(database.db, postings, now);
  });
  afterAll(async () => database?.close());

  it('ranks a title or skill match above a description-only match and leaves closed jobs out', async () => {
    const found = ids(await search('react'));
    expect(found).toContain('react-in-text');
    expect(found).not.toContain('react-closed');
    expect(found.indexOf('react-sf')).toBeLessThan(found.indexOf('react-in-text'));
    expect(found[found.length - 1]).toBe('react-in-text');
  });

  it('ranks titles that hold the words as written above titles that share only their stem', async () => {
    const found = ids(await search('accountant'));
    expect(found).toContain('account-exec');
    expect(found.slice(0, 2).sort()).toEqual(['accountants-pool', 'staff-accountant']);
    expect(found.indexOf('account-exec')).toBeGreaterThan(1);
  });

  it('limits a city to itself and places within about 50 km', async () => {
    const found = ids(await search('react developer in San Francisco'));
    expect(found.sort()).toEqual(['react-in-text', 'react-oakland', 'react-sf']);
    expect(ids(await search('react jobs in Seattle'))).toEqual(['react-seattle']);
  });

  it('keeps only remote postings when remote work is asked for', async () => {
    expect(ids(await search('remote react'))).toEqual(['react-remote']);
    expect(ids(await search('remote react jobs in Germany'))).toEqual(['react-remote']);
  });

  it('drops postings paying below the asked minimum and ranks those not saying their pay after', async () => {
    expect(ids(await search('react over 120k'))).toEqual(['react-oakland']);
    // The nurse posting does not say its pay: kept (no data is no reason to exclude it).
    expect(ids(await search('nurse over 50k'))).toEqual(['nurse-berlin']);
  });

  it('drops postings older than the asked recency', async () => {
    const all = ids(await search('react'));
    const recent = ids(await search('react posted in the last 30 days'));
    expect(all).toContain('react-seattle');
    expect(recent).not.toContain('react-seattle');
    expect(recent.length).toBe(all.length - 1);
  });

  it('filters on job type and on seniority words in the title', async () => {
    expect(ids(await search('contract developer'))).toEqual(['python-contract']);
    // A title with no seniority word may still be senior: it follows the one that says so.
    const senior = ids(await search('senior react'));
    expect(senior[0]).toBe('react-seattle');
    expect(senior).toEqual(expect.arrayContaining(['react-sf', 'react-oakland']));
    expect(ids(await search('junior react'))).not.toContain('react-seattle');
    expect(ids(await search('part-time nurse in Berlin'))).toEqual(['nurse-berlin']);
  });

  it('matches any word when no posting has them all', async () => {
    const found = ids(await search('python django kubernetes'));
    expect(found).toEqual(['python-contract']);
  });

  it('lists the newest matching postings when the query has only filters', async () => {
    expect(ids(await search('jobs in Berlin'))).toEqual(['nurse-berlin', 'react-remote']);
  });

  it.skipIf(dialect !== 'sqlite')(
    'answers broad queries with title matches, newest first, and ranks fully when titles do not fill the page',
    async () => {
      const broad = (limit: number) =>
        searchJobs(database.db, dialect, understandQuery('react', now), { now, limit, broadAbove: 1 });
      expect(ids(await broad(4))).toEqual(['react-sf', 'react-oakland', 'react-remote', 'react-seattle']);
      const full = ids(await broad(5));
      expect(full).toContain('react-in-text');
      expect(full).toEqual(ids(await search('react')));
    },
  );

  it('refreshes a posting saved again under the same portal and id, keeping the index in sync', async () => {
    await saveJobPostings(
      database.db,
      [
        makePosting('python-contract', {
          title: 'Rust Developer',
          skills: ['Rust'],
          jobType: 'contract',
          datePosted: daysAgo(20),
        }),
      ],
      now,
    );
    expect(ids(await search('rust'))).toEqual(['python-contract']);
    expect(ids(await search('django'))).toEqual([]);
    const count = await database.db
      .selectFrom('jobs')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(postings.length);
  });
});
