import { beforeAll, describe, expect, it } from 'vitest';
import { loadCityIndex } from './gazetteer.ts';
import { understandQuery } from './understand-query.ts';

const now = new Date('2026-06-17T12:00:00Z'); // a Wednesday

describe('understandQuery', () => {
  beforeAll(() => {
    loadCityIndex();
  });

  it('reads terms, seniority, place, salary and recency from one query and drops filler words', () => {
    const understood = understandQuery('senior react developer jobs in Berlin over 80k posted this week', now);
    expect(understood).toMatchObject({
      terms: ['react', 'developer'],
      seniority: 'senior',
      place: { city: 'Berlin', country: 'DE' },
      minSalary: 80_000,
      postedWithinDays: 7,
    });
    expect(understood.interpreted.map((chip) => chip.kind).sort()).toEqual([
      'minSalary',
      'place',
      'postedWithinDays',
      'seniority',
    ]);
  });

  it('annualises hourly and monthly pay and reads "$120,000+"', () => {
    expect(understandQuery('nurse 50/hour', now).minSalary).toBe(104_000);
    expect(understandQuery('analyst 6k a month', now).minSalary).toBe(72_000);
    expect(understandQuery('remote python roles paying $120,000+', now)).toMatchObject({
      minSalary: 120_000,
      remote: 'remote',
      terms: ['python'],
    });
  });

  it('does not read years of experience or recency numbers as pay', () => {
    const understood = understandQuery('engineer with over 5 years experience last 30 days', now);
    expect(understood.minSalary).toBeUndefined();
    expect(understood.postedWithinDays).toBe(30);
    expect(understandQuery('401k matching benefits', now).minSalary).toBeUndefined();
  });

  it('reads recency words: today, this month and since a weekday', () => {
    expect(understandQuery('barista today', now).postedWithinDays).toBe(1);
    expect(understandQuery('barista this month', now).postedWithinDays).toBe(30);
    expect(understandQuery('barista since monday', now).postedWithinDays).toBe(3);
  });

  it('reads job types and remote modes', () => {
    expect(understandQuery('part-time barista', now)).toMatchObject({ jobType: 'part-time', terms: ['barista'] });
    expect(understandQuery('freelance designer hybrid', now)).toMatchObject({ jobType: 'contract', remote: 'hybrid' });
    expect(understandQuery('ml internship', now)).toMatchObject({
      jobType: 'internship',
      seniority: 'intern',
      terms: ['ml'],
    });
    expect(understandQuery('on-site welder', now).remote).toBe('onsite');
  });

  it('prefers the more populous city for an ambiguous name, and a state or country that follows it', () => {
    expect(understandQuery('jobs in Portland', now).place).toMatchObject({ region: 'OR', country: 'US' });
    expect(understandQuery('nurse Portland, ME', now).place).toMatchObject({ region: 'ME', country: 'US' });
    expect(understandQuery('accountant London Canada', now).place).toMatchObject({ city: 'London', country: 'CA' });
  });

  it('reads tech words that are also towns as words, and well-known ones as places only after "in"', () => {
    expect(understandQuery('mobile developer', now)).toMatchObject({ terms: ['mobile', 'developer'] });
    expect(understandQuery('mobile developer', now).place).toBeUndefined();
    expect(understandQuery('spring boot developer', now).place).toBeUndefined();
    expect(understandQuery('data analyst reading reports', now).place).toBeUndefined();
    expect(understandQuery('data analyst in Reading', now).place).toMatchObject({ city: 'Reading', country: 'GB' });
    expect(understandQuery('marketing in Mobile, AL', now).place).toMatchObject({ city: 'Mobile', region: 'AL' });
  });

  it('reads nicknames, states and countries, and never short words as places', () => {
    expect(understandQuery('barista NYC', now).place).toMatchObject({ city: 'New York City' });
    // A metro area is its city, and its metro words are no search words.
    expect(understandQuery('teacher in atlanta metropolitan area', now)).toMatchObject({
      terms: ['teacher'],
      place: { city: 'Atlanta', region: 'GA' },
    });
    expect(understandQuery('accountant greater boston area', now)).toMatchObject({
      terms: ['accountant'],
      place: { city: 'Boston' },
    });
    expect(understandQuery('nurse washington dc', now).place).toMatchObject({ region: 'DC', country: 'US' });
    expect(understandQuery('java developer in Texas', now).place).toEqual({ region: 'TX', country: 'US' });
    expect(understandQuery('c++ engineer in Germany', now)).toMatchObject({
      place: { country: 'DE' },
      terms: ['c++', 'engineer'],
    });
    expect(understandQuery('it support for us', now).place).toBeUndefined();
    expect(understandQuery('principal engineer in US', now).place).toEqual({ country: 'US' });
  });

  it('keeps quoted phrases and symbol-bearing terms', () => {
    expect(understandQuery('"machine learning" engineer .net c#', now)).toMatchObject({
      phrases: ['machine learning'],
      terms: ['engineer', '.net', 'c#'],
    });
  });

  it('answers in under 2 ms per query once warm', () => {
    const queries = [
      'senior react developer in San Francisco over 150k',
      'remote python jobs posted this week',
      'nurse in Reading',
      'part-time barista NYC today',
    ];
    for (const query of queries) understandQuery(query, now);
    const started = performance.now();
    for (let i = 0; i < 50; i++) for (const query of queries) understandQuery(query, now);
    expect((performance.now() - started) / (50 * queries.length)).toBeLessThan(2);
  });
});

describe('understandQuery and the word "staff"', () => {
  it('reads "staff" as a seniority only before an engineering or design title', () => {
    expect(understandQuery('staff accountant').seniority).toBeUndefined();
    expect(understandQuery('staff accountant').terms).toEqual(['staff', 'accountant']);
    expect(understandQuery('staff nurse').seniority).toBeUndefined();
    expect(understandQuery('staff software engineer').seniority).toBe('lead');
    expect(understandQuery('staff engineer').seniority).toBe('lead');
  });

  it('keeps abbreviations as search words', () => {
    expect(understandQuery('SWE').terms).toEqual(['swe']);
    expect(understandQuery('rn nights').terms).toContain('rn');
  });
});

describe('understandQuery places without "in"', () => {
  beforeAll(() => loadCityIndex());

  it('reads a lower-case state code after a city when the code is no English word', () => {
    const dallas = understandQuery('warehouse jobs in dallas tx');
    expect(dallas.place).toMatchObject({ city: 'Dallas', region: 'TX' });
    expect(dallas.terms).toEqual(['warehouse']);
    expect(understandQuery('austin or dallas').terms).toContain('dallas');
  });

  it('reads a city that is also a tech word as the place when nothing else in the query is tech', () => {
    expect(understandQuery('nurse phoenix').place).toMatchObject({ city: 'Phoenix', region: 'AZ' });
    expect(understandQuery('nurse phoenix').terms).toEqual(['nurse']);
    expect(understandQuery('elixir phoenix').place).toBeUndefined();
    expect(understandQuery('phoenix developer').place).toBeUndefined();
  });
});
