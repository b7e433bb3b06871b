import { describe, it, expect } from 'vitest';
import { removeFilterWords } from './remove-filter-words.ts';

describe('removeFilterWords', () => {
  it('removes the remote words and keeps the rest', () => {
    expect(removeFilterWords('remote react jobs', { kind: 'remote', label: 'Remote', value: 'remote' })).toBe(
      'react jobs',
    );
  });
  it('removes a place with the word that introduces it', () => {
    const filter = { kind: 'place', label: 'Berlin, Germany', value: { city: 'Berlin', country: 'Germany' } };
    expect(removeFilterWords('senior react jobs in Berlin', filter)).toBe('senior react jobs');
  });
  it('removes a salary but not a count of years', () => {
    const filter = { kind: 'minSalary', label: 'Salary 80,000+ a year', value: 80000 };
    expect(removeFilterWords('5 years python over 80k', filter)).toBe('5 years python');
  });
  it('removes a quoted phrase', () => {
    expect(
      removeFilterWords('"machine learning" engineer', {
        kind: 'phrase',
        label: '"machine learning"',
        value: 'machine learning',
      }),
    ).toBe('engineer');
  });
  it('removes recency and seniority words', () => {
    expect(
      removeFilterWords('senior go jobs posted this week', {
        kind: 'postedWithinDays',
        label: 'Posted in the last 7 days',
        value: 7,
      }),
    ).toBe('senior go jobs');
    expect(removeFilterWords('senior go jobs', { kind: 'seniority', label: 'Senior', value: 'senior' })).toBe(
      'go jobs',
    );
  });
  it('falls back to the label words for a kind it does not know', () => {
    expect(
      removeFilterWords('rust jobs with visa sponsorship', { kind: 'visa', label: 'visa sponsorship', value: true }),
    ).toBe('rust jobs with');
  });
});
