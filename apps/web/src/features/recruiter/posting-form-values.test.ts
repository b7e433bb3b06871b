import { describe, it, expect } from 'vitest';
import {
  emptyPostingForm,
  fromJobInfo,
  postingFormSchema,
  splitSkills,
  toPostingInput,
} from './posting-form-values.ts';

describe('posting form values', () => {
  it('turns typed values into the shared posting input', () => {
    const input = toPostingInput({
      ...emptyPostingForm(),
      title: ' React developer ',
      description: 'Build things',
      remote: 'remote',
      salary: '$90,000',
      skills: 'React, TypeScript, react, ',
    });
    expect(input).toEqual({
      title: 'React developer',
      jobType: 'full-time',
      description: 'Build things',
      location: '',
      remote: 'remote',
      salary: null,
      salaryText: '$90,000',
      skills: ['React', 'TypeScript'],
    });
  });
  it('sends no salary and no remote mode when they are left empty', () => {
    const input = toPostingInput({ ...emptyPostingForm(), title: 'T', description: 'D' });
    expect(input.salary).toBeNull();
    expect(input.salaryText).toBe('');
    expect(input.remote).toBeNull();
  });
  it('rejects a missing title with the shared message and a salary with no figure', () => {
    const result = postingFormSchema.safeParse({ ...emptyPostingForm(), description: 'D', salary: 'competitive' });
    expect(result.success).toBe(false);
    const messages = result.error?.issues.map((issue) => issue.message) ?? [];
    expect(messages).toContain('Enter a title');
    expect(messages.some((m) => m.startsWith('Write the pay with a number'))).toBe(true);
  });
  it('accepts the ways people write pay: "$150,000", "150k" and ranges', () => {
    for (const salary of ['$150,000', '150k', '120k-150k', '$120,000 - $150,000'])
      expect(postingFormSchema.safeParse({ ...emptyPostingForm(), title: 'T', description: 'D', salary }).success).toBe(
        true,
      );
  });
  it('caps skills at fifty', () => {
    expect(splitSkills(Array.from({ length: 60 }, (_v, i) => `s${i}`).join(','))).toHaveLength(50);
  });
  it('fills the form from a posting, falling back on unknown job types', () => {
    const values = fromJobInfo({
      job_id: 'j1',
      datePosted: '2025-01-01',
      job_details: {
        company: 'Acme',
        jobType: 'gig',
        description: '<p>x</p>',
        location: 'Berlin',
        salary: 5e4,
        title: 'Dev',
        jobState: 'open',
        remote: 'hybrid',
      },
    });
    expect(values).toMatchObject({ jobType: 'full-time', remote: 'hybrid', salary: '50000', title: 'Dev' });
  });
});
