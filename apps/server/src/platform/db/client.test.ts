import { chmodSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { sql } from 'kysely';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable, openDb, pingDb } from './client.ts';

describe('the database client', () => {
  it('creates vitae.sqlite readable by its owner only (0600)', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'vitae-db-'));
    const previous = process.umask(0o022);
    try {
      const db = openDb({ dataDir });
      await pingDb(db);
      await db.close();
      expect(statSync(path.join(dataDir, 'vitae.sqlite')).mode & 0o777).toBe(0o600);
    } finally {
      process.umask(previous);
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('tightens a database file an older version left readable by others, and its WAL files follow', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'vitae-db-'));
    try {
      const file = path.join(dataDir, 'vitae.sqlite');
      writeFileSync(file, '');
      chmodSync(file, 0o644);
      const db = openDb({ dataDir });
      await sql`create table t (x integer)`.execute(db.kysely);
      expect(statSync(file).mode & 0o777).toBe(0o600);
      expect(statSync(`${file}-wal`).mode & 0o777).toBe(0o600);
      await db.close();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('tells a lost or unreachable database from a bug', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    const terminated = Object.assign(new Error('terminating connection due to administrator command'), {
      code: '57P01',
    });
    expect(isDatabaseUnavailable(refused)).toBe(true);
    expect(isDatabaseUnavailable(new AggregateError([refused]))).toBe(true);
    expect(isDatabaseUnavailable(terminated)).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('duplicate key value violates unique constraint'))).toBe(false);
    expect(isDatabaseUnavailable(new TypeError('x is undefined'))).toBe(false);
  });
});
