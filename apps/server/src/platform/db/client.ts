import { chmodSync, closeSync, openSync, statSync } from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, sql } from 'kysely';
import pg from 'pg';
import type { Database } from './types.ts';

export type Dialect = 'sqlite' | 'postgres';
export interface Db {
  kysely: Kysely<Database>;
  dialect: Dialect;
  /** The PostgreSQL schema in use when one was given (tests); the migrator keeps its tables there. */
  schema?: string;
  close(): Promise<void>;
  /**
   * Called when a PostgreSQL connection breaks outside a query (terminated backend, proxy cut,
   * failover). The pool drops that connection and opens a new one on the next query.
   */
  onConnectionError(listener: (error: Error) => void): void;
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
  /** PostgreSQL application_name, shown in pg_stat_activity. */
  applicationName?: string;
}

/** Waiting longer than this for a new PostgreSQL connection fails the request (503) instead of hanging it. */
const CONNECT_TIMEOUT_MS = 5_000;

export function openDb(options: OpenDbOptions): Db {
  if (options.url) {
    const pool = new pg.Pool({
      connectionString: options.url,
      max: 10,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      application_name: options.applicationName ?? 'vitae',
      ...(options.schema ? { options: `-c search_path=${options.schema}` } : {}),
    });
    let listener = (error: Error) => console.warn(`PostgreSQL connection lost: ${error.message}`);
    // Without a listener, an 'error' event from an idle connection (or one Kysely holds between
    // queries) is an uncaught exception that ends the process. The broken client is discarded by
    // the pool on release; the next query connects again.
    pool.on('connect', (client) => client.on('error', (error) => listener(error)));
    // The pool re-emits an idle client's error; the client's own listener above has reported it.
    pool.on('error', () => undefined);
    const kysely = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return {
      kysely,
      dialect: 'postgres',
      ...(options.schema ? { schema: options.schema } : {}),
      close: () => kysely.destroy(),
      onConnectionError: (next) => {
        listener = next;
      },
    };
  }
  const file = options.sqliteFile ?? path.join(options.dataDir ?? '.', 'vitae.sqlite');
  createPrivateFile(file);
  const sqlite = new SQLite(file);
  // WAL lets readers run while a writer commits; busy_timeout waits instead of failing under contention.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('synchronous = NORMAL');
  const kysely = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  return { kysely, dialect: 'sqlite', close: () => kysely.destroy(), onConnectionError: () => undefined };
}

/**
 * The database file holds password hashes and tokens: readable by its owner only (0600). A file
 * made by an older version with the umask's mode is tightened too (SQLite gives its -wal and -shm
 * files the database file's mode).
 */
function createPrivateFile(file: string): void {
  if (file === ':memory:' || file === '') return;
  try {
    closeSync(openSync(file, 'wx', 0o600));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    if ((statSync(file).mode & 0o077) !== 0) chmodSync(file, 0o600);
  }
}

const UNAVAILABLE_CODES = new Set([
  // PostgreSQL: admin_shutdown, crash_shutdown, cannot_connect_now, and the connection_exception class.
  '57P01',
  '57P02',
  '57P03',
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
  // Node sockets.
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
const UNAVAILABLE_MESSAGE =
  /Connection terminated|timeout exceeded when trying to connect|not queryable|connection error|Connection ended/i;

/** Whether an error means the database cannot be reached right now (a 503 and a retry), not a bug. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e = error, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && UNAVAILABLE_CODES.has(code)) return true;
    if (UNAVAILABLE_MESSAGE.test(e.message)) return true;
    if (e instanceof AggregateError && e.errors.some((inner) => isDatabaseUnavailable(inner))) return true;
  }
  return false;
}

export async function pingDb(db: Db): Promise<void> {
  await sql`select 1`.execute(db.kysely);
}
