import type { Line } from './types.ts';
import { isDateOnly, MONTH_SOURCE } from './find-dates.ts';
import { isSentence } from './split-entries.ts';

/**
 * Step 4f (publications written as references): an academic CV lists its papers the way a paper's
 * bibliography does (`[1] H. Vasquez, J. Okafor, and P. Liang. Systematic generalisation without
 * data augmentation. In Proceedings of ACL 2024, pages 1120–1134, 2024.`), one reference over
 * several lines. This file cuts such a section into references and reads each one's title, venue
 * and year. Styles read: authors then title as sentences (ACL, Springer, Chicago), authors with
 * the year in brackets (APA), and a quoted title (IEEE, MLA).
 */
export interface Citation {
  title: string;
  venue: string;
  date: string;
}

/** A reference's number where it opens its first line: `[12]`, `12.`, `(12)`, `J3.`. */
const NUMBER = /^\s*(?:\[[A-Z]?\d{1,3}\]|\(\d{1,3}\)|[A-Z]?\d{1,3}\.)\s+/;
const YEAR = /\b(19[5-9]\d|20\d\d)[a-z]?\b/g;
/** The longest text read as one reference. */
const MAX_REFERENCE = 1000;
// A month just before a reference's year (`KDD Workshop, Mar 2019`), and one closing its venue
// (`Proc. ICML, July`), in every language find-dates reads.
// `Mag.` and `Gen.` are Magazine and General in a venue's name, not Italian months.
/**
 * A date in brackets, as APA sets it after the authors: `(2024)`, `(Dec 2024)`, `(December 15,
 * 2024)`, `(2024, December)`; group 1 is its month when it names one, group 2 its year.
 */
const BRACKETED_DATE = new RegExp(
  `\\((?:(?!(?:mag|gen)\\b)(${MONTH_SOURCE})\\.?\\s+(?:\\d{1,2},?\\s+)?)?((?:19|20)\\d\\d)[a-z]?(?:,\\s*(?:${MONTH_SOURCE})\\.?(?:\\s+\\d{1,2})?)?\\)`,
  'iu',
);
const MONTH_BEFORE_YEAR = new RegExp(`(?<!\\p{L})(?!(?:mag|gen)\\b)${MONTH_SOURCE}\\.?\\s+$`, 'iu');
const TRAILING_MONTH = new RegExp(
  `(?:,\\s*|\\s*\\()(?!(?:mag|gen)\\b)${MONTH_SOURCE}\\.?\\s*(?:(?:19|20)\\d\\d)?\\)?[\\s,.]*$`,
  'iu',
);
const QUOTE_OPENS = /^\s*[“"]/;
const QUOTED = /[“"]([^”"]{8,300}?)[,.]?[”"]/u;

/**
 * The section's lines as references, or null when they are not set as a list of references:
 * each reference opens with a number or a list mark, or (a hanging indent) at the section's left
 * edge with its wrapped lines indented. Two references at least.
 */
export function splitReferences(all: Line[]): string[] | null {
  let lines = withDatesApart(all).filter((l, i, xs) => !isSubheading(xs, i));
  // Years on lines of their own (a date column beside the entries, or years heading groups of
  // references) are set aside. Where a date leads the list, the line right after each date opens a
  // reference and takes that date; where dates follow their entries, each closes the one above
  // and the line after it opens the next. Whether the entries are references at all (not titles,
  // venues and dates) is for the caller to read.
  const isDate = (l: Line | undefined) => l !== undefined && isDateOnly(l.text);
  const datesLead = isDate(lines[0]);
  const afterDate = new Set(lines.filter((l, i) => i > 0 && isDate(lines[i - 1]) && !isDate(l)));
  const dateOf = new Map<Line, string>();
  lines.forEach((l, i) => {
    if (!isDate(l)) return;
    const owner = datesLead ? lines[i + 1] : lines[i - 1];
    if (owner && !isDate(owner)) dateOf.set(owner, l.text);
  });
  const byDate = afterDate.size >= 2 || (datesLead && afterDate.size === 1);
  if (byDate) {
    // Beside a date column, what stands above its first date is a note over the list (`Click on the
    // doi to link to the paper. …`), not a reference, when it is prose with no year of its own (an
    // identifier's digits aside: `F-8521-2010`).
    const first = lines.findIndex(isDate);
    const above = lines
      .slice(0, first)
      .map((l) => l.text)
      .join(' ');
    if (first > 0 && isSentence(above) && !/(?<![\d-])(?:19|20)\d\d(?![\d-])/.test(above)) lines = lines.slice(first);
    lines = lines.filter((l) => !isDate(l));
  }
  if (lines.length < 2) return null;
  const numbered = lines.filter((l) => NUMBER.test(l.text)).length;
  // One mark alone is no list (a dash that wrapped to a line's start: `…inhibition` / `- a case report`).
  const marked = lines.filter((m) => m.isBullet).length >= 2;
  const quotedOpen = lines.filter((l) => QUOTE_OPENS.test(l.text)).length >= 2;
  const left = Math.min(...lines.map((l) => l.x));
  const markLeft = Math.min(...lines.filter((l) => l.isBullet).map((l) => l.x));
  // Flush left, but for notes indented under some references (`Citations: 1`): indented lines that
  // stand a gap below the line above, or go on tight under such a note. A hanging indent's wrapped
  // lines stand tight under their reference, so a list set so is not flush.
  const atLeft = (l: Line) => Math.abs(l.x - left) < 3;
  const isNote: boolean[] = [];
  lines.forEach((l, i) => isNote.push(!atLeft(l) && (l.gapAbove >= 0.5 || (isNote[i - 1] ?? false))));
  const flush = lines.every((l, i) => atLeft(l) || isNote[i]);
  // References set flush left with their lines tight are cut where a gap stands between them.
  const gapped = flush && lines.slice(1).some((l) => l.gapAbove >= 0.5) && lines.some((l) => l.gapAbove < 0.4);
  const opens = (l: Line, i: number): boolean => {
    if (i === 0 || afterDate.has(l)) return true;
    // A numbered list whose other numbers the reader took for list marks opens at those too.
    // A mark opens a reference unless it stands indented and tight under the line above (a dash
    // that wrapped to a line's start); the marks are measured against each other, as a list can
    // go on from marked references to numbered ones set further left (`•` for 1 to 9, then `10.`).
    if (numbered >= 2) {
      const from = l.isBullet && marked ? markLeft : left;
      return (NUMBER.test(l.text) || l.isBullet) && !(l.x > from + 3 && l.gapAbove < 0.4);
    }
    if (marked) return l.isBullet;
    // Titles in quotes that open their entries (`“Title”, Venue, 2019`) open them.
    if (quotedOpen) return QUOTE_OPENS.test(l.text);
    if (gapped) return l.gapAbove >= 0.5 && atLeft(l);
    // Flush lines under a date column open references only after its dates.
    return !byDate && Math.abs(l.x - left) < 3;
  };
  const groups: Line[][] = [];
  lines.forEach((l, i) => (opens(l, i) ? groups.push([l]) : groups.at(-1)!.push(l)));
  if (groups.length < 2) return null;
  // A word cut at a line's end (`aug-` / `mentation`) is joined as `joinWrapped` joins it, and so
  // is a DOI or link cut after a slash (`doi: 10.1103/` / `PhysRevC.111.024906`).
  const join = (g: Line[]) => g.reduce((text, l) => (/[-/]$/.test(text) ? text + l.text : `${text} ${l.text}`), '');
  // A reference that prints no year of its own takes its date column's (`May 2024` beside it).
  const dated = (g: Line[], text: string) => {
    const date = byDate ? g.map((l) => dateOf.get(l)).find((d) => d !== undefined) : undefined;
    return date && !/\b(?:19|20)\d\d\b/.test(text) ? `${text.replace(/[\s.,;]+$/, '')}, ${date.trim()}` : text;
  };
  return groups.map((g) => dated(g, join(g).replace(NUMBER, '').trim()));
}

/**
 * A year set in a date column on its reference's first row (`2020` ⇥ `Clubb, F.J., Mudd, S.M.
 * (2020). Differences in…`) stands as a line of its own above it, as a year alone on its row does.
 */
function withDatesApart(lines: Line[]): Line[] {
  return lines.flatMap((l) => {
    const [first, ...rest] = l.parts;
    if (first === undefined || rest.length === 0 || !isDateOnly(first) || isDateOnly(rest.join(' '))) return [l];
    const text = rest.join(' ');
    return [
      { ...l, text: first, parts: [first], partXs: [l.x], chunks: [first], chunkXs: [l.x] },
      {
        ...l,
        text,
        parts: rest,
        partXs: l.partXs.slice(1),
        chunks: [text],
        chunkXs: l.partXs.slice(1, 2),
        x: l.partXs[1] ?? l.x,
        gapAbove: 0,
      },
    ];
  });
}

const opensReference = (l: Line) => NUMBER.test(l.text) || l.isBullet;

/**
 * Whether a list of numbered or marked references has a subheading at this line (`Conference
 * Papers`): a few words with no digit or full stop, not to the right of the marks, between the end
 * of one reference (or the top) and a line that opens the next.
 */
function isSubheading(lines: Line[], i: number): boolean {
  const line = lines[i]!;
  const next = lines[i + 1];
  if (opensReference(line) || !next || !opensReference(next)) return false;
  if (!/^\p{Lu}[^\d.,;:]{2,60}$/u.test(line.text) || line.text.split(/\s+/).length > 6) return false;
  const marks = lines.filter(opensReference);
  if (marks.length < 2 || line.x > Math.min(...marks.map((l) => l.x)) + 3) return false;
  return i === 0 || /[.)\d]$/.test(lines[i - 1]!.text.trim());
}

/**
 * One reference's title, venue and year, or null when it does not read as one: it must name its
 * authors before the title (the CV's owner among them, or names with initials) or quote its title.
 */
export function readCitation(raw: string, owner: string): Citation | null {
  // A reference runs to a few hundred characters; a longer text is no reference (and stays off the
  // patterns below, which are linear only on text of a sane length).
  if (raw.length > MAX_REFERENCE) return null;
  // Links and DOIs carry years and full stops of their own (`doi: 10.1109/TPAMI.2023.12345`).
  const text = raw
    .replace(/\b(?:https?:\/\/|www\.)\S+|\bdoi:\s*\S+|\b10\.\d{4,9}\/\S+|\barXiv:\s*\S+/gi, ' ')
    .replace(/[†‡§]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  const years = [...text.matchAll(YEAR)];
  const last = years.at(-1);
  // The month before the last year, when the reference gives one (`KDD Workshop, Mar 2019`).
  const month = last ? MONTH_BEFORE_YEAR.exec(text.slice(0, last.index)) : null;
  const numeric = last ? /\b(\d{1,2}[/.-])$/.exec(text.slice(0, last.index)) : null;
  // A date in brackets (APA's, after the authors) is the reference's own, whatever years follow
  // in its venue (`(Dec 2024). Title. Submitted to … 2025 Annual Meeting.`).
  const bracketed = BRACKETED_DATE.exec(text);
  const date = bracketed
    ? `${bracketed[1] ? `${bracketed[1]} ` : ''}${bracketed[2]}`
    : last
      ? `${month ? month[0] : (numeric?.[1] ?? '')}${last[1]}`
      : '';
  const quoted = QUOTED.exec(text);
  if (quoted) {
    // The authors come first, when there are any;
    // Chicago puts the year between them (`Liang. 2022. "Title."`).
    // A dash may stand between them and the title (`Klein, M., 2019 - “Title”`).
    const before = text.slice(0, quoted.index).replace(/[\s,:]*\(?(?:19|20)\d\d[a-z]?\)?[\s,.:–—-]*$/, '');
    // A CV may leave its owner's name out and open each entry with the quoted title.
    const authors = before.replace(/[,:]\s*$/, '');
    if (authors.trim() !== '' && !isAuthorList(authors, owner)) return null;
    return { title: tidy(quoted[1]!), venue: venueOf(text.slice(quoted.index + quoted[0].length)), date };
  }
  // The year in brackets between the authors and the title, with no full stop after it
  // (`Hussain, Ali N Alagha, Wael Zaki, (2024) Title. Venue`).
  // So does a year closed by a colon (AMS: `Ferraro, A. J. and H. G. Griffiths, 2016: Title. Venue`).
  const yearAfter =
    /^(.{3,400}?)[\s,]*\((?:19|20)\d\d[a-z]?\)[\s,:]*(?=\p{Lu})/u.exec(text) ??
    /^(.{3,400}?),?\s+(?:19|20)\d\d[a-z]?:\s+(?=\p{Lu})/u.exec(text);
  if (yearAfter && isAuthorList(yearAfter[1]!, owner)) {
    const rest = splitSentences(text.slice(yearAfter[0].length), false);
    if (rest.length > 0) return { title: tidy(rest[0]!), venue: venueOf(rest.slice(1).join('. ')), date };
  }
  const sentences = splitSentences(text).filter(notYear);
  // APA: `Vasquez, H., & Liang, P. (2024). Title. Venue.`; ACM puts the year in a sentence of its
  // own after the authors (`Liang. 2024. Title. In Proc. CCS.`), dropped above.
  let rest = sentences.slice(1);
  if (rest.length === 0 || !isAuthorList(withoutYear(sentences[0]!), owner)) {
    // Authors that end in an initial run into the title as one sentence (Nature: `Liang, P. Title.`),
    // or end at a colon (Springer: `Liang, P.: Title.`).
    const end = authorsEnd(text, owner);
    // Title first, then the authors as a sentence of their own (`Title. H. Vasquez, P. Liang.
    // Phys. Rev. Lett. 120, 1234 (2018).`), as physics and many students' CVs print them.
    if (end < 0 && sentences.length >= 2 && isAuthorList(withoutYear(sentences[1]!), owner))
      return { title: tidy(sentences[0]!), venue: venueOf(sentences.slice(2).join('. ')), date };
    if (end < 0) return null;
    rest = splitSentences(text.slice(end), false).filter(notYear);
    if (rest.length === 0) return null;
  }
  return { title: tidy(rest[0]!), venue: venueOf(rest.slice(1).join('. ')), date };
}

const WHOLE_BRACKETED_DATE = new RegExp(`^${BRACKETED_DATE.source}$`, 'iu');
const TRAILING_BRACKETED_DATE = new RegExp(`\\s*${BRACKETED_DATE.source}\\s*$`, 'iu');
const notYear = (sentence: string) =>
  !/^\(?(?:19|20)\d\d[a-z]?\)?$/.test(sentence) && !WHOLE_BRACKETED_DATE.test(sentence);
const withoutYear = (authors: string) => authors.replace(TRAILING_BRACKETED_DATE, '');

/**
 * Where the authors end when no sentence break sets them apart: the longest run of the text up to an
 * initial's full stop or a colon that lists authors, or -1.
 */
function authorsEnd(text: string, owner: string): number {
  const ends = [...text.matchAll(/(?<=\p{Lu})\.(?=\s)|:(?=\s)/gu)].map((m) => m.index + 1).reverse();
  for (const end of ends) {
    const authors = withoutYear(text.slice(0, end).replace(/:$/, ''));
    if (isAuthorList(authors, owner)) return end;
  }
  return -1;
}

/**
 * Sentences of a reference: cut at a full stop (or `?`/`!`) and a space, except after an initial
 * (`H. Vasquez`) or an abbreviation (`Proc.`, `Vol.`). `et al.` ends the authors like any name.
 * Without names ahead (the text after the authors), a lone capital's full stop ends a sentence.
 */
function splitSentences(text: string, namesAhead = true): string[] {
  const out: string[] = [];
  let from = 0;
  // Past the authors a capital and a full stop ends a sentence (`vitamin D.`) unless it belongs to
  // an abbreviation of capitals (`U.S.`).
  const initial = namesAhead ? /(?:^|[\s.(-])\p{Lu}\.$/u : /\.\p{Lu}\.$/u;
  for (const m of text.matchAll(/[.?!]\s+(?=\S)/g)) {
    const before = text.slice(from, m.index + 1);
    if (
      initial.test(before) ||
      /\b(?:Proc|Vol|No|pp|Ed|Eds|Conf|Int|Trans|J|vs|St|Inc|Ltd|Co|Jr|Sr|Dr|e\.g|i\.e)\.$/i.test(before)
    )
      continue;
    // A question in a title (`Do models generalise? A study of…`) goes on unless a venue follows.
    if (/[?!]$/.test(before) && !/^(?:In\b|\p{Lu}[\p{L}]*\s+(?:19|20)\d\d)/u.test(text.slice(m.index + m[0].length)))
      continue;
    out.push(before.replace(/\.$/, '').trim());
    from = m.index + m[0].length;
  }
  const last = text
    .slice(from)
    .replace(/\.\s*$/, '')
    .trim();
  if (last) out.push(last);
  return out;
}

/**
 * A person's name as references print it: `H. Vasquez-Müller`, `Vasquez-Müller, H.`, `Paula Liang`,
 * and initials with no full stops before the surname (`G Yu`, `DK Smith`).
 */
const INITIALS = String.raw`(?:\p{Lu}\.(?:\s?-?\p{Lu}\.)*)`;
const SURNAME = String.raw`(?:(?:van|von|de|da|del|der|di|la|le)\s+)*\p{Lu}[\p{L}'’-]+`;
const PERSON = new RegExp(
  String.raw`^(?:${INITIALS}\s?${SURNAME}(?:\s${SURNAME})?|${SURNAME}(?:\s${SURNAME})?\s${INITIALS}|${SURNAME}|${INITIALS}|\p{Lu}[\p{L}'’-]+\s(?:\p{Lu}\.?\s)?${SURNAME}(?:\s${SURNAME})?|\p{Lu}{1,3}\s${SURNAME})$`,
  'u',
);

/** A name with initials: `H. Vasquez-Müller`, `Vasquez-Müller, H.` cut at its comma (`H.`). */
const WITH_INITIALS = new RegExp(
  String.raw`^${INITIALS}(?:\s?${SURNAME}(?:\s${SURNAME})?)?$|^${SURNAME}\s${INITIALS}$`,
  'u',
);

/** A Vancouver name: `Okafor J`, `Vasquez-Müller HP` (a roman numeral, `Part II`, is none). */
const VANCOUVER = new RegExp(String.raw`^${SURNAME}(?:\s${SURNAME})?\s\p{Lu}{1,3}$`, 'u');

/**
 * Whether text lists authors: every part between commas, `and` and `&` is a name or initials,
 * and either the CV's owner is among them (their surname, as `Vasquez-Müller` or folded) or a
 * name carries initials (a title in title case never does).
 */
function isAuthorList(text: string, owner: string): boolean {
  const clean = text
    .replace(/\*/g, '')
    .replace(/\bet\.? al\.?/g, '')
    .trim()
    // A full stop closing the list goes, unless it closes an initial (`Liang.` but `Klein, M.`).
    .replace(/(?<!(?:^|[\s.,-])\p{Lu})\.$/u, '');
  if (clean === '' || clean.length > 400) return false;
  const parts = clean
    .split(/\s*,\s*|\s*;\s*|\s+and\s+|\s*&\s*/)
    .map((p) => p.replace(/^and\s+/, '').trim())
    .filter((p) => p !== '');
  // Vancouver writes initials without full stops after the surname (`Okafor J, Liang PJ`).
  const vancouver = parts.every((p) => VANCOUVER.test(p) && !/\s[IVXLC]+$/.test(p));
  if (parts.length === 0 || !(vancouver || parts.every((p) => PERSON.test(p)))) return false;
  const surname = fold(owner.trim().split(/\s+/).at(-1) ?? '');
  const hasOwner =
    surname.length >= 2 &&
    fold(clean)
      .split(/[^\p{L}'’-]+/u)
      .some((w) => w === surname || w.split('-').includes(surname));
  // Without the owner, two names or more, one of them with initials (`U.S. Foreign Policy` alone is
  // a title).
  return hasOwner || (parts.length >= 2 && (vancouver || parts.some((p) => WITH_INITIALS.test(p))));
}

const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** The venue: what follows the title, less `In`, page numbers, volume and issue, and the year. */
function venueOf(rest: string): string {
  return tidy(
    rest
      .replace(/^[\s,.:;]*(?:in:?\s+)?/i, '')
      // Where a paper stands (`Submitted to AAO-HNS 2025`, `Accepted by Chest`) names no venue.
      .replace(
        /^(?:(?:submitted|accepted|published|presented|to appear|forthcoming|under review)(?:\s+for publication)?\s+(?:to|in|by|at|from)|in press(?:\s+(?:at|in))?)[:\s]+/i,
        '',
      )
      // A volume after the venue's name (`Otolaryngology Case Reports Vol. 31`).
      .replace(/,?\s+(?:vol|volume)\.?\s+\d+.*$/i, '')
      // A year in brackets closing the reference (`Phys. Rev. Lett. 120, 1234 (2018)`) is no issue.
      .replace(/\s*\((?:19|20)\d\d[a-z]?\)[.,;\s]*$/, '')
      .replace(/,?\s*(?:pp?\.|pages?)\s*[\d–—-]+.*$/i, '')
      .replace(/,?\s*\d+\s*(?:\(\d+\))?\s*:\s*[\d–—-]+/g, '')
      // Volume and pages after the journal with no comma (Nature, physics: `Nat. Mach. Intell. 4, 512–520`).
      .replace(/\s+\d+,\s*[\d–—-]+$/, '')
      .replace(/,\s*\d+\s*(?:\(\d+\))?(?:,\s*[\d–—-]+)?[.\s]*$/, '')
      .replace(/,\s*(?:vol|no|art)\.?\s.*$/i, '')
      .replace(/,\s*\d{1,2}[/.-](?:19|20)\d\d[.\s]*$/, '')
      .replace(TRAILING_MONTH, '')
      .replace(/(?:[,.]\s*|\s*\()(?:19|20)\d\d[a-z]?\)?[.,;\s]*$/, ''),
  );
}

function tidy(text: string): string {
  return text
    .replace(/\s+/g, ' ')
    .replace(/^[\s,.;:]+|[\s,.;:]+$/g, '')
    .trim();
}
