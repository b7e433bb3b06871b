import { stat } from 'node:fs/promises';
import type { z } from 'zod';
import type {
  shortlistMetadataSchema,
  ShortlistResult as ContractResult,
  ShortlistStatus,
} from '@vitae/shared/api/shortlisting';
import { RESUME_FILE_TYPES } from '@vitae/shared/limits';
import type { AppContext } from '../platform/context.ts';
import { AppError, notFound } from '../platform/errors.ts';
import { newId, nowIso } from '../platform/ids.ts';
import { requireUser } from '../auth/service.ts';
import { sniffEntry, sniffResumeType } from '../parsing/sniff-type.ts';
import { readZipEntries, type SkipReason } from './safe-zip.ts';
import { exportShortlistCsv } from './export-csv.ts';
import type { ExportRow } from './export-rows.ts';
import { runnerFor, type StoredResult } from './runner.ts';
import { blindResume } from './blind.ts';
import { renderCached } from '../rendering/render-cached.ts';
import { DEFAULT_TEMPLATE } from '../rendering/templates.ts';
import type { Resume } from '@vitae/shared/resume/schema';
import {
  findOwnPosting,
  findUserItem,
  findUserRun,
  insertRunWithItems,
  listItemResults,
  listPostingApplications,
  listUserRuns,
  deleteUserRun,
  type NewItem,
} from './store.ts';

export type ShortlistMetadata = z.output<typeof shortlistMetadataSchema>;
type Skipped = { name: string; reason: string };

/** At most this many resumes in one run, whether sent as files, zip entries or both. */
export const MAX_RUN_ITEMS = 1_000;
/** Resumes barely compress (PDF and DOCX are compressed already): a zip of them stores about its own size. */
const MAX_ZIP_RATIO = 20;
const ZIP_ALLOWANCE_BYTES = 20 * 1024 * 1024;

const SKIP_REASONS: Record<SkipReason, string> = {
  unsafe_path: 'Its path points outside the zip folder, so it was not unpacked.',
  symlink: 'It is a link to another file, not a file.',
  special_file: 'It is not a regular file.',
  system_file: 'It is a system file, not a resume.',
  encrypted: 'It is protected by a password.',
  unsupported_compression: 'It is compressed in a way we cannot unpack.',
  too_large: 'It is larger than 10 MB.',
  compression_ratio: 'It unpacks to far more than its packed size (a zip bomb).',
  size_mismatch: 'Its real size differs from the size the zip declares.',
  corrupt: 'It is damaged and could not be unpacked.',
  empty: 'It is empty.',
  nested_zip: 'It is a zip inside the zip; upload it on its own.',
  unsupported_type: 'It is not a PDF, a Word document (.docx) or a text file.',
};

/**
 * Collects one shortlist upload: each resume is stored as a blob (`shortlist/<run>/<n>`) as it
 * arrives, so a large batch is never held in memory; `commit` writes the run and its pending
 * items in one transaction and starts the background work. `discard` removes what was stored
 * when the request fails, so a refused upload leaves nothing behind.
 */
export function createIntake(ctx: AppContext, userId: string, meter: { add(bytes: number): void }) {
  const runId = newId();
  const items: NewItem[] = [];
  const skipped: Skipped[] = [];
  let job: { jobId: string; description: string; postingRowId: number | null } | null = null;

  const store = async (name: string, bytes: Uint8Array) => {
    if (items.length >= MAX_RUN_ITEMS) {
      throw new AppError('bad_request', `At most ${MAX_RUN_ITEMS} resumes can be shortlisted at once.`);
    }
    meter.add(bytes.byteLength);
    const position = items.length;
    const blobKey = `shortlist/${runId}/${position}`;
    await ctx.blobs.put(blobKey, bytes);
    items.push({
      id: newId(),
      position,
      file_name: name.slice(0, 200) || `resume-${position + 1}`,
      blob_key: blobKey,
      stored_bytes: bytes.byteLength,
    });
  };

  /**
   * A zip (file path or bytes): its resume entries are stored, the rest listed as skipped. Past a
   * first allowance, what one zip stores may not exceed MAX_ZIP_RATIO times its own size: each
   * entry may pass the per-entry bomb checks and a tiny zip still unpack to hundreds of MB.
   */
  const addZip = async (source: string | Buffer): Promise<void> => {
    const zipBytes = typeof source === 'string' ? (await stat(source)).size : source.byteLength;
    const allowed = Math.max(ZIP_ALLOWANCE_BYTES, zipBytes * MAX_ZIP_RATIO);
    let unpacked = 0;
    const summary = await readZipEntries(source, (file) => {
      unpacked += file.bytes.byteLength;
      if (unpacked > allowed) {
        throw new AppError(
          'too_large',
          `This zip unpacks to far more than its own size (over ${MAX_ZIP_RATIO} times), as a zip bomb does. Zip the resumes again without tricks, or upload them as files.`,
          { code: 'zip_ratio' },
        );
      }
      return store(file.name, file.bytes);
    });
    for (const entry of summary.skipped) skipped.push({ name: entry.name, reason: SKIP_REASONS[entry.reason] });
  };

  return {
    runId,
    /** One uploaded resume file; `null` bytes mean it passed the size limit. */
    async addFile(name: string, bytes: Buffer | null): Promise<void> {
      if (!bytes) return void skipped.push({ name, reason: SKIP_REASONS.too_large });
      const sniffed = await sniffEntry(bytes);
      // A zip sent under another name or type is still a zip of resumes.
      if ('skip' in sniffed && sniffed.skip === 'nested_zip') return addZip(bytes);
      if ('skip' in sniffed) return void skipped.push({ name, reason: SKIP_REASONS[sniffed.skip] });
      await store(name, bytes);
    },
    addZip,
    /** Checks the job as soon as the metadata arrives, so a bad request fails before the files are stored. */
    async setMetadata(metadata: ShortlistMetadata): Promise<void> {
      job = await resolveJob(ctx, userId, metadata);
    },
    async commit(): Promise<{ message: string; run_id: string }> {
      job ??= await resolveJob(ctx, userId, { job_id: '', job_description: '' });
      if (items.length === 0 && skipped.length === 0 && job.postingRowId !== null) {
        for (const application of await listPostingApplications(ctx.db.kysely, job.postingRowId)) {
          items.push({
            id: newId(),
            position: items.length,
            file_name: application.file_name,
            blob_key: application.blob_key,
            stored_bytes: 0,
          });
        }
        if (items.length === 0)
          throw new AppError(
            'bad_request',
            'This posting has no applicants yet. Upload resume files or a zip of resumes to shortlist.',
          );
      }
      if (items.length === 0 && skipped.length === 0) {
        throw new AppError('bad_request', 'No files were uploaded. Add resume files or a zip of resumes to shortlist.');
      }
      if (items.length === 0) {
        // Nothing to rank: answer now with what was wrong, rather than start a run that can only be empty.
        const listed = skipped
          .slice(0, 5)
          .map((s) => `${s.name}: ${s.reason}`)
          .join(' ');
        const more = skipped.length > 5 ? ` And ${skipped.length - 5} more.` : '';
        throw new AppError(
          'invalid_input',
          `None of the uploaded files is a resume we can read. ${listed}${more} Upload PDF, Word (.docx) or text resumes.`,
          { code: 'no_readable_resume' },
        );
      }
      await insertRunWithItems(
        ctx.db.kysely,
        {
          id: runId,
          user_id: userId,
          job_id: job.jobId,
          job_description: job.description,
          skipped: JSON.stringify(skipped),
          state: 'queued',
          message: null,
        },
        items,
        nowIso(),
      );
      runnerFor(ctx).start(runId);
      const count = `${items.length} resume${items.length === 1 ? '' : 's'}`;
      return { run_id: runId, message: `Shortlisting started for ${count}. Results appear as each resume is read.` };
    },
    async discard(): Promise<void> {
      // Only the run's own folder: a posting's applicant files are the applications'.
      await ctx.blobs.deleteAll(`shortlist/${runId}`);
    },
  };
}

/**
 * The job to rank against. `job_id` may name one of the recruiter's own postings (then its
 * description is the default and its applicants can be ranked); otherwise it is only a label.
 */
async function resolveJob(ctx: AppContext, userId: string, metadata: ShortlistMetadata) {
  const user = await requireUser(ctx, userId);
  const posting =
    metadata.job_id && (user.company_id || user.demo_recruiter === 1)
      ? await findOwnPosting(
          ctx.db.kysely,
          { companySlug: user.company_id, demo: user.demo_recruiter === 1 },
          metadata.job_id,
        )
      : undefined;
  const description = metadata.job_description || posting?.description_text.trim() || '';
  if (!description) {
    throw new AppError(
      'invalid_input',
      'job_description: Enter the job description to shortlist against, or the Job Id of one of your own postings.',
    );
  }
  return { jobId: metadata.job_id, description, postingRowId: posting?.id ?? null };
}

async function requireRun(ctx: AppContext, userId: string, runId: string) {
  const run = await findUserRun(ctx.db.kysely, userId, runId);
  if (!run) throw notFound('This shortlist');
  return run;
}

/** Blind mode hides the file name too: people name their files after themselves. */
function blindFileName(position: number, fileName: string): string {
  const extension = /\.([A-Za-z0-9]{1,5})$/.exec(fileName)?.[1]?.toLowerCase();
  return `resume-${position + 1}${extension ? `.${extension}` : ''}`;
}

type RankedItem = { id: string; position: number; fileName: string; stored: StoredResult };

/** Scored items best first (upload order breaks ties), and the unreadable ones. */
async function readRanking(
  ctx: AppContext,
  runId: string,
): Promise<{ ranked: RankedItem[]; unreadable: { id: string; name: string; reason: string }[] }> {
  const rows = await listItemResults(ctx.db.kysely, runId);
  const ranked: RankedItem[] = [];
  const unreadable: { id: string; name: string; reason: string }[] = [];
  for (const row of rows) {
    if (row.state === 'done' && row.result) {
      ranked.push({
        id: row.id,
        position: row.position,
        fileName: row.file_name,
        stored: JSON.parse(row.result) as StoredResult,
      });
    } else if (row.state === 'skipped')
      unreadable.push({ id: row.id, name: row.file_name, reason: row.reason ?? 'This file could not be read.' });
  }
  ranked.sort((a, b) => b.stored.result.score - a.stored.result.score || a.position - b.position);
  return { ranked, unreadable };
}

function shapeResult(item: RankedItem, reveal: boolean): ContractResult {
  const result = reveal ? item.stored.result : item.stored.blind;
  return {
    id: item.id,
    file_name: reveal ? item.fileName : blindFileName(item.position, item.fileName),
    name: reveal ? item.stored.name : '',
    email: reveal ? item.stored.email : '',
    score: result.score,
    years: result.years,
    matched: result.matched.map(({ requirement, evidence }) => ({ requirement, evidence })),
    missing: result.missing,
    flags: result.flags,
    duplicate_of: result.duplicateOf ?? null,
    reasons: result.reasons,
  };
}

/** A run's progress and ranking; blind (no names, e-mails, schools or file names) unless `reveal`. */
export async function readRunStatus(
  ctx: AppContext,
  userId: string,
  runId: string,
  reveal: boolean,
): Promise<ShortlistStatus> {
  const run = await requireRun(ctx, userId, runId);
  const { ranked, unreadable } = await readRanking(ctx, runId);
  const state = (['queued', 'running', 'done', 'failed'] as const).find((s) => s === run.state) ?? 'failed';
  const isFinished = state === 'done' || state === 'failed';
  return {
    run_id: run.id,
    state,
    done: run.done,
    total: run.total,
    job_id: run.job_id,
    results: ranked.map((item) => shapeResult(item, reveal)),
    skipped: [...(JSON.parse(run.skipped) as Skipped[]), ...unreadable.map(({ name, reason }) => ({ name, reason }))],
    message: isFinished ? (run.message ?? '') : `Reading resumes: ${run.done} of ${run.total} done.`,
  };
}

export async function listRuns(ctx: AppContext, userId: string) {
  const runs = await listUserRuns(ctx.db.kysely, userId);
  return {
    runs: runs.map((r) => ({
      run_id: r.id,
      job_id: r.job_id,
      state: r.state,
      done: r.done,
      total: r.total,
      created_at: r.created_at,
    })),
  };
}

/** Every resume of the run with its score, ranked first, unreadable ones last with their reason. */
export async function exportRun(
  ctx: AppContext,
  userId: string,
  runId: string,
  format: 'csv' | 'xlsx',
  reveal: boolean,
) {
  const run = await requireRun(ctx, userId, runId);
  const { ranked, unreadable } = await readRanking(ctx, runId);
  const rows: ExportRow[] = ranked.map((item) => ({
    ...(reveal ? item.stored.result : item.stored.blind),
    name: reveal ? item.stored.name : '',
    fileName: reveal ? item.fileName : blindFileName(item.position, item.fileName),
  }));
  for (const item of unreadable) {
    rows.push({
      id: item.id,
      score: 0,
      matched: [],
      missing: [],
      years: 0,
      flags: ['unreadable'],
      reasons: [item.reason],
      fileName: item.name,
    });
  }
  const base = `shortlist-${(run.job_id || run.id).replace(/[^A-Za-z0-9_-]+/g, '-').slice(0, 60)}`;
  return format === 'csv'
    ? {
        bytes: Buffer.from(exportShortlistCsv(rows), 'utf8'),
        contentType: 'text/csv; charset=utf-8',
        fileName: `${base}.csv`,
      }
    : {
        // ExcelJS (megabytes of code) loads with the first export, not with every server.
        bytes: await (await import('./export-xlsx.ts')).exportShortlistXlsx(rows),
        contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        fileName: `${base}.xlsx`,
      };
}

/**
 * Serves a shortlisted resume from a signed URL that names the user, run and item: the original
 * file ('shortlist'), or for blind review a rendering of the parsed resume without name, contact
 * details, links or address ('shortlist-blind'), so no file reachable before Reveal names anyone.
 */
export function registerShortlistFiles(ctx: AppContext): void {
  ctx.files.register('shortlist-blind', async ({ user = '', run = '', item = '' }) => {
    const found = await findUserItem(ctx.db.kysely, user, run, item);
    if (!found?.resume) throw new AppError('not_found', BLIND_UNAVAILABLE);
    const resume = blindResume(JSON.parse(found.resume) as Resume);
    return {
      bytes: await renderCached(ctx, user, resume, DEFAULT_TEMPLATE),
      contentType: 'application/pdf',
      fileName: blindFileName(found.position, 'resume.pdf'),
    };
  });
  ctx.files.register('shortlist', async ({ user = '', run = '', item = '' }) => {
    const found = await findUserItem(ctx.db.kysely, user, run, item);
    const bytes = found ? await ctx.blobs.get(found.blob_key) : null;
    if (!found || !bytes) throw new AppError('not_found', 'This resume file was not found.');
    const kind = sniffResumeType(bytes);
    const fileName = found.file_name.split('/').pop() || 'resume';
    return { bytes, contentType: kind ? RESUME_FILE_TYPES[kind] : 'application/octet-stream', fileName };
  });
}

const BLIND_UNAVAILABLE =
  'This resume could not be read, so there is no blind copy. Reveal names to open the original.';

/** A short-lived URL to a shortlisted resume: its blind rendering unless `reveal`, then the original. */
export async function signItemUrl(
  ctx: AppContext,
  userId: string,
  runId: string,
  itemId: string,
  reveal: boolean,
): Promise<{ url: string; file_name: string }> {
  const found = await findUserItem(ctx.db.kysely, userId, runId, itemId);
  if (!found) throw notFound('This resume');
  const payload = { user: userId, run: runId, item: itemId };
  if (reveal)
    return { url: ctx.files.sign('shortlist', payload), file_name: found.file_name.split('/').pop() || 'resume' };
  if (!found.resume) throw new AppError('not_found', BLIND_UNAVAILABLE);
  return { url: ctx.files.sign('shortlist-blind', payload), file_name: blindFileName(found.position, 'resume.pdf') };
}

/** Deletes a run of the user's: its rows (items go with it) and the files it stored; another user's run is a 404. */
export async function deleteRun(ctx: AppContext, userId: string, runId: string): Promise<{ message: string }> {
  await requireRun(ctx, userId, runId);
  await deleteUserRun(ctx.db.kysely, userId, runId);
  // Applicants' files stay: they belong to the applications, not to the run.
  await ctx.blobs.deleteAll(`shortlist/${runId}`);
  return { message: 'The shortlist run and its files were deleted.' };
}
