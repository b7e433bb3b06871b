import type { Resume } from '@vitae/shared/resume/schema';
import { findSkills } from '../matching/find-skills.ts';
import { normaliseName } from './pick-projects.ts';

/** Plain-language notes on what tailoring changed, for the report shown beside the result. */
export function describeChanges(source: Resume, result: Resume): string[] {
  const changes: string[] = [];
  if (result.profile !== source.profile)
    changes.push(source.profile ? 'Profile rewritten for this job.' : 'Profile written for this job.');
  result.experience.forEach((job, index) => {
    const before = source.experience[index];
    if (!before) return;
    const label = [job.title, job.company].filter(Boolean).join(' at ') || `role ${index + 1}`;
    changes.push(...describeLines(label, before.description, job.description));
  });
  const ownKeys = new Set(source.projects.map((p) => normaliseName(p.name)));
  for (const project of result.projects) {
    const before = source.projects.find((p) => normaliseName(p.name) === normaliseName(project.name));
    if (!before) {
      if (!ownKeys.has(normaliseName(project.name)))
        changes.push(`Added project "${project.name}" from another of your resumes.`);
      continue;
    }
    changes.push(...describeLines(`project "${project.name}"`, before.description, project.description));
  }
  const sourceOrder = source.projects
    .map((p) => normaliseName(p.name))
    .filter((k) => result.projects.some((p) => normaliseName(p.name) === k));
  const resultOrder = result.projects.map((p) => normaliseName(p.name)).filter((k) => ownKeys.has(k));
  if (sourceOrder.join('|') !== resultOrder.join('|')) changes.push('Projects reordered, most relevant first.');
  changes.push(...describeSkills(source, result));
  return changes;
}

function describeLines(label: string, before: string[], after: string[]): string[] {
  const notes: string[] = [];
  const renamed = describeRenames(before.join('\n'), after.join('\n'));
  if (renamed.length) notes.push(`${capitalise(label)}: wording aligned with the job (${renamed.join(', ')}).`);
  const order = (lines: string[]) => lines.filter((l) => l.trim()).map((l) => normaliseName(l));
  const isReordered = order(before).join('|') !== order(after).join('|');
  if (isReordered && !renamed.length) notes.push(`${capitalise(label)}: bullets reordered, most relevant first.`);
  else if (isReordered) notes.push(`${capitalise(label)}: bullets reordered or reworded.`);
  return notes;
}

function describeSkills(source: Resume, result: Resume): string[] {
  const before = source.skills.flatMap((s) => s.technologies);
  const after = result.skills.flatMap((s) => s.technologies);
  const notes: string[] = [];
  const beforeSkills = new Set(findSkills(before.join('\n')).map((m) => m.skill));
  const added = after.filter((t) => !before.includes(t) && findSkills(t).some((m) => !beforeSkills.has(m.skill)));
  if (added.length) notes.push(`Skills added because your experience shows them: ${added.join(', ')}.`);
  const renamed = describeRenames(before.join('\n'), after.join('\n'));
  if (renamed.length) notes.push(`Skills named as the job names them (${renamed.join(', ')}).`);
  if (before.filter((t) => after.includes(t)).join('|') !== after.filter((t) => before.includes(t)).join('|')) {
    notes.push('Skills reordered, most relevant first.');
  }
  return notes;
}

/** "Postgres → PostgreSQL" for each skill written differently after than before. */
function describeRenames(before: string, after: string): string[] {
  const written = new Map(findSkills(before).map((m) => [m.skill, m.written]));
  const renames = new Set<string>();
  for (const mention of findSkills(after)) {
    const old = written.get(mention.skill);
    if (old && old !== mention.written && !before.includes(mention.written)) renames.add(`${old} → ${mention.written}`);
  }
  return [...renames];
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
