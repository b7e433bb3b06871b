/**
 * Single uploads parsed on BullMQ (when REDIS_URL is set): the web server stores the upload's bytes
 * (where it keeps the original anyway, S3 in a deployment), adds a job naming them to the `parse`
 * queue and waits for its result; `vitae worker` reads the bytes and parses them in its parse
 * children. The person still gets the parsed resume in the same request. A file the parser cannot
 * read is an answer, not a failure (no retry); a storage error is retried with backoff; a wait past
 * PARSE_WAIT_SECONDS answers 503. Without REDIS_URL nothing here runs (parseInIsolation in-process).
 */
import { Queue, QueueEvents, Worker, type Job } from 'bullmq';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../platform/context.ts';
import { AppError } from '../platform/errors.ts';
import { queueWorkerOptions, redisConnection } from '../platform/queue/redis.ts';
import { ParseError, isParseErrorCode } from './errors.ts';
import type { ParseResult } from './index.ts';
import { parseInIsolation, ParserFailure } from './run-isolated.ts';

export const PARSE_QUEUE = 'parse';

export interface ParseJob {
  /** Where the upload's bytes are (the blob store every server and worker shares). */
  blobKey: string;
  fileName: string;
  /** The uploader: parses are shared fairly between owners in the worker's parse children. */
  owner: string;
}

/** What a parse job returns: the file's own problems are answers, so they are not retried. */
export type ParseJobResult =
  | { ok: true; result: ParseResult }
  /**
   * `code`: a ParseErrorCode, `parser_failure` (our bug, `message` says which), or `gone` (the bytes
   * were deleted: the upload gave up waiting before a worker took its job).
   */
  | { ok: false; code: string; message?: string };

const jobOptions = {
  attempts: 3,
  backoff: { type: 'exponential', delay: 1_000 },
  // The result (a parsed resume) stays in Redis only briefly: the waiting request reads it at once.
  removeOnComplete: { age: 60 },
  removeOnFail: { age: 24 * 3600 },
} as const;

export const PARSE_WAIT_MESSAGE =
  'Reading your file is taking longer than it should because our servers are busy. Nothing was saved: please upload it again in a few minutes.';

export interface ParseQueueClient {
  /** Parses the bytes stored at `job.blobKey` on a worker; throws as parseInIsolation does, or a 503 past the wait. */
  parse(job: ParseJob, jobId: string): Promise<ParseResult>;
}

/**
 * The web server's side. The queue and its event listener open on the first upload (a `vitae
 * worker`, which builds the same app, never opens them) and close with the app.
 */
export function attachParseQueue(app: FastifyInstance, ctx: AppContext): ParseQueueClient {
  let opened: { queue: Queue<ParseJob, ParseJobResult>; events: QueueEvents } | undefined;
  const open = () => {
    opened ??= {
      queue: new Queue<ParseJob, ParseJobResult>(PARSE_QUEUE, {
        connection: redisConnection(ctx.config),
        prefix: ctx.config.REDIS_PREFIX,
        // Completion events carry results: keep only the latest few hundred in Redis.
        streams: { events: { maxLen: 500 } },
      }),
      events: new QueueEvents(PARSE_QUEUE, {
        connection: redisConnection(ctx.config),
        prefix: ctx.config.REDIS_PREFIX,
      }),
    };
    return opened;
  };
  app.addHook('onClose', async () => {
    if (!opened) return;
    await Promise.allSettled([opened.events.close(), opened.queue.close()]);
  });
  return {
    async parse(data, jobId) {
      const { queue, events } = open();
      await events.waitUntilReady();
      const job = await queue.add('upload', data, { ...jobOptions, jobId });
      const waitMs = ctx.config.PARSE_WAIT_SECONDS * 1000;
      let outcome: ParseJobResult;
      try {
        outcome = await job.waitUntilFinished(events, waitMs);
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        if (/timed out before finishing/.test(reason)) {
          // Not taken yet: take it back so no worker parses for nobody (a job already running is left to finish).
          await job.remove().catch(() => undefined);
          ctx.log.warn({ jobId, waitSeconds: ctx.config.PARSE_WAIT_SECONDS }, 'an upload waited too long for a worker');
          throw new AppError('unavailable', PARSE_WAIT_MESSAGE, { code: 'parse_timeout' });
        }
        // Out of attempts (storage unreachable from the workers): our error.
        throw new ParserFailure(`parse job ${jobId} failed: ${reason}`);
      }
      if (outcome.ok) return outcome.result;
      if (outcome.code === 'parser_failure') throw new ParserFailure(outcome.message ?? 'unknown error');
      if (isParseErrorCode(outcome.code)) throw new ParseError(outcome.code, outcome.message);
      throw new ParserFailure(`parse job ${jobId} answered ${outcome.code}`);
    },
  };
}

export interface ParseWorker {
  close(): Promise<void>;
  worker: Worker<ParseJob, ParseJobResult>;
}

/** Parses uploads from the queue (in `vitae worker`, or in a test) in this process's parse children. */
export function startParseWorker(ctx: AppContext, options: { concurrency?: number } = {}): ParseWorker {
  async function handle(job: Job<ParseJob, ParseJobResult>): Promise<ParseJobResult> {
    const bytes = await ctx.blobs.get(job.data.blobKey);
    if (!bytes) return { ok: false, code: 'gone' };
    try {
      const result = await parseInIsolation(bytes, { fileName: job.data.fileName, owner: job.data.owner });
      ctx.log.info({ jobId: job.id, kind: result.kind }, 'upload parsed');
      return { ok: true, result };
    } catch (error) {
      if (error instanceof ParseError) return { ok: false, code: error.code, message: error.message };
      if (error instanceof ParserFailure)
        return { ok: false, code: 'parser_failure', message: error.message.replace(/^The parser failed: /, '') };
      throw error;
    }
  }
  const worker = new Worker<ParseJob, ParseJobResult>(
    PARSE_QUEUE,
    handle,
    queueWorkerOptions(ctx.config, options.concurrency),
  );
  worker.on('failed', (job, error) =>
    ctx.log.warn({ jobId: job?.id, attempt: job?.attemptsMade, reason: error.message }, 'parse job failed'),
  );
  worker.on('error', (error) => ctx.log.warn({ reason: error.message }, 'parse worker error'));
  return { worker, close: () => worker.close() };
}
