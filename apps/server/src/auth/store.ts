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
  row: {
    id: string;
    family_id: string;
    user_id: string;
    token_hash: string;
    expires_at: string;
    created_at: string;
    device: string | null;
  },
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

/**
 * The user's live sign-ins, one per refresh-token family: first seen is the family's first token,
 * last seen its newest (a token is issued at every refresh).
 */
export function listSessions(db: Q, userId: string, now: string) {
  return db
    .selectFrom('refresh_tokens')
    .select((eb) => [
      'family_id',
      eb.fn.max('device').as('device'),
      eb.fn.min('created_at').as('created_at'),
      eb.fn.max('created_at').as('last_seen_at'),
    ])
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .groupBy('family_id')
    .orderBy('last_seen_at', 'desc')
    .execute();
}

/** Revokes one sign-in of this user; false when it is not theirs or already ended. */
export async function revokeUserFamily(db: Q, userId: string, familyId: string, at: string): Promise<boolean> {
  const result = await db
    .updateTable('refresh_tokens')
    .set({ revoked_at: at })
    .where('user_id', '=', userId)
    .where('family_id', '=', familyId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Revokes every sign-in of the user except `keepFamilyId` (none kept when null). */
export async function revokeUserFamilies(
  db: Q,
  userId: string,
  keepFamilyId: string | null,
  at: string,
): Promise<void> {
  let query = db
    .updateTable('refresh_tokens')
    .set({ revoked_at: at })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null);
  if (keepFamilyId) query = query.where('family_id', '<>', keepFamilyId);
  await query.execute();
}

/**
 * What an access token is checked against on every call: the user's token version, and whether
 * its sign-in is still live (not signed out from another device). One indexed query.
 */
export function findAccessState(db: Q, userId: string, familyId: string) {
  return db
    .selectFrom('users')
    .select((eb) => [
      'users.token_version',
      eb
        .exists(
          eb
            .selectFrom('refresh_tokens')
            .select('refresh_tokens.id')
            .where('refresh_tokens.family_id', '=', familyId)
            .where('refresh_tokens.user_id', '=', userId)
            .where('refresh_tokens.revoked_at', 'is', null),
        )
        .as('live'),
    ])
    .where('users.id', '=', userId)
    .executeTakeFirst();
}

export async function bumpTokenVersion(db: Q, userId: string): Promise<void> {
  await db
    .updateTable('users')
    .set((eb) => ({ token_version: eb('token_version', '+', 1) }))
    .where('id', '=', userId)
    .execute();
}

export async function setPasswordHash(db: Q, userId: string, passwordHash: string): Promise<void> {
  await db.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', userId).execute();
}
