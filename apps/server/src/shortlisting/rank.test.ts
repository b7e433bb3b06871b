import { resumeSchema, type ResumeInput } from '@vitae/shared/resume/schema';
import { describe, expect, it } from 'vitest';
import { buildCorpusStats, prepareJob, scoreResume, type ShortlistItem } from '../matching/score-resume.ts';
import { rankResumes } from './rank.ts';
import { resumeToText } from '../matching/resume-lines.ts';

const now = new Date(2025, 5, 1);
const JD = `Backend Engineer
Requirements
- 4+ years of experience
- Python and PostgreSQL
- Docker
- Bachelor's degree in Computer Science
Nice to have
- Kafka
Location: Berlin, Germany (on-site)`;

const item = (id: string, input: ResumeInput): ShortlistItem => {
  const resume = resumeSchema.parse(input);
  return { id, resume, text: resumeToText(resume) };
};

const strong = item('strong', {
  fullName: 'Ana Diaz',
  email: 'ana@example.com',
  phone: '+49 151 1111111',
  location: 'Berlin, Germany',
  experience: [
    {
      title: 'Backend Engineer',
      company: 'Shop',
      start: 'Jan 2020',
      end: 'Present',
      description: ['Built Python services on PostgreSQL', 'Shipped them in Docker with Kafka consumers'],
    },
  ],
  education: [{ degree: 'BSc Computer Science', university: 'TU Berlin' }],
});
const stuffer = item('stuffer', {
  fullName: 'Bo Kim',
  email: 'bo@example.com',
  location: 'Berlin',
  profile: 'Python PostgreSQL Docker Kafka backend engineer',
  experience: [
    {
      title: 'Cashier',
      company: 'Market',
      start: '2019',
      end: 'Present',
      description: ['Served customers at the till'],
    },
  ],
  skills: [{ category: 'Skills', technologies: ['Python', 'PostgreSQL', 'Docker', 'Kafka'] }],
});
const nurse = item('nurse', {
  fullName: 'Cy Lee',
  email: 'cy@example.com',
  location: 'Munich',
  experience: [
    {
      title: 'Registered Nurse',
      company: 'Klinikum',
      start: '03/2018',
      end: 'Present',
      description: ['ICU patient care'],
    },
  ],
  education: [{ degree: 'BSN Nursing', university: 'LMU' }],
});
const copy = item('copy', { ...strong.resume, email: 'ANA@example.com ', experience: strong.resume.experience });

describe('rankResumes', () => {
  const results = rankResumes(JD, [nurse, stuffer, strong, copy], { now });
  const byId = new Map(results.map((r) => [r.id, r]));

  it('ranks a described fit above a keyword stuffer above the wrong field', () => {
    expect(
      results
        .map((r) => r.id)
        .slice(0, 2)
        .sort(),
    ).toEqual(['copy', 'strong']);
    expect(byId.get('stuffer')!.score).toBeGreaterThan(byId.get('nurse')!.score);
    expect(byId.get('strong')!.score).toBeGreaterThan(byId.get('stuffer')!.score + 25);
    expect(results.every((r) => r.score >= 0 && r.score <= 100)).toBe(true);
  });

  it('gives the resume line that shows each matched requirement', () => {
    const strongResult = byId.get('strong')!;
    expect(strongResult.matched).toContainEqual({
      requirement: 'Python',
      evidence: 'Built Python services on PostgreSQL',
      required: true,
    });
    expect(strongResult.matched).toContainEqual({
      requirement: 'Kafka',
      evidence: 'Shipped them in Docker with Kafka consumers',
      required: false,
    });
    expect(strongResult.missing).toEqual([]);
    expect(strongResult.years).toBeGreaterThanOrEqual(5);
  });

  it('flags knock-out criteria without rejecting anyone', () => {
    const nurseResult = byId.get('nurse')!;
    expect(nurseResult.flags).toEqual(
      expect.arrayContaining(['missing_must_have', 'below_min_years', 'location_mismatch']),
    );
    expect(nurseResult.missing).toEqual(expect.arrayContaining(['Python', 'PostgreSQL', 'Docker']));
    expect(results).toHaveLength(4);
  });

  it('flags a keyword stuffer whose skills appear only in lists', () => {
    expect(byId.get('stuffer')!.flags).toContain('keyword_stuffing');
    expect(byId.get('strong')!.flags).not.toContain('keyword_stuffing');
  });

  it('marks the later of two resumes with the same e-mail as a duplicate', () => {
    expect(byId.get('copy')!.duplicateOf).toBe('strong');
    expect(byId.get('copy')!.flags).toContain('duplicate');
    expect(byId.get('strong')!.duplicateOf).toBeUndefined();
  });
});

describe('scoreResume', () => {
  it('scores one resume from stored job and corpus data the same as the batch ranking', () => {
    const items = [nurse, stuffer, strong];
    const job = JSON.parse(JSON.stringify(prepareJob(JD))) as ReturnType<typeof prepareJob>;
    const corpus = JSON.parse(JSON.stringify(buildCorpusStats(items))) as ReturnType<typeof buildCorpusStats>;
    const single = scoreResume(job, corpus, strong, { now });
    const batch = rankResumes(JD, items, { now }).find((r) => r.id === 'strong')!;
    expect(single.score).toBe(batch.score);
    expect(single.reasons.length).toBeGreaterThan(2);
  });

  it('falls back to the plain text when the parsed resume is empty', () => {
    const textOnly: ShortlistItem = {
      id: 't',
      resume: resumeSchema.parse({}),
      text: 'Backend developer\nBuilt Python APIs backed by PostgreSQL and Docker',
    };
    const result = scoreResume(prepareJob(JD), buildCorpusStats([textOnly]), textOnly, { now });
    expect(result.matched.map((m) => m.requirement)).toEqual(
      expect.arrayContaining(['Python', 'PostgreSQL', 'Docker']),
    );
  });
});
