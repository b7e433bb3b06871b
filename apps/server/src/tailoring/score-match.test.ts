import { describe, expect, it } from 'vitest';
import { resumeSchema } from '@vitae/shared/resume/schema';
import { scoreMatch } from './score-match.ts';

const JOB = 'Requirements: PostgreSQL and Kubernetes. You will own incident response.';
const resumeWith = (profile: string, bullets: string[] = []) =>
  resumeSchema.parse({
    profile,
    experience: [{ title: 'Engineer', company: 'X', start: '2020', end: '2021', description: bullets }],
  });

describe('scoreMatch', () => {
  it('gives 100 when every keyword is shown prominently in the job wording', () => {
    const result = scoreMatch(resumeWith('PostgreSQL and Kubernetes; led incident response.'), JOB);
    expect(result).toEqual({ score: 100, matched: ['PostgreSQL', 'Kubernetes', 'incident response'], missing: [] });
  });

  it('gives 0 and lists everything missing for an unrelated resume', () => {
    const result = scoreMatch(resumeWith('Pastry chef.'), JOB);
    expect(result.score).toBe(0);
    expect(result.missing).toEqual(['PostgreSQL', 'Kubernetes', 'incident response']);
  });

  it('counts a synonym or a buried mention as matched but for less', () => {
    const synonym = scoreMatch(resumeWith('Postgres and k8s; led incident response.'), JOB);
    const buried = scoreMatch(resumeWith('', ['a', 'b', 'c', 'PostgreSQL, Kubernetes, incident response.']), JOB);
    expect(synonym.matched).toHaveLength(3);
    expect(buried.matched).toHaveLength(3);
    expect(synonym.score).toBeLessThan(100);
    expect(buried.score).toBeLessThan(synonym.score);
    expect(buried.score).toBeGreaterThan(0);
  });
});
