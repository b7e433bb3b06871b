import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { extractToFolder, makeSafeName } from './extract-zip.ts';
import { isUnsafePath, readZipEntries, type ZipFileEntry } from './safe-zip.ts';
import { forgeDocx, forgeZip, samplePdf } from './zip-forge.ts';

async function collect(zip: Buffer | string, caps = {}) {
  const files: ZipFileEntry[] = [];
  const summary = await readZipEntries(zip, (file) => void files.push(file), caps);
  return { files, ...summary };
}

const text = (s: string) => Buffer.from(s, 'utf8');

describe('readZipEntries', () => {
  it('yields PDF, DOCX and text resumes and ignores directories', async () => {
    const zip = forgeZip([
      { name: 'cvs/', data: Buffer.alloc(0) },
      { name: 'cvs/ana.pdf', data: samplePdf('ana') },
      { name: 'cvs/bo.docx', data: forgeDocx('Bo') },
      { name: 'cvs/cy.txt', data: text('Cy Young\nPython developer') },
    ]);
    const { files, skipped } = await collect(zip);
    expect(files.map((f) => [f.name, f.kind])).toEqual([
      ['cvs/ana.pdf', 'pdf'],
      ['cvs/bo.docx', 'docx'],
      ['cvs/cy.txt', 'txt'],
    ]);
    expect(skipped).toEqual([]);
  });

  it('sniffs content rather than trusting the extension', async () => {
    const zip = forgeZip([
      { name: 'resume.pdf', data: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 1, 2, 3]) },
      { name: 'notes.bin', data: text('plain words') },
    ]);
    const { files, skipped } = await collect(zip);
    expect(files.map((f) => [f.name, f.kind])).toEqual([['notes.bin', 'txt']]);
    expect(skipped).toEqual([{ name: 'resume.pdf', reason: 'unsupported_type' }]);
  });

  it('skips nested zips that are not DOCX, and empty or system files', async () => {
    const zip = forgeZip([
      { name: 'inner.zip', data: forgeZip([{ name: 'a.pdf', data: samplePdf('a') }]) },
      { name: 'empty.txt', data: Buffer.alloc(0) },
      { name: '__MACOSX/._a.pdf', data: text('x') },
    ]);
    const { files, skipped } = await collect(zip);
    expect(files).toEqual([]);
    expect(skipped.map((s) => s.reason)).toEqual(['nested_zip', 'empty', 'system_file']);
  });

  it('skips entries whose names escape the folder', async () => {
    const zip = forgeZip([
      { name: '../../evil.txt', data: text('x') },
      { name: '/etc/passwd', data: text('x') },
      { name: 'a\\..\\..\\evil.txt', data: text('x') },
      { name: 'C:/win.txt', data: text('x') },
      { name: 'ok.txt', data: text('fine') },
    ]);
    const { files, skipped } = await collect(zip);
    expect(files.map((f) => f.name)).toEqual(['ok.txt']);
    expect(skipped.every((s) => s.reason === 'unsafe_path')).toBe(true);
    expect(skipped).toHaveLength(4);
  });

  it('skips symlinks and device files marked in the unix mode bits', async () => {
    const zip = forgeZip([
      { name: 'link.pdf', data: text('/etc/passwd'), unixMode: 0o120777 },
      { name: 'fifo', data: Buffer.alloc(0), unixMode: 0o010644 },
      { name: 'real.txt', data: text('hello'), unixMode: 0o100644 },
    ]);
    const { files, skipped } = await collect(zip);
    expect(files.map((f) => f.name)).toEqual(['real.txt']);
    expect(skipped).toEqual([
      { name: 'link.pdf', reason: 'symlink' },
      { name: 'fifo', reason: 'special_file' },
    ]);
  });

  it('catches an entry that inflates to more than its declared size', async () => {
    const zip = forgeZip([{ name: 'bomb.txt', data: Buffer.alloc(5 * 1024 * 1024, 0x61), declaredSize: 100 }]);
    const { files, skipped } = await collect(zip);
    expect(files).toEqual([]);
    expect(skipped).toEqual([{ name: 'bomb.txt', reason: 'size_mismatch' }]);
  });

  it('stops inflating at the per-file cap even when the declared size is small', async () => {
    const zip = forgeZip([{ name: 'big.txt', data: Buffer.alloc(3000, 0x61), declaredSize: 3000 }]);
    const { skipped } = await collect(zip, { maxFileBytes: 1000 });
    expect(skipped).toEqual([{ name: 'big.txt', reason: 'too_large' }]);
  });

  it('skips an oversize entry and keeps the others', async () => {
    const zip = forgeZip([
      { name: 'huge.txt', data: Buffer.alloc(11 * 1024 * 1024, 0x20) },
      { name: 'small.txt', data: text('resume') },
    ]);
    const { files, skipped } = await collect(zip, { maxRatio: 1e9 });
    expect(files.map((f) => f.name)).toEqual(['small.txt']);
    expect(skipped).toEqual([{ name: 'huge.txt', reason: 'too_large' }]);
  });

  it('skips an entry whose compression ratio is that of a bomb', async () => {
    const zip = forgeZip([{ name: 'zeros.txt', data: Buffer.alloc(4 * 1024 * 1024, 0x61) }]);
    const { skipped } = await collect(zip);
    expect(skipped).toEqual([{ name: 'zeros.txt', reason: 'compression_ratio' }]);
  });

  it('refuses the zip when the unpacked total passes the cap', async () => {
    const entries = Array.from({ length: 4 }, (_, i) => ({ name: `f${i}.txt`, data: Buffer.alloc(400, 0x61 + i) }));
    await expect(collect(forgeZip(entries), { maxTotalBytes: 1000 })).rejects.toMatchObject({
      code: 'too_large',
      status: 413,
    });
  });

  it('refuses entries that share compressed data (overlapping zip bomb)', async () => {
    const zip = forgeZip([
      { name: 'a.txt', data: text('same bytes') },
      { name: 'b.txt', sameDataAs: 0 },
      { name: 'c.txt', sameDataAs: 0 },
    ]);
    await expect(collect(zip)).rejects.toMatchObject({ code: 'overlapping_entries', status: 400 });
  });

  it('refuses a zip with 1,001 entries and accepts one with 1,000', async () => {
    const make = (n: number) =>
      forgeZip(Array.from({ length: n }, (_, i) => ({ name: `${i}.txt`, data: text(`r${i}`), method: 0 as const })));
    await expect(collect(make(1001))).rejects.toMatchObject({ code: 'too_many_entries' });
    const { accepted } = await collect(make(1000));
    expect(accepted).toBe(1000);
  });

  it('answers not_zip for bytes that are not a zip', async () => {
    await expect(collect(text('%PDF-1.4 not a zip'))).rejects.toMatchObject({
      code: 'not_zip',
      status: 400,
      message: 'Please upload a zip file',
    });
    await expect(collect(Buffer.from([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]))).rejects.toMatchObject({ code: 'not_zip' });
  });
});

describe('isUnsafePath', () => {
  it('accepts nested relative names and rejects traversal', () => {
    expect(isUnsafePath('team/a b.pdf')).toBe(false);
    expect(isUnsafePath('team/../../x')).toBe(true);
    expect(isUnsafePath('..')).toBe(true);
  });
});

describe('extractToFolder', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'vitae-zip-'));
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('writes accepted files under generated names and nothing outside the folder', async () => {
    const zip = forgeZip([
      { name: '../escape.txt', data: text('x') },
      { name: 'link', data: text('/etc'), unixMode: 0o120777 },
      { name: 'Jane Doe (CV).pdf', data: samplePdf('jane') },
      { name: 'deep/dir/bo.txt', data: text('Bo') },
    ]);
    const zipPath = path.join(dir, 'upload.zip');
    await writeFile(zipPath, zip);
    const out = path.join(dir, 'out');
    const { files, skipped } = await extractToFolder(zipPath, out);
    expect((await readdir(out)).sort()).toEqual(['0001-jane-doe-cv.pdf', '0002-bo.txt']);
    expect(files.every((f) => path.dirname(f.path) === out)).toBe(true);
    expect(skipped.map((s) => s.reason)).toEqual(['unsafe_path', 'symlink']);
    expect((await readdir(dir)).sort()).toEqual(['out', 'upload.zip']);
  });

  it('makes names from a counter and a slug only', () => {
    expect(makeSafeName(3, '../../Ünïcode Name.PDF', 'pdf')).toBe('0003-unicode-name.pdf');
    expect(makeSafeName(12, '....', 'txt')).toBe('0012.txt');
  });
});
