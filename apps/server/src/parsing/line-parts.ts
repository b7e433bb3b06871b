import type { Line } from './types.ts';

/**
 * A line from its part `at` on, as a line of its own: the parts and the chunks right of where
 * that part starts, at its x, in the type of the text after the first part when the reader gave
 * one (a label set large beside a row does not make the row large).
 */
export function partsFrom(line: Line, at: number): Line {
  const { restStyle, ...whole } = line;
  const parts = line.parts.slice(at);
  const partXs = line.partXs.slice(at);
  const cut = (partXs[0] ?? line.x) - 1;
  const kept = line.chunkXs.map((x) => x >= cut);
  const chunks = line.chunks.filter((_, k) => kept[k]);
  return {
    ...whole,
    ...restStyle,
    parts,
    partXs,
    text: parts.join(' '),
    ...(chunks.length > 0
      ? { chunks, chunkXs: line.chunkXs.filter((_, k) => kept[k]) }
      : { chunks: parts, chunkXs: partXs }),
    x: partXs[0] ?? line.x,
  };
}
