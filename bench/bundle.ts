/**
 * `npm run bench -- bundle [--no-build]`: builds the web app, then measures the JavaScript the first
 * screen loads (the entry script of index.html and every chunk it imports statically, followed
 * recursively), raw and gzipped, against the 200 KB gzipped budget. It also names the lazy chunks of
 * the editor, the live preview and the PDF viewer and checks none of them is on the first screen.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const BUDGET_GZIP_KB = 200;
const repoRoot = path.resolve(import.meta.dirname, '..');
const dist = path.join(repoRoot, 'apps', 'web', 'dist');

/** Chunks reached from `file` through static imports (`import … from "./x.js"`, `import "./x.js"`). */
export function staticClosure(entry: string, read: (file: string) => string): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const code = read(file);
    // Static imports only: a dynamic import( … ) is a lazy chunk.
    for (const match of code.matchAll(/(?:^|[;\s}])import\s*(?:[\w$*{}\s,]+from\s*)?["'](\.\/[^"']+\.js)["']/g)) {
      visit(path.posix.join(path.posix.dirname(file), match[1]!));
    }
  };
  visit(entry);
  return [...seen];
}

export async function run(args: string[]): Promise<void> {
  if (!args.includes('--no-build')) execFileSync('npm', ['run', 'build'], { cwd: repoRoot, stdio: 'ignore' });
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const entry = /<script[^>]+type="module"[^>]+src="\/([^"]+)"/.exec(html)?.[1];
  if (!entry) throw new Error('No module script in dist/index.html');
  const read = (file: string) => readFileSync(path.join(dist, file), 'utf8');
  const first = staticClosure(entry, read);
  const sizes = first.map((file) => {
    const bytes = readFileSync(path.join(dist, file));
    return { file, kb: bytes.byteLength / 1024, gzipKb: gzipSync(bytes, { level: 9 }).byteLength / 1024 };
  });
  const total = sizes.reduce((sum, s) => sum + s.gzipKb, 0);
  const lazyNames = ['resume-editor', 'live-preview', 'preview-pages', 'pdf-viewer-core', 'pdfjs'];
  const lazyOnFirst = first.filter((file) => lazyNames.some((name) => path.basename(file).startsWith(`${name}-`)));
  const round = (n: number) => Math.round(n * 10) / 10;
  console.log(
    JSON.stringify(
      {
        firstScreenChunks: sizes.map((s) => ({ file: s.file, kb: round(s.kb), gzipKb: round(s.gzipKb) })),
        firstScreenGzipKb: round(total),
        budgetGzipKb: BUDGET_GZIP_KB,
        withinBudget: total <= BUDGET_GZIP_KB,
        lazyChunksOnFirstScreen: lazyOnFirst,
      },
      null,
      2,
    ),
  );
}
