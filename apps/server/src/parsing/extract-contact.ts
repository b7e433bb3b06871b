import { findPhoneNumbersInText, getCountries, parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js';
import type { Line } from './types.ts';
import { findDateRange, removeDate } from './find-dates.ts';
import { matchHeading } from './find-sections.ts';
import { TITLE_WORDS, isPlace } from './split-head.ts';
import { joinBrokenTokens } from './join-broken-tokens.ts';
import { columnEdge, hasContact, wrapsOnto } from './line-parts.ts';

export interface Contact {
  fullName: string;
  email: string;
  phone: string;
  linkedin: string;
  github: string;
  website: string;
}

// The top-level domain ends where a capital follows small letters: `outlook.comPhone` (a label
// set tight after the address) is `outlook.com`.
const EMAIL = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}.-]+\.(?:\p{Lu}{2,}(?!\p{Ll})|\p{L}\p{Ll}+)/u;
/**
 * A profile address that ran to its column's edge goes on at the start of the next line
 * (`www.linkedin.com/in/cesairele` / `fevre (LinkedIn)`, as LinkedIn's own PDF wraps it): the
 * fragment, with no space inside it and the site's label after it, is joined back. Returns each
 * line's text.
 */
function joinWrappedProfiles(lines: Line[]): string[] {
  return lines.map((line, i) => {
    const next = lines[i + 1];
    if (!next || line.text.length > 300 || !/(?:linkedin|github)\.com\/(?:(?:in|pub)\/)?[\w-]+$/i.test(line.text))
      return line.text;
    // The label after the fragment says it is the address's end, not a word beside an icon.
    const rest = /^([\w-]+)\s+\((?:linkedin|github)\)$/i.exec(next.text.trim());
    return rest && wrapsOnto(line, next, columnEdge(line, lines)) ? line.text + rest[1]! : line.text;
  });
}

/** Every address on a line, to blank them all (a second address is no website). */
const EMAILS = new RegExp(EMAIL.source, 'gu');
const LINKEDIN = /(?:https?:\/\/)?(?:[a-z]{2,3}\.)?linkedin\.com\/(?:in|pub)\/[^\s/)|,]+\/?/i;
/**
 * `in/jdoe`, the short form printed beside a LinkedIn icon: a token of its own at the start of a
 * line or after a separator, not `log in/out` inside a sentence.
 */
const SHORT_LINKEDIN = /(?:^|[|·•,;]\s*|\s{2,})in\/([A-Za-z0-9_-]{3,100})(?=$|[\s|·•,;])/im;
const GITHUB = /(?:https?:\/\/)?(?:www\.)?github\.com\/[A-Za-z0-9-]+\/?/i;
const URL =
  /(?:https?:\/\/|www\.)[^\s)|,]+|\b[a-z0-9-]+\.(?:com|io|dev|me|net|org|site|page|app|co)(?:\/[^\s)|,]*)?\b/i;
/** Countries tried, in order, for a number written without `+`: the number must be valid in one. */
const DEFAULT_COUNTRIES: CountryCode[] = [
  'US',
  'GB',
  'DE',
  'FR',
  'IN',
  'ES',
  'IT',
  'NL',
  'CA',
  'AU',
  'BR',
  'MX',
  'PL',
  'SE',
  'CH',
  'IE',
  'NG',
  'ZA',
  'SG',
  'JP',
  'CN',
  'TR',
  'PK',
  'PH',
];

/**
 * Step 4a: contact details, searched in the whole text (they sit in headers, sidebars or
 * footers). E-mail: the first address-shaped token. Phone: libphonenumber finds numbers with a
 * `+` country code anywhere; a national number is accepted when it is valid for one of a list of
 * common countries and written as a run of digits, spaces, dots, dashes and brackets (so dates
 * and ranges like `2019 - 2021` are not phones). Links: LinkedIn and GitHub by host, with the link
 * targets of the PDF (annotations) searched as well. Name: see `findName`.
 * Limits: a phone written in words or split over two lines is missed; a personal site is only
 * found on common top-level domains.
 */
export function extractContact(rawLines: Line[], links: string[]): Contact {
  const lines = joinBrokenTokens(rawLines);
  // Addresses aside: a handle inside an e-mail address is not a printed profile link.
  const visible = lines.map((l) => l.text.replace(EMAILS, ' ')).join('\n');
  // A link target counts only when its last path segment is printed (a handle beside an icon);
  // a bare icon's hidden URL is not something the resume shows.
  const shownLinks = links.filter((u) => {
    const tail =
      u
        .replace(/[/?#]+$/, '')
        .split('/')
        .pop() ?? '';
    // A `LinkedIn` label that is itself the link shows its profile all the same.
    return (
      (tail.length >= 3 && visible.includes(tail)) ||
      (/linkedin\.com\/in\//i.test(u) &&
        lines.some((l) => l.parts.some((p) => p.split(/\s*[|·•]\s*/).some((label) => /^linked\s?in:?$/i.test(label)))))
    );
  });
  // A profile link broken at its slashes (`www.linkedin.com/ in/ ddibbert`, a narrow column's
  // wrap points) is read whole.
  const unbreak = (t: string) =>
    t
      .replace(/\b((?:linkedin|github)\.com\/(?:(?:in|pub)\/)?)\s+(?=[\w-])/gi, '$1')
      .replace(/\b(linkedin\.com\/(?:in|pub)\/)\s+(?=[\w-])/gi, '$1');
  const texts = [...joinWrappedProfiles(lines).map(unbreak), ...shownLinks];
  const all = texts.join('\n');
  const email = EMAIL.exec(all)?.[0].replace(/^mailto:/i, '') ?? readSpelledEmail(all);
  const linkedin =
    LINKEDIN.exec(all)?.[0] ??
    SHORT_LINKEDIN.exec(lines.flatMap((l) => l.parts).join('\n'))?.[1] ??
    findHandleAfterLabel(lines, /linked\s?in/i);
  const github = GITHUB.exec(all)?.[0] ?? '';
  const website =
    texts
      .map((t) => URL.exec(t.replace(EMAILS, ''))?.[0] ?? '')
      .find((u) => u && !/linkedin\.com|github\.com/i.test(u)) ?? '';
  // A name in the largest type whose letter spacing swallowed its spaces (`AHMADJAHNKE`) is the
  // name when the person's handles cut it into words; otherwise a smaller line that reads as a
  // name (a skill in a sidebar: `Pyxis MedStation`) would be taken instead.
  const fullName =
    labelledName(lines) || unglueName(lines, [email.split('@')[0] ?? '', linkedin, github]) || findName(lines);
  return { fullName, email, phone: findPhone(lines), linkedin, github, website };
}

/**
 * `[at]`, `{at}`, `<at>`, `(at)` and `[dot]`… as academic pages write them to keep harvesters off,
 * within one line; in round brackets only in lower case (`Linz (AT)` is a country).
 */
const SPELLED_AT = String.raw`[ \t]*(?:[[{<][ \t]*at[ \t]*[\]}>]|\([ \t]*at[ \t]*\))[ \t]*|[ \t]+at[ \t]+`;
const SPELLED_DOT = String.raw`[ \t]*[[({<][ \t]*dot[ \t]*[\])}>][ \t]*|[ \t]+dot[ \t]+|\.`;
const WORD = String.raw`[\p{L}\p{N}_%+-]+`;
const SPELLED_EMAIL = new RegExp(
  String.raw`(?<![\p{L}\p{N}._%+-])(${WORD}(?:(?:${SPELLED_DOT})${WORD})*)(?:${SPELLED_AT})(${WORD}(?:(?:${SPELLED_DOT})${WORD})*(?:${SPELLED_DOT})\p{L}{2,6})(?![\p{L}\p{N}])`,
  'iu',
);

/**
 * An address spelled out so that harvesters miss it (`jane.doe [at] gmail [dot] com`, `jane [dot]
 * doe (at) mit.edu`, `jdoe at cs dot mit dot edu`), read as the address. A bare `at` counts only
 * in lower case with a spelled `dot` after it (`Engineer at Google.com` is no address), and a name
 * before it in capitals only with a dot, digit or underscore in it (`Lead Engineer (at) Booking.com`
 * is a job). '' for none.
 */
function readSpelledEmail(text: string): string {
  const m = SPELLED_EMAIL.exec(text);
  if (!m) return '';
  const local = m[1]!;
  const at = m[0].slice(local.length, m[0].length - m[2]!.length);
  if (/\(\s*(?:AT|At|aT)\s*\)/.test(at)) return '';
  const bareAt = /^[ \t]+at[ \t]+$/.test(at);
  if (bareAt && (!/[ \t]dot[ \t]/.test(m[2]!) || /\p{Lu}/u.test(m[0]))) return '';
  if (/^\p{Lu}/u.test(local) && !/[._\d]|dot/i.test(local)) return '';
  const dot = new RegExp(SPELLED_DOT, 'giu');
  return `${local.replace(dot, '.')}@${m[2]!.replace(dot, '.')}`.toLowerCase();
}

/** `Name:`, `Full name`, `FULLNAME :`, `Nombre completo:` alone, and the same with the name after it. */
const NAME_LABEL = /^(?:full\s*name|name|nombre(?:\s+completo)?|nom(?:\s+complet)?)\s*[:：]?\s*$/i;
const NAME_LABELLED = /^(?:full\s*name|name|nombre(?:\s+completo)?|nom(?:\s+complet)?)\s*[:：]\s*(\S.*)$/i;

/**
 * A name the document labels (`Name: Rahul Sharma`, a Europass `Name` ⇥ `Jane Doe`, `FULLNAME :`
 * over the name at its left edge): on the first page, the value after the label, or beside it, or
 * on one of the next three lines at the label's x, when it reads as a name. A labelled name is
 * the person's own wherever it stands on that page, so it comes before the name guessed from type
 * and position.
 */
function labelledName(lines: Line[]): string {
  const page = lines.filter((l) => l.page === lines[0]?.page);
  const split = splitLabelledName(page);
  if (split) return split;
  for (const [i, line] of page.entries()) {
    const first = line.parts[0] ?? '';
    const values = [NAME_LABELLED.exec(first)?.[1]];
    if (NAME_LABEL.test(first))
      values.push(
        line.parts[1],
        ...page
          .slice(i + 1, i + 4)
          .filter((l) => Math.abs(l.x - line.x) < 3)
          .map((l) => l.parts[0]),
      );
    const value = values.find((v) => v !== undefined && isNameShaped(v.trim()));
    if (value) return value.trim();
  }
  return '';
}

const FIRST_NAME_LABEL =
  /^(?:first\s*names?|given\s*names?|forenames?|vornamen?|pr[eé]noms?|nombres?|nomes?|voornamen?)\s*[:：]?\s*(.*)$/iu;
const LAST_NAME_LABEL =
  /^(?:last\s*name|surname|family\s*name|nachname|familienname|nom|apellidos?|sobrenomes?|cognome|achternaam)\s*[:：]?\s*(.*)$/iu;
/** One to three capitalised words: a given name or a surname alone (`Daniel`, `van der Berg`, `García López`). */
const NAME_PIECE = /^(?:\p{Ll}{1,3}\s+){0,2}\p{Lu}[\p{L}'’.-]*(?:\s+(?:\p{Ll}{1,3}\s+)?\p{Lu}[\p{L}'’.-]*){0,2}$/u;

/**
 * A name a form gives in two labelled rows, `Vorname` ⇥ `Daniel` and `Nachname` ⇥ `Brönnimann`
 * (`First name:` / `Last name:`, `Prénom` / `Nom`, `Nombre` / `Apellidos`; the value after the
 * label, beside it, or in a Word table's cell on the next line), the two labels within four lines
 * of each other in either order: the given name, then the surname. '' when the page has no such pair.
 */
function splitLabelledName(lines: Line[]): string {
  // A form's name rows open the page; another person's further down (an emergency contact, a
  // referee) is not the owner's.
  const page = lines.slice(0, 25);
  const sizes = page.map((l) => l.size).sort((a, b) => a - b);
  const body = sizes[Math.floor(sizes.length / 2)] ?? 0;
  const valueAt = (at: number, label: RegExp): string | null => {
    const line = page[at];
    const m = line && label.exec(line.parts[0]?.trim() ?? '');
    if (!line || !m) return null;
    const below = page[at + 1];
    const value = (m[1] || line.parts[1] || (line.parts.length === 1 && below ? below.parts[0] : '') || '').trim();
    const isLabel = FIRST_NAME_LABEL.test(value) || LAST_NAME_LABEL.test(value);
    return NAME_PIECE.test(value) && !isLabel ? value : null;
  };
  for (let i = 0; i < page.length; i++) {
    const given = valueAt(i, FIRST_NAME_LABEL);
    const surname = given === null ? valueAt(i, LAST_NAME_LABEL) : null;
    if (given === null && surname === null) continue;
    for (let k = i + 1; k <= i + 4; k++) {
      const other = given !== null ? valueAt(k, LAST_NAME_LABEL) : valueAt(k, FIRST_NAME_LABEL);
      if (other === null) continue;
      // A name set large above the rows is the owner's; the rows name someone else (`Notfallkontakt`).
      if (page.slice(0, i).some((l) => l.size >= body * 1.3 && isNameShaped(l.text.trim()))) return '';
      return given !== null ? `${given} ${other}` : `${other} ${surname}`;
    }
  }
  return '';
}

/** Letters a handle spells otherwise (`Søren Kjærgaard` as `soren-kjaergaard`). */
const SPELLED: Record<string, string> = { ø: 'o', æ: 'ae', œ: 'oe', ß: 'ss', ł: 'l', đ: 'd', þ: 'th', ð: 'd', ı: 'i' };
const fold = (text: string) =>
  [...text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()].map((c) => SPELLED[c] ?? c).join('');

/**
 * A name set in tracked capitals whose word spaces the reader lost (`C L E M E N T I N E B R A U N`
 * read as `CLEMENTINEBRAUN`), when no other line reads as a name: the largest line of the first
 * page's top, in capitals (hyphens and full stops kept), has each run of capitals cut where the
 * words of the person's handles (`clementine-braun-211a`, `cbraun@…`) begin or end inside it
 * (accents aside, and letters a handle spells otherwise: `ø` as `o`, `æ` as `ae`), each piece two
 * letters or more. Limits: a name none of whose words is in a handle stays unread.
 */
function unglueName(lines: Line[], handles: string[]): string {
  const top = lines.filter((l) => l.page === lines[0]?.page).slice(0, 12);
  const largest = [...top].sort((a, b) => b.size - a.size)[0];
  // Composed, so an accent drawn as a combining mark (`E` + U+0301) is one capital letter.
  const glued = largest?.text.normalize('NFC').trim() ?? '';
  // Capitals, with the hyphens, full stops and spaces the reader kept (`JOSÉMANUELGARCÍA - LÓPEZ`).
  if (!/^[\p{Lu}][\p{Lu}\s.-]{5,40}$/u.test(glued) || !/\p{Lu}{6}/u.test(glued)) return '';
  const words = handles
    .map((h) => h.replace(/^.*\/(?:in|pub)\/|^.*github\.com\//i, ''))
    .flatMap((h) => fold(h).split(/[^a-z]+/))
    .filter((w) => w.length >= 3);
  // A handle that runs words together (`sonjalemk`) is cut by the others, not a word itself.
  const own = words.filter((w) => !words.some((o) => o !== w && w.includes(o)));
  let cut = false;
  const name = glued.replace(/\p{Lu}{4,}/gu, (run, at: number) => {
    // Each letter folded on its own, so a cut in the folded run maps back to a letter (`Æ`, `ae`).
    const letters = [...run];
    const starts: number[] = [];
    const folded = letters.reduce((text, letter) => (starts.push(text.length), text + fold(letter)), '');
    const cuts = new Set<number>();
    const add = (c: number) => c > 0 && c < folded.length && starts.includes(c) && cuts.add(starts.indexOf(c));
    for (const w of own) {
      const found = folded.indexOf(w);
      if (found >= 0) [found, found + w.length].forEach(add);
    }
    // With no handle word inside the run, a handle that starts with the run's first word and goes
    // on otherwise (`hubertmraz` over `HUBERTP`, the middle initial glued on) cuts where they part.
    // The handle that runs along furthest cuts, alone (`cesairelefevre` beside `cesairlefe`).
    if (cuts.size === 0) {
      const shared = Math.max(
        0,
        ...own.map((w) => {
          let n = 0;
          while (n < w.length && folded[n] === w[n]) n++;
          return n;
        }),
      );
      if (shared >= 3) add(shared);
    }
    const points = [0, ...[...cuts].sort((a, b) => a - b), letters.length];
    const pieces = points.slice(1).map((end, k) => letters.slice(points[k], end).join(''));
    // A piece of one letter is only a middle initial, with its full stop after the run.
    const initial = (p: string, k: number) =>
      p.length === 1 && k === pieces.length - 1 && /^\s*\./.test(glued.slice(at + run.length));
    if (pieces.length < 2 || pieces.some((p, k) => p.length < 2 && !initial(p, k))) return run;
    cut = true;
    return pieces.join(' ');
  });
  const count = name.split(/\s+/).filter((w) => /\p{L}/u.test(w)).length;
  return cut && count >= 2 && count <= 5 ? name.replace(/\s*-\s*/g, '-').replace(/\s+\./g, '.') : '';
}

/** A label that names the place after it. */
const PLACE_LABEL = /^(?:location|address|city|based in|residence|lives in)\s*[:\-–]?\s+(?=\S)/i;
/** `Hyderabad, Telangana`, `São Paulo, Brazil`: words, a comma, words; no digits. */
const CITY_AND_REGION = /^\p{Lu}[\p{L}.'’-]*(?: [\p{L}.'’-]+){0,3}, ?\p{Lu}[\p{L}.'’-]*(?: [\p{L}.'’-]+){0,2}$/u;
/** `Malmö SE`, `Madrid, Madrid, ES`, `Chennai, Tamil Nadu IN`: a city (and region) before a country's code. */
const CITY_AND_CODE =
  /^\p{Lu}[\p{L}.'’-]*(?: \p{Lu}[\p{L}.'’-]*){0,3}(?:, ?\p{Lu}[\p{L}.'’-]*(?: \p{Lu}[\p{L}.'’-]*){0,2})?,? \(?(\p{Lu}{2})\)?$/u;
// Codes that read as trade acronyms too (`Machine Learning, AI`) are no country here.
const COUNTRY_CODES = new Set<string>(
  getCountries().filter((c) => !['AI', 'ML', 'QA', 'BI', 'HR', 'PR', 'IO', 'CI', 'CD'].includes(c)),
);

/**
 * Where the person lives, from the header (`header`: the lines before the first section and
 * in a contact section) and from any line of contact details (an e-mail address, a link, a phone). Rule:
 * each line is cut at its separators (`|`, `•`, `·`, `;`, spaced dashes, wide gaps); a piece
 * labelled `Location:`/`Address:` is the place; else the first piece that reads as a place
 * (`Cambridge, MA`, `Lyon, France`, `Springfield, IL 62704`, `Toronto, ON, Canada`, a city before a
 * country's two-letter code: `Malmö SE`, `Chennai, Tamil Nadu IN`), or, on a line of contact
 * details, any `City, Region` of capitalised words that is no job title.
 * Limits: a city alone (`Boston`) is only read when labelled.
 */
export function findLocation(header: Line[], lines: Line[]): string {
  const candidates = [...header, ...lines.filter((l) => !header.includes(l) && hasContact(l.text))];
  for (const line of candidates) {
    const onContactLine = hasContact(line.text);
    const pieces = line.parts
      .flatMap((p) => p.split(/\s*[|•·●▪◦⋅;\uE000-\uF8FF]\s*|\s+[-–—]\s+|\s{2,}/u))
      .map((p) => p.trim())
      .filter(Boolean);
    for (const piece of pieces) {
      const labelled = PLACE_LABEL.exec(piece);
      if (labelled) {
        const rest = piece.slice(labelled[0].length).trim();
        if (!hasContact(rest)) return rest;
        continue;
      }
      const place = piece.replace(/\s+\d{4,5}(?:-\d{4})?$/, '');
      const [first, second, third] = place.split(/,\s*/);
      const threeParts = third !== undefined && isPlace(`${first}, ${second}`) && isPlace(`${second}, ${third}`);
      const code = CITY_AND_CODE.exec(place)?.[1];
      if (
        (place.length <= 60 && (isPlace(place) || threeParts)) ||
        (code !== undefined && COUNTRY_CODES.has(code) && !TITLE_WORDS.test(place)) ||
        (onContactLine && CITY_AND_REGION.test(place) && !TITLE_WORDS.test(place))
      )
        return piece;
    }
  }
  return '';
}

function findPhone(lines: Line[]): string {
  for (const [i, line] of lines.entries()) {
    // A number wrapped in a narrow column (`+49 (0) 151` / `19638928`) goes on on the next line
    // when that line holds only digits, right below.
    const next = lines[i + 1];
    const wrapped =
      next &&
      /\d$/.test(line.text) &&
      /^[\d\s-]{2,12}$/.test(next.text) &&
      !/^(?:19|20)\d\d(?:\s*-\s*(?:19|20)\d\d)?$/.test(next.text.trim()) &&
      next.gapAbove < 1 &&
      next.page === line.page;
    // A DOI (`10.1234/neurips.2023.1234`) or a link holds digit runs that are not phone numbers.
    const text = (wrapped ? `${line.text} ${next.text}` : line.text).replace(
      /\b10\.\d{4,9}\/\S+|https?:\/\/\S+|www\.\S+/gi,
      ' ',
    );
    // Seven digits at least, in any grouping (French numbers come in pairs: `06 61 12 49 13`).
    if ((text.match(/\d/g)?.length ?? 0) < 7) continue;
    const international = findPhoneNumbersInText(text).filter(
      (found) => !isDates(text.slice(found.startsAt, found.endsAt)),
    );
    if (international.length > 0) return text.slice(international[0]!.startsAt, international[0]!.endsAt).trim();
    for (const m of text.matchAll(/(?:\+|\(|\b)\d[\d\s().-]{6,18}\d\b/g)) {
      let raw = m[0].trim();
      // A postcode or street number before the phone (`WA 98109 (206)818-1227`): four to six digits
      // set apart, when what follows is a number of ten digits or more on its own.
      const lead = /^\d{4,6}\s+/.exec(raw);
      const rest = lead ? raw.slice(lead[0].length) : '';
      if (rest.replace(/\D/g, '').length >= 10 && isPhoneNumber(rest)) raw = rest;
      const digits = raw.replace(/\D/g, '');
      // A year in brackets (`Comparative Literature 64.1 (2012): 73-92`) is a citation's, not an
      // area code (those with four digits open with a 0: `(0161)`).
      if (digits.length < 7 || digits.length > 15 || isDates(raw) || /\(\s*(?:19|20)\d\d(?!\d)/.test(raw)) continue;
      if (isPhoneNumber(raw)) return raw;
    }
  }
  return '';
}

/**
 * A phone number in one of the usual countries' plans. With a country code, a plausible length is
 * enough: reserved or new ranges (UK 07700 900…) are not in libphonenumber's metadata but people
 * print them.
 */
function isPhoneNumber(raw: string): boolean {
  if (raw.startsWith('+') && raw.replace(/\D/g, '').length >= 8) return true;
  return DEFAULT_COUNTRIES.some((c) => parsePhoneNumberFromString(raw, c)?.isValid());
}

/** A day's date in figures: `2023-06-09`, `09.06.2023`, `9/6/2023`. */
const DAY_DATE =
  /^(?:(?:19|20)\d\d([-/.])(?:0?[1-9]|1[0-2])\1(?:0?[1-9]|[12]\d|3[01])|(?:0?[1-9]|[12]\d|3[01])([-/.])(?:0?[1-9]|1[0-2])\2(?:19|20)\d\d)$/;

/**
 * Digits that are all dates: `2019 - 2021`, `2019-03`, `(2022-11 - 2025-05`, `03.2019 – 11.2021`,
 * `2010 2009` (the years of two degrees side by side), a day's date (`2023-06-09`).
 */
function isDates(raw: string): boolean {
  if (DAY_DATE.test(raw.trim())) return true;
  let rest = raw;
  for (let range = findDateRange(rest); range !== null; range = findDateRange(rest)) {
    const left = removeDate(rest, range);
    if (left === rest) break;
    rest = left;
  }
  return rest !== raw && !/\d/.test(rest);
}

/** `LinkedIn: jdoe` or a `LinkedIn` label line followed by the handle. */
function findHandleAfterLabel(lines: Line[], label: RegExp): string {
  for (let i = 0; i < lines.length; i++) {
    const parts = lines[i]!.parts;
    // The label stands at the start of its part (`LinkedIn: jdoe`, `LinkedIn` then the handle), not
    // inside words (`LINKEDIN DATA ACQUISITION`).
    const at = parts.findIndex((p) => new RegExp(`^${label.source}\\s*(?::|$)`, 'i').test(p.trim()));
    if (at < 0) continue;
    const inline = parts[at]!.replace(label, '')
      .replace(/^[\s:]+/, '')
      .trim();
    const candidate = inline || parts[at + 1] || lines[i + 1]?.parts[0] || '';
    const handle = candidate.split(/\s+/)[0] ?? '';
    if (/^[A-Za-z0-9_-]{3,100}$/.test(handle)) return handle;
  }
  // Inside a part only with its colon, the handle ending the part or followed by another label
  // (`GitHub: ann LinkedIn: ann-lee`; not `Grew reach on LinkedIn: organic posts`).
  const inside = new RegExp(`(?:^|\\s)${label.source}:\\s*([A-Za-z0-9_-]{3,100})(?=\\s*$|\\s+\\p{L}+:)`, 'iu');
  for (const line of lines) {
    const m = line.parts.map((p) => inside.exec(p)).find(Boolean);
    if (m) return m[1]!;
  }
  return '';
}

/** Words that only name a job (not `Head`, `Lead`, `Fellow`, surnames too), and `Head of`. */
const JOB_TITLE =
  /\b(?:engineer|developer|programmer|manager|analyst|designer|director|consultant|specialist|nurse|scientist|coordinator|officer|assistant|accountant|architect|administrator|teacher|lecturer|professor|researcher|technician|representative|executive|president|supervisor|strategist|marketer|recruiter|controller|auditor|planner|therapist|physician|pharmacist|intern|trainee)s?\b|^head of\b|^(?:s?vp|evp|avp|cto|ceo|cfo|coo|cmo|cio)\b/i;

/** Words that name an organisation, never part of a person's name. */
const ORGANISATION =
  /\b(?:company|corporation|inc|llc|ltd|gmbh|university|college|school|institute|academy|hospital|clinic|department|ministry|agency|foundation|association|program|programme|museum|gallery|center|centre|library|society|council|committee|laboratory)\b/i;

// A nickname in brackets or quotes is a word of the name (`YangFei (Fei) Zhou`, `Robert “Bob” Lee`).
const NAME_WORD =
  /^[\p{Lu}][\p{L}'’.-]*$|^(?:de|da|del|van|von|der|la|le|di|du|dos|bin|al|y|e)$|^\(\p{Lu}[\p{L}'’.-]*\)$|^["“‘]\p{Lu}[\p{L}'’.-]*["”’]$/u;

/**
 * The name: among the first lines of the document, the first one made only of 2 to 5
 * capitalised words (particles like `van`, `de` allowed) with no digits or `@`, preferring the
 * largest font among such lines. Limits: a one-word name or a name printed below a photo caption
 * of the same shape is missed or confused.
 */
export function findName(lines: Line[]): string {
  // The top of the first page by position, not reading order: in a two-column page the name may
  // be read after a whole sidebar.
  const firstPage = lines[0]?.page;
  const page = lines.filter((l) => l.page === firstPage);
  const sizes = page.map((l) => l.size).sort((a, b) => a - b);
  const bodySize = sizes[Math.floor((sizes.length - 1) / 2)] ?? 0;
  const head = joinStackedName([...page].sort((a, b) => a.y - b.y).slice(0, 12), bodySize);
  // `Jane Doe, Growth Marketer` or `Jane Doe | Engineer`: the name is the first piece.
  const nameOf = (l: Line) => {
    // The document's own name after the person's (`Caleb Lehman Résumé`, `Ana Ruiz's CV`).
    const named = (l.parts[0] ?? '').replace(DOCUMENT_WORD, '').replace(DOCUMENT_OF, '');
    // A title goes when a name of two words or more is left (`Dr. Drummond`, `MS Reddy` stay).
    const untitled = named.replace(HONORIFIC, '');
    const first = untitled !== named && isNameShaped(untitled) ? untitled : named;
    return isNameShaped(first) || isSurnameFirst(first) ? first : (first.split(/\s*[,|·•]\s*|\s+[–—-]\s+/)[0] ?? '');
  };
  // A line below a section's heading in the heading's own column is that section's content (a
  // skill in a table under `Skill Highlights`, an employer under `Experience`), not the name.
  // A contact heading may head a sidebar's name; the page's first line (`RESUME`, `Summary`) is
  // the document's title, above everything.
  const top = Math.min(...page.map((l) => l.y));
  const headings = page.filter((l) => {
    const section = matchHeading(l.text);
    return section !== null && section !== 'contact' && l.y > top;
  });
  const underHeading = (l: Line) => headings.some((h) => h.y < l.y - 1 && h.x < l.right && l.x < h.right);
  // A bulleted line in body type below a heading is an item of its list (`• Microsoft Certified
  // Professional` under a heading set left of it), not the name.
  const listed = (l: Line) => l.isBullet && l.size <= bodySize + 0.5 && headings.some((h) => h.y < l.y - 1);
  const named = (l: Line) => isNameShaped(nameOf(l)) || isSurnameFirst(nameOf(l));
  const candidates = head.filter((l) => named(l) && !underHeading(l) && !listed(l));
  // A document without positions (a Word file) may hold the name after a whole sidebar: the one
  // line set in the page's largest type, well over the body's, is the name when it reads as one,
  // rather than a place in body type among the first lines (`London England GB`).
  const largest = Math.max(...page.map((l) => l.size));
  const set = page.filter((l) => l.size >= largest - 0.5 && l.size >= bodySize * 1.5);
  const setLarge = set.length === 1 && named(set[0]!) ? set[0] : undefined;
  const biggest = Math.max(...candidates.map((l) => l.size));
  const best = candidates.find((l) => l.size >= biggest - 0.5) ?? candidates[0];
  const chosen = setLarge && (!best || best.size < bodySize * 1.2) ? setLarge : best;
  return chosen ? nameOf(chosen).trim() : '';
}

const DOCUMENT_WORD = /(?<=\p{L}\.?)(?:['’]s)?[\s,:|·–—-]+(?:r[ée]sum[ée]|cv|c\.v\.|curriculum\s+vitae)$/iu;
/** The document's own name before the person's: `Curriculum Vitae of A. Sean Pue`, `Résumé de Ana Ruiz`, `CV Freddy Limpens`. */
const DOCUMENT_OF =
  /^(?:r[ée]sum[ée]|cv|c\.v\.|curriculum\s+vitae|lebenslauf)(?:\s*[:–—-])?\s+(?:(?:of|de|von|di|van)\s+)?(?=\p{Lu})/iu;
/** A title before the name (`Dra. Denyse Albuquerque`, `Prof. Dr. Ana Ruiz`): no part of it. */
const HONORIFIC = /^(?:(?:Dr|Dra|Prof|Profa|Mr|Mrs|Ms|Mx|Sr|Sra|Srta|Mme|Mlle)\.\s+)+(?=\p{Lu})/u;

/**
 * A surname in capitals before the given names, after a comma (`MARTÍN LISASO, José Francisco`,
 * `DUPONT, Marie`), as Spanish and French CVs write the name; `Doe, Jane` in one case is left
 * alone (`Ana Ruiz, Madrid` reads the same).
 */
function isSurnameFirst(text: string): boolean {
  const m = /^([^,]+),\s+([^,]+)$/.exec(text.trim());
  if (!m || /\p{Ll}/u.test(m[1]!) || !/\p{Ll}/u.test(m[2]!) || CREDENTIAL.test(m[2]!.trim())) return false;
  // One given name after one surname (`DUPONT, Marie`); after two, a lone word may be a place
  // (`MARIA GARCIA, Barcelona`).
  const [surname, given] = [m[1]!.trim().split(/\s+/).length, m[2]!.trim().split(/\s+/).length];
  return (given >= 2 || surname === 1) && isNameShaped(`${m[1]} ${m[2]}`);
}

/** A degree or suffix after a name (`JANE DOE, PhD`, `M.Ed.`, `Jr.`). */
const CREDENTIAL =
  /^(?:ph\.?\s?d|m\.?\s?ed|m\.?\s?sc|m\.?\s?eng|pharm\.?\s?d|psy\.?\s?d|ed\.?\s?d|jr|sr|esq|mba|md|rn|cpa|bsc|ba|ma|msn|dnp)\.?$/i;

/** The sections whose names are never a person's (`Service`, `Links` may be). */
const CORE_SECTIONS = new Set([
  'experience',
  'education',
  'skills',
  'projects',
  'profile',
  'publications',
  'certifications',
]);

function isNameShaped(text: string): boolean {
  const words = text.trim().split(/\s+/);
  // `Madrid Madrid ES`, `Chicago IL US`: a place ends in a region or country code; a name in
  // capitals throughout (`NGUYEN VAN AN`) may end in two capitals.
  const endsInCode = /^\p{Lu}{2}$/u.test(words.at(-1) ?? '') && words.some((w) => /\p{Ll}/u.test(w));
  // `SENIOR BACKEND ENGINEER`, `Head of Analytics`: a job title is no name, nor is the
  // document's own title (`CURRICULUM VITAE`, also misspelt: `Curiculum Vitae`).
  const isTitle = JOB_TITLE.test(text) || /^(?:cur+i?c+ul+[ua]m\s+vita[e]?|hoja\s+de\s+vida)$/i.test(text.trim());
  // `Company Name` (an anonymised employer), `Houston Community College`: an organisation.
  const isOrganisation = ORGANISATION.test(text);
  // `Experience Summary`, `Education Profile`: a heading of two names, not a person's.
  const namesSection = words.some((w) => w.length >= 5 && CORE_SECTIONS.has(matchHeading(w) ?? 'other'));
  return (
    words.length >= 2 &&
    words.length <= 5 &&
    !namesSection &&
    !/[\d@:|/]/.test(text) &&
    // A nickname stands between the given name and the surname (`YangFei (Fei) Zhou`), not after a
    // place (`Berlin (Germany)`) or a name (`Jane Smith (PhD)`).
    words.every((w, k) => NAME_WORD.test(w) && (!/^[("“‘]/u.test(w) || (k > 0 && k < words.length - 1))) &&
    !endsInCode &&
    !isTitle &&
    !isOrganisation &&
    matchHeading(text) === null
  );
}

/**
 * A name set large over two or three lines (`ELISHA` / `WUCKERT`, `Rebeca` / `Batista` /
 * `Delatorre`, `Quang Khanh Khánh` / `Giang Đặng`, `PRIYALA H. NEHRU-` / `ACHARYA`): short lines in
 * the same large font (half again the body size or more), each right under the one before and
 * lined up with it on the left, the centre or the right, make one name line of five words at most.
 * A line ending in a hyphen goes on without a space, also into a line shrunk to fit. A line below
 * that reads as a job title (`Data Scientist` set as large as the name) is not part of the name.
 */
function joinStackedName(head: Line[], body: number): Line[] {
  const words = (l: Line) => l.text.split(/\s+/).length;
  const isShort = (l: Line) => l.parts.length === 1 && words(l) <= 4;
  const linedUp = (a: Line, b: Line) => {
    const near = a.size * 2;
    return (
      Math.abs(a.x - b.x) < near ||
      Math.abs(a.right - b.right) < near ||
      Math.abs(a.x + a.right - b.x - b.right) / 2 < near
    );
  };
  const out = [...head];
  for (let i = 0; i < out.length; i++) {
    let line = out[i]!;
    // A line ending in a hyphen is a name cut short whatever its size (a cover page all in large type).
    // So is a lone word in bold a fifth over the body's size (a sidebar's `Christian` / `Bermúdez-Rivas`).
    const large = line.size >= body * 1.5 || (line.isBold && line.size >= body * 1.2 && words(line) === 1);
    if (!isShort(line) || (!large && !/\p{L}-$/u.test(line.text))) continue;
    for (;;) {
      const last = line;
      const broken = /\p{L}-$/u.test(last.text);
      // Smaller text beside the name (a summary set to its right) may sit between the lines.
      const k = out.findIndex(
        (l, j) =>
          j > i &&
          (Math.abs(l.size - last.size) < 0.5 ||
            (broken && l.size >= last.size * 0.75) ||
            // A given name set small over the surname set large (`Andrej` / `Zelník`).
            (words(last) === 1 && words(l) === 1 && l.size > last.size && l.size <= last.size * 2.5)) &&
          ((l.y > last.y && l.y - last.y < last.size * 1.6 && linedUp(l, last)) ||
            // The rest of the name on its own row, cut off by a column's edge (`Laurence J.` ⇥ `Cartwright`).
            (Math.abs(l.y - last.y) < 1 && l.x >= last.right - 1 && l.x - last.right < last.size * 2)),
      );
      const found = k < 0 ? undefined : out[k]!;
      // After a hyphen the name goes on in the first part of the row below (`López` ⇥ `BI Analyst`).
      const below =
        found && broken && found.parts.length > 1
          ? { ...found, text: found.parts[0]!, parts: [found.parts[0]!] }
          : found;
      if (!below || !isShort(below) || words(line) + words(below) > 5) break;
      // `Data Scientist` below a name is a title; `CLERK` alone may be a surname.
      if (!broken && words(below) >= 2 && TITLE_WORDS.test(below.text)) break;
      const text = broken ? `${line.text}${below.text}` : `${line.text} ${below.text}`;
      // What is joined must still read as a name (`Ann Lee` over `Brand & Growth` stays `Ann Lee`).
      if (!isNameShaped(text) && !isSurnameFirst(text)) break;
      line = { ...line, text, parts: [text], y: below.y, right: Math.max(line.right, below.right) };
      out.splice(k, 1);
    }
    out[i] = line;
  }
  return out;
}
