import { sql, type Kysely } from 'kysely';
import type { Database } from '../platform/db/types.ts';
import { AppError } from '../platform/errors.ts';
import { nowIso } from '../platform/ids.ts';

/**
 * Spends tokens with one conditional update (`… WHERE tokens_left >= n`) plus a ledger row, in one
 * transaction: concurrent requests can never spend the same tokens twice or go below zero.
 * Returns the new balance; throws 402 when the balance cannot cover `amount`.
 */
export async function debitTokens(
  db: Kysely<Database>,
  userId: string,
  amount: number,
  reason: string,
): Promise<number> {
  if (!Number.isInteger(amount) || amount < 0) throw new Error(`Invalid debit amount ${amount}`);
  return db.transaction().execute(async (trx) => {
    const result = await trx
      .updateTable('users')
      .set({ tokens_left: sql<number>`tokens_left - ${amount}` })
      .where('id', '=', userId)
      .where('tokens_left', '>=', amount)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) {
      throw new AppError(
        'payment_required',
        'You do not have enough tokens left for this. Buy more tokens to continue.',
      );
    }
    await trx
      .insertInto('token_ledger')
      .values({ user_id: userId, delta: -amount, reason, created_at: nowIso() })
      .execute();
    const row = await trx.selectFrom('users').select('tokens_left').where('id', '=', userId).executeTakeFirstOrThrow();
    return row.tokens_left;
  });
}

/** The balance, or 0 for an unknown user. */
export async function tokenBalance(db: Kysely<Database>, userId: string): Promise<number> {
  const row = await db.selectFrom('users').select('tokens_left').where('id', '=', userId).executeTakeFirst();
  return row?.tokens_left ?? 0;
}

export async function ledgerSum(db: Kysely<Database>, userId: string): Promise<number> {
  const row = await db
    .selectFrom('token_ledger')
    .select((eb) => eb.fn.sum<number>('delta').as('total'))
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(row?.total ?? 0);
}
