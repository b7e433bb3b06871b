/**
 * Render benchmark: a realistic two-page resume (every section filled) rendered through the
 * worker pool, as routes call it. Reports warm sequential latency per template (p50/p95 ms),
 * 20 concurrent renders (wall time, throughput, latency), and DOCX latency. Wall-clock figures
 * swing with other load on the machine, so it also reports CPU milliseconds per render, measured
 * in this process without the pool (process CPU time, GC threads included). Prints JSON.
 * `npm run bench -- render [--iterations N] [--concurrency N] [--rounds N] [--threads N]`.
 */
import os from 'node:os';
import { loadVerify, signupUser, startServer } from './lib-server.ts';
import { createWorkerPool } from '../apps/server/src/platform/workers/pool.ts';
import { readPdfText } from '../apps/server/src/rendering/pdf-text.ts';
import { renderResumeDocx } from '../apps/server/src/rendering/render-docx.ts';
import { renderResumePdf } from '../apps/server/src/rendering/render-pdf.ts';
import { renderPdf } from '../apps/server/src/rendering/render-task.ts';
import { buildSampleResume } from '../apps/server/src/rendering/sample-resume.ts';
import { TEMPLATES } from '../apps/server/src/rendering/templates.ts';

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((sorted.length - 1) * p))] ?? 0;
const round1 = (n: number) => Math.round(n * 10) / 10;

function summarize(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const mean = sorted.reduce((s, x) => s + x, 0) / Math.max(1, sorted.length);
  return {
    n: sorted.length,
    p50: round1(percentile(sorted, 0.5)),
    p95: round1(percentile(sorted, 0.95)),
    mean: round1(mean),
  };
}

async function time<T>(fn: () => Promise<T>): Promise<number> {
  const started = performance.now();
  await fn();
  return performance.now() - started;
}

export async function run(args: string[]): Promise<void> {
  const opt = (name: string, fallback: number) => {
    const at = args.indexOf(`--${name}`);
    return at >= 0 ? Number(args[at + 1]) : fallback;
  };
  const iterations = opt('iterations', 40);
  const concurrency = opt('concurrency', 20);
  const rounds = opt('rounds', 3);
  const threads = opt('threads', os.availableParallelism());
  const pool = createWorkerPool({ maxThreads: threads });
  const resume = buildSampleResume();
  try {
    // Warm-up: start every thread, load react-pdf and fonts, and let the JIT settle.
    for (let i = 0; i < 8; i++)
      await Promise.all(Array.from({ length: threads }, () => renderResumePdf(resume, { pool })));
    const pages = (await readPdfText(await renderResumePdf(resume, { pool }))).pages.length;

    const sequential: Record<string, ReturnType<typeof summarize>> = {};
    for (const { name } of TEMPLATES) {
      const samples: number[] = [];
      for (let i = 0; i < iterations; i++)
        samples.push(await time(() => renderResumePdf(resume, { pool, template: name })));
      sequential[name] = summarize(samples);
    }

    const latencies: number[] = [];
    let wall = 0;
    for (let r = 0; r < rounds; r++) {
      wall += await time(() =>
        Promise.all(
          Array.from({ length: concurrency }, async (_, i) => {
            latencies.push(
              await time(() => renderResumePdf(resume, { pool, template: TEMPLATES[i % TEMPLATES.length]!.name })),
            );
          }),
        ),
      );
    }

    // CPU cost of one render on the main thread (react-pdf loads here only for this figure).
    const cpuSamples: number[] = [];
    for (let i = 0; i < iterations + 10; i++) {
      const before = process.cpuUsage();
      await renderPdf({ resume, template: 'classic', title: 'Bench' });
      const used = process.cpuUsage(before);
      if (i >= 10) cpuSamples.push((used.user + used.system) / 1000);
    }

    const docx: number[] = [];
    for (let i = 0; i < Math.min(iterations, 20); i++) docx.push(await time(() => renderResumeDocx(resume, { pool })));

    console.log(
      JSON.stringify(
        {
          benchmark: 'render',
          machine: { cpus: os.availableParallelism(), loadavg1m: round1(os.loadavg()[0] ?? 0), node: process.version },
          threads,
          resume: { pages, template: 'classic' },
          sequentialMs: sequential,
          cpuMsPerRenderInProcess: summarize(cpuSamples),
          concurrent: {
            concurrency,
            rounds,
            wallMsPerRound: round1(wall / rounds),
            rendersPerSecond: round1((concurrency * rounds) / (wall / 1000)),
            latencyMs: summarize(latencies),
          },
          docxMs: summarize(docx),
          verifyWhileRendering: await measureVerifyWhileRendering(resume),
        },
        null,
        2,
      ),
    );
  } finally {
    await pool.close();
  }
}

/**
 * The API must keep answering while PDFs render (issue 5: auth/verify p99 < 50 ms with 20 renders
 * in flight). A real server process; 20 generate/new calls kept in flight while verify is loaded.
 */
async function measureVerifyWhileRendering(resume: ReturnType<typeof buildSampleResume>) {
  const server = await startServer();
  try {
    const { access_token } = await signupUser(server.url);
    const headers = { 'content-type': 'application/json', authorization: `Bearer ${access_token}` };
    const renderOnce = (n: number) =>
      fetch(`${server.url}/api/generate/new`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ resume: { ...resume, profile: `${resume.profile} ${n}` } }),
      });
    await renderOnce(-1); // the first render loads react-pdf in the worker
    let running = true;
    let rendered = 0;
    const keepRendering = async (lane: number) => {
      for (let n = lane; running; n += 20) {
        if ((await renderOnce(n)).ok) rendered += 1;
      }
    };
    const lanes = Array.from({ length: 20 }, (_, lane) => keepRendering(lane));
    const verify = await loadVerify(server.url, access_token, 8, 10);
    running = false;
    await Promise.all(lanes);
    return { rendersInFlight: 20, rendersCompleted: rendered, verify };
  } finally {
    await server.stop();
  }
}
