import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDatabases, type TestApp } from '../platform/testing/test-app.ts';
import type { Resume } from '@vitae/shared/resume/schema';

describe.each(testDatabases())('JSON Resume import through user/create_new_resume on %s', (kind) => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp(kind);
    token = (await t.signup()).access_token;
  });
  afterAll(async () => t.close());

  const count = async () => (await t.post('auth/verify', {}, token)).json<{ user_resumes: object }>().user_resumes;

  it('keeps every job of a file that names employers with the older work[].company key, and basics.website', async () => {
    const json_resume = {
      basics: { name: 'Noor Older', email: 'noor@example.com', website: 'https://noor.dev' },
      work: [
        { company: 'Initech', position: 'Engineer', startDate: '2018', highlights: ['Shipped the TPS service'] },
        { company: 'Globex', position: 'Lead', summary: 'Led the platform team' },
      ],
    };
    const created = await t.post('user/create_new_resume', { json_resume, filename: 'Noor', nickname: 'noor' }, token);
    expect(created.statusCode, created.body).toBe(200);
    const resume = created.json<{ resume: Resume }>().resume;
    expect(resume.experience.map((e) => e.company)).toEqual(['Initech', 'Globex']);
    expect(resume.website).toBe('https://noor.dev');
  });

  it('answers 400 naming what it cannot keep, and saves nothing, instead of a 200 that drops jobs', async () => {
    const before = Object.keys(await count()).length;
    const json_resume = {
      basics: { name: 'Lossy File' },
      work: [{ position: 'Analyst', highlights: ['Did analysis'] }],
      references: [{ name: 'A referee', reference: 'Great' }],
    };
    const answer = await t.post('user/create_new_resume', { json_resume, filename: 'L', nickname: 'lossy' }, token);
    expect(answer.statusCode).toBe(400);
    const { message, code } = answer.json<{ message: string; code: string }>();
    expect(code).toBe('invalid_input');
    expect(message).toContain('work 1 (Analyst) lacks an employer (name or company)');
    expect(message).toContain('references (1) has no place in a Vitae resume');
    expect(Object.keys(await count())).toHaveLength(before);
  });
});
