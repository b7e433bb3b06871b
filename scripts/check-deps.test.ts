import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error a plain .mjs script without types
import { findVulnerable } from './check-deps.mjs';

type Found = { name: string; version: string; id: string };
const find = findVulnerable as (lock: unknown) => Found[];
const lockWith = (packages: Record<string, { version: string }>) => ({
  lockfileVersion: 3,
  packages: { '': {}, ...packages },
});
const script = path.join(import.meta.dirname, 'check-deps.mjs');

describe('check-deps', () => {
  it('finds a pdf.js older than 4.2.67, also when nested under another package', () => {
    const found = find(
      lockWith({
        'node_modules/pdfjs-dist': { version: '4.2.66' },
        'node_modules/some-viewer/node_modules/pdfjs-dist': { version: '3.11.174' },
      }),
    );
    expect(found.map((f) => `${f.name}@${f.version}`)).toEqual(['pdfjs-dist@4.2.66', 'pdfjs-dist@3.11.174']);
    expect(find(lockWith({ 'node_modules/pdfjs-dist': { version: '4.2.67' } }))).toEqual([]);
    expect(find(lockWith({ 'node_modules/pdfjs-dist': { version: '5.6.205' } }))).toEqual([]);
  });

  it('finds a critical advisory within its version ranges only', () => {
    expect(find(lockWith({ 'node_modules/form-data': { version: '4.0.3' } }))[0]?.id).toBe('GHSA-fjxv-7rqg-78g4');
    expect(find(lockWith({ 'node_modules/form-data': { version: '4.0.4' } }))).toEqual([]);
    expect(find(lockWith({ 'node_modules/form-data': { version: '3.0.4' } }))).toEqual([]);
  });

  it('fails the command on a vulnerable lockfile and passes on the project lockfile', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'vitae-deps-'));
    try {
      const bad = path.join(dir, 'package-lock.json');
      writeFileSync(bad, JSON.stringify(lockWith({ 'node_modules/pdfjs-dist': { version: '2.16.105' } })));
      const failing = spawnSync(process.execPath, [script, bad], { encoding: 'utf8' });
      expect(failing.status).toBe(1);
      expect(failing.stderr).toContain('pdfjs-dist@2.16.105');
      const passing = spawnSync(process.execPath, [script], { encoding: 'utf8' });
      expect(passing.status).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
