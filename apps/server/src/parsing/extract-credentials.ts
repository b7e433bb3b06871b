import type { Certification, Publication } from '@vitae/shared/resume/schema';
import { splitEntries } from './split-entries.ts';
import { splitHead } from './split-head.ts';
import { findDateRange, isDateOnly, removeDate } from './find-dates.ts';
import { readCitation, splitReferences } from './read-citation.ts';
import type { Line } from './types.ts';
import {
  columnEdge,
  escapeRegExp,
  initialsOf,
  joinLines,
  rightEdges,
  setRightBelow,
  styleOf,
  wouldNotFit,
  wrapsOnto,
} from './line-parts.ts';

const URLISH = /^(?:https?:\/\/|www\.)\S+$/i;

interface Credential {
  name: string;
  by: string;
  date: string;
  url: string;
}

/**
 * Step 4g: certifications and publications share a shape: a name/title, then who issued or
 * published it, a date and maybe a link, on one line (`Name — Issuer, 2021`) or a few lines.
 * Rule: the first head piece is the name, the next non-URL piece the issuer/publisher (a line
 * labelled `Issued by:`/`Published in` names it wherever it stands; a bold name followed by a
 * regular issuer is cut at the weight change; a level such as `– Associate` stays with the name);
 * one entry per line when every line of the section carries its own date, or none has one and
 * each line holds a separator (`Name : Issuer`).
 * An issuer written first is put back after the name when only the second piece reads as a
 * credential (`Pivotal` / `Certified Spring Professional`); link lines (`Link to Certificate`) are
 * left out. Limits: `AWS: Solutions Architect` (no credential word) stays swapped.
 */
function extractCredentials(lines: Line[], kind: 'certification' | 'publication', page?: Line[]): Credential[] {
  lines = lines.filter((l) => !LINK_LABEL.test(l.text.trim()));
  const groups = bulletsUnderLabels(lines);
  if (groups)
    return groups.flatMap(({ label, items }) =>
      extractCredentials(items, kind, page).map((c) => ({ ...c, by: c.by || (namesIssuer(label) ? label : '') })),
    );
  const listed =
    (kind === 'publication' ? titlesOfWorks(lines, page) : null) ?? (page ? readGappedList(lines, page) : null);
  if (listed) lines = listed;
  const perLine =
    listed !== null ||
    (lines.length > 0 &&
      lines.every((l) => l.x <= lines[0]!.x + 10) &&
      (lines.every((l) => /\d{4}/.test(l.text)) || isUndatedList(lines)));
  const entries = perLine
    ? lines.map((l) => ({ head: [l], body: [] as string[] }))
    : (splitAtBullets(lines) ?? splitAtDateLines(lines) ?? splitAtEndDates(lines) ?? splitEntries(lines));
  const edges = rightEdges(lines);
  return entries
    .map((raw) => ({ ...raw, head: joinWrappedTitle(raw.head, edges) }))
    .map((entry) => {
      // `Issued by: Google Cloud` / `Published in ACM Queue`: a labelled line names the issuer
      // or publisher wherever it stands in the entry.
      // A publication's only when the labelled line comes before its title, where the plain
      // reading would take it for the title (on a held-out layout the rule everywhere lost
      // publishers that the plain reading found).
      const byAt = entry.head.findIndex((l) => labelledBy(l.text) !== '');
      const firstWords = entry.head.findIndex((l) => !isDateOnly(l.text));
      const byLine = kind === 'certification' || byAt === firstWords ? entry.head[byAt] : undefined;
      const labelled = byLine ? labelledBy(byLine.text) : undefined;
      const head = byLine ? entry.head.filter((l) => l !== byLine) : entry.head;
      // In a publication's head `at` belongs to its title (`A Practical Guide to Experimentation at
      // Scale`): it is kept from cutting the head.
      // The commas of a list closed by `, and` cut nothing (`Tuning, Regularization, and Optimization`).
      const kept = head.map(splitAtBoldLead).map(spacedColonAsPipe).map(protectLists);
      const split = splitHead(kind === 'publication' ? kept.map(protectAt) : kept);
      const { dates } = split;
      const restoreAt = (xs: string[]) => xs.map((p) => p.replaceAll(KEPT_AT, ' at ').replaceAll(KEPT_COMMA, ','));
      const pieces = restoreAt(split.pieces);
      const prose = restoreAt(split.prose);
      const url = [...pieces, ...entry.body].find((p) => URLISH.test(p)) ?? '';
      const headText = entry.head.map((l) => l.text).join('\n');
      let named = joinTiers(
        joinAcronyms(
          [...pieces, ...prose].filter((p) => p !== url && !LINK_WORD.test(p.trim())),
          headText,
        ),
        headText,
      );
      // A title and its venue both wrapped in a narrow column, all in one type (`Forecasting Hospital
      // Bed` / `Demand with Gradient Boosting` / `Journal of Healthcare` / `Informatics`): the venue
      // starts at the first later line that names one.
      if (kind === 'publication' && !labelled && named.length >= 3 && isWrappedColumn(head)) {
        const venueAt = named.findIndex((p, k) => k > 0 && VENUE.test(p));
        if (venueAt > 0) named = [named.slice(0, venueAt).join(' '), named.slice(venueAt).join(' ')];
      }
      // `Certified Kubernetes Application Developer (CKAD) The Linux Foundation`: with no other
      // separator, the issuer follows the acronym or the word Certification/Certificate.
      if (named.length === 1 && !labelled && kind === 'certification') {
        const m = /^(.+?(?:\([\p{Lu}\d-]{2,12}\)|\bCertification|\bCertificate))\s+(\p{Lu}\S*(?:\s+\S+){0,5})$/u.exec(
          named[0] ?? '',
        );
        if (m && readsAsIssuer(m[2]!)) named = [m[1]!, m[2]!];
      }
      // `Title in Journal`: with no other separator, the last ` in ` before a venue splits them
      // (`Bias in Credit Scoring Models` is one title); so does the full stop of
      // `Title. Journal of Nursing Care Quality` before a short capitalised venue.
      if (named.length === 1 && !labelled) {
        const m =
          /^(.+)\s+in\s+(\p{Lu}[^]*)$/u.exec(named[0] ?? '') ??
          (kind === 'publication' ? /^(.*\p{Ll}{3,})\.\s+(\p{Lu}[^.]{2,80})$/u.exec(named[0] ?? '') : null);
        if (m && (VENUE.test(m[2]!) || ACRONYM_LEAD.test(m[2]!))) named = [m[1]!, m[2]!];
      }
      // `Pivotal` / `Certified Spring Professional`, `Google, Professional Cloud Architect`: an
      // issuer written first; the piece that reads as a credential is its name.
      if (kind === 'certification' && !labelled && named.length >= 2 && isIssuerFirst(named[0]!, named[1]!))
        named = [named[1]!, named[0]!, ...named.slice(2)];
      // `in Medium`, `by Coursera`: the word that joined the venue to the title is no part of it.
      const by = labelled ?? named[1] ?? entry.body.find((b) => b !== url && b.length < 80) ?? '';
      return {
        // A symbol before the name is an icon or a flag the font could not draw (`🇮🇮 English B2`).
        name: (named[0] ?? '').replace(LINK_TAIL, '').replace(/^[\p{So}\s]+(?=\p{L})/u, ''),
        by: by.replace(/^(?:in|by|at|on|from)\s+(?=\p{Lu})/u, ''),
        date: dates?.start ?? dates?.end ?? splitHead(entry.head).dates?.start ?? '',
        url,
      };
    })
    .filter((c) => c.name);
}

/**
 * A list in a narrow column, one name an item (a sidebar's `Certifications`: `Tableau Desktop
 * Specialist` / `Google Data Analytics` / `Professional Certificate`): items stand a gap apart and
 * a name too long for the column wraps onto the next line, tight under it, its first word too wide
 * to have fit on the line above before the column's edge (`page`: the document's lines, for that
 * edge). Returns one line per item, wrapped lines joined, or null when the lines are not so set:
 * bullets, dates, parts apart on a row, another type, or a tight line that is no wrap (an issuer
 * under a name).
 */
function readGappedList(lines: Line[], page: Line[]): Line[] | null {
  const first = lines[0];
  if (first === undefined || lines.length < 2) return null;
  const plain = (l: Line) =>
    !l.isBullet && l.parts.length === 1 && findDateRange(l.text) === null && styleOf(l) === styleOf(first);
  if (!lines.every(plain)) return null;
  const items: Line[] = [];
  for (const line of lines) {
    const prev = items.at(-1);
    if (prev && line.gapAbove < 0.5 && wrapsOnto(prev, line, columnEdge(prev, page)))
      items[items.length - 1] = joinLines([prev, line]);
    else items.push(line);
  }
  return items.length < lines.length && items.slice(1).every((l) => l.gapAbove >= 0.5) ? items : null;
}

/**
 * A list whose items are bullets (`• Effects of zoning on property values …: Source`), each
 * maybe going on in lines right under it and not left of its text: one entry a bullet, its
 * wrapped lines joined (joinBulletWraps) as the entry's head. Null when the section does not open with a bullet or a line stands apart.
 */
function splitAtBullets(lines: Line[]): { head: Line[]; body: string[] }[] | null {
  // A grid of items side by side (`• CCRN · AACN   • PALS · AHA`) is no list of one item a line.
  if (!lines[0]?.isBullet || lines.some((l) => l.parts.slice(1).some((p) => /^[•▪●◦‣]/.test(p.trim())))) return null;
  const entries: { head: Line[]; body: string[] }[] = [];
  for (const line of lines) {
    const open = entries.at(-1)?.head;
    if (line.isBullet) entries.push({ head: [line], body: [] });
    else if (open && line.page === open[0]!.page && line.gapAbove < 1 && line.x >= open[0]!.x - 2) open.push(line);
    else return null;
  }
  const edges = rightEdges(lines);
  return entries.map((e) => ({ head: joinBulletWraps(e.head, edges), body: [] }));
}

/**
 * Bullets in groups under short labels set left of them (`Cisco` / `• Linux essential` / `•
 * Introduction to IoT`, `Languages` / `• English certificate B2`), or null: every line is a bullet,
 * a bullet's wrapped line (at its text, tight under it) or a label of five words or fewer with no
 * date, left of the bullets; the first line is a label, and there are two bullets at least. Each
 * group is read on its own.
 */
function bulletsUnderLabels(lines: Line[]): { label: string; items: Line[] }[] | null {
  const bullets = lines.filter((l) => l.isBullet);
  if (bullets.length < 2 || lines[0]?.isBullet !== false) return null;
  const indent = Math.min(...bullets.map((b) => b.x));
  const groups: { label: string; items: Line[] }[] = [];
  for (const line of lines) {
    const group = groups.at(-1);
    const isLabel =
      !line.isBullet &&
      !namesOneCredential(line.text) &&
      line.x < indent - 3 &&
      line.text.split(/\s+/).length <= 5 &&
      findDateRange(line.text) === null &&
      !/[.,;]$/.test(line.text.trim());
    if (isLabel) groups.push({ label: line.text.trim().replace(/:$/, ''), items: [] });
    else if (group && (line.isBullet || (group.items.length > 0 && line.x >= indent - 2 && line.gapAbove < 1)))
      group.items.push(line);
    else return null;
  }
  // Bullets that give a credential's details (`Credential ID 7XK2-99QZ`) are no credentials.
  const details = bullets.some((b) =>
    /^(?:credential|license|licence|certificate)?\s*(?:id|no\.?|number)\b/i.test(b.text.trim()),
  );
  return groups.every((g) => g.items.length > 0) && !details ? groups : null;
}

/**
 * A line that names one credential (`AWS Certified Solutions Architect`, `Google Data Analytics
 * Certificate`), not a group of them (`Other certificates`): its details, not more credentials,
 * are the bullets under it.
 */
function namesOneCredential(text: string): boolean {
  return (
    /\b(?:certified|certificate|certification|licen[cs]e|diploma)\b(?!s)/i.test(text) && !/^other\b/i.test(text.trim())
  );
}

/** A label that names who issues (`Cisco`, `Google`, `IBM`), not a kind of credential (`Languages`). */
function namesIssuer(label: string): boolean {
  return VENUE.test(label) || ORGANISATION.test(label) || /^\p{Lu}{2,6}$/u.test(label);
}

/**
 * A bullet's lines: a line is the wrapped end of the one above when that one leaves a bracket open
 * or ends in a word no title ends on or a comma, when it starts in lower case, a digit or a
 * closing bracket (`… Institute (August` / `2024)`), or when its first word would not have fit on
 * the line above before the section's right edge; otherwise it stays a line of its own (an issuer
 * under a short name: `• Professional Scrum Master I` / `Scrum.org – March 2021`).
 */
function joinBulletWraps(lines: Line[], edges: Map<number, number>): Line[] {
  const out: Line[] = [];
  for (const line of lines) {
    const prev = out.at(-1);
    const wraps =
      prev !== undefined &&
      (prev.text.split('(').length > prev.text.split(')').length ||
        OPEN_END.test(prev.text) ||
        /^[\p{Ll}\d)\]]/u.test(line.text.trim()) ||
        wouldNotFit(prev, line, edges.get(line.page) ?? Infinity));
    if (wraps) out[out.length - 1] = joinLines([prev, line]);
    else out.push(line);
  }
  return out;
}

/** Words a title does not end on, and a comma: a line ending in one was wrapped. */
const OPEN_END = /\s(?:a|an|the|of|to|for|in|on|at|by|with|from|and|or|into|about|via|&)$|,$/i;

/**
 * A title too long for its line wraps (`Practical Lessons from Migrating to` / `Kubernetes`). Rule:
 * a line followed right below (less than a line's gap) by a line in the same size, weight and
 * left edge is one line with it when it ends in a word no title ends on, or when the next line's
 * first word would not have fit before the section's right edge and the line is `Name, Issuer`
 * (`…(CCRN), AACN` / `Certification Corporation`) or a bold name over more bold (`AWS Certified
 * Solutions` / `Architect – Associate`). Edges are measured only where the reader gives lines, not
 * paragraphs. A line with a date ends its entry; a labelled date (`Published on: Nov 01, 2019`)
 * is no wrap.
 */
function joinWrappedTitle(lines: Line[], edges: Map<number, number>): Line[] {
  const ranToEdge = (prev: Line, line: Line) =>
    (/,\s/.test(prev.text) || (prev.isBold && line.isBold)) &&
    wouldNotFit(prev, line, edges.get(line.page) ?? Infinity) &&
    findDateRange(prev.text) === null &&
    !isDateOnly(line.text) &&
    !/:\s*$/.test(line.text.slice(0, findDateRange(line.text)?.index ?? 0));
  const out: Line[] = [];
  for (const line of lines) {
    const prev = out.at(-1);
    if (prev && setRightBelow(prev, line) && (OPEN_END.test(prev.text) || ranToEdge(prev, line))) {
      out[out.length - 1] = joinLines([prev, line]);
      continue;
    }
    if (prev && wrapsBoldLead(prev, line)) {
      const title = `${prev.parts[0]!.trim()} ${line.text.trim()}`;
      const parts = [title, ...prev.parts.slice(1)];
      out[out.length - 1] = { ...prev, text: parts.join(' '), parts, boldLead: title };
      continue;
    }
    out.push(line);
  }
  return out;
}

/** Lines of one type, one part each, on one left edge, each tight under the one before. */
function isWrappedColumn(lines: Line[]): boolean {
  const words = lines.filter((l) => findDateRange(l.text) === null);
  const first = words[0];
  return (
    first !== undefined &&
    words.length >= 3 &&
    words.every(
      (l, k) =>
        l.parts.length === 1 &&
        l.isBold === first.isBold &&
        Math.abs(l.size - first.size) < 0.3 &&
        Math.abs(l.x - first.x) < 2 &&
        (k === 0 || l.gapAbove < 0.6),
    )
  );
}

/**
 * A bold title beside its date (`Reducing CLABSI Through Bundle` ⇥ `novembre 2024`) wraps onto a
 * bold line of its own right below, at its left edge, with no date (`Audits`): that line ends the
 * title, not the entry.
 */
function wrapsBoldLead(prev: Line, line: Line): boolean {
  return (
    prev.parts.length > 1 &&
    prev.boldLead !== undefined &&
    prev.boldLead.trim().endsWith(prev.parts[0]!.trim()) &&
    findDateRange(prev.parts[0]!) === null &&
    line.isBold &&
    line.parts.length === 1 &&
    line.page === prev.page &&
    Math.abs(line.x - prev.x) <= 2 &&
    line.gapAbove < 0.6 &&
    line.text.split(/\s+/).length <= 4 &&
    findDateRange(line.text) === null
  );
}

const SEPARATOR = /\s[:|·•—–@]\s|,\s/;

/** Words that name where something was published or who issued it. */
const VENUE =
  /\b(?:journal|review|proceedings|conference|symposium|workshop|magazine|quarterly|transactions|letters|press|times|post|blog|medium|queue|bulletin|annals|forum|digest|weekly|daily|news|gazette|nature|science|arxiv|ieee|acm|springer|elsevier|wiley|oreilly|o’reilly|o'reilly|academy|institute|university|association|society|council|foundation|board|google|microsoft|amazon|aws|cisco|oracle|linux|coursera|udemy|edx|hubspot|pmi|isc2|comptia|scrum)\b/i;
/** A venue or issuer that starts with an acronym (`IEEE Access`, `CFA Institute`). */
const ACRONYM_LEAD = /^\p{Lu}{2,}\b/u;
const KEPT_AT = '\u2060at\u2060';
const KEPT_COMMA = '\u2063';
/** A comma followed by list items (each opening with a word, 40 characters at most) and `and`/`or`. */
const LIST_COMMA = /,(?=(?:\s+[^,|–—\s][^,|–—]{0,39},)*\s+(?:and|or)\s)/g;
const protectLists = (line: Line): Line => ({
  ...line,
  parts: line.parts.map((p) => p.replace(LIST_COMMA, KEPT_COMMA)),
});
const protectAt = (line: Line): Line => ({ ...line, parts: line.parts.map((p) => p.replace(/\s+at\s+/g, KEPT_AT)) });

/**
 * `Name : Issuer` rows with no dates (a theme that leaves the date out): two rows or more, none
 * with a date or a bullet, all on one left edge, each short and holding a separator between two
 * pieces, so none is the wrapped end of another. Each row is then one entry.
 */
export function isUndatedList(lines: Line[]): boolean {
  return (
    lines.length >= 2 &&
    lines.every(
      (l) =>
        !l.isBullet &&
        findDateRange(l.text) === null &&
        l.text.length <= 110 &&
        (SEPARATOR.test(l.text) || l.parts.length > 1 || l.boldLead !== undefined) &&
        Math.abs(l.x - lines[0]!.x) < 3,
    )
  );
}

/** ` : ` with a space on both sides separates pieces like a pipe (`Name : Issuer`). */
function spacedColonAsPipe(line: Line): Line {
  if (!line.parts.some((p) => /\s:\s/.test(p))) return line;
  return { ...line, parts: line.parts.map((p) => p.replace(/\s+:\s+/g, ' | ')) };
}

/**
 * The name that opens most references of a list, or '': a capitalised word of three letters or
 * more before each reference's first year, in three references or more and in 60% of them
 * (`Danis, Nick. 2020. …`, `Jardine, Adam, Nick Danis, and … 2021. …`).
 */
function recurringName(references: string[]): string {
  const counts = new Map<string, number>();
  for (const reference of references) {
    const year = reference.search(/\b(?:19|20)\d{2}\b/);
    const lead = reference.slice(0, year >= 0 ? Math.min(year, 120) : 120);
    for (const word of new Set(lead.match(/\p{Lu}[\p{Ll}'’-]{2,}/gu) ?? []))
      counts.set(word, (counts.get(word) ?? 0) + 1);
  }
  const [best, count] = [...counts].sort((a, b) => b[1] - a[1])[0] ?? ['', 0];
  return count >= 3 && count >= references.length * 0.6 ? best : '';
}

/** Words that name a made thing: a project is one (`Marathon Training Log`, `Website for Food Bank`). */
const MADE_THING =
  /\b(?:apps?|applications?|websites?|sites?|portals?|tools?|toolkits?|kits?|trackers?|logs?|models?|dashboards?|bots?|engines?|librar(?:y|ies)|platforms?|systems?|apis?|games?|plugins?|extensions?|initiatives?|podcasts?|optimi[sz]ers?|services?|frameworks?|compilers?|databases?|simulators?|generators?|analy[sz]ers?|scrapers?|clones?|portfolios?|cli|sdk|packages?|programs?|programmes?|projects?|pipelines?|networks?|robots?|devices?|prototypes?|campaigns?|stores?|shops?|maps?|calculators?|managers?|planners?|assistants?|chatbots?|servers?|clients?|editors?|viewers?|players?|interfaces?|modules?|scripts?|solvers?|classifiers?|detectors?|predictors?|recommenders?|visuali[sz]ers?|monitors?|controllers?|drivers?)\b/i;

/**
 * Words that name an analysis carried out, as a student's or analyst's project is named (`Sentiment
 * Analysis of Tweets`, `Predicting House Prices with Random Forests`, `Customer Segmentation with
 * K-Means Clustering`).
 */
const STUDY_DONE =
  /\b(?:analys[ie]s|analytics|predicting|predictions?|classif(?:ication|ying)|segmentation|clustering|detection|detecting|recognition|regression)\b/i;

/** Words that join a talk's or an article's topic to what it says of it (`Lessons from …`). */
const JOINS_A_TOPIC =
  /\s(?:of|from|with|through|in|and|for|to|on|at|about|towards?|into|across|beyond|without|versus|vs\.?|under|after|between|within|behind)\s/i;

/**
 * Titles of talks or articles listed alone, one to a line (a theme that prints publications under
 * `Projects`: `Practical Lessons from Migrating to Kubernetes` / `Mentoring Early-Career
 * Professionals`), or null. Each title, its wrapped lines joined, is in title case and nothing
 * else (no description, date, link, list or bullet), tells a topic (opened by a verb in -ing or
 * joined by a word like `from`, `with`, `and`) and names no made thing (a project's name:
 * `Marathon Training Log`, `Volunteer Website for Food Bank`) or venue (a title's next line may be its
 * journal). A line wraps onto the next set
 * right below it when it ends on a joining word, or when the next one's first word would not have
 * fit before the page's right edge and that line is no title alone (`Kubernetes`). Limits: a title
 * wrapped in a narrow column into two that each read as one (`Forecasting Hospital Bed` / `Demand
 * with Gradient Boosting`) is read as two.
 */
export function titlesOfWorks(lines: Line[], page: Line[] = lines): Line[] | null {
  const edges = rightEdges(page);
  const titles: Line[] = [];
  for (const line of lines) {
    const prev = titles.at(-1);
    const wraps =
      prev !== undefined &&
      setRightBelow(prev, line) &&
      (OPEN_END.test(prev.text) ||
        (wouldNotFit(prev, line, edges.get(line.page) ?? Infinity) && !isTitleOfWork(line.text)));
    if (wraps) titles[titles.length - 1] = joinLines([prev, line]);
    else titles.push(line);
  }
  // One type for every title: a list that sets its titles apart from other lines (bold titles over
  // their authors) holds more than titles.
  const oneType = titles.every((l) => l.isBold === titles[0]!.isBold && Math.abs(l.size - titles[0]!.size) < 0.5);
  return titles.length > 0 && oneType && titles.every((l) => !l.isBullet && isTitleOfWork(l.text)) ? titles : null;
}

function isTitleOfWork(line: string): boolean {
  const text = line.trim();
  const words = text.split(/\s+/);
  const content = words.filter((w) => /^\p{L}/u.test(w) && !JOINS_A_TOPIC.test(` ${w} `));
  const capitalised = content.filter((w) => /^\p{Lu}/u.test(w)).length;
  return (
    words.length >= 3 &&
    words.length <= 16 &&
    capitalised >= content.length * 0.75 &&
    !/[,;:|@/()[\]]|\.$|\d{4}|https?:|www\./i.test(text) &&
    findDateRange(text) === null &&
    (/^\p{Lu}\p{Ll}+ing$/u.test(words[0]!) || JOINS_A_TOPIC.test(text)) &&
    !MADE_THING.test(text) &&
    !STUDY_DONE.test(text) &&
    !VENUE.test(text)
  );
}

/** A line that is only a labelled issuer or publisher: `Issued by: X`, `Published in X`. */
const LABEL =
  '(?:issued\\s+by|issuer|awarded\\s+by|certified\\s+by|granted\\s+by|offered\\s+by|provider|published\\s+(?:in|by)|publisher)\\s*:?';
const BY_LABEL = new RegExp(`^${LABEL}\\s+(\\S.{0,79})$`, 'i');
/** Such a label with nothing after it. */
const BY_LABEL_ALONE = new RegExp(`^${LABEL}$`, 'i');

/** The issuer or publisher a labelled line names, without a date it carries; '' for none. */
function labelledBy(text: string): string {
  const value = BY_LABEL.exec(text)?.[1];
  if (!value) return '';
  const date = findDateRange(value);
  // What the date leaves behind (`on`, a day number, punctuation) is no part of the name.
  return (date ? removeDate(value, date) : value)
    .replace(/(?:[\s,;:|·(–—-]|\b(?:on|in|at|dated?)\b|\b\d{1,2}(?:st|nd|rd|th)?\b)+$/i, '')
    .replace(/^[\s,;:|·–—-]+/, '')
    .trim();
}

/**
 * A line that only stands for a link or an identifier of the entry above or below
 * (`Link to Certificate`, `View credential`, `Credential ID UC-ec25…`): no name, issuer or title.
 */
const LINK_LABEL =
  /^(?:(?:link|url)(?:\s+to\s+(?:the\s+)?(?:certificate|credential|certification|paper|article))?|(?:view|show|see|verify)\s+(?:the\s+)?(?:certificate|credential|certification)|(?:certificate|credential)\s+(?:link|url)|credential\s+id\b.*)$/i;

/** A link's text after a name or title (`…: Source`, `[link]`): no part of it. */
const LINK_TAIL = /(?:\s*:\s*(?:source|link|pdf|doi|url)|\s*\[(?:source|link|pdf|doi|url|code)\])\s*$/i;
/** A piece that is only a link's text (`Certified Ethical Hacker - Link`). */
const LINK_WORD = /^(?:source|link|pdf|doi|url)$/i;

/**
 * Words that make a piece read as a credential's name rather than its issuer: the words of a
 * credential or a role it certifies (shared with the skill-group test), or an acronym in brackets.
 */
export const CREDENTIAL_WORDS =
  /\b(?:certifi\w*|specialist|associate|professional|practitioner|expert|foundations?|fundamentals|architect|administrator|developer|engineer|analyst|licen[cs]ed?|registered|accredited|diploma)\b/i;
const ACRONYM_IN_BRACKETS = /\(\p{Lu}{2,}[\p{Lu}\d-]*\)/u;
const ALL_CREDENTIAL_WORDS = new RegExp(CREDENTIAL_WORDS.source, 'gi');
const ALL_ACRONYMS = new RegExp(ACRONYM_IN_BRACKETS.source, 'gu');
const JOINING_WORDS = /\b(?:and|of|in|for|the|&)\b/gi;
const readsAsCredential = (text: string) => CREDENTIAL_WORDS.test(text) || ACRONYM_IN_BRACKETS.test(text);

/**
 * A short first piece with no word of a credential before one that has such a word and more
 * (`Pivotal` / `Certified Spring Professional`) is the issuer written first, unless the second is
 * only such words (`IBM Data Science` / `Professional Certificate`, `Financial Modeling &
 * Valuation` / `Analyst (FMVA)`: the wrapped end of the name) or names an organisation (`ACCA
 * Qualification` / `Association of Chartered Certified Accountants`).
 */
function isIssuerFirst(first: string, second: string): boolean {
  const rest = second.replace(ALL_CREDENTIAL_WORDS, ' ').replace(ALL_ACRONYMS, ' ').replace(JOINING_WORDS, ' ');
  return (
    !readsAsCredential(first) &&
    readsAsCredential(second) &&
    /\p{L}{2,}/u.test(rest) &&
    !ORGANISATION.test(second) &&
    first.split(/\s+/).length <= 3
  );
}

const ORGANISATION =
  /\b(?:institute|foundation|university|college|academy|association|council|board|society|inc|ltd|llc|corp|corporation|company|services|group|organi[sz]ation|agency|school|center|centre)\b/i;

/**
 * What follows `(CCNA)` is its issuer (`The Linux Foundation`, `Amazon Web Services`) unless it
 * reads as the rest of the name: words joined by a lower-case `and`/`or`/`&`/`for`/`in` (a track:
 * `Routing and Switching`) with no organisation word.
 */
function readsAsIssuer(tail: string): boolean {
  return ORGANISATION.test(tail) || !/\s(?:and|or|&|for|in|of)\s/.test(tail);
}

/**
 * An acronym set apart from its name belongs to the name: in brackets (`Certified Developer`
 * `(CKAD)`), or after a dash or comma when its letters are the name's initials (`Paediatric Life
 * Support - PLS`, as printed; an issuer's acronym, `Kubernetes Administrator - CNCF`, is none).
 */
function joinAcronyms(pieces: string[], headText = ''): string[] {
  const out: string[] = [];
  for (const piece of pieces) {
    const last = out.at(-1);
    if (last !== undefined && /^\([^()]{1,12}\)$/.test(piece)) out[out.length - 1] += ` ${piece}`;
    else if (last !== undefined && /^\p{Lu}{2,6}$/u.test(piece) && initialsOf(last) === piece) {
      const printed = new RegExp(`${escapeRegExp(last)}\\s*[-–—,:]\\s*${piece}`).exec(headText)?.[0];
      out[out.length - 1] = printed ?? `${last} - ${piece}`;
    } else out.push(piece);
  }
  return out;
}

/**
 * `**Databricks Certified Data Engineer Associate** Databricks`: when a line starts in bold and
 * goes on in a regular weight, the weight change cuts its first part in two (name, then issuer or
 * publisher; a joining `in`/`by`/`at` is dropped). The bold text is matched to the part ignoring spaces, as the reader may space runs
 * differently; when it does not match, the line is left as it is.
 */
export function splitAtBoldLead(line: Line): Line {
  const lead = line.boldLead?.replace(/\s+/g, '');
  const first = line.parts[0];
  if (!lead || first === undefined) return line;
  let seen = 0;
  let at = 0;
  while (at < first.length && seen < lead.length) {
    if (!/\s/.test(first[at]!)) {
      if (first[at] !== lead[seen]) return line;
      seen++;
    }
    at++;
  }
  const head = first.slice(0, at).trim();
  // `**Published by** Journal of Healthcare Informatics`: a bold label is no name.
  if (BY_LABEL_ALONE.test(head)) return line;
  // `**Title** in Journal`: the word that joins them belongs to neither.
  const rest = first
    .slice(at)
    .trim()
    .replace(/^(?:in|by|at|from|on)\s+(?=\p{Lu})/u, '');
  if (seen < lead.length || !head || !/\p{L}/u.test(rest)) return line;
  const parts = [head, rest, ...line.parts.slice(1)];
  return { ...line, parts, partXs: [line.partXs[0] ?? line.x, ...line.partXs] };
}

/** The level of a credential, which a dash or a line break may set apart from its name. */
const TIER =
  /^(?:Associate|Professional|Specialty|Practitioner|Expert|Foundations?|Fundamentals|Level\s+(?:[IVX]+|\d)|Part\s+(?:[IVX]+|\d))$/;

/**
 * `AWS Certified Solutions Architect – Associate`, `Azure Developer` / `Associate`: a piece that
 * is only a credential's level belongs to the name before it (joined with its dash when the head
 * has one there), not to the issuer.
 */
export function joinTiers(pieces: string[], headText: string): string[] {
  if (pieces.length < 2 || !TIER.test(pieces[1]!)) return pieces;
  const [name, tier, ...rest] = pieces as [string, string, ...string[]];
  const dashed = headText.includes(`${name} – ${tier}`) || headText.includes(`${name} — ${tier}`);
  const hyphen = headText.includes(`${name} - ${tier}`);
  const joiner = dashed ? (headText.includes(`${name} – ${tier}`) ? ' – ' : ' — ') : hyphen ? ' - ' : ' ';
  return [`${name}${joiner}${tier}`, ...rest];
}

/** A date alone or after a short label (`Issued on: Mar 2022`). */
function onlyDate(l: Line): boolean {
  const d = findDateRange(l.text);
  return d !== null && /^[\p{L}\s]*:?\s*$/u.test(removeDate(l.text, d)) && removeDate(l.text, d).length < 25;
}

/**
 * `Name, Issuer` / `Issued on: Mar 2022` pairs: when the section has no bullets and every
 * line with a date is only a date (plus a label), each such line closes an entry (two dates or
 * more), or opens it when the section starts with one (`Jul 2024` / `Cloud Developer` / `Google`,
 * also for a single entry).
 */
function splitAtDateLines(lines: Line[]): { head: Line[]; body: string[] }[] | null {
  const dated = lines.filter((l) => findDateRange(l.text) !== null);
  // When the section starts with a date, each date opens its entry (`Jul 2024` / name / issuer),
  // so a single entry is read the same way.
  const opens = lines.length > 0 && onlyDate(lines[0]!);
  if (dated.length < (opens ? 1 : 2) || lines.some((l) => l.isBullet) || !dated.every(onlyDate)) return null;
  const byStyle = opens ? null : splitAtFirstStyle(lines);
  if (byStyle) return byStyle;
  const entries: { head: Line[]; body: string[] }[] = [{ head: [], body: [] }];
  for (const line of lines) {
    if (opens && onlyDate(line) && entries[entries.length - 1]!.head.length > 0) entries.push({ head: [], body: [] });
    entries[entries.length - 1]!.head.push(line);
    if (!opens && onlyDate(line)) entries.push({ head: [], body: [] });
  }
  return entries.filter((e) => e.head.length > 0);
}

/**
 * A date line inside its entry (`Lessons from Remote Team Leadership` / `09/2020` / `Harvard
 * Business Review`): when the section's first line is set in a type of its own (size, weight,
 * font) that comes back once per date line, and each run from one such line to the next holds
 * exactly one date line, those lines open the entries; else null.
 */
function splitAtFirstStyle(lines: Line[]): { head: Line[]; body: string[] }[] | null {
  const first = styleOf(lines[0]!);
  const entries: { head: Line[]; body: string[] }[] = [];
  for (const line of lines) {
    if (styleOf(line) === first) entries.push({ head: [], body: [] });
    entries[entries.length - 1]!.head.push(line);
  }
  const oneDateEach = entries.every((e) => e.head.filter(onlyDate).length === 1 && !onlyDate(e.head[0]!));
  return entries.length >= 2 && oneDateEach ? entries : null;
}

/**
 * `Title. Journal of Healthcare` / `Informatics, 06/2022`: one entry a line, each ending in its
 * date, some wrapped onto a second or third line. Rule: all lines on one left edge, each entry one
 * bullet where there are bullets, and no line that is only a date (or a labelled one); every line
 * with a date ends with it, and the lines before it (up to two, without a date, in its size and
 * weight: a title in bold over its venue is no wrap) are the start of its entry, joined into one
 * line.
 */
function splitAtEndDates(lines: Line[]): { head: Line[]; body: string[] }[] | null {
  const last = lines[lines.length - 1];
  // `Quality, June 2024` (the wrapped end of an entry) is no labelled date: a label ends in a
  // colon, not a comma (`Published on: Nov 01, 2019` is one).
  const dateLine = (l: Line) => onlyDate(l) && !/^[^:]*,\s*$/.test(l.text.slice(0, findDateRange(l.text)?.index ?? 0));
  if (!last || lines.some((l) => dateLine(l) || l.x > lines[0]!.x + 10)) return null;
  // With bullets, each entry is one bullet and the lines it wraps onto.
  const marked = lines.some((l) => l.isBullet);
  const entries: { head: Line[]; body: string[] }[] = [];
  let open: Line[] = [];
  for (const line of lines) {
    open.push(line);
    const date = findDateRange(line.text);
    if (date === null) continue;
    const wrapped = open.every((l) => l.isBold === line.isBold && Math.abs(l.size - line.size) < 0.3);
    const oneBullet = !marked || open.every((l, k) => l.isBullet === (k === 0));
    if (date.index + date.raw.length < line.text.trimEnd().length - 1 || open.length > 3 || !wrapped || !oneBullet)
      return null;
    entries.push({ head: [joinLines(open)], body: [] });
    open = [];
  }
  return open.length === 0 && entries.length < lines.length ? entries : null;
}

/**
 * A certificate's name followed by a dash and a sentence about it (`Tally ERP 9 — Professional
 * Certification in digital financial accounting, ledger maintenance, and corporate financial
 * reporting.`): the name alone. A short piece after a dash stays (`Solutions Architect – Associate`).
 */
function withoutDescription(name: string): string {
  const m = /^(.{2,80}?)\s+[—–-]\s+(.+)$/.exec(name);
  if (!m) return name;
  const words = m[2]!.split(/\s+/).length;
  return words >= 8 || (words >= 5 && /[.;]$/.test(m[2]!)) ? m[1]! : name;
}

export function extractCertifications(lines: Line[], page?: Line[]): Certification[] {
  return extractCredentials(lines, 'certification', page).map((c) => ({
    name: withoutDescription(c.name),
    issuer: c.by,
    date: c.date,
    url: c.url,
  }));
}

export function extractPublications(lines: Line[], owner = '', page?: Line[]): Publication[] {
  // An academic CV's list of references: read as references when most of them read as one.
  const references = splitReferences(lines);
  if (references) {
    let cited = references.map((r) => readCitation(r, owner));
    // A CV page that prints no name (a site's layout carries it) still names its owner in every
    // reference: the name that recurs there stands in for it.
    const recurring = owner === '' ? recurringName(references) : '';
    if (recurring !== '') cited = references.map((r) => readCitation(r, recurring));
    const read = cited.filter((c) => c !== null).length;
    // One the reader cannot cut (another style) is kept whole as its title, never dropped.
    if (read >= 2 && read >= references.length * 0.6)
      return cited.map((c, k) => ({
        title: c?.title ?? references[k]!,
        publisher: c?.venue ?? '',
        date: c?.date ?? '',
        url: '',
      }));
  }
  return extractCredentials(lines, 'publication', page).map((c) => ({
    title: c.name,
    publisher: c.by,
    date: c.date,
    url: c.url,
  }));
}
