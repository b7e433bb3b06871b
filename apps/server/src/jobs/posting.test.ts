import { describe, expect, it } from 'vitest';
import { generateDemoPostings } from './seed-demo.ts';
import { dedupePostings, slugifyCompany } from './posting.ts';

describe('slugifyCompany', () => {
  it('makes a URL-safe slug from a company name', () => {
    expect(slugifyCompany('Demo — Zürich Labs & Co.')).toBe('demo-zurich-labs-co');
  });
});

describe('dedupePostings', () => {
  it('drops repeats by portal and id, and the same company, title and city from another source', () => {
    const [first, second] = generateDemoPostings({ count: 2, seed: 9, now: new Date('2026-06-01T00:00:00Z') });
    const repost = { ...first!, portal: 'indeed', jobId: 'in-1' };
    const sameId = { ...first!, title: 'Another title' };
    expect(dedupePostings([first!, sameId, repost, second!])).toEqual([first, second]);
  });
});
