import type { CliCommand } from '../cli-commands.ts';
import { buildApp } from '../app.ts';
import { loadConfig } from '../platform/config.ts';
import { availableParallelism } from 'node:os';
import { closeWorkerPool, limitWorkerPoolThreads } from '../platform/workers/shared-pool.ts';
import { closeIsolation, SHARED_PARSE_CHILDREN } from '../parsing/run-isolated.ts';
import { startParseWorker } from '../parsing/parse-queue.ts';
import { startRenderWorker } from '../rendering/render-queue.ts';
import { startShortlistWorker } from './queue.ts';

/**
 * `vitae worker`: takes upload parses, PDF renders and shortlist jobs from the Redis queues (REDIS_URL) with the parse
 * children and the worker pool in this process. SIGTERM (or SIGINT) stops taking jobs, lets the
 * ones in flight finish, then exits; a SIGKILLed worker's jobs go to another after QUEUE_LOCK_SECONDS.
 */
export const workerCommand: CliCommand = {
  name: 'worker',
  summary:
    'worker: process upload parses, PDF renders and shortlist jobs from the queues on Redis (REDIS_URL must be set)',
  async run() {
    const config = loadConfig();
    if (!config.REDIS_URL) {
      console.error('vitae worker needs REDIS_URL (redis://host:6379/0): without it the server does all work itself.');
      return 2;
    }
    limitWorkerPoolThreads(availableParallelism() - SHARED_PARSE_CHILDREN);
    const { app, ctx } = await buildApp(config, { worker: true });
    const worker = startShortlistWorker(ctx);
    const parser = startParseWorker(ctx);
    const renderer = startRenderWorker(ctx);
    await Promise.all([worker.worker, parser.worker, renderer.worker].map((w) => w.waitUntilReady()));
    ctx.log.info(
      { concurrency: config.WORKER_CONCURRENCY, storage: ctx.blobs.kind },
      'worker ready: taking upload parses, PDF renders and shortlist jobs',
    );
    await new Promise<void>((resolve) => {
      const stop = (signal: string) => {
        ctx.log.info(`${signal}: finishing the jobs in flight, taking no new ones`);
        resolve();
      };
      process.once('SIGTERM', () => stop('SIGTERM'));
      process.once('SIGINT', () => stop('SIGINT'));
    });
    await Promise.all([worker.close(), parser.close(), renderer.close()]);
    await app.close();
    await Promise.allSettled([closeWorkerPool(), closeIsolation()]);
    ctx.log.info('worker stopped');
    return 0;
  },
};
