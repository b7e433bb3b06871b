/**
 * Shortlisting end to end through a real server process: a zip of N two-page resume PDFs (the
 * parse-dev set's two-page PDFs, cycled under new names; default 500) is uploaded, ranked in the
 * background and polled until done. Prints total seconds, the server's peak RSS (VmHWM) and its
 * parse children's, and auth/verify latency measured while the run goes.
 * Targets: <= 60 s, peak RSS <= 512 MB, verify p99 < 50 ms.
 * `npm run bench -- shortlist [--count 500] [--connections 10] [--cold] [--nice-children]` (--cold: no
 * warm-up parse, so the parse children's first start is inside the measured time; --nice-children:
 * an experiment that lowers the parse children's CPU priority, as the parse pool could).
 * Limit: the cycled PDFs repeat contact details, so many resumes are flagged as duplicates; that
 * costs nothing extra in parsing or scoring.
 */
import { readFileSync, readdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { forgeZip } from '../apps/server/src/shortlisting/zip-forge.ts';
import { loadVerify, signupUser, startServer } from './lib-server.ts';

const FIXTURES = path.resolve(import.meta.dirname, '../../shared/fixtures/parse-dev');
const JOB = `Senior Software Engineer
We build web products with TypeScript, React and Node.js on PostgreSQL.
Requirements:
- 5+ years of experience as a software engineer
- TypeScript, React and Node.js
- REST APIs and SQL databases
Nice to have: Docker, Kubernetes, AWS. Bachelor's degree in computer science or equivalent experience.`;

const round1 = (n: number) => Math.round(n * 10) / 10;

function readTwoPagePdfs(): { name: string; bytes: Buffer }[] {
  const manifest = JSON.parse(readFileSync(path.join(FIXTURES, 'manifest.json'), 'utf8')) as {
    documents: { id: string; path: string; format: string; pages: number | null }[];
  };
  return manifest.documents
    .filter((d) => d.format === 'pdf' && d.pages === 2)
    .map((d) => ({ name: d.id, bytes: readFileSync(path.join(FIXTURES, d.path)) }));
}

/** Resident memory of a process and its peak, in MB (0 when it is gone). */
function readMemoryMb(pid: number): { rss: number; peak: number } {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
    return { rss: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 };
  } catch {
    return { rss: 0, peak: 0 };
  }
}

function listChildren(pid: number): number[] {
  try {
    return readdirSync(`/proc/${pid}/task`).flatMap((tid) =>
      readFileSync(`/proc/${pid}/task/${tid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number),
    );
  } catch {
    return [];
  }
}

/**
 * Samples the server and its child processes (the parse pool's children, and tsx's esbuild
 * service) every 250 ms: the peak of each and the largest sum seen.
 */
function watchMemory(pid: number) {
  const childPeaks = new Map<number, number>();
  let combined = 0;
  const sample = () => {
    let total = readMemoryMb(pid).rss;
    for (const child of listChildren(pid)) {
      const memory = readMemoryMb(child);
      total += memory.rss;
      childPeaks.set(child, Math.max(childPeaks.get(child) ?? 0, memory.peak));
    }
    combined = Math.max(combined, total);
  };
  const timer = setInterval(sample, 250);
  return {
    stop() {
      clearInterval(timer);
      sample();
      return {
        server_peak_rss_mb: round1(readMemoryMb(pid).peak),
        child_processes: childPeaks.size,
        children_peak_rss_mb: round1([...childPeaks.values()].reduce((a, b) => a + b, 0)),
        combined_peak_rss_sampled_mb: round1(combined),
      };
    },
  };
}

async function post<T>(url: string, token: string, body: unknown): Promise<T> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

export async function run(args: string[]): Promise<void> {
  const option = (name: string, fallback: number) => {
    const at = args.indexOf(`--${name}`);
    return at >= 0 ? Number(args[at + 1]) : fallback;
  };
  const count = option('count', 500);
  const connections = option('connections', 10);
  const pdfs = readTwoPagePdfs();
  const zip = forgeZip(
    Array.from({ length: count }, (_, i) => {
      const pdf = pdfs[i % pdfs.length]!;
      return { name: `resumes/${String(i + 1).padStart(4, '0')}-${pdf.name}`, data: pdf.bytes };
    }),
  );

  const server = await startServer();
  const pid = server.process.pid!;
  try {
    const { access_token: token } = await signupUser(server.url);
    const idle = await loadVerify(server.url, token, 3, connections);
    if (!args.includes('--cold')) {
      // One parse starts the server's parse children, as any earlier upload would have.
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(pdfs[0]!.bytes)], { type: 'application/pdf' }), pdfs[0]!.name);
      await fetch(`${server.url}/api/parse`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
        body: form,
      });
    }
    if (args.includes('--nice-children')) {
      // Experiment: what the parse pool would gain by running its children at a lower priority.
      for (const child of listChildren(pid)) os.setPriority(child, 10);
    }
    const rssBeforeRun = readMemoryMb(pid).rss;
    const memory = watchMemory(pid);

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
    const uploadSeconds = (performance.now() - t0) / 1000;

    type Status = { state: string; done: number; total: number; results: { flags: string[] }[]; skipped: unknown[] };
    let status: Status | null = null;
    const polling = (async () => {
      for (;;) {
        status = await post<Status>(`${server.url}/api/shortlist/status`, token, { run_id: runId });
        if (status.state === 'done' || status.state === 'failed') return (performance.now() - t0) / 1000;
        await new Promise((r) => setTimeout(r, 1000));
      }
    })();
    const windows: Awaited<ReturnType<typeof loadVerify>>[] = [];
    let finished: number | null = null;
    void polling.then((seconds) => (finished = seconds));
    while (finished === null) windows.push(await loadVerify(server.url, token, 3, connections));
    const totalSeconds = await polling;
    const final = status as Status | null;
    const statusStart = performance.now();
    await post<Status>(`${server.url}/api/shortlist/status`, token, { run_id: runId });
    const statusMs = performance.now() - statusStart;

    console.log(
      JSON.stringify(
        {
          bench: 'shortlist',
          resumes: count,
          zip_mb: round1(zip.length / 1024 / 1024),
          state: final?.state,
          ranked: final?.results.length,
          skipped: final?.skipped.length,
          duplicates_flagged: final?.results.filter((r) => r.flags.includes('duplicate')).length,
          upload_seconds: round1(uploadSeconds),
          total_seconds: round1(totalSeconds),
          resumes_per_second: round1(count / totalSeconds),
          status_call_ms_when_done: Math.round(statusMs),
          server_rss_before_run_mb: round1(rssBeforeRun),
          ...memory.stop(),
          verify_idle: { p50_ms: idle.p50_ms, p99_ms: idle.p99_ms, requests_per_second: idle.requests_per_second },
          verify_during_run: {
            connections,
            windows: windows.length,
            p50_ms_max: Math.max(...windows.map((w) => w.p50_ms)),
            p99_ms_max: Math.max(...windows.map((w) => w.p99_ms)),
            p99_ms_per_window: windows.map((w) => w.p99_ms),
            requests_per_second_mean: Math.round(
              windows.reduce((s, w) => s + w.requests_per_second, 0) / Math.max(1, windows.length),
            ),
            non_2xx: windows.reduce((s, w) => s + w.non_2xx, 0),
          },
          cores: os.availableParallelism(),
          load_average: os.loadavg().map(round1),
        },
        null,
        2,
      ),
    );
  } finally {
    await server.stop();
  }
}
