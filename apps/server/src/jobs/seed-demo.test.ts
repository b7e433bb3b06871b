import { describe, expect, it } from 'vitest';
import { generateDemoPostings } from './seed-demo.ts';
import { sanitizeJobHtml } from './sanitize.ts';

const now = new Date('2026-06-15T12:00:00Z');

describe('generateDemoPostings', () => {
  const postings = generateDemoPostings({ count: 300, seed: 3, now });

  it('is deterministic for a seed and differs between seeds', () => {
    expect(generateDemoPostings({ count: 300, seed: 3, now })).toEqual(postings);
    expect(generateDemoPostings({ count: 300, seed: 4, now }).map((posting) => posting.title)).not.toEqual(
      postings.map((posting) => posting.title),
    );
  });

  it('marks every company as demo and gives unique ids', () => {
    expect(postings.every((posting) => posting.company.startsWith('Demo — '))).toBe(true);
    expect(new Set(postings.map((posting) => posting.jobId)).size).toBe(300);
  });

  it('spreads postings over cities, work modes, job types, seniorities and 60 days', () => {
    expect(new Set(postings.map((posting) => posting.city)).size).toBeGreaterThan(15);
    expect(new Set(postings.map((posting) => posting.remote))).toEqual(new Set(['remote', 'hybrid', 'onsite']));
    expect(new Set(postings.map((posting) => posting.jobType)).size).toBeGreaterThanOrEqual(4);
    expect(new Set(postings.map((posting) => posting.demo.seniority)).size).toBe(6);
    const ages = postings.map((posting) => (now.getTime() - Date.parse(posting.datePosted)) / 86_400_000);
    expect(Math.min(...ages)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...ages)).toBeLessThan(60);
    expect(Math.max(...ages)).toBeGreaterThan(50);
  });

  it('writes pay as postings do and stores the parsed yearly figure', () => {
    const paid = postings.filter((posting) => posting.salaryText);
    expect(paid.length).toBeGreaterThan(200);
    expect(paid.every((posting) => posting.salaryYearly !== null && posting.salaryYearly > 10_000)).toBe(true);
    expect(postings.some((posting) => posting.salaryText === null)).toBe(true);
  });

  it('writes descriptions in simple HTML that survives sanitising unchanged', () => {
    for (const posting of postings.slice(0, 20)) {
      expect(sanitizeJobHtml(posting.descriptionHtml)).toBe(posting.descriptionHtml);
      expect(posting.descriptionText).toContain(posting.title);
    }
  });
});
