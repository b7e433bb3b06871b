import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';

const root = path.resolve(import.meta.dirname, '..');

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        address && typeof address === 'object' ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/**
 * Node flags of `npm run serve` and `npm run vitae` (package.json): a 4 MB young generation (V8's
 * default grows to 16 MB per semi-space) keeps a busy server or worker about 30-80 MB smaller.
 */
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=4'];

export interface RunningServer {
  url: string;
  process: ChildProcess;
  stop(): Promise<void>;
}

/** Starts the real server in its own process on a fresh SQLite database, as `npm start` would. */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'vitae-bench-'));
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, 'apps/server/bin/serve.mjs'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'false',
      RATE_LIMIT_AUTH_PER_MINUTE: '100000',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 200; i++) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    process: child,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

export async function signupUser(
  url: string,
  email = `bench-${Date.now()}@example.com`,
): Promise<{ access_token: string; refresh_token: string }> {
  const response = await fetch(`${url}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Bench User', email, password: 'bench-password-1' }),
  });
  if (!response.ok) throw new Error(`signup failed: ${await response.text()}`);
  return (await response.json()) as { access_token: string; refresh_token: string };
}

/** Loads auth/verify with autocannon and returns requests per second and latency percentiles. */
export async function loadVerify(url: string, token: string, seconds: number, connections = 20) {
  const result = await autocannon({
    url: `${url}/api/auth/verify`,
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: '{}',
    connections,
    duration: seconds,
  });
  return {
    requests_per_second: Math.round(result.requests.average),
    p50_ms: result.latency.p50,
    p99_ms: result.latency.p99,
    non_2xx: result.non2xx,
    errors: result.errors,
  };
}
