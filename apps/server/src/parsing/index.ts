import type { Resume } from '@vitae/shared/resume/schema';
import { LIMITS } from '@vitae/shared/limits';
import { ParseError } from './errors.ts';
import { sniffResumeType, decodeUtf8, type ResumeFileKind } from './sniff-type.ts';
import { readPdfWithLinks } from './read-pdf.ts';
import { readDocx } from './read-docx.ts';
import { readText } from './read-text.ts';
import { readJsonResume } from './read-json-resume.ts';
import { fitToSchema } from './fit-to-schema.ts';
import { groupLines } from './group-lines.ts';
import { findUnnamedEducation } from './find-unnamed-education.ts';
import {
  findSections,
  matchHeading,
  matchHeadingLoosely,
  normaliseHeading,
  type Section,
  type SectionName,
} from './find-sections.ts';
import { extractContact, findLocation } from './extract-contact.ts';
import { COMPANY_WORDS, TITLE_IN_PROSE, extractExperience } from './extract-experience.ts';
import { DEGREE, SCHOOL, extractEducation } from './extract-education.ts';
import { withoutColumnNames } from './column-names.ts';
import { extractProjects } from './extract-projects.ts';
import { extractSkills } from './extract-skills.ts';
import { CREDENTIAL_WORDS, extractCertifications, extractPublications, titlesOfWorks } from './extract-credentials.ts';
import { scoreConfidence } from './score-confidence.ts';
import type { Line } from './types.ts';
import type { Education, Experience, Skill } from '@vitae/shared/resume/schema';
import { findDateRange, isDateOnly } from './find-dates.ts';
import { isSentence } from './split-entries.ts';
import { REGION_CODES, TITLE_WORDS } from './split-head.ts';
import { isAcronymRun, partsFrom, withoutBodyBold } from './line-parts.ts';

export interface ParseResult {
  resume: Resume;
  kind: ResumeFileKind;
  /** 0..1 per field: how sure the parser is (section found by heading, entries with dates…). */
  confidence: Record<string, number>;
  warnings: string[];
}

/**
 * Parses a resume file: read (by content type) -> lines in reading order -> sections -> fields.
 * Throws ParseError with a stable code for files it cannot read; never invents content.
 */
export async function parseResume(bytes: Uint8Array, _opts: { fileName?: string } = {}): Promise<ParseResult> {
  if (bytes.byteLength > LIMITS.uploadBytes) throw new ParseError('too_large');
  const kind = sniffResumeType(bytes);
  if (!kind) throw new ParseError('unsupported_type');
  if (kind === 'json') {
    const resume = readJsonResume(decodeUtf8(bytes) ?? '');
    return { resume, kind, confidence: scoreConfidence(resume, null), warnings: [] };
  }
  let lines: Line[];
  let links: string[] = [];
  if (kind === 'pdf') {
    const pdf = await readPdfWithLinks(bytes);
    lines = groupLines(pdf.pages);
    links = pdf.links;
  } else if (kind === 'docx') ({ lines, links } = await readDocx(bytes));
  else lines = readText(decodeUtf8(bytes) ?? '');
  return { ...resumeFromLines(lines, links), kind };
}

/** Steps 3 and 4 on lines from any reader. */
export function resumeFromLines(read: Line[], links: string[] = []): Omit<ParseResult, 'kind'> {
  const lines = withoutBodyBold(read);
  const contact = extractContact(lines, links);
  const sections = introUnderName(
    findUnnamedEducation(dropNameLines(dropRepeatedSections(withoutMenu(findSections(lines))), contact.fullName)),
    contact.fullName,
  );
  // A `Projects` section that lists papers or titles of talks and articles (a theme that prints
  // publications under that name) is read as publications.
  // With no experience section, work named otherwise (a teacher's `Teaching & Instructional
  // Leadership`, `Teacher Training & Consulting`) is the experience.
  const noExperience = !sections.some((s) => s.name === 'experience');
  const readAs = (s: Section): SectionName =>
    s.name === 'projects' && (listsPapers(s.lines) || titlesOfWorks(s.lines, lines) !== null)
      ? 'publications'
      : noExperience && s.name === 'other' && holdsWork(s)
        ? 'experience'
        : listsQualities(s) || namesWorkAndSchooling(s.heading)
          ? 'other'
          : s.name;
  // Each section is named once (the tests above read its lines, some of them the whole page's).
  const names = new Map(sections.map((s) => [s, readAs(s)]));
  const nameOf = (s: Section) => names.get(s)!;
  // A section that names both (`Career/Education history`, `Education & Experience`) holds jobs
  // and schools: each extractor keeps the entries that are its own.
  const mixed = sections.filter((s) => namesWorkAndSchooling(s.heading)).map((s) => s.lines);
  // A table's row of column names (`Bereich ⇥ Tools`) is no entry (education, read section by
  // section below, reads its own).
  const linesOf = (name: Exclude<SectionName, 'education'>, keep: (s: Section) => boolean = () => true) =>
    withoutColumnNames(sections.filter((s) => nameOf(s) === name && keep(s)).flatMap((s) => s.lines));
  // Where the person lives is told in the header (with any unnamed block before the first
  // known section: a title set as a heading) or in a contact section.
  const firstKnown = sections.findIndex((s) => !['header', 'contact', 'other'].includes(s.name));
  const header = sections
    .filter((s, k) => s.name === 'contact' || k < firstKnown || firstKnown < 0)
    .flatMap((s) => s.lines);
  const draft = {
    ...contact,
    location: findLocation(header, lines),
    profile: extractProfile(sections),
    experience: [
      ...extractExperience(linesOf('experience')),
      ...mixed.flatMap((m) => extractExperience(m).filter(isJob)),
    ],
    education: [
      // Each section on its own: two lists of schools read as one would share one layout.
      ...sections.filter((s) => nameOf(s) === 'education').flatMap((s) => extractEducation(s.lines, lines)),
      ...mixed.flatMap((m) => extractEducation(m, lines).filter(isSchooling)),
    ],
    projects: extractProjects(linesOf('projects')),
    skills: [...extractSkills(linesOf('skills')), ...skillsFromListSections(sections), ...skillsInProfile(sections)],
    certifications: extractCertifications(
      // A list of terms under `Certifications` is read with the skills (skillsFromListSections).
      linesOf('certifications', (s) => !isTermList(s.lines)),
      lines,
    ),
    publications: extractPublications(linesOf('publications'), contact.fullName, lines),
  };
  const { resume, warnings } = fitToSchema(draft);
  if (!sections.some((s) => s.name !== 'header'))
    warnings.push('No section headings were recognised; check every field.');
  for (const field of ['fullName', 'email'] as const)
    if (!resume[field]) warnings.push(`No ${field === 'fullName' ? 'name' : 'e-mail address'} was found.`);
  if (resume.experience.length === 0 && resume.education.length === 0)
    warnings.push('No experience or education entries were found.');
  return { resume, confidence: scoreConfidence(resume, sections), warnings };
}

/** Headings that name work done under another name than experience (`Teaching`, `Consulting`, `Clinical Practice`, `Curriculum Development & Research`); not training, fellowships or service, which list courses, awards and reviewing. */
const WORK_HEADING =
  /\b(?:teaching|teacher|instruction(?:al)?|consult(?:ing|ancy)|leadership|clinical|practice|employment|positions?|appointments?|residency|research|docencia|docente|enseignement|lehrtätigkeit|insegnamento|investigación|recherche|forschung|ricerca|pesquisa)\b/iu;

/** What a heading names beside work that holds no jobs: grants, people supervised, talks, projects, interests. */
const NOT_WORK =
  /\b(?:grants?|funding|financ\w*|fellowships?|supervis\w*|mentor\w*|students?|interests?|outputs?|presentations?|talks?|publications?|awards?|projects?|proyectos?|projets?|projekte?|progetti|projetos?|becas?|subvenciones)\b/iu;

/**
 * A section outside the model that holds jobs: its heading names work done, and it holds a date
 * range and a line that names a rank (`Urban Teacher Resident`, `National Trainer & Curriculum
 * Consultant`).
 */
function holdsWork(section: Section): boolean {
  if (NOT_WORK.test(section.heading)) return false;
  const { lines } = section;
  // A rank named in a short line (`Urban Teacher Resident`).
  const namesRank = (l: Line) => !l.isBullet && l.text.split(/\s+/).length <= 10 && TITLE_WORDS.test(l.text);
  if (WORK_HEADING.test(section.heading) && lines.some((l) => findDateRange(l.text) !== null) && lines.some(namesRank))
    return true;
  // A heading no list knows (a field of work: `Social Service`, `Information Service`) over
  // entries set as jobs are: a short name that is no school right above a line that is only a
  // range of dates (`Downtown Emergency Service Center` / `August 2014 - Present`), and a rank
  // named in a short line or told in a sentence (`As a Case Manager, I…`), as clubs, teams and
  // exhibitions name none.
  return (
    lines.some((l) => namesRank(l) || TITLE_IN_PROSE.test(l.text)) &&
    matchHeading(section.heading) === null &&
    lines.some((l, i) => {
      const range = isDateOnly(l.text) ? findDateRange(l.text) : null;
      const above = lines[i - 1];
      return (
        range !== null &&
        range.start !== '' &&
        range.end !== '' &&
        above !== undefined &&
        !above.isBullet &&
        findDateRange(above.text) === null &&
        above.text.split(/\s+/).length <= 6 &&
        !SCHOOL.test(above.text) &&
        !/[.:;]$/.test(above.text.trim())
      );
    })
  );
}

/** Qualifications a British, Irish or Indian CV lists as schooling, and professional ones (`ACCA`, `Chartered`). */
const SCHOOLING =
  /\b(?:a[- ]?levels?|as[- ]levels?|i?gcses?|highers|national [45]s?|nvqs?|btec|hnc|hnd|ssc|hsc|cbse|icse|leaving cert\w*|ib|chartered|acca|cima|aca|cpa|cfa|rgn|qts|pgce|licen[cs]e)\b/i;

/**
 * `Qualifications` names schooling in one resume (a British CV's degrees) and a list of strengths
 * in another (a builder's `Qualifications` table: `PHP Web Application Development`, `Web server
 * administration`). Under that heading, lines that name no school, degree, exam or professional
 * body and hold no year are the list, read with the skills under the heading's name.
 */
function listsQualities(section: Section): boolean {
  return (
    section.name === 'education' &&
    normaliseHeading(section.heading) === 'qualifications' &&
    section.lines.length > 0 &&
    !section.lines.some(
      (l) => SCHOOL.test(l.text) || DEGREE.test(l.text) || SCHOOLING.test(l.text) || /\b(?:19|20)\d\d\b/.test(l.text),
    )
  );
}

/**
 * A heading that names work and schooling joined as two (`Career/Education history`, `Work and
 * Education`, `Formación y Experiencia`); not one that names either kind of the other
 * (`Academic Experience`, `Education Experience` are jobs; `Educational Experience` schooling).
 */
const SCHOOLING_WORD = String.raw`(?:education|schooling|studies|formation|formaci[oó]n|ausbildung|bildung|opleiding|formazione|istruzione|forma[çc][ãa]o|educa[çc][ãa]o|utbildning)`;
const WORK_WORD = String.raw`(?:career|work|experience|employment|jobs?|berufserfahrung|arbeitserfahrung|experiencia|exp[ée]rience|werkervaring|esperienza|experi[êe]ncia|erfarenhet|arbetslivserfarenhet)`;
const JOINED = String.raw`\s*(?:\/|&|\+|,|\band\b|\by\b|\bet\b|\bund\b|\be\b)\s*(?:\p{L}+\s+)?`;
const WORK_AND_SCHOOLING = new RegExp(
  String.raw`\b${SCHOOLING_WORD}${JOINED}${WORK_WORD}\b|\b${WORK_WORD}${JOINED}${SCHOOLING_WORD}\b`,
  'iu',
);
function namesWorkAndSchooling(heading: string): boolean {
  return WORK_AND_SCHOOLING.test(heading);
}

/**
 * A job read from a mixed section: dated, not a line that opens with a degree (a title that opens
 * with one and names a rank is a job: `Associate Professor`), and naming a rank or no school.
 */
function isJob(job: Experience): boolean {
  const degreeLine = DEGREE.exec(job.title)?.index === 0 && !TITLE_WORDS.test(job.title);
  return (
    (job.start !== '' || job.end !== '') &&
    !degreeLine &&
    (TITLE_WORDS.test(job.title) || !SCHOOL.test(`${job.title} ${job.company}`))
  );
}

/**
 * A school read from a mixed section: a school named or a degree that opens its line (`Bachelor in
 * Informatik, ZHAW`: the line a job is not), and no rank read as its degree.
 */
function isSchooling(school: Education): boolean {
  const degreeFirst =
    DEGREE.exec(school.degree)?.index === 0 &&
    // `MD`, `Doctor`, `Associate` open a rank as well as a degree; a company is no school.
    !/^(?:md|doctor|associate|master)\b(?!\s+(?:of|in|en|'s|’s)\b)/i.test(school.degree) &&
    !COMPANY_WORDS.test(school.university);
  return (SCHOOL.test(school.university) || degreeFirst) && !TITLE_WORDS.test(school.degree);
}

/** Words that name where a paper or an article was published. */
const PUBLISHED_IN =
  /\b(?:journal|review|proceedings|conference|symposium|workshop|magazine|quarterly|transactions|letters|press|blog|medium|queue|bulletin|annals|arxiv|biorxiv|ssrn|ieee|acm|springer|elsevier|wiley|substack)\b/i;

/**
 * A list of papers under another name (`MENTORING EARLY-CAREER PROFESSIONALS` / `Medium | Jun
 * 2022`): no bullets, every line with a date only a short venue that names a place of publication
 * and that date, every other line a title (no sentence), and at most two titles a date.
 */
function listsPapers(lines: Line[]): boolean {
  const dated = lines.filter((l) => findDateRange(l.text) !== null);
  if (dated.length === 0 || lines.some((l) => l.isBullet) || lines.length > dated.length * 3) return false;
  const venueAndDate = (l: Line) => {
    const range = findDateRange(l.text)!;
    const venue = l.text.replace(range.raw, ' ').replace(/[\s|·•,–—-]+$|^[\s|·•,–—-]+/g, '');
    return PUBLISHED_IN.test(venue) && venue.split(/\s+/).length <= 6 && !range.end;
  };
  return (
    dated.every(venueAndDate) &&
    lines.every((l) => dated.includes(l) || (!isSentence(l.text) && l.text.split(/\s+/).length <= 16))
  );
}

/**
 * The person's name standing alone inside a section, in its large type (a Word file whose main
 * column, name first, follows a sidebar's last section), is no part of that section's content.
 */
function dropNameLines(sections: Section[], fullName: string): Section[] {
  if (!fullName) return sections;
  return sections.map((s) => {
    if (s.name === 'header') return s;
    // Only the name set as a name: larger than the section's own text.
    const sizes = s.lines.map((l) => l.size).sort((a, b) => a - b);
    const body = sizes[Math.floor((sizes.length - 1) / 2)] ?? 0;
    return { ...s, lines: s.lines.filter((l) => l.text.trim() !== fullName || l.size <= body + 1) };
  });
}

/**
 * A section headed with the person's own name (`Dillon Bergin` over `I use data to power
 * investigative reporting…`, as CV generators print an introduction) is their profile, when no
 * section is named so. So is one headed `Présentation` in French (an introduction; in English the
 * word names talks: the accent or French prose under it tells which) that holds only paragraphs of
 * prose, thirty words or more with no line that is a date or a list's item.
 */
function introUnderName(sections: Section[], fullName: string): Section[] {
  if (sections.some((s) => s.name === 'profile')) return sections;
  const told = (lines: Line[]) =>
    lines.length > 0 &&
    !lines.some((l) => l.isBullet || isDateOnly(l.text) || isContactRow(l)) &&
    lines
      .map((l) => l.text)
      .join(' ')
      .split(/\s+/).length >= 30 &&
    lines.filter((l) => isSentence(l.text)).length >= lines.length / 2;
  // French: the heading's accent, or the prose's own small words (`je`, `les`, `dans`, …).
  const french = (s: Section) =>
    /é/i.test(s.heading) ||
    (
      s.lines
        .map((l) => l.text)
        .join(' ')
        .match(/(?:^|\s)(?:je|j['’]\S+|les|des|une|dans|pour|avec|et|du|au)(?=\s)/gi) ?? []
    ).length >= 3;
  sections = sections.map((s) =>
    s.name === 'other' && normaliseHeading(s.heading) === 'presentation' && french(s) && told(s.lines)
      ? { ...s, name: 'profile' as const }
      : s,
  );
  if (!fullName || sections.some((s) => s.name === 'profile')) return sections;
  // Its text is prose: no dates, no contact details, sentences of a dozen words or more (not a
  // later page's running head over jobs, nor a sidebar's title and contact lines).
  const prose = (lines: Line[]) => {
    const text = lines.map((l) => l.text).join(' ');
    return (
      lines.length > 0 &&
      !lines.some((l) => findDateRange(l.text) !== null || isContactRow(l)) &&
      text.split(/\s+/).length >= 12 &&
      isSentence(text)
    );
  };
  return sections.map((s) =>
    s.name === 'other' && normaliseHeading(s.heading) === normaliseHeading(fullName) && prose(s.lines)
      ? { ...s, name: 'profile' as const }
      : s,
  );
}

/**
 * A section printed twice over, the same kind with the same lines (a template that renders one
 * list under two headings), is read once: its entries would come out twice.
 */
function dropRepeatedSections(sections: Section[]): Section[] {
  const seen = new Set<string>();
  return sections.filter((s) => {
    if (s.name === 'header' || s.lines.length === 0) return true;
    const key = `${s.name}\n${s.lines.map((l) => l.text).join('\n')}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * A web page's menu (`Expériences` / `Formations` / `Bénévolat` / `Compétences` / `Me contacter` /
 * `Curriculum vitae`) reads as headings with nothing under them: after three empty sections or
 * more in a row, the next one's lines, when all are a few words with no date, are the menu's rest,
 * not that section's content.
 */
function withoutMenu(sections: Section[]): Section[] {
  // A menu stands at the page's top: the empty run must open the document's headings.
  let empty = 0;
  let fromTop = true;
  return sections.map((s) => {
    const menu =
      fromTop &&
      empty >= 3 &&
      s.lines.length > 0 &&
      s.lines.every((l) => l.text.trim().split(/\s+/).length <= 3 && findDateRange(l.text) === null);
    if (s.name !== 'header' && s.lines.length === 0) empty++;
    else if (s.name !== 'header') fromTop = false;
    return menu ? { ...s, name: 'other' as const } : s;
  });
}

/**
 * The profile: the text of a summary/objective section; failing that, sentence-like lines in
 * the header (before the first heading) that are not contact details.
 */
function extractProfile(sections: Section[]): string {
  // A line that is itself a heading (a table of contents under `Background`) is not profile text.
  const own = dropContactLines(
    sections
      .filter((s) => s.name === 'profile')
      .flatMap((s) => s.lines)
      .filter((l) => matchHeading(l.text) === null),
  );
  // Without one, an introduction told under a heading that names the person (`Zur Person` over `Ich
  // bin Softwareentwicklerin mit acht Jahren Erfahrung…`) is the profile: its prose only.
  const personal = sections
    .filter((s) => s.name === 'contact' && /\bperson\b/.test(normaliseHeading(s.heading)))
    .flatMap((s) => s.lines)
    .filter((l) => !isContactRow(l) && !l.isBullet);
  const told = keepProse(personal);
  const source =
    own.length > 0
      ? keepProse(own)
      : told.filter((l) => isSentence(l.text)).length >= 2
        ? told
        : summaryInHeader(sections[0]?.lines ?? []);
  return source
    .map((l) => l.text)
    .join(' ')
    .trim();
}

/**
 * A sidebar's `About` block may hold skill groups and handles beside the summary. Rule: when the
 * profile sections hold prose (a sentence of several words), only the prose is kept, each
 * sentence with the shorter lines that wrap on from it (same left edge and size, the one before
 * not ending a sentence); without any prose every line is kept.
 */
function keepProse(lines: Line[]): Line[] {
  const isProse = (l: Line) => isSentence(l.text) && l.text.split(/\s+/).length >= 6;
  if (!lines.some(isProse)) return lines;
  const kept: Line[] = [];
  lines.forEach((line, i) => {
    const last = kept.at(-1);
    const wrapsOn =
      last !== undefined &&
      last === lines[i - 1] &&
      Math.abs(line.x - last.x) < 3 &&
      Math.abs(line.size - last.size) < 0.3 &&
      !/[.!?]$/.test(last.text);
    if (isProse(line) || wrapsOn) kept.push(line);
  });
  return kept;
}

/**
 * A summary printed under the name without a heading: lines over 60 characters that are not
 * contact details, each with the shorter lines that wrap on from it (same left edge and size), and
 * short sentences when two or more stand there (`Natural engineering leader.` / `Deep commitment
 * to holistic product quality.`).
 */
function summaryInHeader(lines: Line[]): Line[] {
  const out: Line[] = [];
  let lastAt = -1;
  const shortSentence = (l: Line | undefined) =>
    l !== undefined &&
    /^\p{Lu}.*\p{Ll}[.!]$/u.test(l.text) &&
    l.text.split(/\s+/).length >= 3 &&
    !isContactText(l.text) &&
    findDateRange(l.text) === null;
  // Only sentences two or more in a row: one alone may be anything's last line.
  const inRun = (i: number) => shortSentence(lines[i]) && (shortSentence(lines[i - 1]) || shortSentence(lines[i + 1]));
  const inParagraph = narrowParagraphs(lines);
  lines.map(besideContact).forEach((line, i) => {
    if (isContactRow(line) || listsSectionNames(line.text)) return;
    if (inRun(i) || inParagraph.has(i)) {
      out.push(line);
      lastAt = i;
      return;
    }
    const last = out.at(-1);
    const wrapsOn =
      last !== undefined &&
      i === lastAt + 1 &&
      Math.abs(line.x - last.x) < 2 &&
      Math.abs(line.size - last.size) < 0.3 &&
      !/[.!?]$/.test(last.text);
    // A long line with a date range and no sentence is an entry's (`Violin, SF Symphony
    // 2017-2021`), no summary.
    // Nor is a line of personal details (`Geboren am 24.03.1988 in Hai Duong, Viet Nam`).
    if (
      (line.text.length > 60 &&
        (!findDateRange(line.text)?.end || isSentence(line.text)) &&
        !listsPersonalData(line.text)) ||
      wrapsOn
    ) {
      out.push(line);
      lastAt = i;
    }
  });
  return out;
}

/**
 * Which lines make a paragraph set in a narrow column (a summary beside a photo): three lines or
 * more of one cell each and no contact detail, in one type at one left edge, tight, that read as
 * sentences together, of twenty words or more.
 */
function narrowParagraphs(lines: Line[]): Set<number> {
  const inParagraph = new Set<number>();
  const oneCell = (l: Line) => l.parts.length === 1 && !isContactRow(l);
  for (let i = 0; i < lines.length;) {
    let j = i + 1;
    while (
      j < lines.length &&
      oneCell(lines[i]!) &&
      oneCell(lines[j]!) &&
      Math.abs(lines[j]!.x - lines[i]!.x) < 2 &&
      Math.abs(lines[j]!.size - lines[i]!.size) < 0.3 &&
      lines[j]!.gapAbove < 0.6 &&
      lines[j]!.page === lines[i]!.page
    )
      j++;
    // Wrapped lines fill the column: all but the last are near the longest; a short line that
    // opens the run (the name in the body's type) is no part of it.
    const longest = Math.max(...lines.slice(i, j).map((l) => l.text.length));
    const fills = (l: Line) => l.text.length >= longest * 0.6;
    // Nor is a title in capitalised words above it (`Senior Product Designer, Payments and Growth`).
    const titled = (l: Line) => {
      const words = l.text.split(/\s+/).filter((w) => /^\p{L}/u.test(w));
      return words.filter((w) => /^\p{Lu}/u.test(w)).length >= words.length * 0.6;
    };
    let from = i;
    while (from < j - 1 && (!fills(lines[from]!) || titled(lines[from]!))) from++;
    const block = lines.slice(from, j);
    const text = block.map((l) => l.text).join(' ');
    if (
      block.length >= 3 &&
      block.slice(0, -1).every(fills) &&
      text.split(/\s+/).length >= 20 &&
      /[.!]$/.test(text) &&
      isSentence(text) &&
      !PERSONAL_DATA.test(text)
    ) {
      for (let k = from; k < j; k++) inParagraph.add(k);
    }
    i = j;
  }
  return inParagraph;
}

/** Personal details written out as a paragraph (birth, nationality, licence, marital status): no summary. */
const PERSONAL_DATA =
  /\b(?:geboren|staatsangehörigkeit|nationality|date of birth|born on|führerschein|driving licen[cs]e|né(?:e)? le|nacionalidad|fecha de nacimiento|nationalité|ledig|verheiratet|marital status)\b/iu;

/**
 * A row of personal details (`NgocMinh_Dao • Geboren am 24.03.1988 in Hai Duong`): their words
 * with a full date or in pieces set apart by marks; a sentence that names one (`Care assistant
 * with full driving licence and own car`) is a summary.
 */
function listsPersonalData(text: string): boolean {
  return (
    PERSONAL_LABEL.test(text) ||
    (PERSONAL_DATA.test(text) && /\b\d{1,2}[./-]\d{1,2}[./-]\d{2,4}\b|\s[•|·]\s/.test(text))
  );
}

/** A personal detail under its label (`Dirección Personal: 9 de Julio 2108, Córdoba`, `Anschrift: …`). */
const PERSONAL_LABEL =
  /^(?:(?:home |postal |personal )?address|direcci[oó]n(?: personal| postal)?|domicilio|adresse|anschrift|indirizzo|endere[çc]o|morada|adres|place of birth|lugar de nacimiento|lieu de naissance|geburtsort|date of birth|fecha de nacimiento|date de naissance|geburtsdatum|nationality|nacionalidad(?:es)?|nationalit[ée]|staatsangeh[öo]rigkeit|marital status|estado civil|familienstand)\s*:/iu;

/** A row of section names (`♦ Introduction ♦ Work Experience ♦ Education`: a page's menu), no summary. */
function listsSectionNames(text: string): boolean {
  const pieces = text
    .split(/\s*[♦•·|▪◆]\s*/)
    .map((p) => p.trim())
    .filter(Boolean);
  return pieces.length >= 3 && pieces.filter((p) => matchHeadingLoosely(p) !== null).length >= pieces.length * 0.6;
}

/**
 * A contact column beside the summary shares its rows (`jo@x.com  ⇥  Data-driven marketer with…`):
 * a row whose first part is a contact detail and whose rest is not is read from its second part.
 */
function besideContact(line: Line): Line {
  const [first, ...rest] = line.parts;
  const isContact = (part: string) => isContactText(part.trim());
  return first !== undefined && rest.length > 0 && isContact(first) && !rest.some(isContact)
    ? partsFrom(line, 1)
    : line;
}

/**
 * A row with a contact detail in any of its parts (`University of Exeter  ⇥  Web: emps.exeter.ac.uk`,
 * an address beside contact labels) is contact details, not a summary.
 */
const isContactRow = (line: Line) => isContactText(line.text) || line.parts.some((part) => isContactText(part.trim()));

/**
 * An e-mail address (`jo@x.com`, or its start when the line wraps it: `JO@BTINTERNET.` / `COM`;
 * not `Engineer @ Stripe` or `Engineer @Stripe building…`), a lone handle (`@jdoe`), a link, a
 * phone or a contact label.
 */
const CONTACT_LINE =
  /[\p{L}\p{N}._%+-]@[\p{L}\p{N}-]+(?:\.|$)|^@[\w.-]+$|https?:|www\.|\b(?:in|linkedin\.com\/in)\/|^\+?[\d\s().-]{7,}$|^(?:phone|tel|telephone|mobile|cell|e-?mail|linkedin|github|website|web|address|location|skype)\s*:/iu;
/** A postal address, in its own case: a street number and street (`302 Mark Hannah Pl`), or a state and ZIP code (`MI 48103`). */
const POSTAL =
  /\b\d{1,5}\s+(?:\p{Lu}[\p{L}.'’-]*\s+){1,3}(?:St|Street|Ave|Avenue|Rd|Road|Pl|Place|Blvd|Boulevard|Ln|Lane|Dr|Drive|Way|Ct|Court|Ter|Terrace|Pkwy|Hwy)\b|\b([A-Z]{2})\s+\d{5}(?:-\d{4})?\b/u;

/** A contact detail: an e-mail address, a link, a phone number, a labelled detail or a postal address. */
function isContactText(text: string): boolean {
  // An address is a piece of its own (`Jo Ng | 302 Mark Hannah Pl, Ann Arbor, MI 48103`), not words
  // in a sentence (`appearing in over 40 High Court trials`, `certified to EN 50128`).
  const address = (piece: string) => {
    const m = POSTAL.exec(piece);
    return (
      m !== null &&
      piece.split(/\s+/).length <= 9 &&
      !/\.$/.test(piece.trim()) &&
      (m[1] === undefined || REGION_CODES.has(m[1]))
    );
  };
  return CONTACT_LINE.test(text) || text.split(/\s+[|·•]\s+/).some(address);
}

/**
 * An `About` block in a sidebar often holds the contact details, not a summary. Rule: lines with
 * an address, a link or a phone number are dropped, and so are short lines (three words or
 * fewer, no full stop: a city) next to them.
 */
function dropContactLines(lines: Line[]): Line[] {
  const isContact = lines.map((l) => isContactText(l.text));
  const isShort = (l: Line) => l.text.split(/\s+/).length <= 3 && !/\.$/.test(l.text);
  return lines.filter(
    (l, i) => !isContact[i] && !(isShort(l) && (isContact[i - 1] === true || isContact[i + 1] === true)),
  );
}

/**
 * A `Certifications` group drawn like a skill group (`TNCC` / `BLS` / `ACLS`, one short term a
 * line, or a comma list of them) names no issuer, date or link for any item: it is read as a
 * skill category (how JSON Resume themes print a skills group of that name), not as one
 * certification issued by the next. Rule: at least two lines in one style at one x, all bullets
 * or none, each at most three words with no
 * date, link or separator (`—`, `|`, `,` between words, ` by `, ` from `). A single comma list counts too.
 */
function isTermList(lines: Line[]): boolean {
  // A certificate's name says what it is (`Tableau Desktop Specialist`, `SnowPro Core Certification`).
  if (lines.length === 0 || lines.some((l) => CREDENTIAL_WORDS.test(l.text))) return false;
  const bare = (t: string) =>
    t.split(/\s+/).length <= 3 &&
    !findDateRange(t) &&
    !/[|—–·:/]|\s[-]\s|\b(?:by|from|issued)\b|https?:|www\./i.test(t);
  if (lines.length === 1) {
    const terms = lines[0]!.text.split(/\s*,\s*/);
    // Or acronyms with only spaces between them (`ACLS BLS PALS`).
    return (terms.length >= 3 && terms.every(bare)) || isAcronymRun(lines[0]!.text);
  }
  // Entries of a name line and an issuer line differ in style; a list of terms does not.
  const first = lines[0]!;
  const sameStyle = (l: Line) =>
    l.font === first.font &&
    Math.abs(l.size - first.size) < 0.2 &&
    l.isBold === first.isBold &&
    Math.abs(l.x - first.x) < 2;
  return lines.every(
    (l) =>
      l.isBullet === first.isBullet && l.parts.length === 1 && !l.text.includes(',') && bare(l.text) && sameStyle(l),
  );
}

/**
 * A summary that closes on a list of what the person knows (`…expertise in programming languages
 * and concepts including:` / `• Python` / `• Node.js` / `• Docker`): a run of four bullets or more
 * under a profile heading, each a term of a few words (no sentence, no date), is a skill group.
 */
function skillsInProfile(sections: Section[]): Skill[] {
  // A term names what is known: no figure (`Managed teams of 40 staff`, `10+ years in retail`) and
  // no deed (`Grew store sales`, `Managed…`).
  const isTerm = (l: Line) =>
    l.isBullet &&
    l.text.split(/\s+/).length <= 5 &&
    !/[.:;]$/.test(l.text.trim()) &&
    findDateRange(l.text) === null &&
    !/(?:^|\s)[\d$€£]|%/.test(l.text) &&
    !/^(?:\p{Lu}\p{Ll}+ed|Grew|Led|Ran|Built|Won|Made|Cut|Drove|Took)\b/u.test(l.text.trim());
  return sections
    .filter((s) => s.name === 'profile')
    .flatMap((s) => {
      const runs: Line[][] = [];
      s.lines.forEach((l, k) => {
        if (!isTerm(l)) return;
        if (k > 0 && isTerm(s.lines[k - 1]!)) runs.at(-1)!.push(l);
        else runs.push([l]);
      });
      return runs
        .filter((run) => run.length >= 4)
        .map((run) => ({ category: '', technologies: run.map((l) => l.text.trim()) }));
    });
}

/**
 * A sidebar may title each skill group as a heading of its own (`DATABASES`, `FRAMEWORKS`).
 * Rule: a section under a heading that is not a known section name, whose lines are all short
 * terms (four words or fewer, or comma lists) with no dates and no sentences, is a skill category
 * named by its heading. So is a `Languages` list (spoken or programming: the resume model has no
 * other place for them); other known sections (hobbies, awards) are never read as skills.
 */
function skillsFromListSections(sections: Section[]): Skill[] {
  return sections
    .filter(
      (s) =>
        (s.name === 'other' &&
          (matchHeading(s.heading) === null || /^languages(?: known)?$/.test(normaliseHeading(s.heading))) &&
          s.heading.split(/\s+/).length <= 3 &&
          s.lines.length > 0 &&
          s.lines.every(
            (l) =>
              (l.text.split(/\s+/).length <= 4 || /,/.test(l.text)) &&
              !findDateRange(l.text) &&
              !isSentence(l.text) &&
              !/[.:]$/.test(l.text),
          )) ||
        (s.name === 'certifications' && isTermList(s.lines)) ||
        listsQualities(s),
    )
    .flatMap((s) => {
      // Sub-groups inside the list (`Practices`, `Databases`) are read as categories.
      const found = extractSkills(s.lines, { named: s.name !== 'certifications' });
      if (found[0] && !found[0].category) found[0].category = s.heading;
      return found;
    });
}
