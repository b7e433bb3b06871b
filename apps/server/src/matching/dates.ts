/**
 * Experience dates to months, and total years from a set of periods.
 * Accepted: "Present"/"Current"/"Now"/"Today" (the reference date), "Jan 2020", "January 2020",
 * "Sept. 2019", "2019-03", "2019/03", "03/2019", "3.2019", "2018", "Summer 2019", "Q3 2019". A bare year
 * starts in January and ends in December. Overlapping periods are merged so two jobs held at
 * once count once. Limits: day-level dates ("15/03/2019") keep only month and year; an end
 * before its start is ignored; unknown text gives null.
 */

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const SEASONS: Record<string, number> = { spring: 3, summer: 6, fall: 9, autumn: 9, winter: 12 };

/** Months since year 0 (year * 12 + month index), or null when the text is not a date. */
export function parseMonth(text: string, edge: 'start' | 'end', now: Date = new Date()): number | null {
  const t = text.trim().toLowerCase().replace(/[()]/g, '');
  if (!t) return null;
  if (/^(present|current|currently|now|today|ongoing|to date|till date|-)$/.test(t)) {
    return now.getFullYear() * 12 + now.getMonth();
  }
  let m = /^([a-z]+)\.?\s*,?\s*'?(\d{4}|\d{2})$/.exec(t);
  if (m) {
    const year = fullYear(m[2]!);
    const month = MONTHS.indexOf(m[1]!.slice(0, 3));
    if (month >= 0) return year * 12 + month;
    const season = SEASONS[m[1]!];
    if (season) return year * 12 + season - 1;
    return null;
  }
  m = /^q([1-4])\s*(\d{4})$/.exec(t);
  if (m) return Number(m[2]) * 12 + (Number(m[1]) - 1) * 3 + (edge === 'end' ? 2 : 0);
  m = /^(\d{4})[-/.](\d{1,2})(?:[-/.]\d{1,2})?$/.exec(t);
  if (m) return toMonth(Number(m[1]), Number(m[2]));
  m = /^(?:\d{1,2}[-/.])?(\d{1,2})[-/.](\d{4})$/.exec(t);
  if (m) return toMonth(Number(m[2]), Number(m[1]));
  m = /^(\d{4})$/.exec(t);
  if (m) return Number(m[1]) * 12 + (edge === 'end' ? 11 : 0);
  return null;
}

function fullYear(text: string): number {
  const n = Number(text);
  return text.length === 4 ? n : n >= 70 ? 1900 + n : 2000 + n;
}

function toMonth(year: number, month: number): number | null {
  return month >= 1 && month <= 12 && year > 1900 ? year * 12 + month - 1 : null;
}

export type Period = { start: number; end: number };

/** A period from start/end texts; an open end means "still there". */
export function toPeriod(start: string, end: string, now: Date = new Date()): Period | null {
  const from = parseMonth(start, 'start', now);
  const nowMonth = now.getFullYear() * 12 + now.getMonth();
  const to = end.trim() ? parseMonth(end, 'end', now) : from === null ? null : nowMonth;
  if (from === null || to === null) return null;
  const capped = Math.min(to, nowMonth);
  return capped >= from ? { start: from, end: capped } : null;
}

/** Total years covered by the periods, overlaps merged, both end months included. */
export function totalYears(periods: Period[]): number {
  const sorted = [...periods].sort((a, b) => a.start - b.start);
  let months = 0;
  let current: Period | null = null;
  for (const p of sorted) {
    if (current && p.start <= current.end + 1) {
      current.end = Math.max(current.end, p.end);
      continue;
    }
    if (current) months += current.end - current.start + 1;
    current = { ...p };
  }
  if (current) months += current.end - current.start + 1;
  return Math.round((months / 12) * 10) / 10;
}
