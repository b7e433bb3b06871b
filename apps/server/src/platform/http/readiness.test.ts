import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { testPort } from '../testing/ports.ts';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379/7';
const apps: TestApp[] = [];
afterAll(async () => {
  for (const app of apps) await app.close();
});

describe('GET /api/ready', () => {
  it('is ready on the embedded default, and names Redis as not used', async () => {
    const t = await createTestApp('sqlite');
    apps.push(t);
    const answer = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ status: 'ready', checks: { database: 'ok', storage: 'ok', redis: 'not used' } });
    t.ctx.draining = true;
    const draining = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(draining.statusCode).toBe(503);
    expect(draining.json()).toMatchObject({ message: 'This server is shutting down.', code: 'not_ready' });
    // Liveness is not readiness: health still answers.
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });

  it('answers 503 naming the storage when the S3 store cannot be reached', async () => {
    const t = await createTestApp('sqlite', {
      // Nothing listens on this port of the suite's range.
      S3_ENDPOINT: `http://127.0.0.1:${testPort(99)}`,
      S3_BUCKET: 'nowhere',
      S3_ACCESS_KEY_ID: 'x',
      S3_SECRET_ACCESS_KEY: 'y',
      S3_FORCE_PATH_STYLE: 'true',
      REDIS_URL,
      REDIS_PREFIX: 'scale-ready',
    });
    apps.push(t);
    const answer = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(answer.statusCode).toBe(503);
    const body = answer.json<{ message: string; checks: Record<string, string> }>();
    expect(body.message).toBe('Not ready: storage not reachable.');
    expect(body.checks.database).toBe('ok');
    expect(body.checks.redis).toBe('ok');
    expect(body.checks.storage).not.toBe('ok');
  }, 30_000);
});

describe('SIGTERM on the server', () => {
  it('reports not ready while draining, finishes every request in flight, then exits 0', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'vitae-drain-'));
    const port = testPort(21);
    const child = spawn(process.execPath, [path.join(import.meta.dirname, '../../../bin/serve.mjs')], {
      env: {
        ...process.env,
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        REDIS_URL: '',
        PORT: String(port),
        HOST: '127.0.0.1',
        SEED_DEMO: 'false',
        DRAIN_SECONDS: '1',
        RATE_LIMIT_AUTH_PER_MINUTE: '1000',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (c: Buffer) => (output += c.toString()));
    child.stderr.on('data', (c: Buffer) => (output += c.toString()));
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
    try {
      const base = `http://127.0.0.1:${port}`;
      for (let i = 0; i < 600; i++) {
        const up = await fetch(`${base}/api/ready`).catch(() => null);
        if (up?.ok) break;
        await new Promise((r) => setTimeout(r, 100));
      }
      // Sign-ups hash a password with argon2 (tens of ms each): several are in flight at the signal.
      const signups = Array.from({ length: 4 }, (_, i) =>
        fetch(`${base}/api/auth/signup`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            name: 'Drain Test',
            email: `drain${i}@example.com`,
            password: 'a-long-enough-pass',
            user_type: 'job_seeker',
          }),
        }).then((r) => r.status),
      );
      await new Promise((r) => setTimeout(r, 20));
      child.kill('SIGTERM');
      await new Promise((r) => setTimeout(r, 300));
      const ready = await fetch(`${base}/api/ready`);
      expect(ready.status).toBe(503);
      expect(await Promise.all(signups)).toEqual(Array(4).fill(200));
      expect(await exited).toBe(0);
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
      rmSync(dataDir, { recursive: true, force: true });
    }
    expect(output).toContain('Draining for 1 s');
  }, 120_000);
});
