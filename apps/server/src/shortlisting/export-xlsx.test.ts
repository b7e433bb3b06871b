import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import type { ExportRow } from './export-rows.ts';
import { exportShortlistXlsx } from './export-xlsx.ts';

const rows: ExportRow[] = [
  {
    id: 'a1',
    name: 'Ana "Ace" Lopez',
    fileName: '=HYPERLINK("http://x")',
    score: 88.5,
    years: 6,
    matched: [{ requirement: 'Python', evidence: 'Built APIs in Python, Django', required: true }],
    missing: ['Kafka'],
    flags: [],
    reasons: ['Shows 4 of 5 must-have requirements', '6 years of relevant experience'],
  },
  {
    id: 'b2',
    name: '@evil',
    score: 12,
    years: 0,
    matched: [],
    missing: ['Python'],
    flags: ['missing_must_have', 'duplicate'],
    duplicateOf: 'a1',
    reasons: ['-1 years'],
  },
];

describe('exportShortlistXlsx', () => {
  it('writes a workbook whose cells hold the values as text, not formulas', async () => {
    const buffer = await exportShortlistXlsx(rows);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Shortlist')!;
    expect(sheet.getRow(1).getCell(1).value).toBe('Rank');
    expect(sheet.getRow(2).getCell(5).value).toBe(88.5);
    expect(sheet.getRow(2).getCell(4).value).toBe(`'=HYPERLINK("http://x")`);
    expect(sheet.getRow(3).getCell(10).value).toBe('a1');
    expect(sheet.rowCount).toBe(3);
  });
});
