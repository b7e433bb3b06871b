/* eslint-disable no-control-regex -- icon fonts and some generators emit control characters as glyphs */
import type { Line, PageText, TextItem } from './types.ts';
import { repairText } from './repair-text.ts';
import { hasContact, median, partsFrom } from './line-parts.ts';
import { matchHeading, matchHeadingLoosely } from './find-sections.ts';
import { findDateRange, isDateFragment, isDateOnly, isPresentWord } from './find-dates.ts';

/**
 * Step 2: text runs -> lines in reading order.
 * Rules: runs whose baselines are within 40% of the smaller font size form one row; a horizontal
 * gap wider than 2 em (or 24 pt) inside a row splits it into `parts` (right-aligned dates, tab
 * stops), as does a gap over an em where the typeface changes after words; a smaller gap that has no space becomes one (lost spaces). Each page is first split into
 * columns (see `findColumnSplit`), read left column then right column; a label column (section
 * names and dates beside the content) is interleaved with its content by height instead. A run made only of a
 * bullet glyph, an icon-font glyph or a control character at the start of a row marks a bullet.
 * Limits: one split per page (three-column pages read the two right columns as one); text rotated
 * on the page is read as if it were horizontal.
 */
export function groupLines(pages: PageText[]): Line[] {
  const laidOut = pages.map((page) => layOut(page, page !== pages[pages.length - 1]));
  // A document set as a table of cells shows it clearly on one page at least; its other pages
  // (a page of one job, a continuation) follow it on weaker evidence.
  const isTable = laidOut.some((page) => page.cells === 'clear');
  const lines = laidOut.flatMap((page) => page.read(isTable));
  return detachDateGutter(joinStackedDates(detachBlockStarts(dropRepeatOverBreak(dropPageFurniture(lines, pages)))));
}

/** A leader: four or more dots, dashes or rules drawn to carry the eye across a gap. */
const LEADER_MARKS = '[.\\-_–—·…]{4,}';
const LEADER = new RegExp(`${LEADER_MARKS}\\s*`, 'g');
const HAS_LEADER = new RegExp(LEADER_MARKS);

/**
 * Dot and dash leaders (`MAS.S65 Blockchain Technologies ------- MIT Media Lab`, a word
 * processor's tab leader saved as PDF) stand where a gap would: each is cut out of its run, and
 * the text on either side keeps the place its characters held in the run (measured by the run's
 * average character width), so the row splits into parts there as at a wide gap.
 */
function cutLeaders(items: TextItem[]): TextItem[] {
  return items.flatMap((item) => {
    if (!HAS_LEADER.test(item.text)) return [item];
    const perChar = item.width / Math.max(1, item.text.length);
    const pieces: TextItem[] = [];
    let from = 0;
    const keep = (start: number, end: number) => {
      const text = item.text.slice(start, end).trimEnd();
      if (text.trim() !== '') pieces.push({ ...item, text, x: item.x + start * perChar, width: text.length * perChar });
    };
    for (const m of item.text.matchAll(LEADER)) {
      keep(from, m.index);
      from = m.index + m[0].length;
    }
    keep(from, item.text.length);
    return pieces;
  });
}

/**
 * A browser that moves a block to the next page may print its first line at the foot of the page
 * as well: a page's last line repeated as the next page's first (same text, size and x) is read
 * once, where the block goes on.
 */
function dropRepeatOverBreak(lines: Line[]): Line[] {
  return lines.filter((line, i) => {
    const next = lines[i + 1];
    return !(
      next &&
      next.page === line.page + 1 &&
      next.text === line.text &&
      Math.abs(next.size - line.size) < 0.2 &&
      Math.abs(next.x - line.x) < 2 &&
      line.text.length >= 3
    );
  });
}

/**
 * A letter the main font lacks is drawn from another font in its own run (a word processor's
 * font fallback: `Giang Thanh M. Tr nh` with `ị` set over the gap), and the reader leaves a space
 * in the main run where it stands. Rule: a run of one or two characters in another font, the
 * size of a longer run on the same baseline and inside its extent, takes the place of the space
 * nearest its position (measured by the run's average character width, within two characters).
 */
function placeFallbackGlyphs(items: TextItem[]): TextItem[] {
  const hosts = new Map<TextItem, TextItem>();
  const placed = new Set<TextItem>();
  for (const glyph of items) {
    const text = glyph.text.trim();
    if (text.length === 0 || text.length > 2) continue;
    const host = items.find(
      (h) =>
        h !== glyph &&
        h.page === glyph.page &&
        h.font !== glyph.font &&
        h.text.length >= 4 &&
        Math.abs(h.y - glyph.y) < h.size * 0.2 &&
        Math.abs(h.size - glyph.size) < h.size * 0.2 &&
        glyph.x > h.x &&
        glyph.x + glyph.width <= h.x + h.width + 1,
    );
    if (!host) continue;
    const current = hosts.get(host) ?? host;
    const at = ((glyph.x - host.x) / host.width) * host.text.length;
    let best = -1;
    for (let k = Math.ceil(at - 2); k <= at + 2; k++)
      if (current.text[k] === ' ' && (best < 0 || Math.abs(k - at) < Math.abs(best - at))) best = k;
    if (best < 0) continue;
    hosts.set(host, { ...current, text: current.text.slice(0, best) + text + current.text.slice(best + 1) });
    placed.add(glyph);
  }
  if (placed.size === 0) return items;
  return items.filter((i) => !placed.has(i)).map((i) => hosts.get(i) ?? i);
}

/** One page's rows in reading order, once the document says whether it is a table of cells. */
function layOut(
  page: PageText,
  isBeforeBreak: boolean,
): { cells: ReturnType<typeof cellEvidence>; read: (isTable: boolean) => Line[] } {
  const all = placeFallbackGlyphs(
    cutLeaders(page.items).filter((i) => i.text.length > 0 && !(i.text.trim() === '' && i.width < 1)),
  );
  const { found, top, items } = findColumns(all, page.width);
  if (found === null) return { cells: 'none', read: () => buildRows(items) };
  const split = found.x;
  const crosses = (i: TextItem) => i.text.trim() !== '' && i.x < split - 1 && i.x + i.width > split + 1;
  if (found.kind === 'labels') {
    // A name across the gutter above the first label (`José Manuel García-López` over a date
    // column) is the page's header, read first with whatever shares its rows. A word space
    // across the gutter between two words of a row makes the row cross it too (`Lavonne` ␣ `Beahan`).
    const textAt = (x: number, y: number, end: boolean) =>
      items.some((o) => o.text.trim() !== '' && Math.abs(o.y - y) < 1 && Math.abs((end ? o.x + o.width : o.x) - x) < 1);
    const bridges = (i: TextItem) =>
      i.text.trim() === '' &&
      i.width < i.size * 0.6 &&
      i.x < split - 1 &&
      i.x + i.width > split + 1 &&
      textAt(i.x, i.y, true) &&
      textAt(i.x + i.width, i.y, false);
    const spanning = items.filter((i) => crosses(i) || bridges(i));
    const onSpanningRow = (i: TextItem) => spanning.some((o) => Math.abs(o.y - i.y) < 1);
    const labelTop = Math.min(
      ...items.filter((i) => i.x < split && i.text.trim() !== '' && !onSpanningRow(i)).map((i) => i.y),
    );
    const headerBottom = Math.max(
      -Infinity,
      ...spanning.filter((i) => i.y < labelTop - 1).map((i) => i.y + i.size * 0.4),
    );
    const inHeader = (i: TextItem) => i.y <= headerBottom;
    const rest = items.filter((i) => !inHeader(i));
    return {
      cells: 'none',
      read: () => [
        ...buildRows([...top, ...items.filter(inHeader)]),
        ...mergeByTop(buildRows(rest.filter((i) => i.x < split)), buildRows(rest.filter((i) => i.x >= split))),
      ],
    };
  }
  const full = items.filter(crosses);
  const rest = items.filter((i) => !crosses(i));
  // Full-width rows (a header across both columns) above the columns are read first. The
  // columns start where both sides have text: a photo caption beside the name is not a column.
  const sideTop = (side: TextItem[]) => Math.min(...side.filter((i) => i.text.trim() !== '').map((i) => i.y));
  const topOf = (keep: (i: TextItem) => boolean) =>
    Math.max(
      sideTop(rest.filter((i) => keep(i) && i.x + i.width / 2 < split)),
      sideTop(rest.filter((i) => keep(i) && i.x + i.width / 2 >= split)),
    );
  let columnTop = topOf(() => true);
  // A contact line across the gutter on the columns' first row closes the header: the columns
  // start below its row (see closingHeaderRow).
  const headerRow = closingHeaderRow(full, items, columnTop);
  if (headerRow.length > 0) columnTop = topOf((i) => !headerRow.some((y) => Math.abs(y - i.y) < 2));
  // The header is what crosses the gutter above that, with whatever shares its rows (`SENIOR
  // DATA` beside `SCIENTIST` when only the end of a centred title crosses), or on the columns'
  // first row in large letters (`Søren` ␣ `Kjærgaard`, its top level with the contact lines beside it).
  const usual = median(items.map((i) => i.size));
  const isHeader = (i: TextItem) =>
    i.y < columnTop - 1 || (i.y < columnTop + 2 && i.size >= usual * 1.5 && /\p{L}{2}/u.test(i.text));
  const crossingAbove = full.filter(isHeader);
  const headerBottom = Math.max(-Infinity, ...crossingAbove.map((i) => i.y + i.size * 0.4));
  const header = buildRows(items.filter((i) => (crosses(i) ? isHeader(i) : i.y <= headerBottom)));
  const body = rest.filter((i) => i.y > headerBottom);
  const footer = buildRows(full.filter((i) => !isHeader(i)));
  // A reference's number hung in the gutter (`[12]` right-aligned just left of the second column,
  // on the row of its reference's first line) belongs to the column it numbers.
  const rightRows = body.filter((i) => i.x + i.width / 2 >= split && i.text.trim() !== '').map((i) => i.y);
  const hangs = (i: TextItem) =>
    i.x + i.width / 2 < split &&
    /^\[\d{1,3}\]$/.test(i.text.trim()) &&
    split - (i.x + i.width) < i.size * 1.5 &&
    rightRows.some((y) => Math.abs(y - i.y) < 2);
  const leftSide = body.filter((i) => i.x + i.width / 2 < split && !hangs(i));
  const rightSide = body.filter((i) => i.x + i.width / 2 >= split || hangs(i));
  const left = buildRows(leftSide);
  const right = buildRows(rightSide);
  const cells = cellEvidence(left, right);
  return {
    cells,
    read: (isTable) => {
      if (cells !== 'none' && isTable) return [...buildRows(top), ...header, ...readInBands(left, right), ...footer];
      // Before a page break a right sidebar (the side with less text) is read before the main
      // column, so the main column's text that runs on over the break continues its own section.
      const chars = (side: TextItem[]) => side.reduce((n, i) => n + i.text.length, 0);
      const [first, second] = isBeforeBreak && chars(rightSide) < chars(leftSide) ? [right, left] : [left, right];
      return [...buildRows(top), ...header, ...readNameFirst(first, second), ...footer];
    },
  };
}

/**
 * Dates set in a narrow gutter left of the entries (a timeline) wrap over several rows (`April
 * 2021 -` / `present`, `December` / `2018 -` / `January`), each piece on the row of the entry
 * line beside it. Rule: three rows or more in a row whose first part is such a piece (or that
 * are a piece alone, inside the gutter), with the rest of each row starting at one x right of
 * every piece, and one piece at least not a whole range, or two such rows whose pieces make one
 * range only together (`Oct 2022 – Feb` / `2024`): the pieces are joined until they make a
 * range, which goes to the end of the row where it began; the rows keep only their entry text.
 */
function detachDateGutter(lines: Line[]): Line[] {
  const out: Line[] = [];
  for (let i = 0; i < lines.length;) {
    const run = gutterRun(lines, i);
    if (run === null) {
      out.push(lines[i]!);
      i++;
      continue;
    }
    const { end } = run;
    let pending = '';
    let anchor = -1;
    const rows: (Line | null)[] = [];
    for (let k = i; k < end; k++) {
      const line = lines[k]!;
      const hasEntry = line.parts.length > 1;
      const piece = hasEntry ? line.parts[0]! : line.text;
      const entry = hasEntry ? partsFrom(line, 1) : null;
      rows.push(entry);
      // A piece ending in a year closes a date: the next piece goes on with it only when it is a
      // present word or starts with a dash (`March 2022` / `present`, the dash left out). A column
      // of single dates (`2021`, `2019`) is so read one date a row.
      const presentNext = /^\s*[-–—~]/.test(piece) || isPresentWord(piece);
      if (pending !== '' && /\d{4}\s*$/.test(pending) && !presentNext) {
        attachRange(rows, anchor, pending);
        pending = '';
      }
      if (pending === '') anchor = rows.length - 1;
      const joiner = /\d{4}\s*$/.test(pending) && !/^\s*[-–—~]/.test(piece) ? ' - ' : ' ';
      pending = pending ? `${pending}${joiner}${piece}` : piece;
      const range = findDateRange(pending);
      if (range?.start && range.end) {
        attachRange(rows, anchor, pending);
        pending = '';
      }
    }
    if (pending) attachRange(rows, anchor, pending);
    out.push(...rows.filter((r): r is Line => r !== null));
    i = end;
  }
  return out;
}

/** Puts a range at the end of the first entry row from `from` on. */
function attachRange(rows: (Line | null)[], from: number, range: string): void {
  const at = rows.findIndex((r, k) => k >= from && r !== null);
  const row = at < 0 ? undefined : rows[at];
  if (!row) return;
  rows[at] = {
    ...row,
    parts: [...row.parts, range],
    partXs: [...row.partXs, row.right + 1],
    text: `${row.text} ${range}`,
    chunks: [...row.chunks, range],
    chunkXs: [...row.chunkXs, row.right + 1],
  };
}

const isWholeRange = (text: string) => {
  const range = findDateRange(text);
  return Boolean(range?.start && range.end);
};

/**
 * A date under a date is two dates, each its own row's (`May 2023` / `Sep 2023`), although the two
 * read together as a range: only a dash between them (`Oct 2022 –` / `Feb 2024`, `January 2023` / `–
 * Present`) or a present word below carries it on.
 */
function twoDates(top: string, below: string): boolean {
  return (
    isDateOnly(top) &&
    !/[-–—~]\s*$/.test(top) &&
    !/^\s*[-–—~]/.test(below) &&
    !isPresentWord(below) &&
    isDateOnly(below)
  );
}

/** The rows from `start` that make a date gutter (see detachDateGutter), or null. */
function gutterRun(lines: Line[], start: number): { end: number; x: number } | null {
  const first = lines[start];
  if (!first || first.parts.length < 2 || !isDateFragment(first.parts[0]!)) return null;
  const x = first.partXs[1]!;
  let end = start;
  let entries = 0;
  let whole = true;
  while (end < lines.length) {
    const line = lines[end]!;
    if (line.page !== first.page) break;
    const piece = line.parts.length > 1 ? line.parts[0]! : line.text;
    if (!isDateFragment(piece)) break;
    if (line.parts.length > 1) {
      if (Math.abs((line.partXs[1] ?? 0) - x) > 3) break;
      entries++;
    } else if (line.right > x - 5) break;
    if (!isWholeRange(piece)) whole = false;
    end++;
  }
  if (end - start >= 3 && entries >= 2 && !whole) return { end, x };
  // Two rows whose pieces only together make a range: one range wrapped in its cell (`Oct 2022 –
  // Feb` / `2024`).
  const [top, below] = lines.slice(start, start + 2).map((l) => (l.parts.length > 1 ? l.parts[0]! : l.text));
  return end - start === 2 &&
    !isWholeRange(top!) &&
    !isWholeRange(below!) &&
    !twoDates(top!, below!) &&
    isWholeRange(`${top} ${below}`)
    ? { end, x }
    : null;
}

/**
 * A date column may set a range as two lines (`2009` above `2013`, or `Jan 2019` above
 * `Present`). Rule: a line whose first part is one date alone, followed right below (same page,
 * same x within 2 pt, less than a line's gap) by a line that is one date or a present word alone,
 * not earlier than the first, becomes one range `2009 – 2013`. Limits: a column of single dates
 * (one per entry) set without gaps between entries is read as ranges.
 * A range at a right tab stop that overflowed (`…, KTH Royal Institute of Technology  09/2017 –`
 * over `06/2021` at the left margin) ends its line in a dash: the date alone right below ends it.
 */
/** The line with its parts (and chunks) replaced, each part where the old one stood. */
const withParts = (line: Line, parts: string[]): Line => ({
  ...line,
  parts,
  text: parts.join(' '),
  chunks: parts,
  chunkXs: line.partXs,
});

function joinStackedDates(lines: Line[]): Line[] {
  const out: Line[] = [];
  const single = (text: string) => {
    const date = findDateRange(text);
    return date && date.raw.trim() === text.trim() && !(date.start && date.end) ? date : null;
  };
  for (const line of lines) {
    const prev = out[out.length - 1];
    const top = prev && single(prev.parts[0] ?? '');
    const below = line.parts.length === 1 ? single(line.text) : null;
    const year = (d: { start: string; end: string }) => Number(/\d{4}/.exec(d.start || d.end)?.[0] ?? 0);
    if (
      prev &&
      top?.start &&
      below &&
      line.page === prev.page &&
      Math.abs(line.x - prev.x) < 2 &&
      line.gapAbove < 1 &&
      (below.end !== '' || year(below) >= year(top))
    ) {
      out[out.length - 1] = withParts(prev, [`${prev.parts[0]} – ${line.text}`, ...prev.parts.slice(1)]);
      continue;
    }
    const open = prev?.parts.at(-1) ?? '';
    const opened = /[-–—]$/.test(open.trim()) ? single(open.trim().replace(/\s*[-–—]$/, '')) : null;
    if (prev && opened?.start && below && prev.parts.length > 1 && line.page === prev.page && line.gapAbove < 1) {
      out[out.length - 1] = withParts(prev, [...prev.parts.slice(0, -1), `${open.trim()} ${line.text.trim()}`]);
      continue;
    }
    out.push(line);
  }
  return out;
}

/**
 * Blocks start at a line with a gap over 0.9 line heights above it and over 1.5 times the side's
 * lower-quartile gap (a sidebar of tags a line apart has no blocks), at a side's first line, or
 * at the line right under a section heading.
 */
function blockStarts(side: Line[]): Set<Line> {
  const usual = side.map((l) => l.gapAbove).sort((a, b) => a - b)[Math.floor(side.length / 4)] ?? 0;
  const least = Math.max(0.9, 1.5 * usual);
  // The first line under a section heading starts a block however close it is set.
  const underHeading = (k: number) => k > 0 && matchHeading(side[k - 1]!.text) !== null;
  return new Set(side.filter((l, k) => k === 0 || l.gapAbove > least || underHeading(k)));
}

/**
 * A table of cells (each entry's company, dates and title in a left cell, its bullets in a right
 * cell that starts on the same row) is not two columns: read column by column, every job's head
 * comes before all the bullets. Evidence, per page: block starts of the two sides that begin
 * within 2 pt of each other, not counting the two sides' first lines (two columns often start on
 * one row) nor section headings. Clear: three such rows or more, and half the starts of the side
 * with more, or 80% of the left side's when it has fewer (right cells without a left one). Some:
 * two. Two columns share a row or two by chance; a table shares most of them.
 */
export function cellEvidence(left: Line[], right: Line[]): 'clear' | 'some' | 'none' {
  // A section heading with nothing beside it is a rule across the table, not a cell.
  const cellStarts = (side: Line[]) => [...blockStarts(side)].filter((l) => matchHeading(l.text) === null);
  const leftStarts = cellStarts(left);
  const rightStarts = cellStarts(right);
  const shared = rightStarts.filter((r) => leftStarts.some((l) => Math.abs(l.y - r.y) <= 2));
  const later = shared.filter((r) => r !== right[0] || Math.abs(left[0]!.y - r.y) > 2);
  if (later.length >= 3 && shared.length >= Math.max(leftStarts.length, rightStarts.length) * 0.5) return 'clear';
  // A table whose right cells may stand without a left one (a project with no dates): nearly every
  // left cell starts on a right cell's row.
  const labelled = leftStarts.filter((l) => rightStarts.some((r) => Math.abs(l.y - r.y) <= 2));
  if (later.length >= 3 && leftStarts.length <= rightStarts.length && labelled.length >= leftStarts.length * 0.8)
    return 'clear';
  return later.length >= 2 ? 'some' : 'none';
}

/**
 * Reads a table of cells in bands, the left cell before the right in each. A band starts at a
 * block start where the other side starts a block too, or stands blank (a section heading in one
 * cell with the other empty), but not right under a heading or a short bold label (side-by-side
 * headings and skill categories keep their own contents). Limits: a table whose right cells start a line lower than their left cells reads as
 * two columns.
 */
function readInBands(left: Line[], right: Line[]): Line[] {
  const starts = new Map([left, right].map((side) => [side, blockStarts(side)]));
  // Whether a band may start at `y` as seen from one side: that side starts a block there, or
  // has nothing there (its last line above ended a gap earlier and its next line starts a block).
  const opensAt = (side: Line[], y: number) => {
    const next = side.findIndex((l) => l.y >= y - 2);
    const above = next < 0 ? side[side.length - 1] : side[next - 1];
    const isLabel = (l: Line) => isSectionLabel(l) || (l.isBold && l.text.length <= 40 && !/\d/.test(l.text));
    if (above !== undefined && isLabel(above) && above.y > y - 4 * above.size) return false;
    const isStart = next < 0 || starts.get(side)!.has(side[next]!);
    if (next >= 0 && Math.abs(side[next]!.y - y) <= 2) return isStart;
    return (above === undefined || above.y + above.size * 1.9 < y) && isStart;
  };
  const cuts = [...starts.get(left)!, ...starts.get(right)!]
    .map((l) => l.y)
    .sort((a, b) => a - b)
    .filter((y, k, ys) => (k === 0 || y - ys[k - 1]! > 2) && opensAt(left, y) && opensAt(right, y))
    .map((y) => y - 2);
  const bands = [-Infinity, ...cuts, Infinity];
  const out: Line[] = [];
  for (let k = 0; k + 1 < bands.length; k++) {
    const inBand = (l: Line) => l.y >= bands[k]! && l.y < bands[k + 1]!;
    out.push(...left.filter(inBand), ...right.filter(inBand));
  }
  return out;
}

/**
 * The column read second may open with the person's name and what follows it (title, contact,
 * summary) above its first heading, beside a sidebar that starts with headings of its own. Rule:
 * when the rows of the second column above its first heading hold the largest text of both
 * columns, they are read first: they are the resume's header, not the end of the sidebar's last
 * section.
 */
function readNameFirst(first: Line[], second: Line[]): Line[] {
  // A heading stands out from its column (larger, bold or in capitals): `Languages` in a plain
  // list of skill names is an item.
  const sizes = second.map((l) => l.size).sort((a, b) => a - b);
  const body = sizes[Math.floor(sizes.length / 2)] ?? 0;
  const standsOut = (l: Line) =>
    l.size >= body * 1.15 || l.isBold || (/\p{Lu}{2}/u.test(l.text) && l.text === l.text.toUpperCase());
  const headingAt = second.findIndex((l) => matchHeadingLoosely(l.parts[0] ?? '') !== null && standsOut(l));
  if (headingAt < 0) return readBesideHeader(first, second);
  if (headingAt === 0) return [...first, ...second];
  const top = second.slice(0, headingAt);
  const largest = Math.max(...first.map((l) => l.size), ...second.slice(headingAt).map((l) => l.size));
  if (Math.max(...top.map((l) => l.size)) <= largest + 2) return [...first, ...second];
  return [...top, ...first, ...second.slice(headingAt)];
}

/**
 * A second column without headings of its own may open beside the first column's header (a
 * summary set right of the contact lines): its rows above the first column's first heading are
 * read before that heading, as part of the header, not after the first column's last section.
 */
function readBesideHeader(first: Line[], second: Line[]): Line[] {
  const headingAt = first.findIndex((l) => matchHeadingLoosely(l.parts[0] ?? '') !== null);
  const heading = first[headingAt];
  if (!heading) return [...first, ...second];
  const beside = second.filter((l) => l.page === heading.page && l.y < heading.y);
  if (beside.length === 0) return [...first, ...second];
  const rest = second.filter((l) => !beside.includes(l));
  return [...first.slice(0, headingAt), ...beside, ...first.slice(headingAt), ...rest];
}

/**
 * The page's column split, or a split below a page-wide header block: a name, title and summary
 * set across the whole width above a sidebar and a main column cross any gutter more often than
 * the few runs a split allows. Rule: when the page as a whole has no split, the text below the
 * lowest line that spans the text's whole width (85% of it) in the top 40% of the page's text is
 * tried alone, and then the text below the runs crossing a candidate gutter when they all lie in
 * that top 40%; last, the text below up to three contact rows in body type across the gutter at the
 * page's top, leaving out the runs of a block across the page at its bottom, when both sides below
 * open sections of their own.
 */
function findColumns(
  items: TextItem[],
  pageWidth: number,
): { found: ReturnType<typeof findColumnSplit>; top: TextItem[]; items: TextItem[] } {
  const found = findColumnSplit(items, pageWidth, true);
  if (found !== null) return { found, top: [], items };
  const text = items.filter((i) => i.text.trim() !== '');
  const ys = text.map((i) => i.y);
  const upper = Math.min(...ys) + 0.4 * (Math.max(...ys) - Math.min(...ys));
  const left = Math.min(...text.map((i) => i.x));
  const width = Math.max(...text.map((i) => i.x + i.width)) - left;
  const wide = text.filter((i) => i.width > width * 0.85 && i.y < upper);
  // A large name may cross the gutter without spanning the page (contact details set right of
  // it): the runs that cross a candidate gutter, all in the top 40% and set half as large again
  // as the page's usual text (not a heading across a date column), are the header too.
  const usual = median(text.map((i) => i.size));
  const crossers = findGutterCandidates(text, pageWidth).map((x) => crossingAt(text, x));
  // So are up to three contact rows across the gutter under the name (a header in body type, in
  // the top 15% of the text), when the other runs that cross it lie in the bottom fifth (a block
  // across the page below the columns): the columns are tried below the header's lowest crossing
  // run, and without those bottom runs (they stay, read after the columns).
  const [top, bottom] = [Math.min(...ys), Math.max(...ys)];
  const lower = bottom - 0.2 * (bottom - top);
  const middle = text.filter((i) => i.y >= upper && i.y <= lower);
  const headerBand = top + 0.15 * (bottom - top);
  const headerRuns = [...crossers, ...findGutterCandidates(middle, pageWidth).map((x) => crossingAt(text, x))]
    .filter(
      (runs) =>
        runs.every((i) => (i.y < headerBand && i.size <= usual * 1.2) || i.y > lower) &&
        new Set(runs.filter((i) => i.y < headerBand).map((i) => Math.round(i.y))).size <= 3,
    )
    .map((runs) => ({
      runs: runs.filter((i) => i.y < upper),
      footer: runs.filter((i) => i.y > lower),
      headed: true,
    }));
  const heads = [
    ...[wide, ...crossers.filter((runs) => runs.every((i) => i.size >= usual * 1.5))].map((runs) => ({
      runs,
      footer: [] as TextItem[],
      headed: false,
    })),
    ...headerRuns,
  ].filter(({ runs }) => runs.length > 0 && runs.every((i) => i.y < upper));
  for (const { runs, footer, headed } of heads) {
    const cut = Math.max(...runs.map((i) => i.y + i.size * 0.5));
    const below = items.filter((i) => i.y > cut);
    const split = findColumnSplit(
      below.filter((i) => !footer.includes(i)),
      pageWidth,
    );
    // Below a header in body type, the two sides must each open a section of their own (a
    // summary across the page over a date column is no header over two columns).
    if (headed && split && !headsBothSides(below, split.x)) continue;
    if (split?.kind === 'columns') return { found: split, top: items.filter((i) => i.y <= cut), items: below };
  }
  return { found: null, top: [], items };
}

const PAGE_NUMBER = /^(?:page\s*)?\d{1,3}(?:\s*(?:of|\/)\s*\d{1,3})?$|^[-–—]\s*\d{1,3}\s*[-–—]$/i;
/** Text that ends in a page number after a separator or the word "page" (`Jane Doe · Résumé | 2`, `CV, page 1 of 2`). */
const ENDS_IN_PAGE_NUMBER = /(?:\s[|·•–—]\s*|\bpage\s*)\d{1,3}(?:\s*(?:of|\/)\s*\d{1,3})?$/i;
/**
 * A footer that names its page in words (`Ayush Luhar - page 1`, `Page 2 of 3`), dropped wherever
 * it stands: an export from Markdown or a web page may set it mid-page.
 */
const NAMED_PAGE = /^(?:[^|·•–—-]{1,60}\s[|·•–—-]\s*)?page\s+\d{1,3}(?:\s*(?:of|\/)\s*\d{1,3})?$/i;
/** A web page's copyright line (`© 2025 Eric Allatta - Teaching Portfolio`, `Copyright 2024 …`). */
const COPYRIGHT = /^(?:copyright\s*)?©\s*(?:19|20)\d\d\b|^copyright\s+(?:19|20)\d\d\b/i;

/**
 * Running headers, footers and page numbers are not content. Rule: a line that is a page number
 * alone in the top or bottom 12% of its page is dropped; a line in the top or bottom
 * 8% of its page is dropped when it is or ends in a page number (`3`, `Page 2 of 3`, `- 2 -`,
 * `Jane Doe · Résumé | 1`, even on a one-page resume), or when the
 * same text (digits aside) stands at the same height on another page too (`Jane Doe · Résumé | 2`).
 * The first page's copy of repeated text is kept when it is at the top (a running header is the
 * resume's own header there: the name, the contact line) or holds contact details; later copies
 * go; so does a footer that names its page in words anywhere (`Jane Doe - page 2`), and a copyright
 * line (`© 2025 Jane Doe`) at a page's foot or closing the document.
 * Limits: a one-page resume keeps a footer without a page number.
 */
function dropPageFurniture(lines: Line[], pages: PageText[]): Line[] {
  const heightOf = new Map(pages.map((p) => [p.page, p.height]));
  const isTop = (l: Line) => l.y < (heightOf.get(l.page) ?? 0) * 0.08;
  const inBand = (l: Line) => {
    const height = heightOf.get(l.page) ?? 0;
    return height > 0 && (isTop(l) || l.y + l.size > height * 0.92);
  };
  // Running text sits at the same height on every page; a line cut by a page break is drawn at
  // the bottom of one page and the top of the next, which is content.
  const key = (l: Line) => `${Math.round(l.y / 8)}:${l.text.replace(/\d+/g, '#').toLowerCase()}`;
  const pagesOf = new Map<string, Set<number>>();
  for (const l of lines.filter(inBand)) pagesOf.set(key(l), (pagesOf.get(key(l)) ?? new Set()).add(l.page));
  // A bare page number (`1/2`, `Page 2 of 3`) may sit higher: LaTeX sets its footer at 89%.
  const inWideBand = (l: Line) => {
    const height = heightOf.get(l.page) ?? 0;
    return height > 0 && (l.y < height * 0.12 || l.y + l.size > height * 0.88);
  };
  return lines.filter((l) => {
    if (inWideBand(l) && PAGE_NUMBER.test(l.text.trim())) return false;
    if (NAMED_PAGE.test(l.text.trim())) return false;
    // A copyright line at a page's foot or closing the document (a portfolio credits its work
    // with the same sign elsewhere: `© 2022 National Geographic Society - cover photograph`).
    if (COPYRIGHT.test(l.text.trim()) && (inWideBand(l) || l === lines.at(-1))) return false;
    if (!inBand(l)) return true;
    if (PAGE_NUMBER.test(l.text) || ENDS_IN_PAGE_NUMBER.test(l.text.trim())) return false;
    const on = pagesOf.get(key(l));
    if (!on || on.size <= 1) return true;
    return l.page === Math.min(...on) && (isTop(l) || hasContact(l.text));
  });
}

/**
 * A row can hold the first line of a text block that continues below at the same x (a
 * description floated beside a title, or a label column beside content: `2021-07 | Built …`).
 * Rule: when the next row starts within [-16, +4] pt of a later part's x, and well right of this
 * row's start, that part becomes a line of its own before the next row.
 * Limits: a right-aligned date followed by a row that happens to start at the same x is split
 * off too (harmless: the date stays in the entry's head).
 */
function detachBlockStarts(lines: Line[]): Line[] {
  const out: Line[] = [];
  lines.forEach((line, i) => {
    const next = lines[i + 1];
    const at =
      next && next.page === line.page && line.parts.length > 1
        ? line.partXs.findIndex((x, k) => k > 0 && next.x >= x - 16 && next.x <= x + 4 && next.x > line.x + 20)
        : -1;
    if (at <= 0) {
      out.push(line);
      return;
    }
    const head = line.parts.slice(0, at);
    const headXs = line.partXs.slice(0, at);
    // Chunks (tags split at narrower gaps) go with the side they stand on.
    const cut = line.partXs[at]! - 1;
    const keep = line.chunkXs.map((x) => x < cut);
    const headChunks = line.chunks.filter((_, k) => keep[k]);
    const { restStyle: _restStyle, ...whole } = line;
    out.push({
      ...whole,
      parts: head,
      partXs: headXs,
      text: head.join(' '),
      ...(headChunks.length > 0
        ? { chunks: headChunks, chunkXs: line.chunkXs.filter((_, k) => keep[k]) }
        : { chunks: head, chunkXs: headXs }),
    });
    // The block's first line has its own type (a label set large beside it does not make it large).
    out.push({ ...partsFrom(line, at), isBullet: false, gapAbove: 0 });
  });
  return out;
}

// A glyph the reader could not name (a control code, as a bitmap font's bullet gives) before the
// text is a list mark too. So is a brace that no brace closes (`{ Conducted research…`): TeX's
// old text fonts keep the en dash a list uses at the brace's code, and a PDF made without a map
// of their codes reads it as one.
const BULLET_GLYPH = /^[\s\u0000-\u001f\u0080-\u009f\uE000-\uF8FF•●▪◦■□▫‣⁃∙·◆◇►▸▹➢➤✓✔*\-–—]+$/;
const BULLET_PREFIX = /^\s*(?:[•●▪◦■□▫‣⁃∙·◆◇►▸▹➢➤✓✔*]|[-–—\u0080-\u009f](?=\s)|\{(?=\s)(?![^}]*\}))\s*/;

/**
 * Finds the x of the gutter between two columns, or null for a one-column page.
 * Rule: a vertical band (at least 3 pt wide, between 15% and 85% of the page width) that almost
 * no run crosses, with real text on both sides, and where the right side's rows mostly do not
 * share a baseline with a left-side row (a right-aligned date column shares baselines; a real
 * second column runs on its own). `withEnds` (a whole page) also tries the ends of each band
 * where both sides open a section. Limits: a sparse page (a few lines) is never split.
 */
export function findColumnSplit(
  items: TextItem[],
  pageWidth: number,
  withEnds = false,
): { x: number; kind: 'columns' | 'labels' } | null {
  const text = items.filter((i) => i.text.trim() !== '' && !BULLET_GLYPH.test(i.text));
  if (text.length < 12) return null;
  // The first candidate gutter that passes the column checks wins, so a narrow uncrossed gap
  // inside one column never hides the real gutter that a name across the top crosses.
  for (const split of findGutterCandidates(text, pageWidth, withEnds)) {
    const found = checkSplit(text, split);
    if (found) return found;
  }
  return null;
}

/**
 * Centres of vertical bands at least 3 pt wide that few runs cross: first the widest band crossed
 * by the fewest runs, then the widest bands crossed by at most a few (a header across the gutter),
 * then (`withEnds`, for a split itself, not for finding a header) the ends of those bands.
 */
function findGutterCandidates(text: TextItem[], pageWidth: number, withEnds = false): number[] {
  const step = 2;
  const counts: { x: number; crossing: number }[] = [];
  for (let x = pageWidth * 0.15; x <= pageWidth * 0.85; x += step) {
    counts.push({ x, crossing: crossingAt(text, x).length });
  }
  const fewest = Math.min(...counts.map((c) => c.crossing));
  const allowed = Math.max(2, text.length * 0.03);
  if (fewest > allowed) return [];
  const bandsUnder = (limit: number) => {
    const bands: { x: number; width: number }[] = [];
    let start = -1;
    counts.forEach((c, k) => {
      const open = c.crossing <= limit;
      if (open && start < 0) start = k;
      if (start >= 0 && (!open || k === counts.length - 1)) {
        const width = ((open ? k : k - 1) - start) * step;
        if (width >= 3) bands.push({ x: counts[start]!.x + width / 2, width });
        start = -1;
      }
    });
    return bands.sort((p, q) => q.width - p.width);
  };
  const centres = (limit: number) => bandsUnder(limit).map((band) => band.x);
  // A band's centre may fall where a long line of one column reaches into the gutter
  // (`Space Instrument Theory and Design` beside a rule): when a run below the page's top 15%
  // crosses the centre, its two ends are tried after the centres where only runs in that top
  // (a header) cross them and each side opens a section of its own (`EDUCATION` beside `EXPERIENCE`).
  const ys = text.map((i) => i.y);
  const headerBand = Math.min(...ys) + 0.15 * (Math.max(...ys) - Math.min(...ys));
  const inHeader = (runs: TextItem[]) => runs.every((i) => i.y < headerBand);
  const ends = (withEnds ? bandsUnder(allowed) : []).flatMap((band) =>
    inHeader(crossingAt(text, band.x))
      ? []
      : [band.x + band.width / 2 - step, band.x - band.width / 2 + step].filter(
          (x) => inHeader(crossingAt(text, x)) && headsBothSides(text, x),
        ),
  );
  return [...centres(fewest).slice(0, 1), ...centres(allowed), ...ends];
}

/** The runs that cross a vertical line at `x` (by more than a point on each side). */
function crossingAt(text: TextItem[], x: number): TextItem[] {
  return text.filter((i) => i.x < x - 1 && i.x + i.width > x + 1);
}

/**
 * Whether a gutter at `split` divides the page: a label column (sparse headings and dates), or
 * two columns with real text on both sides, nothing crossing the gutter between the columns' top
 * and bottom, and a right side whose rows mostly run on their own (a right-aligned date column
 * shares baselines with the left side; a real second column does not).
 */
function checkSplit(text: TextItem[], split: number): { x: number; kind: 'columns' | 'labels' } | null {
  const left = text.filter((i) => i.x + i.width <= split);
  const right = text.filter((i) => i.x >= split);
  const chars = (xs: TextItem[]) => xs.reduce((n, i) => n + i.text.length, 0);
  const total = chars(text);
  const labelRows = joinWrappedDates(buildRows(left));
  if (
    left.length >= 3 &&
    chars(left) < total * 0.25 &&
    chars(left) > total * 0.01 &&
    ((isSparse(labelRows) && isMostlyLabels(labelRows)) || labelsBesideRows(labelRows, buildRows(right)))
  )
    return { x: split, kind: 'labels' };
  // A right side of section headings and dates alone (headings set flush right above their
  // sections, dates at the right margin) is part of a one-column page: nothing there reads alone.
  const rightLines = joinWrappedDates(buildRows(right));
  if (rightLines.length > 0 && rightLines.every((l) => matchHeading(l.text) !== null || isDateOnly(l.text)))
    return null;
  // A side with little text (a sidebar holding only skills and certificates) is still a column
  // when it has rows of its own: several rows, few of them on the other side's baselines.
  const small = Math.min(chars(left), chars(right));
  if (small < total * 0.03 || (small < total * 0.08 && !runsOnItsOwn(left, right))) return null;
  // Runs across the gutter are allowed only above or below the columns (a page-wide header); one
  // that closes the header on the columns' first row leaves the columns to start below it.
  const crossing = crossingAt(text, split);
  const spanOf = (l: TextItem[], r: TextItem[]) => ({
    top: Math.max(Math.min(...l.map((i) => i.y)), Math.min(...r.map((i) => i.y))),
    bottom: Math.min(Math.max(...l.map((i) => i.y)), Math.max(...r.map((i) => i.y))),
  });
  let { top, bottom } = spanOf(left, right);
  const headerRow = closingHeaderRow(crossing, text, top);
  if (headerRow.length > 0) {
    const below = (i: TextItem) => !headerRow.some((y) => Math.abs(y - i.y) < 2);
    const [l, r] = [left.filter(below), right.filter(below)];
    if (l.length === 0 || r.length === 0) return null;
    const columns = spanOf(l, r);
    // The header stands apart: the columns begin two lines or more below that row.
    if (columns.top - Math.max(...headerRow) < median(text.map((i) => i.size)) * 2) return null;
    ({ top, bottom } = columns);
  }
  if (crossing.some((i) => i.y >= top && i.y <= bottom)) return null;
  const rowsOf = (xs: TextItem[]) => [...new Set(xs.map((i) => Math.round(i.y + i.size)))];
  const leftRows = rowsOf(left);
  const rightRows = rowsOf(right);
  if (leftRows.length < 4 || rightRows.length < 4) return null;
  const shared = rightRows.filter((r) => leftRows.some((l) => Math.abs(l - r) <= 2)).length;
  // Columns typeset on one baseline grid (LaTeX's paracol) share baselines too: a right side
  // whose rows are mostly running text (long, in one run, not dates or a row of tags) is a
  // column all the same.
  // So are two sides that each have a section heading of their own (a sidebar's `Contact` and
  // `Education` beside a main column's `Employment`): a date column or a label column has none.
  const rightRowLines = buildRows(right);
  const prose = rightRowLines.filter((l) => l.text.length >= 35 && l.chunks.length <= 2 && !isDateOnly(l.text));
  return shared / rightRows.length > 0.5 &&
    prose.length < rightRowLines.length * 0.5 &&
    !(opensSection(rightRowLines) && opensSection(buildRows(left)))
    ? null
    : { x: split, kind: 'columns' };
}

/**
 * Whether a row is a section's name alone. Names a skill category may bear (`Tools`,
 * `Languages`) do not count: a grid of categories has them on both sides.
 */
function opensSection(rows: Line[]): boolean {
  return rows.some((l) => {
    const name = l.parts.length === 1 ? matchHeading(l.text) : null;
    return name !== null && name !== 'skills' && name !== 'other';
  });
}

/** Whether each side of `x` opens a section of its own. */
function headsBothSides(items: TextItem[], x: number): boolean {
  return (
    opensSection(buildRows(items.filter((i) => i.x + i.width <= x))) &&
    opensSection(buildRows(items.filter((i) => i.x >= x)))
  );
}

/**
 * The rows of the runs across a gutter that close a page's header on the columns' first row (at
 * `top`): a contact line across the page, its last item right of the gutter, under a name. Such a
 * run is in body type and has text above it; a name in large type across the gutter beside a date
 * column, or a page's first row (a skill grid's label from the page before), is none. Empty when
 * there is none.
 */
function closingHeaderRow(crossing: TextItem[], all: TextItem[], top: number): number[] {
  const bodySize = median(all.map((i) => i.size));
  const onTop = crossing.filter((c) => Math.abs(c.y - top) < 2);
  if (onTop.length === 0 || onTop.some((c) => c.size > bodySize * 1.2)) return [];
  const above = all.some((i) => i.text.trim() !== '' && i.y < Math.min(...onTop.map((c) => c.y)) - bodySize);
  return above ? onTop.map((c) => c.y) : [];
}

/**
 * Whether the smaller side of a gutter has at least six rows and at most a quarter of them share
 * a baseline (within half a point) with the other side (a right-aligned date column shares nearly all of its rows).
 */
function runsOnItsOwn(left: TextItem[], right: TextItem[]): boolean {
  const rowsOf = (xs: TextItem[]) => [...new Set(xs.map((i) => Math.round((i.y + i.size) * 10) / 10))];
  const [few, many] = [rowsOf(left), rowsOf(right)].sort((a, b) => a.length - b.length) as [number[], number[]];
  if (few.length < 6) return false;
  // Rows set beside each other share a baseline to a fraction of a point; a dense other side
  // comes within a point or two of any row by chance.
  const shared = few.filter((r) => many.some((m) => Math.abs(m - r) <= 0.5)).length;
  return shared / few.length <= 0.25;
}

/**
 * A dense label column (moderncv's dates and skill categories, a row apart where the items are
 * short) labels the content rows it stands beside: a third of its rows or more are dates or
 * headings, the rest one to three words (`Cloud & DevOps`), and nearly all of them share a
 * baseline with a content row (a sidebar's rows run on their own, and hold longer text).
 * Section names may stand on rows of their own (a Europass CV's headings sit beside a rule, not
 * beside text), so the rows that are not names in capitals decide alone when there are three and
 * 80% of them share a baseline (a category wrapped over two rows has one row beside nothing).
 */
function labelsBesideRows(labels: Line[], content: Line[]): boolean {
  if (labels.length < 4) return false;
  const isLabel = (t: string) => matchHeading(t) !== null || isDateOnly(t);
  const isWords = (t: string) => /^\p{Lu}[\p{L}&-]*(?: [\p{L}&-]+){0,2}$/u.test(t);
  const base = (l: Line) => l.y + l.size;
  const isBeside = (l: Line) => content.some((c) => c.page === l.page && Math.abs(base(c) - base(l)) <= 1.5);
  const rest = labels.filter((l) => !/^[\p{Lu}\s&-]+$/u.test(l.text));
  return (
    labels.filter((l) => isLabel(l.text)).length >= labels.length / 3 &&
    labels.every((l) => isLabel(l.text) || isWords(l.text)) &&
    (labels.filter(isBeside).length >= labels.length * 0.6 ||
      (rest.length >= 3 && rest.filter(isBeside).length >= rest.length * 0.8))
  );
}

/**
 * A label column (section names and dates at the left of the content they introduce) has few
 * rows far apart: the median gap between its rows is over 2.5 line heights. A sidebar of
 * contact details and skills is dense.
 */
function isSparse(items: Line[]): boolean {
  const tops: number[] = [];
  for (const y of items.map((i) => i.y).sort((a, b) => a - b))
    if (tops.length === 0 || y - tops[tops.length - 1]! > 6) tops.push(y);
  if (tops.length < 3) return false;
  const gaps = tops.slice(1).map((t, k) => t - tops[k]!);
  const sizes = items.map((i) => i.size).sort((a, b) => a - b);
  const gap = gaps.sort((a, b) => a - b)[Math.floor(gaps.length / 2)];
  return gap !== undefined && gap > 2.5 * sizes[Math.floor(sizes.length / 2)]!;
}

/**
 * A label column holds section names and dates only; a sidebar (which may be just as sparse when
 * icons space its rows) holds its own headings with contact details or skills under them.
 * Rule: at least half of the column's rows are a known heading or a date. Limits: a label column
 * of unknown section names with no dates reads as a sidebar (its labels then head their own,
 * empty, sections).
 */
function isMostlyLabels(rows: Line[]): boolean {
  const texts = rows.map((l) => l.text);
  const isLabel = (t: string) => matchHeading(t) !== null || isDateOnly(t);
  return texts.filter(isLabel).length >= texts.length / 2;
}

/**
 * Interleaves label-column lines with content lines. Section labels (known headings or ALL CAPS
 * words) are often centred on the block they name, so each goes before the content block (rows
 * separated by a gap over 1.8 times the usual row gap) whose height range holds its centre, the
 * other labels (dates) go before the first content line
 * that starts up to 1.2 line heights below their top, as they align with a first line's baseline.
 * When several labels fall on one block, the topmost names it and the rest follow it.
 * Limits: a label centred on a block that the layout did not separate by a gap lands inside the
 * preceding block's section.
 */
function mergeByTop(rawLabels: Line[], content: Line[]): Line[] {
  const labels = joinWrappedLabels(rawLabels);
  const blocks: Line[][] = [];
  const gaps = content
    .slice(1)
    .map((l, i) => l.y - content[i]!.y)
    .filter((g) => g > 0)
    .sort((a, b) => a - b);
  const usual = gaps[Math.floor(gaps.length / 2)] ?? 12;
  content.forEach((l, i) => {
    const prev = content[i - 1];
    if (!prev || l.page !== prev.page || l.y - prev.y > usual * 1.8) blocks.push([]);
    blocks[blocks.length - 1]!.push(l);
  });
  const groupStarts = content.filter(
    (l, i) => i === 0 || content[i - 1]!.page !== l.page || l.y - content[i - 1]!.y > usual * 1.2,
  );
  const groupBottom = (start: Line) => {
    const next = groupStarts[groupStarts.indexOf(start) + 1];
    const last = content[(next ? content.indexOf(next) : content.length) - 1]!;
    return last.page === start.page ? last.y + last.size : Infinity;
  };
  const before = new Map<Line, Line[]>();
  const putBefore = (line: Line, label: Line) => before.set(line, [...(before.get(line) ?? []), label]);
  const loose: Line[] = [];
  for (const label of labels) {
    if (!isSectionLabel(label)) {
      // A date on the very row of a content line that opens an entry goes before that line, however
      // close the row above stands (`Ago 2024 – Ago 2025` beside `Científico de Datos, Muun`, under
      // the last line of the job above, set smaller); a date centred on a head's middle row stays by its top.
      const row = levelRow(label, content, true);
      if (row) putBefore(row, label);
      else loose.push(label);
      continue;
    }
    // A label top-aligned with a content line that opens a group of its own (`Jobs` beside `ING Tech
    // Poland ‖ 2018 - 2021`) heads that line, whatever stands above it: the rows above are the section
    // before. (A label wrapped over two rows, or centred on its block, has its top elsewhere.)
    const onRow = levelRow(label, content, false);
    if (onRow) {
      putBefore(onRow, label);
      continue;
    }
    // The label goes before the group of rows (more space above it than usual between rows)
    // whose first row is nearest its top: labels are top-aligned or centred on short groups. A
    // group that ends above the label is the section before it (`EXPERIENCE` in a band under the
    // profile's two lines).
    const start = nearest(
      groupStarts.filter(
        (l) => l.page === label.page && Math.abs(l.y - label.y) < label.size * 4 && groupBottom(l) >= label.y,
      ),
      label.y,
    );
    if (start) {
      putBefore(start, label);
      continue;
    }
    const centre = label.y + label.size / 2;
    const block =
      blocks.find(
        (b) =>
          b[0]!.page === label.page &&
          centre >= b[0]!.y - label.size &&
          centre <= b[b.length - 1]!.y + b[b.length - 1]!.size,
      ) ?? blocks.find((b) => b[0]!.page === label.page && b[0]!.y >= label.y);
    // A label far below the top of a long block (rows evenly spaced, so no group starts near it)
    // goes by its height, like a date, not to the block's top.
    if (!block || label.y - block[0]!.y > label.size * 4) loose.push(label);
    else putBefore(block[0]!, label);
  }
  const ordered: Line[] = [];
  for (const block of blocks) {
    // Several labels on one block: the one centred beside it names it (those above it head
    // empty sections before it), else the lowest, nearest the block, does; the others (labels of
    // empty sections drawn beside it) follow the block.
    const heads = (before.get(block[0]!) ?? []).sort((a, b) => a.y - b.y);
    const last = block[block.length - 1]!;
    const beside = heads.findIndex((h) => h.y + h.size / 2 >= block[0]!.y && h.y + h.size / 2 <= last.y + last.size);
    const namer = heads.length > 1 ? (beside >= 0 ? beside : heads.length - 1) : 0;
    ordered.push(...heads.slice(0, namer + 1));
    block.forEach((line, k) => ordered.push(...(k > 0 ? (before.get(line) ?? []) : []), line));
    ordered.push(...heads.slice(namer + 1));
  }
  const key = (l: Line, isLabel: boolean) => l.page * 10_000 + l.y - (isLabel ? l.size * 1.2 : 0);
  const result = [...ordered];
  for (const label of loose) {
    const at = result.findIndex((l) => key(l, false) > key(label, true));
    result.splice(at < 0 ? result.length : at, 0, label);
  }
  return result;
}

/**
 * The content line level with a label (tops within 0.3 of the smaller size) that opens a group of
 * rows: set further below the row above it than the row below it is under it, or, with `byType`, in
 * another size or weight than the row above (or first on its page). Undefined when there is none.
 */
function levelRow(label: Line, content: Line[], byType: boolean): Line | undefined {
  return content.find((l, k) => {
    if (l.page !== label.page || Math.abs(l.y - label.y) >= Math.min(l.size, label.size) * 0.3) return false;
    const [above, below] = [content[k - 1], content[k + 1]];
    const blank = (line: Line | undefined) => (line && line.page === l.page ? line.gapAbove * line.size : Infinity);
    if (above === undefined || above.page !== l.page) return byType;
    return (
      blank(l) > blank(below) * 1.3 || (byType && (Math.abs(above.size - l.size) >= 0.5 || above.isBold !== l.isBold))
    );
  });
}

/**
 * A date range too long for a narrow date column wraps (`December` / `2020 –` / `February` /
 * `2024`): up to four rows, each less than 1.5 line heights below the one before, are one label
 * when together they read as a date and no shorter run of them does as much (the longest run that
 * is a date wins; two whole dates stacked, `2019` / `2018`, are not one date).
 */
function joinWrappedDates(rows: Line[]): Line[] {
  const out: Line[] = [];
  for (let i = 0; i < rows.length; i++) {
    const first = rows[i]!;
    let text = first.text;
    let last = -1;
    let joined = '';
    for (let j = i + 1; j < Math.min(rows.length, i + 4); j++) {
      const above = rows[j - 1]!;
      const row = rows[j]!;
      if (row.page !== above.page || row.y - above.y > above.size * 1.5 || row.parts.length > 1) break;
      if (twoDates(text, row.text)) break;
      text = `${text} ${row.text}`;
      if (isDateOnly(text)) {
        last = j;
        joined = text;
      }
    }
    if (last < 0) {
      out.push(first);
      continue;
    }
    out.push({ ...first, text: joined, parts: [joined], partXs: [first.x], chunks: [joined], chunkXs: [first.x] });
    i = last;
  }
  return out;
}

/**
 * A label too long for its narrow column wraps (`PROFESSIONAL SKIL` / `LS`): two capitals-only
 * label lines less than 1.5 line heights apart are joined when the result (with or without a
 * space) is a known heading.
 */
function nearest(lines: Line[], y: number): Line | undefined {
  return lines.reduce<Line | undefined>(
    (best, l) => (!best || Math.abs(l.y - y) < Math.abs(best.y - y) ? l : best),
    undefined,
  );
}

function joinWrappedLabels(labels: Line[]): Line[] {
  const out: Line[] = [];
  for (const line of joinWrappedDates(labels)) {
    const prev = out[out.length - 1];
    if (
      prev &&
      prev.page === line.page &&
      line.y - prev.y < prev.size * 1.5 &&
      /^[\p{Lu}\s&]+$/u.test(prev.text + line.text)
    ) {
      const joined = [prev.text + line.text, `${prev.text} ${line.text}`].find((t) => matchHeadingLoosely(t) !== null);
      if (joined) {
        out[out.length - 1] = {
          ...prev,
          text: joined,
          parts: [joined],
          chunks: [joined],
          chunkXs: [prev.x],
          y: (prev.y + line.y) / 2,
        };
        continue;
      }
    }
    out.push(line);
  }
  return out;
}

function isSectionLabel(line: Line): boolean {
  return (
    matchHeading(line.text) !== null ||
    (!/\d/.test(line.text) && /\p{Lu}{3}/u.test(line.text) && line.text === line.text.toUpperCase())
  );
}

/** A cell without the icon that opens it (`\uF3C5 Nantes, France` -> `Nantes, France`). */
function withoutIcon(text: string): string {
  return text.replace(/^[\uE000-\uF8FF]+\s*/u, '');
}

function cleanChunks(raw: { text: string; x: number }[]): { chunks: string[]; chunkXs: number[] } {
  const kept = raw
    .map((c, i) => {
      const text = repairText(c.text.replace(/[\u0000-\u001f]/g, ' '));
      return { text: i > 0 ? withoutIcon(text) : text, x: c.x };
    })
    .filter((c) => c.text !== '');
  return { chunks: kept.map((c) => c.text), chunkXs: kept.map((c) => c.x) };
}

/** Groups runs into rows by baseline and turns each row into a Line. */
function buildRows(items: TextItem[]): Line[] {
  const sorted = [...items].sort((a, b) => a.y + a.size - (b.y + b.size) || a.x - b.x);
  const rows: TextItem[][] = [];
  for (const item of sorted) {
    const base = item.y + item.size;
    const row = rows.at(-1);
    if (row) {
      const ref = row.find((r) => r.text.trim() !== '') ?? row[0]!;
      const tolerance = 0.4 * Math.min(ref.size, item.size);
      // Text in a very different size is not on the same row even when baselines nearly meet (a
      // name in large capitals beside a small summary); bullet glyphs and icons are often larger.
      const isGlyph = BULLET_GLYPH.test(item.text) || BULLET_GLYPH.test(ref.text);
      const sizeRatio = Math.max(ref.size, item.size) / Math.max(0.1, Math.min(ref.size, item.size));
      if (Math.abs(ref.y + ref.size - base) <= tolerance && (isGlyph || sizeRatio < 2)) {
        row.push(item);
        continue;
      }
    }
    rows.push([item]);
  }
  const lines: Line[] = [];
  let previous: Line | undefined;
  for (const [i, row] of rows.entries()) {
    if (isMarkRow(row, rows[i + 1])) continue;
    const line = buildLine(nameIcons(row.sort((a, b) => a.x - b.x)), previous);
    // Text drawn twice at the same place (fake bold, link overlays) is read once.
    if (
      line &&
      previous &&
      line.text === previous.text &&
      Math.abs(line.size - previous.size) < 0.2 &&
      Math.abs(line.y - previous.y) < line.size * 2.5 &&
      line.page === previous.page
    )
      continue;
    if (line) {
      lines.push(line);
      previous = line;
    }
  }
  return lines;
}

/** Footnote marks set above an author list (`G Yu†, QY He*`): daggers, asterisks, section marks. */
const FOOTNOTE_MARKS = /^[\s,†‡§¶*∗⁎]+$/u;

/**
 * A row of nothing but footnote marks raised above the row below it (co-first and corresponding
 * authors in a publication list) is left out: the marks sit on their own baseline, and as a row
 * they would cut the citation they belong to in two. A row of asterisks in the body's size (a
 * bullet drawn on its own baseline, a divider) stays; daggers and section marks go at any size.
 */
function isMarkRow(row: TextItem[], below: TextItem[] | undefined): boolean {
  if (!row.every((i) => FOOTNOTE_MARKS.test(i.text))) return false;
  const text = row.map((i) => i.text).join('');
  if (/[†‡§¶]/u.test(text)) return true;
  return below !== undefined && Math.max(...row.map((i) => i.size)) <= 0.75 * Math.max(...below.map((i) => i.size));
}

/** Font Awesome's LinkedIn and GitHub glyphs (the same code points in versions 4 to 6). */
const ICON_NAMES: Record<string, string> = {
  '\uf0e1': 'LinkedIn:',
  '\uf08c': 'LinkedIn:',
  '\uf09b': 'GitHub:',
  '\uf092': 'GitHub:',
  '\uf113': 'GitHub:',
};

/**
 * A LinkedIn or GitHub icon before a handle (`[in] gabbott`) is read as its label
 * (`LinkedIn: gabbott`): the icon is all that says whose handle it is. Only when all the row
 * holds up to the next icon (any private-use glyph) is one handle-shaped word, so a symbol font's arrow used as a bullet
 * before a sentence (even one drawn word by word) stays a bullet.
 */
function nameIcons(row: TextItem[]): TextItem[] {
  return row.map((item, k) => {
    const name = ICON_NAMES[item.text.trim()];
    if (!name) return item;
    // The text after the icon, up to the next icon: one handle and nothing more.
    const after: string[] = [];
    for (const i of row.slice(k + 1)) {
      if (/^[\uE000-\uF8FF]+$/.test(i.text.trim())) break;
      after.push(i.text);
    }
    return /^[A-Za-z0-9_.-]{2,60}$/.test(after.join('').trim()) ? { ...item, text: `${name} ` } : item;
  });
}

function buildLine(row: TextItem[], previous: Line | undefined): Line | null {
  let isBullet = false;
  let start = 0;
  while (start < row.length && BULLET_GLYPH.test(row[start]!.text)) {
    if (row[start]!.text.trim() !== '' || /[\u0000-\u001f]/.test(row[start]!.text)) isBullet = true;
    start++;
  }
  // A list number in a run of its own, set apart from the text (`1.` ⇥ `Grew organic traffic…`,
  // a word processor's numbered list), marks the row as a bullet too.
  const label = row[start];
  const text = row.slice(start + 1).find((i) => i.text.trim() !== '');
  if (
    start === 0 &&
    label !== undefined &&
    text !== undefined &&
    /^\(?\d{1,2}[.)]$/.test(label.text.trim()) &&
    text.x - (label.x + label.width) >= label.size * 0.4 &&
    /^[\p{Lu}\d]/u.test(text.text.trim())
  ) {
    isBullet = true;
    start = row.indexOf(text);
  }
  const body = row.slice(start);
  const head = body[0];
  if (!head) return null;
  const parts: { text: string; x: number }[] = [];
  const chunks: { text: string; x: number }[] = [];
  let currentX = head.x;
  let chunk = '';
  let chunkX = head.x;
  let current = '';
  let end = -Infinity;
  let previousSize = 0;
  let previousText = '';
  let previousStyle = '';
  // A space where another run draws a glyph holds that glyph's place (a letter the font lacks,
  // drawn in a fallback font: `Nguy` ␣ `n` with `ễ` over the ␣): it separates nothing.
  const blank = (i: TextItem) => i.text.trim() === '';
  const holdsPlace = new Set(body.filter((i) => blank(i) && body.some((o) => !blank(o) && Math.abs(o.x - i.x) < 1)));
  body.forEach((item, k) => {
    if (holdsPlace.has(item)) return;
    // A run of spaces is a separator, not content: its width would hide a tab-stop gap.
    if (item.text.trim() === '' && current) {
      if (!/\s$/.test(current)) current += ' ';
      return;
    }
    const gap = item.x - end;
    const size = item.size;
    // A control character ending a run is a space only where the next run stands clear of it: a
    // fallback glyph's trailing one (`Nguyễ\u0006` right before `n Th`) splits no word.
    const after = body[k + 1];
    const tight = after !== undefined && after.x - (item.x + item.width) < after.size * 0.12;
    const own = tight ? item.text.replace(/[\u0000-\u001f]+$/, '') : item.text;
    // A run that starts a capitalised word right after a run that ended in a lower-case letter,
    // clear of it however narrowly, is the next word, not the rest of one (`Clinical Skills` ␣
    // `Languages`: cells of a grid whose text fills them).
    const nextWord = gap > size * 0.04 && /\p{Ll}$/u.test(previousText) && /^\p{Lu}\p{Ll}/u.test(item.text);
    const spaced = gap > size * 0.12 || nextWord;
    // Gaps wider than a word space separate tags/pills (`Java  Go  SQL`).
    if (chunk && gap > size * 0.8) {
      chunks.push({ text: chunk, x: chunkX });
      chunk = '';
    }
    if (!chunk) chunkX = item.x;
    chunk += (chunk && !/\s$/.test(chunk) && spaced ? ' ' : '') + own;
    // A wide gap, or a gap between text in clearly different sizes (a label set large beside its
    // row: `Work  Senior Software Engineer`), separates parts.
    // Small capitals (`T` large, `O` small) change size inside a word: one-letter runs never split.
    const sizeChange =
      previousSize > 0 &&
      Math.max(size, previousSize) / Math.min(size, previousSize) > 1.15 &&
      item.text.trim().length > 1 &&
      previousText.trim().length > 1;
    // So does a gap over an em where the typeface changes after words (`University  Sep 2015 - 2018`
    // with the name bold); a date label before its row (`2016-2020  University`) stays with it.
    const style = `${item.font}/${item.isBold ? 'b' : ''}`;
    const styleChange = previousStyle !== '' && style !== previousStyle && item.text.trim().length > 1;
    if (
      current &&
      (gap > Math.max(2 * size, 24) || (sizeChange && gap > size * 0.5) || (styleChange && gap > size * 1.2))
    ) {
      parts.push({ text: current, x: currentX });
      current = '';
    }
    if (!current) currentX = item.x;
    else if (current && spaced && !/\s$/.test(current) && !/^\s/.test(item.text)) {
      current += ' ';
    }
    current += own.replace(/[\u0000-\u001f]/g, ' ');
    end = Math.max(end, item.x + item.width);
    if (item.text.trim() !== '') {
      previousSize = size;
      previousText = item.text;
      previousStyle = `${item.font}/${item.isBold ? 'b' : ''}`;
    }
  });
  parts.push({ text: current, x: currentX });
  // An icon (a private-use glyph: a map pin, an envelope) opening a part set apart marks what follows it.
  let cleaned = parts
    .map((p, i) => ({ text: i > 0 ? withoutIcon(repairText(p.text)) : repairText(p.text), x: p.x }))
    .filter((p) => p.text !== '');
  if (cleaned.length === 0) return null;
  const lead = cleaned[0]!;
  const prefix = BULLET_PREFIX.exec(lead.text);
  // A dash before a date alone is a range without its start (`– Present`, `- 2021`), not a bullet.
  const openRange = prefix !== null && /^\s*[-–—]/.test(prefix[0]) && isDateOnly(cleaned.map((p) => p.text).join(' '));
  if (prefix && !openRange) {
    isBullet = true;
    lead.text = lead.text.slice(prefix[0].length);
    cleaned = cleaned.filter((p) => p.text !== '');
    if (cleaned.length === 0) return null;
  }
  const first = body.find((i) => i.text.trim() !== '') ?? head;
  const size = Math.max(...body.map((i) => (i.text.trim() ? i.size : 0)));
  const gapAbove =
    previous && previous.page === first.page ? Math.max(0, (first.y - previous.y - previous.size) / size) : 0;
  const boldLead = leadingBoldRun(body);
  const restStyle = styleAfterFirst(body, cleaned[1]?.x);
  const isBold = body.every((i) => i.isBold || i.text.trim() === '');
  return {
    ...(boldLead ? { boldLead } : {}),
    ...(restStyle && (restStyle.size !== size || restStyle.font !== first.font || restStyle.isBold !== isBold)
      ? { restStyle }
      : {}),
    text: cleaned.map((p) => p.text).join(' '),
    parts: cleaned.map((p) => p.text),
    partXs: cleaned.map((p) => p.x),
    ...cleanChunks([...chunks, { text: chunk, x: chunkX }]),
    page: first.page,
    x: first.x,
    y: first.y,
    size,
    font: first.font,
    isBold,
    isBullet,
    gapAbove,
    right: end,
  };
}

/** The type of a row's text from its second part on (`from`: where that part starts). */
function styleAfterFirst(body: TextItem[], from: number | undefined): Line['restStyle'] {
  if (from === undefined) return undefined;
  const rest = body.filter((i) => i.x >= from - 1 && i.text.trim() !== '');
  if (rest.length === 0) return undefined;
  return {
    size: Math.max(...rest.map((i) => i.size)),
    font: rest[0]!.font,
    isBold: rest.every((i) => i.isBold),
  };
}

/**
 * A row that starts in bold and goes on in a regular weight gives its bold start
 * (`**Google Professional Cloud Developer** Google Cloud`): the weight change is the only mark
 * between a name and its issuer on such a line. Runs of spaces do not count either way.
 */
function leadingBoldRun(body: TextItem[]): string | undefined {
  let lead = '';
  for (const item of body) {
    if (item.text.trim() === '') {
      if (lead && !/\s$/.test(lead)) lead += ' ';
      continue;
    }
    if (!item.isBold) {
      const text = repairText(lead).replace(/\s+/g, ' ').trim();
      return text.length >= 2 ? text : undefined;
    }
    lead += (lead && !/\s$/.test(lead) ? ' ' : '') + item.text;
  }
  return undefined;
}
