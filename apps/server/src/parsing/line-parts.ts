import type { Line } from './types.ts';

/** A line's type: font, size (to a tenth of a point) and weight, as one key to compare lines by. */
export const styleOf = (l: Line): string => `${l.font}|${l.size.toFixed(1)}|${l.isBold}`;

/** Three or more acronyms with only spaces between them (`ACLS BLS PALS`, `TNCC NIHSS BLS`). */
export function isAcronymRun(text: string): boolean {
  const words = text.trim().split(/\s+/);
  return words.length >= 3 && words.every((w) => /^(?=.*\p{Lu})[\p{Lu}\d]{2,6}$/u.test(w));
}

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

/**
 * The right edge of the column `line` stands in: the furthest right that any line of `all`
 * reaches among those starting at or left of it and running past its start (a sidebar's lines,
 * not the main column's beside it), on any page (a page may hold only a column's short lines).
 */
export function columnEdge(line: Line, all: Line[]): number {
  let edge = line.right;
  for (const l of all) if (l.x <= line.x + 2 && l.right >= line.x + 10) edge = Math.max(edge, l.right);
  return edge;
}

/** The right edge of the text on each page among `lines`. */
export function rightEdges(lines: Line[]): Map<number, number> {
  const edges = new Map<number, number>();
  for (const l of lines) edges.set(l.page, Math.max(edges.get(l.page) ?? -Infinity, l.right));
  return edges;
}

/**
 * Whether `line` is set as the next line of `prev`'s text: one part each, on the same page, left
 * edge, size and weight, less than a line's gap below.
 */
export function setRightBelow(prev: Line, line: Line): boolean {
  return (
    prev.parts.length === 1 &&
    line.parts.length === 1 &&
    line.page === prev.page &&
    Math.abs(line.size - prev.size) < 0.5 &&
    line.isBold === prev.isBold &&
    Math.abs(line.x - prev.x) <= 2 &&
    line.gapAbove < 1
  );
}

/**
 * Whether the first word of `line` would not have fit after `prev` before `edge` (its width
 * estimated from the line's own letters). Only where the reader gives lines: a paragraph is never
 * the wrapped end of another.
 */
export function wouldNotFit(prev: Line, line: Line, edge: number): boolean {
  if (line.isParagraph) return false;
  const word = line.text.split(/\s+/)[0] ?? '';
  const wordWidth = ((line.right - line.x) * word.length) / Math.max(1, line.text.length);
  return prev.right + line.size * 0.25 + wordWidth > edge - 1;
}

/** Whether `line` is the rest of `prev` wrapped at the right edge `edge`. */
export function wrapsOnto(prev: Line, line: Line, edge: number): boolean {
  return setRightBelow(prev, line) && wouldNotFit(prev, line, edge);
}

/** Lines read as one line of the first's type, their texts joined by `joiner`. */
export function joinLines(lines: Line[], joiner = ' '): Line {
  const first = lines[0]!;
  const text = lines.map((l) => l.text).join(joiner);
  return { ...first, text, parts: [text], chunks: [text], chunkXs: [first.x], right: lines.at(-1)!.right };
}

/** An e-mail address, a link or a phone number: contact details, wherever they stand. */
const CONTACT_SHAPE = /[\w.+-]+@[\w-]+\.[\w.]+|https?:\/\/|www\.|linkedin\.com|github\.com/i;

/** Whether the text holds contact details: an e-mail address, a link or a phone number (nine digits or more). */
export const hasContact = (text: string) =>
  CONTACT_SHAPE.test(text) ||
  [...text.matchAll(/\+?\d[\d\s().-]{7,}\d/g)].some((m) => m[0].replace(/\D/g, '').length >= 9);

/** The middle value (the upper one of an even count); 0 for none. */
export function median(xs: number[]): number {
  if (xs.length === 0) return 0;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] ?? 0;
}

/**
 * A document set in bold throughout (its body text too) marks nothing by weight: when most of its
 * text is bold, no line counts as bold, so weight opens no heading or entry that the same text in
 * a regular weight would not.
 */
export function withoutBodyBold(lines: Line[]): Line[] {
  const chars = (ls: Line[]) => ls.reduce((n, l) => n + l.text.length, 0);
  if (chars(lines.filter((l) => l.isBold)) <= chars(lines) * 0.6) return lines;
  return lines.map(({ boldLead: _, ...l }) => ({ ...l, isBold: false }));
}

/** Text as a regular-expression source that matches it literally. */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The first letters of a name's capitalised words (`Advanced Cardiac Life Support` -> `ACLS`). */
export function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .filter((w) => /^\p{Lu}/u.test(w))
    .map((w) => w[0])
    .join('');
}
