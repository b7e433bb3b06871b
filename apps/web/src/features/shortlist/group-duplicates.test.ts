import { describe, expect, it } from 'vitest';
import type { ShortlistResult } from '@vitae/shared/api/shortlisting';
import { rankResults } from './rank-results.ts';
import { groupDuplicates } from './group-duplicates.ts';
import { describeFlag } from './flag-notes.ts';

function result(id: string, score: number, duplicateOf: string | null = null): ShortlistResult {
  return {
    id,
    file_name: `${id}.pdf`,
    name: '',
    email: '',
    score,
    years: 0,
    matched: [],
    missing: [],
    flags: [],
    duplicate_of: duplicateOf,
    reasons: [],
  };
}

describe('groupDuplicates', () => {
  it('puts each duplicate under the resume it repeats, even one ranked above it', () => {
    const ranked = rankResults([result('a', 50), result('b', 90, 'a'), result('c', 70), result('d', 10, 'b')]);
    const groups = groupDuplicates(ranked);
    expect(groups.map((g) => [g.result.id, g.duplicates.map((d) => d.id)])).toEqual([
      ['c', []],
      ['a', ['b', 'd']],
    ]);
  });
  it('keeps a duplicate whose original is not in the list as its own row', () => {
    expect(groupDuplicates(rankResults([result('x', 40, 'gone')])).map((g) => g.result.id)).toEqual(['x']);
  });
});

describe('describeFlag', () => {
  it('writes known flags as sentences and unknown ones as words, never as codes', () => {
    expect(describeFlag('missing_must_have')).toBe('Lacks at least one must-have requirement.');
    expect(describeFlag('some_new_flag')).toBe('Some new flag.');
  });
});
