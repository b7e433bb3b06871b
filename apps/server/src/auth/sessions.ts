import type { AppContext } from '../platform/context.ts';
import { AppError, notFound } from '../platform/errors.ts';
import { nowIso } from '../platform/ids.ts';
import type { AuthUser } from '../platform/http/route.ts';
import { checkPasswordStrength, hashPassword, verifyPassword } from './passwords.ts';
import { issueAccessToken, requireUser } from './service.ts';
import { bumpTokenVersion, listSessions, revokeUserFamilies, revokeUserFamily, setPasswordHash } from './store.ts';

export interface SessionEntry {
  id: string;
  device: string;
  created_at: string;
  last_seen_at: string;
  current: boolean;
}

/** The user's signed-in devices, most recently used first; `current` marks the one asking. */
export async function listUserSessions(ctx: AppContext, user: AuthUser): Promise<SessionEntry[]> {
  const rows = await listSessions(ctx.db.kysely, user.id, nowIso());
  return rows.map((row) => ({
    id: row.family_id,
    device: row.device ?? 'Unknown device',
    created_at: row.created_at,
    last_seen_at: row.last_seen_at,
    current: row.family_id === user.sessionId,
  }));
}

/** Signs one device out: its refresh token stops working and its access token is refused at once. */
export async function revokeSession(ctx: AppContext, user: AuthUser, sessionId: string): Promise<void> {
  if (!(await revokeUserFamily(ctx.db.kysely, user.id, sessionId, nowIso()))) throw notFound('This sign-in');
}

export async function revokeOtherSessions(ctx: AppContext, user: AuthUser): Promise<void> {
  await revokeUserFamilies(ctx.db.kysely, user.id, user.sessionId ?? null, nowIso());
}

/**
 * Changes the password: every other sign-in ends, and every access token issued before (this
 * device's too) is refused; this device gets a new access token and keeps its refresh token.
 */
export async function changePassword(
  ctx: AppContext,
  user: AuthUser,
  input: { current_password: string; new_password: string },
): Promise<{ access_token: string }> {
  const row = await requireUser(ctx, user.id);
  if (!row.password_hash) {
    throw new AppError('bad_request', 'This account signs in with Google and has no password to change.');
  }
  // 403, not 401: the session is fine, only the password typed is wrong.
  if (!(await verifyPassword(row.password_hash, input.current_password))) {
    throw new AppError('forbidden', 'The current password is incorrect.', { code: 'wrong_password' });
  }
  await checkPasswordStrength(input.new_password, row);
  const passwordHash = await hashPassword(input.new_password);
  await ctx.db.kysely.transaction().execute(async (trx) => {
    await setPasswordHash(trx, user.id, passwordHash);
    await bumpTokenVersion(trx, user.id);
    await revokeUserFamilies(trx, user.id, user.sessionId ?? null, nowIso());
  });
  return { access_token: await issueAccessToken(ctx, user.id, user.sessionId ?? '') };
}
