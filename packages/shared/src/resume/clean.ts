import type { Education, Experience, Project, Resume, Skill } from './schema.ts';

/**
 * Editor rules of spec section 5, as pure functions used by the editor when it collects the
 * result and by the server before it stores a resume.
 */

/** Trailing empty description lines are removed (inner empty lines too: they carry nothing). */
export function cleanLines(lines: readonly string[]): string[] {
  return lines.map((l) => l.trim()).filter((l) => l.length > 0);
}

/** What the editor shows: the lines plus one empty line after the last, for typing the next one. */
export function withTrailingEmptyLine(lines: readonly string[]): string[] {
  const last = lines[lines.length - 1];
  return last === undefined || last.trim() !== '' ? [...lines, ''] : [...lines];
}

/**
 * A list of skills read without a category of its own (a bare list under Skills) is named
 * `Skills`, so the rule that drops nameless groups on save never drops what the person wrote.
 */
export function nameSkillGroups(resume: Resume): Resume {
  return {
    ...resume,
    skills: resume.skills.map((s) =>
      s.category.trim() === '' && s.technologies.some((t) => t.trim() !== '') ? { ...s, category: 'Skills' } : s,
    ),
  };
}

export function isKeptSkill(skill: Skill): boolean {
  return skill.category.trim() !== '';
}
export function isKeptEducation(entry: Education): boolean {
  return entry.degree.trim() !== '' && entry.university.trim() !== '';
}
export function isKeptProject(entry: Project): boolean {
  return entry.name.trim() !== '' && entry.ref.trim() !== '' && cleanLines(entry.description).length > 0;
}
export function isKeptExperience(entry: Experience): boolean {
  return entry.title.trim() !== '' && entry.company.trim() !== '' && cleanLines(entry.description).length > 0;
}

/** Collects the editor's result: drops incomplete entries and empty lines (spec section 5). */
export function collectResume(resume: Resume): Resume {
  return {
    ...resume,
    skills: resume.skills
      .filter(isKeptSkill)
      .map((s) => ({ ...s, technologies: s.technologies.map((t) => t.trim()).filter(Boolean) })),
    education: resume.education.filter(isKeptEducation),
    projects: resume.projects.filter(isKeptProject).map((p) => ({ ...p, description: cleanLines(p.description) })),
    experience: resume.experience
      .filter(isKeptExperience)
      .map((e) => ({ ...e, description: cleanLines(e.description) })),
    certifications: resume.certifications.filter((c) => c.name.trim() !== ''),
    publications: resume.publications.filter((p) => p.title.trim() !== ''),
  };
}
