import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, it, expect, afterAll } from 'vitest';
import { ParsePool, ParserFailure, removeOrphanBundles } from './run-isolated.ts';
import { ParseError } from './errors.ts';
import { parseResume } from './index.ts';

import { readFixture } from './test-files/fixtures.ts';
const pool = new ParsePool({ size: 2, timeoutMs: 8000, memoryMb: 700, testHooks: true });
afterAll(() => pool.close());

describe('ParsePool', { timeout: 90_000 }, () => {
  it('parses a real PDF in a child process', async () => {
    const bytes = readFixture('pdf/r01.flat.pdf');
    const result = await pool.parse(bytes);
    expect(result.kind).toBe('pdf');
    expect(result.resume.email).toBe('asoller@gmx.de');
  });

  it('kills a hanging parse with a timeout error while other parses still succeed', async () => {
    const hang = pool.parse(new TextEncoder().encode('VITAE-TEST-HANG'), { timeoutMs: 1000 });
    const good = pool.parse(new TextEncoder().encode('Jane Doe\njane@example.com\n'));
    await expect(hang).rejects.toMatchObject({ code: 'timeout' });
    expect((await good).resume.email).toBe('jane@example.com');
    // The replaced child serves the next request.
    expect((await pool.parse(new TextEncoder().encode('Ann Lee\nann@example.com'))).resume.email).toBe(
      'ann@example.com',
    );
  });

  it('stops a parse that allocates memory outside the JS heap with out_of_memory', async () => {
    // A generous time limit: filling 700 MB at low priority on a loaded machine takes seconds, and the
    // reason must be the memory, not the clock.
    const error: unknown = await pool
      .parse(new TextEncoder().encode('VITAE-TEST-ALLOC'), { timeoutMs: 30_000 })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ParseError);
    expect((error as ParseError).code).toBe('out_of_memory');
    expect((await pool.parse(new TextEncoder().encode('Bo Chen\nbo@example.com'))).resume.email).toBe('bo@example.com');
  });

  it('passes typed parse errors through from the child', async () => {
    await expect(pool.parse(new Uint8Array([0, 1, 2, 3, 0, 0]))).rejects.toMatchObject({ code: 'unsupported_type' });
  });

  it('runs children from a plain JavaScript bundle, with the same results as parsing in this process', async () => {
    const plain = new ParsePool({ size: 1, timeoutMs: 60_000 });
    try {
      await plain.parse(text('Warm Up\nw@example.com'));
      const argv = readFileSync(`/proc/${plain.childPids()[0]}/cmdline`, 'utf8').split('\0');
      expect(argv.some((a) => a.endsWith('.mjs'))).toBe(true);
      expect(argv).not.toContain('tsx');
      for (const file of ['pdf/r02.paper.pdf', 'pdf/r05.class.pdf', 'docx/r03.elegant.docx']) {
        const bytes = readFixture(file);
        expect(await plain.parse(bytes)).toEqual(await parseResume(bytes));
      }
    } finally {
      await plain.close();
    }
  });

  it('keeps a warm child under 300 MB over many PDFs (under the tsx loader, pdf.js alone took 350 MB)', async () => {
    const one = new ParsePool({ size: 1, timeoutMs: 60_000 });
    try {
      const files = ['pdf/r01.elegant.pdf', 'pdf/r02.paper.pdf', 'pdf/r05.class.pdf', 'pdf/r04.spartan.pdf'];
      for (let i = 0; i < 24; i++) await one.parse(readFixture(files[i % files.length]!));
      const status = readFileSync(`/proc/${one.childPids()[0]}/status`, 'utf8');
      const peakMb = Number(/VmHWM:\s+(\d+)/.exec(status)![1]) / 1024;
      expect(peakMb).toBeGreaterThan(50);
      expect(peakMb).toBeLessThan(300);
    } finally {
      await one.close();
    }
  });
});

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};
async function waitUntil(check: () => boolean, limitMs: number): Promise<number> {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > limitMs) throw new Error(`not within ${limitMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return Date.now() - started;
}
const text = (s: string) => new TextEncoder().encode(s);

describe('ParsePool fairness and crash safety', { timeout: 90_000 }, () => {
  it("serves another owner's single upload before the rest of one owner's batch", async () => {
    const fair = new ParsePool({ size: 2, testHooks: true });
    try {
      await Promise.all([fair.parse(text('Warm Up\nw@example.com')), fair.parse(text('Warm Up\nw@example.com'))]);
      const batch = Array.from({ length: 8 }, () => fair.parse(text('VITAE-TEST-SLEEP 500'), { owner: 'batch-user' }));
      await new Promise((resolve) => setTimeout(resolve, 50));
      const started = Date.now();
      const single = await fair.parse(text('Ann Lee\nann@example.com'), { owner: 'other-user' });
      const waited = Date.now() - started;
      expect(single.resume.email).toBe('ann@example.com');
      // First come, first served it would wait for the whole batch (4 rounds of 500 ms); now at most one parse.
      expect(waited).toBeLessThan(1_000);
      await Promise.all(batch);
    } finally {
      await fair.close();
    }
  });

  it('reports a failure of the parser itself as ParserFailure, not as a damaged file', async () => {
    const error: unknown = await pool.parse(text('VITAE-TEST-THROW')).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ParserFailure);
    expect((error as Error).message).toContain('Cannot read properties of undefined');
  });

  it('a child ends itself when a parse runs past its own time limit', async () => {
    const entry = fileURLToPath(new URL('./isolated-child.ts', import.meta.url));
    const child = spawn(process.execPath, ['--import', 'tsx', entry], {
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
      serialization: 'advanced',
      env: { ...process.env, VITAE_PARSE_TEST_HOOKS: '1', VITAE_PARSE_PARENT_PID: String(process.pid) },
    });
    try {
      await new Promise((resolve) => child.once('message', resolve));
      const exited = new Promise((resolve) => child.once('exit', resolve));
      const started = Date.now();
      child.send({ id: 1, bytes: text('VITAE-TEST-HANG'), timeoutMs: 500 });
      await exited;
      // 500 ms limit + 1 s grace + one watchdog tick.
      expect(Date.now() - started).toBeLessThan(3_000);
    } finally {
      child.kill('SIGKILL');
    }
  });

  it('children die with a killed parent, even in the middle of a parse that never yields', async () => {
    const module = new URL('./run-isolated.ts', import.meta.url).href;
    const script = `
      import { ParsePool } from ${JSON.stringify(module)};
      const pool = new ParsePool({ size: 2, testHooks: true, timeoutMs: 60000 });
      void pool.parse(new TextEncoder().encode('VITAE-TEST-HANG')).catch(() => undefined);
      setTimeout(() => console.log(JSON.stringify(pool.childPids())), 3000);
    `;
    // The parent keeps its children's code in a temporary folder of its own, so that no other
    // test's pool, starting meanwhile and removing orphans from the shared one, takes it first.
    const root = mkdtempSync(path.join(tmpdir(), 'vitae-orphan-test-'));
    const parent = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      stdio: ['ignore', 'pipe', 'inherit'],
      env: { ...process.env, TMPDIR: root },
    });
    const pids = await new Promise<number[]>((resolve) => {
      parent.stdout.once('data', (chunk: Buffer) => resolve(JSON.parse(chunk.toString()) as number[]));
    });
    expect(pids).toHaveLength(2);
    expect(pids.every(isAlive)).toBe(true);
    parent.kill('SIGKILL');
    const ms = await waitUntil(() => !pids.some(isAlive), 5_000);
    expect(ms).toBeLessThan(5_000);

    // The killed parent could not remove its children's code; the next start does.
    const left = () => readdirSync(root).filter((n) => n.startsWith(`vitae-parse-child-${parent.pid}-`));
    const orphans = left();
    expect(orphans).toHaveLength(1);
    const ours = mkdtempSync(path.join(root, `vitae-parse-child-${process.pid}-`));
    try {
      expect(removeOrphanBundles(root)).toContain(path.join(root, orphans[0]!));
      expect(left()).toHaveLength(0);
      // A running process's folder stays.
      expect(existsSync(ours)).toBe(true);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
