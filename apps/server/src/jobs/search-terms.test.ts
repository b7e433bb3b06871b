import { describe, expect, it } from 'vitest';
import { expandTerms, toFtsMatch, toTsQuery } from './search-terms.ts';

describe('search term expansion', () => {
  it('adds synonyms and splits symbol-bearing terms into phrases', () => {
    const groups = expandTerms(['developer', 'node.js'], ['machine learning']);
    expect(toFtsMatch(groups)).toBe('("developer" OR "engineer" OR "programmer") AND "node js" AND "machine learning"');
    expect(toTsQuery(groups)).toBe('(developer | engineer | programmer) & (node <-> js) & (machine <-> learning)');
    expect(toFtsMatch(groups, true)).toContain(' OR "node js" OR ');
  });

  it('strips query-language operators and quotes from user words', () => {
    const groups = expandTerms(['react"', 'a*b', '---']);
    expect(toFtsMatch(groups)).toBe('"react" AND "a b"');
    expect(toTsQuery(groups)).toBe('react & (a <-> b)');
  });
});

describe('expandTerms with title abbreviations', () => {
  it('spells out SWE, RN and PM as the phrases postings use', () => {
    expect(toFtsMatch(expandTerms(['swe']))).toBe('("swe" OR "software engineer")');
    expect(toFtsMatch(expandTerms(['rn']))).toBe('("rn" OR "registered nurse")');
    expect(toTsQuery(expandTerms(['pm']))).toBe('(pm | (project <-> manager) | (product <-> manager))');
  });
});
