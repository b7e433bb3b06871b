import { describe, expect, it } from 'vitest';
import { resumeSchema } from '@vitae/shared/resume/schema';
import { LIMITS } from '@vitae/shared/limits';
import { fitToSchema } from './fit-to-schema.ts';

const school = (degree: string) => ({
  degree,
  university: 'Ohio State University',
  start: '2018',
  end: '2021',
  gpa: '',
});

describe('fitToSchema', () => {
  it('cuts a degree longer than its limit at a word and says so, instead of refusing the file', () => {
    const degree = 'Master of Science in Software Engineering '.repeat(8).trim();
    const { resume, warnings } = fitToSchema({ fullName: 'Ada Lovelace', education: [school(degree)] });
    const kept = resume.education[0]!.degree;
    expect(kept.length).toBeLessThanOrEqual(LIMITS.shortText);
    expect(degree.startsWith(kept)).toBe(true);
    expect(kept.endsWith(' ')).toBe(false);
    expect(resume.education[0]!.university).toBe('Ohio State University');
    expect(warnings).toEqual([
      `Education 1: degree was longer than ${LIMITS.shortText} characters and was cut; check it.`,
    ]);
  });

  it("drops unmapped glyphs and icon fonts' private-use glyphs from every string", () => {
    const { resume } = fitToSchema({
      fullName: '\uF007 Ada Lovelace',
      education: [{ ...school('M.Sc. of Engineering'), university: 'Delft University of Technology \uFFFD' }],
    });
    expect(resume.fullName).toBe('Ada Lovelace');
    expect(resume.education[0]!.university).toBe('Delft University of Technology');
    // Inside a word it goes without leaving a space.
    expect(fitToSchema({ fullName: 'Ana Certi\uF001cation-Nestl\uFFFD' }).resume.fullName).toBe(
      'Ana Certication-Nestl',
    );
  });

  it('keeps the first entries of a list that is too long', () => {
    const experience = Array.from({ length: LIMITS.entriesPerSection + 7 }, (_, i) => ({
      title: `Role ${i}`,
      company: 'Acme',
      start: '2020',
      end: '2021',
      description: [],
    }));
    const { resume, warnings } = fitToSchema({ experience });
    expect(resume.experience).toHaveLength(LIMITS.entriesPerSection);
    expect(resume.experience[0]!.title).toBe('Role 0');
    expect(warnings[0]).toMatch(/^Experience had more than 50 entries/);
  });

  it('replaces values of the wrong shape with defaults and drops broken list items', () => {
    const { resume } = fitToSchema({
      fullName: 42,
      skills: [{ category: 'Tools', technologies: ['Excel'] }, 'not a skill', null],
      profile: ['a', 'b'],
    });
    expect(resume.fullName).toBe('');
    expect(resume.profile).toBe('');
    expect(resume.skills).toEqual([{ category: 'Tools', technologies: ['Excel'] }]);
  });

  it('always returns a resume that validates, whatever it is given', () => {
    const inputs: unknown[] = [
      null,
      undefined,
      'text',
      7,
      [],
      { education: 'x' },
      { experience: [{ description: [3] }] },
    ];
    for (const input of inputs) expect(resumeSchema.safeParse(fitToSchema(input).resume).success).toBe(true);
  });
});
