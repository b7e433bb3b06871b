import { readFile } from 'node:fs/promises';
import type { CliCommand } from '../cli-commands.ts';
import { loadConfig } from '../platform/config.ts';
import { openDb } from '../platform/db/client.ts';
import { migrateToLatest } from '../platform/db/migrate.ts';
import type { JobPosting } from './posting.ts';
import { saveJobPostings } from './write-postings.ts';
import { generateDemoPostings } from './seed-demo.ts';
import { describeDemoRecruiter, makeDemoRecruiter } from './demo-recruiter.ts';
import { importGreenhouseBoard } from './import/greenhouse.ts';
import { importLeverBoard } from './import/lever.ts';
import { importAshbyBoard } from './import/ashby.ts';
import { importJobSpyCsvUrl, mapJobSpyCsv } from './import/jobspy-csv.ts';

const USAGE = `Usage:
  vitae jobs import greenhouse|lever|ashby <board> [--company NAME] [--base-url URL --allow-loopback]
  vitae jobs import jobspy <file.csv | https://…/jobs.csv>
  vitae jobs seed-demo [--count N]
  vitae jobs demo-recruiter --email EMAIL   (an existing recruiter account gets the demo postings)`;

function option(args: string[], name: string): string | undefined {
  const index = args.indexOf(name);
  return index >= 0 ? args[index + 1] : undefined;
}

async function fetchPostings(source: string, board: string, args: string[]): Promise<JobPosting[]> {
  // --base-url points an import at a recorded copy of a board (tests, mirrors); loopback stays
  // refused unless the operator says so explicitly.
  const options = {
    baseUrl: option(args, '--base-url'),
    fetchOptions: { allowTestLoopback: args.includes('--allow-loopback') },
  };
  switch (source) {
    case 'greenhouse':
      return importGreenhouseBoard(board, options);
    case 'lever':
      return importLeverBoard(board, options);
    case 'ashby':
      return importAshbyBoard(board, { ...options, company: option(args, '--company') });
    case 'jobspy':
      return /^https?:\/\//.test(board)
        ? importJobSpyCsvUrl(board, { fetchOptions: options.fetchOptions })
        : mapJobSpyCsv(await readFile(board, 'utf8'));
    default:
      throw new Error(`Unknown source "${source}".\n${USAGE}`);
  }
}

export const jobsCommand: CliCommand = {
  name: 'jobs',
  summary:
    'jobs import <greenhouse|lever|ashby|jobspy> <board|file> | jobs seed-demo: load postings | jobs demo-recruiter --email EMAIL',
  async run(args) {
    const [sub, source, board] = args;
    if (sub === 'demo-recruiter') return setDemoRecruiter(option(args, '--email'));
    if (sub !== 'seed-demo' && !(sub === 'import' && source && board)) {
      console.error(USAGE);
      return 2;
    }
    const postings =
      sub === 'seed-demo'
        ? generateDemoPostings({ count: Number(option(args, '--count') ?? 300) })
        : await fetchPostings(source!, board!, args);
    const config = loadConfig();
    const db = openDb({ url: config.DATABASE_URL, dataDir: config.dataDir });
    try {
      await migrateToLatest(db);
      const written = await db.kysely.transaction().execute((trx) => saveJobPostings(trx, postings));
      console.log(`Saved ${written} postings (new ones added, ones already imported updated).`);
      return 0;
    } finally {
      await db.close();
    }
  },
};

async function setDemoRecruiter(email: string | undefined): Promise<number> {
  if (!email || email.startsWith('--')) {
    console.error(USAGE);
    return 2;
  }
  const config = loadConfig();
  const db = openDb({ url: config.DATABASE_URL, dataDir: config.dataDir });
  try {
    await migrateToLatest(db);
    const answer = await makeDemoRecruiter(db.kysely, email);
    if (!answer.ok) {
      console.error(answer.message);
      return 1;
    }
    console.log(describeDemoRecruiter(answer));
    return 0;
  } finally {
    await db.close();
  }
}
