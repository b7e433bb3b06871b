/**
 * PDF rendering on BullMQ (when REDIS_URL is set): the web server adds a job with the resume and
 * the template, and waits; `vitae worker` renders it in its worker pool. A PDF that is kept (a
 * saved resume's, cached by content) is stored by the worker under the job's blob key (the blob
 * store every server and worker shares, S3 in a deployment) and read from there; a preview, never
 * stored, comes back in the job's result. The web server itself never renders: it keeps no render
 * threads and no fonts in memory. A resume the renderer cannot draw is an answer (no retry); a
 * storage error is retried with backoff; a wait past RENDER_WAIT_SECONDS answers 503.
 */
import { Queue, QueueEvents, Worker, type Job } from 'bullmq';
import type { Resume } from '@vitae/shared/resume/schema';
import type { AppContext } from '../platform/context.ts';
import { AppError } from '../platform/errors.ts';
import { queueWorkerOptions, redisConnection } from '../platform/queue/redis.ts';
import { renderResumePdf } from './render-pdf.ts';
import type { TemplateName } from './templates.ts';

export const RENDER_QUEUE = 'render';

export interface RenderJob {
  resume: Resume;
  template: TemplateName;
  /** Where the worker stores the PDF (renders/<user>/<content hash>.pdf); absent, the PDF is the job's result. */
  blobKey?: string;
}

/** What a render job returns (`pdf`: base64, for a job without a blob key); refusals are answers, not retried. */
export type RenderJobResult = { ok: true; pdf?: string } | { ok: false; message: string };

const jobOptions = {
  attempts: 3,
  backoff: { type: 'exponential', delay: 500 },
  removeOnComplete: { age: 60 },
  removeOnFail: { age: 24 * 3600 },
} as const;

export const RENDER_WAIT_MESSAGE =
  'Making your PDF is taking longer than it should because our servers are busy. Please try again in a few minutes.';

export interface RenderQueueClient {
  /** Renders on a worker (which stores the PDF at `job.blobKey` when given) and returns the PDF. */
  render(job: RenderJob): Promise<Uint8Array>;
  close(): Promise<void>;
}

/** The web server's side: the queue and its listener open on the first render and close with the app. */
export function openRenderQueue(ctx: Pick<AppContext, 'config' | 'log' | 'blobs'>): RenderQueueClient {
  let opened: { queue: Queue<RenderJob, RenderJobResult>; events: QueueEvents } | undefined;
  const connection = () => ({ connection: redisConnection(ctx.config), prefix: ctx.config.REDIS_PREFIX });
  const open = () => {
    opened ??= {
      queue: new Queue<RenderJob, RenderJobResult>(RENDER_QUEUE, {
        ...connection(),
        streams: { events: { maxLen: 500 } },
      }),
      events: new QueueEvents(RENDER_QUEUE, connection()),
    };
    return opened;
  };
  return {
    async render(data) {
      const { queue, events } = open();
      await events.waitUntilReady();
      const job = await queue.add('pdf', data, jobOptions);
      let outcome: RenderJobResult;
      try {
        outcome = await job.waitUntilFinished(events, ctx.config.RENDER_WAIT_SECONDS * 1000);
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        if (/timed out before finishing/.test(reason)) {
          // Not taken yet: take it back so no worker renders for nobody.
          await job.remove().catch(() => undefined);
          ctx.log.warn({ jobId: job.id, waitSeconds: ctx.config.RENDER_WAIT_SECONDS }, 'a render waited too long');
          throw new AppError('unavailable', RENDER_WAIT_MESSAGE, { code: 'render_timeout' });
        }
        throw new Error(`render job ${job.id ?? '?'} failed: ${reason}`);
      }
      if (!outcome.ok) throw new Error(`render job ${job.id ?? '?'} refused: ${outcome.message}`);
      if (outcome.pdf !== undefined) return Buffer.from(outcome.pdf, 'base64');
      const stored = data.blobKey === undefined ? null : await ctx.blobs.get(data.blobKey);
      if (!stored) throw new Error(`render job ${job.id ?? '?'} finished but its PDF is not in the blob store`);
      return stored;
    },
    async close() {
      if (!opened) return;
      await Promise.allSettled([opened.events.close(), opened.queue.close()]);
    },
  };
}

export interface RenderWorker {
  close(): Promise<void>;
  worker: Worker<RenderJob, RenderJobResult>;
}

/** Renders PDFs from the queue (in `vitae worker`, or in a test) in this process's worker pool. */
export function startRenderWorker(ctx: AppContext, options: { concurrency?: number } = {}): RenderWorker {
  async function handle(job: Job<RenderJob, RenderJobResult>): Promise<RenderJobResult> {
    let pdf: Uint8Array;
    try {
      pdf = await renderResumePdf(job.data.resume, { template: job.data.template });
    } catch (error) {
      // The same resume fails the same way on every worker: answered, not retried.
      return { ok: false, message: error instanceof Error ? error.message : String(error) };
    }
    if (job.data.blobKey === undefined) return { ok: true, pdf: Buffer.from(pdf).toString('base64') };
    // A storage error is thrown: the job is retried.
    await ctx.blobs.put(job.data.blobKey, pdf);
    return { ok: true };
  }
  const worker = new Worker<RenderJob, RenderJobResult>(
    RENDER_QUEUE,
    handle,
    queueWorkerOptions(ctx.config, options.concurrency),
  );
  worker.on('failed', (job, error) =>
    ctx.log.warn({ jobId: job?.id, attempt: job?.attemptsMade, reason: error.message }, 'render job failed'),
  );
  worker.on('error', (error) => ctx.log.warn({ reason: error.message }, 'render worker error'));
  return { worker, close: () => worker.close() };
}
