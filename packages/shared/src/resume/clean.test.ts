import { describe, expect, it } from 'vitest';
import { cleanLines, collectResume, nameSkillGroups, withTrailingEmptyLine } from './clean.ts';
import { emptyResume, type Resume } from './schema.ts';

const base = (): Resume => ({ ...emptyResume(), fullName: 'Jo', email: 'jo@example.com', phone: '1' });

describe('editor rules (spec section 5)', () => {
  it('drops skills without a category', () => {
    const r = collectResume({
      ...base(),
      skills: [
        { category: ' ', technologies: ['a'] },
        { category: 'Tools', technologies: ['Git', ' '] },
      ],
    });
    expect(r.skills).toEqual([{ category: 'Tools', technologies: ['Git'] }]);
  });
  it('keeps education rows only with a degree and a university', () => {
    const row = { degree: 'BSc', university: 'MIT', start: '', end: '', gpa: '' };
    const r = collectResume({ ...base(), education: [row, { ...row, university: '' }, { ...row, degree: '' }] });
    expect(r.education).toEqual([row]);
  });
  it('keeps projects only with a name, a ref and at least one description line', () => {
    const p = { name: 'Vitae', ref: 'github.com/x', description: ['Built it'] };
    const r = collectResume({ ...base(), projects: [p, { ...p, ref: '' }, { ...p, description: ['', ' '] }] });
    expect(r.projects).toEqual([p]);
  });
  it('keeps experience only with a title, a company and at least one description line', () => {
    const e = { title: 'Dev', company: 'Acme', start: '2020', end: '2021', description: ['Shipped', ''] };
    const r = collectResume({
      ...base(),
      experience: [e, { ...e, company: '' }, { ...e, title: '' }, { ...e, description: [''] }],
    });
    expect(r.experience).toEqual([{ ...e, description: ['Shipped'] }]);
  });
  it('removes empty description lines and shows one empty line after the last', () => {
    expect(cleanLines(['a', '', 'b', '  ', ''])).toEqual(['a', 'b']);
    expect(withTrailingEmptyLine(['a', 'b'])).toEqual(['a', 'b', '']);
    expect(withTrailingEmptyLine(['a', ''])).toEqual(['a', '']);
    expect(withTrailingEmptyLine([])).toEqual(['']);
  });
  it('starts a generated resume with one empty entry per list section and empty certifications and publications', () => {
    const r = emptyResume();
    expect([r.education.length, r.experience.length, r.projects.length, r.skills.length]).toEqual([1, 1, 1, 1]);
    expect([r.certifications, r.publications]).toEqual([[], []]);
  });
});

describe('nameSkillGroups', () => {
  it('names a bare list of skills so saving never drops it, and leaves empty rows to the save rule', () => {
    const resume = {
      ...emptyResume(),
      skills: [
        { category: '', technologies: ['Go', 'SQL'] },
        { category: '', technologies: [] },
      ],
    };
    const named = nameSkillGroups(resume);
    expect(named.skills).toEqual([
      { category: 'Skills', technologies: ['Go', 'SQL'] },
      { category: '', technologies: [] },
    ]);
    expect(collectResume(named).skills).toEqual([{ category: 'Skills', technologies: ['Go', 'SQL'] }]);
  });
});
