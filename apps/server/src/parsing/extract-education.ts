import type { Education } from '@vitae/shared/resume/schema';
import { splitEntries, type ItemTest } from './split-entries.ts';
import { splitHead, isPlace, isPlaceInBrackets, isRegion, CITY_PIECE } from './split-head.ts';
import { findDateRange, removeDate } from './find-dates.ts';
import type { Line } from './types.ts';
import { schoolColumnsOf } from './column-names.ts';
import { columnEdge, initialsOf, joinLines, wrapsOnto } from './line-parts.ts';

// The word for a school in English and the languages resumes are commonly written in, whole
// (`Universitat de Barcelona`, `Boğaziçi Üniversitesi`, `Fachhochschule Köln`).
export const SCHOOL =
  /(?<!\p{L})(universit(?:atea|ät|at|eit|et|as|y|é|à|ä|i)|universidad|universidade|üniversitesi|uniwersytet|univerzita|univerzitet|college|collège|institute|institut|instituto|istituto|school|escola|escuela|academy|akademie|academia|polytechnic|politecnico|politécnica|polytechnique|école|ecole|\p{L}*hochschule|conservatory|conservatoire|seminary|(?:faculty|facultad|faculdade|faculté|facoltà)(?=\s+(?:of|de|del|des|da|do|di)\s|\s*d['’])|fakultät(?=\s+für\s)|iit|mit|ucla)(?!\p{L})/iu;
export const DEGREE =
  /\b(bachelor(?:['’]?s)?|master(?:['’]?s)?|doctor|doctorate|ph\.?\s?d|mba|m\.?\s?b\.?\s?a|b\.?\s?sc|m\.?\s?sc|b\.?\s?s|m\.?\s?s|b\.?\s?a|m\.?\s?a|b\.?\s?eng|m\.?\s?eng|b\.?\s?tech|m\.?\s?tech|b\.?\s?com|m\.?\s?com|bba|llb|llm|md|jd|diploma|associate|certificate|licence|license|a-levels?|high school|ged|abitur|baccalaur[ée]at|honours|honors|mphil|dphil|mres|msn|bsn|bfa|mfa|pgce|hnd|licenciatura|licenciad[oa]|bacharelado|bacharel|doctorado|doutorado|dottorato|doctorat|maestr[ií]a|mestrado|máster|magister|laurea|diplôme|ingenier[oa]|ingénieur|bachillerato|grado(?= en ))\b\.?/i;
const GPA =
  /\b(?:gpa|cgpa|grade|score|mark|promedio|moyenne|notendurchschnitt)s?\b\s*[:-]?\s*(\d+(?:[.,]\d+)?(?:\s*\/\s*\d+(?:[.,]\d+)?)?)/i;
const BARE_GPA = /^(\d(?:[.,]\d{1,2})?(?:\s*\/\s*\d+(?:[.,]\d+)?)?|\d{1,2}[.,]\d{1,2}\s*\/\s*10)$/;

/**
 * Step 4d: education entries. The school is the piece with a school word (`University`,
 * `Universidad`, `College`…), the degree the piece with a degree word (`Bachelor`, `M.Sc.`,
 * `Ph.D.`…); a remaining short piece is the field of study and is joined as `Degree in Field`.
 * GPA: `GPA: 3.8`, `Grade 9.4/10`, or a bare number line like `3.80`. With the document's lines
 * (`page`), a name wrapped at its column's edge is joined (see joinWrappedName).
 * Limits: a school without a school word is taken as the first unclaimed piece.
 */
export function extractEducation(lines: Line[], page?: Line[]): Education[] {
  const table = readTable(lines);
  if (table) return [...table.rows, ...extractEducation(table.after, page)];
  return splitEntries(joinYearsBesideWrap(lines), { isItem: isSchoolItem, namesItem: opensWithDegree })
    .map((entry) => {
      // A place set apart at the right of its row (`MIT ⇥ Cambridge, MA`) is no degree (`MA`) or
      // field; a row's first part (`Computer Science, MA`) is never taken for one.
      const head = joinWrappedName(entry.head, page)
        .map((l) => ({ ...l, parts: l.parts.filter((p, k) => k === 0 || !isPlace(p)) }))
        .filter((l) => l.parts.length > 0)
        .map(firstSentence);
      const { pieces: cut, dates, prose } = splitHead(head);
      // A city and region in brackets after the school (`University of Michigan (Ann Arbor, MI)`) is its place.
      const pieces = withoutPlace(cut, [...prose, ...entry.body]).filter((p) => !isPlaceInBrackets(p));
      let gpa = '';
      const rest: string[] = [];
      const inHead = pieces.length + prose.length;
      // A body line that names the degree or the school in pieces cut by semicolons (`PhD; The
      // University of Hong Kong; Evolution Study of Influenza A Virus`, under its dates) is read
      // piece by piece, as a head line is.
      const body = entry.body.flatMap((line) =>
        /;\s/.test(line) && opensWithSchooling(line) ? line.split(/\s*;\s*/) : [line],
      );
      [...pieces, ...prose, ...body].forEach((raw, k) => {
        // `B.A.: Communications (3.67/4.00)`, and after a degree or school `Universidad de Sevilla
        // (3.84)`: a grade in brackets (a bare number in a course list is no grade); a colon or brackets
        // between a bare degree and its field (`Ph.D. (Computational Biology)`, not `(Hons)`).
        const named = k < inHead || DEGREE.test(raw) || SCHOOL.test(raw);
        const bracketed = (named ? BRACKETED_GRADE : BRACKETED_GRADE_OF).exec(raw) ?? TRAILING_GRADE.exec(raw);
        if (bracketed && !gpa) gpa = bracketed[1] ?? '';
        const piece = (bracketed ? raw.slice(0, bracketed.index) : raw)
          .replace(/^([^:]{1,30}):\s+(?=\p{Lu})/u, (m, d: string) => (DEGREE.test(d) ? `${d.trimEnd()} in ` : m))
          .replace(/^([^()]{1,40}?)\s*\((\p{Lu}[\p{L} &,'-]{2,60})\)$/u, (m, d: string, f: string) =>
            // `(AAS)` after `Associate of Applied Science` is the degree's initials, not its field
            // (`B.Tech (CSE)` names its field).
            isBareDegree(d) && !DEGREE.test(f) && !STANDING.test(f) && !SCHOOL.test(m) && f !== initialsOf(d)
              ? `${d} in ${f}`
              : m,
          );
        const m = GPA.exec(piece);
        if (m) {
          gpa = m[1] ?? '';
          // `Master of Science in Software Engineering; GPA: 3.14/4.00`: the degree stays.
          const left = (piece.slice(0, m.index) + ' ' + piece.slice(m.index + m[0].length))
            .replace(/[\s;,|·•–—(-]+$|^[\s;,|·•–—)-]+/g, '')
            .replace(/\(\s*\)/g, '')
            .trim();
          if (/\p{L}{2}/u.test(left)) rest.push(...splitFieldAndDegree(left));
        } else if (BARE_GPA.test(piece) && !gpa) gpa = piece;
        else rest.push(...splitFieldAndDegree(piece));
      });
      const schoolAt = findSchool(rest);
      const degreeAt = rest.findIndex((p, i) => i !== schoolAt && DEGREE.test(p));
      const others = rest.filter((p, i) => i !== schoolAt && i !== degreeAt && p.length < 70);
      // `at Universidad de Sevilla` on a line of its own: the `at` joins it to the degree above.
      // A school on a line of its own comes whole, with its place: a city and region after it go
      // (`California Polytechnic State University, San Luis Obispo, CA`), as from a head line's
      // pieces; so does a country or region named in full (`Technical University of Munich,
      // Germany`), while a code there may be a degree (`University of Mumbai, ME`).
      let university = (rest[schoolAt] ?? '')
        .replace(/^(?:at|@)\s+(?=\p{Lu})/u, '')
        // After a state's `University of X` the city may be its campus (`University of California,
        // Berkeley, CA`): only the region goes (not after `Queensland University of Technology`).
        .replace(/,\s*([^,]+),\s*([^,]+)$/, (m, city: string, region: string, at: number, whole: string) =>
          !CITY_PIECE.test(city.trim()) || SCHOOL.test(city) || !isRegion(region.trim())
            ? m
            : /^(?:The )?University of \p{Lu}\p{L}*(?: \p{Lu}\p{L}*)?$/u.test(whole.slice(0, at).trim())
              ? `, ${city.trim()}`
              : '',
        )
        .replace(/,\s*([^,]+)$/, (m, tail: string) =>
          isRegion(tail.trim()) && !/^\p{Lu}{2}$/u.test(tail.trim()) ? '' : m,
        );
      let degree = rest[degreeAt] ?? '';
      if (!university && others.length > 0) university = others.shift()!;
      const bare = degreeAt >= 0 && !/\s(?:in|en|em|di|in der|für)\s/i.test(rest[degreeAt]!);
      const field =
        (bare ? listedFields(rest.slice(degreeAt + 1)) : null) ?? others.find((p) => p.split(/\s+/).length <= 6);
      degree = degreeFirst(degree);
      // A degree that names its field already (`Licenciatura en Economía`) takes no other.
      if (degree && field && !/\s(?:in|en|em|di|in der|für)\s/i.test(degree)) degree = `${degree} in ${field}`;
      else if (!degree && field) degree = field;
      // A lone date on a school is the year it was finished (`Class of 2019`, `2019`).
      const isLone = dates !== null && dates.end === '';
      return {
        degree,
        university,
        start: isLone ? '' : (dates?.start ?? ''),
        end: isLone ? dates.start : (dates?.end ?? ''),
        gpa,
      };
    })
    .filter((e) => e.degree || e.university);
}

/** A school's bullet gives its range, or one year with a degree or school named (`Ph.D., Political Science, 2013.`). */
const isSchoolItem: ItemTest = (text, found) =>
  found !== null && ((found.start !== '' && found.end !== '') || DEGREE.test(text) || SCHOOL.test(text));

/**
 * A bullet that opens by naming a degree (`Licence en Philosophie`, `PhD en Philosophie, Université
 * de Yaoundé I`), not a note on one (`Honours: First Class`, `Master’s thesis: …`, `Associate Editor`).
 */
function opensWithDegree(line: string): boolean {
  const degree = DEGREE.exec(line);
  return (
    degree?.index === 0 &&
    !/^(?:honou?rs|associate|certificate)$/i.test(degree[1]!) &&
    !/^\s*(?::|(?:thesis|project|dissertation|course)\b)/i.test(line.slice(degree[0].length))
  );
}

/**
 * A line that opens with a degree, or with a school's name (its school word among the first two
 * words: `The University of Hong Kong`, `Institut Pasteur`), not one that mentions a school later
 * (`Exchange semester at National University of Singapore`).
 */
function opensWithSchooling(line: string): boolean {
  const school = SCHOOL.exec(line);
  return (
    DEGREE.exec(line)?.index === 0 || (school !== null && line.slice(0, school.index).trim().split(/\s+/).length <= 1)
  );
}

/**
 * Fields of study listed with commas right after the degree and closed by `and` (`PhD, Atmosphere,
 * Oceans and Climate`; `BA, History, Politics & Economics`): the comma cuts made them pieces, the
 * list is one field, when the degree names none (`BS in Nursing, RN, BLS and ACLS` is no list of
 * fields). At most four pieces, each short and capitalised, with no colon, figure, acronym or
 * honours and no school, degree or place, the last one joined by `and`/`&`; null for no such list.
 */
function listedFields(after: string[]): string | null {
  const item = (p: string) =>
    /^\p{Lu}/u.test(p) &&
    p.split(/\s+/).length <= 4 &&
    !/[:\d]/.test(p) &&
    !/^\p{Lu}{2,}\b/u.test(p) &&
    !STANDING.test(p) &&
    !isPlace(p) &&
    !SCHOOL.test(p) &&
    !DEGREE.test(p);
  const last = after.findIndex((p) => /\s(?:and|&)\s/.test(p));
  if (last < 1 || last > 3 || !after.slice(0, last + 1).every(item)) return null;
  return after.slice(0, last + 1).join(', ');
}

/** A school or department inside a university (`School of Electrical Engineering`, `Faculty of Law`, `Facultad de Ciencias`). */
const SUBUNIT =
  /^(?:(?:school|faculty|department|dept\.?|college|division)\s+of|(?:facultad|faculdade|faculté|facoltà|fakultät)(?:\s+(?:de|del|des|da|do|dos|das|di|für)|\s*d['’]|$))(?!\p{L})/iu;
/** A university known by its initials (`KAIST`, `EPFL`, `UIUC`). */
const INITIALS = /^\p{Lu}{3,8}$/u;
/** Initials that name a field of study, not a school (`B.Tech, CSE, College of Engineering Trivandrum`). */
const FIELD_INITIALS = new Set(
  'CSE ECE EEE EIE ICT CSIT MECH CIVIL CHEM AIML AIDS IOT STEM BBA MBA PPE MIS CIS IST ISE'.split(' '),
);

/**
 * Which piece names the school: one with a school word, the university rather than a school or
 * department inside it (`School of Engineering, Stanford University`); with only such a unit or
 * none, a university's initials (`School of Electrical Engineering, KAIST`, `B.S., Computer
 * Science, KAIST`), the last when there are several. -1 for none.
 */
function findSchool(pieces: string[]): number {
  const isSchool = (p: string) => SCHOOL.test(p) && !DEGREE.test(p.replace(SCHOOL, ''));
  const whole = pieces.findIndex((p) => isSchool(p) && !SUBUNIT.test(p));
  if (whole >= 0) return whole;
  const unit = pieces.findIndex(isSchool);
  const initials = pieces.findLastIndex(
    (p) => INITIALS.test(p) && !DEGREE.test(p) && !isPlace(p) && !FIELD_INITIALS.has(p),
  );
  return initials >= 0 ? initials : unit;
}

/**
 * A table of schooling under a row of column names (`Degree  Institution  Year  Percentage`, as
 * CVs in India and elsewhere set it; `Zeitraum  Ausbildung  Institution`): each row below is one
 * school, each cell read by the column it stands under. Rule: the section's first line has two
 * cells or more, each a column name (a degree or school column, and a school or year column); a
 * row opens with a cell in the year column, or in the first column set apart from the line above,
 * and a line tight under it (a cell wrapped onto two lines: `Dipl. Online Social` / `Media
 * Marketing`) goes on with it. The table ends at a line that starts left of it or at a gap with no
 * row opened. A year cell holding a range gives both dates.
 */
function readTable(lines: Line[]): { rows: Education[]; after: Line[] } | null {
  // A PDF's cells are its chunks (text apart by more than a word space); a Word table's, its parts.
  const cells = (l: Line) =>
    l.chunks.length >= l.parts.length ? { texts: l.chunks, xs: l.chunkXs } : { texts: l.parts, xs: l.partXs };
  const header = lines[0] && cells(lines[0]);
  if (!header) return null;
  const fields = schoolColumnsOf(header.texts);
  if (!fields) return null;
  const columnOf = (x: number) =>
    Math.max(
      0,
      header.xs.findLastIndex((cx) => cx <= x + 3),
    );
  const opening = fields.indexOf('end');
  const rows: Education[] = [];
  let k = 1;
  for (; k < lines.length; k++) {
    const line = lines[k]!;
    const { texts, xs } = cells(line);
    // Another table's column names end this one.
    if ((xs[0] ?? line.x) < (header.xs[0] ?? 0) - 3 || schoolColumnsOf(texts)) break;
    const within = (column: number) => xs.some((x) => columnOf(x) === column);
    // A year cell opens a row (`Pursuing` too); so does a first cell set apart from the row above,
    // or any first cell in a table with no year column.
    const hasYear = opening >= 0;
    const opens = (hasYear && within(opening)) || (within(0) && (line.gapAbove >= 0.3 || !hasYear));
    if (!opens && (rows.length === 0 || line.gapAbove >= 0.3)) break;
    // A lone cell apart under a table with no year column is no school of it.
    if (opens && !fields.includes('end') && texts.length < 2) break;
    if (opens) rows.push({ degree: '', university: '', start: '', end: '', gpa: '' });
    const row = rows.at(-1)!;
    texts.forEach((cell, c) => {
      const field = fields[columnOf(xs[c] ?? 0)]!;
      row[field] = row[field] ? `${row[field]} ${cell.trim()}` : cell.trim();
    });
  }
  for (const row of rows) {
    const range = findDateRange(row.end);
    if (range?.start && range.end) [row.start, row.end] = [range.start, range.end];
  }
  return rows.length > 0 ? { rows, after: lines.slice(k) } : null;
}

/** A grade in brackets at the end of a piece: `(3.67/4.00)`, `(3.84)`; in a description only with its scale. */
const BRACKETED_GRADE = /\s*\((\d[.,]\d{1,2}(?:\s*\/\s*\d+(?:[.,]\d+)?)?|\d\s*\/\s*\d+(?:[.,]\d+)?)\)\s*$/;
const BRACKETED_GRADE_OF = /\s*\((\d(?:[.,]\d{1,2})?\s*\/\s*\d+(?:[.,]\d+)?)\)\s*$/;
/** A grade with its scale after a dash or comma at the end of a piece: `M.Sc. —3.8/4.0`. */
const TRAILING_GRADE = /\s*[,|·–—-]\s*(\d[.,]\d{1,2}\s*\/\s*\d+(?:[.,]\d+)?)\s*$/;
/** Honours, class and status words that follow a degree in brackets and name no field. */
const STANDING =
  /\b(?:hons?|honou?rs|class|distinction|merit|cum laude|expected|in progress|ongoing|part[- ]time|full[- ]time|executive|online|distance|minor|major|candidate)\b/i;

/** A degree with nothing after its degree word but `of X` (`Bachelor of Science`, `Ph.D.`, `MBA`). */
function isBareDegree(text: string): boolean {
  const m = DEGREE.exec(text);
  if (!m || m.index > 0) return false;
  const after = text.slice(m[0].length).trim();
  return after === '' || /^of\s+\p{Lu}\p{L}*(?:\s+\p{Lu}\p{L}*)?$/u.test(after);
}

/**
 * A date column that stacks a school's years (`2021` over `2023`) beside its name wrapped over the
 * same two rows (`Hanoi University of Science and` / `Technology`): the rows are one, the years a
 * range. Rule: two rows, the second tight under the first, each a year alone and then text at one
 * x; the first text ends on a joining word, the second starts in capitals, and its year is later.
 */
function joinYearsBesideWrap(lines: Line[]): Line[] {
  const out: Line[] = [];
  for (const line of lines) {
    const prev = out.at(-1);
    const year = (l: Line) =>
      l.parts.length === 2 && /^(?:19|20)\d\d$/.test(l.parts[0]!.trim()) ? Number(l.parts[0]) : 0;
    if (
      prev &&
      year(prev) > 0 &&
      year(line) > year(prev) &&
      line.page === prev.page &&
      line.gapAbove < 0.6 &&
      Math.abs((line.partXs[1] ?? 0) - (prev.partXs[1] ?? 0)) < 3 &&
      OPEN_END.test(prev.parts[1]!) &&
      /^\p{Lu}/u.test(line.parts[1]!)
    ) {
      const parts = [`${year(prev)} – ${year(line)}`, `${prev.parts[1]!.trim()} ${line.parts[1]!.trim()}`];
      out[out.length - 1] = { ...prev, parts, text: parts.join(' '), chunks: parts, chunkXs: prev.partXs };
      continue;
    }
    out.push(line);
  }
  return out;
}

/**
 * A school's paragraph names degree and school in its first sentence and goes on about the thesis
 * (`Biomedical Engineering (MSc) – Technische Universiteit Eindhoven (TU/e). Afgestudeerd op: The
 * development of…`): a long head line of one part is cut there, when the sentence is a name's length.
 */
function firstSentence(line: Line): Line {
  const end = line.parts.length === 1 && line.text.length > 60 ? SENTENCE_END.exec(line.text) : null;
  if (!end) return line;
  const [text, rest] = [line.text.slice(0, end.index), line.text.slice(end.index + 1).trim()];
  // The sentence names a degree or a school; what follows is prose, not the school, degree, grade
  // or minor a one-line entry goes on with (`Licenciatura en Administración. Universidad de Buenos
  // Aires`, `… Computer Science. GPA: 3.8`), nor its dates (`MSc. Computing Science … Oct 2019`).
  if (text.split(/\s+/).length > 15 || !(DEGREE.test(text) || SCHOOL.test(text))) return line;
  if (rest.split(/\s+/).length < 4 || opensWithSchooling(rest) || /^(?:gpa|cgpa|grade|minor|major)\b/i.test(rest))
    return line;
  if (findDateRange(rest) !== null) return line;
  return { ...line, text, parts: [text] };
}

/** A sentence's full stop after a lower-case word or a bracket, not after a degree's (`MSc.`, `Ph. D.`). */
const SENTENCE_END = /(?<=\p{Ll}{3}|\))\.\s+(?=\p{Lu})/u;

/** A name cut after a word it cannot end on (`Universidad Complutense de` / `Madrid`). */
const OPEN_END = /\s(?:of|for|and|&|the|at|in|de|del|della|di|da|do|dos|das|du|des|der|für|y|e)$/i;

/**
 * A school or degree wrapped in a narrow column, its dates set at the end of the first line
 * (`Universidad Complutense de ⇥ 2015 - 2019` / `Madrid`): the first part goes on with the next
 * line when it ends on a joining word and that line starts in capitals, has no date and names no
 * degree of its own.
 */
function joinWrappedName(head: Line[], page: Line[] | undefined): Line[] {
  const out: Line[] = [];
  for (const line of head) {
    const prev = out.at(-1);
    const first = line.parts[0] ?? '';
    const lead = prev?.parts[0] ?? '';
    const date = findDateRange(lead);
    const name = date ? removeDate(lead, date) : lead;
    // A name that ran to the edge of its column (`MBA in Operations` / `Management`, `Pontifícia
    // Universidade` / `Católica do Rio de Janeiro` in a sidebar) goes on below in its own type; a
    // school under a degree (or a degree under a school) is no such rest.
    const crossesKinds = (DEGREE.test(lead) && SCHOOL.test(first)) || (SCHOOL.test(lead) && DEGREE.test(first));
    if (
      prev &&
      !date &&
      findDateRange(line.text) === null &&
      !crossesKinds &&
      !GPA.test(line.text) &&
      page !== undefined &&
      wrapsOnto(prev, line, columnEdge(prev, page))
    ) {
      out[out.length - 1] = joinLines([prev, line]);
      continue;
    }
    if (
      prev &&
      OPEN_END.test(name) &&
      /^\p{Lu}/u.test(first) &&
      findDateRange(line.text) === null &&
      !DEGREE.test(first)
    ) {
      const parts = [`${name} ${first}`, ...(date ? [date.raw] : []), ...prev.parts.slice(1), ...line.parts.slice(1)];
      out[out.length - 1] = { ...prev, parts, text: parts.join(' ') };
      continue;
    }
    out.push(line);
  }
  return out;
}

/**
 * A field written before its degree (`Applied Mathematics M.Sc.`, a field line with the degree
 * wrapped under it) reads degree first: `M.Sc. in Applied Mathematics`. Rule: the last one or two
 * words name a degree and the words before do not, and the text does not open with a degree
 * (`High School Diploma`).
 */
function degreeFirst(degree: string): string {
  const words = degree.split(/\s+/);
  for (const n of [1, 2]) {
    const tail = words.slice(-n).join(' ');
    const head = words
      .slice(0, -n)
      .join(' ')
      .replace(/[,;–—-]\s*$/, '');
    if (
      words.length > n &&
      DEGREE.exec(degree)?.index !== 0 &&
      DEGREE.test(tail) &&
      !DEGREE.test(head) &&
      !/\b(?:in|of)\b/i.test(degree)
    )
      // Without the brackets it was set in (`Biomedical Engineering (MSc)` -> `MSc in Biomedical Engineering`).
      return `${tail.replace(/^\((.+)\)$/, '$1')} in ${head}`;
  }
  return degree;
}

/**
 * A school whose name opens with its kind (`University of Delhi`, `Universidad Complutense de
 * Madrid`, `Institute of Technology`) after a degree on one line with no cut between them
 * (`BEng : Computer Engineering University of Delhi`).
 */
const SCHOOL_AFTER_DEGREE =
  /(?<=\s)(?:University\s+of\s|(?:Universit(?:ät|é|à|at|eit|et|as)|Universidad|Universidade|Instituto|Institut)\s+(?:of|de|del|do|da|di|der|für|\p{Lu}\p{Ll})|(?:Institute|College|School|Academy)\s+of\s)/u;

/**
 * A place after the school's name, cut at its comma (`University of Delhi – City , State`, `Manipal
 * Academy, San Francisco, CA — Master of Science, Finance`): no school, degree or field. Wherever it
 * stands after the school: a city and a region, or a region alone at the end. A state whose code is
 * also a degree (`MA`, `MS`, `MD`) is the state after a city when the entry names its degree
 * elsewhere (`Tufts University, Medford, MA` over `MA in International Relations`); `rest` is the
 * entry's other text.
 */
function withoutPlace(pieces: string[], rest: string[]): string[] {
  // `PhD in medical imaging, TU Dresden, Germany`: with no school named before it, the piece before
  // the country is the school.
  const schoolAt = pieces.findIndex((p) => SCHOOL.test(p));
  if (schoolAt < 0 || schoolAt === pieces.length - 1) return pieces;
  const kept = [...pieces];
  // `MA` is a state and a degree (`Boston University, Economics, MA`).
  const isRegionPiece = (p: string) => isRegion(p) && !DEGREE.test(p);
  // A degree named elsewhere: a piece or line that opens with one and names nothing else (not
  // `Master's thesis in …`, `Honors: …` or an award).
  const namesDegree = (p: string) =>
    DEGREE.exec(p)?.index === 0 &&
    p.split(/\s+/).length <= 10 &&
    !/\b(?:thesis|dissertation|project|award|prize|honou?rs?\s*:|of the year|scholar)/i.test(p);
  const degreeElsewhere = (code: string) => [...pieces, ...rest].some((p) => p !== code && namesDegree(p));
  // The city before a region, unless it is the school or the degree (`Ohio University, Ohio`).
  const isCity = (p: string) => CITY_PIECE.test(p) && !SCHOOL.test(p) && !DEGREE.test(p);
  // `University of Leeds, Leeds`, `University of Delhi, New Delhi`, `Portland Community College,
  // Portland`: a city right after the school named for the school's own place says nothing more.
  const city = kept[schoolAt + 1];
  const cityWord = city?.split(' ').at(-1) ?? '';
  // (With a region after it, the city and the region go together below.)
  // (A school printed twice, two columns run into one line, is one school.)
  if (city === kept[schoolAt]) kept.splice(schoolAt + 1, 1);
  else if (
    city &&
    CITY_PIECE.test(city) &&
    (kept[schoolAt]!.endsWith(` ${cityWord}`) || ` ${kept[schoolAt]!} `.includes(` ${city} `)) &&
    !DEGREE.test(city) &&
    !SCHOOL.test(city) &&
    !isRegion(kept[schoolAt + 2] ?? '')
  )
    kept.splice(schoolAt + 1, 1);
  for (let i = kept.length - 1; i > schoolAt; i--) {
    const piece = kept[i]!;
    const state = isRegionPiece(piece) || (isRegion(piece) && degreeElsewhere(piece));
    if (state && i - 1 > schoolAt && isCity(kept[i - 1]!)) kept.splice(--i, 2);
    // A region right after the school, named in full (`University of Delhi, India, BSc`): a code
    // there may be a degree (`Harvard University, AB, Economics`). A code that is also a degree is
    // the state only after a campus's city (`University of Mississippi, Oxford, MS` over `BA in
    // English`).
    else if (
      (isRegionPiece(piece) && (i === kept.length - 1 || (i - 1 === schoolAt && !/^\p{Lu}{2}$/u.test(piece)))) ||
      (state && i - 1 === schoolAt && kept[schoolAt]!.includes(', ')) ||
      isPlace(piece)
    )
      kept.splice(i, 1);
  }
  return kept;
}

/**
 * `Computational Biology / Ph.D.` or `Ph.D. / Computational Biology`: a field and a degree set
 * side by side with a slash are two pieces, so the degree reads `Ph.D. in Computational Biology`.
 * Only when exactly one side names a degree (`Ph.D. / MBA` stays whole).
 */
function splitFieldAndDegree(piece: string): string[] {
  const school = SCHOOL_AFTER_DEGREE.exec(piece);
  const degree = DEGREE.exec(piece);
  if (school && degree?.index === 0 && school.index >= degree[0].length) {
    // The school's name may open before its kind, after a comma (`…, Technische Universität München`).
    const named = /,\s*((?:\p{Lu}[\p{L}.'’-]*\s+){1,2})$/u.exec(piece.slice(0, school.index));
    const at = named ? school.index - named[1]!.length : school.index;
    return [...splitFieldAndDegree(piece.slice(0, at).replace(/[\s,;:–—-]+$/, '')), piece.slice(at).trim()];
  }
  // `Universidad de Sevilla Grado en Biología`: a school opening the line and a degree word after it.
  const opening = SCHOOL.exec(piece);
  if (opening && piece.slice(0, opening.index).trim() === '') {
    const words = [...piece.slice(opening.index + opening[0].length).matchAll(new RegExp(DEGREE.source, 'gi'))];
    // A degree named with its field (`Grado en`, `Master of`, `Doctorado en`), not a word inside
    // the school's own name (`Universidad Doctor Rafael Belloso`, `Honors College`).
    const after = words.find((w) => {
      const at = opening.index + opening[0].length + w.index;
      return (
        w[0].length >= 3 &&
        /^\p{Lu}/u.test(w[0]) &&
        /\s$/.test(piece.slice(0, at)) &&
        /^\s*(?:in|en|em|of|de|di|in der|für)\s/iu.test(piece.slice(at + w[0].length))
      );
    });
    if (after) {
      const at = opening.index + opening[0].length + after.index;
      return [piece.slice(0, at).replace(/[\s,;:–—-]+$/, ''), ...splitFieldAndDegree(piece.slice(at).trim())];
    }
  }
  const sides = piece.split(/\s+\/\s+/);
  if (sides.length !== 2) return [piece];
  const degrees = sides.filter((side) => DEGREE.test(side));
  return degrees.length === 1 && !SCHOOL.test(piece) ? sides : [piece];
}
