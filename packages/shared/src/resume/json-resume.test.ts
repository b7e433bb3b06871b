import { describe, expect, it } from 'vitest';
import { fromJsonResume, toJsonResume } from './json-resume.ts';
import type { Resume } from './schema.ts';

const full: Resume = {
  fullName: 'Priya Raman',
  email: 'priya@example.com',
  phone: '+91 98765 43210',
  linkedin: 'https://www.linkedin.com/in/priya',
  github: 'https://github.com/priya',
  website: 'https://priya.dev',
  location: 'Bengaluru, KA',
  profile: 'Data engineer with 6 years of experience.',
  education: [
    {
      degree: 'Bachelor of Technology in Computer Science',
      university: 'IIT Madras',
      start: '2012',
      end: '2016',
      gpa: '8.9',
    },
  ],
  experience: [
    {
      title: 'Senior Data Engineer',
      company: 'Flipkart',
      location: 'Bengaluru',
      start: '2019-04',
      end: 'Present',
      description: ['Built Spark pipelines', 'Cut cost 30%'],
    },
  ],
  projects: [
    {
      name: 'dbt-lint',
      ref: 'https://github.com/priya/dbt-lint',
      start: '2021',
      end: '2022',
      description: ['A linter for dbt'],
    },
  ],
  skills: [{ category: 'Languages', technologies: ['Python', 'Scala', 'SQL'] }],
  certifications: [{ name: 'AWS Data Analytics', issuer: 'Amazon', date: '2022-05', url: 'https://aws.example/cert' }],
  publications: [{ title: 'Streaming joins at scale', publisher: 'VLDB', date: '2023', url: 'https://doi.example/1' }],
};

describe('JSON Resume mapping', () => {
  it('round-trips every field the two models share', () => {
    expect(fromJsonResume(toJsonResume(full))).toEqual(full);
  });
  it('keeps a chosen order of sections under meta.vitae, and writes no meta without one', () => {
    const ordered: Resume = {
      ...full,
      sectionOrder: ['skills', 'projects', 'profile', 'experience', 'education', 'publications', 'certifications'],
    };
    const doc = toJsonResume(ordered);
    expect(doc.meta).toEqual({ vitae: { sectionOrder: ordered.sectionOrder } });
    expect(fromJsonResume(doc)).toEqual(ordered);
    expect(toJsonResume(full)).not.toHaveProperty('meta');
  });
  it("leaves out section names of another tool's meta instead of refusing the file", () => {
    const r = fromJsonResume({ meta: { vitae: { sectionOrder: ['awards', 'education', 'education', 'skills'] } } });
    expect(r.sectionOrder).toEqual([
      'education',
      'skills',
      'profile',
      'experience',
      'projects',
      'certifications',
      'publications',
    ]);
    expect(fromJsonResume({ meta: { vitae: { sectionOrder: 'skills' } } }).sectionOrder).toBeUndefined();
  });
  it('maps basics, work, education and skills of a JSON Resume document', () => {
    const r = fromJsonResume({
      basics: { name: 'A B', email: 'a@b.co', summary: 'Hi', location: { city: 'Berlin', countryCode: 'DE' } },
      work: [{ name: 'X', position: 'Y', startDate: '2020-01', summary: 'Led team', highlights: ['Did Z'] }],
      education: [{ institution: 'TU', studyType: 'MSc', area: 'Physics', score: '1.3' }],
      skills: [{ name: 'Web', keywords: ['React', 42] }],
    });
    expect(r.location).toBe('Berlin, DE');
    expect(r.experience[0]).toMatchObject({
      title: 'Y',
      company: 'X',
      start: '2020-01',
      description: ['Led team', 'Did Z'],
    });
    expect(r.education[0]).toMatchObject({ degree: 'MSc in Physics', university: 'TU', gpa: '1.3' });
    expect(r.skills[0]!.technologies).toEqual(['React', '42']);
  });
  it('turns garbage into an empty resume instead of throwing', () => {
    expect(fromJsonResume('nope').experience).toEqual([]);
    expect(fromJsonResume({ work: 'x', basics: 5 }).fullName).toBe('');
  });
});
