import { findDateRange, isDateOnly, type DateRange } from './find-dates.ts';
import type { Line } from './types.ts';
import { styleOf, wrapsOnto } from './line-parts.ts';
import { endsInCutRange, isPlace, TITLE_WORDS, WORK_MODE } from './split-head.ts';

export interface Entry {
  /** Title, company, school, dates: the short lines that introduce an entry. */
  head: Line[];
  /** Bullets and sentences, wrapped lines already re-joined. */
  body: string[];
}

/** Sub-labels some layouts print above bullets; they carry no content. */
const LABELS =
  /^(highlights|responsibilities|achievements|key achievements|key responsibilities|tasks|duties|accomplishments|summary|description|courses|details)\s*:?$/i;

/**
 * A label over the lines of an entry in any language, closed by its colon (`Missions principales :`,
 * `Technologies & outils :`, `Aufgaben:`, `Logros:`): a few words from a capital and nothing after
 * them, no bullet (`• N-dimensional parallelism in Accelerate:` over its link is an item).
 */
function isSubLabel(line: Line | undefined): boolean {
  // A title or an employer closed by a colon heads its entry (`Project Manager:`, `Siemens AG:`).
  if (line !== undefined && (TITLE_WORDS.test(line.text) || ORGANISATION_WORD.test(line.text))) return false;
  const label =
    line === undefined || line.isBullet ? null : /^(\p{Lu}[\p{L}&/'’ -]{1,40}?)\s*:$/u.exec(line.text.trim());
  return label !== null && label[1]!.split(/\s+/).length <= 4;
}

/** Words of an organisation's name (`Bank of America:` is a client, not a label). */
const ORGANISATION_WORD =
  /\b(?:inc|ltd|llc|gmbh|ag|corp|corporation|company|co|group|bank|university|college|institute|hospital|agency|studio|labs?|sa|plc)\b/i;

/** A bullet's wrapped end: tight under a bullet with no closing mark (`• …including` / `Barclays and HSBC:`). */
function goesOn(above: Line | undefined, line: Line): boolean {
  // A Word document's paragraph is whole: none goes on from the one above.
  return (
    above !== undefined &&
    above.isBullet &&
    !line.isParagraph &&
    line.gapAbove < 0.8 &&
    above.page === line.page &&
    !/[.!?:;]$/.test(above.text.trim())
  );
}

/** A labelled detail of a school or job (`Relevant Coursework: …`, `Thesis: …`, `THESIS - …`): never a new entry. */
const DETAIL_LABEL =
  /^(?:(?:relevant|related|selected|key|core)\s+)?(?:coursework|courses?|modules?|subjects|honou?rs(?: and awards| & awards)?|awards|thesis|dissertation|capstone|activities|societies|clubs|minor|concentration|specialization|specialisation|focus|advisors?|supervisors?|distinctions?|scholarships?|achievements)\s*(?::|[-–—]\s)/i;

/**
 * Step 4b: a section's lines -> entries (one job, one school, one project).
 * Rules: a line belongs to the body when it is a bullet, is indented past the section's left
 * edge (its first page's, or a later page's own when that page is set further left) unless it is
 * a short line right above the entry's date line at the same x (an indented company), or reads
 * as a sentence (9+ words and 50+ characters, or 6+ words ending in a full stop; only in sections
 * without bullet marks), and is not a short bold line set larger than the section's text (a title
 * placed right of its text). A head line after a body line starts a new entry; so does a head line in the same font size as the entry's first line
 * when the entry already has a date and either has 2+ head lines or the new line has its own
 * date (entries without bullets, e.g. schools, one line each), and a head line
 * after a blank gap of more than 1.6 line heights once the entry has a date.
 * Limits: an entry whose bullets are neither marked, indented nor sentence-like is read as all
 * head; two jobs at one company under one company line become two entries sharing nothing.
 */
export function splitEntries(
  lines: Line[],
  { isItem = isRanged, namesItem = namesRole }: { isItem?: ItemTest; namesItem?: NameTest } = {},
): Entry[] {
  const read = readGridByColumn(lines);
  // A label alone over its lines; a run of them is a form's label column (`Research Title:` /
  // `Period:` / `Employer:`), read as the rows it names.
  const alone = (i: number) => !isSubLabel(read[i - 1]) && !isSubLabel(read[i + 1]) && !goesOn(read[i - 1], read[i]!);
  const content = read.filter((l, i) => !LABELS.test(l.text) && !(isSubLabel(l) && alone(i)));
  if (content.length === 0) return [];
  const listed = datedItemsUnderLabels(content, isItem, namesItem);
  if (listed) return listed;
  // Date-only lines may sit in a label column far left; they do not define the text's left edge.
  const isDateLine = (l: Line) => isDateOnly(l.text);
  // Nor does a bullet's wrapped rest, in lower case tight under it in its size (bullets set left
  // of the entries' heads: `• Presented Grand Rounds on …` / `that Affect Free Flap Outcomes`).
  const wrapsBulletAbove = new Set(
    content.filter((l, i) => {
      const above = content[i - 1];
      return (
        above?.isBullet === true &&
        !l.isBullet &&
        above.page === l.page &&
        l.gapAbove < 0.8 &&
        Math.abs(l.size - above.size) < 0.2 &&
        /^\p{Ll}/u.test(l.text)
      );
    }),
  );
  const leftOf = (some: Line[]) => {
    const xs = some.filter((l) => !l.isBullet && !isDateLine(l) && !wrapsBulletAbove.has(l)).map((l) => l.x);
    return xs.length > 0 ? Math.min(...xs) : undefined;
  };
  // The left edge is the section's on its first page. A later page set further left (a page
  // without the first page's label column or margin) has its own: nothing sits left of an edge.
  const firstLeft =
    leftOf(content.filter((l) => l.page === content[0]!.page)) ??
    leftOf(content) ??
    Math.min(...content.map((l) => l.x));
  const leftOnPage = new Map<number, number>();
  for (const page of new Set(content.map((l) => l.page))) {
    const pageLeft = leftOf(content.filter((l) => l.page === page));
    leftOnPage.set(page, pageLeft !== undefined && pageLeft < firstLeft - 4 ? pageLeft : firstLeft);
  }
  const rightOnPage = new Map<number, number>();
  for (const l of content) rightOnPage.set(l.page, Math.max(rightOnPage.get(l.page) ?? -Infinity, l.right));
  const pageSpan = (page: number) => (rightOnPage.get(page) ?? 0) - (leftOnPage.get(page) ?? firstLeft);
  // With marked bullets, the sentence rule is not needed and would take long titles for bullets.
  // One mark alone is no list (an icon before `14 YEARS`, a total set beside the heading).
  const hasBullets = content.filter((l) => l.isBullet).length >= 2;
  const sizes = content.map((l) => l.size).sort((a, b) => a - b);
  const bodySize = sizes[Math.floor(sizes.length / 2)] ?? 0;
  const nestHeads = outerBulletHeads(content);
  const boldHeads = hasBullets ? new Set<Line>() : boldDateHeads(content);
  const dateHeads = dateColumnHeads(content);
  const entries: { head: Line[]; body: Line[]; hasDate: boolean }[] = [];
  let current: (typeof entries)[number] | null = null;
  let wasBody = false;
  let bodyBeforePrevious = false;
  const wrapped = new Set<Line>();
  let previous: Line | undefined;
  for (let i = 0; i < content.length; i++) {
    const line = content[i]!;
    // A wrapped bullet goes on in lower case right under its first line; it never starts an entry.
    // A line set well left of the bullet above, or left of it at the entry's own edge
    // (`housing-price-model – gitlab.com/…`), heads the next entry, whatever its case.
    const entryEdge = current?.head[0]?.x;
    // Nor does a line that opens in bold where the line above had no bold (`tinyqueue |
    // github.com/…` under a bullet): that is the next entry's name.
    const opensInBold =
      previous !== undefined &&
      !previous.isBold &&
      previous.boldLead === undefined &&
      (line.isBold || line.boldLead !== undefined);
    const leftOfAbove = (by: number) =>
      previous !== undefined && previous.page === line.page && line.x < previous.x - by;
    // A line that closes a bracket the line above left open (`…on Maple(SIGCOMM` / `2014) and
    // FAST.`) goes on with it even when it opens with a year.
    // So does one that ends a date range the line above cut after its dash and month.
    const closesBracket =
      (/\([^)]*$/.test(previous?.text ?? '') && /^[^(]*\)/.test(line.text)) ||
      endsInCutRange(previous?.text ?? '', line.text);
    const continuesBody: boolean =
      wasBody &&
      !line.isParagraph &&
      line.gapAbove < 0.8 &&
      !leftOfAbove(12) &&
      !(leftOfAbove(4) && entryEdge !== undefined && Math.abs(line.x - entryEdge) < 2) &&
      !opensInBold &&
      /^[\p{Ll}\d(&%$€£]/u.test(line.text) &&
      (findDateRange(line.text)?.index !== 0 || closesBracket);
    // A marked bullet that ran to the right edge wraps onto a line in its own type right below,
    // whatever its first letter (`…sessions on` / `Kubernetes best practices`), unless a date line
    // follows in its block (the head of the next entry).
    // What every wrapped body line shares: an unmarked line on the body line's page, no date in
    // it and no date line heading an entry right after it.
    const wrapsBody: boolean =
      wasBody &&
      previous !== undefined &&
      !line.isBullet &&
      !line.isParagraph &&
      line.page === previous.page &&
      findDateRange(line.text) === null &&
      !headFollows(content, i, isDateLine);
    const wrapsBullet: boolean =
      wrapsBody &&
      previous!.isBullet &&
      line.gapAbove < 0.8 &&
      line.isBold === previous!.isBold &&
      !opensInBold &&
      Math.abs(line.size - previous!.size) < 0.2 &&
      previous!.right >= (rightOnPage.get(line.page) ?? Infinity) - 0.15 * pageSpan(line.page);
    // So does an unmarked description line (LinkedIn's own PDF prints descriptions as paragraphs
    // set a gap apart): a line in its type tight below a paragraph's first line, which stood a gap
    // below the body line before it, whose first word would not have fit before the section's
    // right edge (`…caching` / `Terraform layers`), goes on with it, whatever its first letter.
    // Items of a list set tight (no gap between them) are no paragraphs. The first word's width is
    // estimated from the line's average letter: half a letter of slack.
    const beforePrevious = content[i - 2];
    const wrapsParagraph: boolean =
      wrapsBody &&
      bodyBeforePrevious &&
      !previous!.isBullet &&
      beforePrevious !== undefined &&
      styleOf(beforePrevious) === styleOf(previous!) &&
      Math.abs(beforePrevious.x - previous!.x) < 2 &&
      previous!.gapAbove >= line.gapAbove + 0.25 &&
      line.gapAbove < 0.5 &&
      styleOf(line) === styleOf(previous!) &&
      !/[.!?:;]$/.test(previous!.text) &&
      wrapsOnto(previous!, line, (rightOnPage.get(line.page) ?? Infinity) - line.size * 0.5);
    if (wrapsParagraph) wrapped.add(line);
    // A line set like the description line right above it: one part, tight below it, in its
    // font, weight, size and left edge, with no date.
    const setLikeBodyAbove: boolean =
      wasBody &&
      previous !== undefined &&
      !line.isBullet &&
      line.parts.length === 1 &&
      line.gapAbove < 0.8 &&
      line.font === previous.font &&
      line.isBold === previous.isBold &&
      Math.abs(line.size - previous.size) < 0.2 &&
      Math.abs(line.x - previous.x) < 2 &&
      findDateRange(line.text) === null;
    // Unmarked description lines may be written in title case (`Led Migration Of Billing To
    // Kubernetes Across Three Regions`), which `isSentence` keeps for names: a long line set like
    // the description line right above it (same font, size, weight and left edge, no gap, no
    // date) is description too, not the head of a new entry.
    const likeBodyAbove: boolean =
      setLikeBodyAbove && !previous!.isBullet && line.text.length >= 50 && line.text.split(/\s+/).length >= 9;
    // A short sentence of its own under a description line, in its type and tight below it
    // (`Maintains and updates employee records.`), is description too: it closes on a full stop
    // after a lower-case word, which a name or title (`Acme Co.`, `Sr. Engineer`) does not.
    const closesSentence: boolean =
      setLikeBodyAbove && line.text.split(/\s+/).length >= 3 && /\s\p{Ll}{3,}\.$/u.test(line.text);
    // An indented short line right above an entry's date line, at the same x, before any body,
    // is part of the entry's head (`Full-Stack Engineer` / `    Zalando` / `    Nov 2022 – Present`).
    const next = content[i + 1];
    const headAboveDate: boolean =
      current !== null &&
      current.body.length === 0 &&
      !current.hasDate &&
      !line.isBullet &&
      next !== undefined &&
      isDateLine(next) &&
      Math.abs(next.x - line.x) < 2 &&
      !isSentence(line.text);
    // A name with a place set apart at its right (`LetScan ⇥ Nantes, France`) right under an
    // entry's head, before any body, is the head's employer or school, however far it is indented
    // (a date column's range opens the head line, so its text stands right of its own x).
    // A name is capitalised words (joining words aside), with no label (`Project: SAP rollout`), or
    // the entry's dates (`2023 Oct. — present ⇥ Amsterdam, Netherlands`); a place is a city and its
    // region or country, not a work mode (`Remote`).
    const nameAndPlace: boolean =
      current !== null &&
      current.head.length > 0 &&
      current.body.length === 0 &&
      !line.isBullet &&
      line.parts.length === 2 &&
      isPlace(line.parts[1]!) &&
      !WORK_MODE.test(line.parts[1]!.trim()) &&
      line.parts[0]!.split(/\s+/).length <= 8 &&
      (isDateOnly(line.parts[0]!) || isCapitalisedName(line.parts[0]!));
    // So is a name and its place in one run right under a dated head, however far it is indented
    // (`Production Artist - 2018 to Present` / `    Airship, Portland, Oregon`).
    const namePlaceInOne: boolean =
      current !== null &&
      current.hasDate &&
      current.body.length === 0 &&
      !line.isBullet &&
      line.parts.length === 1 &&
      previous !== undefined &&
      current.head.includes(previous) &&
      line.gapAbove < 0.8 &&
      isNameCommaPlace(line.text);
    // A short name line right under an entry's lone date line, before any body, is the entry's
    // head however far it is indented (`2013-2017` / `    Infrastructure Engineer; Gateway Church`):
    // a date set on a line of its own names nothing, and what it dates follows it.
    const underLoneDate: boolean =
      current !== null &&
      current.head.length === 1 &&
      current.body.length === 0 &&
      previous !== undefined &&
      current.head[0] === previous &&
      isDateLine(previous) &&
      !line.isBullet &&
      line.parts.length === 1 &&
      line.gapAbove < 0.8 &&
      line.text.split(/\s+/).length <= 12 &&
      findDateRange(line.text) === null &&
      !isSentence(line.text);
    // A short bold line set larger than the section's text is a title wherever it stands.
    const standsAsTitle = line.isBold && line.size > bodySize + 1 && line.text.split(/\s+/).length <= 8;
    // A short job title on the very row of a head line, set apart to the right (`Unilever` …
    // `Brand Manager`), belongs to that head however far right it stands.
    // So does a short line on the row of a date that opens its entry from a column of its own
    // (`June-July 2017` … `Programmer Trainee (Summer) at New Modern Technology Ltd.`).
    const besideHead: boolean =
      !wasBody &&
      previous !== undefined &&
      previous.page === line.page &&
      Math.abs(line.y - previous.y) < line.size * 0.6 &&
      line.x > previous.x &&
      !line.isBullet &&
      ((line.text.split(/\s+/).length <= 6 && TITLE_WORDS.test(line.text)) ||
        (isDateLine(previous) &&
          Math.abs(line.y - previous.y) < line.size * 0.25 &&
          current?.head.length === 1 &&
          current.head[0] === previous &&
          line.text.split(/\s+/).length <= 12));
    const isBody: boolean =
      !isDateLine(line) &&
      !headAboveDate &&
      !nameAndPlace &&
      !namePlaceInOne &&
      !underLoneDate &&
      !standsAsTitle &&
      !besideHead &&
      !nestHeads.has(line) &&
      !dateHeads.has(line) &&
      !boldHeads.has(line) &&
      (line.isBullet ||
        (boldHeads.size > 0 && !boldHeads.has(line) && !titleUnderBoldHead(line, previous, boldHeads)) ||
        line.x > (leftOnPage.get(line.page) ?? firstLeft) + 10 ||
        continuesBody ||
        wrapsBullet ||
        wrapsParagraph ||
        likeBodyAbove ||
        closesSentence ||
        (line.parts.length === 1 &&
          isSentence(line.text) &&
          // Beside marked bullets only a long sentence with no date: a job's summary told over its
          // bullets (a head line carries its dates).
          (!hasBullets ||
            (line.text.split(/\s+/).length >= 10 &&
              line.text.length >= 70 &&
              findDateRange(line.text) === null &&
              // A head's line right above its dates is the head's (`Senior software engineer on the
              // search quality team` / `2019 – 2023`).
              !(next !== undefined && isDateLine(next))))));
    bodyBeforePrevious = wasBody;
    wasBody = isBody;
    previous = line;
    const hasDate = findDateRange(line.text) !== null;
    if (isBody) {
      if (!current) entries.push((current = { head: [], body: [], hasDate: false }));
      current.body.push(line);
      continue;
    }
    // Dates printed after an entry (a label column placed below its rows) belong to it.
    if (current && !current.hasDate && current.body.length > 0 && isDateLine(line)) {
      current.head.push(line);
      current.hasDate = true;
      continue;
    }
    const first: Line | undefined = current?.head[0];
    // Same size and left edge (its page's) as the entry's first line: the next school/title of a list
    // without bullets. Date-only lines, grade lines and sentences never start an entry.
    const indent = (l: Line) => l.x - (leftOnPage.get(l.page) ?? firstLeft);
    const sameStyle =
      first !== undefined && Math.abs(first.size - line.size) < 0.3 && Math.abs(indent(first) - indent(line)) < 4;
    // Where a date line leads each entry (a date column read before its row), a date line in the
    // first line's place opens the next entry.
    const datesLead = first !== undefined && isDateLine(first);
    const isMinor =
      (isDateLine(line) && !datesLead) ||
      /^(gpa|cgpa|grade)\b|^[\d.,/\s()]+$/i.test(line.text) ||
      (!hasDate && DETAIL_LABEL.test(line.text)) ||
      (!hasDate && isSentence(line.text));
    // A one-line entry (school | dates) followed by another: a head line with its own dates,
    // in the same style, once the entry has dates, is the next entry. Where dates lead, only the
    // next date line is (`2018 - 2020` / school / field / degree / grade, all in one style).
    // Without dates, the first line's style coming back after a line set below it is the next
    // entry (`Universitat de Barcelona` as a heading / `Applied Mathematics, M.Sc.` / `Universidad
    // de Sevilla` as a heading).
    const styleReturns =
      first !== undefined &&
      !hasDate &&
      sameStyle &&
      line.isBold === first.isBold &&
      Boolean(line.isHeading) === Boolean(first.isHeading) &&
      current!.head
        .slice(1)
        .some((l) => l.size < first.size - 0.5 || (first.isBold && !l.isBold) || (first.isHeading && !l.isHeading));
    // A date column that stacks an entry's start over its end (`04/2021` beside the title, `08/2023`
    // beside the company) gives the end on the next date line: a lone date right under a lone date
    // and one head line (the title beside it), before any body, completes the range.
    const endsRange =
      datesLead &&
      current !== null &&
      current.head.length <= 2 &&
      current.head.filter(isDateLine).length === 1 &&
      isLoneDate(first.text) &&
      isLoneDate(line.text);
    // A head line that ends a date range the line above cut after its month goes on with it.
    const cutRange = endsInCutRange(content[i - 1]?.text ?? '', line.text);
    const startsNew =
      !current ||
      current.body.length > 0 ||
      (datesLead
        ? isDateLine(line) && sameStyle && current.head.length > 1 && !endsRange
        : (current.hasDate || styleReturns) &&
          sameStyle &&
          (current.head.length > 1 || hasDate) &&
          !isMinor &&
          !cutRange);
    if (startsNew) entries.push((current = { head: [], body: [], hasDate: false }));
    // A paragraph led by its dates names its entry in its first sentence (`(04/2013 – 08/2014)
    // Sistemas Globales S. A., desarrollador web UI. Lider técnico en proyecto…`): the rest of the
    // line is its description.
    if (boldHeads.has(line) && !line.isBold) {
      const end = FIRST_SENTENCE_END.exec(line.text);
      const named = (end ? line.text.slice(0, end.index) : line.text).replace(/(?<=\p{L}{2})\.$/u, '');
      const rest = end ? line.text.slice(end.index + 1).trim() : '';
      current!.head.push({ ...line, text: named, parts: [named] });
      if (rest) {
        current!.body.push({ ...line, text: rest, parts: [rest] });
        wasBody = true;
      }
    } else current!.head.push(line);
    current!.hasDate ||= hasDate;
  }
  return mergeHeadOnlyEntries(entries).map((e) => ({ head: e.head, body: joinWrapped(e.body, wrapped) }));
}

/** Whether an undated bullet names an entry of its own in words (see datedItemsUnderLabels). */
type NameTest = (text: string) => boolean;

/** Whether a bullet holding a date is an entry of its own, not a line of one (`Led the 2019 migration`). */
export type ItemTest = (text: string, found: DateRange | null) => boolean;
/** A job's bullet gives the range it was held (`Assistant Professor, Texas A&M, 2015 – 2018`). */
const isRanged: ItemTest = (_, found) => found !== null && found.start !== '' && found.end !== '';
/** Labels that name a time, not a place or employer (`Current` / `Past` over appointments). */
const TIME_LABEL =
  /^(?:current|past|previous|former|earlier|recent|present|ongoing|selected|other|actual(?:es)?|anteriores?|actuel(?:le)?s?|pr[ée]c[ée]dents?|aktuell|fr[üu]her|bisherige?)\s*:?$/i;

/**
 * Entries written one a bullet, each closing on its dates (`• Associate Professor, Department of
 * Political Science, Florida State University, 2018 – 2026.`, `• Ph.D., Political Science, 2013.`)
 * or opening on them (`• 2017, PhD in Linguistics, Rutgers University`),
 * in groups under labels set left of the bullets (`Current` / `Past`, or the school the degrees
 * under it were taken at). Each dated bullet, its wrapped lines joined, heads an entry; a label of
 * two words or more (a name) heads each entry under it too, a one-word one (`Past`) none; an undated
 * bullet goes with the entry above. So does a bullet that names its entry without dates (`namesItem`:
 * a role and its employer, `Enseignant — IAI Cameroun`; for schools, a degree, `Licence en Philosophie`),
 * under a label of its kind, not of its employer. Null unless every bullet stands at one indent, two at
 * least and three in four of them so head an entry (two in three where two or more, and a third at
 * least, name it in words; only then does such a bullet head one),
 * one at least dated, and every other line is a wrapped line or a short label.
 */
function datedItemsUnderLabels(content: Line[], isItem: ItemTest, namesItem: NameTest): Entry[] | null {
  const bullets = content.filter((l) => l.isBullet);
  if (bullets.length < 2) return null;
  const indent = bullets[0]!.x;
  if (bullets.some((b) => Math.abs(b.x - indent) > 3)) return null;
  // Each bullet with its wrapped lines (tight under it, not left of it).
  const items: { line: Line; label: Line | undefined }[] = [];
  let label: Line | undefined;
  for (const [i, line] of content.entries()) {
    const last = items.at(-1);
    if (line.isBullet) items.push({ line, label });
    else if (last && line.x >= indent - 3 && line.gapAbove < 0.8 && content[i - 1] !== label) {
      const text = `${last.line.text} ${line.text}`;
      last.line = { ...last.line, text, parts: [text] };
    } else if (
      line.x < indent - 3 &&
      line.text.split(/\s+/).length <= 8 &&
      // `Current` names a time, not a date of its own.
      (findDateRange(line.text) === null || /^\p{L}+$/u.test(line.text.trim()))
    )
      label = line;
    else return null;
  }
  // Or opens on them, set off by a comma, colon or dash (`• 2017, PhD in Linguistics, Rutgers`).
  const closesOnDate = (text: string) => {
    const found = findDateRange(text);
    const after = found ? text.slice(found.index + found.raw.length) : '';
    return (
      found !== null &&
      !isDateOnly(text) &&
      (/^[\s.;)]*$/.test(after) ||
        // What follows names the entry in capitals (`2017, PhD…`), not what was done (`2019 – 2021:
        // led the analytics team`, `Rebuilt the platform`).
        (text.slice(0, found.index).trim() === '' &&
          /^\s*[,:;–—-]\s*\p{Lu}/u.test(after) &&
          !/^\s*[,:;–—-]\s*\p{Lu}\p{Ll}+ed\b/u.test(after))) &&
      isItem(text, found)
    );
  };
  // Bullets named in words head entries where two or more, and a third at least, are so named.
  const naming = items.filter((i) => namesItem(i.line.text)).length;
  const byName = naming >= 2 && naming * 3 >= items.length;
  const heads = (text: string) => closesOnDate(text) || (byName && namesItem(text));
  const headCount = items.filter((i) => heads(i.line.text)).length;
  // Three in four head an entry (two in three when named in words), one at least is dated.
  if (
    headCount < 2 ||
    headCount < items.length * (byName ? 2 / 3 : 3 / 4) ||
    !items.some((i) => findDateRange(i.line.text) !== null)
  )
    return null;
  const entries: Entry[] = [];
  for (const item of items) {
    if (!heads(item.line.text) && entries.length > 0) {
      entries.at(-1)!.body.push(item.line.text);
      continue;
    }
    // A bullet that names its role and employer itself sits under a label of its kind
    // (`Enseignement`, `Administration & numérique`), not of its employer.
    const named = item.label !== undefined && !TIME_LABEL.test(item.label.text.trim()) && !namesRole(item.line.text);
    const text = item.line.text.replace(/\.\s*$/, '');
    entries.push({ head: [...(named ? [item.label!] : []), { ...item.line, text, parts: [text] }], body: [] });
  }
  return entries;
}

/**
 * A bullet that names a role and where it was held, apart at a dash or bar, with or without its
 * dates in brackets (`Enseignant — IAI Cameroun, Centre Régional (2015–2017)`, `Directeur de Projet
 * CSR — AIESEC`): two short pieces from capitals, one a job title, and no sentence's end.
 */
function namesRole(text: string): boolean {
  const bare = text.replace(/\s*\([^()]*\)\s*$/, '').trim();
  const pieces = bare.split(/\s+[—–|]\s+/);
  return (
    pieces.length === 2 &&
    !/[.!?]$/.test(bare) &&
    // Names, not what was done (`Mentor — Onboarded 12 new engineers`).
    pieces.every((p) => p.split(/\s+/).length <= 8 && /^\p{Lu}/u.test(p) && !/^\p{Lu}\p{Ll}+ed\b|\d/u.test(p)) &&
    pieces.some((p) => TITLE_WORDS.test(p))
  );
}

/** Capitalised words, joining words aside, with no label (`Project: SAP rollout` is none). */
function isCapitalisedName(text: string): boolean {
  return (
    !text.includes(':') && text.split(/\s+/).every((w) => /^[\p{Lu}\d&(]/u.test(w) || SMALL_WORDS.has(w.toLowerCase()))
  );
}

/**
 * `Airship, Portland, Oregon`: a name of six words or fewer up to the first comma, a city and its
 * region after it. A posting told (`Deployed at Shell, Rotterdam, Netherlands`: a verb in -ed, or
 * at/for/with/to inside the name) names no employer of its own.
 */
function isNameCommaPlace(text: string): boolean {
  const comma = text.indexOf(',');
  const [name, place] = [text.slice(0, comma).trim(), text.slice(comma + 1)];
  return (
    comma > 0 &&
    name.split(/\s+/).length <= 6 &&
    isCapitalisedName(name) &&
    !/^\p{Lu}\p{Ll}+ed\b/u.test(name) &&
    !/\s(?:at|for|with|to)\s/i.test(name) &&
    isPlace(place) &&
    !WORK_MODE.test(place.trim())
  );
}

/** A sentence's full stop after a word of two letters or more (not an initial: `S. A.`), before a capital. */
const FIRST_SENTENCE_END =
  /(?<=\p{L}{2}|\))(?<!\b(?:St|Mt|Dr|Mr|Mrs|Ms|Jr|Sr|Co|Ft|Prof|No|Inc|Ltd|Corp|Dept|Univ|Ave|Av|Sra|Sr|Dra))\.\s+(?=\p{Lu})/u;

/**
 * A job title on the line right under a bold head that opens with its dates (`2019 – 2022  Acme
 * Corp, Berlin` / `Senior Software Engineer`): part of the head, not of the description.
 */
function titleUnderBoldHead(line: Line, previous: Line | undefined, heads: Set<Line>): boolean {
  return (
    previous !== undefined &&
    heads.has(previous) &&
    previous.isBold &&
    line.text.split(/\s+/).length <= 8 &&
    TITLE_WORDS.test(line.text) &&
    findDateRange(line.text) === null &&
    !/[.!?]$/.test(line.text)
  );
}

/**
 * Entries headed by a bold line that opens with their dates (`2019 - 2022: Linux Administrator,
 * midix.com ag`), all else in a regular weight: the regular lines under such a head are its body,
 * short ones too (`BSc in Informatik`, `CentOS, Java`). Two such heads at least, and no regular
 * line that opens with a date.
 */
function boldDateHeads(content: Line[]): Set<Line> {
  const opensWithDate = (l: Line) => {
    const found = findDateRange(l.text);
    // In brackets too: `(08/2014 – presente) Sistemas Globales S. A., desarrollador web UI.`
    return found !== null && !isDateOnly(l.text) && (found.index === 0 || (found.index === 1 && l.text[0] === '('));
  };
  // They are the section's bold lines, or most of them, and nothing stands above them in size.
  const bold = content.filter((l) => l.isBold && opensWithDate(l));
  const allBold = content.filter((l) => l.isBold);
  if (
    bold.length >= 2 &&
    bold.length * 4 >= allBold.length * 3 &&
    !content.some((l) => l.isHeading || l.size > bold[0]!.size + 0.5) &&
    !content.some((l) => !l.isBold && findDateRange(l.text)?.index === 0)
  )
    return new Set(bold);
  // The same in one weight, each entry a paragraph a gap below the one above that runs on after its
  // dates (six words or more in one part): every line that opens with its dates stands a gap
  // apart (a wrapped line never opens with a range).
  const runsOn = (l: Line) => l.parts.length === 1 && l.text.split(/\s+/).length >= 8;
  const dated = content.filter((l) => opensWithDate(l) && runsOn(l));
  const apart = (l: Line, i: number) => i === 0 || l.gapAbove >= 0.8 || content[i - 1]!.page !== l.page;
  const lead = new Set(dated);
  if (dated.length >= 2 && content.every((l, i) => apart(l, i) === lead.has(l))) return lead;
  return new Set();
}

/**
 * A section that opens with a bullet names its entries with bullets too when its bullets nest
 * (`• Software Engineer II, Acme` / `Apr 2021 – Present` / `    • Reduced build time…`): no other
 * line is there to head them. Rule: when the first line is a bullet at the section's outermost
 * bullet indent, a bullet at that indent heads an entry when a deeper bullet (10+ pt further
 * right) follows it before the next outer one, or a line with a date (`Issued on: Dec 01, 2020`)
 * follows within its next two lines, or it carries a date set apart on its own row. A list of
 * single-level bullets is left as it is (one of entries closing on their dates is read by
 * datedItemsUnderLabels).
 */
function outerBulletHeads(content: Line[]): Set<Line> {
  const heads = new Set<Line>();
  const outer = content[0]?.isBullet ? content[0].x : undefined;
  if (outer === undefined || content.some((l) => l.isBullet && l.x < outer - 3)) return heads;
  const isOuter = (l: Line) => l.isBullet && Math.abs(l.x - outer) < 3;
  let head: Line | undefined;
  let since = 0;
  for (const line of content) {
    if (isOuter(line)) {
      head = line;
      since = 0;
      // A date set apart on the bullet's own row (`• B.S., Computer Science, KAIST ⇥ 2010 – 2014`).
      if (line.parts.slice(1).some((p) => isDateOnly(p))) heads.add(line);
      continue;
    }
    since++;
    const nests = line.isBullet && line.x >= outer + 10;
    const dated = since <= 2 && !line.isBullet && findDateRange(line.text) !== null;
    if (head && (nests || dated)) heads.add(head);
  }
  return heads;
}

/** A date line holding one date and no range (`04/2021`, `Sep 2019`, `Present`). */
function isLoneDate(text: string): boolean {
  const found = findDateRange(text);
  return found !== null && isDateOnly(text) && (found.start === '' || found.end === '');
}

/**
 * Whether a date line comes within the two lines after `i`, in its block (before any bullet or
 * gap): then `i` heads an entry.
 */
function headFollows(content: Line[], i: number, isDateLine: (l: Line) => boolean): boolean {
  for (const l of content.slice(i + 1, i + 3)) {
    if (l.isBullet || l.gapAbove >= 1) return false;
    if (isDateLine(l)) return true;
  }
  return false;
}

/**
 * `Company` / `dates` / `Title` in one style reads as two entries when the title matches the
 * company's style. Rule: an entry with a date and no body, followed by an entry with a body and no
 * date, is one entry. A list of schools (each with its date, none with a body) stays apart.
 */
function mergeHeadOnlyEntries<T extends { head: Line[]; body: Line[]; hasDate: boolean }>(entries: T[]): T[] {
  const out: T[] = [];
  for (const entry of entries) {
    const previous = out.at(-1);
    if (previous && previous.hasDate && previous.body.length === 0 && !entry.hasDate && entry.body.length > 0) {
      previous.head.push(...entry.head);
      previous.body.push(...entry.body);
      continue;
    }
    out.push(entry);
  }
  return out;
}

/**
 * Entries set side by side in a grid (two schools per row: names, then dates, then degrees) are
 * read column by column. Rule: every line has the same number (2-3) of parts starting at the same
 * x (within 2 pt: left-aligned cells, not right-aligned dates whose start moves with their
 * width), over at least two rows, the later columns are not all dates, and the first row has at
 * least two cells that can open an entry (a name: not a date, a place or a present word). Rows
 * set with a tab stop (`MIT ⇥ Cambridge, MA` / `BS Computer Science ⇥ 2016 – 2020`) are one
 * entry, read row by row.
 */
function readGridByColumn(lines: Line[]): Line[] {
  const first = lines[0];
  const k = first?.parts.length ?? 0;
  if (!first || k < 2 || k > 3 || lines.length < 2) return lines;
  const aligned = lines.every(
    (l) => l.parts.length === k && l.partXs.every((x, i) => Math.abs(x - (first.partXs[i] ?? -99)) < 2),
  );
  const laterAllDates = lines.every((l) => l.parts.slice(1).every((p) => findDateRange(p) !== null));
  if (!aligned || laterAllDates || first.parts.filter(opensEntry).length < 2) return lines;
  const columns: Line[] = [];
  for (let c = 0; c < k; c++)
    for (const l of lines) {
      const text = l.parts[c] ?? '';
      const x = l.partXs[c] ?? l.x;
      columns.push({
        ...l,
        text,
        parts: [text],
        partXs: [x],
        chunks: [text],
        chunkXs: [x],
        x: x - (first.partXs[c] ?? 0) + first.x,
      });
    }
  return columns;
}

/** A length of time beside a range (`3 years 11 months`, `2 yrs`), not an entry's text. */
const DURATION = /^\(?\d+\+?\s*(?:years?|yrs?|months?|mos?)\b/i;

/**
 * Lines that open with a date set in a column of its own at the left of their entries' first rows
 * (moderncv: `2014 ⇥ Master of Science…`, right-aligned dates whose start moves with their width,
 * the wrapped lines under the text): each heads its entry, though set right of the section's
 * left edge. Rule: two lines or more open with a chunk that is a date alone (a length of time after
 * it is no text) and the text after it starts at one x on all of them (within 3 pt).
 */
function dateColumnHeads(lines: Line[]): Set<Line> {
  const opensWithDate = (l: Line) =>
    l.chunks.length >= 2 &&
    isDateOnly(l.chunks[0]!) &&
    /\p{L}/u.test(l.chunks[1]!) &&
    !DURATION.test(l.chunks.slice(1).join(' ')) &&
    l.chunkXs[1] !== undefined;
  const dated = lines.filter(opensWithDate);
  const textX = dated[0]?.chunkXs[1];
  if (dated.length < 2 || textX === undefined || dated.some((l) => Math.abs(l.chunkXs[1]! - textX) > 3))
    return new Set();
  return new Set(dated);
}

/** A grid cell that can open an entry: a capitalised name, not a date, a place or `Present`. */
function opensEntry(cell: string): boolean {
  return (
    /^\p{Lu}/u.test(cell.trim()) && findDateRange(cell) === null && !isPlace(cell) && !/^present$/i.test(cell.trim())
  );
}

export function isSentence(text: string): boolean {
  const words = text.split(/\s+/);
  // Names and titles are written in title case (`Master of Science, University of California`);
  // prose is mostly lower case.
  const content = words.filter((w) => /^\p{L}/u.test(w) && !SMALL_WORDS.has(w.toLowerCase()));
  const capitalised = content.filter((w) => /^\p{Lu}/u.test(w)).length;
  // (A wrapped line of prose that happens to hold many names ends on words in lower case: `…de la
  // Balançoire Pédagogique, un cadre`; a head's line may, after its dates: `(2 years 6 months)`.)
  const isTitleCase =
    content.length >= 3 &&
    capitalised >= content.length * 0.75 &&
    !/\.$/.test(text) &&
    !(
      content.length >= 6 &&
      /^\p{Ll}/u.test(content.at(-1)!) &&
      /^\p{Ll}/u.test(content.at(-2)!) &&
      findDateRange(text) === null
    );
  // Five or more words mostly in lower case read as prose even when short (`Weekly podcast about
  // independent coffee businesses`).
  const isLowerProse = content.length >= 5 && capitalised <= content.length * 0.34;
  return (
    ((text.length >= 50 && words.length >= 9) || (/\.$/.test(text) && words.length >= 6) || isLowerProse) &&
    !/^[^,]+(,\s*[^,\s]+){4,}$/.test(text) &&
    !isTitleCase
  );
}

const SMALL_WORDS = new Set([
  'of',
  'and',
  'in',
  'at',
  'the',
  'for',
  'de',
  'del',
  'la',
  'y',
  'e',
  'a',
  'an',
  'on',
  'to',
  'with',
  '&',
  // The same joining words in French, Spanish, Portuguese and Italian names (`Master II en
  // Philosophie des Sciences et du Langage`, `Universidad de las Artes`). Not German's: German
  // prose capitalises its nouns, and without `der`, `und`, `von` it would read as a name.
  'en',
  'des',
  'du',
  'et',
  'le',
  'les',
  'las',
  'los',
  'el',
  'da',
  'do',
  'dos',
  'em',
  'di',
]);

/**
 * Re-joins wrapped lines into bullets. Rule: when the block has bullet marks, a line without one
 * continues the previous bullet; otherwise a line continues the previous one when it starts in
 * lower case or with a digit/`(`, or when the previous line ends with a comma, a hyphen or a word
 * like `and`/`of`. Limits: unmarked bullets that each wrap onto a capitalised word are joined wrongly.
 */
export function joinWrapped(lines: Line[], wrapped: ReadonlySet<Line> = new Set()): string[] {
  const hasMarks = lines.some((l) => l.isBullet);
  const out: string[] = [];
  let prev: Line | undefined;
  for (const line of lines) {
    const last = out.length - 1;
    const continues =
      last >= 0 &&
      (wrapped.has(line) ||
        (hasMarks
          ? !line.isBullet && (prev === undefined || line.x >= prev.x - 2 || /^[\p{Ll}\d(&$€£%]/u.test(line.text))
          : /^[\p{Ll}\d(&$€£%]/u.test(line.text) ||
            /(,|-|\b(and|or|of|to|the|a|in|for|with|by|on))$/.test(out[last] ?? '')));
    const previousText = out[last] ?? '';
    if (continues) out[last] = previousText.endsWith('-') ? previousText + line.text : `${previousText} ${line.text}`;
    else out.push(line.text);
    prev = line;
  }
  return out;
}
