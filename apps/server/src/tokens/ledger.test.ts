import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDatabases, type TestApp } from '../platform/testing/test-app.ts';
import { debitTokens, ledgerSum, tokenBalance } from './ledger.ts';
import { findUserByEmail } from '../auth/store.ts';

describe.each(testDatabases())('token ledger on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { SIGNUP_TOKEN_GRANT: '15000' });
  });
  afterAll(async () => t.close());

  it('lets exactly as many of 20 parallel debits succeed as the balance covers, never going below zero', async () => {
    const { email } = await t.signup();
    const user = (await findUserByEmail(t.ctx.db.kysely, email))!;
    const outcomes = await Promise.allSettled(
      Array.from({ length: 20 }, () => debitTokens(t.ctx.db.kysely, user.id, 5000, 'generate')),
    );
    const ok = outcomes.filter((o) => o.status === 'fulfilled');
    const refused = outcomes.filter((o) => o.status === 'rejected');
    expect(ok).toHaveLength(3);
    expect(refused.every((o) => (o.reason as { status: number }).status === 402)).toBe(true);
    expect(await tokenBalance(t.ctx.db.kysely, user.id)).toBe(0);
    expect(await ledgerSum(t.ctx.db.kysely, user.id)).toBe(0);
  });

  it('records each debit as a ledger row that sums to the balance', async () => {
    const { email } = await t.signup();
    const user = (await findUserByEmail(t.ctx.db.kysely, email))!;
    expect(await debitTokens(t.ctx.db.kysely, user.id, 1234, 'generate')).toBe(15000 - 1234);
    expect(await ledgerSum(t.ctx.db.kysely, user.id)).toBe(15000 - 1234);
  });
});
