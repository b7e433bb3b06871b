import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './testing/test-app.ts';

const run = promisify(execFile);
const repoRoot = path.resolve(import.meta.dirname, '../../../..');

describe('the vitae command', () => {
  let t: TestApp;
  const vitae = (args: string[]) =>
    run(process.execPath, ['apps/server/bin/vitae.mjs', ...args], {
      cwd: repoRoot,
      env: { ...process.env, DATA_DIR: t.dataDir, DATABASE_URL: '' },
    });
  beforeAll(async () => {
    t = await createTestApp('sqlite', { SIGNUP_TOKEN_GRANT: '100' });
  });
  afterAll(async () => t.close());

  it('grants tokens, lists users and sets a user type, which the app then sees', async () => {
    const { email, access_token } = await t.signup();
    await vitae(['tokens', 'grant', email, '5000']);
    await vitae(['users', 'set-type', email, 'recruiter']);
    const { stdout } = await vitae(['users', 'list']);
    expect(stdout).toContain(email);
    const verify = (await t.post('auth/verify', {}, access_token)).json<{ tokens_left: number; user_type: string }>();
    expect(verify).toMatchObject({ tokens_left: 5100, user_type: 'recruiter' });
  }, 60_000);

  it('refuses an unknown user type and an unknown e-mail with a non-zero exit', async () => {
    const { email } = await t.signup();
    await expect(vitae(['users', 'set-type', email, 'wizard'])).rejects.toMatchObject({ code: 2 });
    await expect(vitae(['tokens', 'grant', 'nobody@example.com', '10'])).rejects.toMatchObject({ code: 1 });
  }, 60_000);
});
