import ExcelJS from 'exceljs';
import { EXPORT_HEADERS, toExportCells, type ExportRow } from './export-rows.ts';

const WIDTHS = [6, 14, 24, 28, 8, 7, 60, 40, 30, 14, 60];

/** The shortlist as an .xlsx workbook (one sheet, bold frozen header, wrapped long cells). */
export async function exportShortlistXlsx(rows: ExportRow[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Vitae';
  const sheet = workbook.addWorksheet('Shortlist', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = EXPORT_HEADERS.map((header, i) => ({ header, key: header, width: WIDTHS[i] ?? 16 }));
  sheet.getRow(1).font = { bold: true };
  for (const cells of toExportCells(rows)) {
    // Strings go in as plain values: exceljs only writes a formula for {formula} objects.
    const row = sheet.addRow(cells);
    row.alignment = { vertical: 'top', wrapText: true };
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
