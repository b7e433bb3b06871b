import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMailCatcher, type MailCatcher } from '../platform/testing/mail-catcher.ts';
import { createTestApp, testDatabases, type TestApp } from '../platform/testing/test-app.ts';

describe.each(testDatabases())('support and feedback on %s', (kind) => {
  let t: TestApp;
  let mail: MailCatcher;
  let received: string[] = [];
  beforeAll(async () => {
    mail = await startMailCatcher();
    received = mail.messages;
    t = await createTestApp(kind, {
      SMTP_URL: mail.url,
      SUPPORT_EMAIL: 'help@vitae.test',
      RATE_LIMIT_FORMS_PER_MINUTE: '4',
    });
  });
  afterAll(async () => {
    await t.close();
    await mail.close();
  });

  it('stores a support message and mails it to the support address', async () => {
    const response = await t.post('support', { email: 'sam@example.com', message: 'The upload button does nothing' });
    expect(response.statusCode).toBe(200);
    const rows = await t.ctx.db.kysely.selectFrom('messages').selectAll().where('kind', '=', 'support').execute();
    expect(rows).toHaveLength(1);
    expect(received.join('\n')).toContain('The upload button does nothing');
    expect(received.join('\n')).toContain('help@vitae.test');
  });

  it('stores anonymous feedback without any e-mail', async () => {
    expect((await t.post('feedback', { feedback: 'Love the editor' })).statusCode).toBe(200);
    const row = await t.ctx.db.kysely
      .selectFrom('messages')
      .selectAll()
      .where('kind', '=', 'feedback')
      .executeTakeFirstOrThrow();
    expect(row.email).toBeNull();
    expect(row.body).toBe('Love the editor');
  });

  it('refuses an over-long message and an invalid e-mail with a 400', async () => {
    expect((await t.post('support', { email: 'nope', message: 'x' })).statusCode).toBe(400);
    expect((await t.post('feedback', { feedback: 'x'.repeat(6000) })).statusCode).toBe(400);
  });

  it('rate-limits the anonymous forms per address with a 429', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 4; i++) codes.push((await t.post('feedback', { feedback: `note ${i}` })).statusCode);
    expect(codes).toContain(429);
  });
});
