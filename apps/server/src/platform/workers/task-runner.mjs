/**
 * What every pool worker thread runs: it imports the requested task module (once per thread) and
 * calls the named function. One entry lets one pool run any task module (rendering, scoring…).
 * Under tsx and vitest the thread's entry is ts-worker.mjs, which registers tsx first and loads
 * the .ts task modules; from the bundle (apps/server/bin/bundle.mjs) this file is the entry
 * (pool-worker.mjs) and the task modules are bundled files.
 *
 * Results travel back in an envelope so that an AppError thrown inside a task keeps its code and
 * status: structured clone keeps only an Error's name, message and stack.
 */
import { setPriority } from 'node:os';
// Pool work (rendering, scoring) is batch work: the API's event loop should win the CPU. On Linux
// a nice value set with pid 0 applies to the calling thread only, so this lowers just this worker.
try {
  setPriority(0, 10);
} catch {
  // Not permitted here: the worker keeps normal priority.
}

// Libraries pick their production builds from NODE_ENV when first loaded (React's development
// build re-checks every element and costs rendering about a tenth of its time). A worker gets
// its own copy of the environment, so this default does not leak to the parent.
process.env.NODE_ENV ??= 'production';

/** @type {Map<string, Promise<Record<string, unknown>>>} */
const modules = new Map();

/** @param {{ module: string, name: string, input: unknown }} task */
export default async function runTask({ module, name, input }) {
  let loading = modules.get(module);
  if (!loading) {
    loading = import(module);
    modules.set(module, loading);
  }
  try {
    const loaded = await loading;
    const fn = loaded[name];
    if (typeof fn !== 'function') throw new Error(`Worker task ${module} has no exported function "${name}".`);
    return { ok: true, value: await fn(input) };
  } catch (error) {
    const e = error instanceof Error ? error : new Error(String(error));
    const withCode = /** @type {{ code?: unknown, status?: unknown }} */ (e);
    return {
      ok: false,
      error: {
        name: e.name,
        message: e.message,
        stack: e.stack,
        code: typeof withCode.code === 'string' ? withCode.code : undefined,
        status: typeof withCode.status === 'number' ? withCode.status : undefined,
      },
    };
  }
}
