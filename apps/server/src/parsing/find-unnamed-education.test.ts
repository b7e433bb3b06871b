import { describe, it, expect } from 'vitest';
import { findUnnamedEducation } from './find-unnamed-education.ts';
import type { Section } from './find-sections.ts';
import { makeLine } from './test-files/make-line.ts';

const header = (texts: string[]): Section => ({ name: 'header', heading: '', lines: texts.map((t) => makeLine(t)) });
const experience: Section = { name: 'experience', heading: 'Work Experience', lines: [makeLine('Yahoo, Intern')] };

describe('findUnnamedEducation', () => {
  it('opens an education section at a school under the contact lines when no heading names one', () => {
    const sections = findUnnamedEducation([
      header([
        'Skanda Okafor skoppula@mit.edu',
        'Cambridge, MA 02139 1.412.259.3123',
        'Massachusetts Institute of Technology',
        'Masters of Engineering, Computer Systems, GPA: 5.0/5.0 Expected Dec. 2017',
      ]),
      experience,
    ]);
    expect(sections.map((s) => [s.name, s.lines.map((l) => l.text)])).toEqual([
      ['header', ['Skanda Okafor skoppula@mit.edu', 'Cambridge, MA 02139 1.412.259.3123']],
      [
        'education',
        [
          'Massachusetts Institute of Technology',
          'Masters of Engineering, Computer Systems, GPA: 5.0/5.0 Expected Dec. 2017',
        ],
      ],
      ['experience', ['Yahoo, Intern']],
    ]);
  });

  it('starts at the degree when it stands above the school', () => {
    const [head, education] = findUnnamedEducation([
      header(['Ann Lee', 'ann@lee.dev', 'Bachelor of Science in Physics', 'University of Leeds', '2016 – 2019']),
      experience,
    ]);
    expect(head!.lines.map((l) => l.text)).toEqual(['Ann Lee', 'ann@lee.dev']);
    expect(education!.lines[0]!.text).toBe('Bachelor of Science in Physics');
  });

  it('leaves the header alone when a section is education, or a school comes with no degree or no date', () => {
    const withEducation: Section[] = [
      header(['Ann Lee', 'University of Leeds', 'BSc Physics 2016 – 2019']),
      { name: 'education', heading: 'Education', lines: [makeLine('MSc, Imperial College, 2021')] },
    ];
    expect(findUnnamedEducation(withEducation)).toBe(withEducation);
    const titleOnly: Section[] = [
      header(['Ann Lee', 'Research Fellow, Institute of Physics', 'ann@iop.org']),
      experience,
    ];
    expect(findUnnamedEducation(titleOnly)).toBe(titleOnly);
    const inMail: Section[] = [header(['Ann Lee', 'ann@mit.edu', 'Master of Arts 2019']), experience];
    expect(findUnnamedEducation(inMail)).toBe(inMail);
  });
});
