import { describe, expect, it } from 'vitest';
import { findSkills } from './find-skills.ts';

const names = (text: string) => findSkills(text).map((m) => `${m.written}=${m.skill}`);

describe('findSkills', () => {
  it('maps synonyms to one canonical skill', () => {
    expect(names('JS, Postgres on k8s, Golang')).toEqual(['JS=JavaScript', 'Postgres=PostgreSQL', 'k8s=Kubernetes', 'Golang=Go']);
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
