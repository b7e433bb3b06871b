import type { RankedResult } from './rank-results.ts';

export interface CandidateGroup {
  result: RankedResult;
  /** Resumes of the same person (same e-mail or phone), shown under the first one. */
  duplicates: RankedResult[];
}

/**
 * Collapses duplicates under the resume they repeat, keeping the ranking's order. A duplicate
 * whose original is not in the list (or a chain of duplicates) goes under the first of its chain
 * that is; one whose original cannot be found stays a row of its own.
 */
export function groupDuplicates(ranked: readonly RankedResult[]): CandidateGroup[] {
  const byId = new Map(ranked.map((r) => [r.id, r]));
  const rootOf = (result: RankedResult): RankedResult => {
    let current = result;
    const seen = new Set<string>();
    while (current.duplicate_of && byId.has(current.duplicate_of) && !seen.has(current.id)) {
      seen.add(current.id);
      current = byId.get(current.duplicate_of)!;
    }
    return current;
  };
  const groups = new Map<string, CandidateGroup>();
  const order: CandidateGroup[] = [];
  for (const result of ranked) {
    const root = rootOf(result);
    if (root.id === result.id) {
      const group = { result, duplicates: [] };
      groups.set(result.id, group);
      order.push(group);
    }
  }
  for (const result of ranked) {
    const root = rootOf(result);
    if (root.id !== result.id) groups.get(root.id)?.duplicates.push(result);
  }
  return order;
}
