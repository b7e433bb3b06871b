import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  shortlistDeleteRequestSchema,
  shortlistExportRequestSchema,
  shortlistFileUrlRequestSchema,
  shortlistMetadataSchema,
  shortlistRunsResponseSchema,
  shortlistStartResponseSchema,
  shortlistStatusRequestSchema,
  shortlistStatusResponseSchema,
} from '@vitae/shared/api/shortlisting';
import { LIMITS } from '@vitae/shared/limits';
import type { AppContext } from '../platform/context.ts';
import { AppError } from '../platform/errors.ts';
import { parseWith, routeDefiner, type Authenticate } from '../platform/http/route.ts';
import { attachRunner } from './runner.ts';
import { uploadGuardFor } from '../uploads/quota.ts';
import {
  createIntake,
  deleteRun,
  exportRun,
  listRuns,
  readRunStatus,
  registerShortlistFiles,
  signItemUrl,
} from './service.ts';

/** A zip may be far larger than one resume; it streams to disk, and its entries are capped again when read. */
const ZIP_UPLOAD_BYTES = 200 * 1024 * 1024;
const ZIP_TYPES = new Set(['application/zip', 'application/x-zip-compressed', 'application/x-zip']);

/** A part is treated as a zip by its name or declared type; its bytes then decide (not a zip: 400). */
function isZipUpload(fileName: string, mimetype: string): boolean {
  if (/\.docx$/i.test(fileName)) return false;
  return /\.zip$/i.test(fileName) || ZIP_TYPES.has(mimetype.toLowerCase());
}

/** The stream's bytes, or null past `max` (the rest is read and dropped so the next part arrives). */
async function readLimited(stream: Readable, max: number): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size <= max) chunks.push(chunk);
  }
  return size > max || (stream as Readable & { truncated?: boolean }).truncated ? null : Buffer.concat(chunks, size);
}

function parseMetadata(value: unknown): unknown {
  try {
    return JSON.parse(String(value));
  } catch {
    throw new AppError('bad_request', 'The shortlist details (job id and description) could not be read.');
  }
}

export function registerShortlistRoutes(app: FastifyInstance, ctx: AppContext, authenticate: Authenticate): void {
  const define = routeDefiner(app, authenticate);
  attachRunner(app, ctx);
  registerShortlistFiles(ctx);

  define({
    path: 'shortlist-resumes',
    summary:
      'Shortlist resumes: multipart with a zip or many resume files and `metadata` {job_id, job_description}; answers at once with run_id',
    auth: 'user',
    multipart: true,
    response: shortlistStartResponseSchema,
    handler: async ({ request, user }) => {
      if (!request.isMultipart())
        throw new AppError(
          'bad_request',
          'Send the resumes as a form upload: a zip or resume files, and the job details.',
        );
      const release = await uploadGuardFor(ctx).begin(user!.id);
      const meter = await uploadGuardFor(ctx)
        .meter(user!.id)
        .catch((error: unknown) => {
          release();
          throw error;
        });
      const intake = createIntake(ctx, user!.id, meter);
      const temp = path.join(ctx.config.dataDir, 'tmp');
      let zips = 0;
      try {
        // Size is checked here per kind of part (zip or resume), not by the plugin's single limit.
        const options = { limits: { fileSize: ZIP_UPLOAD_BYTES }, throwFileSizeLimit: false };
        for await (const part of request.parts(options)) {
          if (part.type === 'field') {
            if (part.fieldname === 'metadata')
              await intake.setMetadata(parseWith(shortlistMetadataSchema, parseMetadata(part.value)));
            continue;
          }
          if (!isZipUpload(part.filename, part.mimetype)) {
            await intake.addFile(part.filename, await readLimited(part.file, LIMITS.uploadBytes));
            continue;
          }
          await mkdir(temp, { recursive: true });
          const file = path.join(temp, `${intake.runId}-${zips++}.zip`);
          try {
            await pipeline(part.file, createWriteStream(file));
            if (part.file.truncated)
              throw new AppError(
                'too_large',
                'The zip is too large. The limit is 200 MB; split the resumes into several zips.',
              );
            await intake.addZip(file);
          } finally {
            await rm(file, { force: true });
          }
        }
        return await intake.commit();
      } catch (error) {
        await intake.discard();
        throw error;
      } finally {
        release();
      }
    },
  });
  define({
    path: 'shortlist/delete',
    summary: "Delete one of the user's shortlist runs: its rows and the files it stored",
    auth: 'user',
    body: shortlistDeleteRequestSchema,
    handler: async ({ body, user }) => deleteRun(ctx, user!.id, body.run_id),
  });
  define({
    path: 'shortlist/status',
    summary: "A shortlist run's progress and ranking (blind unless reveal)",
    auth: 'user',
    body: shortlistStatusRequestSchema,
    response: shortlistStatusResponseSchema,
    handler: async ({ body, user }) => readRunStatus(ctx, user!.id, body.run_id, body.reveal),
  });
  define({
    path: 'shortlist/runs',
    summary: "The user's past shortlist runs, newest first",
    auth: 'user',
    body: z.object({}),
    response: shortlistRunsResponseSchema,
    handler: async ({ user }) => listRuns(ctx, user!.id),
  });
  define({
    path: 'shortlist/export',
    summary: 'A run as a CSV or XLSX file: every resume with its score (blind unless reveal)',
    auth: 'user',
    body: shortlistExportRequestSchema,
    handler: async ({ body, user, reply }) => {
      const file = await exportRun(ctx, user!.id, body.run_id, body.format, body.reveal);
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('cache-control', 'no-store')
        .send(file.bytes);
    },
  });
  define({
    path: 'shortlist/file_url',
    summary: 'A short-lived URL to a shortlisted resume: a rendering without identity unless reveal, then the original',
    auth: 'user',
    body: shortlistFileUrlRequestSchema,
    handler: async ({ body, user }) =>
      signItemUrl(ctx, user!.id, body.run_id, (body.item_id ?? body.result_id)!, body.reveal),
  });
}
