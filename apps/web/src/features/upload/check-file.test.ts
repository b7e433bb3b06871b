import { describe, it, expect } from 'vitest';
import { checkResumeFile } from './check-file.ts';

describe('checkResumeFile', () => {
  it('accepts the four resume formats whatever the case of the extension', () => {
    for (const name of ['a.pdf', 'b.DOCX', 'c.txt', 'd.json']) expect(checkResumeFile({ name, size: 10 })).toBeNull();
  });

  it('rejects other formats with the list of accepted ones', () => {
    expect(checkResumeFile({ name: 'cv.doc', size: 10 })).toMatch(/PDF, Word/);
  });

  it('rejects an empty file and one over 10 MB', () => {
    expect(checkResumeFile({ name: 'cv.pdf', size: 0 })).toMatch(/empty/);
    expect(checkResumeFile({ name: 'cv.pdf', size: 10 * 1024 * 1024 + 1 })).toMatch(/10 MB/);
  });
});
