/**
 * Vitae as a deployment, on loopback: PostgreSQL (a new database), Redis, a local S3 API server,
 * two web servers, two workers and nginx in front. Skipped loudly when PostgreSQL
 * (TEST_DATABASE_URL), Redis or nginx is missing. Ports 3410-3413, moved by TEST_PORT_BASE (see ports.ts).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ShortlistStatus } from '@vitae/shared/api/shortlisting';
import { startTestS3, type TestS3 } from './platform/testing/s3-server.ts';
import { buildMultipart } from './platform/testing/multipart.ts';
import { testPort } from './platform/testing/ports.ts';
import { TEST_REDIS_URL, redisReachable } from './platform/testing/redis.ts';

const REDIS_URL = TEST_REDIS_URL;
const PG_URL = process.env.TEST_DATABASE_URL;
const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((p) => existsSync(p));
const [LB, S3_PORT, WEB_A, WEB_B] = [testPort(10), testPort(11), testPort(12), testPort(13)] as const;
const PREFIX = `scale-deploy-${randomBytes(4).toString('hex')}`;
const docs = path.resolve(import.meta.dirname, '../../../../shared/fixtures/parse-train/docs/pdf');

const missing = [
  !PG_URL && 'PostgreSQL (TEST_DATABASE_URL)',
  !(await redisReachable(REDIS_URL)) && `Redis (${REDIS_URL})`,
  !NGINX && 'nginx (apt-get install nginx-light)',
].filter(Boolean);
if (missing.length) console.warn(`\n*** SKIPPED: the deployment test needs ${missing.join(', ')}. ***\n`);

interface Proc {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}
const procs: Proc[] = [];
const dirs: string[] = [];
let s3: TestS3 | undefined;
let nginxProc: Proc | undefined;
let dbName = '';

function start(args: string[], env: Record<string, string>): Proc {
  const child = spawn(process.execPath, args, {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr.on('data', (c: Buffer) => (output += c.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const proc = { child, output: () => output, exited };
  procs.push(proc);
  return proc;
}

async function until(what: string, test: () => Promise<boolean> | boolean, seconds: number): Promise<void> {
  for (let i = 0; i < seconds * 10; i++) {
    if (await test()) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`timed out waiting for ${what}`);
}

const base = `http://127.0.0.1:${LB}`;
async function call<T = Record<string, string>>(
  pathName: string,
  body: unknown,
  token?: string,
): Promise<{ status: number; upstream: string; json: T }> {
  const answer = await fetch(`${base}/api/${pathName}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return {
    status: answer.status,
    upstream: answer.headers.get('x-upstream') ?? '',
    json: (await answer.json()) as T,
  };
}

describe.skipIf(missing.length > 0)('a deployment: two servers, two workers, PostgreSQL, Redis, S3, nginx', () => {
  let web: Proc[] = [];
  let workers: Proc[] = [];
  let s3Env: Record<string, string> = {};

  beforeAll(async () => {
    dbName = `vitae_deploy_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: PG_URL });
    await admin.connect();
    await admin.query(`create database ${dbName}`);
    await admin.end();
    const dbUrl = new URL(PG_URL!);
    dbUrl.pathname = `/${dbName}`;
    s3 = await startTestS3(S3_PORT, 'vitae-deploy');
    s3Env = s3.env;
    const common = {
      ...s3Env,
      DATABASE_URL: dbUrl.toString(),
      REDIS_URL,
      REDIS_PREFIX: PREFIX,
      JWT_SECRET: 'deployment-test-secret-that-is-long-enough-for-vitae',
      SEED_DEMO: 'false',
      TRUST_PROXY: '1',
      QUEUE_LOCK_SECONDS: '5',
      DRAIN_SECONDS: '2',
      LOG_LEVEL: 'info',
      RATE_LIMIT_AUTH_PER_MINUTE: '1000',
      UPLOADS_PER_HOUR: '1000',
    };
    const dataDir = () => {
      const dir = mkdtempSync(path.join(os.tmpdir(), 'vitae-deploy-'));
      dirs.push(dir);
      return dir;
    };
    // The server and the CLI as `npm run serve` / `npm run vitae` start them (from the bundle).
    const cli = path.join(import.meta.dirname, '../bin/vitae.mjs');
    const migrated = spawnSync(process.execPath, [cli, 'migrate'], {
      env: { ...process.env, ...common, DATA_DIR: dataDir() },
      encoding: 'utf8',
    });
    expect(migrated.status, migrated.stderr).toBe(0);
    const main = path.join(import.meta.dirname, '../bin/serve.mjs');
    web = [WEB_A, WEB_B].map((port) =>
      start([main], { ...common, DATA_DIR: dataDir(), PORT: String(port), HOST: '127.0.0.1' }),
    );
    workers = [0, 1].map(() => start([cli, 'worker'], { ...common, DATA_DIR: dataDir() }));

    const nginxDir = dataDir();
    // nginx's workers (www-data when started as root) buffer request bodies here.
    chmodSync(nginxDir, 0o777);
    writeFileSync(
      path.join(nginxDir, 'nginx.conf'),
      `daemon off;
pid ${nginxDir}/nginx.pid;
error_log stderr warn;
events { worker_connections 256; }
http {
  access_log off;
  client_body_temp_path ${nginxDir}/body;
  proxy_temp_path ${nginxDir}/proxy;
  fastcgi_temp_path ${nginxDir}/fastcgi;
  uwsgi_temp_path ${nginxDir}/uwsgi;
  scgi_temp_path ${nginxDir}/scgi;
  upstream vitae {
    server 127.0.0.1:${WEB_A} max_fails=1 fail_timeout=5s;
    server 127.0.0.1:${WEB_B} max_fails=1 fail_timeout=5s;
    keepalive 16;
  }
  server {
    listen 127.0.0.1:${LB};
    client_max_body_size 200m;
    # Bodies and answers stay in memory: no temp files for nginx's workers to write.
    client_body_buffer_size 200m;
    proxy_max_temp_file_size 0;
    location / {
      proxy_pass http://vitae;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header X-Forwarded-For $remote_addr;
      proxy_next_upstream error timeout http_502 http_503 non_idempotent;
      # Above PARSE_WAIT_SECONDS (60): an upload waiting for its parse is not timed out and sent again.
      proxy_read_timeout 180s;
      add_header X-Upstream $upstream_addr always;
    }
  }
}
`,
    );
    const nginx = spawn(NGINX!, ['-p', nginxDir, '-c', path.join(nginxDir, 'nginx.conf')], {
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let nginxLog = '';
    nginx.stderr.on('data', (c: Buffer) => (nginxLog += c.toString()));
    nginxProc = { child: nginx, output: () => nginxLog, exited: new Promise((r) => nginx.once('exit', r)) };
    procs.push(nginxProc);
    await until(
      'both web servers',
      async () =>
        (
          await Promise.all(
            [WEB_A, WEB_B].map((p) =>
              fetch(`http://127.0.0.1:${p}/api/ready`)
                .then((r) => r.ok)
                .catch(() => false),
            ),
          )
        ).every(Boolean),
      180,
    );
    await until('both workers', () => workers.every((w) => w.output().includes('worker ready')), 180);
    await until(
      'nginx',
      () =>
        fetch(`${base}/api/health`).then(
          (r) => r.ok,
          () => false,
        ),
      30,
    );
  }, 400_000);

  afterAll(async () => {
    if (process.env.DEPLOY_DEBUG)
      writeFileSync(process.env.DEPLOY_DEBUG, procs.map((p) => p.output()).join('\n=====\n'));
    // nginx's master stops its workers on SIGTERM (a SIGKILL would leave them listening).
    nginxProc?.child.kill('SIGTERM');
    await nginxProc?.exited;
    for (const p of procs) if (p.child.exitCode === null) p.child.kill('SIGKILL');
    await s3?.close();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
    if (dbName) {
      const admin = new pg.Client({ connectionString: PG_URL });
      await admin.connect();
      await admin.query(`drop database if exists ${dbName} with (force)`);
      await admin.end();
    }
    const redis = new Redis(REDIS_URL);
    const keys = await redis.keys(`${PREFIX}*`);
    if (keys.length) await redis.del(...keys);
    redis.disconnect();
  }, 60_000);

  let token = '';

  it('signs up on one server, answers later calls on either, parses an upload on a worker, keeps files in S3 and serves them from both', async () => {
    const signup = await call('auth/signup', {
      name: 'Deploy Test',
      email: 'deploy@example.com',
      password: 'a-long-enough-pass',
      user_type: 'recruiter',
    });
    expect(signup.status).toBe(200);
    token = signup.json.access_token ?? '';
    const upstreams = new Set<string>();
    for (let i = 0; i < 6; i++) {
      const verified = await call('auth/verify', {}, token);
      expect(verified.status).toBe(200);
      upstreams.add(verified.upstream);
    }
    expect(upstreams.size).toBe(2);

    const pdf = readFileSync(path.join(docs, readdirSync(docs).sort()[0]!));
    const body = buildMultipart([{ name: 'file', fileName: 'resume.pdf', bytes: pdf, type: 'application/pdf' }]);
    const uploaded = await fetch(`${base}/api/parse`, {
      method: 'POST',
      headers: { ...body.headers, authorization: `Bearer ${token}` },
      body: body.payload,
    });
    expect(uploaded.status, await uploaded.clone().text()).toBe(200);
    const fileId = ((await uploaded.json()) as { file_id: string }).file_id;
    // Parsed by a worker through the queue, not by the web server that took the upload.
    await until("a worker's log of the parse", () => workers.some((w) => w.output().includes('upload parsed')), 10);
    expect(web.some((w) => w.output().includes('upload parsed'))).toBe(false);
    const servedBy = new Set<string>();
    for (let i = 0; i < 4; i++) {
      const { json, upstream } = await call('user/fetch_resume_url', { key: fileId, format: 'original' }, token);
      servedBy.add(upstream);
      const download = await fetch(`${base}${json.url}`);
      expect(download.status).toBe(200);
      servedBy.add(download.headers.get('x-upstream') ?? '');
      expect(Buffer.from(await download.arrayBuffer()).equals(pdf)).toBe(true);
      const rendered = await call('user/fetch_resume_url', { key: fileId, format: 'pdf' }, token);
      const renderedPdf = await fetch(`${base}${rendered.json.url}`);
      expect(
        Buffer.from(await renderedPdf.arrayBuffer())
          .subarray(0, 5)
          .toString(),
      ).toBe('%PDF-');
    }
    expect(servedBy.size).toBe(2);
    // The bytes are in the bucket, not on any server's disk.
    expect(readdirSync(path.join(s3!.directory, s3!.bucket), { recursive: true }).join('\n')).toContain('originals');
    for (const dir of dirs) expect(existsSync(path.join(dir, 'blobs'))).toBe(false);
  }, 240_000);

  it('counts failed sign-ins across both servers: refused after 5, as on one server', async () => {
    const answers = [];
    for (let i = 0; i < 6; i++)
      answers.push(await call('auth/login', { email: 'deploy@example.com', password: 'wrong-pass-123' }));
    expect(answers.map((a) => a.status)).toEqual([401, 401, 401, 401, 401, 429]);
    expect(new Set(answers.slice(0, 5).map((a) => a.upstream)).size).toBe(2);
  }, 60_000);

  it('finishes a 100-resume shortlist with exactly 100 results when a worker is SIGKILLed midway', async () => {
    const files = readdirSync(docs)
      .filter((f) => f.endsWith('.pdf'))
      .sort()
      .slice(0, 100);
    const body = buildMultipart([
      {
        name: 'metadata',
        value: JSON.stringify({ job_id: 'D-1', job_description: 'Software engineer, TypeScript and SQL.' }),
      },
      ...files.map((name) => ({
        name: 'files',
        fileName: name,
        bytes: readFileSync(path.join(docs, name)),
        type: 'application/pdf',
      })),
    ]);
    const started = await fetch(`${base}/api/shortlist-resumes`, {
      method: 'POST',
      headers: { ...body.headers, authorization: `Bearer ${token}` },
      body: body.payload,
    });
    expect(started.status).toBe(200);
    const runId = ((await started.json()) as { run_id: string }).run_id;
    const status = async () =>
      (await call<ShortlistStatus>('shortlist/status', { run_id: runId, reveal: true }, token)).json;
    await until('10 resumes read', async () => (await status()).results.length >= 10, 300);
    workers[0]!.child.kill('SIGKILL');
    let done: ShortlistStatus | undefined;
    await until(
      'the run to finish',
      async () => {
        done = await status();
        return done.state === 'done' || done.state === 'failed';
      },
      600,
    );
    expect(done!.state, done!.message).toBe('done');
    const ids = done!.results.map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.length + done!.skipped.length).toBe(100);
  }, 900_000);

  it('loses no request when a web server gets SIGTERM during requests', async () => {
    const calls: Promise<number>[] = [];
    const stopAt = Date.now() + 6_000;
    let signalled = false;
    while (Date.now() < stopAt) {
      for (let i = 0; i < 4; i++)
        calls.push(
          call('auth/verify', {}, token).then(
            (a) => a.status,
            () => -1,
          ),
        );
      if (!signalled && Date.now() > stopAt - 5_000) {
        web[0]!.child.kill('SIGTERM');
        signalled = true;
      }
      await new Promise((r) => setTimeout(r, 50));
    }
    const statuses = await Promise.all(calls);
    expect(statuses.filter((s) => s !== 200)).toEqual([]);
    expect(statuses.length).toBeGreaterThan(100);
    expect(await web[0]!.exited).toBe(0);
  }, 120_000);
});
