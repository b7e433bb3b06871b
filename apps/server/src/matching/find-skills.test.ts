import { describe, expect, it } from 'vitest';
import { canonicalSkill, expandSkill, findEvidencedSkills, findSkillNames, findSkills } from './find-skills.ts';

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

describe('findSkills in a different sense', () => {
  const skills = (text: string) => [...findSkillNames(text)];

  it('does not match Java inside JavaScript, or JavaScript from Java', () => {
    expect(skills('Five years of JavaScript')).toEqual(['JavaScript']);
    expect(skills('Java and Kotlin on Android')).toEqual(['Java', 'Kotlin', 'Android']);
  });

  it('reads R and C only where a language is named, never from a stray letter', () => {
    expect(skills('John R. Smith, Vitamin C study, Plan B, R&D budget, C-level')).toEqual([]);
    expect(skills('Built models in R; Python, R, SQL; C programming')).toEqual(['R', 'Python', 'SQL', 'C']);
  });

  it('does not read Go from the verb, or Go-to and Go-live as the language', () => {
    expect(skills('Go through the backlog. Go-live in May with a go-to partner')).toEqual([]);
    expect(skills('Built services in Go and Rust; Go, Python')).toEqual(['Go', 'Rust', 'Python']);
  });

  it('keeps short and common words case-sensitive', () => {
    expect(skills('react quickly; 500 ml saline; excel at work')).toEqual([]);
  });
});

describe('findSkills across phrasing', () => {
  const skills = (text: string) => [...findSkillNames(text)];

  it('treats hyphens and spaces alike and reads plurals', () => {
    expect(skills('monthly month-end close and bank reconciliations')).toEqual(['Month-end close', 'Reconciliation']);
    expect(skills('Ran 128 landing-page experiments and split tests')).toEqual(['A/B testing']);
  });

  it('reads abbreviations of roles and skills outside software', () => {
    expect(skills('RN with ACLS, Epic EMR charting; month end close under US GAAP in QuickBooks')).toEqual([
      'Registered Nurse',
      'ACLS',
      'Epic',
      'EHR',
      'Clinical documentation',
      'Month-end close',
      'GAAP',
      'QuickBooks',
    ]);
    expect(skills('SWE II, JS and k8s')).toEqual(['Software engineering', 'JavaScript', 'Kubernetes']);
  });

  it('adds what a skill shows by definition and spells canonical names', () => {
    expect(expandSkill('PostgreSQL')).toEqual(['PostgreSQL', 'SQL']);
    expect(canonicalSkill('golang')).toBe('Go');
    expect(canonicalSkill('underwater basket weaving')).toBeNull();
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
