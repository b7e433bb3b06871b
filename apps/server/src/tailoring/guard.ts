import type { Project, Resume } from '@vitae/shared/resume/schema';
import { countExperienceYears } from './experience-years.ts';
import { collectEvidence, compareLines, findUnsupported, mergeEvidence, type Evidence } from './guard-evidence.ts';
import { normaliseName } from './pick-projects.ts';
import { joinResumeText } from './resume-lines.ts';

export interface Violation {
  path: string;
  kind: 'changed_fact' | 'unsupported_skill' | 'unsupported_number' | 'invented_entry';
  detail: string;
}

export interface GuardResult {
  resume: Resume;
  violations: Violation[];
}

const IDENTITY_FIELDS = ['fullName', 'email', 'phone', 'linkedin', 'github', 'website', 'location'] as const;
const FROZEN_SECTIONS = ['education', 'certifications', 'publications'] as const;
const MIN_REWRITE_SIMILARITY = 0.3;

/**
 * Checks any engine's output against the source resume. Facts (name, contacts, links, employers,
 * titles, dates, schools, degrees) are restored to the source value; a line that claims a skill,
 * figure or name the source (or, for an added project, the resume it came from) does not support is
 * replaced by the source line it rewrote, or removed; invented entries are removed. Every
 * correction is reported.
 */
export function guardTailoredResume(
  source: Resume,
  output: Resume,
  otherResumes: Resume[] = [],
  now = new Date(),
): GuardResult {
  const violations: Violation[] = [];
  const resume = structuredClone(output);
  const years = countExperienceYears(source.experience, now);
  const evidence = collectEvidence([joinResumeText(source), ...datesOf(source)], [years]);

  for (const field of IDENTITY_FIELDS) {
    const before = source[field] ?? '';
    if ((resume[field] ?? '') !== before) {
      violations.push({
        path: field,
        kind: 'changed_fact',
        detail: `${field} changed to "${resume[field] ?? ''}"; restored "${before}"`,
      });
      Object.assign(resume, { [field]: source[field] });
    }
  }
  for (const section of FROZEN_SECTIONS) {
    if (JSON.stringify(resume[section]) !== JSON.stringify(source[section])) {
      violations.push({ path: section, kind: 'changed_fact', detail: `${section} may not change; restored` });
      (resume as Record<typeof section, unknown>)[section] = structuredClone(source[section]);
    }
  }

  const unusedJobs = new Set(source.experience.map((_, i) => i));
  resume.experience = resume.experience.flatMap((job, index) => {
    const path = `experience[${index}]`;
    const match = findSourceJob(source, unusedJobs, job, index);
    if (match === undefined) {
      violations.push({
        path,
        kind: 'invented_entry',
        detail: `"${job.title}" at "${job.company}" is not in the source; removed`,
      });
      return [];
    }
    unusedJobs.delete(match);
    const original = source.experience[match]!;
    for (const field of ['title', 'company', 'location', 'start', 'end'] as const) {
      if ((job[field] ?? '') !== (original[field] ?? '')) {
        violations.push({
          path: `${path}.${field}`,
          kind: 'changed_fact',
          detail: `changed to "${job[field] ?? ''}"; restored "${original[field] ?? ''}"`,
        });
      }
    }
    const description = guardLines(job.description, original.description, evidence, `${path}.description`, violations);
    return [{ ...original, description }];
  });

  resume.projects = resume.projects.flatMap((project, index) => {
    const path = `projects[${index}]`;
    const origin = findSourceProject(project, source, otherResumes);
    if (!origin) {
      violations.push({
        path,
        kind: 'invented_entry',
        detail: `project "${project.name}" is in none of the person's resumes; removed`,
      });
      return [];
    }
    for (const field of ['name', 'ref', 'start', 'end'] as const) {
      if ((project[field] ?? '') !== (origin.project[field] ?? '')) {
        violations.push({
          path: `${path}.${field}`,
          kind: 'changed_fact',
          detail: `changed to "${project[field] ?? ''}"; restored "${origin.project[field] ?? ''}"`,
        });
      }
    }
    const backing = origin.isAdded ? mergeEvidence(evidence, collectEvidence([projectText(origin.project)])) : evidence;
    const description = guardLines(
      project.description,
      origin.project.description,
      backing,
      `${path}.description`,
      violations,
    );
    return [{ ...origin.project, description }];
  });

  const added = resume.projects.filter(
    (p) => !source.projects.some((s) => normaliseName(s.name) === normaliseName(p.name)),
  );
  const skillEvidence = added.length ? mergeEvidence(evidence, collectEvidence(added.map(projectText))) : evidence;
  resume.skills = resume.skills.map((skill, i) => ({
    category: skill.category,
    technologies: skill.technologies.filter((technology, j) => {
      const problems = findUnsupported(technology, skillEvidence);
      for (const problem of problems) {
        violations.push({
          path: `skills[${i}].technologies[${j}]`,
          kind: problem.kind,
          detail: `"${problem.term}" is not supported by the resume; removed`,
        });
      }
      return problems.length === 0;
    }),
  }));

  const sentences = resume.profile.split(/(?<=[.!?])\s+/).filter((s) => s.trim());
  const kept = guardLines(sentences, [], evidence, 'profile', violations);
  resume.profile = kept.length || !source.profile ? kept.join(' ') : source.profile;
  return { resume, violations };
}

/**
 * Keeps supported lines; a line with an unsupported claim is swapped for the source line it most
 * resembles (when at least 30% of stems are shared and that line is not already present), else
 * dropped. Known limit: a heavy rewrite of one fact may fall under the threshold and be dropped.
 */
function guardLines(
  lines: string[],
  sourceLines: string[],
  evidence: Evidence,
  path: string,
  violations: Violation[],
): string[] {
  const result: string[] = [];
  lines.forEach((line, index) => {
    // A line the person wrote, unchanged, is its own evidence, however its words tokenise.
    const problems = sourceLines.includes(line) ? [] : findUnsupported(line, evidence);
    if (!problems.length) {
      result.push(line);
      return;
    }
    const candidates = sourceLines.filter((s) => !lines.includes(s) && !result.includes(s));
    const best = candidates
      .map((candidate) => ({ candidate, similarity: compareLines(line, candidate) }))
      .sort((a, b) => b.similarity - a.similarity)[0];
    const restore = best && best.similarity >= MIN_REWRITE_SIMILARITY ? best.candidate : undefined;
    if (restore !== undefined) result.push(restore);
    for (const problem of problems) {
      violations.push({
        path: `${path}[${index}]`,
        kind: problem.kind,
        detail: `"${problem.term}" is not supported by the source resume; ${restore !== undefined ? 'line restored' : 'line removed'}`,
      });
    }
  });
  return result;
}

function findSourceJob(
  source: Resume,
  unused: Set<number>,
  job: Resume['experience'][number],
  index: number,
): number | undefined {
  const same = (a: string, b: string) => normaliseName(a) === normaliseName(b);
  const candidates = [...unused];
  return (
    candidates.find(
      (i) => same(source.experience[i]!.company, job.company) && same(source.experience[i]!.title, job.title),
    ) ??
    candidates.find(
      (i) => same(source.experience[i]!.company, job.company) && source.experience[i]!.start === job.start,
    ) ??
    (unused.has(index) ? index : undefined)
  );
}

function findSourceProject(
  project: Project,
  source: Resume,
  others: Resume[],
): { project: Project; isAdded: boolean } | undefined {
  const key = normaliseName(project.name);
  const own = source.projects.find((p) => normaliseName(p.name) === key);
  if (own) return { project: own, isAdded: false };
  const other = key ? others.flatMap((r) => r.projects).find((p) => normaliseName(p.name) === key) : undefined;
  return other ? { project: other, isAdded: true } : undefined;
}

const projectText = (project: Project) => [project.name, ...project.description].join('\n');
const datesOf = (resume: Resume) => [
  ...resume.experience.flatMap((j) => [j.start, j.end]),
  ...resume.education.flatMap((e) => [e.start, e.end, e.gpa]),
  ...resume.projects.flatMap((p) => [p.start ?? '', p.end ?? '']),
];
