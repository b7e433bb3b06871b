import { parseAmount } from './query-filters.ts';

export type PayPeriod = 'hour' | 'day' | 'week' | 'month' | 'year';

export interface ParsedSalary {
  /** Yearly amounts, rounded to whole units of the posting's currency (no conversion). */
  minYearly: number;
  maxYearly: number;
  /** The single figure stored and filtered on: the middle of the range. */
  yearly: number;
  currency?: string;
  period: PayPeriod;
}

/** Working hours and days a year used to annualise: 40 h x 52 weeks, 5 days x 52 weeks. */
const periodFactor: Record<PayPeriod, number> = { hour: 2080, day: 260, week: 52, month: 12, year: 1 };

const currencySigns: Record<string, string> = { $: 'USD', '£': 'GBP', '€': 'EUR', '¥': 'JPY', '₹': 'INR' };
const currencyCodes = [
  'USD',
  'EUR',
  'GBP',
  'CAD',
  'AUD',
  'NZD',
  'CHF',
  'SEK',
  'NOK',
  'DKK',
  'PLN',
  'INR',
  'JPY',
  'SGD',
];

const amountPattern = /(\d{1,3}(?:[,.\s]\d{3})+|\d+(?:[.,]\d+)?)\s*(k|m)?\b/gi;

function readPeriod(text: string): PayPeriod | undefined {
  const lower = text.toLowerCase();
  if (/\b(?:per|an|a|\/)\s*(?:hour|hr|h)\b|\bhourly\b|\/\s*h(?:ou)?r\b/.test(lower)) return 'hour';
  if (/\b(?:per|a|\/)\s*day\b|\bdaily\b|\bday rate\b/.test(lower)) return 'day';
  if (/\b(?:per|a|\/)\s*(?:week|wk)\b|\bweekly\b/.test(lower)) return 'week';
  if (/\b(?:per|a|\/)\s*(?:month|mo)\b|\bmonthly\b|\bpcm\b/.test(lower)) return 'month';
  if (/\b(?:per|a|an|\/)\s*(?:year|yr|annum)\b|\bannual(?:ly)?\b|\byearly\b|\bp\.?a\.?\b|\bsalary\b/.test(lower))
    return 'year';
  return undefined;
}

function readCurrency(text: string): string | undefined {
  const code = currencyCodes.find((candidate) => new RegExp(`\\b${candidate}\\b`, 'i').test(text));
  if (code) return code;
  const sign = Object.keys(currencySigns).find((candidate) => text.includes(candidate));
  return sign ? currencySigns[sign] : undefined;
}

/**
 * Rule when no period is written: under 300 is hourly, under 15,000 monthly, otherwise yearly.
 * Limit: a high day rate written without "/day" (e.g. "£450") is read as monthly.
 */
function guessPeriod(amount: number): PayPeriod {
  if (amount < 300) return 'hour';
  if (amount < 15_000) return 'month';
  return 'year';
}

/**
 * Parses a posting's salary text ("$120k-$150k", "£45,000 a year", "$60/hr", "5,000 EUR per month")
 * into yearly figures. Returns undefined when no amount is found ("Competitive", "DOE").
 * A "k" on the second number of a range applies to both ("120-150k").
 */
export function parseSalary(text: string | null | undefined): ParsedSalary | undefined {
  if (!text) return undefined;
  const amounts: Array<{ value: number; multiplier: number }> = [];
  for (const match of text.matchAll(amountPattern)) {
    const before = text.slice(Math.max(0, match.index - 1), match.index);
    if (/[a-z]/i.test(before) && !/[$£€]/.test(before)) continue; // "401k", "h1b"
    const suffix = match[2]?.toLowerCase();
    if (match[1] === '401' && suffix === 'k') continue; // the US retirement plan
    const multiplier = suffix === 'k' ? 1000 : suffix === 'm' ? 1_000_000 : 1;
    const value = parseAmount(match[1]!.replace(/\s/g, ',')) * multiplier;
    if (value > 0) amounts.push({ value, multiplier });
    if (amounts.length === 2) break;
  }
  if (amounts.length === 0) return undefined;
  let low = amounts[0]!.value;
  let high = amounts[1]?.value ?? low;
  const second = amounts[1];
  if (second && second.multiplier > 1 && amounts[0]!.multiplier === 1 && low < 1000) low *= second.multiplier;
  if (high < low) [low, high] = [high, low];
  const period = readPeriod(text) ?? guessPeriod(high);
  const factor = periodFactor[period];
  const minYearly = Math.round(low * factor);
  const maxYearly = Math.round(high * factor);
  const currency = readCurrency(text);
  return {
    minYearly,
    maxYearly,
    yearly: Math.round((minYearly + maxYearly) / 2),
    ...(currency ? { currency } : {}),
    period,
  };
}

/** Writes a yearly amount the way postings do: "$120,000 a year". */
export function formatYearlySalary(amount: number, currency = 'USD'): string {
  const sign = Object.entries(currencySigns).find(([, code]) => code === currency)?.[0];
  const figure = amount.toLocaleString('en-US');
  return sign ? `${sign}${figure} a year` : `${figure} ${currency} a year`;
}

/**
 * A recruiter's "Yearly salary" field: "$150,000", "150k", "120k-150k" or "$60/hr". The field is
 * yearly, so a figure written without a period is a year's pay (parseSalary alone would read a
 * small bare number as hourly).
 */
export function parseYearlySalaryInput(text: string): ParsedSalary | undefined {
  return parseSalary(readPeriod(text) ? text : `${text} a year`);
}
