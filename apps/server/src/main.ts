import { buildApp } from './app.ts';
import { loadConfig } from './platform/config.ts';
import { seedDemoJobsIfEmpty } from './jobs/service.ts';
import { closeWorkerPool } from './platform/workers/shared-pool.ts';
import { closeIsolation } from './parsing/run-isolated.ts';
import { warmUpRenderer } from './rendering/render-pdf.ts';
import { resumeUnfinishedRuns } from './shortlisting/runner.ts';

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
  const { app, ctx } = await buildApp(config);
  if (config.SEED_DEMO) {
    const seeded = await seedDemoJobsIfEmpty(ctx);
    if (seeded > 0) app.log.info(`Loaded ${seeded} demo job postings (SEED_DEMO=false turns this off).`);
  }
  const close = async () => {
    await app.close();
    await Promise.allSettled([closeWorkerPool(), closeIsolation()]);
    process.exit(0);
  };
  process.once('SIGINT', () => void close());
  process.once('SIGTERM', () => void close());
  await app.listen({ port: config.PORT, host: config.HOST });
  // The first render loads react-pdf in a worker thread; do it now rather than in someone's request.
  warmUpRenderer().catch((error: unknown) => app.log.warn({ err: error }, 'renderer warm-up failed'));
  const resumed = await resumeUnfinishedRuns(ctx);
  if (resumed > 0) app.log.info(`Resuming ${resumed} unfinished shortlist run(s).`);
}

await main();
