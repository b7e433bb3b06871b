import { describe, it, expect } from 'vitest';
import { readDownloadName } from './download-export.ts';

describe('readDownloadName', () => {
  it('prefers the UTF-8 file name over the plain one', () => {
    expect(readDownloadName(`attachment; filename="shortlist.csv"; filename*=UTF-8''short%C3%A9.csv`, 'x')).toBe(
      'shorté.csv',
    );
  });
  it('reads a quoted or bare file name', () => {
    expect(readDownloadName('attachment; filename="run 1.xlsx"', 'x')).toBe('run 1.xlsx');
    expect(readDownloadName('attachment; filename=run.csv', 'x')).toBe('run.csv');
  });
  it('falls back when there is no header or no name', () => {
    expect(readDownloadName(null, 'fallback.csv')).toBe('fallback.csv');
    expect(readDownloadName('attachment', 'fallback.csv')).toBe('fallback.csv');
  });
});
