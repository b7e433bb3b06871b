import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import { AppError } from '../platform/errors.ts';
import type { Database } from '../platform/db/types.ts';
import { newId } from '../platform/ids.ts';
import { findRefreshToken, insertRefreshToken, markRotated, revokeFamily } from './store.ts';

/**
 * Refresh tokens are opaque `<id>.<secret>` strings; only a hash of the secret is stored. Each use
 * rotates the token. A token used again after rotation means it was stolen (or a client bug), so
 * the whole family is revoked, except within a short grace window: browsers with several tabs
 * refresh in parallel, and that is not theft.
 */
const ROTATION_GRACE_MS = 10_000;

const hashSecret = (secret: string) => createHash('sha256').update(secret).digest('hex');
const invalid = () => new AppError('unauthorized', 'Your session has ended. Please log in again.');

/** A sign-in: a refresh-token family, named by the device it started on. */
export interface Family {
  id: string;
  expiresAt: string;
  device: string | null;
}

/** Issues a refresh token in `family`, or starts a new family (a new sign-in) when it is null. */
export async function issueRefreshToken(
  db: Kysely<Database>,
  userId: string,
  family: Family | { id: string; expiresAt: null; device: string | null },
  ttlDays: number,
): Promise<string> {
  const id = newId();
  const secret = randomBytes(32).toString('base64url');
  const now = new Date();
  await insertRefreshToken(db, {
    id,
    family_id: family.id,
    user_id: userId,
    token_hash: hashSecret(secret),
    // The family's absolute expiry is fixed at login: rotation never extends a session forever.
    expires_at: family.expiresAt ?? new Date(now.getTime() + ttlDays * 86_400_000).toISOString(),
    created_at: now.toISOString(),
    device: family.device,
  });
  return `${id}.${secret}`;
}

/** Checks a presented refresh token and rotates it; returns the user id and the new refresh token. */
export async function rotateRefreshToken(
  db: Kysely<Database>,
  presented: string,
  ttlDays: number,
): Promise<{ userId: string; familyId: string; refreshToken: string }> {
  const [id, secret] = presented.split('.');
  if (!id || !secret) throw invalid();
  const row = await findRefreshToken(db, id);
  if (!row) throw invalid();
  if (!matches(row.token_hash, secret)) throw invalid();
  const now = new Date();
  if (row.revoked_at || row.expires_at <= now.toISOString()) throw invalid();

  const family = { id: row.family_id, expiresAt: row.expires_at, device: row.device };
  const wonRotation = !row.rotated_at && (await markRotated(db, row.id, now.toISOString()));
  if (!wonRotation) {
    const rotatedAt = row.rotated_at ?? (await findRefreshToken(db, row.id))?.rotated_at ?? now.toISOString();
    if (now.getTime() - Date.parse(rotatedAt) > ROTATION_GRACE_MS) {
      await revokeFamily(db, row.family_id, now.toISOString());
      throw invalid();
    }
  }
  const refreshToken = await issueRefreshToken(db, row.user_id, family, ttlDays);
  return { userId: row.user_id, familyId: row.family_id, refreshToken };
}

export async function revokeRefreshToken(db: Kysely<Database>, presented: string): Promise<void> {
  const [id, secret] = presented.split('.');
  if (!id || !secret) return;
  const row = await findRefreshToken(db, id);
  if (row && matches(row.token_hash, secret)) await revokeFamily(db, row.family_id, new Date().toISOString());
}

function matches(storedHash: string, secret: string): boolean {
  const expected = Buffer.from(storedHash, 'hex');
  const actual = Buffer.from(hashSecret(secret), 'hex');
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
