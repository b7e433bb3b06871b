import { describe, expect, it } from 'vitest';
import { extractRequirements } from './requirements.ts';

const JD = `Senior Backend Engineer (Remote)

About us
We build payments software. Perks include a Kubernetes conference budget.

Responsibilities
- Build REST APIs in Python

Requirements
- 5+ years of professional software engineering experience
- At least 3 years of Python
- PostgreSQL or MySQL
- Cloud experience (AWS, GCP or Azure)
- BS/MS in Computer Science, Engineering, or a related field, or equivalent experience
- Excellent written communication skills

Nice to have
- Kafka, Docker and Kubernetes
- Experience with payment systems is a plus

Benefits
- Python books`;

const byLabel = (jd: string) => new Map(extractRequirements(jd).requirements.map((r) => [r.label, r]));

describe('extractRequirements', () => {
  it('splits must-have and nice-to-have by section', () => {
    const reqs = byLabel(JD);
    expect(reqs.get('Python')?.required).toBe(true);
    expect(reqs.get('Kafka')?.required).toBe(false);
    expect(reqs.get('Kubernetes')?.required).toBe(false);
    expect(reqs.get('REST APIs')?.required).toBe(false);
  });

  it('groups "or" lists and parenthesised examples into one any-of requirement', () => {
    const reqs = byLabel(JD);
    expect(reqs.get('PostgreSQL or MySQL')?.skills).toEqual(['PostgreSQL', 'MySQL']);
    expect(
      reqs.get('Cloud computing or Amazon Web Services or Google Cloud Platform or Microsoft Azure')?.skills,
    ).toEqual(['Cloud computing', 'Amazon Web Services', 'Google Cloud Platform', 'Microsoft Azure']);
  });

  it('reads general and per-skill years', () => {
    const job = extractRequirements(JD);
    expect(job.minYears).toBe(5);
    const python = job.requirements.find((r) => r.kind === 'years' && r.skills?.includes('Python'));
    expect(python?.years).toBe(3);
  });

  it('reads the lowest degree level, its fields and the equivalent-experience escape', () => {
    const degree = extractRequirements(JD).requirements.find((r) => r.kind === 'degree')?.degree;
    expect(degree).toEqual({
      level: 'bachelor',
      fields: ['computer science', 'engineering'],
      genericTechnical: false,
      equivalentOk: true,
    });
  });

  it('keeps requirement sentences without vocabulary skills as phrases, and ignores benefits', () => {
    const reqs = byLabel(JD);
    expect(reqs.get('Excellent written communication skills')?.terms).toEqual(['written', 'communication']);
    expect(reqs.get('Experience with payment systems is a plus')?.required).toBe(false);
    expect([...reqs.values()].some((r) => r.source === 'Python books')).toBe(false);
  });

  it('reads the title without seniority and the remote location', () => {
    const job = extractRequirements(JD);
    expect(job.title).toBe('Senior Backend Engineer');
    expect(job.titleTerms).toEqual(['backend', 'engineer']);
    expect(job.requirements.find((r) => r.kind === 'location')?.location?.remote).toBe(true);
  });

  it('treats an unsectioned description as must-have unless a line says otherwise', () => {
    const job = extractRequirements(
      'We need a nurse with a current RN license and 2 years of ICU experience. Spanish is a plus.',
    );
    const labels = job.requirements.map((r) => [r.label, r.required]);
    expect(labels).toContainEqual(['Registered Nurse', true]);
    expect(labels).toContainEqual(['Critical care', true]);
    expect(labels).toContainEqual(['Spanish', false]);
    expect(job.minYears).toBe(2);
  });

  it('reads an on-site place from a Location line', () => {
    const job = extractRequirements('Accountant\nRequirements\n- GAAP\nLocation: Austin, TX (hybrid)');
    const location = job.requirements.find((r) => r.kind === 'location')!;
    expect(location.location).toMatchObject({ remote: false, hybrid: true, places: ['Austin, TX'] });
    expect(location.required).toBe(true);
  });
});
