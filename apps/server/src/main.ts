import { buildApp } from './app.ts';
import { loadConfig, type Config } from './platform/config.ts';
import { isDatabaseUnavailable } from './platform/db/client.ts';
import { seedDemoJobsIfEmpty } from './jobs/service.ts';
import { describeDemoRecruiter, makeDemoRecruiter } from './jobs/demo-recruiter.ts';
import { closeWorkerPool } from './platform/workers/shared-pool.ts';
import { closeIsolation } from './parsing/run-isolated.ts';
import { warmUpRenderer } from './rendering/render-pdf.ts';
import { resumeUnfinishedRuns } from './shortlisting/runner.ts';
import { describeSweep, sweepLeftovers } from './uploads/sweep.ts';

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
  let built;
  try {
    built = await buildApp(config);
  } catch (error) {
    // An unreachable database is a setting or an outage, not a bug: one line that says which, no stack.
    if (!isDatabaseUnavailable(error)) throw error;
    console.error(`Cannot reach the database (${describeDatabaseError(error)}). ${whereTheDatabaseIs(config)}`);
    process.exit(1);
  }
  const { app, ctx } = built;
  // Nothing of this process is in flight yet: what a crash left in tmp/ or as orphan blobs can go.
  // On PostgreSQL other servers may share the files, so only what is older than any of their uploads.
  const olderThanMs = config.DATABASE_URL || config.S3_BUCKET ? 15 * 60_000 : 0;
  const swept = await sweepLeftovers(ctx.db, config.dataDir, ctx.blobs, { olderThanMs });
  if (swept.tempFiles.length + swept.orphanBlobs.length > 0) {
    app.log.info(
      { removed: [...swept.tempFiles, ...swept.orphanBlobs].slice(0, 50) },
      `Start-up sweep: ${describeSweep(swept)}`,
    );
  }
  if (config.SEED_DEMO) {
    const seeded = await seedDemoJobsIfEmpty(ctx);
    if (seeded > 0) app.log.info(`Loaded ${seeded} demo job postings (SEED_DEMO=false turns this off).`);
  }
  if (config.DEMO_RECRUITER_EMAIL) {
    const answer = await makeDemoRecruiter(ctx.db.kysely, config.DEMO_RECRUITER_EMAIL);
    if (answer.ok) app.log.info(describeDemoRecruiter(answer));
    else app.log.warn(`DEMO_RECRUITER_EMAIL: ${answer.message} Then restart, or run vitae jobs demo-recruiter.`);
  }
  let closing = false;
  const close = async () => {
    if (closing) return;
    closing = true;
    // Drain: /api/ready answers 503 at once so a load balancer stops sending here; after
    // DRAIN_SECONDS the server stops accepting connections and waits for the requests in flight.
    ctx.draining = true;
    if (config.DRAIN_SECONDS > 0) {
      app.log.info(`Draining for ${config.DRAIN_SECONDS} s before closing.`);
      await new Promise((resolve) => setTimeout(resolve, config.DRAIN_SECONDS * 1000));
    }
    await app.close();
    await Promise.allSettled([closeWorkerPool(), closeIsolation()]);
    process.exit(0);
  };
  process.on('SIGINT', () => void close());
  process.on('SIGTERM', () => void close());
  await app.listen({ port: config.PORT, host: config.HOST });
  // The first render loads react-pdf in a worker thread; do it now rather than in someone's request
  // (with REDIS_URL the workers render PDFs: see rendering/render-queue.ts).
  if (!ctx.renderOnWorker)
    warmUpRenderer().catch((error: unknown) => app.log.warn({ err: error }, 'renderer warm-up failed'));
  const resumed = await resumeUnfinishedRuns(ctx);
  if (resumed > 0) app.log.info(`Resuming ${resumed} unfinished shortlist run(s).`);
}

function describeDatabaseError(error: unknown): string {
  const inner: unknown = error instanceof AggregateError ? (error.errors[0] as unknown) : error;
  const code = (inner as { code?: unknown } | null)?.code;
  const message = inner instanceof Error ? (inner.message.split('\n')[0] ?? '') : String(inner);
  return typeof code === 'string' && !message.includes(code) ? `${code}: ${message}` : message;
}

/** Names the server from DATABASE_URL without its password. */
function whereTheDatabaseIs(config: Config): string {
  if (!config.DATABASE_URL) return 'Check DATA_DIR.';
  try {
    const url = new URL(config.DATABASE_URL);
    return `Check DATABASE_URL (${url.hostname}:${url.port || 5432}${url.pathname}) and that PostgreSQL is running.`;
  } catch {
    return 'Check DATABASE_URL and that PostgreSQL is running.';
  }
}

await main();
