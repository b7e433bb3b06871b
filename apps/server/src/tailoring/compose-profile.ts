import type { Resume } from '@vitae/shared/resume/schema';
import { countExperienceYears, findLatestJob } from './experience-years.ts';
import { findEvidencedSkills, findSkills, isNameLike } from '../matching/find-skills.ts';
import type { JobKeywords } from './job-keywords.ts';
import { joinResumeText } from './resume-lines.ts';
import { mirrorJobTerms, scoreLineRelevance } from './rank-lines.ts';
import { canonicalWording, isListableSkill, isTitleSkill } from './tailor-skills.ts';

const MAX_SENTENCES = 3;
const MAX_NAMED_SKILLS = 4;

/** "8+ years", "nearly 29 years", "over ten years": a year count the person wrote. */
export const YEAR_COUNT =
  /\b(?:\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty)\s*\+?\s*(?:years?|yrs?)\b/i;

const joinNames = (names: string[]) =>
  names.length < 2 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;

export const splitSentences = (text: string) =>
  text
    .split(/(?<=[.!?])\s+/)
    .map((s) => s.trim())
    .filter(Boolean);

/**
 * A profile that reads like the person: their own summary sentences, the most relevant kept (at
 * most three, in their order, skill names written as the job writes them where theirs is a
 * synonym). When they leave out skills the job asks for that the resume proves, one
 * sentence naming up to four is added after their first sentence (their least relevant later
 * sentence makes room when there are three). Without a profile: an opening from their latest title
 * and the years counted from the dates, that sentence, and their most relevant bullet. There is one
 * year count: a count the person wrote is never joined by a computed one (the added sentence states
 * none). With room left, their most relevant bullet follows when it names job skills the profile
 * does not. Titles and markets are never named as skills.
 */
export function composeProfile(resume: Resume, keywords: JobKeywords, now: Date, jobTitle = ''): string {
  const shown = findEvidencedSkills(joinResumeText(resume), { claimsOnly: true });
  const own = splitSentences(resume.profile);
  const relevance = (line: string) => scoreLineRelevance(line, keywords);
  const kept =
    own.length <= MAX_SENTENCES
      ? own
      : own
          .map((sentence, index) => ({ sentence, index, relevance: relevance(sentence) }))
          // The first sentence usually introduces the person: it stays.
          .sort(
            (a, b) => Number(b.index === 0) - Number(a.index === 0) || b.relevance - a.relevance || a.index - b.index,
          )
          .slice(0, MAX_SENTENCES)
          .sort((a, b) => a.index - b.index)
          .map((s) => s.sentence);
  const sentences = kept.map((s) => mirrorJobTerms(s, keywords));
  const named = findEvidencedSkills(sentences.join(' '));
  const titles = [jobTitle, ...resume.experience.map((j) => j.title)];
  const ownWords = new Set(findSkills(joinResumeText(resume)).map((m) => m.skill));
  const wanted = keywords.skills
    .filter((s) => shown.has(s.skill))
    .map((s) => (ownWords.has(s.skill) ? s : canonicalWording(s)))
    .filter((s) => isListableSkill(s) && !isTitleSkill(s, titles));
  // Mid-sentence, only names keep their capital ("Figma", "SQL"; "negotiation", not "Negotiation").
  const missing = wanted
    .filter((s) => !named.has(s.skill))
    .map((s) => (isNameLike(s.alias) ? s.written : s.written.toLowerCase()));

  if (!sentences.length) {
    const title =
      findLatestJob(resume.experience, now)?.title.trim() || resume.education[0]?.degree.trim() || 'Professional';
    const years = countExperienceYears(resume.experience, now);
    const skills = missing.slice(0, MAX_NAMED_SKILLS);
    const opening =
      years >= 1 ? `${title} with ${years} ${years === 1 ? 'year' : 'years'} of experience.` : `${title}.`;
    const written = [opening];
    if (skills.length) written.push(`Hands-on experience with ${joinNames(skills)}.`);
    const best = findBestBullet(resume, relevance);
    if (best) written.push(mirrorJobTerms(best, keywords));
    return written.map((s) => (/[.!?]$/.test(s) ? s : `${s}.`)).join(' ');
  }
  if (missing.length >= 1) {
    if (sentences.length >= MAX_SENTENCES) {
      // Room for the added sentence: their least relevant sentence after the first goes.
      const rest = sentences.slice(1).map((sentence, i) => ({ i: i + 1, relevance: relevance(sentence) }));
      const least = rest.sort((a, b) => a.relevance - b.relevance || b.i - a.i)[0]!;
      sentences.splice(least.i, 1);
    }
    sentences.splice(1, 0, `Hands-on experience with ${joinNames(missing.slice(0, MAX_NAMED_SKILLS))}.`);
  }
  // Room left: their most relevant bullet, when it names job skills the profile does not yet name.
  const best = findBestBullet(resume, relevance);
  if (sentences.length < MAX_SENTENCES && best) {
    const stated = findEvidencedSkills(sentences.join(' '));
    const adds = wanted.some((w) => !stated.has(w.skill) && findEvidencedSkills(best).has(w.skill));
    if (adds) sentences.push(mirrorJobTerms(best, keywords));
  }
  return sentences.map((s) => (/[.!?]$/.test(s) ? s : `${s}.`)).join(' ');
}

/** Their most relevant bullet, as they wrote it (a fact, not a template), if it speaks to the job at all. */
function findBestBullet(resume: Resume, relevance: (line: string) => number): string | undefined {
  const best = resume.experience
    .flatMap((job) => job.description)
    .filter((b) => b.trim())
    .map((line, index) => ({ line: line.trim(), index, relevance: relevance(line) }))
    .sort((a, b) => b.relevance - a.relevance || a.index - b.index)[0];
  return best && best.relevance > 0 ? best.line : undefined;
}
