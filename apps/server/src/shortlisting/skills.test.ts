import { describe, expect, it } from 'vitest';
import { canonicalSkill, expandSkill, findSkillNames, findSkills } from './skills.ts';

describe('findSkills', () => {
  it('maps synonyms to one canonical name', () => {
    expect(findSkillNames('Deployed on k8s with Golang services and Postgres')).toEqual([
      'Kubernetes',
      'Go',
      'PostgreSQL',
    ]);
  });

  it('matches tokens with symbols and ignores a trailing full stop', () => {
    expect(findSkillNames('Wrote C++, C# and Node.js code. Also used Python.')).toEqual([
      'C++',
      'C#',
      'Node.js',
      'Python',
    ]);
  });

  it('keeps short and common words case-sensitive', () => {
    expect(findSkillNames('we go to the office; react quickly; 500 ml saline; R&D budget; C-level')).toEqual([]);
    expect(findSkillNames('Built services in Go and React, models in R')).toEqual(['Go', 'React', 'R']);
  });

  it('prefers the longer skill when names overlap', () => {
    expect(findSkills('React Native apps').map((m) => m.skill)).toEqual(['React Native']);
    expect(findSkillNames('ASP.NET Core and Spring Boot')).toEqual(['.NET', 'Spring']);
  });

  it('does not find SQL inside PostgreSQL but the implication adds it', () => {
    expect(findSkillNames('PostgreSQL')).toEqual(['PostgreSQL']);
    expect(expandSkill('PostgreSQL')).toEqual(['PostgreSQL', 'SQL']);
  });

  it('covers skills outside software', () => {
    expect(findSkillNames('RN with ACLS, Epic EMR charting; month-end close under US GAAP in QuickBooks')).toEqual([
      'registered nurse',
      'ACLS',
      'Epic',
      'EHR',
      'month-end close',
      'GAAP',
      'QuickBooks',
    ]);
  });
});

describe('canonicalSkill', () => {
  it('returns the canonical spelling or null', () => {
    expect(canonicalSkill('golang')).toBe('Go');
    expect(canonicalSkill('typescript')).toBe('TypeScript');
    expect(canonicalSkill('underwater basket weaving')).toBeNull();
  });
});
