/**
 * Entry file of an isolated parse child (see run-isolated.ts). It answers parse requests over
 * IPC, one at a time. With VITAE_PARSE_TEST_HOOKS=1, test inputs exist: bytes starting
 * `VITAE-TEST-HANG` never finish, `VITAE-TEST-ALLOC` allocates ArrayBuffers until memory runs
 * out, `VITAE-TEST-THROW` fails with a bug (not a ParseError) and `VITAE-TEST-SLEEP <ms>` waits;
 * production children never set that variable.
 *
 * The child polices itself as well as being policed: a watchdog thread ends the process when the
 * parent is gone (a killed server must not leave children parsing for tens of seconds) or when a
 * parse runs past its own limit plus a grace period (the parent normally kills it first). It runs
 * on its own thread, so a parse that never yields the event loop cannot stop it.
 */
import { Worker } from 'node:worker_threads';
import { ParseError } from './errors.ts';
import { parseResume } from './index.ts';
import { loadPdfJs } from './load-pdfjs.ts';

interface Request {
  id: number;
  bytes: Uint8Array;
  fileName?: string;
  timeoutMs?: number;
}

const hooks = process.env.VITAE_PARSE_TEST_HOOKS === '1';
const parentPid = Number(process.env.VITAE_PARSE_PARENT_PID ?? process.ppid);
const GRACE_MS = 1_000;
const DEFAULT_LIMIT_MS = 10_000;

/** [0]: the time (ms since epoch) past which the current parse must end; 0 while idle. */
const deadline = new BigInt64Array(new SharedArrayBuffer(8));

const WATCHDOG = `
const { workerData } = require('node:worker_threads');
const deadline = workerData.deadline;
setInterval(() => {
  let parentAlive = process.ppid === workerData.parentPid;
  try { process.kill(workerData.parentPid, 0); } catch { parentAlive = false; }
  const until = Number(Atomics.load(deadline, 0));
  if (!parentAlive || (until > 0 && Date.now() > until)) process.kill(process.pid, 'SIGKILL');
}, 250);
`;
new Worker(WATCHDOG, { eval: true, workerData: { deadline, parentPid } }).unref();

async function handle(request: Request): Promise<unknown> {
  const head = Buffer.from(request.bytes.subarray(0, 32)).toString('latin1');
  if (hooks && head.startsWith('VITAE-TEST-HANG')) {
    for (;;) {
      // A busy loop: a hostile file that never returns control.
    }
  }
  if (hooks && head.startsWith('VITAE-TEST-ALLOC')) {
    const hoard: Uint8Array[] = [];
    for (;;) hoard.push(new Uint8Array(64 * 1024 * 1024).fill(1));
  }
  if (hooks && head.startsWith('VITAE-TEST-THROW'))
    throw new TypeError("Cannot read properties of undefined (reading 'x')");
  if (hooks && head.startsWith('VITAE-TEST-SLEEP')) {
    await new Promise((resolve) => setTimeout(resolve, Number(head.slice(17)) || 100));
    return parseResume(new TextEncoder().encode('Slow Sam\nsam@example.com'));
  }
  return parseResume(request.bytes, { fileName: request.fileName });
}

/** What the parent is told about a failure: the file's problem (a ParseError code) or ours. */
function describeFailure(error: unknown): { code: string; message?: string } {
  if (error instanceof ParseError) return { code: error.code, message: error.message };
  const outOfMemory =
    error instanceof RangeError && /allocation failed|out of memory|invalid array length/i.test(error.message);
  if (outOfMemory) return { code: 'out_of_memory' };
  const detail = error instanceof Error ? (error.stack ?? error.message) : String(error);
  return { code: 'parser_failure', message: detail.slice(0, 4_000) };
}

process.on('message', (request: Request) => {
  Atomics.store(deadline, 0, BigInt(Date.now() + (request.timeoutMs ?? DEFAULT_LIMIT_MS) + GRACE_MS));
  handle(request)
    .then(
      (result) => process.send?.({ id: request.id, ok: true, result }),
      (error: unknown) => process.send?.({ id: request.id, ok: false, ...describeFailure(error) }),
    )
    .finally(() => Atomics.store(deadline, 0, 0n));
});
// The IPC channel closes when the parent exits in any way the kernel sees (even SIGKILL).
process.on('disconnect', () => process.exit(0));
// Load pdf.js (read-pdf.ts loads it on first use) before saying ready, so the first parse is not a cold one.
await loadPdfJs();
process.send?.({ ready: true });
