import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

describe('starting the server', () => {
  it('prints one line without a stack or the password when the database is unreachable', () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'vitae-main-'));
    try {
      const result = spawnSync(process.execPath, [path.join(import.meta.dirname, '../bin/serve.mjs')], {
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

  it('sweeps what a crash left behind before listening, and logs what it removed', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'vitae-main-'));
    mkdirSync(path.join(dataDir, 'tmp'));
    writeFileSync(path.join(dataDir, 'tmp', 'run-0.zip'), Buffer.alloc(4096));
    mkdirSync(path.join(dataDir, 'blobs', 'shortlist', 'lost-run'), { recursive: true });
    writeFileSync(path.join(dataDir, 'blobs', 'shortlist', 'lost-run', '0'), 'x');
    const server = spawn(process.execPath, [path.join(import.meta.dirname, '../bin/serve.mjs')], {
      env: { ...process.env, DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', SEED_DEMO: 'false', LOG_LEVEL: 'info' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    try {
      const line = await new Promise<string>((resolve, reject) => {
        let output = '';
        server.stdout.on('data', (chunk: Buffer) => {
          output += chunk.toString();
          const found = output.split('\n').find((l) => l.includes('Start-up sweep'));
          if (found) resolve(found);
        });
        server.once('exit', () => reject(new Error(`server exited: ${output}`)));
      });
      const logged = JSON.parse(line) as { msg: string; removed: string[] };
      expect(logged.msg).toBe('Start-up sweep: Removed 1 temp file(s) and 1 orphan blob(s), 0.0 MB.');
      expect(logged.removed.sort()).toEqual(['blobs/shortlist/lost-run/0', 'tmp/run-0.zip']);
      expect(existsSync(path.join(dataDir, 'tmp', 'run-0.zip'))).toBe(false);
    } finally {
      server.kill('SIGKILL');
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
