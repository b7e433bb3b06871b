/**
 * The table both exports write: one row per ranked resume, in rank order.
 * Cells that a spreadsheet would run as a formula (starting with = + - @, tab or carriage
 * return) get a leading apostrophe (OWASP's CSV injection advice); numbers stay numbers.
 */
import type { ShortlistResult } from '../matching/score-resume.ts';

export type ExportRow = ShortlistResult & { name?: string; fileName?: string };
export type Cell = string | number;

export const EXPORT_HEADERS = [
  'Rank',
  'Id',
  'Name',
  'File',
  'Score',
  'Years',
  'Matched',
  'Missing',
  'Flags',
  'Duplicate of',
  'Reasons',
];

export function neutraliseFormula(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

export function toExportCells(rows: ExportRow[]): Cell[][] {
  return rows.map((row, i) =>
    [
      i + 1,
      row.id,
      row.name ?? '',
      row.fileName ?? '',
      row.score,
      row.years,
      row.matched.map((m) => `${m.requirement}: ${m.evidence}`).join('\n'),
      row.missing.join('; '),
      row.flags.join('; '),
      row.duplicateOf ?? '',
      row.reasons.join('\n'),
    ].map((cell) => (typeof cell === 'string' ? neutraliseFormula(cell) : cell)),
  );
}
