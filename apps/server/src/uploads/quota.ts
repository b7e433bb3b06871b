import { sql } from 'kysely';
import type { AppContext } from '../platform/context.ts';
import { AppError } from '../platform/errors.ts';
import { createRateLimiter, type RateLimiter } from '../platform/rate-limit.ts';

/** Uploads one user may have being read at once (each holds a parse child or a zip on disk). */
const UPLOADS_AT_ONCE = 2;
const MB = 1024 * 1024;

/**
 * Bytes the user's uploads occupy: originals of their resumes, the files of their shortlist runs,
 * and the text of every saved resume version (counted in characters).
 */
export async function readStoredBytes(ctx: AppContext, userId: string): Promise<number> {
  const db = ctx.db.kysely;
  const resumes = await db
    .selectFrom('resumes')
    .select(sql<number>`coalesce(sum(original_bytes), 0)`.as('bytes'))
    .where('user_id', '=', userId)
    .executeTakeFirst();
  const shortlists = await db
    .selectFrom('shortlist_items')
    .innerJoin('shortlist_runs', 'shortlist_runs.id', 'shortlist_items.run_id')
    .select(sql<number>`coalesce(sum(shortlist_items.stored_bytes), 0)`.as('bytes'))
    .where('shortlist_runs.user_id', '=', userId)
    .executeTakeFirst();
  const versions = await db
    .selectFrom('resume_versions')
    .select(sql<number>`coalesce(sum(length(content)), 0)`.as('bytes'))
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(resumes?.bytes ?? 0) + Number(shortlists?.bytes ?? 0) + Number(versions?.bytes ?? 0);
}

export interface UploadGuard {
  /**
   * Counts one upload against the hourly limit and the at-once limit (429 past either); call the
   * returned function when the upload is finished, whatever its outcome.
   */
  begin(userId: string): Promise<() => void>;
  /** A meter of the user's storage for one upload: `add(n)` throws 413 `storage_quota` past the quota. */
  meter(userId: string): Promise<{ add(bytes: number): void }>;
}

const guards = new WeakMap<AppContext, UploadGuard>();

/** The app's guard (one per app, shared by every upload route). */
export function uploadGuardFor(ctx: AppContext): UploadGuard {
  let guard = guards.get(ctx);
  if (!guard) {
    guard = createUploadGuard(ctx);
    guards.set(ctx, guard);
  }
  return guard;
}

function createUploadGuard(ctx: AppContext): UploadGuard {
  const perHour = ctx.config.UPLOADS_PER_HOUR;
  const hourly: RateLimiter = createRateLimiter(
    {
      name: 'uploads',
      max: perHour,
      windowMs: 60 * 60 * 1000,
      message: `You have reached the limit of ${perHour} uploads an hour. Try again later.`,
    },
    ctx.rateLimitStore,
  );
  const inFlight = new Map<string, number>();
  const quotaBytes = ctx.config.STORAGE_QUOTA_MB * MB;
  return {
    async begin(userId) {
      const now = inFlight.get(userId) ?? 0;
      if (now >= UPLOADS_AT_ONCE)
        throw new AppError('rate_limited', 'Wait for your other uploads to finish, then try again.', {
          code: 'uploads_at_once',
        });
      // Counted at once (before the shared counter answers), so two requests cannot both slip in.
      inFlight.set(userId, now + 1);
      try {
        await hourly.hit(userId);
      } catch (error) {
        const left = (inFlight.get(userId) ?? 1) - 1;
        if (left > 0) inFlight.set(userId, left);
        else inFlight.delete(userId);
        throw error;
      }
      let done = false;
      return () => {
        if (done) return;
        done = true;
        const left = (inFlight.get(userId) ?? 1) - 1;
        if (left > 0) inFlight.set(userId, left);
        else inFlight.delete(userId);
      };
    },
    async meter(userId) {
      let used = await readStoredBytes(ctx, userId);
      return {
        add(bytes) {
          if (used + bytes > quotaBytes) {
            throw new AppError(
              'too_large',
              `This would go past your storage of ${ctx.config.STORAGE_QUOTA_MB} MB (${Math.ceil(used / MB)} MB used). Delete resumes or shortlist runs you no longer need, then upload again.`,
              { code: 'storage_quota' },
            );
          }
          used += bytes;
        },
      };
    },
  };
}
