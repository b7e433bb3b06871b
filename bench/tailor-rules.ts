/**
 * The tailoring bench's rules (bench/data/tailor/README.md): contradictions, non-skills, lost
 * content, fabrications and broken rewordings in a tailored copy, judged against its source.
 * Written apart from the engine, so the engine's own rules cannot mark their own work.
 */
import type { Resume } from '@vitae/shared/resume/schema';
import { canonicalSkill, findEvidencedSkills, findSkills } from '../apps/server/src/matching/find-skills.ts';
import { extractRequirements } from '../apps/server/src/matching/requirements.ts';
import { countExperienceYears } from '../apps/server/src/tailoring/experience-years.ts';
import { joinResumeText } from '../apps/server/src/tailoring/resume-lines.ts';
import { compareLines } from '../apps/server/src/tailoring/guard-evidence.ts';

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
  eleven: 11,
  twelve: 12,
  fifteen: 15,
  twenty: 20,
};
const YEAR_COUNTS =
  /\b(\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty)\s*\+?\s*(?:years?|yrs?)\b/gi;

function yearCounts(text: string): number[] {
  return [...text.matchAll(YEAR_COUNTS)].map((m) => NUMBER_WORDS[m[1]!.toLowerCase()] ?? Number(m[1]));
}

export function findContradictions(source: Resume, tailored: Resume, now: Date): string[] {
  const stated = [...new Set(yearCounts(tailored.profile))];
  const problems: string[] = [];
  if (stated.length > 1) problems.push(`profile states ${stated.join(' and ')} years`);
  const allowed = new Set([...yearCounts(joinResumeText(source)), countExperienceYears(source.experience, now)]);
  for (const years of stated) if (!allowed.has(years)) problems.push(`${years} years is neither written nor dated`);
  return problems;
}

const MARKETS = /^(b2b|b2c|saas|e-?commerce|d2c|dtc)$/i;
const PERSON = /^[a-z]+(?:ers?|ors?|ees?)$/;
const GENERIC = /^(campaigns|projects|teams|clients|customers|meetings|events|reports|deadlines|operations)$/;

export function findNonSkills(source: Resume, tailored: Resume, jobDescription: string): string[] {
  const before = new Set(source.skills.flatMap((s) => s.technologies).map((t) => t.trim().toLowerCase()));
  const titles = new Set(
    [...source.experience.map((j) => j.title), jobDescription.split('\n')[0] ?? '']
      .map((t) => t.trim().toLowerCase())
      .filter(Boolean),
  );
  return tailored.skills
    .flatMap((s) => s.technologies)
    .filter((t) => !before.has(t.trim().toLowerCase()))
    .filter((t) => {
      const lower = t.trim().toLowerCase();
      // A one-word plural or person is a non-skill unless it is a vocabulary skill's own name ("Kubernetes").
      const isPerson =
        !/^[A-Z0-9]+$/.test(t.trim()) && PERSON.test(lower) && canonicalSkill(t)?.toLowerCase() !== lower;
      const isPluralOrPerson = isPerson || GENERIC.test(lower) || /^[a-z]+ed$/.test(lower);
      return MARKETS.test(lower) || titles.has(lower) || isPluralOrPerson || lower.split(/\s+/).length > 4;
    });
}

const entriesOf = (resume: Resume) => [
  ...resume.experience.map((j) => ({ key: `${j.company}|${j.title}`, lines: j.description })),
  ...resume.projects.map((p) => ({ key: `project|${p.name}`, lines: p.description })),
];

export function findLostBullets(source: Resume, tailored: Resume): string[] {
  const after = new Map(entriesOf(tailored).map((e) => [e.key, e.lines]));
  return entriesOf(source).flatMap(({ key, lines }) =>
    lines
      .filter((l) => l.trim())
      .filter((line) => {
        const copies = after.get(key) ?? [];
        return !copies.some((c) => c === line || compareLines(c, line) >= 0.5);
      }),
  );
}

export function findFabrications(sources: Resume[], tailored: Resume): string[] {
  const shown = findEvidencedSkills(sources.map(joinResumeText).join('\n'));
  const claimed = [tailored.profile, ...tailored.skills.flatMap((s) => s.technologies)].join('\n');
  return [
    ...new Set(
      findSkills(claimed)
        .filter((m) => !shown.has(m.skill))
        .map((m) => m.written),
    ),
  ];
}

const doubled = (text: string) => {
  const words = text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  return words.filter((w, i) => i > 0 && words[i - 1] === w).length;
};

export function findBrokenRewordings(source: Resume, tailored: Resume): string[] {
  const sourceLines = entriesOf(source).flatMap((e) => e.lines);
  return entriesOf(tailored)
    .flatMap((e) => e.lines)
    .filter((line) => !sourceLines.includes(line))
    .filter((line) => {
      const origin = sourceLines
        .map((s) => ({ s, similarity: compareLines(s, line) }))
        .sort((a, b) => b.similarity - a.similarity)[0];
      return doubled(line) > (origin ? doubled(origin.s) : 0);
    });
}

/**
 * Literal keyword coverage where a skimming reader and a keyword filter look (profile, skills,
 * titles), 0-100, as an independent scorer counts it: the share of the job's skill requirements
 * whose job wording (any alternative) appears word for word there.
 */
export function scoreProminentCoverage(resume: Resume, jobDescription: string): number {
  const skills = extractRequirements(jobDescription).requirements.filter((r) => r.kind === 'skill');
  if (!skills.length) return 0;
  const jobWords = new Map<string, Set<string>>();
  for (const m of findSkills(jobDescription)) {
    const set = jobWords.get(m.skill) ?? new Set<string>();
    set.add(m.written.toLowerCase());
    jobWords.set(m.skill, set);
  }
  const prominent = [
    resume.profile,
    ...resume.skills.flatMap((s) => s.technologies),
    ...resume.experience.map((j) => j.title),
  ]
    .join('\n')
    .toLowerCase();
  const has = (word: string) => new RegExp(`(?<![\\p{L}\\p{N}])${escape(word)}(?![\\p{L}\\p{N}])`, 'u').test(prominent);
  const covered = skills.filter((r) => (r.skills ?? []).some((s) => [...(jobWords.get(s) ?? [])].some(has)));
  return Math.round((1000 * covered.length) / skills.length) / 10;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
