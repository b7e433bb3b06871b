import { resumeSchema } from '@vitae/shared/resume/schema';
import { describe, expect, it } from 'vitest';
import { blindResult } from './blind.ts';
import type { ShortlistResult } from '../matching/score-resume.ts';

const resume = resumeSchema.parse({
  fullName: 'Marta Kowalska',
  email: 'marta@example.com',
  phone: '+48 601 555 120',
  linkedin: 'linkedin.com/in/marta',
  profile: 'Marta Kowalska, backend engineer. Reach me at marta@example.com.',
  education: [{ degree: 'B.Sc. Computer Science', university: 'Warsaw University of Technology' }],
  experience: [{ title: 'Engineer', company: 'PayFlow', description: ['Built Python APIs; call +48 601 555 120'] }],
});

const result: ShortlistResult = {
  id: 'r1',
  score: 80,
  years: 5,
  flags: [],
  missing: [],
  matched: [
    {
      requirement: "Bachelor's degree in computer science",
      evidence: 'B.Sc. Computer Science, Warsaw University of Technology',
      required: true,
    },
    { requirement: 'Python', evidence: 'Kowalska built Python APIs', required: true },
  ],
  reasons: ['Degree fits: B.Sc. Computer Science', 'Same e-mail as marta@example.com'],
};

describe('blindResult', () => {
  it('hides names, e-mails, phones and schools from evidence, reasons and the resume', () => {
    const blind = blindResult(result, resume);
    expect(blind.matched.map((m) => m.evidence)).toEqual([
      'B.Sc. Computer Science, [hidden]',
      '[hidden] built Python APIs',
    ]);
    expect(blind.reasons[1]).toBe('Same e-mail as [hidden]');
    expect(blind.resume.fullName).toBe('');
    expect(blind.resume.email).toBe('');
    expect(blind.resume.phone).toBe('');
    expect(blind.resume.linkedin).toBe('');
    expect(blind.resume.education[0]!.university).toBe('[hidden]');
    expect(blind.resume.profile).toBe('[hidden] [hidden], backend engineer. Reach me at [hidden].');
    expect(blind.resume.experience[0]!.description[0]).toBe('Built Python APIs; call [hidden]');
  });

  it('keeps the score and the skills evidence', () => {
    const blind = blindResult(result, resume);
    expect(blind.score).toBe(80);
    expect(blind.matched[1]!.requirement).toBe('Python');
  });
});
