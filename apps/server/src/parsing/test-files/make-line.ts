import type { Line } from '../types.ts';

/** A Line for step tests, with the reader's usual defaults. */
export function makeLine(text: string, over: Partial<Line> = {}): Line {
  const parts = over.parts ?? [text];
  return {
    text,
    parts,
    partXs: parts.map((_, k) => k * 200),
    chunks: parts,
    chunkXs: parts.map((_, k) => k * 200),
    page: 1,
    x: 50,
    y: 0,
    size: 10,
    font: 'f',
    isBold: false,
    isBullet: false,
    gapAbove: 0.5,
    right: 400,
    ...over,
  };
}
