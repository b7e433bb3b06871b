import { createWorkerPool, type WorkerPool } from './pool.ts';

let shared: WorkerPool | undefined;
let maxThreads: number | undefined;

/**
 * Caps the shared pool's threads (before its first use). `vitae worker` leaves the cores its parse
 * children use to them: on a 2-core machine, one scoring thread beside two parse children rather
 * than two threads that would only take turns with the children and hold memory.
 */
export function limitWorkerPoolThreads(threads: number): void {
  maxThreads = Math.max(1, Math.floor(threads));
}

/**
 * The process-wide pool for CPU-bound work (parsing, rendering, scoring). Created on first use so
 * that commands and tests which never need it start no threads.
 */
export function getWorkerPool(): WorkerPool {
  shared ??= createWorkerPool(maxThreads === undefined ? {} : { maxThreads });
  return shared;
}

/** Stops the shared pool's threads (server shutdown, end of a CLI command or test file). */
export async function closeWorkerPool(): Promise<void> {
  const pool = shared;
  shared = undefined;
  await pool?.close();
}
