/** Test support: every value of a resume in the order the templates print it (its sectionOrder). */
import type { Resume } from '@vitae/shared/resume/schema';
import { normaliseSectionOrder, type SectionName } from '@vitae/shared/resume/section-order';
import { formatDateRange, SECTION_TITLES } from './layout-text.ts';

export function listValuesInOrder(resume: Resume): string[] {
  const values: (string | undefined)[] = [
    resume.fullName,
    resume.email,
    resume.phone,
    resume.linkedin,
    resume.github,
    resume.website,
    resume.location,
  ];
  for (const name of normaliseSectionOrder(resume.sectionOrder)) values.push(...listSectionValues(resume, name));
  return values.map((v) => v?.trim() ?? '').filter(Boolean);
}

function listSectionValues(resume: Resume, name: SectionName): (string | undefined)[] {
  const values: (string | undefined)[] = [];
  if (name === 'profile' ? !resume.profile : resume[name].length === 0) return values;
  values.push(SECTION_TITLES[name]);
  if (name === 'profile') values.push(resume.profile);
  if (name === 'experience')
    for (const e of resume.experience)
      values.push(e.title, e.company, e.location, formatDateRange(e.start, e.end), ...e.description);
  if (name === 'education')
    for (const e of resume.education)
      values.push(e.degree, e.university, formatDateRange(e.start, e.end), e.gpa && `GPA: ${e.gpa}`);
  if (name === 'projects')
    for (const p of resume.projects) values.push(p.name, p.ref, formatDateRange(p.start, p.end), ...p.description);
  if (name === 'skills') for (const s of resume.skills) values.push(`${s.category}: ${s.technologies.join(', ')}`);
  if (name === 'certifications') for (const c of resume.certifications) values.push(c.name, c.issuer, c.date, c.url);
  if (name === 'publications') for (const p of resume.publications) values.push(p.title, p.publisher, p.date, p.url);
  return values;
}

/** The values of `expected` that are missing from `text` or appear out of order. */
export function findOutOfOrder(text: string, expected: string[]): string[] {
  const problems: string[] = [];
  let from = 0;
  for (const value of expected) {
    const at = text.indexOf(value, from);
    if (at === -1) problems.push(value);
    else from = at + value.length;
  }
  return problems;
}
