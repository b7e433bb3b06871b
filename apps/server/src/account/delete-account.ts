import type { AppContext } from '../platform/context.ts';
import { AppError } from '../platform/errors.ts';
import { newId, nowIso } from '../platform/ids.ts';
import { verifyGoogleToken } from '../auth/google.ts';
import { verifyPassword } from '../auth/passwords.ts';
import { requireUser } from '../auth/service.ts';
import { annotationsPrefix } from '../annotations/service.ts';

/** A Google sign-in confirms a deletion only if it happened just now, not with a token kept from earlier. */
const GOOGLE_FRESH_SECONDS = 5 * 60;

/** Password accounts confirm with the password; Google accounts with a fresh sign-in as the same Google user. */
async function confirmOwner(
  ctx: AppContext,
  userId: string,
  proof: { password?: string | undefined; google_token?: string | undefined },
): Promise<void> {
  const user = await requireUser(ctx, userId);
  const wrong = (message: string) => new AppError('forbidden', message, { code: 'wrong_password' });
  if (user.password_hash) {
    if (!proof.password || !(await verifyPassword(user.password_hash, proof.password))) {
      throw wrong('The password is incorrect.');
    }
    return;
  }
  if (!proof.google_token) throw wrong('Sign in with Google again to confirm.');
  const identity = await verifyGoogleToken(proof.google_token, {
    clientId: ctx.config.GOOGLE_CLIENT_ID,
    jwksUrl: ctx.config.GOOGLE_JWKS_URL,
  });
  const fresh = Date.now() / 1000 - identity.issuedAt <= GOOGLE_FRESH_SECONDS;
  if (identity.sub !== user.google_sub || !fresh)
    throw wrong('Sign in with Google again, as this account, to confirm.');
}

/**
 * Deletes the account and everything it owns: resumes with their versions and original files,
 * rendered PDFs, PDF annotations, shortlist runs with their files and parsed text, sign-ins, reset links, the token
 * ledger and support messages. Rows go in one transaction; files after it (a file left by a crash
 * is an orphan no row points to). Applications sent to recruiters stay with the recruiter, as on
 * any job board. An audit row keeps the user id, the time and the counts removed, nothing personal.
 */
export async function deleteAccount(
  ctx: AppContext,
  userId: string,
  proof: { password?: string | undefined; google_token?: string | undefined },
): Promise<void> {
  await confirmOwner(ctx, userId, proof);
  const db = ctx.db.kysely;
  const resumes = await db
    .selectFrom('resumes')
    .select(['id', 'original_blob'])
    .where('user_id', '=', userId)
    .execute();
  const runs = await db.selectFrom('shortlist_runs').select('id').where('user_id', '=', userId).execute();
  const runIds = runs.map((r) => r.id);
  const removed = await db.transaction().execute(async (trx) => {
    const count = (result: { numDeletedRows: bigint }) => Number(result.numDeletedRows);
    const items = runIds.length
      ? count(await trx.deleteFrom('shortlist_items').where('run_id', 'in', runIds).executeTakeFirst())
      : 0;
    const counts = {
      resume_versions: count(await trx.deleteFrom('resume_versions').where('user_id', '=', userId).executeTakeFirst()),
      resumes: count(await trx.deleteFrom('resumes').where('user_id', '=', userId).executeTakeFirst()),
      shortlist_items: items,
      shortlist_runs: count(await trx.deleteFrom('shortlist_runs').where('user_id', '=', userId).executeTakeFirst()),
      token_ledger: count(await trx.deleteFrom('token_ledger').where('user_id', '=', userId).executeTakeFirst()),
      sign_ins: count(await trx.deleteFrom('refresh_tokens').where('user_id', '=', userId).executeTakeFirst()),
      password_resets: count(await trx.deleteFrom('password_resets').where('user_id', '=', userId).executeTakeFirst()),
      messages: count(await trx.deleteFrom('messages').where('user_id', '=', userId).executeTakeFirst()),
      original_files: resumes.filter((r) => r.original_blob).length,
    };
    await trx.deleteFrom('users').where('id', '=', userId).execute();
    await trx
      .insertInto('account_deletions')
      .values({ id: newId(), user_id: userId, removed: JSON.stringify(counts), deleted_at: nowIso() })
      .execute();
    return counts;
  });
  // Every key the user's files live under: originals/<user>/…, renders/<user>/…, annotations/<user>/…,
  // shortlist/<run>/….
  const deletions = [
    ...resumes.flatMap((r) => (r.original_blob ? [ctx.blobs.delete(r.original_blob)] : [])),
    ctx.blobs.deleteAll(`originals/${userId}`),
    ctx.blobs.deleteAll(`renders/${userId}`),
    ctx.blobs.deleteAll(annotationsPrefix(userId)),
    ...runIds.map((id) => ctx.blobs.deleteAll(`shortlist/${id}`)),
  ];
  const failures = (await Promise.allSettled(deletions)).filter((r) => r.status === 'rejected');
  if (failures.length)
    ctx.log.error({ user_id: userId, failures: failures.length }, 'files of a deleted account remain');
  ctx.log.info({ event: 'account_deleted', user_id: userId, removed }, 'account deleted');
}
