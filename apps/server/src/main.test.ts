import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

describe('starting the server', () => {
  it('prints one line without a stack or the password when the database is unreachable', () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'vitae-main-'));
    try {
      const result = spawnSync(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'main.ts')], {
        env: {
          ...process.env,
          DATA_DIR: dataDir,
          // Port 1 on localhost: nothing listens there, so the connection is refused at once.
          DATABASE_URL: 'postgres://vitae:secret-password@127.0.0.1:1/vitae',
          PORT: '0',
          SEED_DEMO: 'false',
        },
        encoding: 'utf8',
        timeout: 60_000,
      });
      expect(result.status).toBe(1);
      const lines = result.stderr.trim().split('\n');
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(
        /^Cannot reach the database \(.*ECONNREFUSED.*\)\. Check DATABASE_URL \(127\.0\.0\.1:1\/vitae\)/,
      );
      expect(result.stderr).not.toContain('secret-password');
      expect(result.stderr).not.toMatch(/\n\s+at /);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
