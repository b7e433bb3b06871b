import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { readZipEntries, type SkippedEntry, type ZipCaps } from './safe-zip.ts';
import type { ResumeFileKind } from '../parsing/sniff-type.ts';

export type ExtractedFile = { name: string; path: string; kind: ResumeFileKind; size: number };

/**
 * Writes each accepted resume file into `folder` under a generated name (`0001-jane-doe.pdf`):
 * the entry's own path is never used as a path, so nothing can land outside the folder. Files are
 * created with O_EXCL (`wx`), so a pre-planted symlink in the folder is not followed.
 */
export async function extractToFolder(
  zip: string | Buffer,
  folder: string,
  caps: Partial<ZipCaps> = {},
): Promise<{ files: ExtractedFile[]; skipped: SkippedEntry[] }> {
  const root = path.resolve(folder);
  await mkdir(root, { recursive: true });
  const files: ExtractedFile[] = [];
  const { skipped } = await readZipEntries(
    zip,
    async (file) => {
      const target = path.join(root, makeSafeName(files.length + 1, file.name, file.kind));
      if (path.dirname(target) !== root) throw new Error(`Refusing to write outside ${root}`);
      await writeFile(target, file.bytes, { flag: 'wx' });
      files.push({ name: file.name, path: target, kind: file.kind, size: file.bytes.length });
    },
    caps,
  );
  return { files, skipped };
}

/** `0007-jane-doe-cv.pdf`: a counter for uniqueness plus a slug of the base name for humans. */
export function makeSafeName(index: number, entryName: string, kind: ResumeFileKind): string {
  const base = entryName.split(/[\\/]/).pop() ?? '';
  const stem = base.replace(/\.[^.]*$/, '');
  const slug = stem
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `${String(index).padStart(4, '0')}${slug ? `-${slug}` : ''}.${kind}`;
}
