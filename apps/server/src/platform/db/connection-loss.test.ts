import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, connect, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../config.ts';
import { openDb } from './client.ts';

const url = process.env.TEST_DATABASE_URL;
if (!url) console.warn('SKIPPED: connection-loss tests need PostgreSQL; set TEST_DATABASE_URL to run them.');

/** A TCP proxy in front of PostgreSQL that can cut every connection and refuse new ones. */
function startProxy(target: { host: string; port: number }) {
  const sockets = new Set<Socket>();
  let isCut = false;
  const server: Server = createServer((client) => {
    if (isCut) return void client.destroy();
    const upstream = connect(target.port, target.host);
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.on('close', () => sockets.delete(s));
      s.on('error', () => undefined);
    }
    client.pipe(upstream).pipe(client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  return {
    listen: () =>
      new Promise<number>((resolve) =>
        server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
      ),
    cut() {
      isCut = true;
      for (const s of sockets) s.destroy();
    },
    restore() {
      isCut = false;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe.skipIf(!url)('losing PostgreSQL connections', () => {
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const applicationName = `vitae-loss-${schema}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'vitae-loss-'));
  const admin = new pg.Client({ connectionString: url });
  const target = new URL(url ?? 'postgres://127.0.0.1:5432/x');
  const proxy = startProxy({ host: target.hostname, port: Number(target.port || 5432) });
  let app: FastifyInstance;
  let token = '';

  beforeAll(async () => {
    await admin.connect();
    await admin.query(`create schema ${schema}`);
    const proxyPort = await proxy.listen();
    const proxied = new URL(url!);
    proxied.hostname = '127.0.0.1';
    proxied.port = String(proxyPort);
    const db = openDb({ url: proxied.toString(), schema, applicationName });
    const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', SEED_DEMO: 'false' });
    ({ app } = await buildApp(config, { db, logger: false }));
    const signup = await app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { name: 'Loss Test', email: `loss-${schema}@example.com`, password: 'a-long-enough-pass' },
    });
    token = signup.json<{ access_token: string }>().access_token;
  });
  afterAll(async () => {
    await app?.close();
    await proxy.close();
    await admin.query(`drop schema if exists ${schema} cascade`);
    await admin.end();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const verify = () =>
    app.inject({ method: 'POST', url: '/api/auth/verify', payload: {}, headers: { authorization: `Bearer ${token}` } });
  const health = () => app.inject({ method: 'GET', url: '/api/health' });

  /** Milliseconds until health answers 200 again. */
  async function timeToRecover(limitMs: number): Promise<number> {
    const started = Date.now();
    while (Date.now() - started < limitMs) {
      if ((await health()).statusCode === 200) return Date.now() - started;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`not recovered within ${limitMs} ms`);
  }

  it('keeps running when its backends are terminated mid-traffic, and answers again within seconds', async () => {
    expect((await verify()).statusCode).toBe(200);
    let terminated = 0;
    const traffic = Array.from({ length: 4 }, async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 40; i++) statuses.push((await verify()).statusCode);
      return statuses;
    });
    await new Promise((resolve) => setTimeout(resolve, 30));
    const killed = await admin.query<{ pid: number }>(
      'select pg_terminate_backend(pid) as pid from pg_stat_activity where application_name = $1',
      [applicationName],
    );
    terminated = killed.rowCount ?? 0;
    const statuses = (await Promise.all(traffic)).flat();
    expect(terminated).toBeGreaterThan(0);
    // A request caught on a dying connection may answer 503; none is a 500 or a crash.
    expect(statuses.every((s) => s === 200 || s === 503)).toBe(true);
    expect(await timeToRecover(5_000)).toBeLessThan(5_000);
    expect((await verify()).statusCode).toBe(200);
  });

  it('terminating idle connections does not end the process', async () => {
    expect((await verify()).statusCode).toBe(200);
    await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1', [
      applicationName,
    ]);
    // The pool's idle clients get the error event now; give them a moment to receive it.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await verify()).statusCode).toBe(200);
  });

  it('answers 503 with a clear message while the database is away, then recovers by itself', async () => {
    proxy.cut();
    const away = await health();
    expect(away.statusCode).toBe(503);
    expect(away.json()).toEqual({
      message: 'The database is not reachable right now. Please try again in a moment.',
      code: 'database_unavailable',
    });
    expect((await verify()).statusCode).toBe(503);
    proxy.restore();
    expect(await timeToRecover(5_000)).toBeLessThan(5_000);
    expect((await verify()).statusCode).toBe(200);
  });
});
