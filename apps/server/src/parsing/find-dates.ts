/**
 * Date grammar for resumes. A date is one of: `Jan 2020`, `January, 2020`, `Jan. '20` is NOT
 * accepted (two-digit years are ambiguous), `2019-03`, `2019/03`, `03/2019`, `3.2019`, `2018`,
 * `Summer 2017` (season + year), or a present word (`Present`, `Current`, `Now`, `Today`, `Ongoing`).
 * A range is two dates (or a date and a present word) joined by a dash, `to`, `until` or `–`;
 * the letter-spaced `T O` some themes print is accepted too. Dates are kept as written (only a
 * comma between month and year is dropped) and `normaliseDate` turns one into `YYYY-MM`/`YYYY`.
 * Limits: day-first full dates (`12/03/2019`) are read as month/year of the last two numbers;
 * ranges inside a sentence are found too, so callers decide where a date may stand.
 */
const MONTH =
  '(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)';
const SEASON = '(?:spring|summer|fall|autumn|winter)';
const YEAR = '(?:19[5-9]\\d|20\\d\\d)';
const PRESENT = '(?:present|current(?:ly)?|now|today|ongoing|till date|to date)';
const DAY = '(?:[0-3]?\\d)(?:st|nd|rd|th)?';
const ONE_DATE = `(?:${MONTH}\\.?\\s+${DAY},?\\s+${YEAR}|${DAY}\\s+${MONTH}\\.?,?\\s+${YEAR}|${MONTH}\\.?,?\\s*${YEAR}|${SEASON}\\s+${YEAR}|${YEAR}[-/.](?:0?[1-9]|1[0-2])(?![\\d])|(?:0?[1-9]|1[0-2])[-/.]${YEAR}|${YEAR})`;
const SEPARATOR = '\\s*(?:[-–—~]|to|t\\s?o|until|till)\\s*';
const RANGE = new RegExp(`(?<![\\w])(${ONE_DATE})(?:${SEPARATOR}(${ONE_DATE}|${PRESENT}))?(?![\\w])`, 'i');
const PRESENT_ALONE = new RegExp(`^(?:${SEPARATOR})?(${PRESENT})$`, 'i');

export interface DateRange {
  start: string;
  end: string;
  /** The matched text, to remove it from the line. */
  raw: string;
  index: number;
}

/** Finds the first date or date range in a text. A single date is returned as `start`. */
export function findDateRange(text: string): DateRange | null {
  const squeezed = text.replace(/\bT O\b/g, 'to').replace(/\bP R E S E N T\b/gi, 'Present');
  const m = RANGE.exec(squeezed);
  if (!m) {
    const present = PRESENT_ALONE.exec(squeezed.trim());
    return present ? { start: '', end: tidy(present[1] ?? ''), raw: text.trim(), index: 0 } : null;
  }
  const raw = text.slice(m.index, m.index + m[0].length);
  return { start: tidy(m[1] ?? ''), end: m[2] ? tidy(m[2]) : '', raw: raw === m[0] ? raw : m[0], index: m.index };
}

/** Removes a found date from a text and tidies what is left. */
export function removeDate(text: string, range: DateRange): string {
  const squeezed = text.replace(/\bT O\b/g, 'to').replace(/\bP R E S E N T\b/gi, 'Present');
  const i = squeezed.indexOf(range.raw);
  const rest = i >= 0 ? squeezed.slice(0, i) + ' ' + squeezed.slice(i + range.raw.length) : squeezed;
  return rest
    .replace(/\(\s*\)/g, '')
    .replace(/\s+/g, ' ')
    .replace(/^[\s,|·•–—-]+|[\s,|·•–—(:-]+$/g, '')
    .trim();
}

function tidy(date: string): string {
  // A day is dropped (`Jul 01, 2020` -> `Jul 2020`): resumes are compared by month.
  return date
    .replace(/^(\p{L}+\.?)\s+[0-3]?\d(?:st|nd|rd|th)?,?\s+(\d{4})$/u, '$1 $2')
    .replace(/^[0-3]?\d(?:st|nd|rd|th)?\s+(\p{L}+)\.?,?\s+(\d{4})$/u, '$1 $2')
    .replace(/^(\p{L}+)\.?,\s*/u, '$1 ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^(present|current|now)$/i, (w) => w.charAt(0).toUpperCase() + w.slice(1).toLowerCase());
}

const MONTHS: Record<string, number> = {
  jan: 1,
  feb: 2,
  mar: 3,
  apr: 4,
  may: 5,
  jun: 6,
  jul: 7,
  aug: 8,
  sep: 9,
  oct: 10,
  nov: 11,
  dec: 12,
};
const SEASONS: Record<string, number> = { spring: 3, summer: 6, fall: 9, autumn: 9, winter: 12 };

/** `Jan 2020` -> `2020-01`, `2018` -> `2018`, `Present` -> `present`; '' when not a date. */
export function normaliseDate(date: string): string {
  const s = date.trim().toLowerCase();
  if (new RegExp(`^${PRESENT}$`).test(s)) return 'present';
  let m = /^(\d{4})[-/.](\d{1,2})$/.exec(s);
  if (m) return `${m[1]}-${m[2]!.padStart(2, '0')}`;
  m = /^(\d{1,2})[-/.](\d{4})$/.exec(s);
  if (m) return `${m[2]}-${m[1]!.padStart(2, '0')}`;
  m = /^([a-z]+)\.?,?\s*(\d{4})$/.exec(s);
  if (m) {
    const month = MONTHS[m[1]!.slice(0, 3)] ?? SEASONS[m[1]!];
    return month ? `${m[2]}-${String(month).padStart(2, '0')}` : '';
  }
  m = /^(\d{4})$/.exec(s);
  return m?.[1] ?? '';
}
