import { createHash } from 'node:crypto';
import type { AppContext } from '../platform/context.ts';
import type { Resume } from '@vitae/shared/resume/schema';
import { renderResumePdf } from './render-pdf.ts';
import type { TemplateName } from './templates.ts';

/**
 * PDFs are cached by content and template: opening the same resume twice renders once, and an
 * edit makes a new key, so a stale PDF is never served. With REDIS_URL a web server has a worker
 * render it (render-queue.ts).
 */
export async function renderCached(
  ctx: AppContext,
  userId: string,
  resume: Resume,
  template: TemplateName,
): Promise<Uint8Array> {
  const hash = createHash('sha256').update(template).update('\0').update(JSON.stringify(resume)).digest('hex');
  const key = `renders/${userId}/${hash}.pdf`;
  const cached = await ctx.blobs.get(key);
  if (cached) return cached;
  // A worker stores what it renders under the key itself.
  if (ctx.renderOnWorker) return ctx.renderOnWorker({ resume, template, blobKey: key });
  const pdf = await renderResumePdf(resume, { template });
  await ctx.blobs.put(key, pdf);
  return pdf;
}

/** A PDF that is not kept (the editor's live preview): rendered here, or by a worker with REDIS_URL. */
export function renderUncached(ctx: AppContext, resume: Resume, template: TemplateName): Promise<Uint8Array> {
  return ctx.renderOnWorker ? ctx.renderOnWorker({ resume, template }) : renderResumePdf(resume, { template });
}
