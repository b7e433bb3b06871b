import { describe, expect, it } from 'vitest';
import { guardTailoredResume } from './guard.ts';
import { buildOtherResume, buildSampleResume } from './sample-data.ts';

const NOW = new Date('2026-06-01');

describe('guardTailoredResume', () => {
  it('passes an honest rewrite untouched', () => {
    const source = buildSampleResume();
    const output = structuredClone(source);
    output.experience[0]!.description = [
      'Tuned PostgreSQL queries, reducing p95 latency from 800ms to 120ms.',
      'Moved 14 services to Kubernetes with Helm charts, cutting deploy time by 40%.',
    ];
    output.profile = 'Software Engineer with 9+ years of experience. Skilled in Node.js and PostgreSQL.';
    const { resume, violations } = guardTailoredResume(source, output, [], NOW);
    expect(violations).toEqual([]);
    expect(resume).toEqual(output);
  });

  it('keeps a bullet the person wrote unchanged, even one whose words do not tokenise as evidence', () => {
    const source = buildSampleResume();
    const odd = 'Owned the MQL-to-SQL hand-off and the ARR/NRR dashboards (Q3-FY24).';
    source.experience[0]!.description = [odd, ...source.experience[0]!.description];
    const output = structuredClone(source);
    output.experience[0]!.description = [...output.experience[0]!.description].reverse();
    const { resume, violations } = guardTailoredResume(source, output, [], NOW);
    expect(resume.experience[0]!.description).toContain(odd);
    expect(violations).toEqual([]);
  });

  it('restores a changed employer and a changed date and reports both', () => {
    const source = buildSampleResume();
    const output = structuredClone(source);
    output.experience[0]!.company = 'Google';
    output.experience[1]!.start = 'Jan 2012';
    const { resume, violations } = guardTailoredResume(source, output, [], NOW);
    expect(resume.experience[0]!.company).toBe('Shopwise');
    expect(resume.experience[1]!.start).toBe('Jan 2017');
    expect(violations).toEqual([
      expect.objectContaining({ path: 'experience[0].company', kind: 'changed_fact' }),
      expect.objectContaining({ path: 'experience[1].start', kind: 'changed_fact' }),
    ]);
  });

  it('restores contact details, links and education', () => {
    const source = buildSampleResume();
    const output = structuredClone(source);
    output.linkedin = 'linkedin.com/in/someone-else';
    output.education[0]!.degree = 'PhD Computer Science';
    const { resume, violations } = guardTailoredResume(source, output, [], NOW);
    expect(resume.linkedin).toBe(source.linkedin);
    expect(resume.education).toEqual(source.education);
    expect(violations.map((v) => v.path)).toEqual(['linkedin', 'education']);
  });

  it('removes a skill the resume does not show and reports it', () => {
    const source = buildSampleResume();
    const output = structuredClone(source);
    output.skills[0]!.technologies.push('COBOL', 'Node.js');
    const { resume, violations } = guardTailoredResume(source, output, [], NOW);
    expect(resume.skills[0]!.technologies).toEqual(['PHP', 'TypeScript', 'JavaScript', 'Node.js']);
    expect(violations).toEqual([
      expect.objectContaining({ kind: 'unsupported_skill', path: 'skills[0].technologies[3]' }),
    ]);
  });

  it('restores a bullet whose rewrite adds an unsupported number', () => {
    const source = buildSampleResume();
    const output = structuredClone(source);
    output.experience[0]!.description[4] = 'Tuned PostgreSQL queries, reducing p95 latency by 95% for 300 customers.';
    const { resume, violations } = guardTailoredResume(source, output, [], NOW);
    expect(resume.experience[0]!.description).toEqual(source.experience[0]!.description);
    expect(violations.map((v) => [v.kind, v.path])).toEqual([
      ['unsupported_number', 'experience[0].description[4]'],
      ['unsupported_number', 'experience[0].description[4]'],
    ]);
  });

  it('removes an invented bullet, an invented role and an invented project', () => {
    const source = buildSampleResume();
    const output = structuredClone(source);
    output.experience[1]!.description.push('Certified in Salesforce administration.');
    output.experience.push({ title: 'CTO', company: 'Unicorn', start: '2025', end: 'Present', description: [] });
    output.projects.push({ name: 'Moon Base', ref: '', description: ['Built a moon base.'] });
    const { resume, violations } = guardTailoredResume(source, output, [], NOW);
    expect(resume.experience).toHaveLength(2);
    expect(resume.experience[1]!.description).toEqual(source.experience[1]!.description);
    expect(resume.projects.map((p) => p.name)).toEqual(['Recipe Box', 'Queue Lab']);
    expect(violations.map((v) => v.kind).sort()).toEqual(['invented_entry', 'invented_entry', 'unsupported_skill']);
  });

  it('accepts a project copied from another resume, with its own skills and figures, and fixes its link', () => {
    const source = buildSampleResume();
    const output = structuredClone(source);
    const added = structuredClone(buildOtherResume().projects[0]!);
    added.ref = 'evil.example.com';
    output.projects.push(added);
    output.skills[1]!.technologies.push('Kafka');
    const { resume, violations } = guardTailoredResume(source, output, [buildOtherResume()], NOW);
    expect(resume.projects[2]).toEqual(buildOtherResume().projects[0]);
    expect(resume.skills[1]!.technologies).toContain('Kafka');
    expect(violations).toEqual([expect.objectContaining({ path: 'projects[2].ref', kind: 'changed_fact' })]);
  });

  it('drops a profile sentence with an invented name-like term but keeps the honest ones', () => {
    const source = buildSampleResume();
    const output = structuredClone(source);
    output.profile = 'Software Engineer with 9+ years of experience. Former Stripe engineer.';
    const { resume, violations } = guardTailoredResume(source, output, [], NOW);
    expect(resume.profile).toBe('Software Engineer with 9+ years of experience.');
    expect(violations).toEqual([expect.objectContaining({ path: 'profile[1]', kind: 'unsupported_skill' })]);
  });
});
