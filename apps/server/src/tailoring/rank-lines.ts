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
 * the job says PostgreSQL. Only name-like forms are swapped (see isNameLike), so prose such as
 * "negotiated" is never bent into "Negotiation". Never adds a skill the line did not already name.
 * The person's spelling of the same name stays (".NET" is not made ".Net", "JavaScript" not
 * "Javascript"); a swap that would change the grammar is not made: one word for several ("REST API"
 * is not made "RESTful"), or a doubled word ("MSSQL Server" is not made "SQL Server Server").
 */
export function mirrorJobTerms(text: string, keywords: JobKeywords): string {
  let result = text;
  for (const mention of findSkills(text).reverse()) {
    const job = keywords.skills.find((s) => s.skill === mention.skill);
    if (!job || job.written.toLowerCase() === mention.written.toLowerCase()) continue;
    if (!isNameLike(mention.alias) || !isNameLike(job.alias)) continue;
    if (wordCount(job.written) < wordCount(mention.written)) continue;
    const candidate = result.slice(0, mention.start) + job.written + result.slice(mention.end);
    if (countDoubledWords(candidate) > countDoubledWords(result)) continue;
    result = candidate;
  }
  return result;
}

const wordCount = (text: string) => text.trim().split(/\s+/).length;

/** Adjacent repeated words ("Server Server"), which no careful writer leaves. */
export function countDoubledWords(text: string): number {
  const words = text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  return words.filter((word, i) => i > 0 && words[i - 1] === word).length;
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
