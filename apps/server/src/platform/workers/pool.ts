import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ResourceLimits } from 'node:worker_threads';
import { Piscina } from 'piscina';
import { bundle } from '../bundle.ts';
import { AppError, ERROR_STATUS, type ErrorCode } from '../errors.ts';

export interface WorkerPoolOptions {
  /** Threads kept for CPU work; defaults to the number of cores. */
  maxThreads?: number;
  /** Tasks that may wait for a thread before new ones are refused as "busy". */
  maxQueue?: number;
  /** Default time limit of one task (queue wait included), in milliseconds. */
  taskTimeoutMs?: number;
  /** Heap and stack caps of each worker; a task that exceeds them fails alone. */
  resourceLimits?: ResourceLimits;
  /** Milliseconds an idle thread stays alive (warm threads skip module loading). */
  idleTimeoutMs?: number;
}

export interface WorkerTask<I> {
  /** URL of the .ts module that exports the task function: `new URL('./x-task.ts', import.meta.url)`. */
  module: URL | string;
  /** Name of the exported function; it receives `input` and may be async. */
  name: string;
  input: I;
  /** Overrides the pool's time limit for this task. */
  timeoutMs?: number;
  /** What the task does, for error messages: "Rendering the PDF". */
  label?: string;
  signal?: AbortSignal;
}

export interface WorkerPool {
  run<O, I = unknown>(task: WorkerTask<I>): Promise<O>;
  /** Threads currently alive. */
  readonly threadCount: number;
  close(): Promise<void>;
}

type Envelope =
  | { ok: true; value: unknown }
  | { ok: false; error: { name: string; message: string; stack?: string; code?: string; status?: number } };

export const DEFAULT_POOL_OPTIONS = {
  maxQueue: 512,
  taskTimeoutMs: 20_000,
  idleTimeoutMs: 60_000,
  resourceLimits: { maxOldGenerationSizeMb: 384, maxYoungGenerationSizeMb: 48, stackSizeMb: 4 },
} satisfies WorkerPoolOptions;

/** The threads' entry: plain JavaScript from the bundle, else one that registers tsx for .ts task modules. */
const WORKER_ENTRY = bundle
  ? new URL('pool-worker.mjs', bundle.dir).href
  : new URL('./ts-worker.mjs', import.meta.url).href;
const SOURCE_ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** The file a thread imports for a task module: its bundled build when running from the bundle. */
export function taskModuleUrl(module: URL | string): string {
  const url = String(module);
  if (!bundle || !url.startsWith('file:')) return url;
  const rel = path.relative(SOURCE_ROOT, fileURLToPath(url)).split(path.sep).join('/');
  const built = bundle.tasks[rel];
  // Task modules are found by their name (*-task.ts); any other .ts file cannot load without tsx.
  if (!built) throw new Error(`Worker task ${rel} is not in the server bundle (task modules are named *-task.ts).`);
  return new URL(built, bundle.dir).href;
}

/** A piscina pool whose workers load TypeScript task modules, each task with a time limit. */
export function createWorkerPool(options: WorkerPoolOptions = {}): WorkerPool {
  const settings = { ...DEFAULT_POOL_OPTIONS, ...options };
  const maxThreads = options.maxThreads ?? Math.max(1, availableParallelism());
  const piscina = new Piscina({
    filename: WORKER_ENTRY,
    minThreads: Math.min(1, maxThreads),
    maxThreads,
    maxQueue: settings.maxQueue,
    idleTimeout: settings.idleTimeoutMs,
    resourceLimits: settings.resourceLimits,
    // ts-worker.mjs registers tsx itself; inheriting `--import tsx` or vitest's flags would load a
    // second loader or fail inside the worker.
    execArgv: [],
  });

  return {
    async run<O, I>(task: WorkerTask<I>): Promise<O> {
      const label = task.label ?? 'The task';
      const timeoutMs = task.timeoutMs ?? settings.taskTimeoutMs;
      const timeout = AbortSignal.timeout(timeoutMs);
      const signal = task.signal ? AbortSignal.any([timeout, task.signal]) : timeout;
      const request = { module: taskModuleUrl(task.module), name: task.name, input: task.input };
      let envelope: Envelope;
      try {
        envelope = (await piscina.run(request, { signal })) as Envelope;
      } catch (error) {
        throw translatePoolError(error, { label, timeoutMs, isTimeout: timeout.aborted });
      }
      if (envelope.ok) return envelope.value as O;
      throw rebuildTaskError(envelope.error);
    },
    get threadCount() {
      return piscina.threads.length;
    },
    close: () => piscina.destroy(),
  };
}

function translatePoolError(error: unknown, context: { label: string; timeoutMs: number; isTimeout: boolean }) {
  const { label, timeoutMs } = context;
  if (context.isTimeout) {
    const limit = timeoutMs < 1000 ? `${timeoutMs} ms` : `${Math.round(timeoutMs / 100) / 10} s`;
    return new AppError('unprocessable', `${label} took longer than ${limit} and was stopped.`, {
      code: 'task_timeout',
      cause: error,
    });
  }
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 'ERR_WORKER_OUT_OF_MEMORY') {
    return new AppError('unprocessable', `${label} needed more memory than allowed and was stopped.`, {
      code: 'task_out_of_memory',
      cause: error,
    });
  }
  if (error instanceof Error && error.message === 'Task queue is at limit') {
    return new AppError('unavailable', 'The server is busy right now; please try again in a moment.', {
      code: 'busy',
      cause: error,
    });
  }
  return error;
}

/** Restores an AppError (code and status) thrown inside a worker; other errors stay plain. */
function rebuildTaskError(shape: Extract<Envelope, { ok: false }>['error']): Error {
  if (shape.name === 'AppError' && shape.status !== undefined) {
    const kind =
      (Object.keys(ERROR_STATUS) as ErrorCode[]).find((k) => k === shape.code) ??
      (Object.keys(ERROR_STATUS) as ErrorCode[]).find((k) => ERROR_STATUS[k] === shape.status) ??
      'internal';
    return new AppError(kind, shape.message, { code: shape.code });
  }
  const error = new Error(shape.message);
  error.name = shape.name;
  if (shape.stack) error.stack = shape.stack;
  return error;
}
