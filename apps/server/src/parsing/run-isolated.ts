import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { setPriority, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Plugin } from 'esbuild';
import { LIMITS } from '@vitae/shared/limits';
import { ParseError, isParseErrorCode } from './errors.ts';
import type { ParseResult } from './index.ts';

export interface IsolationOptions {
  /** Wall-clock limit for one parse; the child is killed past it. Default 10 s. */
  timeoutMs?: number;
  /**
   * Whose work this is (a user id). Queued parses are served round-robin between owners, and while
   * another owner waits, one owner holds at most all children but one: a batch of slow files cannot
   * make someone else's single upload wait behind it.
   */
  owner?: string;
  /** Memory cap of a child in MB (heap, ArrayBuffers and native memory alike). Default 768 (a warm child holds about 250 MB). */
  memoryMb?: number;
  fileName?: string;
}

export interface PoolOptions {
  size?: number;
  timeoutMs?: number;
  memoryMb?: number;
  /** Enables the hang/alloc test inputs in the children (tests only). */
  testHooks?: boolean;
}

type Reply = { id: number; ok: true; result: ParseResult } | { id: number; ok: false; code: string; message?: string };

/**
 * The parser itself failed (a bug, not the file's fault): the caller reports it as our error with
 * a reference, never as "the file may be damaged".
 */
export class ParserFailure extends Error {
  constructor(detail: string) {
    super(`The parser failed: ${detail}`);
    this.name = 'ParserFailure';
  }
}

interface Job {
  bytes: Uint8Array;
  opts: IsolationOptions;
  owner: string;
  resolve: (r: ParseResult) => void;
  reject: (e: unknown) => void;
}

interface Worker {
  /** Null until the child's code is ready (see childCommand) or when the pool closed first. */
  child: ChildProcess | null;
  ready: Promise<void>;
  busy: boolean;
}

const ENTRY = fileURLToPath(new URL('./isolated-child.ts', import.meta.url));
/** Writable memory Node (or Node and tsx, see childCommand) uses before any parse: the data limit must leave room for it. */
const BASE_DATA_MB = 256;
const RSS_POLL_MS = 25;
const PARSE_NICENESS = 10;

/**
 * A small pool of reusable child processes that parse off the caller's thread and process.
 * Each child runs under `ulimit -d` (RLIMIT_DATA: an OS limit on writable private memory that
 * covers ArrayBuffers and native allocations, which worker `resourceLimits` do not; `ulimit -v`
 * cannot be used because WebAssembly reserves gigabytes of address space) and `--max-old-space-size`, and the parent polls its
 * resident size and kills it past `memoryMb`. A parse past `timeoutMs` kills the child too. A
 * killed child fails only its own request (`timeout` / `out_of_memory`) and is replaced.
 */
export class ParsePool {
  private readonly workers: Worker[] = [];
  /** Waiting jobs per owner; the map's order is the round-robin order (an owner served goes last). */
  private readonly queues = new Map<string, Job[]>();
  private readonly running = new Map<string, number>();
  private nextId = 1;
  private closed = false;

  constructor(private readonly options: PoolOptions = {}) {
    for (let i = 0; i < (options.size ?? 2); i++) this.workers.push(this.startWorker());
  }

  parse(bytes: Uint8Array, opts: IsolationOptions = {}): Promise<ParseResult> {
    if (bytes.byteLength > LIMITS.uploadBytes) return Promise.reject(new ParseError('too_large'));
    if (this.closed) return Promise.reject(new Error('parse pool is closed'));
    return new Promise((resolve, reject) => {
      const owner = opts.owner ?? '';
      const queue = this.queues.get(owner) ?? [];
      queue.push({ bytes, opts, owner, resolve, reject });
      this.queues.set(owner, queue);
      this.dispatch();
    });
  }

  /** Process ids of the children (for tests of what outlives whom). */
  childPids(): number[] {
    return this.workers.flatMap((w) => (w.child?.pid === undefined ? [] : [w.child.pid]));
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const w of this.workers) w.child?.kill('SIGKILL');
    this.workers.length = 0;
  }

  private startWorker(): Worker {
    const worker: Worker = { child: null, busy: false, ready: Promise.resolve() };
    worker.ready = childCommand().then((command) => {
      if (this.closed) return;
      const child = this.spawnChild(command);
      worker.child = child;
      return new Promise<void>((resolve) => {
        child.once('message', () => resolve());
        child.once('exit', () => resolve());
      });
    });
    return worker;
  }

  private spawnChild(command: string[]): ChildProcess {
    const memoryMb = this.options.memoryMb ?? 768;
    // One child per core parses at full speed: V8's parallel garbage-collection threads would
    // only take CPU from the other children (about 15% more CPU per document with them). An 8 MB
    // young generation (V8 grows it to 16) keeps a warm child about 20 MB smaller at the same CPU
    // per document; 4 MB saved 10 MB more but cost about 14% more CPU.
    const args = [`--max-old-space-size=${memoryMb}`, '--single-threaded-gc', '--max-semi-space-size=8', ...command];
    const limitKb = (memoryMb + BASE_DATA_MB) * 1024;
    const useUlimit = process.platform === 'linux';
    const child = spawn(
      useUlimit ? '/bin/sh' : process.execPath,
      useUlimit ? ['-c', `ulimit -d ${limitKb} && exec "$0" "$@"`, process.execPath, ...args] : args,
      {
        stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
        serialization: 'advanced',
        env: {
          ...process.env,
          VITAE_PARSE_TEST_HOOKS: this.options.testHooks ? '1' : '0',
          // The child watches this process and ends itself when it is gone (see isolated-child.ts).
          VITAE_PARSE_PARENT_PID: String(process.pid),
        },
      },
    );
    // A send to a child that just died emits 'error'; the 'exit' handler reports that request.
    child.on('error', () => undefined);
    // Parsing is batch work: at a lower CPU priority it yields to the server's requests, so a
    // shortlist of hundreds of files never slows everyone else's API calls.
    if (child.pid !== undefined) {
      try {
        setPriority(child.pid, PARSE_NICENESS);
      } catch {
        // Not permitted on this system: the children run at normal priority.
      }
    }
    return child;
  }

  private dispatch(): void {
    for (;;) {
      const worker = this.workers.find((w) => !w.busy);
      const job = worker && this.nextJob();
      if (!worker || !job) return;
      worker.busy = true;
      this.running.set(job.owner, (this.running.get(job.owner) ?? 0) + 1);
      void this.run(worker, job.bytes, job.opts)
        .then(job.resolve, job.reject)
        .finally(() => {
          worker.busy = false;
          this.running.set(job.owner, (this.running.get(job.owner) ?? 1) - 1);
          this.dispatch();
        });
    }
  }

  /** The next job, round-robin between owners; an owner at its share waits while others have work. */
  private nextJob(): Job | undefined {
    const share = Math.max(1, this.workers.length - 1);
    const owners = [...this.queues.keys()];
    const othersWaiting = (owner: string) => owners.some((o) => o !== owner);
    const owner = owners.find((o) => (this.running.get(o) ?? 0) < share || !othersWaiting(o));
    if (owner === undefined) return undefined;
    const queue = this.queues.get(owner)!;
    const job = queue.shift();
    // Re-inserting moves the owner to the end of the rotation.
    this.queues.delete(owner);
    if (queue.length > 0) this.queues.set(owner, queue);
    return job;
  }

  private async run(worker: Worker, bytes: Uint8Array, opts: IsolationOptions): Promise<ParseResult> {
    await worker.ready;
    const id = this.nextId++;
    const timeoutMs = opts.timeoutMs ?? this.options.timeoutMs ?? 10_000;
    const memoryMb = opts.memoryMb ?? this.options.memoryMb ?? 768;
    const { child } = worker;
    if (!child) throw new Error('parse pool is closed');
    return new Promise<ParseResult>((resolve, reject) => {
      let killedFor: 'timeout' | 'out_of_memory' | null = null;
      const kill = (why: 'timeout' | 'out_of_memory') => {
        killedFor ??= why;
        child.kill('SIGKILL');
      };
      const timer = setTimeout(() => kill('timeout'), timeoutMs);
      const poll = setInterval(() => {
        if (child.pid && readRssMb(child.pid) > memoryMb) kill('out_of_memory');
      }, RSS_POLL_MS);
      const finish = () => {
        clearTimeout(timer);
        clearInterval(poll);
        child.off('message', onMessage);
        child.off('exit', onExit);
      };
      const onMessage = (reply: Reply) => {
        if (reply.id !== id) return;
        finish();
        if (reply.ok) resolve(reply.result);
        else if (reply.code === 'parser_failure') reject(new ParserFailure(reply.message ?? 'unknown error'));
        else reject(new ParseError(isParseErrorCode(reply.code) ? reply.code : 'corrupt_file', reply.message));
      };
      const onExit = () => {
        finish();
        this.replace(worker);
        // A child that dies on its own while parsing ran out of memory (V8 or ulimit abort).
        reject(new ParseError(killedFor ?? 'out_of_memory'));
      };
      child.on('message', onMessage);
      child.once('exit', onExit);
      if (child.exitCode !== null || child.signalCode !== null || !child.connected) {
        onExit();
        return;
      }
      child.send({ id, bytes, fileName: opts.fileName, timeoutMs });
    });
  }

  private replace(worker: Worker): void {
    const at = this.workers.indexOf(worker);
    if (at >= 0 && !this.closed) this.workers[at] = this.startWorker();
  }
}

let prepared: Promise<string[]> | null = null;

/**
 * The node arguments that run a child: its code bundled into one plain JavaScript file (built once
 * per process), or, if that cannot be built, the TypeScript entry under the tsx loader. The
 * bundle is what keeps a child small: under tsx, loading pdf.js alone takes about 250 MB more
 * (the loader's transform of its 3 MB of code with source maps, held by the loader thread and
 * by Node's source-map cache) and every child starts its own esbuild service.
 */
function childCommand(): Promise<string[]> {
  prepared ??= bundleChild().then(
    (file) => [file],
    (error: unknown) => {
      console.warn(`vitae: parse children run under tsx (their bundle failed: ${String(error)})`);
      return ['--import', 'tsx', ENTRY];
    },
  );
  return prepared;
}

const BUNDLE_PREFIX = 'vitae-parse-child-';

/**
 * Bundles the child's own code (ours, TypeScript included) into a private temporary directory,
 * named after this process and removed when it exits. A process killed outright cannot remove
 * its own, so each start first removes those whose process is gone.
 */
async function bundleChild(): Promise<string> {
  const esbuild = await import('esbuild');
  removeOrphanBundles(tmpdir());
  const dir = mkdtempSync(path.join(tmpdir(), `${BUNDLE_PREFIX}${process.pid}-`));
  process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
  const outfile = path.join(dir, 'child.mjs');
  try {
    await esbuild.build({
      entryPoints: [ENTRY],
      outfile,
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: `node${process.versions.node}`,
      logLevel: 'silent',
      plugins: [packagesInPlace],
    });
  } finally {
    // esbuild's service process (about 20 MB) is not needed once the file is written.
    await esbuild.stop();
  }
  return outfile;
}

/** Removes bundle folders in `root` left by processes that no longer run (only this user's own). */
export function removeOrphanBundles(root: string): string[] {
  const removed: string[] = [];
  let names: string[];
  try {
    names = readdirSync(root);
  } catch {
    return removed;
  }
  const uid = process.getuid?.();
  for (const name of names) {
    const pid = new RegExp(`^${BUNDLE_PREFIX}(\\d+)-`).exec(name)?.[1];
    if (pid === undefined || isRunning(Number(pid))) continue;
    const dir = path.join(root, name);
    try {
      if (uid !== undefined && statSync(dir).uid !== uid) continue;
      rmSync(dir, { recursive: true, force: true });
      removed.push(dir);
    } catch {
      // Removed by another process meanwhile, or not ours to remove.
    }
  }
  return removed;
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, as another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Leaves installed packages (pdf.js, mammoth…) out of the bundle, imported from where they are
 * installed by absolute URL, so they load exactly as they do in the server; the workspace's own
 * packages (@vitae/shared, TypeScript) are bundled.
 */
const packagesInPlace: Plugin = {
  name: 'packages-in-place',
  setup(build) {
    const again = Symbol('resolving');
    build.onResolve({ filter: /^[^./]/ }, async (args) => {
      if (args.pluginData === again || args.path.startsWith('@vitae/')) return undefined;
      const found = await build.resolve(args.path, {
        kind: args.kind,
        importer: args.importer,
        resolveDir: args.resolveDir,
        pluginData: again,
      });
      if (found.errors.length > 0) return { errors: found.errors };
      const builtin = found.external || !path.isAbsolute(found.path);
      return { path: builtin ? found.path : pathToFileURL(found.path).href, external: true };
    });
  },
};

/** Resident memory of a process in MB from /proc (0 where /proc is missing). */
function readRssMb(pid: number): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = /VmRSS:\s+(\d+)/.exec(status);
    return kb ? Number(kb[1]) / 1024 : 0;
  } catch {
    return 0;
  }
}

let shared: ParsePool | null = null;

/** Children of the shared pool (parseInIsolation). */
export const SHARED_PARSE_CHILDREN = 2;

/**
 * Parses in an isolated child process of a shared pool (created on first use, 2 children).
 * Same result as parseResume; fails with ParseError `timeout` or `out_of_memory` when the file
 * exceeds the limits, without harming the caller.
 */
export function parseInIsolation(bytes: Uint8Array, opts: IsolationOptions = {}): Promise<ParseResult> {
  // Test inputs (hang, allocate, throw) exist only when the test process asks for them.
  shared ??= new ParsePool({ size: SHARED_PARSE_CHILDREN, testHooks: process.env.VITAE_PARSE_TEST_HOOKS === '1' });
  return shared.parse(bytes, opts);
}

/** Stops the shared pool's children (for shutdown and tests). */
export async function closeIsolation(): Promise<void> {
  await shared?.close();
  shared = null;
}
