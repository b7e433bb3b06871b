import { findSkills, isNameLike } from '../matching/find-skills.ts';
import type { JobKeywords } from './job-keywords.ts';
import { stemSet } from './stem-words.ts';

/** How much a line speaks to the job: the weights of the job's skills and phrases it shows. */
export function scoreLineRelevance(text: string, keywords: JobKeywords): number {
  const skills = new Set(findSkills(text).map((m) => m.skill));
  const stems = stemSet(text);
  let relevance = 0;
  for (const skill of keywords.skills) if (skills.has(skill.skill)) relevance += skill.weight;
  for (const phrase of keywords.phrases) if (phrase.stems.every((s) => stems.has(s))) relevance += phrase.weight;
  return relevance;
}

/**
 * Writes a skill the line already names in the job's words: "Postgres" becomes "PostgreSQL" when
 * the job says PostgreSQL, "javascript" becomes "JavaScript". Only name-like forms are swapped
 * (see isNameLike), so prose such as "negotiated" is never bent into "Negotiation". Never adds a
 * skill the line did not already name.
 */
export function mirrorJobTerms(text: string, keywords: JobKeywords): string {
  let result = text;
  for (const mention of findSkills(text).reverse()) {
    const job = keywords.skills.find((s) => s.skill === mention.skill);
    if (!job || job.written === mention.written) continue;
    const isSameWord = job.written.toLowerCase() === mention.written.toLowerCase();
    if (!isSameWord && !(isNameLike(mention.alias) && isNameLike(job.alias))) continue;
    // A term that opened the sentence keeps its capital ("Negotiation…", not "negotiation…").
    const term =
      /^\p{Lu}/u.test(mention.written) && !isNameLike(job.alias)
        ? job.written.charAt(0).toUpperCase() + job.written.slice(1)
        : job.written;
    result = result.slice(0, mention.start) + term + result.slice(mention.end);
  }
  return result;
}

/** Sorts items by relevance, most relevant first; ties keep the person's own order. */
export function sortByRelevance<T>(items: T[], relevanceOf: (item: T) => number): T[] {
  return items
    .map((item, index) => ({ item, index, relevance: relevanceOf(item) }))
    .sort((a, b) => b.relevance - a.relevance || a.index - b.index)
    .map(({ item }) => item);
}

/** Bullets with the most relevant first and the job's wording for skills they already name. */
export function tailorBullets(lines: string[], keywords: JobKeywords): string[] {
  const filled = lines.filter((line) => line.trim());
  return sortByRelevance(filled, (line) => scoreLineRelevance(line, keywords)).map((line) =>
    mirrorJobTerms(line, keywords),
  );
}
