/**
 * Date grammar for resumes. A date is one of: `Jan 2020`, `January, 2020`, a month with a two-digit
 * year after an apostrophe or glued to it (`May '21`, `Nov18`; two digits alone or after a space,
 * `March 15`, may be a day and are not read), `2019-03`, `2019/03`, `03/2019`, `3.2019`, `2018`,
 * `Summer 2017` (season + year), a month and two-digit year in figures in a range standing alone
 * (`10/19 - 6/20`), or a present word (`Present`, `Current`, `Now`, `Today`, `Ongoing`).
 * A range is two dates (or a date and a present word) joined by a dash, `to`, `until` or `–`;
 * the letter-spaced `T O` some themes print is accepted too; two months may share the end's year
 * (`June-July 2017`), and the start then takes it (`June 2017`). Dates are otherwise kept as
 * written (only a comma between month and year is dropped) and `normaliseDate` turns one into
 * `YYYY-MM`/`YYYY`.
 * Limits: day-first full dates (`12/03/2019`) are read as month/year of the last two numbers;
 * ranges inside a sentence are found too, so callers decide where a date may stand.
 */
/**
 * Month names and abbreviations by number: English, French, German, Spanish, Portuguese, Italian
 * and Dutch (resumes are written in many languages, and themes print dates in the reader's
 * locale: `juil. 2021`, `März 2020`). Abbreviations that are common English words (`out`, `set`,
 * `ago`, `ene`) are left out; their full names are kept.
 */
const MONTH_NAMES: Record<number, string[]> = {
  1: [
    'january',
    'jan',
    'janvier',
    'janv',
    'januar',
    'jänner',
    'enero',
    'janeiro',
    'gennaio',
    'gen',
    'januari',
    'styczeń',
    'stycznia',
  ],
  2: [
    'february',
    'feb',
    'février',
    'fevrier',
    'févr',
    'fevr',
    'février',
    'februar',
    'febrero',
    'fevereiro',
    'fev',
    'febbraio',
    'februari',
    'luty',
    'lutego',
  ],
  3: ['march', 'mar', 'mars', 'märz', 'maerz', 'mrz', 'marzo', 'março', 'marco', 'maart', 'mrt', 'marts', 'marzec'],
  4: ['april', 'apr', 'avril', 'avr', 'abril', 'abr', 'aprile', 'kwiecień', 'kwietnia'],
  5: ['may', 'mai', 'mayo', 'maio', 'maggio', 'mag', 'mei', 'maj'],
  6: ['june', 'jun', 'juin', 'juni', 'junio', 'junho', 'giugno', 'giu', 'czerwiec', 'czerwca'],
  7: ['july', 'jul', 'juillet', 'juil', 'juli', 'julio', 'julho', 'luglio', 'lug', 'lipiec', 'lipca'],
  8: ['august', 'aug', 'août', 'aout', 'agosto', 'augustus', 'augusti', 'sierpień', 'sierpnia'],
  9: [
    'september',
    'sept',
    'sep',
    'septembre',
    'septiembre',
    'setiembre',
    'setembro',
    'settembre',
    'wrzesień',
    'września',
  ],
  10: [
    'october',
    'oct',
    'octobre',
    'oktober',
    'okt',
    'octubre',
    'outubro',
    'ottobre',
    'ott',
    'październik',
    'października',
  ],
  11: ['november', 'nov', 'novembre', 'noviembre', 'novembro', 'listopad', 'listopada'],
  12: [
    'december',
    'dec',
    'décembre',
    'decembre',
    'déc',
    'dezember',
    'dez',
    'diciembre',
    'dic',
    'dezembro',
    'dicembre',
    'desember',
    'grudzień',
    'grudnia',
  ],
};
const MONTHS = new Map(Object.entries(MONTH_NAMES).flatMap(([n, names]) => names.map((name) => [name, Number(n)])));

/** Longest names first, so `juillet` is matched whole rather than as `juil`. */
function monthAlternatives(): string {
  return [...new Set(Object.values(MONTH_NAMES).flat())].sort((x, y) => y.length - x.length).join('|');
}

const MONTH = `(?:${monthAlternatives()})`;
/**
 * A month's name or abbreviation in any of the languages above, as a regular-expression source
 * (no flags, no anchors), for readers that place a month next to text of their own.
 */
export const MONTH_SOURCE = MONTH;
// Seasons and the German semesters in the same languages (`Sommer 2019`, `Wintersemester 2020`).
const SEASON =
  '(?:spring|summer|fall|autumn|winter|sommer|wintersemester|sommersemester|sommaren|somrarna|printemps|été|automne|hiver|primavera|verano|otoño|invierno|verão|inverno|autunno|zomer|herfst)';
const YEAR = '(?:19[5-9]\\d|20\\d\\d)';
// English, then French, German, Spanish, Portuguese, Italian, Dutch, Swedish, Danish, Norwegian and
// Polish words for "until now".
const PRESENT =
  "(?:present|current(?:ly)?|now|today|ongoing|till date|to date|aujourd['’]hui|actuellement|en cours|présent|(?:bis )?(?:heute|jetzt)|derzeit|aktuell|maintenant|ahora|actualidad|actualmente|presente|atualmente|atual|oggi|in corso|heden|hasta la fecha|a la fecha|hasta hoy|à ce jour|até hoje|até o momento|ad oggi|tot nu|tot heden|pågående|nuvarande|tills vidare|dags dato|til nå|obecnie|do dziś|do teraz)";
const DAY = '(?:[0-3]?\\d)(?:st|nd|rd|th)?';
// A full date, day first (`15.03.2019`, `15/03/2019`, `15-Mar-2019`) or the month first when the
// second number can only be a day (`03/15/2019`): read to its month (see tidy).
const FULL_DATE = `[0-3]?\\d[./-](?:[0-3]?\\d|${MONTH}\\.?)[./-]${YEAR}`;
// The abbreviations left out of MONTH_NAMES as English words (`set`, `out`, `ago`, `ene`) are months
// when a slash or hyphen joins them to a year (`set/2018 – out/2019`, Brazilian CVs' way).
const GLUED_MONTHS: Record<string, string> = { set: 'Sep', out: 'Oct', ago: 'Aug', ene: 'Jan' };
const GLUED = `(?:set|out|ago|ene)[/-]${YEAR}`;
// Spanish and Portuguese join month and year with `de` (`Noviembre de 2023`, `1 de marzo de 2024`).
const OF_YEAR = `(?:${DAY}\\s+de\\s+)?${MONTH}\\.?\\s+(?:de|del)\\s+${YEAR}`;
const ONE_DATE = `(?:${FULL_DATE}|${GLUED}|${OF_YEAR}|${MONTH}\\.?\\s+${DAY},?\\s+${YEAR}|${DAY}\\s+${MONTH}\\.?,?\\s+${YEAR}|${MONTH}\\.?,?\\s*${YEAR}|${MONTH}\\.?[-/]${YEAR}|${SEASON}\\s+${YEAR}|${YEAR}[-/.](?:0?[1-9]|1[0-2])(?![\\d])|${YEAR}[-/ ]${MONTH}\\.?(?![a-zà-ÿ])|(?:0?[1-9]|1[0-2])[-/.]${YEAR}|${YEAR}|${MONTH}\\.?\\s*['’‘]\\d\\d(?!\\d)|${MONTH}\\d\\d(?!\\d))`;
// Dashes of every kind (and `--` typed for one), arrows (and `>` typed for one: `2017 > Present`), and `to` in
// the languages of PRESENT.
const SEPARATOR =
  '\\s*(?:-{2,3}|[-‐‑‒–—―−~→⟶➔➜⇒>]|to|t\\s?o|until|till|bis|à|au|hasta|até|al|tot|(?<=\\s)a(?=\\s))\\s*';
// An end still to come may say so (`2019 - est. 2023`, `2021 – expected May 2025`).
const TO_COME = '(?:(?:expected|exp\\.|est\\.|estimated|anticipated)\\s*)?';
const RANGE = new RegExp(`(?<![\\w])(${ONE_DATE})(?:${SEPARATOR}${TO_COME}(${ONE_DATE}|${PRESENT}))?(?![\\w])`, 'i');
const RANGE_ALL = new RegExp(RANGE.source, 'gi');
const PRESENT_ALONE = new RegExp(`^(?:${SEPARATOR})?(${PRESENT})$`, 'i');
// A range written from its end back to its start (`Current - 2022`, as some CV generators print
// timelines newest first), opening the text or a piece of it (not `…now - 2020 budget` in a sentence).
const PRESENT_FIRST = new RegExp(`(?:^|[|,;·•(\\[])\\s*(${PRESENT})${SEPARATOR}(${ONE_DATE})(?![\\w])`, 'i');
// Two dates alone on a line with only a space between them (`2013 2015`): a range whose dash was
// an icon, a border or a styled span that the text lost. A mark may stand before them.
const PAIR_ALONE = new RegExp(`^[^\\p{L}\\d]*(${ONE_DATE})\\s+(${ONE_DATE}|${PRESENT})\\s*$`, 'iu');

// The end of a range written with two digits right after its first year, no space between
// (`2015-16`; `2017 - 18 months` is no range).
const SHORT_YEAR_END =
  /^(?:[-–—](\d{2})|\s+[-–—]\s+(\d{2}))(?![\d\p{L}%])(?!\s*(?:months?|years?|yrs?|weeks?|days?|hours?|mos?)\b)/iu;

/** `since` before a lone date, in the languages dates are read in. */
const SINCE_WORD = /(?:since|seit|depuis|desde|dal|sinds|sedan)\s*$/i;
const SINCE = new RegExp(`(?:^|[\\s(,;|])${SINCE_WORD.source}`, 'i');

// Two months sharing one year (`June-July 2017`, `Mar – Jun 2019`): the start takes the end's year.
const SHARED_YEAR = new RegExp(
  `(?<![\\p{L}\\d])(${MONTH})\\.?(?:${SEPARATOR})(${MONTH})\\.?,?\\s*(${YEAR})(?![\\p{L}\\d])`,
  'iu',
);

// Month and two-digit year in figures (`10/19 - 6/20`, `01/17 – present`): only as a range standing
// alone (a date column's line or part) or opening a line before a capital (`01/13–12/22 Attending
// Physician`, a date column the text runs into), for elsewhere `8/10 – 9/10` is a rating and
// `01/05` a day.
const SHORT_NUMERIC = '(?:0?[1-9]|1[0-2])/\\d\\d';
const SHORT_RANGE = new RegExp(
  `^[\\s(\\[]*(${SHORT_NUMERIC})${SEPARATOR}(${SHORT_NUMERIC}|${PRESENT})(?:[\\s)\\]]*$|\\s+(?=\\p{Lu}))`,
  'iu',
);

export interface DateRange {
  start: string;
  end: string;
  /** The matched text, to remove it from the line. */
  raw: string;
  index: number;
}

/** Letter-spaced `T O` and `P R E S E N T` closed up. */
function closeUp(text: string): string {
  return text.replace(/\bT O\b/g, 'to').replace(/\bP R E S E N T\b/gi, 'Present');
}

/**
 * The text as the date patterns read it (see closeUp), with the Spanish and Portuguese
 * abbreviations left out of MONTH_NAMES as English words named in English, letter for letter (so
 * the text keeps its length): `Ago` and `Ene` capitalised right before a year (`Ago 2024 –`, `Ene
 * 2023`), and `Set` and `Out` only where a date cell or a range's end stands (at the start or after a
 * dash, and followed by a dash, a mark or nothing: `Set 2019 – Out 2020, Vale S.A.`). In lower case, or with a word in
 * lower case after the year, they stay words (`two years ago`, `Set 2019 targets`), as do `Break Out
 * 2019` and `Data Set 2019`.
 */
function squeeze(text: string): string {
  return closeUp(text)
    .replace(
      /\b(Ago|AGO|Ene|ENE)(?=\.?\s+(?:19|20)\d\d\b(?!\s+\p{Ll}))/gu,
      (m: string) => GLUED_MONTHS[m.toLowerCase()]!,
    )
    .replace(
      /(?<=^\s*|[–—-]\s*)(Set|SET|Out|OUT)(?=\.?\s+(?:19|20)\d\d\s*(?:[–—,;|·)-]|$))/gu,
      (m: string) => GLUED_MONTHS[m.toLowerCase()]!,
    );
}

/**
 * Finds the first date range in a text, or failing that the first date. A single date is returned
 * as `start`. A range wins over an earlier lone date, which may be a word that names a month in
 * some language (`Rio de Janeiro 2018-09 — 2022-05`).
 */
export function findDateRange(text: string): DateRange | null {
  const squeezed = squeeze(text);
  let m: RegExpExecArray | null = null;
  RANGE_ALL.lastIndex = 0;
  for (let found = RANGE_ALL.exec(squeezed); found; found = RANGE_ALL.exec(squeezed)) {
    m ??= found;
    if (found[2] !== undefined) {
      m = found;
      break;
    }
    // Look again from just after this match's start: its year may open a range.
    RANGE_ALL.lastIndex = found.index + 1;
  }
  const shared = SHARED_YEAR.exec(squeezed);
  if (shared && (!m || m[2] === undefined || shared.index < m.index)) {
    const [raw, from, to, year] = shared;
    // A winter term (`Dec – Feb 2020`) starts the year before.
    const later = (MONTHS.get(from!.toLowerCase()) ?? 0) > (MONTHS.get(to!.toLowerCase()) ?? 13);
    const start = `${tidy(from!)} ${later ? Number(year) - 1 : year}`;
    return { start, end: `${tidy(to!)} ${year}`, raw, index: shared.index };
  }
  if (!m || m[2] === undefined) {
    const short = SHORT_RANGE.exec(squeezed);
    // Before a capital: the flag that reads the months' names also lets `\p{Lu}` take a small
    // letter, so the case is checked apart (`8/10 – 9/10 rating` is a score).
    const capitalAfter = short && /^\s*(?:\p{Lu}|$)/u.test(squeezed.slice(short.index + short[0].length));
    if (short && capitalAfter && inOrder(short[1]!, short[2]!)) {
      const raw = short[0].trim().replace(/^[([]|[)\]]$/g, '');
      return { start: short[1]!, end: tidy(short[2]!), raw, index: squeezed.indexOf(raw) };
    }
  }
  if (!m) {
    const present = PRESENT_ALONE.exec(squeezed.trim());
    return present ? { start: '', end: tidy(present[1] ?? ''), raw: text.trim(), index: 0 } : null;
  }
  if (m[2] === undefined) {
    const pair = PAIR_ALONE.exec(squeezed);
    if (pair && inOrder(tidy(pair[1]!), tidy(pair[2]!))) {
      const index = squeezed.length - squeezed.trimStart().length + squeezed.trimStart().search(/[\p{L}\d]/u);
      return { start: tidy(pair[1]!), end: tidy(pair[2]!), raw: squeezed.slice(index).trim(), index };
    }
  }
  if (m[2] === undefined) {
    // `2015-16`, `2010–15`: a range whose end gives the year's last two digits (13 to 99, so that
    // `2019-05` stays May 2019), a later year within twenty.
    const short = SHORT_YEAR_END.exec(squeezed.slice(m.index + m[0].length));
    const start = Number(m[1]);
    // Spaced (`2020 – 21`) only before the end of the text, a mark or a capital (checked without the
    // case-blind flag the pattern reads units with).
    const after = short ? squeezed.slice(m.index + m[0].length + short[0].length) : '';
    const spacedEnds = short?.[2] === undefined || /^\s*(?:$|[,;)|·•]|\p{Lu})/u.test(after);
    const two = spacedEnds ? (short?.[1] ?? short?.[2]) : undefined;
    const end = short ? Math.floor(start / 100) * 100 + Number(two) : NaN;
    if (/^\d{4}$/.test(m[1] ?? '') && Number(two) > 12 && end > start && end - start <= 20) {
      return { start: m[1]!, end: String(end), raw: m[0] + short![0], index: m.index };
    }
  }
  if (m[2] === undefined) {
    // A year still to come after the present word is the end expected (`Ongoing - 2027`).
    const back = PRESENT_FIRST.exec(squeezed);
    const year = Number(/\d{4}/.exec(back?.[2] ?? '')?.[0] ?? NaN);
    if (back && back.index + back[0].length === m.index + m[0].length && year <= new Date().getFullYear())
      return {
        start: tidy(back[2]!),
        end: tidy(back[1]!),
        raw: back[0].slice(back[0].indexOf(back[1]!)),
        index: back.index + back[0].indexOf(back[1]!),
      };
  }
  const raw = text.slice(m.index, m.index + m[0].length);
  // `since 2019`, `seit März 2020`, `depuis 2018`: a lone date that opens what still goes on.
  // Not when a date follows that was not read as its end (`desde 2015 hasta el 2018`).
  const ongoing =
    m[2] === undefined &&
    SINCE.test(squeezed.slice(0, m.index)) &&
    !/\d{4}/.test(squeezed.slice(m.index + m[0].length));
  // The word `since` is the date's own (`DESDE 2023` leaves no `DESDE` to read as a name).
  const since = ongoing ? SINCE_WORD.exec(text.slice(0, m.index)) : null;
  return chronological({
    start: tidy(m[1] ?? ''),
    end: m[2] ? tidy(m[2]) : ongoing ? 'Present' : '',
    raw: since ? text.slice(since.index, m.index + m[0].length) : raw === m[0] ? raw : m[0],
    index: since ? since.index : m.index,
  });
}

/**
 * The range with its earlier date as its start: a range printed from its end back to its start
 * (`2022 - 2021`, or a date column that stacks the end over the start) runs the other way. Only
 * when the order is plain: another year, or another month of the same year both name.
 */
export function chronological(range: DateRange): DateRange {
  const a = normaliseDate(range.start);
  const b = normaliseDate(range.end);
  if (a === '' || b === '' || a === 'present' || b === 'present') return range;
  // Not where the reading itself is a guess: a two-digit year's century (`May '28`), a full date
  // read day first (`08/03/2018`), or a season within its year (a winter term opens the year).
  if (!/\d{4}/.test(range.start) || !/\d{4}/.test(range.end) || /\d[./-]\d{1,2}[./-]\d{4}/.test(range.raw))
    return range;
  const season = SEASON_WORD.test(range.start) || SEASON_WORD.test(range.end);
  if (season && a.slice(0, 4) === b.slice(0, 4)) return range;
  const later = a.slice(0, 4) > b.slice(0, 4) || (a.length === 7 && b.length === 7 && a > b);
  return later ? { ...range, start: range.end, end: range.start } : range;
}

const SEASON_WORD = new RegExp(`^${SEASON}\\b`, 'i');

/** The second date is later than the first (`2013 2015`, `Sep 2013 Present`), so the two are a range. */
function inOrder(start: string, end: string): boolean {
  const a = normaliseDate(start);
  const b = normaliseDate(end);
  return a !== '' && b !== '' && (b === 'present' || (a !== 'present' && b > a));
}

/** A text that is a date or range and nothing more than a word's stub (`2019 - 2021`, `Since Jan 2020`). */
/** A word that qualifies a date beside it (`2013-2017 (expected)`, `May 2026 (anticipated)`), no text of its own. */
export const DATE_QUALIFIER = /^\(?(?:expected|anticipated|estimated|in progress|pending)\)?$/i;

export function isDateOnly(text: string): boolean {
  const range = findDateRange(text);
  return range !== null && removeDate(text, range).replace(DATE_QUALIFIER, '').length < 3;
}

const FRAGMENT_TOKEN = new RegExp(`^(?:${MONTH}\\.?|(?:19|20)\\d{2}|[-–—~]|to)$`, 'iu');

/** A word for "until now" alone (`Present`, `heute`, `till date`). */
export function isPresentWord(text: string): boolean {
  return PRESENT_ALONE.test(text.trim());
}

/**
 * A piece of a date range wrapped in a narrow column: month names, years, a present word and
 * dashes only (`April 2021 -`, `present`, `December`, `2018 -`). Word by word (a present word may
 * be two: `to date`), so no text can make it backtrack.
 */
export function isDateFragment(text: string): boolean {
  const trimmed = text.trim();
  if (trimmed.length > 60 || !/\p{L}|\d/u.test(trimmed)) return false;
  if (PRESENT_ALONE.test(trimmed)) return true;
  return trimmed
    .replace(/([-–—~])/g, ' $1 ')
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => FRAGMENT_TOKEN.test(word) || PRESENT_ALONE.test(word));
}

/** Removes a found date from a text and tidies what is left. */
export function removeDate(text: string, range: DateRange): string {
  // Found where the patterns read it, cut where the text says it: a month squeeze names in English
  // stays as written in what is left (`Sold Out 2019 Tour`).
  const closed = closeUp(text);
  const i = squeeze(text).indexOf(range.raw);
  const rest = i >= 0 ? closed.slice(0, i) + ' ' + closed.slice(i + range.raw.length) : closed;
  return rest
    .replace(/\(\s*\)/g, '')
    .replace(/\s+/g, ' ')
    .replace(/^[\s,|·•–—-]+|[\s,|·•–—(:-]+$/g, '')
    .trim();
}

function tidy(date: string): string {
  // A day is dropped (`Jul 01, 2020` -> `Jul 2020`): resumes are compared by month.
  return date
    .replace(/^([0-3]?\d)([./-])([0-3]?\d)[./-](\d{4})$/, (_, a: string, sep: string, b: string, year: string) =>
      Number(b) > 12 ? `${a.padStart(2, '0')}/${year}` : `${b.padStart(2, '0')}${sep}${year}`,
    )
    .replace(/^[0-3]?\d[./-](\p{L}+)\.?[./-](\d{4})$/u, '$1 $2')
    .replace(
      /^(set|out|ago|ene)[/-](\d{4})$/i,
      (_, m: string, year: string) => `${GLUED_MONTHS[m.toLowerCase()]} ${year}`,
    )
    .replace(/^(\p{L}+\.?)\s+[0-3]?\d(?:st|nd|rd|th)?,?\s+(\d{4})$/u, '$1 $2')
    .replace(/^[0-3]?\d(?:st|nd|rd|th)?\s+(\p{L}+)\.?,?\s+(\d{4})$/u, '$1 $2')
    .replace(/^(?:[0-3]?\d\s+de\s+)?(\p{L}+)\.?\s+(?:de|del)\s+(\d{4})$/iu, '$1 $2')
    .replace(/^(\p{L}+)\.?,\s*/u, '$1 ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^(present|current|now)$/i, (w) => w.charAt(0).toUpperCase() + w.slice(1).toLowerCase())
    .replace(new RegExp(`^${PRESENT}$`, 'i'), (w) => (/^(?:present|current|now)$/i.test(w) ? w : 'Present'))
    .replace(/^(\d{4})[-/ ](\p{L}+)\.?$/u, '$2 $1')
    .replace(/^(\p{L}+)\.?(?= \d{4}$)/u, (word) => toEnglishMonth(word));
}

const ENGLISH_NAMES = new Set(
  'january jan february feb march mar april apr may june jun july jul august aug september sept sep october oct november nov december dec'.split(
    ' ',
  ),
);
const ENGLISH_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** The app and its templates are in English: `juil.` and `März` are kept as `Jul` and `Mar`. */
function toEnglishMonth(word: string): string {
  const bare = word.replace(/\.$/, '').toLowerCase();
  const month = MONTHS.get(bare);
  if (!month || ENGLISH_NAMES.has(bare)) return word;
  return ENGLISH_MONTHS[month - 1]!;
}

const SEASONS: Record<string, number> = {
  ...{ spring: 3, summer: 6, fall: 9, autumn: 9, winter: 12, sommer: 6, sommaren: 6, somrarna: 6 },
  ...{ printemps: 3, été: 6, automne: 9, hiver: 12, primavera: 3, verano: 6, otoño: 9, invierno: 12 },
  ...{ verão: 6, inverno: 12, autunno: 9, zomer: 6, herfst: 9 },
  ...{ wintersemester: 10, sommersemester: 4 },
};

/** `Jan 2020` -> `2020-01`, `2018` -> `2018`, `Present` -> `present`; '' when not a date. */
export function normaliseDate(date: string): string {
  const s = date.trim().toLowerCase();
  if (new RegExp(`^${PRESENT}$`).test(s)) return 'present';
  let m = /^(\d{4})[-/.](\d{1,2})$/.exec(s);
  if (m) return `${m[1]}-${m[2]!.padStart(2, '0')}`;
  m = /^(\d{1,2})[-/.](\d{4})$/.exec(s);
  if (m) return `${m[2]}-${m[1]!.padStart(2, '0')}`;
  m = /^(\p{L}+)\.?(?:,?\s*|[-/])(\d{4})$/u.exec(s);
  if (m) {
    const month = MONTHS.get(m[1]!) ?? MONTHS.get(m[1]!.slice(0, 3)) ?? SEASONS[m[1]!];
    return month ? `${m[2]}-${String(month).padStart(2, '0')}` : '';
  }
  // A two-digit year is this century's up to next year, else the last one's.
  const century = (yy: string) => (Number(yy) <= (new Date().getFullYear() % 100) + 1 ? 2000 : 1900) + Number(yy);
  m = /^(\p{L}+)\.?\s*['’‘]?(\d\d)$/u.exec(s);
  if (m) {
    const month = MONTHS.get(m[1]!) ?? MONTHS.get(m[1]!.slice(0, 3));
    return month ? `${century(m[2]!)}-${String(month).padStart(2, '0')}` : '';
  }
  m = /^(0?[1-9]|1[0-2])\/(\d\d)$/.exec(s);
  if (m) return `${century(m[2]!)}-${m[1]!.padStart(2, '0')}`;
  m = /^(\d{4})$/.exec(s);
  return m?.[1] ?? '';
}
