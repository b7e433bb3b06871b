/**
 * Pattern readers for the filter phrases of a job query. Each takes the lower-cased query, returns
 * what it found and the query with that phrase blanked out, so that later steps never read the same
 * words twice ("last 30 days" is never a salary of 30).
 */

export type RemoteMode = 'remote' | 'hybrid' | 'onsite';
export type Seniority = 'intern' | 'junior' | 'mid' | 'senior' | 'lead' | 'principal';
export type JobType = 'full-time' | 'part-time' | 'contract' | 'internship' | 'temporary';

export interface Found<T> {
  value?: T;
  rest: string;
}

function blank(text: string, match: RegExpExecArray): string {
  return text.slice(0, match.index) + ' '.repeat(match[0].length) + text.slice(match.index + match[0].length);
}

function readFirst<T>(text: string, rules: Array<[RegExp, T]>): Found<T> {
  let best: { match: RegExpExecArray; value: T } | undefined;
  for (const [pattern, value] of rules) {
    const match = pattern.exec(text);
    if (match && (!best || match.index < best.match.index)) best = { match, value };
  }
  return best ? { value: best.value, rest: blank(text, best.match) } : { rest: text };
}

const weekdays = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];
const unitDays: Record<string, number> = { day: 1, days: 1, week: 7, weeks: 7, month: 30, months: 30, fortnight: 14 };

/**
 * Reads how recent postings must be, in days. Rules: "today"/"last 24 hours" -> 1, "yesterday" -> 2,
 * "this/last/past week" -> 7, "this/last/past month" -> 30, "last N days|weeks|months" -> N x unit,
 * "since Monday" -> days since that weekday of `now`, "recent(ly posted)" -> 14.
 * Limit: "last week" is read as the past 7 days, not the previous calendar week.
 */
export function readRecency(text: string, now: Date): Found<number> {
  const prefix = String.raw`(?:\bposted\s+)?(?:\b(?:with)?in\s+the\s+)?`;
  const numbered = new RegExp(prefix + String.raw`\b(?:last|past)\s+(\d{1,3})\s+(days?|weeks?|months?)\b`).exec(text);
  if (numbered) return { value: Number(numbered[1]) * (unitDays[numbered[2]!] ?? 1), rest: blank(text, numbered) };
  const since = new RegExp(prefix + String.raw`\bsince\s+(${weekdays.join('|')})\b`).exec(text);
  if (since) {
    const back = (now.getUTCDay() - weekdays.indexOf(since[1]!) + 7) % 7;
    return { value: back + 1, rest: blank(text, since) };
  }
  return readFirst(text, [
    [new RegExp(prefix + String.raw`\b(?:today|(?:last|past)\s+24\s*h(?:ou)?rs?)\b`), 1],
    [new RegExp(prefix + String.raw`\byesterday\b`), 2],
    [new RegExp(prefix + String.raw`\b(?:this|last|past)\s+(?:week|7\s+days)\b`), 7],
    [new RegExp(prefix + String.raw`\b(?:this|last|past)\s+fortnight\b`), 14],
    [new RegExp(prefix + String.raw`\b(?:this|last|past)\s+month\b`), 30],
    [/\b(?:recently\s+posted|recent|latest)\b/, 14],
  ]);
}

const unitHours: Record<string, number> = {
  hour: 2080,
  hr: 2080,
  h: 2080,
  day: 260,
  week: 52,
  wk: 52,
  month: 12,
  mo: 12,
  year: 1,
  yr: 1,
  annum: 1,
};

const salaryPattern = new RegExp(
  String.raw`(?:\b(over|above|more than|at least|min(?:imum)?|from|starting at|paying|pays|salary|earning|earn)\s*)?` +
    String.raw`([$£€]|\busd\s?|\beur\s?|\bgbp\s?)?(\d{1,3}(?:[,.]\d{3})+|\d+(?:\.\d+)?)\s?(k|m)?\b\s?(\+)?` +
    String.raw`(?:\s?(?:usd|eur|gbp|dollars|euros|pounds)\b)?` +
    String.raw`(?:\s?(?:\/|\bper\b|\ban?\b|\beach\b)\s?(hour|hr|h|day|week|wk|month|mo|year|yr|annum)s?\b)?`,
  'g',
);

/** Parses "120,000", "5.000", "1.5" into a number; a dot or comma before exactly three digits groups thousands. */
export function parseAmount(digits: string): number {
  return /[,.]\d{3}(?:[,.]|$)/.test(digits) ? Number(digits.replace(/[,.]/g, '')) : Number(digits.replace(',', '.'));
}

/**
 * Reads a minimum yearly salary. A number counts as pay only with a sign of money: a currency
 * symbol, a k/m suffix, a trailing "+", a cue word (over, at least, paying...) or a unit ("/hour").
 * Hourly pay is x2080, daily x260, weekly x52, monthly x12. Results under 1,000 a year are taken as
 * not pay ("over 5 years"), and a number with only a cue word must be at least 10,000. Limits: the currency is not converted; "80-100k" keeps the 80k floor only.
 */
export function readMinSalary(text: string): Found<number> & { label?: string } {
  for (const match of text.matchAll(salaryPattern)) {
    const [whole, cue, currency, digits, suffix, plus, unit] = match;
    const after = text.slice(match.index + whole.length);
    if (/^\s*(?:years?|yrs?|days?|weeks?|months?|hours?|people|employees|\+?\s*years?)\b/.test(after) && !unit)
      continue;
    if (!(cue || currency || suffix || plus || unit)) continue;
    if (digits === '401' && suffix === 'k') continue; // the US retirement plan, not pay
    let amount = parseAmount(digits!) * (suffix === 'k' ? 1000 : suffix === 'm' ? 1_000_000 : 1);
    amount *= unitHours[unit ?? 'year'] ?? 1;
    // A bare cue word ("from 2020") is a weak sign, so it needs a salary-sized number.
    const isWeak = !(currency || suffix || plus || unit);
    if (amount < (isWeak ? 10_000 : 1000) || amount > 10_000_000) continue;
    const value = Math.round(amount);
    const rest = text.slice(0, match.index) + ' '.repeat(whole.length) + after;
    return { value, rest, label: `${(currency ?? '').trim().toUpperCase()}${value.toLocaleString('en-US')}+ a year` };
  }
  return { rest: text };
}

/** Reads remote, hybrid or on-site work. Limit: "remote or hybrid" keeps the first mode named. */
export function readRemote(text: string): Found<RemoteMode> {
  return readFirst<RemoteMode>(text, [
    [/\b(?:fully\s+)?remote(?:ly)?\b|\bwork(?:ing)?\s+from\s+home\b|\bwfh\b|\btelecommut\w*|\banywhere\b/, 'remote'],
    [/\bhybrid\b/, 'hybrid'],
    [/\bon[- ]?site\b|\bin[- ](?:the[- ])?office\b|\bin[- ]person\b/, 'onsite'],
  ]);
}

export function readJobType(text: string): Found<JobType> {
  return readFirst<JobType>(text, [
    [/\bfull[- ]?time\b|\bpermanent\b/, 'full-time'],
    [/\bpart[- ]?time\b/, 'part-time'],
    [/\bcontract(?:or|ing|s)?\b|\bfreelance(?:r|rs)?\b/, 'contract'],
    [/\binternships?\b/, 'internship'],
    [/\btemporary\b|\btemp\b|\bseasonal\b/, 'temporary'],
  ]);
}

/**
 * Reads a seniority. "staff" counts as lead only before an engineering, science or design title
 * ("staff engineer"); elsewhere it is part of the title ("staff accountant", "staff nurse").
 * "graduate"/"entry level"/"new grad" count as junior.
 */
export function readSeniority(text: string): Found<Seniority> {
  return readFirst<Seniority>(text, [
    [/\binterns?\b/, 'intern'],
    [/\bjunior\b|\bjr\b\.?|\bentry[- ]level\b|\bgraduate\b|\bnew\s+grads?\b/, 'junior'],
    [/\bmid[- ]level\b|\bintermediate\b|\bmid\b/, 'mid'],
    [/\bsenior\b|\bsr\b\.?/, 'senior'],
    [
      /\bteam\s+lead\b|\blead\b|\bstaff\b(?=\s+(?:(?:software|data|machine\s+learning|ml|product|backend|frontend|full[- ]?stack|platform|security|research)\s+)?(?:engineers?|developers?|scientists?|designers?|architects?|researchers?|sre)\b)/,
      'lead',
    ],
    [/\bprincipal\b/, 'principal'],
  ]);
}
