import { describe, expect, it } from 'vitest';
import { exportShortlistCsv, formatCsvField } from './export-csv.ts';
import type { ExportRow } from './export-rows.ts';

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

describe('formatCsvField', () => {
  it('quotes fields with commas, quotes and line breaks, doubling quotes', () => {
    expect(formatCsvField('plain')).toBe('plain');
    expect(formatCsvField('a,b')).toBe('"a,b"');
    expect(formatCsvField('say "hi"')).toBe('"say ""hi"""');
    expect(formatCsvField('two\nlines')).toBe('"two\nlines"');
    expect(formatCsvField(12.5)).toBe('12.5');
  });
});

describe('exportShortlistCsv', () => {
  it('writes a header and one CRLF-terminated record per result in rank order', () => {
    const csv = exportShortlistCsv(rows);
    expect(csv.startsWith('Rank,Id,Name,File,Score,Years,Matched,Missing,Flags,Duplicate of,Reasons\r\n')).toBe(true);
    expect(csv.endsWith('\r\n')).toBe(true);
    expect(csv).toContain('1,a1,"Ana ""Ace"" Lopez",');
    expect(csv).toContain('"Python: Built APIs in Python, Django"');
  });

  it('neutralises cells a spreadsheet would run as formulas', () => {
    const csv = exportShortlistCsv(rows);
    expect(csv).toContain(`"'=HYPERLINK(""http://x"")"`);
    expect(csv).toContain(",'@evil,");
    expect(csv).toContain(",'-1 years\r\n");
    expect(csv).not.toMatch(/,=HYPERLINK/);
  });
});
