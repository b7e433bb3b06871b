/**
 * The in-process background runner of shortlist runs. Every step is stored as it happens, so a
 * run survives a restart: items already 'done' or 'skipped' are never redone, pending ones are
 * parsed again, and the final ranking is computed from the stored resumes and texts.
 * Flow per run: parse each pending item in the isolated parse pool (a few at once, across all
 * runs, so single uploads never wait behind a whole batch) -> score it against the corpus seen so
 * far (a provisional score the status call can show; scoring runs in the worker pool) -> store. When no item is pending, the batch
 * is ranked again as a whole (BM25 statistics and duplicates need every resume) and the run is done.
 * Limit: one process. With several servers on PostgreSQL two may resume the same run; the
 * pending-only updates keep one result per item, but the parse work is doubled.
 */
import type { FastifyInstance } from 'fastify';
import type { Resume } from '@vitae/shared/resume/schema';
import type { AppContext } from '../platform/context.ts';
import { nowIso } from '../platform/ids.ts';
import { ParseError } from '../parsing/errors.ts';
import { parseInIsolation, ParserFailure } from '../parsing/run-isolated.ts';
import { hasResumeContent, NO_RESUME_CONTENT } from '../parsing/found-content.ts';
import { logParserFailure } from '../parsing/report-failure.ts';
import { getWorkerPool } from '../platform/workers/shared-pool.ts';
import { addToCorpus, type CorpusStats } from '../matching/bm25.ts';
import { findDuplicates } from './duplicates.ts';
import { buildCorpusStats } from '../matching/score-resume.ts';
import { resumeToText } from '../matching/resume-lines.ts';
import { indexTerms } from '../matching/text-terms.ts';
import type { ScoreInput, StoredResult } from './score-task.ts';
import { createQueueRunner } from './queue.ts';
import {
  finishItem,
  findRun,
  listParsedItems,
  listPendingItems,
  listUnfinishedRunIds,
  refreshRunProgress,
  setRunState,
  updateItemResults,
} from './store.ts';

export type { StoredResult } from './score-task.ts';

/** Parses in flight across all runs: the parse pool's two children plus one waiting, so neither idles. */
const PARALLEL_PARSES = 3;
/** Resumes per scoring task when a whole batch is ranked: small tasks keep each clone short. */
const SCORE_CHUNK = 25;
const SCORE_TASK = new URL('./score-task.ts', import.meta.url);
/** BM25 statistics cost about 2 ms per resume here: built one resume per turn of the event loop. */
const yieldTurn = () => new Promise((resolve) => setImmediate(resolve));

export interface ShortlistRunner {
  /** Starts or continues a run in the background; a run already going is left alone. */
  start(runId: string): void;
  /** Resolves once no run is being processed (for tests and tools). */
  whenIdle(): Promise<void>;
  /** Stops taking work; items in flight stay pending and are redone after a restart. */
  stop(): Promise<void>;
}

const runners = new WeakMap<AppContext, ShortlistRunner>();

/** The app's runner, stopped when the app closes. */
export function attachRunner(app: FastifyInstance, ctx: AppContext): ShortlistRunner {
  const runner = runnerFor(ctx);
  runners.set(ctx, runner);
  app.addHook('onClose', () => runner.stop());
  return runner;
}

export function runnerFor(ctx: AppContext): ShortlistRunner {
  let runner = runners.get(ctx);
  if (!runner) {
    // With a queue the web server only enqueues; `vitae worker` processes.
    runner = ctx.config.REDIS_URL ? createQueueRunner(ctx) : createRunner(ctx);
    runners.set(ctx, runner);
  }
  return runner;
}

/** Continues every run left queued or running (by a restart or a crash); returns how many. */
export async function resumeUnfinishedRuns(ctx: AppContext): Promise<number> {
  const runs = await listUnfinishedRunIds(ctx.db.kysely);
  const runner = runnerFor(ctx);
  for (const run of runs) runner.start(run.id);
  return runs.length;
}

const STOPPED = Symbol('stopped');

/** How a step learns that its runner is stopping: `stopped` now, or `stopping` resolving later. */
export interface Halt {
  readonly stopped: boolean;
  /** Absent where nothing waits for a stop (a queue worker lets a job finish). */
  readonly stopping?: Promise<typeof STOPPED>;
}

/** `work`, or STOPPED as soon as the halt says so. */
const orHalt = <T>(halt: Halt, work: Promise<T>): Promise<T | typeof STOPPED> =>
  halt.stopping ? Promise.race([work, halt.stopping]) : work;

type Pending = Awaited<ReturnType<typeof listPendingItems>>[number];
type Parsed = { id: string; position: number; resume: Resume; text: string };

const readParsed = async (ctx: AppContext, runId: string): Promise<Parsed[]> =>
  (await listParsedItems(ctx.db.kysely, runId)).map((row) => ({
    id: row.id,
    position: row.position,
    resume: JSON.parse(row.resume ?? '{}') as Resume,
    text: row.text ?? '',
  }));

/** `buildCorpusStats` one resume per turn (the stored text is never empty: it is resumeToText's). */
async function buildCorpusInTurns(items: Parsed[]): Promise<CorpusStats> {
  const stats = buildCorpusStats([]);
  for (const item of items) {
    addToCorpus(stats, indexTerms(item.text || resumeToText(item.resume)));
    await yieldTurn();
  }
  return stats;
}

/** The provisional corpus of a run: what was parsed so far. */
export async function readRunCorpus(ctx: AppContext, runId: string): Promise<CorpusStats> {
  return buildCorpusInTurns(await readParsed(ctx, runId));
}

/** Scores in the worker pool; a stop does not wait for it (STOPPED instead). */
const score = (halt: Halt, input: ScoreInput) =>
  orHalt(
    halt,
    getWorkerPool().run<StoredResult[], ScoreInput>({
      module: SCORE_TASK,
      name: 'scoreItems',
      input,
      timeoutMs: 60_000,
      label: 'Scoring resumes',
    }),
  );

/**
 * Parses one pending item, scores it against the corpus so far and stores it. Every write is
 * pending-only, so doing an item twice (a worker killed after its write) keeps one result.
 */
export async function processItem(
  ctx: AppContext,
  halt: Halt,
  job: { description: string; now: string; owner: string },
  corpus: CorpusStats,
  item: Pending,
): Promise<void> {
  const db = ctx.db.kysely;
  const bytes = await ctx.blobs.get(item.blob_key);
  if (halt.stopped) return;
  if (!bytes) {
    await finishItem(db, item.id, {
      state: 'skipped',
      reason: 'The file was lost before it could be read. Upload it again.',
    });
    return;
  }
  let parsed;
  try {
    // A stop does not wait for a slow parse: the item stays pending and is parsed after a restart.
    const parsing = parseInIsolation(bytes, { fileName: item.file_name, owner: job.owner });
    parsed = await orHalt(halt, parsing);
  } catch (error) {
    if (halt.stopped) return;
    const reason =
      error instanceof ParseError
        ? error.message
        : error instanceof ParserFailure
          ? logParserFailure(ctx.log, error)
          : 'This file could not be read.';
    await finishItem(db, item.id, { state: 'skipped', reason });
    return;
  }
  if (parsed === STOPPED || halt.stopped) return;
  if (!hasResumeContent(parsed.resume)) {
    await finishItem(db, item.id, { state: 'skipped', reason: NO_RESUME_CONTENT });
    return;
  }
  const { resume } = parsed;
  const text = resumeToText(resume);
  addToCorpus(corpus, indexTerms(text));
  const scored = await score(halt, {
    jobDescription: job.description,
    corpus,
    now: job.now,
    items: [{ id: item.id, resume, text }],
  });
  if (scored === STOPPED) return;
  const [stored] = scored;
  await finishItem(db, item.id, {
    state: 'done',
    text,
    resume: JSON.stringify(resume),
    result: JSON.stringify(stored),
  });
}

/** Scores the whole batch again with its own corpus statistics and duplicates; returns how many were ranked. */
export async function rankRun(
  ctx: AppContext,
  halt: Halt,
  runId: string,
  job: { description: string; now: string },
): Promise<number> {
  const items = await readParsed(ctx, runId);
  const corpus = await buildCorpusInTurns(items);
  if (halt.stopped) return 0;
  const duplicates = findDuplicates(items);
  const positionOf = new Map(items.map((item) => [item.id, item.position]));
  const chunks: ScoreInput['items'][] = [];
  for (let i = 0; i < items.length; i += SCORE_CHUNK) {
    chunks.push(
      items.slice(i, i + SCORE_CHUNK).map(({ id, resume, text }) => {
        const original = duplicates.get(id);
        return {
          id,
          resume,
          text,
          ...(original ? { duplicateOf: { id: original, position: positionOf.get(original) ?? 0 } } : {}),
        };
      }),
    );
  }
  const scored = await Promise.all(
    chunks.map((chunk) => score(halt, { jobDescription: job.description, corpus, now: job.now, items: chunk })),
  );
  const results = scored.flatMap((chunk) => (chunk === STOPPED ? [] : chunk));
  if (halt.stopped || results.length !== items.length) return 0;
  await updateItemResults(
    ctx.db.kysely,
    results.map((stored, i) => ({ id: items[i]!.id, result: JSON.stringify(stored) })),
  );
  return items.length;
}

/** Ranks a run whose items are all read and marks it done with its message. */
export async function finishRun(ctx: AppContext, halt: Halt, runId: string): Promise<void> {
  const db = ctx.db.kysely;
  const run = await findRun(db, runId);
  if (!run || run.state === 'failed') return;
  const ranked = await rankRun(ctx, halt, runId, { description: run.job_description, now: run.created_at });
  if (halt.stopped) return;
  const unreadable = run.total - ranked;
  const message = `Ranked ${ranked} resume${ranked === 1 ? '' : 's'}.${unreadable ? ` ${unreadable} could not be read; see the list of skipped files.` : ''}`;
  await refreshRunProgress(db, runId, nowIso());
  await setRunState(db, runId, 'done', nowIso(), message);
}

export function createRunner(ctx: AppContext): ShortlistRunner {
  const db = ctx.db.kysely;
  const active = new Map<string, Promise<void>>();
  const inSlot = createLimiter(PARALLEL_PARSES);
  let signalStop: () => void = () => undefined;
  const halt = {
    stopped: false,
    stopping: new Promise<typeof STOPPED>((resolve) => {
      signalStop = () => resolve(STOPPED);
    }),
  };

  async function processRun(runId: string): Promise<void> {
    const run = await findRun(db, runId);
    if (!run || run.state === 'done' || run.state === 'failed') return;
    await setRunState(db, runId, 'running', nowIso());
    // One time for the whole run, so provisional and final scores count years alike.
    const job = { description: run.job_description, now: run.created_at, owner: run.user_id };
    // Resumed runs start the provisional corpus from what was already parsed.
    const corpus = await readRunCorpus(ctx, runId);
    const pending = await listPendingItems(db, runId);
    let next = 0;
    const work = async () => {
      while (!halt.stopped && next < pending.length) {
        const item = pending[next++]!;
        await inSlot(() => processItem(ctx, halt, job, corpus, item));
        if (!halt.stopped) await refreshRunProgress(db, runId, nowIso());
      }
    };
    await Promise.all(Array.from({ length: PARALLEL_PARSES }, work));
    if (halt.stopped) return;
    await finishRun(ctx, halt, runId);
  }

  return {
    start(runId) {
      if (halt.stopped || active.has(runId)) return;
      const work = processRun(runId)
        .catch(async (error: unknown) => {
          if (halt.stopped) return;
          ctx.log.error({ err: error, runId }, 'shortlist run failed');
          await setRunState(
            db,
            runId,
            'failed',
            nowIso(),
            'The shortlist stopped because of an error on our side. Please start it again.',
          ).catch(() => undefined);
        })
        .finally(() => active.delete(runId));
      active.set(runId, work);
    },
    async whenIdle() {
      while (active.size > 0) await Promise.allSettled([...active.values()]);
    },
    async stop() {
      halt.stopped = true;
      signalStop();
      await Promise.allSettled([...active.values()]);
    },
  };
}

/** Runs at most `max` tasks at once; the rest wait in arrival order. */
function createLimiter(max: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async <T>(task: () => Promise<T>): Promise<T> => {
    while (running >= max) await new Promise<void>((resolve) => waiting.push(resolve));
    running++;
    try {
      return await task();
    } finally {
      running--;
      waiting.shift()?.();
    }
  };
}
