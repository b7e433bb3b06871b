import { findSkills } from '../matching/find-skills.ts';
import { splitByVocabulary } from './split-by-vocabulary.ts';
import type { Skill } from '@vitae/shared/resume/schema';
import type { Line } from './types.ts';
import { isAcronymRun, joinLines, rightEdges, styleOf, wouldNotFit } from './line-parts.ts';

/**
 * Step 4f: skills. Three shapes are read:
 * - `Category: a, b, c` or `Category (a, b, c)` on one line (also with ` - ` or a wide gap after
 *   the category);
 * - a category line followed by item lines (bullets, indented, smaller, or tag rows);
 * - bare lists: comma/semicolon/pipe separated, or tags drawn as pills (wide gaps).
 * Rule for a category line: not a bullet, no separators, at most 4 words, and either bold where
 * other lines are not, or the next line is indented further, smaller, a bullet, or a list (but
 * not a `Category: items` line of its own). Under a heading that names the group (`named`: a
 * section `Programming`), a line set like its items is an item, whatever the vocabulary finds
 * below it. Limits: a category written in the same style as its
 * items on a line of its own, with a single item below it, reads as two items.
 */
export function extractSkills(allLines: Line[], { named = false } = {}): Skill[] {
  const lines = joinOpenBrackets(allLines);
  const skills: Skill[] = [];
  let current: Skill | null = null;
  const skip = new Set<number>();
  // Bold marks categories only when some lines are not bold (else it is the section's style).
  const boldMarksCategories = lines.some((l) => l.isBold) && lines.some((l) => !l.isBold);
  const categoryStyle = findCategoryStyle(lines);
  // `Name (a, b, c)` lines name categories when one of them clearly does (a group word:
  // `Databases`, `Cloud Platforms`, or a name of several words: `Machine Learning`); a list of
  // single names (`Python (NumPy, Pandas)`, `JavaScript (React)`) is items with their own.
  const bracketsAreCategories = lines.some((l) => {
    const name = BRACKETED.exec(l.text)?.[1]?.trim();
    return name !== undefined && (CATEGORY_NOUN.test(name) || DOMAIN_WORD.test(name) || name.split(/\s+/).length >= 2);
  });
  const isColonLine = (l: Line | undefined) => l !== undefined && /^([^:,;|]{2,40}):\s*(.+)$/.test(l.text);
  const pairedNames = namesInPairs(lines);
  const edges = rightEdges(lines);
  const commasAtWraps = lines.some((l) => /,\s*$/.test(l.text));
  let labelRow: Line | undefined;
  lines.forEach((line, i) => {
    if (skip.has(i)) return;
    const text = line.text;
    const bracketed = BRACKETED.exec(text);
    // `Databases (MySQL, Redis)` names a group; `Python (NumPy, Pandas)` is an item with its own.
    // `Analytical Methods - agent-based modeling, optimization`: a name of a few words and a dash
    // before a list names its group too.
    const dashed = /^([^:,;|()–—-]{2,40}?)\s+[-–—]\s+(.+)$/.exec(text);
    // So does a group's name before one bar and a comma list (`Languages & Libs | HTML 5, CSS 3`),
    // in bold or a group word; a skill there is the list's first item (`Excel | PowerPoint, Word`),
    // and a row of bars is a list of its own (`Python | Go, Rust | SQL`).
    const barred = /^([^:,;|()]{2,40}?)\s+\|\s+([^|]+)$/.exec(text);
    const groupName = (name: string) =>
      CATEGORY_NOUN.test(name) ||
      DOMAIN_WORD.test(name) ||
      (line.boldLead !== undefined && line.boldLead.replace(/[\s|]+$/, '') === name.trim());
    const colon =
      /^([^:,;|]{2,40}):\s*(.+)$/.exec(text) ??
      (dashed && dashed[1]!.split(/\s+/).length <= 4 && /[,;|]/.test(dashed[2]!) ? dashed : null) ??
      (barred && barred[1]!.split(/\s+/).length <= 4 && splitTerms(barred[2]!).length > 1 && groupName(barred[1]!)
        ? barred
        : null) ??
      (bracketed && (bracketsAreCategories || (boldMarksCategories && line.isBold)) ? bracketed : null);
    if (colon) {
      // Groups run on after a semicolon (`Technical: SAP, Oracle; Soft: Leadership, Communication`)
      // when the label heads a list (`German: C1`, `Microsoft Certified: Azure Administrator` are items).
      const [first, ...more] = colon[2]!.split(/;\s*(?=[^:,;|()]{2,30}:\s[^;]*,)/);
      skills.push((current = { category: colon[1]!.trim(), technologies: listTerms(first!) }));
      for (const group of more) {
        const at = group.indexOf(':');
        skills.push((current = { category: group.slice(0, at).trim(), technologies: listTerms(group.slice(at + 1)) }));
      }
      return;
    }
    // `Databases ⇥ MySQL, Redis` (or `MySQL · Redis`): a label set apart from its list by a tab stop (two parts), or
    // by a gap only a little wider than a space (two chunks: moderncv's label column).
    const byParts = line.parts.length === 2;
    const [label, list] = byParts ? line.parts : line.chunks;
    if (
      (byParts || line.chunks.length === 2) &&
      label !== undefined &&
      list !== undefined &&
      (byParts || label.split(/\s+/).length <= 3) &&
      !/[,;|·•]/.test(label) &&
      /[,;|·•]/.test(list)
    ) {
      skills.push((current = { category: label, technologies: splitTerms(list) }));
      labelRow = line;
      return;
    }
    const next = lines[i + 1];
    // A label too long for its column wraps under itself (`Machine ⇥ PyTorch, …` / `Learning`,
    // `Certificatio` / `ns`): a word alone at the label's x right under a label row, with the
    // next label row (or nothing) after it, ends that label.
    if (
      current &&
      labelRow !== undefined &&
      labelRow === lines[i - 1] &&
      labelRow.page === line.page &&
      Math.abs(line.x - labelRow.x) < 2 &&
      line.gapAbove < 0.5 &&
      line.parts.length === 1 &&
      /^[\p{L}&/-]+$/u.test(text.trim()) &&
      (next === undefined || next.parts.length === 2)
    ) {
      current.category += /^\p{Ll}/u.test(text.trim()) ? text.trim() : ` ${text.trim()}`;
      return;
    }
    // A row of categories over rows of items (a grid): each item goes to the category whose
    // column it starts in; the grid runs on while rows are smaller or indented. Category names
    // wrapped in their columns (`Process` / `Improvement`) go on in the rows right below.
    let first = i + 1;
    while (lines[first] && wrapsHeaderRow(line, lines[first]!)) first++;
    const below = lines[first];
    // Right under a category line that has no items yet, a row set otherwise is its items, not the
    // names of a grid.
    const above = lines[i - 1];
    const awaitsItems =
      current !== null &&
      current.category !== '' &&
      current.technologies.length === 0 &&
      above !== undefined &&
      styleOf(above) !== styleOf(line);
    if (below && !awaitsItems && isCategoryRow(line, below, lines.slice(first + 1, first + 5))) {
      const { names, xs } = columnsOf(line, below);
      const full = [...names];
      for (let k = i + 1; k < first; k++) {
        const wrap = lines[k]!;
        wrap.chunks.forEach((chunk, c) => {
          const col = xs.findIndex((x) => Math.abs(x - (wrap.chunkXs[c] ?? wrap.x)) < 4);
          if (col >= 0) full[col] = `${full[col]} ${chunk}`;
        });
        skip.add(k);
      }
      const cells = full.map(() => [] as { page: number; y: number; text: string }[]);
      for (let k = first; k < lines.length; k++) {
        const item = lines[k]!;
        if (!isItemRowUnder(line, item) || isColonLine(item)) break;
        item.chunks.forEach((chunk, c) => {
          let at = 0;
          xs.forEach((x, col) => {
            if ((item.chunkXs[c] ?? item.x) >= x - 4) at = col;
          });
          cells[Math.min(at, cells.length - 1)]!.push({ page: item.page, y: item.y, text: chunk });
        });
        skip.add(k);
      }
      const row = full.map((category, col) => ({
        category,
        technologies: joinWrappedCells(cells[col]!).flatMap(splitTerms),
      }));
      // A term broken at its hyphen over two rows of its column (`Domain-` / `Driven Design`).
      for (const group of row)
        group.technologies = group.technologies.reduce<string[]>((out, term) => {
          const last = out.at(-1);
          if (last !== undefined && /\p{L}-$/u.test(last)) out[out.length - 1] = last + term;
          else out.push(term);
          return out;
        }, []);
      skills.push(...row);
      current = row[row.length - 1] ?? null;
      return;
    }
    if (skip.has(i)) return;
    // `Frameworks ⇥ [Express] [Spring Boot] [Django]`: a short label a tab stop before a row of
    // pills (the list's runs set apart at wider gaps than words).
    const pills = byParts ? line.chunks.filter((_, k) => (line.chunkXs[k] ?? 0) >= (line.partXs[1] ?? 0) - 1) : [];
    if (
      byParts &&
      label !== undefined &&
      pills.length >= 2 &&
      label.split(/\s+/).length <= 4 &&
      !/[,;|:]/.test(label) &&
      !pills.some((p) => /[,;|]/.test(p))
    ) {
      skills.push((current = { category: label, technologies: pills }));
      return;
    }
    // The style of the first line, where it never comes twice in a row, marks categories even on
    // bullets (a nested list whose two levels differ only in type).
    const inCategoryStyle = (l: Line) => categoryStyle !== null && styleOf(l) === categoryStyle;
    // A line indented past the next is the end of a list, not a category over it; nor is the line
    // right above a line in the category style the head of anything.
    const headsNext =
      next !== undefined &&
      !isColonLine(next) &&
      next.x >= line.x - 3 &&
      !inCategoryStyle(next) &&
      (categoryFollows(line, next) || (!named && namesRunBelow(line, next)));
    // A line right under one that ends in a list's separator (`Rust | Haskell | C++ |` / `Python`)
    // is the rest of that list, not a category.
    const endsListAbove = above !== undefined && above.page === line.page && /[,;|·•]\s*$/.test(above.text);
    const isCategory =
      pairedNames.has(line) ||
      (line.chunks.length === 1 &&
        !endsListAbove &&
        !/[,;|]/.test(text) &&
        text.split(/\s+/).length <= 4 &&
        (inCategoryStyle(line) || (!line.isBullet && ((boldMarksCategories && line.isBold) || headsNext))));
    if (isCategory) {
      skills.push((current = { category: text.replace(/:$/, ''), technologies: [] }));
      return;
    }
    const terms = line.chunks.length > 1 ? line.chunks.flatMap(splitTerms) : listTerms(text);
    // After a complete `Category: items` line, a plain line continues it only when that line was
    // cut mid-list (ends with a comma) or this one is indented or starts in lower case; else it
    // is a list of its own without a category.
    const previous = lines[i - 1];
    const continuesColonLine =
      /[,;&]$/.test(previous?.text ?? '') || line.x > (previous?.x ?? 0) + 3 || /^\p{Ll}/u.test(text);
    if (!current || (current.category && isColonLine(previous) && !continuesColonLine))
      skills.push((current = { category: '', technologies: [] }));
    // A comma list wrapped in a narrow column mid-item (`Logistics, Inventory` / `Management,
    // S&OP,`): where the section's lists keep their commas at the ends of wrapped lines, a line
    // above that ran to the column's edge without one was cut inside an item, so its last term
    // goes on into this line's first.
    if (
      commasAtWraps &&
      previous !== undefined &&
      current.technologies.length > 0 &&
      /,/.test(previous.text) &&
      !/[,;|·•&/)\]]\s*$/.test(previous.text) &&
      !line.isBullet &&
      line.page === previous.page &&
      Math.abs(line.x - previous.x) < 3 &&
      line.gapAbove < 0.8 &&
      wouldNotFit(previous, line, edges.get(line.page) ?? Infinity) &&
      terms.length > 0
    )
      current.technologies[current.technologies.length - 1] += ` ${terms.shift()!}`;
    current.technologies.push(...terms);
  });
  return skills.filter((s) => s.technologies.length > 0 || s.category);
}

/** Lines a bracket may wrap over: a list in brackets longer than this was never closed. */
const MAX_BRACKET_LINES = 4;

/**
 * `Databases (MySQL, Redis,` wrapped onto `DynamoDB)`: a line with an unclosed bracket goes on
 * to the lines that close it, on the same page, at most MAX_BRACKET_LINES lines in all. A bracket
 * that no line near it closes (`Python (3 years` as typed) joins nothing.
 */
function joinOpenBrackets(lines: Line[]): Line[] {
  const out: Line[] = [];
  const depth = (text: string) => (text.match(/\(/g)?.length ?? 0) - (text.match(/\)/g)?.length ?? 0);
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    let open = depth(line.text);
    let end = i;
    while (open > 0 && end + 1 < lines.length && end - i + 1 < MAX_BRACKET_LINES && lines[end + 1]!.page === line.page)
      open += depth(lines[++end]!.text);
    if (open > 0 || end === i) {
      out.push(line);
      continue;
    }
    out.push(joinLines(lines.slice(i, end + 1)));
    i = end;
  }
  return out;
}

/**
 * Words that name a group of skills (the head noun of `Cloud Platforms`, `Programming Languages`):
 * before a bracketed list they make a category; any other name (`Python (NumPy, Pandas)`) is an
 * item that carries its own list.
 */
const CATEGORY_NOUN =
  /\b(?:languages?|frameworks?|librar(?:y|ies)|tools?|toolkits?|databases?|platforms?|technolog(?:y|ies)|skills?|methodologies|methods|practices|concepts|software|systems|cloud|devops|testing|front-?end|back-?end|web|mobile|data|other|os|infrastructure|protocols|stack|services|environments|ides?|editors|packages|applications|apps|design|analytics|certifications|spoken|control|management|competencies|expertise|areas|domains)$/i;

/** A field of work named by its activity (`Programming`, `Accounting`, `Testing`), not a product. */
const DOMAIN_WORD = /^\p{Lu}\p{Ll}{3,}ing$/u;

// The name holds no list mark: `Tableau • Power BI • Excel (VLOOKUP, Pivot Tables)` lists items.
const BRACKETED = /^([^():,;|•·▪]{2,40}?)\s*\((.+,.+)\)$/;

/**
 * Categories set in a style of their own, whatever it is (a DOCX may set items larger than
 * their category): when the section's first line is in a style used by fewer lines than another,
 * and every line in that style is followed by a line in another style, that style marks
 * categories. Limits: a list whose first item happens to be styled differently is read as a
 * category with its items.
 */
function findCategoryStyle(lines: Line[]): string | null {
  const first = lines[0];
  if (!first || lines.length < 3) return null;
  const style = styleOf(first);
  const inStyle = lines.map((l) => styleOf(l) === style);
  const count = inStyle.filter(Boolean).length;
  if (count * 2 > lines.length) return null;
  const eachFollowed = inStyle.every((is, i) => !is || (i + 1 < lines.length && !inStyle[i + 1]));
  return eachFollowed ? style : null;
}

/** The next line reads as the items under `line`: not bold under bold, a bullet, indented, smaller or a list. */
function categoryFollows(line: Line, next: Line): boolean {
  return (
    (line.isBold && !next.isBold) ||
    next.isBullet ||
    next.x > line.x + 3 ||
    next.size < line.size - 0.4 ||
    next.chunks.length > 1 ||
    /[,;|]/.test(next.text)
  );
}

/**
 * A line in the items' own style names the run of skills below it when the vocabulary cuts that run
 * into names (`Languages` over `SQL Rust JavaScript`, tags a Word document set with only spaces
 * between them) and finds no list in the line itself, nor one name that is the whole line.
 */
function namesRunBelow(line: Line, next: Line): boolean {
  if (splitByVocabulary(next.text) === null || splitByVocabulary(line.text) !== null) return false;
  const text = line.text.trim();
  return !findSkills(text).some((m) => m.start === 0 && m.end === text.length);
}

/**
 * A list's terms: cut at its separators, or failing any, where the vocabulary finds names, or at
 * the spaces of a run of acronyms. A long run none of these cuts is kept whole when it reads as
 * names (every word capitalised: `Medication Administration Wound Care IV Therapy`), rather than
 * lost; a sentence is dropped.
 */
function listTerms(text: string): string[] {
  const terms = splitTerms(text);
  // One term, or none when the one was too long to be a term: the vocabulary may still cut it.
  if (terms.length > 1) return terms;
  const cut = splitByVocabulary(text);
  if (cut) return cut;
  const names = text.trim().split(/\s+/);
  // Three or more acronyms and nothing else (`TNCC NIHSS BLS`) are as many names.
  if (isAcronymRun(text)) return names;
  if (terms.length > 0) return terms;
  return names.every((w) => /^[\p{Lu}\d&/+#(]/u.test(w) || /^(?:and|of|for|in|on)$/.test(w)) ? [names.join(' ')] : [];
}

/**
 * Lines that alternate, all in one style, between a group's name and its run of items
 * (`Certifications` / `TNCC NIHSS BLS` / `Clinical Skills` / `Wound Care IV Therapy`): the names
 * when the section is such pairs throughout, at least two, each name short and without
 * separators, most names group words (`Systems`, `Clinical Skills`) and no run one; else none.
 */
function namesInPairs(lines: Line[]): Set<Line> {
  const none = new Set<Line>();
  if (lines.length < 4 || lines.length % 2 !== 0) return none;
  const style = styleOf(lines[0]!);
  if (lines.some((l) => styleOf(l) !== style || l.isBullet || l.chunks.length > 1)) return none;
  const names = lines.filter((_, i) => i % 2 === 0);
  const runs = lines.filter((_, i) => i % 2 === 1);
  const isGroupWord = (text: string) => CATEGORY_NOUN.test(text.trim()) || DOMAIN_WORD.test(text.trim());
  const shortName = (l: Line) => l.text.split(/\s+/).length <= 3 && !/[,;|:]/.test(l.text);
  if (!names.every(shortName) || runs.some((l) => isGroupWord(l.text))) return none;
  return names.filter((l) => isGroupWord(l.text)).length >= Math.max(2, names.length * 0.6) ? new Set(names) : none;
}

/**
 * A category row's columns: its parts, or its chunks when a gap is too narrow to make parts
 * (`Databases  Practices` set 20 pt apart) and the row below starts its items where the chunks
 * start (a table's columns), or when it has only one part.
 */
function columnsOf(line: Line, next: Line | undefined): { names: string[]; xs: number[] } {
  const byParts = { names: line.parts, xs: line.partXs };
  const byChunks = { names: line.chunks, xs: line.chunkXs };
  if (line.parts.length < 2 && line.chunks.length < 2 && next) return byWordsOver(line, next) ?? byChunks;
  // Names that fill their cells run together in fewer chunks than the columns below them
  // (`Clinical Skills Languages` ⇥ `Systems` over three columns): cut at the words over each column.
  if (line.parts.length < 2 && line.chunks.length >= 2 && next && next.parts.length > line.chunks.length) {
    const cut = byWordsInChunks(line, next);
    if (cut) return cut;
  }
  if (line.parts.length < 2) return byChunks;
  if (line.chunks.length <= line.parts.length || !next) return byParts;
  const startsUnder = next.chunkXs.filter((x) => line.chunkXs.some((c) => Math.abs(c - x) < 4)).length;
  return startsUnder >= 2 && startsUnder === next.chunkXs.length ? byChunks : byParts;
}

/**
 * A row of category names set as one run (`Visualization Statistics`, the gap between them too
 * narrow to split) over a row of items in columns: the names are cut at the word boundary nearest
 * each column's start (less the items' indent under their names), placed by the run's average
 * character width. The run must be set apart from the items (bold, larger, or with the items
 * indented under it) and hold no list separators; every column must start within the run and land
 * within two characters of a space; else null.
 */
function byWordsOver(line: Line, next: Line): { names: string[]; xs: number[] } | null {
  // Names only, set apart from the items, no list separators. Items indented under their names
  // (bullets) are indented alike in every column.
  const indent = next.x - line.x;
  // A paragraph's words have no place on the page (a Word file's).
  if (line.isParagraph) return null;
  if (/[,;|·•:]/.test(line.text) || !(line.isBold || line.size > next.size + 0.4 || indent > 3)) return null;
  const starts = next.partXs
    .slice(1)
    .map((x) => x - Math.max(0, indent))
    .filter((x) => x > line.x && x < line.right);
  if (starts.length === 0 || starts.length !== next.partXs.length - 1 || line.text.length < 4) return null;
  const names = cutAtColumns(line.text, line.x, line.right, starts);
  if (!names) return null;
  return { names, xs: [line.x, ...starts] };
}

/**
 * Like `byWordsOver`, chunk by chunk: a chunk that a column of the row below starts inside is cut
 * at the space nearest that column, placed by the chunk's own average character width (its right
 * edge taken at the narrowest gap that ends a chunk). Every column must start a name; else null.
 */
function byWordsInChunks(line: Line, next: Line): { names: string[]; xs: number[] } | null {
  const columns = next.partXs;
  const names: string[] = [];
  const xs: number[] = [];
  for (const [c, chunk] of line.chunks.entries()) {
    const x0 = line.chunkXs[c] ?? line.x;
    const after = line.chunkXs[c + 1];
    const x1 = after !== undefined ? after - line.size * 0.8 : line.right;
    const inside = columns.filter((col) => col > x0 + 4 && col < x1);
    const pieces = cutAtColumns(chunk, x0, x1, inside);
    if (!pieces) return null;
    names.push(...pieces);
    xs.push(x0, ...inside);
  }
  const startsAName = columns.every((col) => xs.some((x) => Math.abs(x - col) < 4));
  return names.length === columns.length && startsAName ? { names, xs } : null;
}

/**
 * `text`, set from `x0` to `x1`, cut at the space nearest each of `starts` (placed by the text's
 * average character width), each cut within two characters of its column and past the one before;
 * null when a cut finds no such space or leaves a piece empty.
 */
function cutAtColumns(text: string, x0: number, x1: number, starts: number[]): string[] | null {
  const perChar = (x1 - x0) / text.length;
  const pieces: string[] = [];
  let from = 0;
  for (const x of [...starts].sort((a, b) => a - b)) {
    const at = (x - x0) / perChar;
    const spaces = [...text.matchAll(/ /g)].map((m) => m.index).filter((k) => k > from);
    const nearest = spaces.sort((a, b) => Math.abs(a - at) - Math.abs(b - at))[0];
    if (nearest === undefined || Math.abs(nearest - at) > 2) return null;
    pieces.push(text.slice(from, nearest).trim());
    from = nearest + 1;
  }
  pieces.push(text.slice(from).trim());
  return pieces.every(Boolean) ? pieces : null;
}

/**
 * A row right under a grid's category row, in its type and tight under it, whose runs each start
 * at one of its columns: the rest of names that wrapped in their columns.
 */
function wrapsHeaderRow(header: Line, row: Line): boolean {
  const starts = [...header.partXs, ...header.chunkXs];
  return (
    row.page === header.page &&
    Math.abs(row.size - header.size) < 0.4 &&
    row.isBold === header.isBold &&
    row.font === header.font &&
    row.gapAbove < 0.6 &&
    !/[,;|:]/.test(row.text) &&
    row.chunkXs.every((x) => starts.some((s) => Math.abs(s - x) < 4))
  );
}

/**
 * A grid column's entries, each item a block of its own (`Root Cause` / `Analysis` wrapped in a
 * narrow column): a step down clearly tighter than the column's usual step between entries (under
 * 0.8 of the median, steps over a page break left out) goes on the entry above. A column set at
 * one even pitch joins nothing. Limits: in a sparse column (empty cells) two items a row apart
 * may read as one.
 */
function joinWrappedCells(cells: { page: number; y: number; text: string }[]): string[] {
  const steps = cells.slice(1).map((c, k) => (c.page === cells[k]!.page ? c.y - cells[k]!.y : NaN));
  const known = steps.filter((s) => !Number.isNaN(s)).sort((a, b) => a - b);
  const median = known[Math.floor(known.length / 2)] ?? 0;
  const out: string[] = [];
  cells.forEach((cell, k) => {
    const step = k > 0 ? steps[k - 1]! : NaN;
    if (known.length >= 2 && step > 0 && step < median * 0.8 && !/[,;|]$/.test(out.at(-1) ?? ''))
      out[out.length - 1] = `${out.at(-1)} ${cell.text}`;
    else out.push(cell.text);
  });
  return out;
}

function isCategoryRow(line: Line, next: Line | undefined, after: Line[] = []): boolean {
  const { names, xs } = columnsOf(line, next);
  const items = next ? [next, ...after.filter((r) => isItemRowUnder(line, r))] : [];
  return (
    next !== undefined &&
    !line.isBullet &&
    names.length >= 2 &&
    names.every((p) => !/[,;|:]/.test(p) && p.split(/\s+/).length <= 4) &&
    items.some((r) => r.chunks.length >= Math.min(2, names.length)) &&
    isItemRowUnder(line, next) &&
    // Rows of tags centred in a box (`DynamoDB Cassandra Redis` over `MySQL PostgreSQL`) are set
    // alike and start anywhere: a category row set like its items has each item start at the same
    // offset from its column (flush or indented alike).
    (next.size !== line.size || next.isBold !== line.isBold || next.font !== line.font || isOffsetAlike(xs, next))
  );
}

function isOffsetAlike(columns: number[], row: Line): boolean {
  const offsets = row.chunkXs.map((x) => {
    const left = columns.filter((c) => c <= x + 4);
    return left.length > 0 ? x - Math.max(...left) : NaN;
  });
  return offsets.every((o) => !Number.isNaN(o) && Math.abs(o - offsets[0]!) < 4);
}

/**
 * A row of items under a row of categories is set apart from it: no larger, and smaller,
 * indented, or in another weight or font (pills in the categories' size). The same test admits
 * the grid's first row and keeps the grid running, so a row it admits is never left to the last
 * category; a row set like the categories (the next grid's names) ends it.
 */
function isItemRowUnder(header: Line, row: Line): boolean {
  const sameStyle = header.isBold === row.isBold && header.font === row.font;
  return row.size <= header.size && (row.size < header.size - 0.4 || row.x > header.x + 3 || !sameStyle);
}

/**
 * Splits a list at commas, semicolons, pipes and bullets, not inside brackets (`C (C99, C11)`),
 * and at a full stop that ends a sentence inside it (`Sass/LESS. Familiarity with Ruby`): after a
 * word that is no abbreviation (six letters or more, or capitals, digits or a slash in it: not
 * `Mgmt.`, `Corp.`, `Mech.`), before a sentence of three words or more with one in lower case
 * (not `Project Mgmt. Software`, `U.S. GAAP. Tax Preparation`).
 */
export function splitTerms(text: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let term = '';
  for (const ch of text) {
    if (ch === '(' || ch === '[') depth++;
    if (ch === ')' || ch === ']') depth = Math.max(0, depth - 1);
    if (depth === 0 && /[,;|•·]/.test(ch)) {
      out.push(term);
      term = '';
    } else term += ch;
  }
  out.push(term);
  return out
    .flatMap(splitAtSentence)
    .map((t) => t.replace(/^\s*(and\s+)?|\.\s*$/g, '').trim())
    .filter((t) => t.length > 0 && t.length <= 60);
}

/** A term cut where a sentence ends inside it (see splitTerms). */
function splitAtSentence(term: string): string[] {
  const m = /^(.*?(\S+))\.\s+(\p{Lu}.*)$/u.exec(term);
  if (!m) return [term];
  const [, before, word, after] = m as unknown as [string, string, string, string];
  const words = after.trim().split(/\s+/);
  const noAbbreviation = /^[\p{L}]{6,}$/u.test(word) || /.\p{Lu}|[\d/]/u.test(word);
  const sentence = words.length >= 3 && words.some((w) => /^\p{Ll}/u.test(w));
  return noAbbreviation && sentence ? [before, ...splitAtSentence(after)] : [term];
}
