import { describe, expect, it } from 'vitest';
import { parseMonth, toPeriod, totalYears } from './dates.ts';

const now = new Date(2025, 5, 15); // June 2025
const ym = (y: number, m: number) => y * 12 + m - 1;

describe('parseMonth', () => {
  it('reads the usual resume date shapes', () => {
    expect(parseMonth('Jan 2020', 'start', now)).toBe(ym(2020, 1));
    expect(parseMonth('September 2019', 'start', now)).toBe(ym(2019, 9));
    expect(parseMonth('Sept. 2019', 'start', now)).toBe(ym(2019, 9));
    expect(parseMonth('2019-03', 'start', now)).toBe(ym(2019, 3));
    expect(parseMonth('03/2019', 'start', now)).toBe(ym(2019, 3));
    expect(parseMonth("Mar '19", 'start', now)).toBe(ym(2019, 3));
    expect(parseMonth('Present', 'end', now)).toBe(ym(2025, 6));
  });

  it('reads a bare year as January at the start and December at the end', () => {
    expect(parseMonth('2018', 'start', now)).toBe(ym(2018, 1));
    expect(parseMonth('2018', 'end', now)).toBe(ym(2018, 12));
  });

  it('returns null for text that is not a date', () => {
    expect(parseMonth('sometime', 'start', now)).toBeNull();
    expect(parseMonth('13/2019', 'start', now)).toBeNull();
  });
});

describe('totalYears', () => {
  it('merges overlapping jobs so they count once', () => {
    const a = toPeriod('Jan 2018', 'Dec 2019', now)!;
    const b = toPeriod('2019-06', '2020-12', now)!;
    expect(totalYears([a, b])).toBe(3);
  });

  it('counts an open-ended job up to now and ignores reversed periods', () => {
    expect(totalYears([toPeriod('Jun 2023', 'Present', now)!])).toBe(2.1);
    expect(toPeriod('2020', '2018', now)).toBeNull();
  });
});
