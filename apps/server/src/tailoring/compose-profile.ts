import type { Resume } from '@vitae/shared/resume/schema';
import { countExperienceYears, findLatestJob } from './experience-years.ts';
import { findEvidencedSkills } from '../matching/find-skills.ts';
import type { JobKeywords } from './job-keywords.ts';
import { joinResumeText } from './resume-lines.ts';
import { mirrorJobTerms, scoreLineRelevance, sortByRelevance } from './rank-lines.ts';

const MAX_PROFILE_SKILLS = 6;

const joinNames = (names: string[]) =>
  names.length < 2 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;

/**
 * A profile built only from facts in the resume: the latest real title, whole years counted from
 * the dates, the job's skills the resume already shows (in the job's wording), then
 * the person's own most relevant profile sentence or, lacking one, their most relevant bullet
 * (only if it names something the job asks for).
 * Known limit: it reads as a template; it never claims seniority the titles do not state.
 */
export function composeProfile(resume: Resume, keywords: JobKeywords, now: Date): string {
  const shown = findEvidencedSkills(joinResumeText(resume), { claimsOnly: true });
  const skills = keywords.skills.filter((s) => shown.has(s.skill)).map((s) => s.written);
  if (skills.length < 3) {
    const listed = resume.skills.flatMap((s) => s.technologies).filter((t) => t.trim() && !skills.includes(t));
    skills.push(...listed.slice(0, 3 - skills.length));
  }
  const title =
    findLatestJob(resume.experience, now)?.title.trim() || resume.education[0]?.degree.trim() || 'Professional';
  const years = countExperienceYears(resume.experience, now);
  // Job phrases are not woven in: "experience in hiring managers" shows how a phrase torn from
  // the advert can say something the person never meant. Skills and their own sentences carry it.
  const opening = years >= 1 ? `${title} with ${years}+ years of experience` : title;
  const sentences = [`${opening}.`];
  if (skills.length) sentences.push(`Skilled in ${joinNames(skills.slice(0, MAX_PROFILE_SKILLS))}.`);

  const own = resume.profile.split(/(?<=[.!?])\s+/).filter((s) => s.trim());
  const bullets = resume.experience.flatMap((job) => job.description).filter((b) => b.trim());
  const relevance = (line: string) => scoreLineRelevance(line, keywords);
  // The person's own words come first; a sentence that says nothing about this job is left out.
  const ownBest = sortByRelevance(own, relevance)[0];
  const bulletBest = sortByRelevance(bullets, relevance)[0];
  if (ownBest && relevance(ownBest) > 0) sentences.push(mirrorJobTerms(ownBest.trim(), keywords));
  else if (bulletBest && relevance(bulletBest) > 0)
    sentences.push(`Recent work: ${lowerFirst(mirrorJobTerms(bulletBest.trim(), keywords))}`);
  return sentences.map((s) => (/[.!?]$/.test(s) ? s : `${s}.`)).join(' ');
}

/** "Led a team" becomes "led a team", but "PostgreSQL migration" keeps its capitals. */
function lowerFirst(sentence: string): string {
  return /^[A-Z][a-z]/.test(sentence) ? sentence.charAt(0).toLowerCase() + sentence.slice(1) : sentence;
}
