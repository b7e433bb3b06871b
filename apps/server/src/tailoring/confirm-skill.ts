import { LIMITS } from '@vitae/shared/limits';
import type { Resume } from '@vitae/shared/resume/schema';
import { findSkills } from '../matching/find-skills.ts';
import { findLatestJob } from './experience-years.ts';
import { placeSkill } from './tailor-skills.ts';

/** A name short enough to list as a skill; a longer requirement ("manage agency relationships") is only a line. */
const MAX_SKILL_WORDS = 4;

/**
 * Adds a requirement the person confirms they have: the skill goes to their skills list (a fitting
 * category, or a new one named after its vocabulary group) and their line of evidence becomes a
 * bullet of the role it names (by employer or title), else of their latest role. Both are then
 * their own facts, so the truthfulness guard accepts them when they tailor again. Nothing is added
 * twice. A line that does not name the skill is prefixed with it ("Shopify: ran our store…").
 */
export function addConfirmedSkill(source: Resume, skill: string, evidence: string, now = new Date()): Resume {
  const resume = structuredClone(source);
  const name = skill.trim().replace(/\s+/g, ' ');
  const isSkillName = name.split(' ').length <= MAX_SKILL_WORDS && !/[.!?]$/.test(name);
  if (isSkillName && !isListed(resume, name)) placeSkill(resume.skills, name);

  let line = evidence.trim().replace(/\s+/g, ' ');
  line = line.charAt(0).toUpperCase() + line.slice(1);
  if (!/[.!?]$/.test(line)) line += '.';
  if (isSkillName && !line.toLowerCase().includes(name.toLowerCase())) line = `${name}: ${line}`;
  const existing = [
    ...resume.experience.flatMap((j) => j.description),
    ...resume.projects.flatMap((p) => p.description),
  ];
  if (existing.some((l) => l.trim().toLowerCase() === line.toLowerCase())) return resume;

  // The role it names: its employer (or the employer's first word, "Nordlicht" for "Nordlicht
  // Payments GmbH") or its title.
  const words = new Set(evidence.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []);
  const lower = evidence.toLowerCase();
  const names = (text: string, byFirstWord: boolean) => {
    const first =
      text
        .trim()
        .toLowerCase()
        .match(/[\p{L}\p{N}]+/u)?.[0] ?? '';
    return (
      (text.trim().length > 2 && lower.includes(text.trim().toLowerCase())) ||
      (byFirstWord && first.length > 3 && words.has(first))
    );
  };
  const named =
    resume.experience.find((j) => names(j.company, true)) ?? resume.experience.find((j) => names(j.title, false));
  const job = named ?? findLatestJob(resume.experience, now) ?? resume.experience[0];
  if (job) {
    const bullets = job.description.filter((l) => l.trim());
    if (bullets.length < LIMITS.linesPerEntry) job.description = [...bullets, line];
  } else {
    resume.profile = [resume.profile.trim(), line].filter(Boolean).join(' ').slice(0, LIMITS.longText);
  }
  return resume;
}

function isListed(resume: Resume, name: string): boolean {
  const canonical = findSkills(name).map((m) => m.skill);
  return resume.skills.some((s) =>
    s.technologies.some(
      (t) =>
        t.trim().toLowerCase() === name.toLowerCase() ||
        (canonical.length > 0 && findSkills(t).some((m) => canonical.includes(m.skill))),
    ),
  );
}
