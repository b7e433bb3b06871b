#!/usr/bin/env node
/**
 * The server and the `vitae` CLI run from a plain JavaScript bundle of apps/server/src (built here
 * with esbuild into apps/server/dist), not under the tsx loader: tsx's transform of big dependencies
 * and its source-map cache cost each process about 200 MB, and each pool thread registers it again.
 *
 * - Our code (TypeScript, @vitae/shared) is bundled; installed packages stay external and load from
 *   node_modules as they do under tsx.
 * - `import.meta.url` / `dirname` / `filename` in our code keep naming the source file, so every path
 *   resolved relative to a module (the web dist folder, the parse child's entry, fonts) is the same.
 * - Entries: main.mjs (the server), cli.mjs (`vitae`), pool-worker.mjs (piscina's thread entry) and
 *   one file per worker task module (`*-task.ts`), which the pool loads instead of the TypeScript.
 *   Code splitting keeps what a command does not use out of memory (each CLI command is a chunk).
 * - Each build goes to its own folder dist/<id> (renamed into place when complete) and
 *   dist/latest.json names it with its inputs' sizes and times: a running process keeps its chunks,
 *   a build is reused while no input changed, and concurrent starts never read a half-written build.
 *
 * `node apps/server/bin/bundle.mjs` builds (part of `npm run build`); the launchers serve.mjs and
 * vitae.mjs build first when the sources changed since the last build, and fall back to tsx when
 * the build fails (`npm run dev` always runs the sources under tsx).
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const SERVER = fileURLToPath(new URL('..', import.meta.url));
const SRC = path.join(SERVER, 'src');
export const DIST = path.join(SERVER, 'dist');
const LATEST = path.join(DIST, 'latest.json');
/** Builds kept besides the newest (a process started from an older one may still load its chunks). */
const KEEP = 3;
/** The oldest Node the project supports (package.json engines). */
const TARGET = 'node20.19';
const BUNDLE_INFO = path.join(SRC, 'platform', 'bundle.ts');

/** @param {string} dir */
function listTaskModules(dir) {
  /** @type {string[]} */
  const found = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory() && entry.name !== 'test-files') found.push(...listTaskModules(full));
    else if (entry.isFile() && entry.name.endsWith('-task.ts')) found.push(full);
  }
  return found;
}

/** @param {string} file @returns {[number, number] | null} */
function stamp(file) {
  try {
    const s = statSync(file);
    return [s.size, Math.trunc(s.mtimeMs)];
  } catch {
    return null;
  }
}

/**
 * The folder of the newest build when none of its inputs changed since (sizes and modification
 * times of every source file it holds, and of this file), else null.
 * @returns {string | null}
 */
export function freshBundle() {
  let latest;
  try {
    latest = JSON.parse(readFileSync(LATEST, 'utf8'));
  } catch {
    return null;
  }
  const dir = path.join(DIST, latest.id);
  if (!existsSync(path.join(dir, 'main.mjs'))) return null;
  for (const [file, expected] of Object.entries(latest.inputs)) {
    const now = stamp(path.resolve(SERVER, file));
    if (!now || now[0] !== expected[0] || now[1] !== expected[1]) return null;
  }
  return dir;
}

/** Builds the bundle into a new dist/<id> and points dist/latest.json at it; returns its folder. */
export async function buildBundle() {
  const { build } = await import('esbuild');
  mkdirSync(DIST, { recursive: true });
  const id = `${Date.now().toString(36)}-${process.pid}`;
  const finalDir = path.join(DIST, id);
  const workDir = path.join(DIST, `.building-${id}`);
  const tasks = Object.fromEntries(
    listTaskModules(SRC).map((file) => {
      const rel = path.relative(SRC, file).split(path.sep).join('/');
      return [rel, `task-${rel.replace(/\.ts$/, '').replaceAll('/', '-')}.mjs`];
    }),
  );
  const entryPoints = {
    main: path.join(SRC, 'main.ts'),
    cli: path.join(SRC, 'cli.ts'),
    'pool-worker': path.join(SRC, 'platform', 'workers', 'task-runner.mjs'),
    ...Object.fromEntries(Object.entries(tasks).map(([rel, out]) => [out.replace(/\.mjs$/, ''), path.join(SRC, rel)])),
  };
  try {
    const result = await build({
      entryPoints,
      outdir: workDir,
      bundle: true,
      splitting: true,
      format: 'esm',
      platform: 'node',
      target: TARGET,
      outExtension: { '.js': '.mjs' },
      entryNames: '[name]',
      chunkNames: 'chunk-[hash]',
      // Names in stack traces stay readable; the files are not shipped to browsers.
      minify: false,
      metafile: true,
      logLevel: 'warning',
      plugins: [bundleInfo(tasks), sourceMeta(finalDir), packagesExternal],
    });
    const inputs = {};
    for (const input of [...Object.keys(result.metafile.inputs), fileURLToPath(import.meta.url)]) {
      const file = path.resolve(input);
      const s = stamp(file);
      if (s) inputs[path.relative(SERVER, file)] = s;
    }
    writeFileSync(path.join(workDir, 'package.json'), '{ "type": "module" }\n');
    renameSync(workDir, finalDir);
    const pointer = `${LATEST}.${process.pid}`;
    writeFileSync(pointer, JSON.stringify({ id, inputs }, null, 1));
    renameSync(pointer, LATEST);
  } catch (error) {
    rmSync(workDir, { recursive: true, force: true });
    throw error;
  }
  prune(id);
  return finalDir;
}

/** Removes older builds beyond the newest KEEP, and leftovers of builds that died half-way. */
function prune(current) {
  const builds = readdirSync(DIST, { withFileTypes: true })
    .filter((e) => e.isDirectory() && e.name !== current)
    .map((e) => ({ name: e.name, time: statSync(path.join(DIST, e.name)).mtimeMs }))
    .sort((a, b) => b.time - a.time);
  const hour = 60 * 60_000;
  for (const [i, b] of builds.entries()) {
    const stale = b.name.startsWith('.building-') ? Date.now() - b.time > hour : i >= KEEP;
    if (stale) rmSync(path.join(DIST, b.name), { recursive: true, force: true });
  }
}

/**
 * platform/bundle.ts says whether the code runs from the bundle: here it names the build folder
 * (of the chunk it lands in: every output sits in the same folder) and the bundled task files.
 * @param {Record<string, string>} tasks
 * @returns {import('esbuild').Plugin}
 */
function bundleInfo(tasks) {
  return {
    name: 'bundle-info',
    setup(b) {
      b.onLoad({ filter: /[\\/]platform[\\/]bundle\.ts$/ }, (args) => {
        if (path.resolve(args.path) !== BUNDLE_INFO) return undefined;
        return {
          contents: `export const bundle = { dir: new URL('./', import.meta.url), tasks: ${JSON.stringify(tasks)} };\n`,
          loader: 'js',
        };
      });
    },
  };
}

/**
 * Rewrites import.meta.url, .dirname and .filename in the workspace's own modules to those of the
 * source file, so paths resolved relative to a module do not move with the bundle.
 * @param {string} outDir the folder the output files end up in
 * @returns {import('esbuild').Plugin}
 */
function sourceMeta(outDir) {
  return {
    name: 'source-import-meta',
    setup(b) {
      b.onLoad({ filter: /\.(ts|tsx|mts|mjs|js)$/ }, (args) => {
        if (args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
        const code = readFileSync(args.path, 'utf8');
        const loader = /\.tsx$/.test(args.path) ? 'tsx' : /\.m?ts$/.test(args.path) ? 'ts' : 'js';
        if (!/\bimport\.meta\.(url|dirname|filename)\b/.test(code)) return { contents: code, loader };
        const rel = path.relative(outDir, args.path).split(path.sep).join('/');
        const hash = createHash('sha1').update(args.path).digest('hex').slice(0, 8);
        const url = `__vitaeMetaUrl_${hash}`;
        const head =
          `import { fileURLToPath as __vitaeToPath_${hash} } from 'node:url';\n` +
          `const ${url} = new URL(${JSON.stringify(rel)}, import.meta.url).href;\n`;
        const body = code
          .replace(/\bimport\.meta\.url\b/g, url)
          .replace(/\bimport\.meta\.filename\b/g, `__vitaeToPath_${hash}(${url})`)
          .replace(/\bimport\.meta\.dirname\b/g, `__vitaeToPath_${hash}(new URL('.', ${url})).replace(/[\\/]$/, '')`);
        // The added lines keep line numbers of the source in stack traces off by two, no more.
        return { contents: head + body, loader };
      });
    },
  };
}

/** Installed packages stay external (imported by name, resolved from node_modules as before). */
const packagesExternal = {
  name: 'packages-external',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@vitae/') || path.isAbsolute(args.path)) return undefined;
      return { path: args.path, external: true };
    });
  },
};

/**
 * Runs `entry` (main or cli) from the bundle, building it first (in a separate process, so esbuild
 * and its service stay out of this one) when the sources changed; from the TypeScript sources under
 * tsx when it cannot be built or VITAE_FROM_SOURCE=1.
 * @param {'main' | 'cli'} entry
 */
export async function start(entry) {
  let dir = null;
  if (process.env.VITAE_FROM_SOURCE !== '1') {
    dir = freshBundle();
    if (!dir) {
      const built = spawnSync(process.execPath, [fileURLToPath(import.meta.url), '--quiet'], {
        stdio: ['ignore', 'ignore', 'pipe'],
        encoding: 'utf8',
      });
      dir = built.status === 0 ? freshBundle() : null;
      if (!dir) {
        const why = built.stderr?.trim() || built.error?.message || `exit ${built.status}`;
        console.warn(`vitae: running from the TypeScript sources under tsx (the server bundle failed: ${why})`);
      }
    }
  }
  if (dir) {
    await import(pathToFileURL(path.join(dir, `${entry}.mjs`)).href);
    return;
  }
  const { register } = await import('tsx/esm/api');
  register();
  await import(pathToFileURL(path.join(SRC, `${entry}.ts`)).href);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const started = performance.now();
  const dir = await buildBundle();
  if (!process.argv.includes('--quiet')) {
    console.log(`Server bundle: ${path.relative(process.cwd(), dir)} (${Math.round(performance.now() - started)} ms)`);
  }
}
