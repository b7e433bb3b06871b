import { buildApp } from './app.ts';
import { loadConfig } from './platform/config.ts';
import { seedDemoJobsIfEmpty } from './jobs/service.ts';

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
    process.exit(0);
  };
  process.once('SIGINT', () => void close());
  process.once('SIGTERM', () => void close());
  await app.listen({ port: config.PORT, host: config.HOST });
}

await main();
