import { TITLE_ABBREVIATIONS } from '../matching/abbreviations.ts';

/**
 * Turns understood query terms into full-text query strings for SQLite FTS5 and PostgreSQL
 * `to_tsquery`. Terms are reduced to [a-z0-9] word parts first, so no user text reaches either
 * query language's operators.
 */

/** Field weights: a word in the title counts 10x one in the description, a listed skill 5x. */
export const searchWeights = { title: 10, skills: 5, description: 1 } as const;

/**
 * Small synonym groups: a query word also matches its group's other words. Only near-exact
 * equivalents are listed, so that ranking stays predictable. Abbreviations come from matching's
 * one list.
 */
const synonymGroups: string[][] = [
  ['developer', 'engineer', 'programmer'],
  ['dev', 'developer', 'engineer'],
  ['golang', 'go'],
  ['frontend', 'front end'],
  ['backend', 'back end'],
  ['fullstack', 'full stack'],
  ['nurse', 'nursing'],
  ['accountant', 'accounting'],
  ...Object.entries(TITLE_ABBREVIATIONS).map(([short, long]) => [short, ...long]),
];

/** A term as word parts; a term with several parts ("node.js", "front end") is a phrase. */
function toParts(term: string): string[] {
  return term.toLowerCase().match(/[a-z0-9]+/g) ?? [];
}

/** Each group is one query word and its synonyms, each a list of parts; empty groups are dropped. */
export function expandTerms(terms: string[], phrases: string[] = []): string[][][] {
  const groups: string[][][] = [];
  for (const term of terms) {
    const group = synonymGroups.find((candidate) => candidate[0] === term) ?? [term];
    const alternatives = group.map(toParts).filter((parts) => parts.length > 0);
    if (alternatives.length > 0) groups.push(alternatives);
  }
  for (const phrase of phrases) {
    const parts = toParts(phrase);
    if (parts.length > 0) groups.push([parts]);
  }
  return groups;
}

/** FTS5: `("developer" OR "engineer") AND "node js"`; `any` joins groups with OR instead. */
export function toFtsMatch(groups: string[][][], any = false): string {
  return groups
    .map((alternatives) => {
      const quoted = alternatives.map((parts) => `"${parts.join(' ')}"`);
      return quoted.length === 1 ? quoted[0]! : `(${quoted.join(' OR ')})`;
    })
    .join(any ? ' OR ' : ' AND ');
}

/** PostgreSQL to_tsquery: `(developer | engineer) & (node <-> js)`. */
export function toTsQuery(groups: string[][][], any = false): string {
  return groups
    .map((alternatives) => {
      const items = alternatives.map((parts) => (parts.length === 1 ? parts[0]! : `(${parts.join(' <-> ')})`));
      return items.length === 1 ? items[0]! : `(${items.join(' | ')})`;
    })
    .join(any ? ' | ' : ' & ');
}
