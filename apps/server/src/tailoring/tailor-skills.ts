import type { Resume, Skill } from '@vitae/shared/resume/schema';
import { findEvidencedSkills, findSkillGroup, findSkills } from '../matching/find-skills.ts';
import type { JobKeywords } from './job-keywords.ts';
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
 * wording, and job skills added only when the rest of the resume shows them (a bullet says
 * "deployed on Kubernetes" but the list lacks it). Each addition goes to the category whose skills
 * share its vocabulary group, else the first category. Nothing is removed.
 */
export function tailorSkills(resume: Resume, keywords: JobKeywords): Skill[] {
  const weightOf = new Map(keywords.skills.map((s) => [s.skill, s.weight]));
  const relevanceOf = (technology: string) =>
    findSkills(technology).reduce((sum, m) => sum + (weightOf.get(m.skill) ?? 0), 0);
  const skills = resume.skills
    .filter((s) => s.category.trim() || s.technologies.some((t) => t.trim()))
    .map((s) => ({ category: s.category, technologies: s.technologies.filter((t) => t.trim()) }));
  const listed = new Set(skills.flatMap((s) => s.technologies.flatMap((t) => findSkills(t).map((m) => m.skill))));
  const evidenced = findEvidencedSkills(
    [joinEvidenceText(resume), ...skills.flatMap((s) => s.technologies)].join('\n'),
    {
      claimsOnly: true,
    },
  );
  const additions = keywords.skills
    .filter((s) => evidenced.has(s.skill) && !listed.has(s.skill))
    .slice(0, MAX_ADDED_SKILLS);
  for (const addition of additions) {
    const name = addition.written.charAt(0).toUpperCase() + addition.written.slice(1);
    findCategoryFor(skills, addition.skill).technologies.push(name);
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

function findCategoryFor(skills: Skill[], skill: string): Skill {
  const group = findSkillGroup(skill);
  let best: Skill | undefined;
  let bestOverlap = 0;
  for (const category of skills) {
    const overlap = category.technologies.filter((t) =>
      findSkills(t).some((m) => findSkillGroup(m.skill) === group),
    ).length;
    if (overlap > bestOverlap) {
      best = category;
      bestOverlap = overlap;
    }
  }
  if (best) return best;
  if (skills[0]) return skills[0];
  const created = { category: 'Skills', technologies: [] };
  skills.push(created);
  return created;
}
