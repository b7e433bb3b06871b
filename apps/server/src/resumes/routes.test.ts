import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDatabases, type TestApp } from '../platform/testing/test-app.ts';
import type { Resume } from '@vitae/shared/resume/schema';

const resume = (name: string): Partial<Resume> => ({
  fullName: name,
  email: 'jo@example.com',
  phone: '+44 20 7946 0958',
  experience: [
    { title: 'Engineer', company: 'Acme', start: '2020', end: 'Present', description: ['Built things', ''] },
  ],
  skills: [
    { category: 'Languages', technologies: ['Go', 'Rust'] },
    { category: '', technologies: ['dropped'] },
  ],
});

describe.each(testDatabases())('resume calls on %s', (kind) => {
  let t: TestApp;
  let token: string;
  let otherToken: string;
  beforeAll(async () => {
    t = await createTestApp(kind);
    token = (await t.signup()).access_token;
    otherToken = (await t.signup()).access_token;
  });
  afterAll(async () => t.close());

  const create = async (nickname: string, as = token) => {
    const response = await t.post(
      'user/create_new_resume',
      { resume: resume('Jo Doe'), filename: 'Jo_Doe_Resume', nickname },
      as,
    );
    expect(response.statusCode).toBe(200);
    return response.json<{ file_id: string; resume: Resume; nickname: string; filename: string }>();
  };

  it('creates a resume, cleans it by the editor rules, lists it in verify and makes the first one the default', async () => {
    const created = await create('first');
    expect(created).toMatchObject({ nickname: 'first', filename: 'Jo_Doe_Resume' });
    expect(created.resume.skills).toEqual([{ category: 'Languages', technologies: ['Go', 'Rust'] }]);
    expect(created.resume.experience[0]!.description).toEqual(['Built things']);
    const verify = (await t.post('auth/verify', {}, token)).json<{
      user_resumes: Record<string, { nickname: string; file_name: string }>;
      default_resume: string;
    }>();
    expect(verify.user_resumes[created.file_id]).toMatchObject({ nickname: 'first', file_name: 'Jo_Doe_Resume' });
    expect(verify.default_resume).toBe(created.file_id);
  });

  it('fetches, saves and keeps every version, and restores an earlier one', async () => {
    const { file_id: key } = await create('versions');
    const edited = { ...resume('Jo Doe'), profile: 'Second draft' };
    expect((await t.post('user/save_resume', { key, resume: edited }, token)).statusCode).toBe(200);
    const fetched = await t.post('user/fetch_resume', { key }, token);
    expect(fetched.json<{ resume: Resume }>().resume.profile).toBe('Second draft');
    const versions = (await t.post('user/resume_versions', { key }, token)).json<{ versions: { version: number }[] }>()
      .versions;
    expect(versions.map((v) => v.version)).toEqual([2, 1]);
    const restored = await t.post('user/restore_version', { key, version: 1 }, token);
    expect(restored.json<{ resume: Resume }>().resume.profile).toBe('');
    const after = (await t.post('user/resume_versions', { key }, token)).json<{ versions: unknown[] }>().versions;
    expect(after).toHaveLength(3);
  });

  it("answers 404 for another user's key on every call and leaves their resume untouched", async () => {
    const { file_id: key } = await create('mine');
    for (const [path, body] of [
      ['user/fetch_resume', { key }],
      ['user/save_resume', { key, resume: resume('Mallory') }],
      ['user/change_nickname', { key, nickname: 'stolen' }],
      ['user/remove_resume', { key }],
      ['user/set_default_resume', { key }],
      ['user/resume_versions', { key }],
      ['user/restore_version', { key, version: 1 }],
      ['user/export_resume', { key, format: 'json-resume' }],
    ] as const) {
      expect((await t.post(path, body, otherToken)).statusCode, path).toBe(404);
    }
    const mine = (await t.post('user/fetch_resume', { key }, token)).json<{ resume: Resume }>();
    expect(mine.resume.fullName).toBe('Jo Doe');
  });

  it('answers 400 naming the field for invalid content', async () => {
    const response = await t.post('user/save_resume', { key: 'x', resume: { fullName: 42 } }, token);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toMatch(/^resume\.fullName/);
    const nickname = await t.post('user/change_nickname', { key: 'x', nickname: '   ' }, token);
    expect(nickname.statusCode).toBe(400);
    expect(nickname.json<{ message: string }>().message).toMatch(/^nickname/);
  });

  it('renames, sets the default, and moves the default when the default is removed', async () => {
    const a = await create('a');
    const b = await create('b');
    expect((await t.post('user/change_nickname', { key: a.file_id, nickname: '  renamed ' }, token)).statusCode).toBe(
      200,
    );
    expect((await t.post('user/set_default_resume', { key: a.file_id }, token)).statusCode).toBe(200);
    let verify = (await t.post('auth/verify', {}, token)).json<{
      user_resumes: Record<string, { nickname: string }>;
      default_resume: string;
    }>();
    expect(verify.user_resumes[a.file_id]!.nickname).toBe('renamed');
    expect(verify.default_resume).toBe(a.file_id);
    expect((await t.post('user/remove_resume', { key: a.file_id }, token)).statusCode).toBe(200);
    verify = (await t.post('auth/verify', {}, token)).json();
    expect(verify.user_resumes[a.file_id]).toBeUndefined();
    expect(verify.default_resume).not.toBe(a.file_id);
    expect(Object.keys(verify.user_resumes)).toContain(verify.default_resume);
    expect(verify.user_resumes[b.file_id]).toBeDefined();
  });

  it('imports a JSON Resume document and exports one back', async () => {
    const json_resume = {
      basics: {
        name: 'Lin Chen',
        email: 'lin@example.com',
        phone: '555-0100',
        profiles: [{ network: 'LinkedIn', url: 'https://linkedin.com/in/lin' }],
      },
      work: [
        {
          name: 'Globex',
          position: 'Analyst',
          startDate: '2019-01',
          endDate: '2021-06',
          highlights: ['Cut costs 10%'],
        },
      ],
    };
    const created = await t.post(
      'user/create_new_resume',
      { json_resume, filename: 'Lin', nickname: 'imported' },
      token,
    );
    expect(created.statusCode).toBe(200);
    const body = created.json<{ file_id: string; resume: Resume }>();
    expect(body.resume).toMatchObject({ fullName: 'Lin Chen', linkedin: 'https://linkedin.com/in/lin' });
    const exported = await t.post('user/export_resume', { key: body.file_id, format: 'json-resume' }, token);
    expect(exported.json()).toMatchObject({
      basics: { name: 'Lin Chen' },
      work: [{ name: 'Globex', position: 'Analyst', highlights: ['Cut costs 10%'] }],
    });
  });

  it('answers 400, never 500, to a JSON Resume document it cannot take', async () => {
    for (const json_resume of [
      { work: [null, 5, 'x'] },
      { basics: { name: 'x'.repeat(500) } },
      { work: Array.from({ length: 80 }, () => ({ name: 'A' })) },
    ]) {
      const response = await t.post('user/create_new_resume', { json_resume, filename: 'X', nickname: 'x' }, token);
      expect([200, 400]).toContain(response.statusCode);
    }
    const tooLong = await t.post(
      'user/create_new_resume',
      { json_resume: { basics: { name: 'x'.repeat(500) } }, filename: 'X', nickname: 'x' },
      token,
    );
    expect(tooLong.statusCode).toBe(400);
  });

  it('removing a resume removes its rendered copies', async () => {
    const { file_id: key } = await create('rendered');
    const { url } = (await t.post('user/fetch_resume_url', { key }, token)).json<{ url: string }>();
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(200);
    const rendersDir = path.join(t.dataDir, 'blobs', 'renders');
    expect(readdirSync(rendersDir, { recursive: true }).some((f) => String(f).endsWith('.pdf'))).toBe(true);
    await t.post('user/remove_resume', { key }, token);
    expect(
      existsSync(rendersDir) && readdirSync(rendersDir, { recursive: true }).some((f) => String(f).endsWith('.pdf')),
    ).toBe(false);
  });

  it('needs a signed-in user', async () => {
    expect((await t.post('user/fetch_resume', { key: 'x' })).statusCode).toBe(401);
  });
});
