import { isKeptEducation, isKeptExperience, isKeptProject, isKeptSkill } from './clean.ts';
import { fromJsonResume } from './json-resume.ts';
import type { Resume } from './schema.ts';

/** JSON Resume sections our model has no place for; any entries there are reported as not kept. */
const UNSUPPORTED_SECTIONS = ['volunteer', 'awards', 'languages', 'interests', 'references'] as const;

const label = (kind: string, index: number, name: string) => `${kind} ${index + 1}${name ? ` (${name})` : ''}`;

/**
 * Imports a JSON Resume document and lists, in words a person can act on, everything in it that a
 * saved resume would not keep: entries the editor rules drop (spec section 5) and whole sections
 * with no place in our model. An empty `lost` means the import keeps everything the file holds.
 */
export function importJsonResume(doc: unknown): { resume: Resume; lost: string[] } {
  const resume = fromJsonResume(doc);
  const lost: string[] = [];
  resume.experience.forEach((e, i) => {
    if (isKeptExperience(e)) return;
    const missing = [
      !e.title.trim() && 'a position',
      !e.company.trim() && 'an employer (name or company)',
      !e.description.some((line) => line.trim()) && 'a summary or highlights',
    ].filter(Boolean);
    lost.push(`${label('work', i, e.company || e.title)} lacks ${missing.join(' and ')}`);
  });
  resume.education.forEach((e, i) => {
    if (!isKeptEducation(e))
      lost.push(
        `${label('education', i, e.university || e.degree)} needs both an institution and a study type or area`,
      );
  });
  resume.projects.forEach((p, i) => {
    if (!isKeptProject(p))
      lost.push(`${label('projects', i, p.name)} needs a name, a url and a description or highlights`);
  });
  resume.skills.forEach((s, i) => {
    if (!isKeptSkill(s)) lost.push(`${label('skills', i, s.technologies.join(', '))} has no name`);
  });
  const sections = (doc && typeof doc === 'object' ? doc : {}) as Record<string, unknown>;
  for (const section of UNSUPPORTED_SECTIONS) {
    const entries = sections[section];
    if (Array.isArray(entries) && entries.length > 0)
      lost.push(`${section} (${entries.length}) has no place in a Vitae resume`);
  }
  return { resume, lost };
}
