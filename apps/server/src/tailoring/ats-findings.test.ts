import { describe, expect, it } from 'vitest';
import { resumeSchema, type Resume } from '@vitae/shared/resume/schema';
import { buildSampleResume } from './sample-data.ts';
import { checkAts } from './ats-findings.ts';

const find = (
  resume: Resume,
  id: string,
  extra: { jobDescription?: string; pages?: number; readBack?: Resume | null } = {},
) =>
  checkAts({
    resume,
    jobDescription: extra.jobDescription ?? 'Engineer',
    pages: extra.pages ?? 1,
    readBack: extra.readBack === undefined ? resume : extra.readBack,
  }).find((f) => f.id === id)!;

describe('ATS findings', () => {
  it('passes a complete resume read back whole, and says what each finding checked', () => {
    const resume = buildSampleResume();
    const findings = checkAts({ resume, jobDescription: 'Engineer', pages: 1, readBack: resume });
    expect(findings.map((f) => [f.id, f.ok])).toEqual([
      ['contact', true],
      ['headings', true],
      ['dates', true],
      ['length', false],
      ['file_type', true],
      ['round_trip', true],
    ]);
    expect(findings.find((f) => f.id === 'length')!.message).toMatch(/^Length: \d+ words; describe your work/);
  });

  it('says what to fix in contact details, headings and dates', () => {
    const resume = resumeSchema.parse({ ...buildSampleResume(), email: 'ana(at)example', phone: '12', education: [] });
    expect(find(resume, 'contact').message).toBe(
      'Contact details: correct your e-mail, write your phone with its area code.',
    );
    expect(find(resume, 'headings').message).toMatch(/add Education/);
    const mixed = buildSampleResume();
    mixed.experience[1]!.start = '01/2017';
    expect(find(mixed, 'dates').ok).toBe(false);
    expect(find(mixed, 'dates').message).toMatch(/one form .*Mon YYYY, MM\/YYYY/);
    mixed.experience[1]!.start = 'the spring after college';
    expect(find(mixed, 'dates').message).toMatch(/write "the spring after college" as month and year/);
  });

  it('flags more than two pages, a Word file asked for, and content the parser lost', () => {
    const resume = buildSampleResume();
    expect(find(resume, 'length', { pages: 3 }).message).toMatch(/3 pages/);
    expect(find(resume, 'file_type', { jobDescription: 'To apply, send your CV in .docx format.' }).ok).toBe(false);
    expect(find(resume, 'file_type', { jobDescription: 'We use Microsoft Word daily. Apply online.' }).ok).toBe(true);
    const lossy = structuredClone(resume);
    lossy.experience[0]!.description = lossy.experience[0]!.description.slice(2);
    expect(find(resume, 'round_trip', { readBack: lossy }).message).toMatch(/lost 2 of 7 bullets/);
    expect(find(resume, 'round_trip', { readBack: null }).ok).toBe(false);
  });
});
