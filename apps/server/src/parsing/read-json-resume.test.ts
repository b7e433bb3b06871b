import { describe, expect, it } from 'vitest';
import { readJsonResume } from './read-json-resume.ts';

describe('readJsonResume, a file in Vitae’s own shape', () => {
  it('keeps its order of sections, leaving out names it does not know and repeats', () => {
    const resume = readJsonResume(
      JSON.stringify({ fullName: 'Jo Doe', sectionOrder: ['skills', 'hobbies', 'skills', 'education'] }),
    );
    expect(resume.fullName).toBe('Jo Doe');
    expect(resume.sectionOrder).toEqual([
      'skills',
      'education',
      'profile',
      'experience',
      'projects',
      'certifications',
      'publications',
    ]);
  });

  it('reads a file without an order as having none', () => {
    expect(readJsonResume(JSON.stringify({ fullName: 'Jo Doe' })).sectionOrder).toBeUndefined();
  });
});
