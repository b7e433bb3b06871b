/**
 * Search benchmark: builds 100,000 demo postings in a temporary SQLite file, times fixed broad and
 * narrow queries (query understanding and SQL separately), then scores ranking quality (NDCG@10)
 * on the labelled set in bench/data/search/labels.json. Prints JSON; progress goes to stderr.
 * Arguments: --count N (postings, default 100000), --rounds N (timed runs per query, default 5).
 */
import Database from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import type { AnyKysely } from '../apps/server/src/jobs/search-sql.ts';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadCityIndex } from '../apps/server/src/jobs/gazetteer.ts';
import { createJobTables, searchJobs } from '../apps/server/src/jobs/search-sql.ts';
import { clearPreparedJobs, matchResumeToJobs } from '../apps/server/src/matching/match-resume.ts';
import { MATCHED_RESULTS } from '../apps/server/src/jobs/search-match.ts';
import { resumeSchema } from '@vitae/shared/resume/schema';
import { generateDemoPostings } from '../apps/server/src/jobs/seed-demo.ts';
import { understandQuery } from '../apps/server/src/jobs/understand-query.ts';
import { saveJobPostings } from '../apps/server/src/jobs/write-postings.ts';

const timedQueries = [
  'engineer',
  'developer jobs',
  'remote python jobs',
  'senior react developer in San Francisco',
  'data scientist over 150k',
  'nurse jobs in London',
  'part-time barista posted this week',
  'devops engineer kubernetes terraform',
  'machine learning engineer hybrid',
  'junior frontend developer in Berlin',
  'jobs in New York',
  'java developer contract',
  'product manager remote over 120k',
  'customer support',
  'lead site reliability engineer last 30 days',
  'security engineer in Austin, TX',
  'full stack typescript node react developer',
  'warehouse jobs in Texas',
];

interface Labels {
  seed: number;
  count: number;
  now: string;
  queries: Array<{ query: string; relevant: Record<string, number> }>;
}

function percentile(values: number[], fraction: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] ?? 0;
}

function round(value: number, digits = 2): number {
  return Number(value.toFixed(digits));
}

/** NDCG@k with gains 2^grade - 1; the ideal ranking takes every graded posting in the label set. */
export function scoreNdcg(ranked: string[], relevant: Record<string, number>, k = 10): number {
  const gain = (grade: number) => 2 ** grade - 1;
  const dcg = ranked.slice(0, k).reduce((sum, id, i) => sum + gain(relevant[id] ?? 0) / Math.log2(i + 2), 0);
  const ideal = Object.values(relevant)
    .sort((a, b) => b - a)
    .slice(0, k)
    .reduce((sum, grade, i) => sum + gain(grade) / Math.log2(i + 2), 0);
  return ideal === 0 ? 0 : dcg / ideal;
}

function readArg(args: string[], name: string, fallback: number): number {
  const index = args.indexOf(name);
  return index >= 0 ? Number(args[index + 1]) : fallback;
}

async function measureLatency(count: number, rounds: number, now: Date) {
  const folder = mkdtempSync(join(tmpdir(), 'vitae-search-bench-'));
  const sqlite = new Database(join(folder, 'jobs.sqlite'));
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  // What a read-heavy deployment would set: memory-mapped reads and a 128 MB page cache.
  sqlite.pragma('mmap_size = 1073741824');
  sqlite.pragma('cache_size = -131072');
  const db: AnyKysely = new Kysely({ dialect: new SqliteDialect({ database: sqlite }) });
  try {
    await createJobTables(db, 'sqlite');
    let started = performance.now();
    const postings = generateDemoPostings({ count, seed: 42, now });
    const generateMs = performance.now() - started;
    started = performance.now();
    await db.transaction().execute((trx) => saveJobPostings(trx, postings, now));
    const loadMs = performance.now() - started;
    console.error(`generated ${count} postings in ${round(generateMs, 0)} ms, stored in ${round(loadMs, 0)} ms`);
    const searchTimes: number[] = [];
    const understandTimes: number[] = [];
    const perQuery: Record<string, { p50: number; results: number }> = {};
    for (const query of timedQueries) await searchJobs(db, 'sqlite', understandQuery(query, now), { now, limit: 20 });
    // Query understanding is timed on its own, warm (its first call builds the city index), 100 runs a query.
    for (let i = 0; i < 20; i++) for (const query of timedQueries) understandQuery(query, now);
    for (const query of timedQueries) {
      for (let i = 0; i < 100; i++) {
        const start = performance.now();
        understandQuery(query, now);
        understandTimes.push(performance.now() - start);
      }
    }
    // A signed-in job seeker's search: the same query plus the match of a resume with the first 20
    // results, with the prepared-description cache emptied first (the slowest case).
    const resume = resumeSchema.parse(
      (
        JSON.parse(readFileSync(join(import.meta.dirname, 'data/tailor/01-backend-engineer.json'), 'utf8')) as {
          resume: unknown;
        }
      ).resume,
    );
    const matchTimes: number[] = [];
    for (const query of timedQueries) {
      for (let i = 0; i < rounds; i++) {
        const understood = understandQuery(query, now);
        clearPreparedJobs();
        const start = performance.now();
        const rows = await searchJobs(db, 'sqlite', understood, { now, limit: 30 });
        matchResumeToJobs(
          resume,
          rows.slice(0, MATCHED_RESULTS).map((r) => ({ key: r.description_text, description: r.description_text })),
          now,
        );
        matchTimes.push(performance.now() - start);
      }
    }
    for (const query of timedQueries) {
      const times: number[] = [];
      let results = 0;
      for (let i = 0; i < rounds; i++) {
        const understood = understandQuery(query, now);
        const start = performance.now();
        results = (await searchJobs(db, 'sqlite', understood, { now, limit: 20 })).length;
        times.push(performance.now() - start);
      }
      searchTimes.push(...times);
      perQuery[query] = { p50: round(percentile(times, 0.5)), results };
    }
    return {
      postings: count,
      generateMs: round(generateMs, 0),
      loadMs: round(loadMs, 0),
      searchP50Ms: round(percentile(searchTimes, 0.5)),
      searchP95Ms: round(percentile(searchTimes, 0.95)),
      searchWithMatchP50Ms: round(percentile(matchTimes, 0.5)),
      searchWithMatchP95Ms: round(percentile(matchTimes, 0.95)),
      understandP50Ms: round(percentile(understandTimes, 0.5), 3),
      understandP95Ms: round(percentile(understandTimes, 0.95), 3),
      perQuery,
    };
  } finally {
    await db.destroy();
    rmSync(folder, { recursive: true, force: true });
  }
}

async function measureQuality() {
  const labels = JSON.parse(readFileSync(new URL('./data/search/labels.json', import.meta.url), 'utf8')) as Labels;
  const now = new Date(labels.now);
  const db: AnyKysely = new Kysely({ dialect: new SqliteDialect({ database: new Database(':memory:') }) });
  try {
    await createJobTables(db, 'sqlite');
    await saveJobPostings(db, generateDemoPostings({ seed: labels.seed, count: labels.count, now }), now);
    const perQuery: Record<string, number> = {};
    for (const { query, relevant } of labels.queries) {
      const rows = await searchJobs(db, 'sqlite', understandQuery(query, now), { now, limit: 10 });
      perQuery[query] = round(
        scoreNdcg(
          rows.map((row) => row.job_id),
          relevant,
        ),
        3,
      );
    }
    const scores = Object.values(perQuery);
    return { queries: scores.length, ndcgAt10: round(scores.reduce((a, b) => a + b, 0) / scores.length, 3), perQuery };
  } finally {
    await db.destroy();
  }
}

export async function run(args: string[]): Promise<void> {
  const count = readArg(args, '--count', 100_000);
  const rounds = readArg(args, '--rounds', 5);
  const now = new Date('2026-06-15T12:00:00Z');
  let started = performance.now();
  loadCityIndex();
  const gazetteerLoadMs = round(performance.now() - started, 0);
  started = performance.now();
  const quality = await measureQuality();
  console.error(`quality measured in ${round(performance.now() - started, 0)} ms`);
  const latency = await measureLatency(count, rounds, now);
  console.log(JSON.stringify({ bench: 'search', gazetteerLoadMs, latency, quality }, null, 2));
}

if (process.argv[1]?.endsWith('search.ts')) await run(process.argv.slice(2));
