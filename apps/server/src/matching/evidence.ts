/**
 * Finds, for each requirement, the resume line that best shows it, and the years of relevant
 * experience. Skill evidence: a line mentions the skill or a skill that implies it (Django shows
 * Python). Phrase evidence: a line holds at least half the requirement's key terms. Relevant
 * experience: jobs whose title shares a specific word with the job title, or whose text shows a
 * required skill. Limits: a skill named only in a job title's company ("Python Software
 * Foundation") counts as evidence.
 */
import type { Resume } from '@vitae/shared/resume/schema';
import { toPeriod, totalYears, type Period } from './dates.ts';
import type { JobRequirements, Requirement } from './requirements.ts';
import type { ResumeLine } from './resume-lines.ts';
import { expandSkill, findSkills } from './find-skills.ts';
import { keyTerms, splitWords, stemWord } from './text-terms.ts';

export type Evidence = { line: ResumeLine; strength: number };
export type IndexedLine = ResumeLine & { skills: Set<string>; terms: Set<string> };

/** Role words shared by unrelated jobs: a title match on these alone says little. */
const GENERIC_ROLE = new Set(
  [
    'engineer',
    'manager',
    'specialist',
    'analyst',
    'developer',
    'assistant',
    'consultant',
    'coordinator',
    'officer',
    'representativ',
    'director',
    'associat',
    'technician',
    'administrator',
  ].map(stemWord),
);

export function indexLines(lines: ResumeLine[]): IndexedLine[] {
  return lines.map((line) => ({
    ...line,
    skills: new Set(findSkills(line.text).flatMap((m) => expandSkill(m.skill))),
    terms: new Set(keyTerms(line.text)),
  }));
}

/** The strongest line showing a skill or phrase requirement, or null. */
export function findEvidence(req: Requirement, lines: IndexedLine[]): Evidence | null {
  let best: Evidence | null = null;
  for (const line of lines) {
    const strength = line.weight * matchLine(req, line);
    if (strength > 0 && (!best || strength > best.strength)) best = { line, strength };
  }
  return best;
}

function matchLine(req: Requirement, line: IndexedLine): number {
  if (req.kind === 'skill') return req.skills?.some((s) => line.skills.has(s)) ? 1 : 0;
  if (req.kind === 'phrase' && req.terms?.length) {
    const hits = req.terms.filter((t) => line.terms.has(t)).length;
    const needed = req.terms.length > 3 ? 2 : 1;
    const coverage = hits / req.terms.length;
    return hits >= needed && coverage >= 0.5 ? coverage : 0;
  }
  return 0;
}

/** Overlap of an experience title with the job title, 0..1; generic role words alone count half. */
export function scoreTitle(title: string, titleTerms: string[]): number {
  if (titleTerms.length === 0) return 0;
  const own = new Set(splitWords(title).map(stemWord));
  const shared = titleTerms.filter((t) => own.has(t));
  if (shared.length === 0) return 0;
  const specific = shared.some((t) => !GENERIC_ROLE.has(t));
  return (shared.length / titleTerms.length) * (specific ? 1 : 0.5);
}

export type ExperienceYears = { relevant: number; total: number; bySkill: Map<string, number>; titleFit: number };

/** Years of relevant and total experience, years per required skill, and the best title fit. */
export function measureExperience(
  resume: Resume,
  job: JobRequirements,
  lines: IndexedLine[],
  now: Date,
): ExperienceYears {
  const skillReqs = job.requirements.filter((r) => r.kind === 'skill');
  const relevant: Period[] = [];
  const all: Period[] = [];
  const bySkillPeriods = new Map<string, Period[]>();
  let titleFit = 0;
  resume.experience.forEach((entry, i) => {
    const period = toPeriod(entry.start, entry.end, now);
    const entryLines = lines.filter((l) => l.source === 'experience' && l.entry === i);
    const entrySkills = new Set(entryLines.flatMap((l) => [...l.skills]));
    const title = scoreTitle(entry.title, job.titleTerms);
    // Older jobs tell less about today's fit.
    titleFit = Math.max(titleFit, title * (i === 0 ? 1 : i === 1 ? 0.9 : 0.75));
    if (!period) return;
    all.push(period);
    const showsSkill = skillReqs.some((r) => r.required && r.skills?.some((s) => entrySkills.has(s)));
    if (title >= 0.5 || showsSkill) relevant.push(period);
    for (const skill of entrySkills) bySkillPeriods.set(skill, [...(bySkillPeriods.get(skill) ?? []), period]);
  });
  const bySkill = new Map([...bySkillPeriods].map(([skill, periods]) => [skill, totalYears(periods)]));
  return { relevant: totalYears(relevant), total: totalYears(all), bySkill, titleFit };
}
