/**
 * Parser quality per layout: parses every document of a corpus in process, scores the output with
 * the fixtures' scorer (../shared/fixtures/parse-dev/score.mjs) and prints, per corpus, the overall
 * score, each field's mean, each layout's score and the worst layout. The worst layout is the figure
 * to steer by: a rule that lifts the mean but not the worst is fitted to the layouts at hand.
 * `npm run bench -- parse-quality [--corpus DIR ...]` (default: parse-train and parse-dev; a corpus
 * is a folder with docs/<format>/<file> and truth/<file>.json, as the fixture tools make).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parseResume } from '../apps/server/src/parsing/index.ts';

// The real path: the scorer runs only when its own path (symlinks resolved) is the one started.
const FIXTURES = fs.realpathSync(path.resolve(import.meta.dirname, '../../shared/fixtures'));
const SCORER = path.join(FIXTURES, 'parse-dev/score.mjs');

interface Report {
  overall: number;
  all: { field: Record<string, number | null> };
  perGroup: Record<string, { overall: number; docs: number }>;
}

const round1 = (n: number | null) => (n === null ? null : Math.round(n * 1000) / 10);

async function scoreCorpus(dir: string): Promise<unknown> {
  const name = path.basename(dir);
  const out = path.resolve(import.meta.dirname, 'out', `quality-${name}`);
  fs.rmSync(out, { recursive: true, force: true });
  fs.mkdirSync(out, { recursive: true });
  let failed = 0;
  for (const format of fs.readdirSync(path.join(dir, 'docs'))) {
    for (const file of fs.readdirSync(path.join(dir, 'docs', format))) {
      try {
        const { resume } = await parseResume(new Uint8Array(fs.readFileSync(path.join(dir, 'docs', format, file))));
        fs.writeFileSync(path.join(out, `${file}.json`), JSON.stringify(resume));
      } catch {
        failed++;
      }
    }
  }
  const reportFile = path.join(out, 'report.json');
  execFileSync(process.execPath, [SCORER, path.join(dir, 'truth'), out, '--json', reportFile], { stdio: 'ignore' });
  const report = JSON.parse(fs.readFileSync(reportFile, 'utf8')) as Report;
  const layouts = Object.entries(report.perGroup)
    .map(([layout, g]) => ({ layout, docs: g.docs, overall: round1(g.overall) }))
    .sort((a, b) => (a.overall ?? 0) - (b.overall ?? 0));
  return {
    corpus: name,
    failed,
    overall: Math.round(report.overall * 10) / 10,
    worstLayout: layouts[0],
    fields: Object.fromEntries(Object.entries(report.all.field).map(([k, v]) => [k, round1(v)])),
    layouts,
  };
}

export async function run(args: string[]): Promise<void> {
  const given = args.flatMap((a, i) => (args[i - 1] === '--corpus' ? [path.resolve(a)] : []));
  const corpora = given.length > 0 ? given : [path.join(FIXTURES, 'parse-train'), path.join(FIXTURES, 'parse-dev')];
  const results = [];
  for (const dir of corpora) results.push(await scoreCorpus(dir));
  console.log(JSON.stringify(results, null, 2));
}
