import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../platform/context.ts';
import { routeDefiner, type Authenticate } from '../platform/http/route.ts';
import { AppError } from '../platform/errors.ts';
import {
  fetchResumeUrlRequestSchema,
  fetchResumeUrlResponseSchema,
  generateNewRequestSchema,
  generateNewResponseSchema,
  previewRequestSchema,
  previewResponseSchema,
  setTemplateRequestSchema,
} from '@vitae/shared/api/documents';
import { pdfFileName } from '@vitae/shared/constants';
import { findResumeRow, setTemplate } from '../resumes/service.ts';
import { requireUser } from '../auth/service.ts';
import { renderCached, renderUncached } from './render-cached.ts';
import { renderResumeDocx } from './render-docx.ts';
import { isTemplateName, DEFAULT_TEMPLATE } from './templates.ts';

const PREVIEWS_PER_USER = 2;
const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

export function registerRenderingRoutes(app: FastifyInstance, ctx: AppContext, authenticate: Authenticate): void {
  const define = routeDefiner(app, authenticate);

  ctx.files.register('resume', async ({ user: userId = '', key = '', format = 'pdf', template }) => {
    const [user, row] = await Promise.all([requireUser(ctx, userId), findResumeRow(ctx, userId, key)]);
    const pdfName = pdfFileName(user.name);
    if (format === 'original') {
      const bytes = row.original_blob ? await ctx.blobs.get(row.original_blob) : null;
      if (!bytes || !row.original_type) throw new AppError('not_found', 'This resume has no uploaded original file.');
      const extension =
        { 'application/pdf': 'pdf', [DOCX_TYPE]: 'docx', 'text/plain': 'txt', 'application/json': 'json' }[
          row.original_type
        ] ?? 'bin';
      return { bytes, contentType: row.original_type, fileName: `${row.file_name}.${extension}` };
    }
    if (format === 'docx') {
      const bytes = await renderResumeDocx(row.resume);
      return { bytes, contentType: DOCX_TYPE, fileName: pdfName.replace(/\.pdf$/, '.docx') };
    }
    const chosen = isTemplateName(template) ? template : isTemplateName(row.template) ? row.template : DEFAULT_TEMPLATE;
    return {
      bytes: await renderCached(ctx, userId, row.resume, chosen),
      contentType: 'application/pdf',
      fileName: pdfName,
    };
  });

  define({
    path: 'generate/new',
    summary: 'Render edited resume content to a PDF (base64)',
    auth: 'user',
    body: generateNewRequestSchema,
    response: generateNewResponseSchema,
    handler: async ({ body, user }) => {
      const pdf = await renderCached(ctx, user!.id, body.resume, body.template ?? DEFAULT_TEMPLATE);
      return { resume: Buffer.from(pdf).toString('base64'), refreshedResume: body.resume };
    },
  });
  // Previews are typed drafts: rendered in the pool, never stored. One person may have two in flight
  // (the editor sends one at a time after a pause in typing); more waiting would only hold pool threads.
  const previewsInFlight = new Map<string, number>();
  define({
    path: 'resume/preview',
    summary: "Render unsaved resume content to a PDF (base64) for the editor's live preview; nothing is stored",
    auth: 'user',
    body: previewRequestSchema,
    response: previewResponseSchema,
    handler: async ({ body, user }) => {
      const userId = user!.id;
      const running = previewsInFlight.get(userId) ?? 0;
      if (running >= PREVIEWS_PER_USER) {
        throw new AppError('rate_limited', 'The preview is still rendering. It updates when you stop typing.');
      }
      previewsInFlight.set(userId, running + 1);
      try {
        const pdf = await renderUncached(ctx, body.resume, body.template ?? DEFAULT_TEMPLATE);
        return { pdf: Buffer.from(pdf).toString('base64') };
      } finally {
        const left = (previewsInFlight.get(userId) ?? 1) - 1;
        if (left > 0) previewsInFlight.set(userId, left);
        else previewsInFlight.delete(userId);
      }
    },
  });
  define({
    path: 'user/fetch_resume_url',
    summary: "A short-lived URL serving a saved resume's PDF, DOCX or uploaded original",
    auth: 'user',
    body: fetchResumeUrlRequestSchema,
    response: fetchResumeUrlResponseSchema,
    handler: async ({ body, user }) => {
      const row = await findResumeRow(ctx, user!.id, body.key);
      if (body.format === 'original' && !row.original_blob) {
        throw new AppError('not_found', 'This resume has no uploaded original file.');
      }
      const payload: Record<string, string> = { user: user!.id, key: body.key, format: body.format };
      if (body.template) payload.template = body.template;
      return { url: ctx.files.sign('resume', payload) };
    },
  });
  define({
    path: 'user/set_template',
    summary: "Remember a resume's template",
    auth: 'user',
    body: setTemplateRequestSchema,
    handler: async ({ body, user }) => {
      await setTemplate(ctx, user!.id, body.key, body.template);
      return { template: body.template };
    },
  });
}
