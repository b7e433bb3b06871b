import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Where uploaded originals and generated files live: local disk by default, object storage at scale. */
export interface BlobStore {
  put(key: string, bytes: Uint8Array): Promise<void>;
  get(key: string): Promise<Uint8Array | null>;
  delete(key: string): Promise<void>;
  /** Deletes every blob whose key starts with `prefix/`. */
  deleteAll(prefix: string): Promise<void>;
  /** Every stored object (half-written ones included where the store has them), for the sweep. */
  list(): AsyncIterable<StoredBlob>;
  /** Throws when the store cannot be reached or written (for `GET /api/ready`). */
  check(): Promise<void>;
  /** 'disk' or 's3', for logs and the readiness answer. */
  readonly kind: 'disk' | 's3';
}

export interface StoredBlob {
  key: string;
  size: number;
  modifiedMs: number;
}

export const SAFE_KEY = /^[A-Za-z0-9_-]+(\/[A-Za-z0-9_.-]+)*$/;

/**
 * Local-disk store: writes go to a temp file that is renamed into place, so a crash never leaves a
 * visible half-written file. Keys are checked so none can climb out of the root.
 */
export function createDiskBlobStore(root: string): BlobStore {
  const resolve = (key: string) => {
    if (!SAFE_KEY.test(key) || key.includes('..')) throw new Error(`Unsafe blob key: ${key}`);
    return path.join(root, key);
  };
  return {
    async put(key, bytes) {
      const file = resolve(key);
      await mkdir(path.dirname(file), { recursive: true });
      const temp = `${file}.${randomBytes(6).toString('hex')}.tmp`;
      await writeFile(temp, bytes);
      await rename(temp, file);
    },
    async get(key) {
      try {
        return new Uint8Array(await readFile(resolve(key)));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async delete(key) {
      await rm(resolve(key), { force: true });
    },
    async deleteAll(prefix) {
      await rm(resolve(prefix), { recursive: true, force: true });
    },
    async *list() {
      const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
      for (const entry of entries) {
        if (!entry.isFile()) continue;
        const file = path.join(entry.parentPath, entry.name);
        const info = await stat(file).catch(() => null);
        if (!info) continue;
        const key = path.relative(root, file).split(path.sep).join('/');
        yield { key, size: info.size, modifiedMs: info.mtimeMs };
      }
    },
    async check() {
      await mkdir(root, { recursive: true });
      const probe = path.join(root, `.ready.${randomBytes(6).toString('hex')}`);
      await writeFile(probe, '');
      await rm(probe, { force: true });
    },
    kind: 'disk',
  };
}
