import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDatabases, type TestApp } from '../platform/testing/test-app.ts';
import {
  mailText,
  resetTokenFrom,
  startMailCatcher,
  waitForMessages,
  type MailCatcher,
} from '../platform/testing/mail-catcher.ts';

describe.each(testDatabases())('forgot and reset password on %s', (kind) => {
  let t: TestApp;
  let mail: MailCatcher;
  beforeAll(async () => {
    mail = await startMailCatcher();
    t = await createTestApp(kind, { SMTP_URL: mail.url, PUBLIC_URL: 'https://vitae.example' });
  });
  afterAll(async () => {
    await t.close();
    await mail.close();
  });

  it('mails a single-use link that sets a new password, signs every session out, and works only once', async () => {
    mail.messages.length = 0;
    const { email, refresh_token, access_token } = await t.signup(undefined, 'the-old-password');
    const asked = await t.post('auth/forgot_password', { email: email.toUpperCase() });
    expect(asked.statusCode).toBe(200);
    const [message] = await waitForMessages(mail.messages, 1);
    expect(message).toContain(email);
    expect(mailText(message!)).toContain('https://vitae.example/reset-password#token=');
    const token = resetTokenFrom(message!);
    // Only a hash is stored.
    const stored = await t.ctx.db.kysely.selectFrom('password_resets').select('token_hash').execute();
    expect(stored.map((r) => r.token_hash)).not.toContain(token);

    const weak = await t.post('auth/reset_password', { token, password: 'password1' });
    expect(weak.statusCode).toBe(400);
    const reset = await t.post('auth/reset_password', { token, password: 'a-brand-new-secret' });
    expect(reset.statusCode, reset.body).toBe(200);
    expect((await t.post('auth/login', { email, password: 'the-old-password' })).statusCode).toBe(401);
    expect((await t.post('auth/login', { email, password: 'a-brand-new-secret' })).statusCode).toBe(200);
    // Every earlier session ended: its refresh token and its access token.
    expect((await t.post('auth/refresh', undefined, refresh_token)).statusCode).toBe(401);
    expect((await t.post('auth/verify', {}, access_token)).statusCode).toBe(401);

    const again = await t.post('auth/reset_password', { token, password: 'yet-another-secret' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: 'invalid_reset_link' });
  });

  it('refuses a link after 30 minutes', async () => {
    mail.messages.length = 0;
    const { email } = await t.signup();
    await t.post('auth/forgot_password', { email });
    const token = resetTokenFrom((await waitForMessages(mail.messages, 1))[0]!);
    const row = await t.ctx.db.kysely
      .selectFrom('password_resets')
      .innerJoin('users', 'users.id', 'password_resets.user_id')
      .select(['password_resets.id', 'password_resets.created_at', 'password_resets.expires_at'])
      .where('users.email', '=', email)
      .executeTakeFirstOrThrow();
    expect(Date.parse(row.expires_at) - Date.parse(row.created_at)).toBe(30 * 60_000);
    await t.ctx.db.kysely
      .updateTable('password_resets')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', row.id)
      .execute();
    const late = await t.post('auth/reset_password', { token, password: 'a-brand-new-secret' });
    expect(late.statusCode).toBe(400);
    expect(late.json<{ message: string }>().message).toMatch(/expired/);
  });

  it('answers an unknown e-mail exactly as a known one, and mails nothing', async () => {
    mail.messages.length = 0;
    const { email } = await t.signup();
    const known = await t.post('auth/forgot_password', { email });
    const unknown = await t.post('auth/forgot_password', { email: 'nobody-here@example.com' });
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    await waitForMessages(mail.messages, 1);
    await new Promise((r) => setTimeout(r, 300));
    expect(mail.messages).toHaveLength(1);
    expect(mail.messages[0]).toContain(email);
    expect(mail.messages.join('\n')).not.toContain('nobody-here@example.com');
  });

  it('mails one address at most three times an hour, with the same answer after that', async () => {
    mail.messages.length = 0;
    const { email } = await t.signup();
    const answers = new Set<string>();
    for (let i = 0; i < 5; i++) answers.add((await t.post('auth/forgot_password', { email })).body);
    expect(answers.size).toBe(1);
    await waitForMessages(mail.messages, 3);
    await new Promise((r) => setTimeout(r, 300));
    expect(mail.messages).toHaveLength(3);
  });

  it('refuses a made-up token and a malformed e-mail with a 400', async () => {
    expect((await t.post('auth/reset_password', { token: 'made-up', password: 'a-brand-new-secret' })).statusCode).toBe(
      400,
    );
    expect((await t.post('auth/forgot_password', { email: 'not-an-email' })).statusCode).toBe(400);
  });
});

describe('forgot password rate limit per address', () => {
  it('answers 429 to one address asking too often', async () => {
    const t = await createTestApp('sqlite', { RATE_LIMIT_AUTH_PER_MINUTE: '3' });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 4; i++) {
        codes.push((await t.post('auth/forgot_password', { email: `p${i}@example.com` })).statusCode);
      }
      expect(codes).toEqual([200, 200, 200, 429]);
    } finally {
      await t.close();
    }
  });
});
