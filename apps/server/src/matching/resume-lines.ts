/**
 * The lines of a resume that can serve as evidence, each tagged with where it came from.
 * Evidence weight follows the source: a skill used in a job or project description is worth
 * more than the same word in the skills list or the profile (a keyword stuffer lists everything
 * but shows it nowhere). A "list line" (four or more skills making up most of its words) counts as
 * a list wherever it sits. When the parsed resume has no described experience (the parser found
 * little), the plain text lines are used instead.
 */
import type { Resume } from '@vitae/shared/resume/schema';
import { findSkills } from './find-skills.ts';
import { splitWords } from './text-terms.ts';

export type EvidenceSource = 'experience' | 'project' | 'certification' | 'education' | 'text' | 'skills' | 'profile';
export type ResumeLine = { text: string; source: EvidenceSource; weight: number; entry?: number };

export const SOURCE_WEIGHT: Record<EvidenceSource, number> = {
  experience: 1,
  project: 0.85,
  certification: 0.8,
  text: 0.8,
  education: 0.6,
  skills: 0.4,
  profile: 0.35,
};
const LIST_WEIGHT = 0.4;

export function listResumeLines(resume: Resume, text: string): ResumeLine[] {
  const lines: ResumeLine[] = [];
  const push = (value: string, source: EvidenceSource, entry?: number) => {
    const clean = value.replace(/\s+/g, ' ').trim();
    if (!clean) return;
    const weight = isListLine(clean) ? Math.min(LIST_WEIGHT, SOURCE_WEIGHT[source]) : SOURCE_WEIGHT[source];
    lines.push({ text: clean, source, weight, entry });
  };
  resume.experience.forEach((job, i) => {
    push([job.title, job.company].filter(Boolean).join(' at '), 'experience', i);
    job.description.forEach((d) => push(d, 'experience', i));
  });
  for (const project of resume.projects) {
    push(project.name, 'project');
    project.description.forEach((d) => push(d, 'project'));
  }
  for (const c of resume.certifications) push([c.name, c.issuer].filter(Boolean).join(', '), 'certification');
  for (const e of resume.education) push([e.degree, e.university].filter(Boolean).join(', '), 'education');
  for (const s of resume.skills) push([s.category, s.technologies.join(', ')].filter(Boolean).join(': '), 'skills');
  for (const sentence of resume.profile.split(/(?<=[.!?])\s+|\n+/)) push(sentence, 'profile');
  const described = resume.experience.some((job) => job.description.some((d) => d.trim()));
  if (!described) for (const line of text.split(/\n+/)) push(line, 'text');
  return lines;
}

/**
 * Four or more skills with few other words around them (at most one for every two skills, such
 * as a "Languages:" label): a keyword list, not a sentence. Counting the other words rather than
 * the skills' share keeps a sentence of many skills ("A/B tests on checkout flows; SQL in
 * Snowflake…") a sentence, however long its skill names are.
 */
export function isListLine(line: string): boolean {
  const skills = findSkills(line);
  if (skills.length < 4) return false;
  let rest = line;
  for (const skill of [...skills].reverse()) rest = rest.slice(0, skill.start) + ' ' + rest.slice(skill.end);
  return splitWords(rest).length <= Math.max(1, skills.length / 2);
}

/** Plain text of a structured resume, for callers that have no extracted text. */
export function resumeToText(resume: Resume): string {
  const parts: string[] = [resume.fullName, resume.location ?? '', resume.profile];
  for (const job of resume.experience) {
    parts.push(`${job.title} at ${job.company} (${job.start} - ${job.end})`, ...job.description);
  }
  for (const e of resume.education) parts.push(`${e.degree}, ${e.university} (${e.start} - ${e.end})`);
  for (const p of resume.projects) parts.push(p.name, ...p.description);
  for (const s of resume.skills) parts.push(`${s.category}: ${s.technologies.join(', ')}`);
  for (const c of resume.certifications) parts.push(`${c.name} ${c.issuer}`);
  return parts.filter((p) => p.trim()).join('\n');
}
