import { describe, expect, it } from 'vitest';
import { GENERATE_ACTIONS, type GenerateAction } from '@vitae/shared/constants';
import { tailorLocally, createLocalEngine } from './local-engine.ts';
import { buildOtherResume, buildSampleResume, SAMPLE_JOB } from './sample-data.ts';

const NOW = new Date('2026-06-01');
const run = (actions: GenerateAction[]) =>
  tailorLocally(
    { resume: buildSampleResume(), jobDescription: SAMPLE_JOB, actions, otherResumes: [buildOtherResume()] },
    NOW,
  );

/** Section names that differ between two resumes. */
const changedSections = (a: object, b: object) =>
  Object.keys(a).filter((k) => JSON.stringify(a[k as keyof typeof a]) !== JSON.stringify(b[k as keyof typeof b]));

describe('the local engine', () => {
  it('puts the most relevant bullets first and uses the job wording for the same facts', () => {
    const resume = run(['Update Experience']);
    expect(resume.experience[0]!.description).toEqual([
      'Built REST services in Node.js and TypeScript serving 2M requests a day.',
      'Moved 14 services to Kubernetes with Helm charts, cutting deploy time by 40%.',
      'Tuned PostgreSQL queries, reducing p95 latency from 800ms to 120ms.',
      'Mentored two junior engineers through code reviews.',
      'Wrote internal wiki pages for onboarding.',
    ]);
    expect(resume.experience[1]!.description[0]).toBe('Set up CI pipelines with GitHub Actions.');
  });

  it('adds a job skill to the list only when the resume shows it elsewhere', () => {
    const resume = run(['Update Skills']);
    const all = resume.skills.flatMap((s) => s.technologies);
    expect(all).toEqual(
      expect.arrayContaining(['Node.js', 'PostgreSQL', 'Kubernetes', 'GitHub Actions', 'PHP', 'Git', 'Docker']),
    );
    expect(all).not.toContain('Terraform');
    expect(all).not.toContain('Kafka');
    // Additions go to the generic "Tools" category, never to "Languages".
    expect(resume.skills.find((s) => s.category === 'Languages')!.technologies).toEqual([
      'TypeScript',
      'PHP',
      'JavaScript',
    ]);
    expect(resume.skills.find((s) => s.category === 'Tools')!.technologies).toEqual(
      expect.arrayContaining(['Node.js', 'PostgreSQL', 'Kubernetes']),
    );
  });

  it("keeps the person's own profile sentence and adds the job's skills the resume proves", () => {
    const resume = run(['Update Profile']);
    expect(resume.profile).toBe(
      'Engineer who likes calm on-call rotations. Hands-on experience with Node.js, TypeScript, PostgreSQL and Kubernetes.',
    );
  });

  it('without a profile, opens with the latest title and the years counted from the dates', () => {
    const resume = tailorLocally(
      { resume: { ...buildSampleResume(), profile: '' }, jobDescription: SAMPLE_JOB, actions: ['Update Profile'] },
      NOW,
    );
    expect(resume.profile).toMatch(
      /^Software Engineer with 9 years of experience\. Hands-on experience with Node\.js, TypeScript, PostgreSQL and Kubernetes\. [A-Z]/,
    );
    expect(resume.profile).not.toMatch(/Terraform|Kafka|AWS/);
  });

  it('reorders projects by relevance', () => {
    const resume = run(['Update Projects']);
    expect(resume.projects.map((p) => p.name)).toEqual(['Queue Lab', 'Recipe Box']);
    expect(resume.projects[0]!.description[0]).toBe('Benchmarked Redis streams against PostgreSQL LISTEN/NOTIFY.');
  });

  it('adds only relevant projects from the other resumes', () => {
    const resume = run(['Add Projects']);
    expect(resume.projects.map((p) => p.name)).toEqual(['Recipe Box', 'Queue Lab', 'Ledger Sync']);
  });

  it.each(GENERATE_ACTIONS.map((a) => [a]))('changes only the section of %s', (action) => {
    const expected: Record<GenerateAction, string[]> = {
      'Update Experience': ['experience'],
      'Update Projects': ['projects'],
      'Add Projects': ['projects'],
      'Update Profile': ['profile'],
      'Update Skills': ['skills'],
    };
    expect(changedSections(run([action]), buildSampleResume())).toEqual(expected[action]);
  });

  it('reports the tokens of its input and output', async () => {
    const result = await createLocalEngine({ now: () => NOW }).tailor({
      resume: buildSampleResume(),
      jobDescription: SAMPLE_JOB,
      actions: ['Update Skills'],
    });
    expect(result.usage.inputTokens).toBeGreaterThan(200);
    expect(result.usage.outputTokens).toBeGreaterThan(150);
    expect(result.usage.total).toBe(result.usage.inputTokens + result.usage.outputTokens);
  });
});
