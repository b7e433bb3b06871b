/**
 * Shortlisting through the queue: one web server (SQLite shared with the workers through its
 * DATA_DIR) and 1, then 2, `vitae worker` processes on Redis. A zip of N two-page resume PDFs
 * (default 1,000) is uploaded and polled until done. Prints resumes/s, queue wait p95 (a job's
 * wait from enqueue to a worker taking it), auth/verify p99 during the run, and the peak RSS of
 * the server and of each worker with its parse children.
 * `REDIS_URL=redis://127.0.0.1:6379/0 npm run bench -- scale [--count 1000] [--workers 1,2]`
 * Keys are written under a fresh REDIS_PREFIX and removed afterwards.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { forgeZip } from '../apps/server/src/shortlisting/zip-forge.ts';
import { SERVER_NODE_FLAGS, loadVerify, signupUser, startServer } from './lib-server.ts';

const FIXTURES = path.resolve(import.meta.dirname, '../../shared/fixtures/parse-dev');
const JOB = 'Senior Software Engineer: TypeScript, React and Node.js on PostgreSQL; 5+ years; REST APIs and SQL.';
const round1 = (n: number) => Math.round(n * 10) / 10;

function readTwoPagePdfs(): { name: string; bytes: Buffer }[] {
  const manifest = JSON.parse(readFileSync(path.join(FIXTURES, 'manifest.json'), 'utf8')) as {
    documents: { id: string; path: string; format: string; pages: number | null }[];
  };
  return manifest.documents
    .filter((d) => d.format === 'pdf' && d.pages === 2)
    .map((d) => ({ name: d.id, bytes: readFileSync(path.join(FIXTURES, d.path)) }));
}

function rssMb(pid: number): number {
  try {
    const match = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) / 1024 : 0;
  } catch {
    return 0;
  }
}

function treeOf(pid: number): number[] {
  let children: number[] = [];
  try {
    children = readdirSync(`/proc/${pid}/task`).flatMap((tid) =>
      readFileSync(`/proc/${pid}/task/${tid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number),
    );
  } catch {
    /* gone */
  }
  return [pid, ...children.flatMap(treeOf)];
}

const treeRss = (pid: number) => treeOf(pid).reduce((sum, p) => sum + rssMb(p), 0);

function percentile(values: number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

async function once(redisUrl: string, workerCount: number, zip: Uint8Array, count: number) {
  const prefix = `bench-scale-${randomBytes(4).toString('hex')}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'vitae-bench-scale-'));
  const env = { DATA_DIR: dataDir, REDIS_URL: redisUrl, REDIS_PREFIX: prefix, UPLOADS_PER_HOUR: '100000' };
  const server = await startServer(env);
  const workers = Array.from({ length: workerCount }, () => {
    const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, 'apps/server/bin/vitae.mjs', 'worker'], {
      cwd: path.resolve(import.meta.dirname, '..'),
      env: { ...process.env, ...env, LOG_LEVEL: 'info', SEED_DEMO: 'false' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let ready = false;
    child.stdout.on('data', (c: Buffer) => {
      if (c.toString().includes('worker ready')) ready = true;
    });
    return { child, isReady: () => ready };
  });
  try {
    for (let i = 0; i < 1200 && !workers.every((w) => w.isReady()); i++) await new Promise((r) => setTimeout(r, 100));
    const { access_token: token } = await signupUser(server.url);
    const peaks = { server: 0, workers: workers.map(() => 0) };
    const sample = () => {
      peaks.server = Math.max(peaks.server, rssMb(server.process.pid!));
      workers.forEach((w, i) => (peaks.workers[i] = Math.max(peaks.workers[i]!, treeRss(w.child.pid!))));
    };
    const timer = setInterval(sample, 250);
    const t0 = performance.now();
    const form = new FormData();
    form.append('metadata', JSON.stringify({ job_id: 'bench', job_description: JOB }));
    form.append('files', new Blob([new Uint8Array(zip)], { type: 'application/zip' }), 'resumes.zip');
    const started = await fetch(`${server.url}/api/shortlist-resumes`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    if (!started.ok) throw new Error(`shortlist-resumes: ${started.status} ${await started.text()}`);
    const { run_id: runId } = (await started.json()) as { run_id: string };
    type Status = { state: string; results: unknown[]; skipped: unknown[] };
    let status: Status | null = null;
    let finished = false;
    const polling = (async () => {
      for (;;) {
        const answer = await fetch(`${server.url}/api/shortlist/status`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify({ run_id: runId }),
        });
        status = (await answer.json()) as Status;
        if (status.state === 'done' || status.state === 'failed') break;
        await new Promise((r) => setTimeout(r, 1000));
      }
      finished = true;
      return (performance.now() - t0) / 1000;
    })();
    const windows: Awaited<ReturnType<typeof loadVerify>>[] = [];
    while (!finished) windows.push(await loadVerify(server.url, token, 3, 10));
    const seconds = await polling;
    clearInterval(timer);
    sample();

    const connection = new Redis(redisUrl, { maxRetriesPerRequest: null });
    const queue = new Queue('shortlist', { connection, prefix });
    const jobs = await queue.getJobs(['completed'], 0, -1);
    const waits = jobs.filter((j) => j.processedOn).map((j) => j.processedOn! - j.timestamp);
    await queue.obliterate({ force: true });
    await queue.close();
    // A connection passed in stays open after close(), and would keep the benchmark from exiting.
    connection.disconnect();
    const final = status as Status | null;
    return {
      workers: workerCount,
      state: final?.state,
      ranked: final?.results.length,
      skipped: final?.skipped.length,
      // Why (the first few): a parse past its time limit on an overloaded machine shows here.
      skipped_reasons: final?.skipped.slice(0, 3),
      seconds: round1(seconds),
      resumes_per_second: round1(count / seconds),
      queue_wait_p95_s: round1(percentile(waits, 95) / 1000),
      verify_p99_ms_max: Math.max(...windows.map((w) => w.p99_ms)),
      server_peak_rss_mb: round1(peaks.server),
      worker_tree_peak_rss_mb: peaks.workers.map(round1),
    };
  } finally {
    for (const w of workers) w.child.kill('SIGTERM');
    await Promise.all(
      workers.map((w) => new Promise((r) => (w.child.exitCode !== null ? r(null) : w.child.once('exit', r)))),
    );
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function run(args: string[]): Promise<void> {
  const redisUrl = process.env.REDIS_URL;
  if (!redisUrl) {
    console.error(
      'The scale benchmark needs REDIS_URL (redis://127.0.0.1:6379/0); it writes only under a fresh prefix.',
    );
    process.exitCode = 2;
    return;
  }
  const at = args.indexOf('--count');
  const count = at >= 0 ? Number(args[at + 1]) : 1000;
  const w = args.indexOf('--workers');
  const workerCounts = (w >= 0 ? args[w + 1]! : '1,2').split(',').map(Number);
  const pdfs = readTwoPagePdfs();
  const zip = forgeZip(
    Array.from({ length: count }, (_, i) => {
      const pdf = pdfs[i % pdfs.length]!;
      return { name: `resumes/${String(i + 1).padStart(4, '0')}-${pdf.name}`, data: pdf.bytes };
    }),
  );
  const runs = [];
  for (const workers of workerCounts) runs.push(await once(redisUrl, workers, zip, count));
  console.log(JSON.stringify({ bench: 'scale', resumes: count, cores: os.availableParallelism(), runs }, null, 2));
}
