import type { FastifyInstance, FastifyRequest } from 'fastify';
import { nameSkillGroups } from '@vitae/shared/resume/clean';
import type { AppContext } from '../platform/context.ts';
import { routeDefiner, type Authenticate } from '../platform/http/route.ts';
import { AppError, type ErrorCode } from '../platform/errors.ts';
import { newId } from '../platform/ids.ts';
import { parseResponseSchema } from '@vitae/shared/api/documents';
import { LIMITS, RESUME_FILE_TYPES } from '@vitae/shared/limits';
import { ParseError, type ParseErrorCode } from '../parsing/errors.ts';
import { parseInIsolation, ParserFailure } from '../parsing/run-isolated.ts';
import { attachParseQueue, type ParseQueueClient } from '../parsing/parse-queue.ts';
import { hasResumeContent, NO_RESUME_CONTENT } from '../parsing/found-content.ts';
import { reportParserFailure } from '../parsing/report-failure.ts';
import { createResume } from './service.ts';
import { listFieldsToCheck } from '@vitae/shared/resume/fields-to-check';
import { uploadGuardFor } from '../uploads/quota.ts';

const STATUS_OF: Record<ParseErrorCode, ErrorCode> = {
  unsupported_type: 'unsupported_type',
  scanned_pdf: 'unprocessable',
  encrypted_pdf: 'unprocessable',
  corrupt_file: 'unprocessable',
  too_large: 'too_large',
  timeout: 'unprocessable',
  out_of_memory: 'unprocessable',
};

/** 'Jane Doe CV (final).pdf' → file name 'Jane_Doe_CV_final', nickname 'jane-doe-cv-final'. */
export function namesFromUpload(fileName: string): { filename: string; nickname: string } {
  const base = fileName.replace(/\.[A-Za-z0-9]{1,5}$/, '').normalize('NFKC');
  const words = base.match(/[\p{L}\p{N}]+/gu) ?? [];
  const filename = words.join('_').slice(0, LIMITS.fileName) || 'Resume';
  const nickname = words.join('-').toLowerCase().slice(0, LIMITS.nickname) || 'my-resume';
  return { filename, nickname };
}

export function registerUploadRoutes(app: FastifyInstance, ctx: AppContext, authenticate: Authenticate): void {
  const define = routeDefiner(app, authenticate);
  // With a queue, workers parse; without, this server's parse children do.
  const parseQueue = ctx.config.REDIS_URL ? attachParseQueue(app, ctx) : undefined;
  define({
    path: 'parse',
    summary: 'Upload a resume file (PDF, DOCX, plain text or JSON Resume; 10 MB) to parse and save',
    auth: 'user',
    multipart: true,
    response: parseResponseSchema,
    handler: async ({ request, user }) => {
      if (!request.isMultipart())
        throw new AppError('bad_request', 'Send the resume as a file upload (multipart/form-data).');
      const guard = uploadGuardFor(ctx);
      const release = await guard.begin(user!.id);
      try {
        return await parseAndSave(ctx, request, user!.id, parseQueue);
      } finally {
        release();
      }
    },
  });
}

/**
 * Reads the one file part, checks it against the user's storage, parses it (in this server's pool,
 * or on a worker through the queue, which reads the bytes from the blob store) and saves it.
 */
async function parseAndSave(ctx: AppContext, request: FastifyRequest, userId: string, parseQueue?: ParseQueueClient) {
  const part = await request.file({ limits: { files: 1 } });
  if (!part) throw new AppError('bad_request', 'Choose a resume file to upload.');
  const bytes = new Uint8Array(await part.toBuffer());
  if (part.file.truncated) throw new AppError('too_large', 'This file is too large. Upload a resume of at most 10 MB.');
  if (bytes.byteLength === 0) throw new AppError('bad_request', 'This file is empty. Choose your resume file again.');
  (await uploadGuardFor(ctx).meter(userId)).add(bytes.byteLength);

  const id = newId();
  const blobKey = `originals/${userId}/${id}`;
  let parsed;
  let stored = false;
  try {
    if (parseQueue) {
      await ctx.blobs.put(blobKey, bytes);
      stored = true;
      parsed = await parseQueue.parse({ blobKey, fileName: part.filename, owner: userId }, `upload-${id}`);
    } else {
      parsed = await parseInIsolation(bytes, { fileName: part.filename, owner: userId });
    }
    if (!hasResumeContent(parsed.resume))
      throw new AppError('unprocessable', NO_RESUME_CONTENT, { code: 'no_resume_content' });
  } catch (error) {
    if (stored) await ctx.blobs.delete(blobKey).catch(() => undefined);
    if (error instanceof ParseError) throw new AppError(STATUS_OF[error.code], error.message, { code: error.code });
    if (error instanceof ParserFailure) throw reportParserFailure(request.log, error);
    throw error;
  }
  const { filename, nickname } = namesFromUpload(part.filename || 'resume');
  if (!stored) await ctx.blobs.put(blobKey, bytes);
  try {
    const created = await createResume(ctx, userId, {
      resume: nameSkillGroups(parsed.resume),
      filename,
      nickname,
      original: { blobKey, type: RESUME_FILE_TYPES[parsed.kind], bytes: bytes.byteLength },
      // A parsed resume keeps entries the editor would drop (e.g. a job without bullets): the person reviews them.
      clean: false,
      toCheck: listFieldsToCheck(parsed.confidence).map((f) => f.field),
    });
    return { ...created, confidence: parsed.confidence, warnings: parsed.warnings };
  } catch (error) {
    await ctx.blobs.delete(blobKey);
    throw error;
  }
}
