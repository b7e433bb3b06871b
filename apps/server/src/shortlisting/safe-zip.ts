/**
 * Reads a bulk-upload zip without trusting anything it says about itself.
 * - The entry count in the end record is checked before any entry is read (> cap: refused).
 * - Every entry's byte range (local header to end of data) must not overlap another's: the
 *   non-recursive zip bomb makes many entries share one deflate stream (refused whole).
 * - Sizes are counted while inflating; declared sizes only allow an early skip, never an accept.
 *   yauzl also errors when the real size differs from the declared one (skipped: size_mismatch).
 * - Names are decoded by hand (decodeStrings off) so that one hostile name skips one entry
 *   instead of aborting the whole archive.
 */
import { Buffer } from 'node:buffer';
import yauzl from 'yauzl';
import { AppError } from '../platform/errors.ts';
import { isZipBytes, sniffEntry, type ResumeFileKind } from '../parsing/sniff-type.ts';

export type ZipCaps = {
  maxEntries: number;
  maxFileBytes: number;
  maxTotalBytes: number;
  /** Inflated/compressed ratio above which an entry is a bomb, once it passes `ratioMinBytes`. */
  maxRatio: number;
  ratioMinBytes: number;
};

export const DEFAULT_ZIP_CAPS: ZipCaps = {
  maxEntries: 1_000,
  maxFileBytes: 10 * 1024 * 1024,
  maxTotalBytes: 300 * 1024 * 1024,
  maxRatio: 100,
  ratioMinBytes: 1024 * 1024,
};

export type SkipReason =
  | 'unsafe_path'
  | 'symlink'
  | 'special_file'
  | 'system_file'
  | 'encrypted'
  | 'unsupported_compression'
  | 'too_large'
  | 'compression_ratio'
  | 'size_mismatch'
  | 'corrupt'
  | 'empty'
  | 'nested_zip'
  | 'unsupported_type';

export type ZipFileEntry = { name: string; bytes: Buffer; kind: ResumeFileKind };
export type SkippedEntry = { name: string; reason: SkipReason };
export type ZipReadSummary = { accepted: number; skipped: SkippedEntry[] };

/** Error codes for a zip refused as a whole; the route maps `not_zip` to 'Please upload a zip file'. */
export type ZipRefusal = 'not_zip' | 'too_many_entries' | 'too_large' | 'overlapping_entries';

const refuse = (code: ZipRefusal, message: string) =>
  new AppError(code === 'too_large' ? 'too_large' : 'bad_request', message, { code });

const S_IFMT = 0o170000;
const S_IFREG = 0o100000;
const S_IFDIR = 0o040000;
const S_IFLNK = 0o120000;
const MADE_BY_UNIX = 3;

/**
 * Calls `onFile` for each acceptable resume file, in archive order, and returns what was skipped
 * and why. Throws AppError with code `ZipRefusal` when the archive as a whole is refused.
 */
export async function readZipEntries(
  source: string | Buffer,
  onFile: (file: ZipFileEntry) => void | Promise<void>,
  caps: Partial<ZipCaps> = {},
): Promise<ZipReadSummary> {
  const limits = { ...DEFAULT_ZIP_CAPS, ...caps };
  const zip = await openZip(source);
  try {
    if (zip.entryCount > limits.maxEntries) {
      throw refuse(
        'too_many_entries',
        `The zip has ${zip.entryCount} entries; at most ${limits.maxEntries} are accepted.`,
      );
    }
    const entries: yauzl.Entry[] = [];
    for await (const entry of zip.eachEntry()) {
      entries.push(entry);
      if (entries.length > limits.maxEntries) throw refuse('too_many_entries', 'The zip has too many entries.');
    }
    await assertNoOverlap(zip, entries);
    const skipped: SkippedEntry[] = [];
    const budget = { total: 0 };
    let accepted = 0;
    for (const entry of entries) {
      const name = decodeName(entry);
      if (name.endsWith('/') && !isSymlink(entry)) continue;
      const reason = checkEntry(entry, name, limits);
      if (reason) {
        skipped.push({ name, reason });
        continue;
      }
      const read = await inflateEntry(zip, entry, limits, budget);
      if ('reason' in read) {
        skipped.push({ name, reason: read.reason });
        continue;
      }
      const sniffed = await sniffEntry(read.bytes);
      if ('skip' in sniffed) {
        skipped.push({ name, reason: sniffed.skip });
        continue;
      }
      await onFile({ name, bytes: read.bytes, kind: sniffed.kind });
      accepted++;
    }
    return { accepted, skipped };
  } finally {
    zip.close();
  }
}

async function openZip(source: string | Buffer): Promise<yauzl.ZipFile> {
  const options = { lazyEntries: true, decodeStrings: false, validateEntrySizes: true, autoClose: false };
  if (Buffer.isBuffer(source) && !isZipBytes(source)) throw refuse('not_zip', 'Please upload a zip file');
  try {
    return Buffer.isBuffer(source)
      ? await yauzl.fromBufferPromise(source, options)
      : await yauzl.openPromise(source, options);
  } catch (error) {
    throw new AppError('bad_request', 'Please upload a zip file', { code: 'not_zip', cause: error });
  }
}

/** Each entry owns [local header, end of its data); any shared byte means entries were forged. */
async function assertNoOverlap(zip: yauzl.ZipFile, entries: yauzl.Entry[]): Promise<void> {
  const ranges: [number, number][] = [];
  for (const entry of entries) {
    let dataStart: number;
    try {
      dataStart = (await zip.readLocalFileHeaderPromise(entry, { minimal: true })).fileDataStart;
    } catch (error) {
      throw new AppError('bad_request', 'The zip file is damaged.', { code: 'not_zip', cause: error });
    }
    ranges.push([entry.relativeOffsetOfLocalHeader, dataStart + entry.compressedSize]);
  }
  ranges.sort((a, b) => a[0] - b[0]);
  for (let i = 1; i < ranges.length; i++) {
    if (ranges[i]![0] < ranges[i - 1]![1]) {
      throw refuse('overlapping_entries', 'The zip has entries that share data (a zip bomb); it was refused.');
    }
  }
}

function decodeName(entry: yauzl.Entry): string {
  const raw = entry.fileNameRaw ?? (entry.fileName as unknown as Buffer);
  const extra = entry.extraFields ?? yauzl.parseExtraFields(entry.extraFieldRaw);
  return yauzl.getFileNameLowLevel(entry.generalPurposeBitFlag, raw, extra, true);
}

/** Rejects `..` segments, absolute and drive paths, backslashes and control characters. */
export function isUnsafePath(name: string): boolean {
  if (name.length === 0 || name.includes('\\') || [...name].some((c) => c.charCodeAt(0) < 32)) return true;
  if (name.startsWith('/') || /^[A-Za-z]:/.test(name)) return true;
  return name.split('/').some((segment) => segment === '..') || yauzl.validateFileName(name) !== null;
}

function unixMode(entry: yauzl.Entry): number | null {
  return entry.versionMadeBy >> 8 === MADE_BY_UNIX ? (entry.externalFileAttributes >>> 16) & S_IFMT : null;
}

function isSymlink(entry: yauzl.Entry): boolean {
  return unixMode(entry) === S_IFLNK;
}

function checkEntry(entry: yauzl.Entry, name: string, caps: ZipCaps): SkipReason | null {
  if (isUnsafePath(name)) return 'unsafe_path';
  const mode = unixMode(entry);
  if (mode === S_IFLNK) return 'symlink';
  if (mode !== null && mode !== 0 && mode !== S_IFREG && mode !== S_IFDIR) return 'special_file';
  const base = name.split('/').pop() ?? '';
  // macOS resource forks and Finder files ride along in zips made with "Compress".
  if (name.startsWith('__MACOSX/') || base.startsWith('._') || base === '.DS_Store' || base === 'Thumbs.db')
    return 'system_file';
  if (entry.isEncrypted()) return 'encrypted';
  if (!entry.canDecodeFileData()) return 'unsupported_compression';
  if (entry.uncompressedSize > caps.maxFileBytes) return 'too_large';
  return null;
}

type InflateResult = { bytes: Buffer } | { reason: SkipReason };

/** Inflates one entry, counting real bytes against the file, total and ratio caps as they arrive. */
async function inflateEntry(
  zip: yauzl.ZipFile,
  entry: yauzl.Entry,
  caps: ZipCaps,
  budget: { total: number },
): Promise<InflateResult> {
  const chunks: Buffer[] = [];
  let size = 0;
  let stream: NodeJS.ReadableStream | undefined;
  try {
    stream = await zip.openReadStreamPromise(entry);
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      size += chunk.length;
      budget.total += chunk.length;
      if (budget.total > caps.maxTotalBytes) {
        throw refuse('too_large', `The zip unpacks to more than ${Math.round(caps.maxTotalBytes / 1024 / 1024)} MB.`);
      }
      if (size > caps.maxFileBytes) return { reason: 'too_large' };
      if (size > caps.ratioMinBytes && size / Math.max(1, entry.compressedSize) > caps.maxRatio)
        return { reason: 'compression_ratio' };
      chunks.push(chunk);
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const message = error instanceof Error ? error.message : '';
    return { reason: /too (many|few) bytes/.test(message) ? 'size_mismatch' : 'corrupt' };
  }
  return { bytes: Buffer.concat(chunks, size) };
}
