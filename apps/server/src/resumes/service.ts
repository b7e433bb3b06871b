import type { AppContext } from '../platform/context.ts';
import { AppError, notFound } from '../platform/errors.ts';
import { newId, nowIso } from '../platform/ids.ts';
import { resumeSchema, type Resume } from '@vitae/shared/resume/schema';
import { collectResume } from '@vitae/shared/resume/clean';
import { dropAnnotations } from '../annotations/service.ts';
import { LIMITS } from '@vitae/shared/limits';
import type { UserResumeEntry } from '@vitae/shared/api/auth';
import * as store from './store.ts';
import { findUserById } from '../auth/store.ts';
import { uploadGuardFor } from '../uploads/quota.ts';

const DEFAULT_TEMPLATE = 'classic';

/**
 * Every save keeps a version, so resume text counts against the storage quota like uploads do:
 * 512 KB a save, without limit, could fill the database. Throws 413 storage_quota past it.
 */
async function meterResumeText(ctx: AppContext, userId: string, content: string): Promise<void> {
  (await uploadGuardFor(ctx).meter(userId)).add(content.length);
}

function serialize(resume: Resume): string {
  const json = JSON.stringify(resume);
  if (Buffer.byteLength(json) > LIMITS.resumeBodyBytes) {
    throw new AppError('too_large', 'This resume is too long to save. Shorten some entries and try again.');
  }
  return json;
}

/** Stored content is re-validated on the way out, so an old row never breaks a screen. */
function deserialize(content: string): Resume {
  return resumeSchema.parse(JSON.parse(content));
}

export async function listUserResumes(ctx: AppContext, userId: string): Promise<Record<string, UserResumeEntry>> {
  const rows = await store.listResumes(ctx.db.kysely, userId);
  return Object.fromEntries(
    rows.map((r) => [
      r.id,
      {
        file_name: r.file_name,
        nickname: r.nickname,
        template: r.template,
        updated_at: r.updated_at,
        to_check: readFieldList(r.to_check),
        original_type: r.original_type,
      },
    ]),
  );
}

export async function createResume(
  ctx: AppContext,
  userId: string,
  input: {
    resume: Resume;
    filename: string;
    nickname: string;
    original?: { blobKey: string; type: string; bytes: number };
    clean?: boolean;
    /** Parsed fields the person should check (listFieldsToCheck). */
    toCheck?: string[];
  },
): Promise<{ file_id: string; filename: string; nickname: string; resume: Resume }> {
  const resume = input.clean === false ? input.resume : collectResume(input.resume);
  const id = newId();
  const at = nowIso();
  const content = serialize(resume);
  await meterResumeText(ctx, userId, content);
  await ctx.db.kysely.transaction().execute(async (trx) => {
    await store.insertResume(trx, {
      id,
      user_id: userId,
      file_name: input.filename,
      nickname: input.nickname,
      content,
      template: DEFAULT_TEMPLATE,
      version: 1,
      original_blob: input.original?.blobKey ?? null,
      original_type: input.original?.type ?? null,
      original_bytes: input.original?.bytes ?? 0,
      to_check: JSON.stringify(input.toCheck ?? []),
      created_at: at,
      updated_at: at,
    });
    // A person's first resume becomes their default, so Generate works without an extra step.
    const user = await findUserById(trx, userId);
    if (user && !user.default_resume) await store.setDefaultResume(trx, userId, id);
  });
  return { file_id: id, filename: input.filename, nickname: input.nickname, resume };
}

export async function fetchResume(ctx: AppContext, userId: string, key: string): Promise<Resume> {
  const row = await store.findResume(ctx.db.kysely, userId, key);
  if (!row) throw notFound('This resume');
  return deserialize(row.content);
}

export async function saveResume(ctx: AppContext, userId: string, key: string, resume: Resume): Promise<Resume> {
  const cleaned = collectResume(resume);
  const content = serialize(cleaned);
  await meterResumeText(ctx, userId, content);
  const version = await ctx.db.kysely
    .transaction()
    .execute((trx) => store.updateResumeContent(trx, userId, key, content, nowIso()));
  if (version === null) throw notFound('This resume');
  return cleaned;
}

export async function changeNickname(ctx: AppContext, userId: string, key: string, nickname: string): Promise<void> {
  if (!(await store.updateResumeFields(ctx.db.kysely, userId, key, { nickname }))) throw notFound('This resume');
}

export async function setTemplate(ctx: AppContext, userId: string, key: string, template: string): Promise<void> {
  if (!(await store.updateResumeFields(ctx.db.kysely, userId, key, { template }))) throw notFound('This resume');
}

export async function findResumeRow(ctx: AppContext, userId: string, key: string) {
  const row = await store.findResume(ctx.db.kysely, userId, key);
  if (!row) throw notFound('This resume');
  return { ...row, resume: deserialize(row.content) };
}

/** Removing the default resume makes the most recently updated remaining one the default. */
export async function removeResume(ctx: AppContext, userId: string, key: string): Promise<string | null> {
  const row = await store.findResume(ctx.db.kysely, userId, key);
  if (!row) throw notFound('This resume');
  const nextDefault = await ctx.db.kysely.transaction().execute(async (trx) => {
    await store.deleteResume(trx, userId, key);
    const user = await findUserById(trx, userId);
    if (user?.default_resume !== key) return user?.default_resume ?? null;
    const rest = await store.listResumes(trx, userId);
    const next = rest.sort((a, b) => b.updated_at.localeCompare(a.updated_at))[0]?.id ?? null;
    await store.setDefaultResume(trx, userId, next);
    return next;
  });
  if (row.original_blob) await ctx.blobs.delete(row.original_blob).catch(() => undefined);
  // Rendered PDFs are a cache keyed by content: drop the user's, so no copy of a removed resume stays.
  await ctx.blobs.deleteAll(`renders/${userId}`).catch(() => undefined);
  await dropAnnotations(ctx, userId, key);
  return nextDefault;
}

export async function setDefaultResume(ctx: AppContext, userId: string, key: string): Promise<void> {
  if (!(await store.findResume(ctx.db.kysely, userId, key))) throw notFound('This resume');
  await store.setDefaultResume(ctx.db.kysely, userId, key);
}

export async function listVersions(ctx: AppContext, userId: string, key: string) {
  if (!(await store.findResume(ctx.db.kysely, userId, key))) throw notFound('This resume');
  return store.listVersions(ctx.db.kysely, userId, key);
}

/** Restoring writes the old content as a new version: history only grows, nothing is lost. */
export async function restoreVersion(ctx: AppContext, userId: string, key: string, version: number): Promise<Resume> {
  const found = await store.findVersion(ctx.db.kysely, userId, key, version);
  if (!found) throw notFound('This version');
  const resume = deserialize(found.content);
  await meterResumeText(ctx, userId, found.content);
  await ctx.db.kysely
    .transaction()
    .execute((trx) => store.updateResumeContent(trx, userId, key, found.content, nowIso()));
  return resume;
}

/** A stored field list; anything but an array of strings reads as empty. */
function readFieldList(json: string): string[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

/** The person checked these parsed fields: they leave the resume's list. Returns what is left to check. */
export async function confirmFields(ctx: AppContext, userId: string, key: string, fields: string[]): Promise<string[]> {
  return ctx.db.kysely.transaction().execute(async (trx) => {
    const row = await store.findResume(trx, userId, key);
    if (!row) throw notFound('This resume');
    const left = readFieldList(row.to_check).filter((field) => !fields.includes(field));
    await store.updateResumeFields(trx, userId, key, { to_check: JSON.stringify(left) });
    return left;
  });
}
