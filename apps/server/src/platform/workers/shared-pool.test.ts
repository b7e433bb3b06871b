import { afterAll, describe, expect, it } from 'vitest';
import { closeWorkerPool, getWorkerPool, limitWorkerPoolThreads } from './shared-pool.ts';

const tasks = new URL('./test-tasks.ts', import.meta.url);
afterAll(() => closeWorkerPool());

describe('the shared worker pool', () => {
  it('keeps to the thread limit set before its first use, however many tasks wait', async () => {
    limitWorkerPoolThreads(1);
    const pool = getWorkerPool();
    let most = 0;
    const watch = setInterval(() => (most = Math.max(most, pool.threadCount)), 5);
    try {
      const done = await Promise.all(
        Array.from({ length: 4 }, () => pool.run<number>({ module: tasks, name: 'spin', input: { ms: 150 } })),
      );
      expect(done).toHaveLength(4);
    } finally {
      clearInterval(watch);
    }
    expect(most).toBe(1);
  });
});
