import type { ShortlistResult } from '@vitae/shared/api/shortlisting';

export interface RankedResult extends ShortlistResult {
  rank: number;
  /** What the table calls the person: their name when revealed, otherwise "Candidate <rank>". */
  label: string;
}

/**
 * Orders results by score, highest first (ties keep the server's order), numbers them, and gives
 * each a label. In blind mode the server leaves names out, so candidates are told apart by rank.
 */
export function rankResults(results: readonly ShortlistResult[]): RankedResult[] {
  return [...results]
    .map((result, index) => ({ result, index }))
    .sort((a, b) => b.result.score - a.result.score || a.index - b.index)
    .map(({ result }, i) => ({ ...result, rank: i + 1, label: result.name.trim() || `Candidate ${i + 1}` }));
}
