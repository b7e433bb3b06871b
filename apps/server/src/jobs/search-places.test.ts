import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDatabases, type TestApp } from '../platform/testing/test-app.ts';
import { buildPosting } from './import/build-posting.ts';
import { saveJobPostings } from './write-postings.ts';
import type { JobPosting } from './posting.ts';

/** An imported posting: its location line is read the way every importer reads it. */
function imported(jobId: string, title: string, location: string, description = `${title}. Join our team.`) {
  return buildPosting({
    portal: 'greenhouse',
    jobId,
    company: 'Acme',
    title,
    html: `<p>${description}</p>`,
    location,
    jobTypeText: 'Full-time',
    datePosted: new Date(Date.now() - 3 * 86_400_000).toISOString(),
    portalLink: `https://boards.example/acme/${jobId}`,
    source: 'Greenhouse job board: acme',
  });
}

describe.each(testDatabases())('search places and title phrases on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
    const postings: JobPosting[] = [
      imported('atl-metro', 'Elementary School Teacher', 'Atlanta Metropolitan Area'),
      imported('atl-greater', 'High School Teacher', 'Greater Atlanta Area'),
      imported('denver', 'Middle School Teacher', 'Denver, CO'),
      // Stored before metro names were read: no coordinates, only the line.
      {
        ...imported('atl-old', 'Math Teacher', 'Atlanta Metropolitan Area'),
        city: null,
        region: null,
        country: null,
        lat: null,
        lon: null,
      },
      imported('ny-1', 'Project Manager', 'New York, NY'),
      imported('ny-2', 'Senior Project Manager', 'New York, NY, United States'),
      imported(
        'newark',
        'Project Manager',
        'Newark, NJ',
        'Project manager for project delivery; manage project plans.',
      ),
      imported('hackensack', 'Project Manager', 'Hackensack, NJ', 'Project manager: project schedules, project teams.'),
      imported('ny-account', 'Account Manager', 'New York, NY'),
      // A long title, so full-text ranking alone would put the shorter "Medical Affairs Director" first.
      imported(
        'med-director',
        'Associate Medical Director, Outpatient Clinic Operations',
        'Chicago, IL',
        'Lead clinics.',
      ),
      imported(
        'med-affairs',
        'Medical Affairs Director',
        'Chicago, IL',
        'Medical director duties: the medical director of medical affairs works with each medical director and director.',
      ),
      imported('vp-finance', 'VP/Director of Finance', 'Chicago, IL', 'Finance director. Medical, dental and vision.'),
    ];
    await saveJobPostings(t.ctx.db.kysely, postings);
  });
  afterAll(async () => t.close());

  const search = async (query: string) => {
    const answer = await t.post('jobs/search', { query });
    expect(answer.statusCode, answer.body).toBe(200);
    const body = answer.json<{ items: { job_id: string }[]; interpreted: { kind: string; label: string }[] }>();
    return { ids: body.items.map((item) => item.job_id), chips: body.interpreted };
  };

  it('reads a metro area as its city, in postings and in queries', async () => {
    for (const query of ['teacher atlanta', 'teacher in Atlanta, GA', 'teacher atlanta metropolitan area']) {
      const { ids, chips } = await search(query);
      expect(ids.sort(), query).toEqual(['atl-greater', 'atl-metro', 'atl-old']);
      const place = chips.find((chip) => chip.kind === 'place');
      expect(place?.label, query).toMatch(/^Atlanta/);
      expect(place?.label).not.toMatch(/not applied/);
    }
    expect((await search('teacher greater denver area')).ids).toEqual(['denver']);
  });

  it('matches New York, NY for "New York City", "NYC" and "new york", the city before the places around it', async () => {
    for (const query of ['project manager New York City', 'project manager NYC', 'project manager new york']) {
      const { ids } = await search(query);
      expect(ids.slice(0, 2).sort(), query).toEqual(['ny-1', 'ny-2']);
      expect(ids.slice(2).sort(), query).toEqual(['hackensack', 'newark']);
    }
    const { ids, chips } = await search('entry level account manager new york');
    expect(ids).toEqual(['ny-account']);
    expect(chips.find((chip) => chip.kind === 'place')?.label).not.toMatch(/not applied/);
  });

  it('counts query words that form a phrase in a title as the phrase', async () => {
    const { ids } = await search('medical director');
    expect(ids).toEqual(['med-director', 'med-affairs', 'vp-finance']);
  });
});
