/**
 * Entry file of an isolated parse child (see run-isolated.ts). It answers parse requests over
 * IPC, one at a time. With VITAE_PARSE_TEST_HOOKS=1, two test inputs exist: bytes starting
 * `VITAE-TEST-HANG` never finish, and `VITAE-TEST-ALLOC` allocates ArrayBuffers until memory runs
 * out; production children never set that variable.
 */
import { ParseError } from './errors.ts';
import { parseResume } from './index.ts';

interface Request {
  id: number;
  bytes: Uint8Array;
  fileName?: string;
}

const hooks = process.env.VITAE_PARSE_TEST_HOOKS === '1';

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
  return parseResume(request.bytes, { fileName: request.fileName });
}

process.on('message', (request: Request) => {
  handle(request).then(
    (result) => process.send?.({ id: request.id, ok: true, result }),
    (error: unknown) => {
      const outOfMemory =
        error instanceof RangeError && /allocation failed|out of memory|invalid array length/i.test(error.message);
      const code = error instanceof ParseError ? error.code : outOfMemory ? 'out_of_memory' : 'corrupt_file';
      process.send?.({
        id: request.id,
        ok: false,
        code,
        message: error instanceof ParseError ? error.message : undefined,
      });
    },
  );
});
// Load pdf.js's worker code before saying ready, so the first parse is not a cold one.
// pdf.js's fake worker (used in Node) picks it up from globalThis.pdfjsWorker.
// @ts-expect-error pdf.js ships no types for its worker module
const pdfWorker: unknown = await import('pdfjs-dist/legacy/build/pdf.worker.mjs');
(globalThis as { pdfjsWorker?: unknown }).pdfjsWorker = pdfWorker;
process.send?.({ ready: true });
