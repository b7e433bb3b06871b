import { describe, it, expect } from 'vitest';
import { describeDroppedFiles, mergeFiles } from './drop-status.ts';

describe('describeDroppedFiles', () => {
  it('says no files were detected when none are chosen', () => {
    expect(describeDroppedFiles(0)).toEqual({ text: 'No files detected.', isReady: false });
  });
  it('counts the files ready to upload', () => {
    expect(describeDroppedFiles(3)).toEqual({ text: '3 file(s) ready to upload.', isReady: true });
  });
});

describe('mergeFiles', () => {
  it('adds new files and skips ones already chosen', () => {
    const a = new File(['a'], 'a.pdf', { lastModified: 1 });
    const sameAsA = new File(['a'], 'a.pdf', { lastModified: 1 });
    const b = new File(['bb'], 'b.pdf', { lastModified: 1 });
    expect(mergeFiles([a], [sameAsA, b]).map((f) => f.name)).toEqual(['a.pdf', 'b.pdf']);
  });
});
