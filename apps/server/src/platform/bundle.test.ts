import { execFile } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readPdfText } from '../rendering/pdf-text.ts';
import { buildSampleResume } from '../rendering/sample-resume.ts';

const run = promisify(execFile);
const server = path.resolve(import.meta.dirname, '../..');
const bin = (name: string) => path.join(server, 'bin', name);
const latestId = () => (JSON.parse(readFileSync(path.join(server, 'dist/latest.json'), 'utf8')) as { id: string }).id;

/** Every `*-task.ts` under src, by path under src (the pool's task modules). */
function taskModules(dir = path.join(server, 'src'), base = ''): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory()
      ? taskModules(path.join(dir, e.name), `${base}${e.name}/`)
      : e.name.endsWith('-task.ts')
        ? [`${base}${e.name}`]
        : [],
  );
}

describe('the server bundle (npm run serve / npm run vitae)', () => {
  let dir = '';
  let build = '';
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'vitae-bundle-'));
    await writeFile(path.join(dir, 'resume.json'), JSON.stringify(buildSampleResume()));
    await run(process.execPath, [bin('bundle.mjs'), '--quiet'], { cwd: dir });
    build = path.join(server, 'dist', latestId());
  }, 120_000);
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('holds the server, the CLI, the pool thread entry and every worker task module', () => {
    for (const file of ['main.mjs', 'cli.mjs', 'pool-worker.mjs'])
      expect(existsSync(path.join(build, file))).toBe(true);
    const tasks = taskModules();
    expect(tasks.length).toBeGreaterThan(0);
    for (const task of tasks) {
      expect(existsSync(path.join(build, `task-${task.replace(/\.ts$/, '').replaceAll('/', '-')}.mjs`)), task).toBe(
        true,
      );
    }
  });

  it('renders in a pool thread and parses in a parse child without tsx, paths resolved from the sources', async () => {
    // Plain node on the built CLI: no loader, so a .ts task module or a path resolved against the
    // bundle's folder instead of the source file (fonts, the parse child's entry) would fail here.
    const cli = path.join(build, 'cli.mjs');
    const pdf = path.join(dir, 'resume.pdf');
    await run(process.execPath, [cli, 'render', path.join(dir, 'resume.json'), '-o', pdf], { cwd: dir });
    const { author } = await readPdfText(await readFile(pdf));
    expect(author).toBe('Amélie Okonkwo-Fischer');
    const parsed = await run(process.execPath, [cli, 'parse', pdf], { cwd: dir, maxBuffer: 16 << 20 });
    expect((JSON.parse(parsed.stdout) as { fullName: string }).fullName).toBe('Amélie Okonkwo-Fischer');
  }, 120_000);

  it('is reused by the launcher while no source changed, and VITAE_FROM_SOURCE=1 runs the sources under tsx', async () => {
    const before = latestId();
    const bundled = await run(process.execPath, [bin('vitae.mjs'), 'help'], { cwd: dir });
    expect(bundled.stdout).toContain('Usage: vitae');
    expect(latestId()).toBe(before);
    const fromSource = await run(process.execPath, [bin('vitae.mjs'), 'help'], {
      cwd: dir,
      env: { ...process.env, VITAE_FROM_SOURCE: '1' },
    });
    expect(fromSource.stdout).toBe(bundled.stdout);
  }, 120_000);
});
