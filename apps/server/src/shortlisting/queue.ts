/**
 * Shortlist runs on BullMQ (when REDIS_URL is set): the web server enqueues one job per pending
 * item and `vitae worker` processes parse and score them; the worker that stores a run's last
 * item enqueues the run's ranking. Job ids are the item's and the run's, so enqueuing twice (a
 * restart, two servers resuming the same run) adds nothing; every write is pending-only, so a job
 * redone after a worker was killed (BullMQ hands a stalled job to another worker) keeps exactly
 * one result per resume. A job that keeps failing (database or storage errors) is retried with
 * backoff; after its last attempt the item is skipped with the reason, so the run still finishes.
 */
import { Queue, Worker, type Job } from 'bullmq';
import type { AppContext } from '../platform/context.ts';
import { nowIso } from '../platform/ids.ts';
import { queueWorkerOptions, redisConnection } from '../platform/queue/redis.ts';
import type { CorpusStats } from '../matching/bm25.ts';
import { finishItem, findRun, listPendingItems, refreshRunProgress, setRunState } from './store.ts';
import { finishRun, processItem, readRunCorpus, type Halt, type ShortlistRunner } from './runner.ts';

export type ShortlistJob = { kind: 'item'; runId: string; itemId: string } | { kind: 'rank'; runId: string };

export const SHORTLIST_QUEUE = 'shortlist';
const ATTEMPTS = 4;
const jobOptions = {
  attempts: ATTEMPTS,
  backoff: { type: 'exponential', delay: 2_000 },
  removeOnComplete: { age: 3600, count: 10_000 },
  removeOnFail: { age: 7 * 24 * 3600 },
} as const;

function openQueue(ctx: AppContext): Queue<ShortlistJob> {
  return new Queue<ShortlistJob>(SHORTLIST_QUEUE, {
    connection: redisConnection(ctx.config),
    prefix: ctx.config.REDIS_PREFIX,
  });
}

async function enqueueRun(queue: Queue<ShortlistJob>, ctx: AppContext, runId: string): Promise<void> {
  const pending = await listPendingItems(ctx.db.kysely, runId);
  if (pending.length === 0) {
    await queue.add('rank', { kind: 'rank', runId }, { ...jobOptions, jobId: `rank-${runId}` });
    return;
  }
  await queue.addBulk(
    pending.map((item) => ({
      name: 'item',
      data: { kind: 'item' as const, runId, itemId: item.id },
      opts: { ...jobOptions, jobId: `item-${item.id}` },
    })),
  );
}

/** The web server's runner with a queue: it only enqueues; `whenIdle` waits until no run of this server's is unfinished. */
export function createQueueRunner(ctx: AppContext): ShortlistRunner {
  const queue = openQueue(ctx);
  const enqueuing = new Set<Promise<void>>();
  const started = new Set<string>();
  let stopped = false;
  return {
    start(runId) {
      if (stopped) return;
      started.add(runId);
      const work = enqueueRun(queue, ctx, runId)
        .catch(async (error: unknown) => {
          ctx.log.error({ err: error, runId }, 'could not queue a shortlist run');
          await setRunState(
            ctx.db.kysely,
            runId,
            'failed',
            nowIso(),
            'The shortlist could not be queued. Please start it again.',
          ).catch(() => undefined);
        })
        .finally(() => enqueuing.delete(work));
      enqueuing.add(work);
    },
    async whenIdle() {
      await Promise.allSettled([...enqueuing]);
      for (;;) {
        const open = await Promise.all(
          [...started].map(async (id) => {
            const run = await findRun(ctx.db.kysely, id);
            return run && run.state !== 'done' && run.state !== 'failed';
          }),
        );
        if (!open.some(Boolean)) return;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    async stop() {
      stopped = true;
      await Promise.allSettled([...enqueuing]);
      await queue.close();
    },
  };
}

export interface ShortlistWorker {
  /** Stops taking jobs, lets the ones in flight finish (a stuck one is handed back when its lock lapses), closes. */
  close(): Promise<void>;
  worker: Worker<ShortlistJob>;
}

/** Consumes shortlist jobs (in `vitae worker`, or in a test). */
export function startShortlistWorker(ctx: AppContext, options: { concurrency?: number } = {}): ShortlistWorker {
  const db = ctx.db.kysely;
  const queue = openQueue(ctx);
  // Provisional scores compare each resume with what the run has read so far; kept per run in this process.
  const corpora = new Map<string, Promise<CorpusStats>>();
  const halt: Halt = { stopped: false };

  async function afterItem(runId: string): Promise<void> {
    await refreshRunProgress(db, runId, nowIso());
    if ((await listPendingItems(db, runId)).length === 0) {
      corpora.delete(runId);
      await queue.add('rank', { kind: 'rank', runId }, { ...jobOptions, jobId: `rank-${runId}` });
    }
  }

  async function handle(job: Job<ShortlistJob>): Promise<void> {
    const { runId } = job.data;
    const run = await findRun(db, runId);
    // A deleted or finished run: nothing to do.
    if (!run || run.state === 'done' || run.state === 'failed') return;
    if (job.data.kind === 'rank') {
      await finishRun(ctx, halt, runId);
      return;
    }
    const { itemId } = job.data;
    const item = (await listPendingItems(db, runId)).find((i) => i.id === itemId);
    if (item) {
      if (run.state === 'queued') await setRunState(db, runId, 'running', nowIso());
      let corpus = corpora.get(runId);
      if (!corpus) {
        corpus = readRunCorpus(ctx, runId);
        corpora.set(runId, corpus);
      }
      await processItem(
        ctx,
        halt,
        { description: run.job_description, now: run.created_at, owner: run.user_id },
        await corpus,
        item,
      );
    }
    await afterItem(runId);
  }

  const worker = new Worker<ShortlistJob>(SHORTLIST_QUEUE, handle, {
    ...queueWorkerOptions(ctx.config, options.concurrency),
    // A job whose worker died twice is still retried by its attempts, not failed outright.
    maxStalledCount: 3,
  });
  worker.on('failed', (job, error) => {
    if (!job) return;
    ctx.log.warn({ jobId: job.id, attempt: job.attemptsMade, reason: error.message }, 'shortlist job failed');
    if (job.attemptsMade < (job.opts.attempts ?? 1)) return;
    // Out of attempts: the item is skipped with the reason so the run can still finish; a rank
    // that cannot be done fails the run.
    const data = job.data;
    const settle =
      data.kind === 'item'
        ? finishItem(db, data.itemId, {
            state: 'skipped',
            reason: 'This file could not be processed after several attempts. Upload it again.',
          }).then(() => afterItem(data.runId))
        : setRunState(
            db,
            data.runId,
            'failed',
            nowIso(),
            'The shortlist stopped because of an error on our side. Please start it again.',
          );
    settle.catch((failure: unknown) => ctx.log.error({ err: failure }, 'could not mark a failed shortlist job'));
  });
  worker.on('error', (error) => ctx.log.warn({ reason: error.message }, 'shortlist worker error'));
  return {
    worker,
    async close() {
      await worker.close();
      await queue.close();
    },
  };
}
