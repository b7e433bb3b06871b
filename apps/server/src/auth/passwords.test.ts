import { hash } from '@node-rs/argon2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDatabases, type TestApp } from '../platform/testing/test-app.ts';
import { isBreachedPassword } from './breached-passwords.ts';
import { checkPasswordStrength, hashPassword, needsRehash, verifyPassword } from './passwords.ts';

const owner = { email: 'ada.lovelace@analytical.org', name: 'Ada Lovelace' };

describe('password rules', () => {
  it('knows real breached passwords of every kind, not only a short list', async () => {
    for (const leaked of ['password', 'iloveyou', 'sunshine1', 'qwertyuiop', 'trustno1', 'Password1', 'MONKEY123']) {
      expect(await isBreachedPassword(leaked), leaked).toBe(true);
    }
    expect(await isBreachedPassword('correct horse battery staple 42')).toBe(false);
  });

  it("refuses a breached password and one built from the person's own e-mail or name", async () => {
    await expect(checkPasswordStrength('baseball1', owner)).rejects.toThrow(/leaked/);
    await expect(checkPasswordStrength('lovelace1815', owner)).rejects.toThrow(/e-mail address or name/);
    await expect(checkPasswordStrength('Ada.Lovelace!', owner)).rejects.toThrow(/e-mail address or name/);
    await expect(checkPasswordStrength('analytical-2024', owner)).rejects.toThrow(/e-mail address or name/);
    await expect(checkPasswordStrength('ada.lovelace@analytical.org', owner)).rejects.toThrow();
    // A long passphrase that merely contains a name is fine.
    await expect(checkPasswordStrength('ada likes quiet mountain trains', owner)).resolves.toBeUndefined();
  });

  it('hashes with argon2id at 46 MiB and still verifies, then upgrades, hashes made at 19 MiB', async () => {
    const fresh = await hashPassword('a-long-enough-pass');
    expect(fresh).toMatch(/^\$argon2id\$v=19\$m=47104,t=1,p=1\$/);
    expect(needsRehash(fresh)).toBe(false);
    const old = await hash('a-long-enough-pass'); // the library's defaults: m=19456, t=2
    expect(old).toMatch(/m=19456/);
    expect(needsRehash(old)).toBe(true);
    expect(await verifyPassword(old, 'a-long-enough-pass')).toBe(true);
    expect(await verifyPassword(old, 'not-the-password')).toBe(false);
  });
});

describe.each(testDatabases())('password hashes on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => t.close());

  it('lets a person with an old 19 MiB hash log in, and stores a 46 MiB hash from then on', async () => {
    const { email } = await t.signup(undefined, 'a-long-enough-pass');
    const db = t.ctx.db.kysely;
    await db
      .updateTable('users')
      .set({ password_hash: await hash('a-long-enough-pass') })
      .where('email', '=', email)
      .execute();
    expect((await t.post('auth/login', { email, password: 'a-long-enough-pass' })).statusCode).toBe(200);
    const row = await db
      .selectFrom('users')
      .select('password_hash')
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/m=47104/);
    expect((await t.post('auth/login', { email, password: 'a-long-enough-pass' })).statusCode).toBe(200);
  });

  it('refuses at signup a password made of the name or e-mail, with a message that says so', async () => {
    const response = await t.post('auth/signup', {
      name: 'Grace Hopper',
      email: 'grace.hopper@navy.example',
      password: 'gracehopper',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toMatch(/e-mail address or name/);
  });
});
