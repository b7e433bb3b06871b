import type { CliCommand } from '../cli-commands.ts';
import { loadConfig } from '../platform/config.ts';
import { openDb } from '../platform/db/client.ts';
import { migrateToLatest } from '../platform/db/migrate.ts';
import { openBlobStore } from '../platform/storage/open-blob-store.ts';
import { describeSweep, sweepLeftovers } from './sweep.ts';

const DEFAULT_MIN_AGE_MINUTES = 60;

export const sweepCommand: CliCommand = {
  name: 'sweep',
  summary: `sweep [--min-age-minutes N]: remove upload temp files and blobs no row refers to (older than N, default ${DEFAULT_MIN_AGE_MINUTES}, minutes)`,
  async run(args) {
    const at = args.indexOf('--min-age-minutes');
    const minutes = at >= 0 ? Number(args[at + 1]) : DEFAULT_MIN_AGE_MINUTES;
    if (!Number.isFinite(minutes) || minutes < 0) {
      console.error('Usage: vitae sweep [--min-age-minutes N] (N a number of minutes, 0 or more)');
      return 2;
    }
    const config = loadConfig();
    const db = openDb({ url: config.DATABASE_URL, dataDir: config.dataDir });
    try {
      await migrateToLatest(db);
      const report = await sweepLeftovers(db, config.dataDir, await openBlobStore(config), {
        olderThanMs: minutes * 60_000,
      });
      for (const file of [...report.tempFiles, ...report.orphanBlobs]) console.log(`removed ${file}`);
      console.log(describeSweep(report));
      return 0;
    } finally {
      await db.close();
    }
  },
};
