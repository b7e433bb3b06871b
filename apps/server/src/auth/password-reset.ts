import { createHash, randomBytes } from 'node:crypto';
import type { AppContext } from '../platform/context.ts';
import { AppError } from '../platform/errors.ts';
import { newId, nowIso } from '../platform/ids.ts';
import { checkPasswordStrength, hashPassword } from './passwords.ts';
import { bumpTokenVersion, findUserByEmail, findUserById, revokeUserFamilies, setPasswordHash } from './store.ts';

const RESET_TTL_MS = 30 * 60_000;

/** The one answer to every forgot-password request, whether or not an account uses the e-mail. */
export const FORGOT_PASSWORD_MESSAGE =
  'If an account uses this e-mail, we have sent it a link to choose a new password. The link works once, for 30 minutes.';

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
const invalidLink = () =>
  new AppError('bad_request', 'This reset link has expired or was already used. Ask for a new one.', {
    code: 'invalid_reset_link',
  });

/**
 * Stores a hashed single-use token and mails the link. Accounts without a password (Google
 * sign-in) and unknown e-mails get no mail. The caller does not wait for this, so the answer
 * takes the same time whether or not the account exists.
 */
export async function sendPasswordReset(ctx: AppContext, email: string): Promise<void> {
  const user = await findUserByEmail(ctx.db.kysely, email);
  if (!user?.password_hash) return;
  if (!ctx.mailer.enabled) {
    ctx.log.warn(
      { event: 'password_reset_unsent', user_id: user.id },
      'password reset asked for, but SMTP_URL is not set',
    );
    return;
  }
  const token = randomBytes(32).toString('base64url');
  const now = new Date();
  await ctx.db.kysely
    .insertInto('password_resets')
    .values({
      id: newId(),
      user_id: user.id,
      token_hash: hashToken(token),
      expires_at: new Date(now.getTime() + RESET_TTL_MS).toISOString(),
      used_at: null,
      created_at: now.toISOString(),
    })
    .execute();
  // The token travels in the fragment: browsers never send it to a server or put it in a Referer.
  const link = `${ctx.config.publicUrl}/reset-password#token=${token}`;
  await ctx.mailer.send({
    to: user.email,
    subject: 'Reset your Vitae password',
    text: [
      `Hello ${user.name},`,
      '',
      'Someone (we hope you) asked to reset the password of your Vitae account. Choose a new password here:',
      link,
      '',
      'The link works once, for 30 minutes. Using it signs your account out on every device.',
      'If you did not ask for this, ignore this e-mail: your password stays as it is.',
    ].join('\n'),
  });
}

/**
 * Sets a new password with a reset token: the token is used up, every sign-in ends, and every
 * access token issued before is refused. Returns the account's e-mail (its failed-login count is cleared).
 */
export async function resetPassword(ctx: AppContext, token: string, password: string): Promise<string> {
  const db = ctx.db.kysely;
  const row = await db
    .selectFrom('password_resets')
    .selectAll()
    .where('token_hash', '=', hashToken(token))
    .executeTakeFirst();
  const now = nowIso();
  if (!row || row.used_at || row.expires_at <= now) throw invalidLink();
  const user = await findUserById(db, row.user_id);
  if (!user) throw invalidLink();
  // Checked before the token is used up, so a refused password can be replaced on the same link.
  await checkPasswordStrength(password, user);
  const passwordHash = await hashPassword(password);
  await db.transaction().execute(async (trx) => {
    const used = await trx
      .updateTable('password_resets')
      .set({ used_at: now })
      .where('id', '=', row.id)
      .where('used_at', 'is', null)
      .executeTakeFirst();
    if (Number(used.numUpdatedRows) !== 1) throw invalidLink();
    // Any other link sent earlier stops working too.
    await trx
      .updateTable('password_resets')
      .set({ used_at: now })
      .where('user_id', '=', user.id)
      .where('used_at', 'is', null)
      .execute();
    await setPasswordHash(trx, user.id, passwordHash);
    await bumpTokenVersion(trx, user.id);
    await revokeUserFamilies(trx, user.id, null, now);
  });
  return user.email;
}
