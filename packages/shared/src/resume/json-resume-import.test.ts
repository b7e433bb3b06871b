import { describe, expect, it } from 'vitest';
import { importJsonResume } from './json-resume-import.ts';

describe('importJsonResume', () => {
  it('reads the older work[].company and basics.website keys and keeps every job', () => {
    const { resume, lost } = importJsonResume({
      basics: { name: 'Ada Older', website: 'https://ada.dev' },
      work: [
        { company: 'Initech', position: 'Engineer', highlights: ['Shipped TPS reports'] },
        { name: 'Globex', position: 'Lead', summary: 'Led the platform team' },
      ],
    });
    expect(lost).toEqual([]);
    expect(resume.website).toBe('https://ada.dev');
    expect(resume.experience.map((e) => e.company)).toEqual(['Initech', 'Globex']);
  });

  it('names each entry the editor rules would drop and each section with no place', () => {
    const { lost } = importJsonResume({
      work: [{ company: 'Initech', highlights: ['Did things'] }, { position: 'Cook' }],
      projects: [{ name: 'Side thing', description: 'A tool' }],
      languages: [{ language: 'German' }],
    });
    expect(lost).toEqual([
      'work 1 (Initech) lacks a position',
      'work 2 (Cook) lacks an employer (name or company) and a summary or highlights',
      'projects 1 (Side thing) needs a name, a url and a description or highlights',
      'languages (1) has no place in a Vitae resume',
    ]);
  });
});
