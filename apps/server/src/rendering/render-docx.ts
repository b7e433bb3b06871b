import type { Resume } from '@vitae/shared/resume/schema';
import type { WorkerPool } from '../platform/workers/pool.ts';
import { getWorkerPool } from '../platform/workers/shared-pool.ts';
import { RENDER_TASKS, RENDER_TIMEOUT_MS, resolveTitle } from './render-pdf.ts';

/** Renders a resume to an editable Word document (.docx bytes) in the worker pool. */
export async function renderResumeDocx(
  resume: Resume,
  opts: { title?: string; timeoutMs?: number; pool?: WorkerPool } = {},
): Promise<Uint8Array> {
  return (opts.pool ?? getWorkerPool()).run<Uint8Array>({
    module: RENDER_TASKS,
    name: 'renderDocx',
    input: { resume, title: resolveTitle(resume, opts.title) },
    timeoutMs: opts.timeoutMs ?? RENDER_TIMEOUT_MS,
    label: 'Rendering the Word document',
  });
}
