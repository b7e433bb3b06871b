import { describe, expect, it } from 'vitest';
import { emptyResume, resumeSchema } from '@vitae/shared/resume/schema';
import { describeResume, formatDateRange, formatHeading, formatSkill, toHref } from './layout-text.ts';

describe('layout text', () => {
  it('joins a date range with an en dash and keeps both ends as written', () => {
    expect(formatDateRange('Jan 2020', 'Present')).toBe('Jan 2020 – Present');
    expect(formatDateRange('  2013 ', '2016')).toBe('2013 – 2016');
    expect(formatDateRange('Summer 2012', '')).toBe('Summer 2012');
    expect(formatDateRange('', 'Dec 2019')).toBe('Dec 2019');
    expect(formatDateRange(undefined, undefined)).toBe('');
  });

  it('leaves out the blank rows an editor starts with', () => {
    const text = describeResume(emptyResume());
    expect(text.experience).toEqual([]);
    expect(text.education).toEqual([]);
    expect(text.projects).toEqual([]);
    expect(text.skills).toEqual([]);
  });

  it('builds header lines from the non-blank parts and drops empty bullet lines', () => {
    const resume = resumeSchema.parse({
      experience: [
        {
          title: 'Engineer',
          company: 'Acme',
          location: '',
          start: '2019',
          end: 'Now',
          description: ['Built it', '  ', ''],
        },
      ],
      skills: [
        { category: 'Languages', technologies: ['Go', ' Rust '] },
        { category: '', technologies: ['Bash'] },
      ],
    });
    const [job] = describeResume(resume).experience;
    expect(formatHeading(job!)).toBe('Engineer | Acme');
    expect(job!.dates).toBe('2019 – Now');
    expect(job!.bullets).toEqual(['Built it']);
    expect(describeResume(resume).skills.map(formatSkill)).toEqual(['Languages: Go, Rust', 'Bash']);
  });

  it('links e-mail addresses and web addresses but not plain text', () => {
    expect(toHref('a.b@example.com')).toBe('mailto:a.b@example.com');
    expect(toHref('https://x.dev/a')).toBe('https://x.dev/a');
    expect(toHref('linkedin.com/in/someone')).toBe('https://linkedin.com/in/someone');
    expect(toHref('www.example.org')).toBe('https://www.example.org');
    expect(toHref('+41 44 123 45 67')).toBeUndefined();
    expect(toHref('Zürich, Switzerland')).toBeUndefined();
  });
});
