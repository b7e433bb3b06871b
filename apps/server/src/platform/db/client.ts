import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, sql } from 'kysely';
import pg from 'pg';
import type { Database } from './types.ts';

export type Dialect = 'sqlite' | 'postgres';
export interface Db {
  kysely: Kysely<Database>;
  dialect: Dialect;
  close(): Promise<void>;
}

/** PostgreSQL's BIGINT and COUNT come back as strings by default; our numbers fit in a double. */
pg.types.setTypeParser(20, (v) => Number(v));

export interface OpenDbOptions {
  /** postgres:// URL; empty means the SQLite file `vitae.sqlite` in dataDir (or `:memory:`). */
  url?: string;
  dataDir?: string;
  /** PostgreSQL schema to use (tests make one each so parallel runs never collide). */
  schema?: string;
  sqliteFile?: string;
}

export function openDb(options: OpenDbOptions): Db {
  if (options.url) {
    const pool = new pg.Pool({
      connectionString: options.url,
      max: 10,
      ...(options.schema ? { options: `-c search_path=${options.schema}` } : {}),
    });
    const kysely = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { kysely, dialect: 'postgres', close: () => kysely.destroy() };
  }
  const file = options.sqliteFile ?? path.join(options.dataDir ?? '.', 'vitae.sqlite');
  const sqlite = new SQLite(file);
  // WAL lets readers run while a writer commits; busy_timeout waits instead of failing under contention.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('synchronous = NORMAL');
  const kysely = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  return { kysely, dialect: 'sqlite', close: () => kysely.destroy() };
}

export async function pingDb(db: Db): Promise<void> {
  await sql`select 1`.execute(db.kysely);
}
