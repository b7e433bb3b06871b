import { resumeSchema, type Resume } from '@vitae/shared/resume/schema';
import { AppError } from '../platform/errors.ts';
import type { WorkerPool } from '../platform/workers/pool.ts';
import { getWorkerPool } from '../platform/workers/shared-pool.ts';
import type { RenderPdfInput } from './render-task.ts';
import { DEFAULT_TEMPLATE, isTemplateName, TEMPLATES, type TemplateName } from './templates.ts';

export interface RenderOptions {
  template?: TemplateName;
  /** PDF title metadata; defaults to "<full name> – Resume". */
  title?: string;
  pageSize?: 'A4' | 'LETTER';
  /** Time limit of this render in milliseconds (queue wait included). */
  timeoutMs?: number;
  /** Pool to run in; the process-wide pool by default. */
  pool?: WorkerPool;
}

export const RENDER_TIMEOUT_MS = 15_000;
export const RENDER_TASKS = new URL('./render-task.ts', import.meta.url);

/** Renders a resume to PDF bytes in the worker pool; fails with AppError on a bad template or timeout. */
export async function renderResumePdf(resume: Resume, opts: RenderOptions = {}): Promise<Uint8Array> {
  const template = opts.template ?? DEFAULT_TEMPLATE;
  if (!isTemplateName(template)) {
    const names = TEMPLATES.map((t) => t.name).join(', ');
    throw new AppError('invalid_input', `Unknown template "${String(template)}"; choose one of ${names}.`);
  }
  const input: RenderPdfInput = { resume, template, title: resolveTitle(resume, opts.title), pageSize: opts.pageSize };
  return (opts.pool ?? getWorkerPool()).run<Uint8Array, RenderPdfInput>({
    module: RENDER_TASKS,
    name: 'renderPdf',
    input,
    timeoutMs: opts.timeoutMs ?? RENDER_TIMEOUT_MS,
    label: 'Rendering the PDF',
  });
}

/**
 * Loads react-pdf and the fonts in a pool thread ahead of the first request (a cold thread takes
 * seconds to import them); call once at server start, without awaiting if start-up must not wait.
 */
export async function warmUpRenderer(pool: WorkerPool = getWorkerPool()): Promise<void> {
  await renderResumePdf(
    resumeSchema.parse({ fullName: 'Warm Up', experience: [{ title: 'Role', description: ['Line'] }] }),
    {
      pool,
      timeoutMs: 60_000,
    },
  );
}

/** The document title: the caller's, else "<full name> – Resume", else "Resume". */
export function resolveTitle(resume: Resume, title: string | undefined): string {
  const name = resume.fullName.trim();
  return title?.trim() || (name ? `${name} – Resume` : 'Resume');
}
