import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { AppError } from '../errors.ts';
import { createWorkerPool } from './pool.ts';

const tasks = new URL('./test-tasks.ts', import.meta.url);
const pool = createWorkerPool({
  maxThreads: 2,
  taskTimeoutMs: 10_000,
  resourceLimits: { maxOldGenerationSizeMb: 64, maxYoungGenerationSizeMb: 16 },
});

afterAll(() => pool.close());

describe('worker pool', () => {
  it('runs a TypeScript task module (with workspace imports) inside a worker thread', async () => {
    const result = await pool.run<{ text: string; marker: string; resumeKeys: number; isWorker: boolean }>({
      module: tasks,
      name: 'echo',
      input: { text: 'héllo' },
    });
    expect(result).toEqual({ text: 'héllo', marker: 'loaded-from-typescript', resumeKeys: 14, isWorker: true });
  });

  it('runs TypeScript tasks when the parent process runs under node --import tsx (how the server starts)', async () => {
    const script = `
      const { createWorkerPool } = await import(${JSON.stringify(new URL('./pool.ts', import.meta.url).href)});
      const pool = createWorkerPool({ maxThreads: 1 });
      const result = await pool.run({ module: ${JSON.stringify(tasks.href)}, name: 'echo', input: { text: 'from tsx' } });
      await pool.close();
      console.log(JSON.stringify(result));`;
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', '--input-type=module', '-e', script],
      {
        cwd: fileURLToPath(new URL('../../../../..', import.meta.url)),
        timeout: 20_000,
      },
    );
    expect(JSON.parse(stdout.trim())).toEqual({
      text: 'from tsx',
      marker: 'loaded-from-typescript',
      resumeKeys: 14,
      isWorker: true,
    });
  });

  it('stops a task that passes its time limit with a clear error while another task succeeds', async () => {
    const slow = pool.run({
      module: tasks,
      name: 'spin',
      input: { ms: 60_000 },
      timeoutMs: 300,
      label: 'Parsing the file',
    });
    const quick = pool.run<{ text: string }>({ module: tasks, name: 'echo', input: { text: 'still here' } });
    const started = Date.now();
    await expect(slow).rejects.toMatchObject({ name: 'AppError', code: 'task_timeout', status: 422 });
    await expect(slow).rejects.toThrow('Parsing the file took longer than 300 ms and was stopped.');
    expect(Date.now() - started).toBeLessThan(5_000);
    await expect(quick).resolves.toMatchObject({ text: 'still here' });
    // The pool replaces the terminated thread and keeps serving.
    await expect(pool.run({ module: tasks, name: 'echo', input: { text: 'after' } })).resolves.toMatchObject({
      text: 'after',
    });
  });

  it('keeps the code and status of an AppError thrown inside the task', async () => {
    const failing = pool.run({ module: tasks, name: 'failWithAppError', input: null });
    await expect(failing).rejects.toBeInstanceOf(AppError);
    await expect(failing).rejects.toMatchObject({
      code: 'not_a_resume',
      status: 400,
      message: 'The file is not a resume.',
    });
  });

  it('fails a task that exceeds the memory limit without taking the pool down', async () => {
    const hungry = pool.run({ module: tasks, name: 'exhaustMemory', input: null, label: 'Scoring' });
    await expect(hungry).rejects.toMatchObject({ code: 'task_out_of_memory' });
    await expect(pool.run({ module: tasks, name: 'echo', input: { text: 'ok' } })).resolves.toMatchObject({
      text: 'ok',
    });
  });

  it('names the missing export when a task function does not exist', async () => {
    await expect(pool.run({ module: tasks, name: 'nope', input: null })).rejects.toThrow(
      'has no exported function "nope"',
    );
  });
});
