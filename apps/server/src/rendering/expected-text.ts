/** Test support: every value of a resume in the order the templates print it. */
import type { Resume } from '@vitae/shared/resume/schema';
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
  if (resume.profile) values.push(SECTION_TITLES.profile, resume.profile);
  if (resume.experience.length) values.push(SECTION_TITLES.experience);
  for (const e of resume.experience)
    values.push(e.title, e.company, e.location, formatDateRange(e.start, e.end), ...e.description);
  if (resume.education.length) values.push(SECTION_TITLES.education);
  for (const e of resume.education)
    values.push(e.degree, e.university, formatDateRange(e.start, e.end), e.gpa && `GPA: ${e.gpa}`);
  if (resume.projects.length) values.push(SECTION_TITLES.projects);
  for (const p of resume.projects) values.push(p.name, p.ref, formatDateRange(p.start, p.end), ...p.description);
  if (resume.skills.length) values.push(SECTION_TITLES.skills);
  for (const s of resume.skills) values.push(`${s.category}: ${s.technologies.join(', ')}`);
  if (resume.certifications.length) values.push(SECTION_TITLES.certifications);
  for (const c of resume.certifications) values.push(c.name, c.issuer, c.date, c.url);
  if (resume.publications.length) values.push(SECTION_TITLES.publications);
  for (const p of resume.publications) values.push(p.title, p.publisher, p.date, p.url);
  return values.map((v) => v?.trim() ?? '').filter(Boolean);
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
