import { describe, expect, it } from 'vitest';
import { emptyResume } from '@vitae/shared/resume/schema';
import { buildFlags, listEditedFields } from './review-flags.ts';

describe('review flags', () => {
  const saved = { ...emptyResume(), fullName: 'Dana', email: '' };

  it('marks an empty field missing and a filled one unsure', () => {
    expect(buildFlags(['email', 'fullName'], saved, saved)).toEqual({ email: 'missing', fullName: 'unsure' });
  });

  it('drops the mark of a field once it is edited', () => {
    const draft = { ...saved, email: 'dana@example.com' };
    expect(listEditedFields(['email', 'fullName'], saved, draft)).toEqual(['email']);
    expect(buildFlags(['email', 'fullName'], saved, draft)).toEqual({ fullName: 'unsure' });
  });

  it('sees an edit inside a section', () => {
    const withJob = { ...saved, experience: [{ title: 'Dev', company: 'A', start: '', end: '', description: ['x'] }] };
    const edited = { ...withJob, experience: [{ ...withJob.experience[0]!, description: ['x', 'y'] }] };
    expect(listEditedFields(['experience'], withJob, edited)).toEqual(['experience']);
  });
});
