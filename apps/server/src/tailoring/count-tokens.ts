import { createRequire } from 'node:module';
import { Tiktoken, type TiktokenBPE } from 'js-tiktoken/lite';

let encoder: Tiktoken | undefined;

/**
 * Longest run of non-space (or of space) characters encoded as one piece. js-tiktoken's byte-pair merge is
 * quadratic in a piece's length (a 12,000-letter word took 9 s), so longer runs are cut into
 * pieces of this size. Real words are far shorter, so real text counts exactly; a cut run counts
 * within a token or two per piece of what the model would see.
 */
export const MAX_PIECE_CHARS = 64;
const LONG_RUN = new RegExp(`\\S{${MAX_PIECE_CHARS + 1},}|\\s{${MAX_PIECE_CHARS + 1},}`, 'gu');

/** Tokens in a text under cl100k_base (the ranks ship inside js-tiktoken; nothing is downloaded). Linear time. */
export function countTokens(text: string): number {
  // The ranks (a 1 MB string, parsed into a large map) load with the first count, not with every server.
  encoder ??= new Tiktoken(createRequire(import.meta.url)('js-tiktoken/ranks/cl100k_base') as TiktokenBPE);
  let total = 0;
  let from = 0;
  for (const match of text.matchAll(LONG_RUN)) {
    if (match.index > from) total += encoder.encode(text.slice(from, match.index)).length;
    const run = match[0];
    for (let i = 0; i < run.length; i += MAX_PIECE_CHARS)
      total += encoder.encode(run.slice(i, i + MAX_PIECE_CHARS)).length;
    from = match.index + run.length;
  }
  if (from < text.length) total += encoder.encode(text.slice(from)).length;
  return total;
}
