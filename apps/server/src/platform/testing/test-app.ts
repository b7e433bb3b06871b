import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../config.ts';
import type { AppContext } from '../context.ts';
import { openDb, type Db } from '../db/client.ts';

export type DbKind = 'sqlite' | 'postgres';

/** SQLite always; PostgreSQL too when TEST_DATABASE_URL is set (CI sets it). */
export function testDatabases(): DbKind[] {
  return process.env.TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];
}

/**
 * A fresh database: a SQLite file in a temp folder, or a new PostgreSQL schema dropped on close.
 * With `existingSchema`, reopens that PostgreSQL schema instead (the SQLite file is the data folder's).
 */
export async function openTestDb(
  kind: DbKind,
  dataDir: string,
  existingSchema?: string,
): Promise<{ db: Db; schema?: string; drop(): Promise<void> }> {
  if (kind === 'sqlite') return { db: openDb({ dataDir }), drop: async () => undefined };
  const url = process.env.TEST_DATABASE_URL!;
  const schema = existingSchema ?? `t_${randomBytes(6).toString('hex')}`;
  if (!existingSchema) {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create schema ${schema}`);
    await admin.end();
  }
  return {
    schema,
    db: openDb({ url, schema }),
    async drop() {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`drop schema ${schema} cascade`);
      await client.end();
    },
  };
}

/** Where a test app keeps its data: pass it to `createTestApp` to build a new app on the same data (a restart). */
export interface TestStorage {
  dataDir: string;
  schema?: string;
}

export interface TestApp {
  app: FastifyInstance;
  ctx: AppContext;
  dataDir: string;
  storage: TestStorage;
  /** Closes the app only, keeping its database and data folder for another app (as a restart would). */
  closeKeepingData(): Promise<void>;
  /** POSTs JSON to /api/<path>, with a bearer token when given. */
  post(path: string, body?: unknown, token?: string): Promise<LightMyRequestResponse>;
  /** Signs a new user up and returns their tokens. */
  signup(email?: string, password?: string): Promise<{ access_token: string; refresh_token: string; email: string }>;
  close(): Promise<void>;
}

export async function createTestApp(
  kind: DbKind,
  env: Record<string, string> = {},
  options: { reuse?: TestStorage } = {},
): Promise<TestApp> {
  const dataDir = options.reuse?.dataDir ?? mkdtempSync(path.join(os.tmpdir(), 'vitae-test-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    RATE_LIMIT_AUTH_PER_MINUTE: '1000',
    RATE_LIMIT_FORMS_PER_MINUTE: '1000',
    ...env,
  });
  const opened = await openTestDb(kind, dataDir, options.reuse?.schema);
  const db = opened.db;
  const drop = () => opened.drop();
  const { app, ctx } = await buildApp(config, { db, logger: false });
  let counter = 0;
  const post = (url: string, body?: unknown, token?: string) =>
    app.inject({
      method: 'POST',
      url: `/api/${url}`,
      ...(body === undefined ? {} : { payload: body as object }),
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
  return {
    app,
    ctx,
    dataDir,
    storage: { dataDir, ...(opened.schema ? { schema: opened.schema } : {}) },
    closeKeepingData: () => app.close(),
    post,
    async signup(email, password = 'a-long-enough-pass') {
      const address = email ?? `user${++counter}-${randomBytes(3).toString('hex')}@example.com`;
      const response = await post('auth/signup', {
        name: 'Test Person',
        email: address,
        password,
        user_type: 'job_seeker',
      });
      if (response.statusCode !== 200) throw new Error(`signup failed: ${response.body}`);
      return { ...response.json<{ access_token: string; refresh_token: string }>(), email: address };
    },
    async close() {
      await app.close();
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
