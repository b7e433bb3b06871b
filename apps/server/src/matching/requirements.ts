/**
 * Reads a job description into requirements: skills (vocabulary, with synonyms), years of
 * experience, degree, location/remote, and plain requirement sentences the vocabulary misses.
 * Must-have vs nice-to-have comes from the section (jd-sections.ts) and is overridden per line by
 * "preferred", "a plus", "bonus" (nice) or "required", "must" (must). Skills in an "or" list,
 * a "/" pair, or after "such as"/"e.g." form one any-of requirement; other skills stand alone.
 * Lines before any header count as must-have only when the description has no must section.
 */
import {
  findDegreeFields,
  findDegreeLevels,
  isGenericTechnicalField,
  lowestLevel,
  type DegreeLevel,
} from './degrees.ts';
import { splitSections, type JdLine } from './jd-sections.ts';
import { findJobLocation, type JobLocation } from './location.ts';
import { findSkills, type SkillMention } from './find-skills.ts';
import { keyTerms, stemWord, splitWords, isStopword } from './text-terms.ts';

export type RequirementKind = 'skill' | 'years' | 'degree' | 'location' | 'phrase';

export type Requirement = {
  id: string;
  kind: RequirementKind;
  label: string;
  required: boolean;
  /** skill: any of these satisfies it; years: the skills the years must be in (empty = any relevant work). */
  skills?: string[];
  years?: number;
  degree?: { level: DegreeLevel; fields: string[]; genericTechnical: boolean; equivalentOk: boolean };
  location?: JobLocation;
  /** phrase: stemmed key terms a resume line must mostly contain. */
  terms?: string[];
  source: string;
};

export type JobRequirements = {
  title: string;
  /** Stemmed words of the title without seniority ("senior backend engineer" -> backend, engin). */
  titleTerms: string[];
  requirements: Requirement[];
  minYears: number | null;
  /** The description without boilerplate sections (about us, benefits): the BM25 query. */
  queryText: string;
};

const NICE_INLINE =
  /\b(preferred|preferably|a plus|is a plus|nice to have|bonus|ideally|desirable|would be great|advantage|not required|optional)\b/i;
const MUST_INLINE = /\b(required|must|mandatory|essential|need to have)\b/i;
const ANY_OF_LEAD = /\b(such as|e\.g\.?|for example|like|one of|any of|one or more of|similar to)\s*$/i;
const NUMBER_WORDS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
};
const YEARS =
  /\b(?:at least|minimum(?: of)?|min\.?|over|more than)?\s*(\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten)\s*(?:\+|plus)?\s*(?:(?:-|–|to)\s*\d{1,2}\s*)?\+?\s*(?:years?|yrs?)\b/i;
const DEGREE_CONTEXT =
  /\b(degree|bachelor|master|ph\.?\s?d|doctorate|diploma|graduate|BS|BA|MS|MSc|BSc|MBA|BSN|B\.S\.|M\.S\.)\b/i;
const SENIORITY =
  /^(senior|sr|junior|jr|lead|staff|principal|head|chief|associate|intern|mid|level|entry|ii|iii|iv|i)$/;

/** Extracts the requirements of a job description. */
export function extractRequirements(jobDescription: string): JobRequirements {
  const lines = splitSections(jobDescription);
  const hasMustSection = lines.some((l) => l.section === 'must');
  const requirements: Requirement[] = [];
  const seenSkills = new Map<string, Requirement>();
  let minYears: number | null = null;
  const add = (req: Omit<Requirement, 'id'>) => requirements.push({ ...req, id: `r${requirements.length + 1}` });

  for (const line of lines) {
    const required = isRequiredLine(line, hasMustSection);
    if (required === null) continue;
    const skills = findSkills(line.text);
    const years = readYears(line.text, skills);
    if (years) {
      if (years.skills.length === 0) minYears = Math.max(minYears ?? 0, years.years);
      add({ kind: 'years', label: years.label, required, skills: years.skills, years: years.years, source: line.text });
    }
    const degree = DEGREE_CONTEXT.test(line.text) ? readDegree(line.text) : null;
    if (degree) add({ kind: 'degree', label: degree.label, required, degree: degree.value, source: line.text });
    for (const group of groupSkills(line.text, skills)) {
      const key = group.join('|');
      const existing = seenSkills.get(key);
      if (existing) {
        existing.required ||= required;
        continue;
      }
      const req = { kind: 'skill' as const, label: group.join(' or '), required, skills: group, source: line.text };
      add(req);
      seenSkills.set(key, requirements[requirements.length - 1]!);
    }
    if (!years && !degree && skills.length === 0 && (line.section === 'must' || line.section === 'nice')) {
      const terms = keyTerms(line.text);
      if (terms.length >= 2 && terms.length <= 12)
        add({ kind: 'phrase', label: shorten(line.text), required, terms, source: line.text });
    }
  }
  const location = findJobLocation(jobDescription);
  if (location)
    add({ kind: 'location', label: location.label, required: !location.remote, location, source: location.source });
  const title = readTitle(jobDescription, lines);
  const queryText = lines
    .filter((l) => l.section !== 'ignore')
    .map((l) => l.text)
    .join('\n');
  if (minYears === null) {
    const skillYears = requirements.filter((r) => r.kind === 'years').map((r) => r.years ?? 0);
    minYears = skillYears.length ? Math.max(...skillYears) : null;
  }
  return { title, titleTerms: titleTermsOf(title), requirements, minYears, queryText };
}

/** null = not a requirement line (benefits, about us, or intro when a must section exists without skills). */
function isRequiredLine(line: JdLine, hasMustSection: boolean): boolean | null {
  if (line.section === 'ignore') return null;
  if (NICE_INLINE.test(line.text)) return false;
  if (MUST_INLINE.test(line.text) && line.section !== 'nice') return true;
  if (line.section === 'must') return true;
  if (line.section === 'nice' || line.section === 'duties') return false;
  return !hasMustSection;
}

function readYears(text: string, skills: SkillMention[]): { years: number; skills: string[]; label: string } | null {
  const match = YEARS.exec(text);
  if (!match) return null;
  const raw = match[1]!.toLowerCase();
  const years = NUMBER_WORDS[raw] ?? Number(raw);
  if (!years || years > 30) return null;
  // Skills close after "N years of" (or just before "(N+ years)") are what the years are about.
  const start = match.index;
  const end = start + match[0].length;
  const near = skills.filter(
    (s) =>
      (s.start >= end && s.start - end <= 40) || (s.start < start && /^[\s(:,–-]*$/.test(text.slice(s.end, start))),
  );
  const after = text.slice(end, end + 40);
  const general =
    /^\s*(?:of\s+)?(?:professional|relevant|industry|work|hands-on|overall|software|commercial|post-qualification|progressive)?\s*(?:experience|work)/i.test(
      after,
    );
  const named = general && near.every((s) => s.start - end > 25) ? [] : [...new Set(near.map((s) => s.skill))];
  const label = named.length ? `${years}+ years of ${named.join(' or ')}` : `${years}+ years of experience`;
  return { years, skills: named, label };
}

function readDegree(text: string): { label: string; value: NonNullable<Requirement['degree']> } | null {
  const level = lowestLevel(findDegreeLevels(text)) ?? (/\bdegree\b/i.test(text) ? 'bachelor' : null);
  if (!level) return null;
  const fields = findDegreeFields(text);
  const names: Record<DegreeLevel, string> = {
    associate: "Associate's",
    bachelor: "Bachelor's",
    master: "Master's",
    phd: 'PhD',
  };
  const label = `${names[level]} degree${fields.length ? ` in ${fields.join(' or ')}` : ''}`;
  const equivalentOk = /\bequivalent\b|\bor (?:relevant |related )?experience\b/i.test(text);
  return { label, value: { level, fields, genericTechnical: isGenericTechnicalField(text), equivalentOk } };
}

/** Splits a line's skills into any-of groups (see the file comment for the rule). */
export function groupSkills(text: string, skills: SkillMention[]): string[][] {
  const groups: SkillMention[][] = [];
  let run: SkillMention[] = [];
  let runIsAnyOf = false;
  const flush = () => {
    if (run.length === 0) return;
    if (runIsAnyOf) groups.push(run);
    else for (const s of run) groups.push([s]);
    run = [];
    runIsAnyOf = false;
  };
  skills.forEach((skill, i) => {
    const previous = skills[i - 1];
    const between = previous ? text.slice(previous.end, skill.start) : '';
    const joined = previous && /^[\s,;()]*(?:and|or|&|\/|and\/or)?[\s,;()]*$/i.test(between) && between.length < 12;
    if (!joined) {
      flush();
      const before = text.slice(Math.max(0, skill.start - 25), skill.start);
      runIsAnyOf = ANY_OF_LEAD.test(before) || /\(\s*$/.test(before);
    } else if (/\bor\b|\//i.test(between)) {
      runIsAnyOf = true;
    }
    run.push(skill);
  });
  flush();
  mergeParentheticalExamples(text, groups);
  return groups
    .map((g) => [...new Set(g.map((s) => s.skill))])
    .filter((g, i, all) => all.findIndex((o) => o.join() === g.join()) === i);
}

/** "Cloud experience (AWS, GCP or Azure)": the examples and the skill before them are one any-of. */
function mergeParentheticalExamples(text: string, groups: SkillMention[][]): void {
  for (let i = groups.length - 1; i > 0; i--) {
    const group = groups[i]!;
    const previous = groups[i - 1]!;
    const last = previous[previous.length - 1]!;
    const between = text.slice(last.end, group[0]!.start);
    if (previous.length === 1 && /^[^,;.()]{0,25}\($/.test(between.trimEnd())) {
      groups.splice(i - 1, 2, [...previous, ...group]);
    }
  }
}

function readTitle(jobDescription: string, lines: JdLine[]): string {
  const labelled = /^\s*(?:job\s+)?title\s*:\s*(.+)$/im.exec(jobDescription);
  if (labelled) return labelled[1]!.trim();
  const first = lines[0]?.text ?? '';
  return first.split(/\s+/).length <= 10 && !/[.!?]$/.test(first)
    ? first.replace(/\s+[-–|]\s.*$|\s*\(.*$/, '').trim()
    : '';
}

function titleTermsOf(title: string): string[] {
  return splitWords(title)
    .filter((w) => !SENIORITY.test(w) && !isStopword(w) && !/^\d+$/.test(w))
    .map(stemWord);
}

const shorten = (text: string) => (text.length > 90 ? `${text.slice(0, 87)}…` : text);
