import { findEvidencedSkills, findSkills } from '../matching/find-skills.ts';
import { splitWords, stemSet } from './stem-words.ts';

/** What a source resume supports: the skills it names, the numbers it states, the words it uses. */
export interface Evidence {
  skills: Set<string>;
  numbers: Set<string>;
  words: Set<string>;
}

/** A claim in a line that the evidence does not support. */
export interface Unsupported {
  kind: 'unsupported_skill' | 'unsupported_number';
  term: string;
}

/**
 * Numbers as a reader sees them: "1,200", "1.2" (of "$1.2M"), "30" (of "30%"). Digits inside
 * a name ("k8s", "EC2", "Python3") are part of the name, not a figure.
 */
const NUMBER = /(?<![\p{L}\p{N}])(\d+(?:[.,]\d+)*)(?:[kmbx%+])?(?![\p{L}\p{N}])/giu;

export function findNumbers(text: string): string[] {
  return [...text.matchAll(NUMBER)].map((m) => m[1]!.replace(/,(?=\d{3}\b)/g, ''));
}

/** The evidence in some texts, plus numbers derived from them (years counted from dates). */
export function collectEvidence(texts: string[], derivedNumbers: number[] = []): Evidence {
  const text = texts.join('\n');
  return {
    skills: findEvidencedSkills(text),
    numbers: new Set([...findNumbers(text), ...derivedNumbers.map(String)]),
    words: new Set(splitWords(text)),
  };
}

export function mergeEvidence(a: Evidence, b: Evidence): Evidence {
  return {
    skills: new Set([...a.skills, ...b.skills]),
    numbers: new Set([...a.numbers, ...b.numbers]),
    words: new Set([...a.words, ...b.words]),
  };
}

/**
 * Claims in a line the evidence lacks: vocabulary skills by canonical name (so "PostgreSQL" is
 * backed by "Postgres"), figures, and name-like words outside the vocabulary (a capitalised word
 * mid-sentence or a word with digits, such as "Snowpark" or "GPT4") that the source never uses.
 * Known limit: an invented claim in plain lower-case prose ("led the migration") is not caught.
 */
export function findUnsupported(line: string, evidence: Evidence): Unsupported[] {
  const found: Unsupported[] = [];
  const mentions = findSkills(line);
  for (const mention of mentions) {
    if (!evidence.skills.has(mention.skill)) found.push({ kind: 'unsupported_skill', term: mention.written });
  }
  let rest = line;
  for (const mention of [...mentions].reverse()) rest = `${rest.slice(0, mention.start)} | ${rest.slice(mention.end)}`;
  for (const number of findNumbers(rest)) {
    if (!evidence.numbers.has(number)) found.push({ kind: 'unsupported_number', term: number });
  }
  for (const match of rest.matchAll(/[\p{L}\p{N}]+(?:[-'.][\p{L}\p{N}]+)*/gu)) {
    const word = match[0];
    const before = rest.slice(0, match.index).trimEnd();
    const isSentenceStart = before === '' || /[.!?:|•(]$/.test(before);
    const isNameLike = (/^\p{Lu}/u.test(word) && !isSentenceStart) || (/\p{N}/u.test(word) && /\p{L}/u.test(word));
    if (!isNameLike) continue;
    const words = splitWords(word);
    if (words.length && !words.every((w) => evidence.words.has(w)))
      found.push({ kind: 'unsupported_skill', term: word });
  }
  return found;
}

/** Share of meaningful stems two lines have in common (Jaccard), to pair a rewrite with its source. */
export function compareLines(a: string, b: string): number {
  const left = stemSet(a);
  const right = stemSet(b);
  let shared = 0;
  for (const stem of left) if (right.has(stem)) shared += 1;
  const union = left.size + right.size - shared;
  return union === 0 ? 0 : shared / union;
}
