import { describe, expect, it } from 'vitest';
import { findEvidencedSkills, findSkills } from './find-skills.ts';

const names = (text: string) => findSkills(text).map((m) => `${m.written}=${m.skill}`);

describe('findSkills', () => {
  it('maps synonyms to one canonical skill', () => {
    expect(names('JS, Postgres on k8s, Golang')).toEqual([
      'JS=JavaScript',
      'Postgres=PostgreSQL',
      'k8s=Kubernetes',
      'Golang=Go',
    ]);
  });

  it('prefers the longest name and keeps C apart from C++ and C#', () => {
    expect(names('Spring Boot, React Native, C++, C#, C')).toEqual([
      'Spring Boot=Spring Boot',
      'React Native=React Native',
      'C++=C++',
      'C#=C#',
      'C=C',
    ]);
  });

  it('does not read ordinary words as tools', () => {
    expect(names('We go to R&D with C-level buy-in; excel at express delivery of shipping containers')).toEqual([]);
  });
});

describe('findEvidencedSkills', () => {
  it('adds skills a tool shows by definition', () => {
    expect([...findEvidencedSkills('Wrote Terraform modules; dashboards in Grafana')]).toEqual(
      expect.arrayContaining(['Terraform', 'Infrastructure as code', 'Grafana', 'Observability']),
    );
  });

  it('does not count a team the person worked with as a skill they claim', () => {
    const text = 'Negotiated contracts with procurement and legal teams.';
    expect(findEvidencedSkills(text).has('Procurement')).toBe(true);
    expect(findEvidencedSkills(text, { claimsOnly: true }).has('Procurement')).toBe(false);
    expect(findEvidencedSkills(text, { claimsOnly: true }).has('Negotiation')).toBe(true);
  });
});
