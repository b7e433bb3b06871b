import { describe, it, expect } from 'vitest';
import { formatPostedDate, formatSalary, isOpenState } from './format-job.ts';

describe('format-job', () => {
  it('formats a salary with thousands separators and says when there is none', () => {
    expect(formatSalary(85000)).toBe('85,000');
    expect(formatSalary(null)).toBe('Not stated');
  });
  it('treats only open as open, in any case', () => {
    expect(isOpenState('Open')).toBe(true);
    expect(isOpenState('closed')).toBe(false);
    expect(isOpenState('draft')).toBe(false);
  });
  it('keeps a posting date it cannot read as written', () => {
    expect(formatPostedDate('soon')).toBe('soon');
  });
});
