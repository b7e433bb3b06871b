import { createWorkerPool, type WorkerPool } from './pool.ts';

let shared: WorkerPool | undefined;

/**
 * The process-wide pool for CPU-bound work (parsing, rendering, scoring). Created on first use so
 * that commands and tests which never need it start no threads.
 */
export function getWorkerPool(): WorkerPool {
  shared ??= createWorkerPool();
  return shared;
}

/** Stops the shared pool's threads (server shutdown, end of a CLI command or test file). */
export async function closeWorkerPool(): Promise<void> {
  const pool = shared;
  shared = undefined;
  await pool?.close();
}
