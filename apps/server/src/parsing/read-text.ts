import type { Line } from './types.ts';
import { repairText } from './repair-text.ts';

const BULLET = /^\s*(?:[•●▪◦■□‣⁃∙·◆►▸➢➤✓✔*]|[-–—](?=\s))\s*/;

/**
 * Reads plain text into lines. Indentation (spaces, tabs as 4) becomes x; a bullet character
 * marks a bullet; a line of `===`/`---` under a text marks that text as a heading, as does a short
 * ALL CAPS line. Runs of 3+ spaces or a tab split a line into parts (a right-aligned date).
 */
export function readText(text: string): Line[] {
  const raw = text.replace(/\r\n?/g, '\n').split('\n');
  const lines: Line[] = [];
  let blank = 0;
  raw.forEach((source, i) => {
    if (/^\s*[=_-]{3,}\s*$/.test(source)) {
      const previous = lines.at(-1);
      if (previous && i > 0 && raw[i - 1]?.trim()) previous.isHeading = true;
      return;
    }
    if (!source.trim()) {
      blank++;
      return;
    }
    const indent = /^[ \t]*/.exec(source)![0].replace(/\t/g, '    ').length;
    const bullet = BULLET.exec(source);
    const body = bullet ? source.slice(bullet[0].length) : source;
    const parts = body
      .split(/\t+| {3,}/)
      .map(repairText)
      .filter(Boolean);
    if (parts.length === 0) return;
    const joined = parts.join(' ');
    lines.push({
      text: joined,
      parts,
      partXs: parts.map((_, k) => k * 100),
      chunks: parts,
      chunkXs: parts.map((_, k) => k * 100),
      page: 1,
      x: indent * 5 + (bullet ? 10 : 0),
      y: i * 12,
      size: 10,
      font: 'text',
      isBold: false,
      isBullet: bullet !== null,
      gapAbove: blank,
      right: joined.length * 5,
      isHeading:
        joined.length <= 40 &&
        /\p{Lu}/u.test(joined) &&
        joined === joined.toUpperCase() &&
        !/[@\d]/.test(joined) &&
        lines.length > 0,
    });
    blank = 0;
  });
  return lines;
}
