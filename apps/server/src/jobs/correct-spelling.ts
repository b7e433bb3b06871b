/**
 * One-letter typos in search words ("acountant", "enginer"): when a search finds nothing, a word
 * that no open posting's title uses is replaced by the most frequent title word one edit away
 * (a letter missing, extra, wrong or two swapped). Words under five letters are left alone: at
 * that length one edit reaches too many other words. The title words are read once and kept for
 * ten minutes, so a correction costs one query at most every ten minutes.
 */
import { sql } from 'kysely';
import type { AnyKysely } from './search-sql.ts';

const REFRESH_MS = 10 * 60_000;
const MIN_LENGTH = 5;
const LETTERS = 'abcdefghijklmnopqrstuvwxyz';
const cache = new WeakMap<object, { words: Map<string, number>; at: number }>();

async function loadTitleWords(db: AnyKysely): Promise<Map<string, number>> {
  const cached = cache.get(db);
  if (cached && Date.now() - cached.at < REFRESH_MS) return cached.words;
  const rows = await db
    .selectFrom('jobs')
    .select(sql<string>`lower(title)`.as('title'))
    .where('state', '=', 'open')
    .execute();
  const words = new Map<string, number>();
  for (const { title } of rows)
    for (const word of title.match(/[a-z]+/g) ?? []) words.set(word, (words.get(word) ?? 0) + 1);
  cache.set(db, { words, at: Date.now() });
  return words;
}

/** Every string one edit away from `word`. */
function oneEditAway(word: string): string[] {
  const out: string[] = [];
  for (let i = 0; i <= word.length; i++) {
    for (const c of LETTERS) out.push(word.slice(0, i) + c + word.slice(i));
    if (i < word.length) {
      out.push(word.slice(0, i) + word.slice(i + 1));
      for (const c of LETTERS) if (c !== word[i]) out.push(word.slice(0, i) + c + word.slice(i + 1));
      if (i + 1 < word.length) out.push(word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2));
    }
  }
  return out;
}

/** The terms with typos corrected against open postings' title words; null when none was corrected. */
export async function correctSpelling(db: AnyKysely, terms: string[]): Promise<string[] | null> {
  if (!terms.some((t) => t.length >= MIN_LENGTH && /^[a-z]+$/.test(t))) return null;
  const words = await loadTitleWords(db);
  let changed = false;
  const corrected = terms.map((term) => {
    if (term.length < MIN_LENGTH || !/^[a-z]+$/.test(term) || words.has(term)) return term;
    let best: { word: string; count: number } | null = null;
    for (const candidate of oneEditAway(term)) {
      const count = words.get(candidate);
      if (count && (!best || count > best.count)) best = { word: candidate, count };
    }
    if (!best) return term;
    changed = true;
    return best.word;
  });
  return changed ? corrected : null;
}
