import { EXPORT_HEADERS, toExportCells, type Cell, type ExportRow } from './export-rows.ts';

/** RFC 4180: CRLF line ends; a field with a comma, quote, CR or LF is quoted and its quotes doubled. */
export function formatCsvField(cell: Cell): string {
  const text = String(cell);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The shortlist as CSV text (header row first), safe to open in a spreadsheet. */
export function exportShortlistCsv(rows: ExportRow[]): string {
  const lines = [EXPORT_HEADERS, ...toExportCells(rows)].map((cells) => cells.map(formatCsvField).join(','));
  return `${lines.join('\r\n')}\r\n`;
}
