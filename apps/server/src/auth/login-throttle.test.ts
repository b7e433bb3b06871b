import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../platform/config.ts';
import { createTestApp, openTestDb, testDatabases, type TestApp } from '../platform/testing/test-app.ts';
import {
  resetTokenFrom,
  startMailCatcher,
  waitForMessages,
  type MailCatcher,
} from '../platform/testing/mail-catcher.ts';
import { loginDelayMs } from './login-throttle.ts';

describe('login delay', () => {
  it('lets ten failures through freely, then doubles from 250 ms up to 4 s, never a lock', () => {
    expect([0, 9, 10, 11, 12, 14, 15, 1000].map(loginDelayMs)).toEqual([0, 0, 250, 500, 1000, 4000, 4000, 4000]);
  });
});

describe.each(testDatabases())('login lockout on %s', (kind) => {
  let t: TestApp;
  let mail: MailCatcher;
  beforeAll(async () => {
    mail = await startMailCatcher();
    t = await createTestApp(kind, { SMTP_URL: mail.url });
  });
  afterAll(async () => {
    await t.close();
    await mail.close();
  });

  const login = async (email: string, password: string, ip: string) => {
    const started = performance.now();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password },
      remoteAddress: ip,
    });
    return { status: response.statusCode, ms: performance.now() - started };
  };

  it('refuses the guesser, only slows the e-mail elsewhere, lets the owner in, and a reset clears it', async () => {
    const { email } = await t.signup(undefined, 'the-owners-password');
    // Five failures from one address: that address is refused for this e-mail…
    const guesses = [];
    for (let i = 0; i < 6; i++) guesses.push((await login(email, `guess-${i}-guess`, '203.0.113.9')).status);
    expect(guesses).toEqual([401, 401, 401, 401, 401, 429]);
    // …even with the right password (the guesser might have found it), but not another e-mail from there.
    expect((await login(email, 'the-owners-password', '203.0.113.9')).status).toBe(429);
    expect((await login('someone-else@example.com', 'whatever-pass', '203.0.113.9')).status).toBe(401);
    // The owner, elsewhere, gets straight in.
    const owner = await login(email, 'the-owners-password', '198.51.100.7');
    expect(owner.status).toBe(200);

    // Guesses spread over many addresses are never refused, only slowed once ten have failed.
    for (let i = 0; i < 5; i++) expect((await login(email, 'another-guess', `192.0.2.${i + 1}`)).status).toBe(401);
    const slowed = await login(email, 'another-guess', '192.0.2.99');
    expect(slowed.status).toBe(401);
    expect(slowed.ms).toBeGreaterThanOrEqual(240);
    // The owner is slowed by a moment too, and still gets in.
    const slowOwner = await login(email, 'the-owners-password', '198.51.100.7');
    expect(slowOwner.status).toBe(200);
    expect(slowOwner.ms).toBeGreaterThanOrEqual(490);

    // A password reset proves ownership: the refused address is let in again, with no delay left.
    await t.post('auth/forgot_password', { email });
    const token = resetTokenFrom((await waitForMessages(mail.messages, 1))[0]!);
    expect((await t.post('auth/reset_password', { token, password: 'a-fresh-owner-secret' })).statusCode).toBe(200);
    expect((await login(email, 'a-fresh-owner-secret', '203.0.113.9')).status).toBe(200);
    const after = await login(email, 'wrong-again-now', '192.0.2.100');
    expect(after.status).toBe(401);
    expect(after.ms).toBeLessThan(240);
  });
});

// Its own app with a log stream, built when no other test schema is alive: Kysely's migrator looks
// for its lock table in every PostgreSQL schema, so two fresh schemas at once confuse it.
describe.each(testDatabases())('security log on %s', (kind) => {
  it('logs each failed login as a security event, without the password', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'vitae-log-test-'));
    const opened = await openTestDb(kind, dataDir);
    const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'warn', SEED_DEMO: 'false' });
    const { app } = await buildApp(config, { db: opened.db, logStream: stream });
    try {
      const post = (url: string, payload: object) => app.inject({ method: 'POST', url: `/api/${url}`, payload });
      const email = 'logged-person@example.com';
      expect((await post('auth/signup', { name: 'Logged', email, password: 'the-owners-password' })).statusCode).toBe(
        200,
      );
      expect((await post('auth/login', { email, password: 'secret-guess-123' })).statusCode).toBe(401);
      const events = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
      expect(events).toContainEqual(
        expect.objectContaining({ level: 40, event: 'login_failed', email, ip: '127.0.0.1' }),
      );
      expect(lines.join('\n')).not.toContain('secret-guess-123');
      expect(lines.join('\n')).not.toContain('the-owners-password');
    } finally {
      await app.close();
      await opened.drop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
