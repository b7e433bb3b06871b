import { describe, expect, it } from 'vitest';
import { formatYearlySalary, parseSalary } from './salary.ts';

describe('parseSalary', () => {
  it('reads ranges with k suffixes and takes their middle as the yearly figure', () => {
    expect(parseSalary('$120k-$150k')).toEqual({
      minYearly: 120_000,
      maxYearly: 150_000,
      yearly: 135_000,
      currency: 'USD',
      period: 'year',
    });
    expect(parseSalary('120-150k USD')?.minYearly).toBe(120_000);
  });

  it('annualises hourly, daily and monthly pay', () => {
    expect(parseSalary('$60/hr')?.yearly).toBe(124_800);
    expect(parseSalary('$450/day')?.yearly).toBe(117_000);
    expect(parseSalary('5,000 EUR per month')).toMatchObject({ yearly: 60_000, currency: 'EUR', period: 'month' });
  });

  it('reads thousands written with commas, dots or spaces', () => {
    expect(parseSalary('£45,000 a year')).toMatchObject({ yearly: 45_000, currency: 'GBP' });
    expect(parseSalary('€55.000 - €65.000 p.a.')?.yearly).toBe(60_000);
    expect(parseSalary('CHF 110 000')).toMatchObject({ yearly: 110_000, currency: 'CHF' });
  });

  it('guesses the period from the size when none is written', () => {
    expect(parseSalary('$25')?.period).toBe('hour');
    expect(parseSalary('4,000')?.period).toBe('month');
    expect(parseSalary('95,000')?.period).toBe('year');
  });

  it('returns nothing for text without pay and ignores a 401k', () => {
    expect(parseSalary('Competitive')).toBeUndefined();
    expect(parseSalary(null)).toBeUndefined();
    expect(parseSalary('£30k + 401k')?.maxYearly).toBe(30_000);
  });
});

describe('formatYearlySalary', () => {
  it('writes a yearly amount with its currency sign or code', () => {
    expect(formatYearlySalary(120_000)).toBe('$120,000 a year');
    expect(formatYearlySalary(50_000, 'CHF')).toBe('50,000 CHF a year');
  });
});
