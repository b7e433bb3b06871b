import type { Kysely } from 'kysely';
import type { Database, ResumeRow } from '../platform/db/types.ts';

type Q = Kysely<Database>;

/** Every query here takes the owner's id: another user's key simply finds nothing. */
export function listResumes(db: Q, userId: string) {
  return db
    .selectFrom('resumes')
    .select(['id', 'file_name', 'nickname', 'template', 'updated_at', 'original_type', 'to_check'])
    .where('user_id', '=', userId)
    .orderBy('created_at', 'asc')
    .execute();
}

export function findResume(db: Q, userId: string, id: string): Promise<ResumeRow | undefined> {
  return db.selectFrom('resumes').selectAll().where('user_id', '=', userId).where('id', '=', id).executeTakeFirst();
}

export async function insertResume(db: Q, row: ResumeRow): Promise<void> {
  await db.insertInto('resumes').values(row).execute();
  await db
    .insertInto('resume_versions')
    .values({
      resume_id: row.id,
      user_id: row.user_id,
      version: row.version,
      content: row.content,
      saved_at: row.updated_at,
    })
    .execute();
}

/** Writes new content as the next version, keeping every earlier one. False if the row is not the user's. */
export async function updateResumeContent(
  db: Q,
  userId: string,
  id: string,
  content: string,
  at: string,
): Promise<number | null> {
  // Bump the version in the row first: concurrent saves each get their own number (the row lock
  // serialises them on PostgreSQL), instead of both reading N and inserting N+1.
  const bumped = await db
    .updateTable('resumes')
    .set((eb) => ({ content, version: eb('version', '+', 1), updated_at: at }))
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .returning('version')
    .executeTakeFirst();
  if (!bumped) return null;
  await db
    .insertInto('resume_versions')
    .values({ resume_id: id, user_id: userId, version: bumped.version, content, saved_at: at })
    .execute();
  return bumped.version;
}

export async function updateResumeFields(
  db: Q,
  userId: string,
  id: string,
  fields: Partial<Pick<ResumeRow, 'nickname' | 'template' | 'updated_at' | 'to_check'>>,
): Promise<boolean> {
  const result = await db
    .updateTable('resumes')
    .set(fields)
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function deleteResume(db: Q, userId: string, id: string): Promise<boolean> {
  await db.deleteFrom('resume_versions').where('user_id', '=', userId).where('resume_id', '=', id).execute();
  const result = await db.deleteFrom('resumes').where('user_id', '=', userId).where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export function listVersions(db: Q, userId: string, id: string) {
  return db
    .selectFrom('resume_versions')
    .select(['version', 'saved_at'])
    .where('user_id', '=', userId)
    .where('resume_id', '=', id)
    .orderBy('version', 'desc')
    .execute();
}

export function findVersion(db: Q, userId: string, id: string, version: number) {
  return db
    .selectFrom('resume_versions')
    .select(['content'])
    .where('user_id', '=', userId)
    .where('resume_id', '=', id)
    .where('version', '=', version)
    .executeTakeFirst();
}

export async function setDefaultResume(db: Q, userId: string, id: string | null): Promise<void> {
  await db.updateTable('users').set({ default_resume: id }).where('id', '=', userId).execute();
}
