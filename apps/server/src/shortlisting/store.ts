import { sql, type Kysely } from 'kysely';
import type { Database } from '../platform/db/types.ts';

type Q = Kysely<Database>;

export type RunState = 'queued' | 'running' | 'done' | 'failed';
export type ItemState = 'pending' | 'done' | 'skipped';
export type NewItem = { id: string; position: number; file_name: string; blob_key: string; stored_bytes: number };

/** Writes a run and its pending items in one transaction, so a run never lacks its items. */
export async function insertRunWithItems(
  db: Q,
  run: {
    id: string;
    user_id: string;
    job_id: string;
    job_description: string;
    skipped: string;
    message: string | null;
    state: RunState;
  },
  items: NewItem[],
  now: string,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('shortlist_runs')
      .values({ ...run, total: items.length, done: 0, created_at: now, updated_at: now })
      .execute();
    // Chunks keep each statement under SQLite's bound-parameter limit.
    for (let i = 0; i < items.length; i += 100) {
      const chunk = items.slice(i, i + 100).map((item) => ({ ...item, run_id: run.id, state: 'pending' }));
      await trx.insertInto('shortlist_items').values(chunk).execute();
    }
  });
}

/** The user's run, or undefined: the user id is part of the query, so another user's id finds nothing. */
export function findUserRun(db: Q, userId: string, runId: string) {
  return db
    .selectFrom('shortlist_runs')
    .selectAll()
    .where('id', '=', runId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

export function findRun(db: Q, runId: string) {
  return db.selectFrom('shortlist_runs').selectAll().where('id', '=', runId).executeTakeFirst();
}

export function listUserRuns(db: Q, userId: string, limit = 100) {
  return db
    .selectFrom('shortlist_runs')
    .select(['id', 'job_id', 'state', 'done', 'total', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .limit(limit)
    .execute();
}

export function listUnfinishedRunIds(db: Q) {
  return db
    .selectFrom('shortlist_runs')
    .select('id')
    .where('state', 'in', ['queued', 'running'])
    .orderBy('created_at')
    .execute();
}

/** Items in upload order without the heavy columns (resume, text): what a status answer needs. */
export function listItemResults(db: Q, runId: string) {
  return db
    .selectFrom('shortlist_items')
    .select(['id', 'position', 'file_name', 'state', 'result', 'reason'])
    .where('run_id', '=', runId)
    .orderBy('position')
    .execute();
}

export function listPendingItems(db: Q, runId: string) {
  return db
    .selectFrom('shortlist_items')
    .select(['id', 'position', 'file_name', 'blob_key'])
    .where('run_id', '=', runId)
    .where('state', '=', 'pending')
    .orderBy('position')
    .execute();
}

/** Parsed items in upload order, for the final ranking of the whole batch. */
export function listParsedItems(db: Q, runId: string) {
  return db
    .selectFrom('shortlist_items')
    .select(['id', 'position', 'file_name', 'resume', 'text'])
    .where('run_id', '=', runId)
    .where('state', '=', 'done')
    .orderBy('position')
    .execute();
}

/** An item of one of the user's runs (for its file). */
export function findUserItem(db: Q, userId: string, runId: string, itemId: string) {
  return db
    .selectFrom('shortlist_items')
    .innerJoin('shortlist_runs', 'shortlist_runs.id', 'shortlist_items.run_id')
    .select([
      'shortlist_items.id',
      'shortlist_items.position',
      'shortlist_items.file_name',
      'shortlist_items.blob_key',
      'shortlist_items.resume',
    ])
    .where('shortlist_items.id', '=', itemId)
    .where('shortlist_items.run_id', '=', runId)
    .where('shortlist_runs.user_id', '=', userId)
    .executeTakeFirst();
}

/**
 * Stores a parsed and scored item. Only a pending item changes, so an item finished twice (two
 * servers resuming one run, or a restart racing a slow parse) still has exactly one result.
 */
export async function finishItem(
  db: Q,
  itemId: string,
  values: { state: 'done'; text: string; resume: string; result: string } | { state: 'skipped'; reason: string },
): Promise<boolean> {
  const updated = await db
    .updateTable('shortlist_items')
    .set(values)
    .where('id', '=', itemId)
    .where('state', '=', 'pending')
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) > 0;
}

export async function updateItemResults(db: Q, results: { id: string; result: string }[]): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const { id, result } of results)
      await trx.updateTable('shortlist_items').set({ result }).where('id', '=', id).execute();
  });
}

/** Recounts `done` from the items themselves: correct after any crash, with no counter to drift. */
export async function refreshRunProgress(db: Q, runId: string, now: string): Promise<void> {
  await db
    .updateTable('shortlist_runs')
    .set({
      done: sql<number>`(select count(*) from shortlist_items where shortlist_items.run_id = ${runId} and shortlist_items.state <> 'pending')`,
      updated_at: now,
    })
    .where('id', '=', runId)
    .execute();
}

export async function setRunState(db: Q, runId: string, state: RunState, now: string, message?: string): Promise<void> {
  await db
    .updateTable('shortlist_runs')
    .set({ state, updated_at: now, ...(message === undefined ? {} : { message }) })
    .where('id', '=', runId)
    .execute();
}

/**
 * A posting the recruiter manages, by its public id: one of their company's own Vitae postings (the
 * user's company is a slug) or, for the demo recruiter, a generated demo posting.
 */
export function findOwnPosting(db: Q, owner: { companySlug: string | null; demo: boolean }, jobId: string) {
  return db
    .selectFrom('jobs')
    .leftJoin('companies', 'companies.id', 'jobs.company_id')
    .select(['jobs.id', 'jobs.description_text'])
    .where('jobs.job_id', '=', jobId)
    .where((eb) => {
      const own = owner.companySlug
        ? [eb.and([eb('companies.slug', '=', owner.companySlug), eb('jobs.portal', '=', 'vitae')])]
        : [];
      const demo = owner.demo ? [eb('jobs.portal', '=', 'demo')] : [];
      return eb.or([...own, ...demo, eb.lit(false)]);
    })
    .executeTakeFirst();
}

export function listPostingApplications(db: Q, jobRowId: number) {
  return db
    .selectFrom('applications')
    .select(['id', 'blob_key', 'file_name'])
    .where('job_row_id', '=', jobRowId)
    .orderBy('created_at')
    .execute();
}

/** Deletes the user's run; its items go with it (foreign key on delete cascade). */
export async function deleteUserRun(db: Q, userId: string, runId: string): Promise<void> {
  await db.deleteFrom('shortlist_runs').where('id', '=', runId).where('user_id', '=', userId).execute();
}
