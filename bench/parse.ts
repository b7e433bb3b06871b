/**
 * Parser benchmark over the parse-dev set (../shared/fixtures/parse-dev): warm in-process
 * latency per document (p50/p95, and p50 for 2-page PDFs), then throughput through the isolated
 * child-process pool. Prints JSON. `npm run bench -- parse [--rounds N] [--pool N]`.
 */
import fs from 'node:fs';
import path from 'node:path';
import os from 'node:os';
import { parseResume } from '../apps/server/src/parsing/index.ts';
import { ParsePool } from '../apps/server/src/parsing/run-isolated.ts';

interface Doc {
  id: string;
  path: string;
  format: string;
  pages: number | null;
}

const SET = path.resolve(import.meta.dirname, '../../shared/fixtures/parse-dev');

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length - 1) * p))] ?? 0;
}

const round1 = (n: number) => Math.round(n * 10) / 10;

export async function run(args: string[]): Promise<void> {
  const opt = (name: string, fallback: number) => {
    const at = args.indexOf(`--${name}`);
    return at >= 0 ? Number(args[at + 1]) : fallback;
  };
  const rounds = opt('rounds', 3);
  const poolSize = opt('pool', Math.max(1, Math.min(2, os.availableParallelism())));
  const manifest = JSON.parse(fs.readFileSync(path.join(SET, 'manifest.json'), 'utf8')) as { documents: Doc[] };
  const docs = manifest.documents.map((d) => ({
    ...d,
    bytes: new Uint8Array(fs.readFileSync(path.join(SET, d.path))),
  }));

  // Warm-up: load pdf.js and the parser code once.
  for (const d of docs.slice(0, 6)) await parseResume(d.bytes);
  const all: number[] = [];
  const twoPagePdf: number[] = [];
  // CPU time as well as wall time: on a busy machine wall time measures the neighbours too.
  const cpu: number[] = [];
  for (let r = 0; r < rounds; r++) {
    for (const d of docs) {
      const t0 = performance.now();
      const c0 = process.cpuUsage();
      await parseResume(d.bytes);
      const ms = performance.now() - t0;
      const c1 = process.cpuUsage(c0);
      cpu.push((c1.user + c1.system) / 1000);
      all.push(ms);
      if (d.format === 'pdf' && d.pages === 2) twoPagePdf.push(ms);
    }
  }
  all.sort((a, b) => a - b);
  cpu.sort((a, b) => a - b);
  twoPagePdf.sort((a, b) => a - b);

  const pool = new ParsePool({ size: poolSize });
  await Promise.all(docs.slice(0, poolSize * 2).map((d) => pool.parse(d.bytes)));
  const t0 = performance.now();
  let failed = 0;
  await Promise.all(docs.flatMap((d) => [d, d]).map((d) => pool.parse(d.bytes).catch(() => failed++)));
  const seconds = (performance.now() - t0) / 1000;
  await pool.close();

  console.log(
    JSON.stringify(
      {
        benchmark: 'parse',
        documents: docs.length,
        rounds,
        inProcessMs: {
          p50: round1(percentile(all, 0.5)),
          p95: round1(percentile(all, 0.95)),
          twoPagePdfP50: round1(percentile(twoPagePdf, 0.5)),
          cpuP50: round1(percentile(cpu, 0.5)),
          cpuP95: round1(percentile(cpu, 0.95)),
        },
        isolatedPool: {
          children: poolSize,
          documents: docs.length * 2,
          failed,
          docsPerSecond: round1((docs.length * 2) / seconds),
        },
        cores: os.availableParallelism(),
        loadAverage: os.loadavg().map(round1),
      },
      null,
      2,
    ),
  );
}
