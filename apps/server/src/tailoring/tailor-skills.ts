import type { Resume, Skill } from '@vitae/shared/resume/schema';
import { findEvidencedSkills, findSkillGroup, findSkills, isNameLike } from '../matching/find-skills.ts';
import type { JobKeywords, JobSkill } from './job-keywords.ts';
import { mirrorJobTerms, sortByRelevance } from './rank-lines.ts';

const MAX_ADDED_SKILLS = 8;

/** The text of a resume outside its skills list: where evidence for a missing skill is looked for. */
function joinEvidenceText(resume: Resume): string {
  return [
    resume.profile,
    ...resume.experience.flatMap((job) => [job.title, ...job.description]),
    ...resume.projects.flatMap((project) => [project.name, ...project.description]),
    ...resume.certifications.map((c) => c.name),
    ...resume.education.map((e) => e.degree),
  ].join('\n');
}

/**
 * The skills section for a job: categories and skills reordered by relevance, names in the job's
 * wording where the person's is a synonym, and job skills added only when the rest of the resume
 * shows them (a bullet says "deployed on Kubernetes" but the list lacks it) and they are skills at
 * all (see isListableSkill; a job title is not). Each addition goes where placeSkill puts it. Nothing is removed.
 */
export function tailorSkills(resume: Resume, keywords: JobKeywords, jobTitle = ''): Skill[] {
  const weightOf = new Map(keywords.skills.map((s) => [s.skill, s.weight]));
  const relevanceOf = (technology: string) =>
    findSkills(technology).reduce((sum, m) => sum + (weightOf.get(m.skill) ?? 0), 0);
  const skills = resume.skills
    .filter((s) => s.category.trim() || s.technologies.some((t) => t.trim()))
    .map((s) => ({ category: s.category, technologies: s.technologies.filter((t) => t.trim()) }));
  const listed = new Set(skills.flatMap((s) => s.technologies.flatMap((t) => findSkills(t).map((m) => m.skill))));
  const evidenceText = [joinEvidenceText(resume), ...skills.flatMap((s) => s.technologies)].join('\n');
  const evidenced = findEvidencedSkills(evidenceText, { claimsOnly: true });
  const ownMention = new Map(findSkills(evidenceText).map((m) => [m.skill, m]));
  const lowerText = evidenceText.toLowerCase();
  const titles = [jobTitle, ...resume.experience.map((j) => j.title)];
  let added = 0;
  for (const wanted of keywords.skills) {
    if (added >= MAX_ADDED_SKILLS || !evidenced.has(wanted.skill) || listed.has(wanted.skill)) continue;
    // The job's name for it only where the person's is a synonym name ("Postgres"); otherwise their
    // own words: a skill shown by "incident response" is not listed as the job's "on-call".
    const own = ownMention.get(wanted.skill);
    const useJobWords =
      lowerText.includes(wanted.written.toLowerCase()) ||
      (own !== undefined && isNameLike(own.alias) && isNameLike(wanted.alias)) ||
      (own !== undefined && sharesWord(own.written, wanted.written));
    // A verb form ("Mentored") is never a list entry: the job's word for the same skill ("mentoring") is.
    const isVerbForm = own !== undefined && /^\p{L}+ed$/u.test(own.written.trim());
    const chosen = useJobWords || isVerbForm ? wanted : own ? { ...own } : canonicalWording(wanted);
    if (!isListableSkill(chosen) || isTitleSkill(chosen, titles)) continue;
    placeSkill(skills, chosen.written.charAt(0).toUpperCase() + chosen.written.slice(1));
    added += 1;
  }
  for (const category of skills) {
    // The list keeps its own capitalisation ("User research", not the job's mid-sentence "user research").
    category.technologies = sortByRelevance(category.technologies, relevanceOf).map((t) => {
      const mirrored = mirrorJobTerms(t, keywords);
      return /^\p{Lu}/u.test(t) ? mirrored.charAt(0).toUpperCase() + mirrored.slice(1) : mirrored;
    });
  }
  return sortByRelevance(skills, (s) => s.technologies.reduce((sum, t) => sum + relevanceOf(t), 0));
}

/**
 * A skill the resume shows only by definition (Google Ads shows paid media) is named by its
 * vocabulary name, not by the job's narrower synonym ("paid social" is not what Google Ads shows).
 */
export function canonicalWording(skill: JobSkill): JobSkill {
  return { ...skill, written: skill.skill, alias: skill.skill };
}

/** "inventory" and "inventory management" name one thing; "incident response" and "on-call" do not. */
function sharesWord(a: string, b: string): boolean {
  const words = new Set(a.toLowerCase().match(/\p{L}{4,}/gu) ?? []);
  return (b.toLowerCase().match(/\p{L}{4,}/gu) ?? []).some((w) => words.has(w));
}

/** Markets and business models: where someone worked, not what they can do. */
const MARKETS = new Set(['b2b', 'b2c', 'saas', 'e-commerce', 'ecommerce', 'd2c', 'dtc', 'fintech', 'healthtech']);

/** Words for what everyone's work is made of, or for people: never a skill by themselves. */
const GENERIC_NOUNS = new Set(
  'campaigns projects teams clients customers stakeholders meetings events reports deadlines operations initiatives'.split(
    ' ',
  ),
);

/**
 * Whether a job's wording of a skill can stand in a skills list. Not: a market ("B2B", "SaaS"), a
 * generic noun ("campaigns" for campaign management) or a person ("recruiters", "stakeholders"):
 * listing those reads as keyword stuffing, not as a skill. A plural skill ("reconciliations") is fine.
 */
export function isListableSkill(skill: { skill: string; written: string; alias: string }): boolean {
  const written = skill.written.trim().toLowerCase();
  if (MARKETS.has(written) || GENERIC_NOUNS.has(written)) return false;
  const isSynonym = skill.alias.toLowerCase() !== skill.skill.toLowerCase();
  return !(isSynonym && /^[a-z]+(?:ers?|ors?|ees?)$/.test(skill.alias));
}

/**
 * Whether a skill's wording is what a title calls the person ("Paralegal", "ICU Registered Nurse",
 * "RN - ICU", "Recruiter"): the title is that word, or ends or opens with it. That is a role, not a
 * skill; "recruiting" stays a skill, and "Python Developer" does not make Python a title.
 */
export function isTitleSkill(skill: { skill: string; written: string }, titles: string[]): boolean {
  return titles.some((title) => {
    const text = title.trim();
    return findSkills(text).some(
      (m) =>
        m.skill === skill.skill &&
        m.written.toLowerCase() === skill.written.toLowerCase() &&
        (m.end === text.length || (m.start === 0 && /^\s*[,–-]/.test(text.slice(m.end)))),
    );
  });
}

/** Categories whose name says nothing about the kind of skill: anything fits them. */
const GENERIC_CATEGORY = /^(skills?|technical skills|core (skills|competencies)|key skills|competencies|other|tools)$/i;

/**
 * Adds a skill name to the category whose skills share its vocabulary group; else to a category
 * with a generic name ("Skills"); else to a new category named after the group ("Cloud & DevOps"),
 * never to an unrelated one (AWS does not go under "Continuous Integration Tools").
 */
export function placeSkill(skills: Skill[], name: string): void {
  const skill = findSkills(name)[0]?.skill;
  const group = skill ? findSkillGroup(skill) : undefined;
  let best: Skill | undefined;
  let bestOverlap = 0;
  for (const category of skills) {
    const overlap = category.technologies.filter((t) =>
      findSkills(t).some((m) => group !== undefined && findSkillGroup(m.skill) === group),
    ).length;
    if (overlap > bestOverlap) {
      best = category;
      bestOverlap = overlap;
    }
  }
  best ??= skills.find((c) => GENERIC_CATEGORY.test(c.category.trim()) || (!group && !c.category.trim()));
  if (!best) {
    const category = group ?? (skills.length ? 'Other skills' : 'Skills');
    best = skills.find((c) => c.category === category);
    if (!best) {
      best = { category, technologies: [] };
      skills.push(best);
    }
  }
  best.technologies.push(name);
}
