import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GenerateResponse } from '@vitae/shared/api/tailoring';
import type { Resume } from '@vitae/shared/resume/schema';
import { createTestApp, testDatabases, type TestApp } from '../platform/testing/test-app.ts';
import { buildSampleResume } from '../rendering/sample-resume.ts';
import { closeWorkerPool } from '../platform/workers/shared-pool.ts';
import { closeIsolation } from '../parsing/run-isolated.ts';

const JOB = `Platform Engineer
Requirements:
- Ansible for configuration
- Strong TypeScript and PostgreSQL
- Kubernetes in production`;
const ACTIONS = ['Update Skills', 'Update Profile', 'Update Experience'];

afterAll(async () => {
  await closeWorkerPool();
  await closeIsolation();
});

describe.each(testDatabases())('"I have this" and ATS findings on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { SIGNUP_TOKEN_GRANT: '1000000' });
  });
  afterAll(() => t.close());

  async function userWithResume() {
    const { access_token } = await t.signup();
    const created = await t.post(
      'user/create_new_resume',
      { resume: buildSampleResume(), filename: 'Sample', nickname: 'sample' },
      access_token,
    );
    return { token: access_token, key: created.json<{ file_id: string }>().file_id };
  }
  const generate = async (token: string) => {
    const response = await t.post('generate', { job_description: JOB, actions: ACTIONS }, token);
    expect(response.statusCode).toBe(200);
    return response.json<GenerateResponse>();
  };

  it('a missing skill confirmed with evidence is saved, and the next Generate matches and keeps it', async () => {
    const { token, key } = await userWithResume();
    const first = await generate(token);
    expect(first.report.missing).toContain('Ansible');
    expect(first.generatedResume.skills.flatMap((s) => s.technologies)).not.toContain('Ansible');

    const evidence = 'Wrote Ansible playbooks for the staging servers at Fieldflow';
    const confirmed = await t.post('user/confirm_skill', { skill: 'Ansible', evidence }, token);
    expect(confirmed.statusCode).toBe(200);
    const { key: savedKey, resume } = confirmed.json<{ key: string; resume: Resume }>();
    expect(savedKey).toBe(key);
    expect(resume.skills.flatMap((s) => s.technologies)).toContain('Ansible');
    const withLine = resume.experience.find((j) => j.description.includes(`${evidence}.`));
    expect(withLine?.company).toBe('Fieldflow Analytics');
    // Saved: a fresh read has it.
    const fetched = await t.post('user/fetch_resume', { key }, token);
    expect(JSON.stringify(fetched.json())).toContain(evidence);

    const second = await generate(token);
    expect(second.report.matched).toContain('Ansible');
    expect(second.report.missing).not.toContain('Ansible');
    expect(second.report.scoreAfter).toBeGreaterThan(first.report.scoreAfter);
    expect(second.report.violations).toEqual([]);
    expect(second.generatedResume.skills.flatMap((s) => s.technologies)).toContain('Ansible');
    expect(second.generatedResume.experience.flatMap((j) => j.description)).toContain(`${evidence}.`);
  });

  it('returns ATS findings, including the round trip of the generated PDF through our parser', async () => {
    const { token } = await userWithResume();
    const { report } = await generate(token);
    expect(report.ats.map((f) => f.id)).toEqual(['contact', 'headings', 'dates', 'length', 'file_type', 'round_trip']);
    for (const finding of report.ats) expect(finding.message.length).toBeGreaterThan(10);
    expect(report.ats.find((f) => f.id === 'contact')!.ok).toBe(true);
    expect(report.ats.find((f) => f.id === 'round_trip')).toMatchObject({ ok: true });
    const wordJob = await t.post(
      'generate',
      { job_description: `${JOB}\nPlease submit your resume as a Word document.`, actions: ['Update Skills'] },
      token,
    );
    const fileType = wordJob.json<GenerateResponse>().report.ats.find((f) => f.id === 'file_type')!;
    expect(fileType.ok).toBe(false);
    expect(fileType.message).toMatch(/Word/);
  });

  it('is documented in OpenAPI from the shared contract', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<{
      paths: Record<
        string,
        { post?: { requestBody?: { content: Record<string, { schema: { properties?: object } }> } } }
      >;
    }>();
    const schema = doc.paths['/api/user/confirm_skill']!.post!.requestBody!.content['application/json']!.schema;
    expect(Object.keys(schema.properties ?? {})).toEqual(['skill', 'evidence', 'key']);
  });

  it('takes an explicit key, refuses what is not the person’s, and checks its input', async () => {
    const { token } = await userWithResume();
    const other = await t.post(
      'user/create_new_resume',
      { resume: buildSampleResume(), filename: 'Other', nickname: 'other' },
      token,
    );
    const otherKey = other.json<{ file_id: string }>().file_id;
    const response = await t.post(
      'user/confirm_skill',
      { skill: 'Pulumi', evidence: 'Automated server setup with Pulumi stacks', key: otherKey },
      token,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json<{ key: string }>().key).toBe(otherKey);

    const stranger = await t.signup();
    expect(
      (
        await t.post(
          'user/confirm_skill',
          { skill: 'Pulumi', evidence: 'Automated server setup with Pulumi stacks', key: otherKey },
          stranger.access_token,
        )
      ).statusCode,
    ).toBe(404);
    // No resume at all: the default is missing.
    expect(
      (
        await t.post(
          'user/confirm_skill',
          { skill: 'Pulumi', evidence: 'Automated server setup with Pulumi stacks' },
          stranger.access_token,
        )
      ).statusCode,
    ).toBe(400);
    const short = await t.post('user/confirm_skill', { skill: 'Ansible', evidence: 'yes' }, token);
    expect(short.statusCode).toBe(400);
    expect(short.json<{ message: string }>().message).toMatch(/where and how/);
    expect((await t.post('user/confirm_skill', { skill: 'Ansible', evidence: 'Used it for years' })).statusCode).toBe(
      401,
    );
  });
});
