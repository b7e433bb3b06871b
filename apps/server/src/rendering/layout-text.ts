/**
 * The text of every line a rendered resume shows, shared by the PDF and DOCX renderers so that
 * both read the same and a text parser can recover the resume. Sections print in the resume's
 * sectionOrder (the default order when it has none). The contract for parsers:
 * - section headings are the words in SECTION_TITLES, alone on their line;
 * - an entry starts with one header line: its parts joined by " | " (experience: title | company
 *   | location; education: degree | university; project: name | ref; certification: name |
 *   issuer; publication: title | publisher), then the dates, as the person wrote them, at the right
 *   end of the same line ("Jan 2020 – Present");
 * - each description line is a bullet line starting with "•";
 * - skills are "Category: a, b, c"; education adds "GPA: 3.8"; certifications and publications
 *   add their URL on the line below.
 */
import type {
  Certification,
  Education,
  Experience,
  Project,
  Publication,
  Resume,
  Skill,
} from '@vitae/shared/resume/schema';
import { normaliseSectionOrder, SECTION_TITLES, type SectionName } from '@vitae/shared/resume/section-order';

export { SECTION_TITLES };

export const PART_SEPARATOR = ' | ';
export const BULLET = '•';

/** One entry as lines: a header (parts, then dates) and the lines under it. */
export interface EntryText {
  /** Title first (printed bold), then the rest; joined with PART_SEPARATOR. */
  parts: string[];
  dates: string;
  /** Lines printed plainly under the header (GPA, URL). */
  details: string[];
  bullets: string[];
}

export interface ResumeText {
  name: string;
  /** Every section once, in the order the person chose (the default order when they chose none). */
  order: SectionName[];
  contact: string[];
  profile: string;
  experience: EntryText[];
  education: EntryText[];
  projects: EntryText[];
  skills: SkillText[];
  certifications: EntryText[];
  publications: EntryText[];
}

export interface SkillText {
  category: string;
  technologies: string;
}

const keepParts = (parts: (string | undefined)[]) => parts.map((p) => p?.trim() ?? '').filter(Boolean);

/** "Jan 2020 – Present": both ends as written, an en dash between; one end alone when the other is blank. */
export function formatDateRange(start: string | undefined, end: string | undefined): string {
  const from = start?.trim() ?? '';
  const to = end?.trim() ?? '';
  return from && to ? `${from} – ${to}` : from || to;
}

const keepLines = (lines: string[]) => lines.map((l) => l.trim()).filter(Boolean);
const hasText = (entry: EntryText) =>
  Boolean(entry.parts.length || entry.dates || entry.details.length || entry.bullets.length);

function describeExperience(e: Experience): EntryText {
  return {
    parts: keepParts([e.title, e.company, e.location]),
    dates: formatDateRange(e.start, e.end),
    details: [],
    bullets: keepLines(e.description),
  };
}

function describeEducation(e: Education): EntryText {
  const gpa = e.gpa.trim();
  return {
    parts: keepParts([e.degree, e.university]),
    dates: formatDateRange(e.start, e.end),
    details: gpa ? [`GPA: ${gpa}`] : [],
    bullets: [],
  };
}

function describeProject(p: Project): EntryText {
  return {
    parts: keepParts([p.name, p.ref]),
    dates: formatDateRange(p.start, p.end),
    details: [],
    bullets: keepLines(p.description),
  };
}

function describeCertification(c: Certification): EntryText {
  return { parts: keepParts([c.name, c.issuer]), dates: c.date.trim(), details: keepLines([c.url]), bullets: [] };
}

function describePublication(p: Publication): EntryText {
  return { parts: keepParts([p.title, p.publisher]), dates: p.date.trim(), details: keepLines([p.url]), bullets: [] };
}

function describeSkill(s: Skill): SkillText {
  return { category: s.category.trim(), technologies: keepLines(s.technologies).join(', ') };
}

/** The left side of an entry's header line: "Senior Engineer | Acme | Berlin". */
export function formatHeading(entry: EntryText): string {
  return entry.parts.join(PART_SEPARATOR);
}

/** "Languages: TypeScript, Go"; the category or the list alone when the other is blank. */
export function formatSkill(skill: SkillText): string {
  if (skill.category && skill.technologies) return `${skill.category}: ${skill.technologies}`;
  return skill.category || skill.technologies;
}

/** Everything a template prints, with empty entries (an editor's blank rows) left out. */
export function describeResume(resume: Resume): ResumeText {
  return {
    name: resume.fullName.trim(),
    order: normaliseSectionOrder(resume.sectionOrder),
    contact: keepLines([
      resume.email,
      resume.phone,
      resume.linkedin,
      resume.github ?? '',
      resume.website ?? '',
      resume.location ?? '',
    ]),
    profile: resume.profile.trim(),
    experience: resume.experience.map(describeExperience).filter(hasText),
    education: resume.education.map(describeEducation).filter(hasText),
    projects: resume.projects.map(describeProject).filter(hasText),
    skills: resume.skills.map(describeSkill).filter((s) => s.category || s.technologies),
    certifications: resume.certifications.map(describeCertification).filter(hasText),
    publications: resume.publications.map(describePublication).filter(hasText),
  };
}

/** A link target for a contact item or URL, or undefined when it is not one. */
export function toHref(text: string): string | undefined {
  if (/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text)) return `mailto:${text}`;
  if (/^https?:\/\//i.test(text)) return text;
  if (/^(www\.|[a-z0-9-]+\.[a-z]{2,}\/)\S*$/i.test(text)) return `https://${text}`;
  return undefined;
}
