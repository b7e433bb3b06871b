/**
 * `npm run bench -- <name> [args]`: runs bench/<name>.ts, which prints its figures as JSON.
 * With no name, lists the benchmarks. Benchmarks report; they never pass or fail.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const here = import.meta.dirname;
const available = readdirSync(here)
  .filter((f) => f.endsWith('.ts') && !['run.ts'].includes(f) && !f.endsWith('.test.ts') && !f.startsWith('lib-'))
  .map((f) => f.replace(/\.ts$/, ''));

const [name, ...args] = process.argv.slice(2);
if (!name || !available.includes(name)) {
  console.log(`Usage: npm run bench -- <name> [args]\nBenchmarks: ${available.join(', ')}`);
  process.exitCode = name ? 2 : 0;
} else {
  const mod = (await import(pathToFileURL(path.join(here, `${name}.ts`)).href)) as {
    run(args: string[]): Promise<void>;
  };
  await mod.run(args);
}
