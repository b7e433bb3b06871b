import type { AppContext } from '../platform/context.ts';
import { AppError, notFound } from '../platform/errors.ts';
import { nowIso } from '../platform/ids.ts';
import { sniffResumeType } from '../parsing/sniff-type.ts';
import { findResume, listResumes } from '../resumes/store.ts';
import { uploadGuardFor } from '../uploads/quota.ts';

/**
 * A person's annotations on a saved resume, kept per user and per resume until they clear them.
 * They are stored as the annotated PDF pdf.js writes (`annotated.pdf`: the rendering plus its
 * highlight, note and drawing annotations), with `meta.json` saying when and on which version of
 * the resume. Limit: the notes sit on that rendering; after an edit the viewer says they were made
 * on an earlier version rather than moving them onto the new one.
 */
/** Every annotation of one user lives below this prefix (removed with the account). */
export const annotationsPrefix = (userId: string) => `annotations/${userId}`;
const folderOf = (userId: string, resumeId: string) => `${annotationsPrefix(userId)}/${resumeId}`;

/** The user's own resume, else 404: another person's key reveals nothing. */
async function requireResume(ctx: AppContext, userId: string, key: string) {
  const row = await findResume(ctx.db.kysely, userId, key);
  if (!row) throw notFound('This resume');
  return row;
}

interface AnnotationsMeta {
  version: number;
  saved_at: string;
  /** Size of annotated.pdf (absent in metas written before it was kept). */
  bytes?: number;
}

async function readMeta(ctx: AppContext, userId: string, resumeId: string): Promise<AnnotationsMeta | null> {
  const stored = await ctx.blobs.get(`${folderOf(userId, resumeId)}/meta.json`);
  return stored ? (JSON.parse(Buffer.from(stored).toString('utf8')) as AnnotationsMeta) : null;
}

/**
 * Bytes the user's annotations on their other resumes occupy. Annotations count against the
 * storage quota (STORAGE_QUOTA_MB) with the uploads, so that 10 MB per resume times any number of
 * resumes cannot fill the disk.
 */
async function otherAnnotationBytes(ctx: AppContext, userId: string, exceptResumeId: string): Promise<number> {
  let total = 0;
  for (const { id } of await listResumes(ctx.db.kysely, userId)) {
    if (id === exceptResumeId) continue;
    const meta = await readMeta(ctx, userId, id);
    if (!meta) continue;
    total += meta.bytes ?? (await readAnnotatedPdf(ctx, userId, id))?.byteLength ?? 0;
  }
  return total;
}

export async function saveAnnotations(
  ctx: AppContext,
  userId: string,
  key: string,
  bytes: Uint8Array,
): Promise<AnnotationsMeta> {
  const row = await requireResume(ctx, userId, key);
  if (sniffResumeType(bytes) !== 'pdf') {
    throw new AppError('unsupported_type', 'Annotations are saved as the annotated PDF; this file is not a PDF.');
  }
  const storage = await uploadGuardFor(ctx).meter(userId);
  storage.add((await otherAnnotationBytes(ctx, userId, row.id)) + bytes.byteLength);
  const folder = folderOf(userId, row.id);
  const meta: AnnotationsMeta = { version: row.version, saved_at: nowIso(), bytes: bytes.byteLength };
  // The PDF first: a crash between the two writes leaves the previous meta, which still names a whole file.
  await ctx.blobs.put(`${folder}/annotated.pdf`, bytes);
  await ctx.blobs.put(`${folder}/meta.json`, Buffer.from(JSON.stringify(meta)));
  return meta;
}

/** The saved annotations of a resume: a short-lived URL to the annotated PDF, or null when there are none. */
export async function readAnnotations(ctx: AppContext, userId: string, key: string) {
  const row = await requireResume(ctx, userId, key);
  const meta = await readMeta(ctx, userId, row.id);
  if (!meta) return { url: null, saved_at: null, is_current: true };
  return {
    url: ctx.files.sign('annotations', { user: userId, resume: row.id }),
    saved_at: meta.saved_at,
    // False once the resume was saved again: the notes belong to the earlier rendering.
    is_current: meta.version === row.version,
  };
}

export async function clearAnnotations(ctx: AppContext, userId: string, key: string): Promise<void> {
  const row = await requireResume(ctx, userId, key);
  await ctx.blobs.deleteAll(folderOf(userId, row.id));
}

/** Drops a removed resume's annotations (called when the resume itself goes). */
export async function dropAnnotations(ctx: AppContext, userId: string, resumeId: string): Promise<void> {
  await ctx.blobs.deleteAll(folderOf(userId, resumeId)).catch(() => undefined);
}

/** The annotated PDF kept for one of the user's resumes (by row id), or null (for the data export). */
export async function readAnnotatedPdf(ctx: AppContext, userId: string, resumeId: string): Promise<Uint8Array | null> {
  return ctx.blobs.get(`${folderOf(userId, resumeId)}/annotated.pdf`);
}

export function registerAnnotationFiles(ctx: AppContext): void {
  ctx.files.register('annotations', async ({ user = '', resume = '' }) => {
    const bytes = await readAnnotatedPdf(ctx, user, resume);
    if (!bytes) throw new AppError('not_found', 'These annotations were cleared. Open the resume again.');
    return { bytes, contentType: 'application/pdf', fileName: 'resume-annotated.pdf' };
  });
}
