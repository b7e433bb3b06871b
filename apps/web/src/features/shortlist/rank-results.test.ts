import { describe, it, expect } from 'vitest';
import type { ShortlistResult } from '@vitae/shared/api/shortlisting';
import { rankResults } from './rank-results.ts';

function result(id: string, score: number, name = ''): ShortlistResult {
  return {
    id,
    file_name: `${id}.pdf`,
    name,
    email: '',
    score,
    years: 0,
    matched: [],
    missing: [],
    flags: [],
    duplicate_of: null,
    reasons: [],
  };
}

describe('rankResults', () => {
  it('orders by score and keeps the server order on ties', () => {
    const ranked = rankResults([result('a', 50), result('b', 80), result('c', 50)]);
    expect(ranked.map((r) => [r.id, r.rank])).toEqual([
      ['b', 1],
      ['a', 2],
      ['c', 3],
    ]);
  });
  it('labels hidden names by rank and shows revealed names', () => {
    const ranked = rankResults([result('a', 10, 'Ann Lee'), result('b', 90)]);
    expect(ranked.map((r) => r.label)).toEqual(['Candidate 1', 'Ann Lee']);
  });
});
