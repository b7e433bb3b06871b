import { describe, expect, it } from 'vitest';
import { countExperienceYears, parseResumeDate } from './experience-years.ts';

const NOW = new Date('2026-06-15');
const job = (start: string, end: string) => ({ title: 'T', company: 'C', start, end, description: [] });

describe('experience years', () => {
  it('reads the usual resume date forms', () => {
    expect(parseResumeDate('Mar 2020', NOW)).toBe(2020 * 12 + 2);
    expect(parseResumeDate('2020-03', NOW)).toBe(2020 * 12 + 2);
    expect(parseResumeDate('03/2020', NOW)).toBe(2020 * 12 + 2);
    expect(parseResumeDate('2020', NOW)).toBe(2020 * 12);
    expect(parseResumeDate('Present', NOW)).toBe(2026 * 12 + 5);
    expect(parseResumeDate('Summer', NOW)).toBeUndefined();
  });

  it('counts overlapping roles once and rounds down to whole years', () => {
    expect(countExperienceYears([job('Jan 2020', 'Dec 2022'), job('Jun 2021', 'Jun 2023')], NOW)).toBe(3);
    expect(countExperienceYears([job('Jan 2025', 'Present')], NOW)).toBe(1);
    expect(countExperienceYears([job('', 'Present')], NOW)).toBe(0);
  });
});
