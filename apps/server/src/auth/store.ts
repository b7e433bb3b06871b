import type { Kysely } from 'kysely';
import type { Database, NewUser, UserRow } from '../platform/db/types.ts';

type Q = Kysely<Database>;

export function findUserById(db: Q, id: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findUserByEmail(db: Q, email: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('email', '=', email.toLowerCase()).executeTakeFirst();
}

export function findUserByGoogleSub(db: Q, sub: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('google_sub', '=', sub).executeTakeFirst();
}

export async function insertUser(db: Q, user: NewUser): Promise<void> {
  await db.insertInto('users').values(user).execute();
}

export async function insertLedgerRow(db: Q, userId: string, delta: number, reason: string, at: string): Promise<void> {
  await db.insertInto('token_ledger').values({ user_id: userId, delta, reason, created_at: at }).execute();
}

export function listUsers(db: Q) {
  return db
    .selectFrom('users')
    .select(['id', 'email', 'name', 'user_type', 'tokens_left', 'created_at'])
    .orderBy('created_at')
    .execute();
}

export async function setUserType(db: Q, email: string, userType: string): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({ user_type: userType })
    .where('email', '=', email.toLowerCase())
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function insertRefreshToken(
  db: Q,
  row: { id: string; family_id: string; user_id: string; token_hash: string; expires_at: string; created_at: string },
): Promise<void> {
  await db
    .insertInto('refresh_tokens')
    .values({ ...row, rotated_at: null, revoked_at: null })
    .execute();
}

export function findRefreshToken(db: Q, id: string) {
  return db.selectFrom('refresh_tokens').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Marks a token rotated only if nobody rotated it first; false means another request won. */
export async function markRotated(db: Q, id: string, at: string): Promise<boolean> {
  const result = await db
    .updateTable('refresh_tokens')
    .set({ rotated_at: at })
    .where('id', '=', id)
    .where('rotated_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function revokeFamily(db: Q, familyId: string, at: string): Promise<void> {
  await db
    .updateTable('refresh_tokens')
    .set({ revoked_at: at })
    .where('family_id', '=', familyId)
    .where('revoked_at', 'is', null)
    .execute();
}
