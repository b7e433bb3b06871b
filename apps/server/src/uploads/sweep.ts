/**
 * Removes what a crash leaves behind (a `kill -9` mid-upload, a power cut): upload temp files in
 * DATA_DIR/tmp, half-written blobs (`*.tmp` from the blob store's write-then-rename) and orphan
 * blobs, which no row refers to (a request that stored files but died before writing its rows).
 * Run at start-up (nothing is in flight, so any age) and by `vitae sweep` (only files older than
 * a margin, so the uploads of a running server are left alone). Blobs are listed through the
 * BlobStore, so the same sweep works on local disk and on S3.
 */
import { readdir, rm, rmdir, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Db } from '../platform/db/client.ts';
import type { BlobStore } from '../platform/storage/blob-store.ts';

export interface SweepReport {
  tempFiles: string[];
  orphanBlobs: string[];
  bytes: number;
}

/** Every file below `dir` (relative paths with '/'), deepest first; nothing when it does not exist. */
async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)).split(path.sep).join('/'));
}

/**
 * Blob keys some row refers to, by the prefix that owns them; renders are a cache kept per existing
 * user; annotations (`annotations/<user>/<resume>/…`) are kept while their resume exists.
 */
async function readReferences(db: Db) {
  const q = db.kysely;
  const keys = new Set<string>();
  for (const row of await q
    .selectFrom('resumes')
    .select('original_blob')
    .where('original_blob', 'is not', null)
    .execute())
    keys.add(row.original_blob!);
  for (const row of await q.selectFrom('shortlist_items').select('blob_key').execute()) keys.add(row.blob_key);
  for (const row of await q.selectFrom('applications').select('blob_key').execute()) keys.add(row.blob_key);
  const users = new Set((await q.selectFrom('users').select('id').execute()).map((u) => u.id));
  const resumes = new Set(
    (await q.selectFrom('resumes').select(['user_id', 'id']).execute()).map((r) => `${r.user_id}/${r.id}`),
  );
  return {
    isReferenced(key: string): boolean | null {
      const [prefix, owner, resume] = key.split('/');
      if (prefix === 'originals' || prefix === 'shortlist' || prefix === 'applications') return keys.has(key);
      if (prefix === 'renders') return owner !== undefined && users.has(owner);
      if (prefix === 'annotations') return resumes.has(`${owner}/${resume}`);
      // A kind of blob this sweep does not know: never touched.
      return null;
    },
  };
}

async function removeIfOld(file: string, olderThanMs: number, now: number): Promise<number | null> {
  const info = await stat(file).catch(() => null);
  if (!info || now - info.mtimeMs < olderThanMs) return null;
  await rm(file, { force: true });
  return info.size;
}

/** Removes directories left empty below `root` (deepest first), keeping `root`. */
async function removeEmptyDirs(root: string): Promise<void> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  const dirs = entries
    .filter((e) => e.isDirectory())
    .map((e) => path.join(e.parentPath, e.name))
    .sort((a, b) => b.length - a.length);
  for (const dir of dirs) await rmdir(dir).catch(() => undefined);
}

export async function sweepLeftovers(
  db: Db,
  dataDir: string,
  blobs: BlobStore,
  options: { olderThanMs: number; now?: number },
): Promise<SweepReport> {
  const now = options.now ?? Date.now();
  const report: SweepReport = { tempFiles: [], orphanBlobs: [], bytes: 0 };
  const tmp = path.join(dataDir, 'tmp');
  for (const name of await listFiles(tmp)) {
    const size = await removeIfOld(path.join(tmp, name), options.olderThanMs, now);
    if (size !== null) {
      report.tempFiles.push(`tmp/${name}`);
      report.bytes += size;
    }
  }
  const references = await readReferences(db);
  const doomed: { key: string; size: number; isTemp: boolean }[] = [];
  for await (const blob of blobs.list()) {
    const isTemp = /\.[0-9a-f]{12}\.tmp$/.test(blob.key);
    if (!isTemp && references.isReferenced(blob.key) !== false) continue;
    if (now - blob.modifiedMs < options.olderThanMs) continue;
    doomed.push({ key: blob.key, size: blob.size, isTemp });
  }
  for (const { key, size, isTemp } of doomed) {
    if (blobs.kind === 'disk') {
      // A half-written file's name is not a valid blob key: removed by path, below the store's root.
      const removed = await removeIfOld(path.join(dataDir, 'blobs', key), options.olderThanMs, now);
      if (removed === null) continue;
    } else {
      await blobs.delete(key);
    }
    (isTemp ? report.tempFiles : report.orphanBlobs).push(`blobs/${key}`);
    report.bytes += size;
  }
  await removeEmptyDirs(tmp);
  if (blobs.kind === 'disk') await removeEmptyDirs(path.join(dataDir, 'blobs'));
  return report;
}

/** One line for the log or the terminal. */
export function describeSweep(report: SweepReport): string {
  const mb = (report.bytes / 1024 / 1024).toFixed(1);
  return `Removed ${report.tempFiles.length} temp file(s) and ${report.orphanBlobs.length} orphan blob(s), ${mb} MB.`;
}
