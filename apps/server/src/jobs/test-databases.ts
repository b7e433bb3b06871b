import Database from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, sql } from 'kysely';
import pg from 'pg';
import type { AnyKysely, SearchDialect } from './search-sql.ts';

export interface TestDatabase {
  dialect: SearchDialect;
  db: AnyKysely;
  close(): Promise<void>;
}

/** An in-memory SQLite database. */
export function openSqliteTestDatabase(): TestDatabase {
  const db: AnyKysely = new Kysely({ dialect: new SqliteDialect({ database: new Database(':memory:') }) });
  return { dialect: 'sqlite', db, close: () => db.destroy() };
}

/**
 * A PostgreSQL database in a schema of its own (dropped on close), when TEST_DATABASE_URL is set.
 * Every pooled connection gets the search_path, so tests can run queries in parallel.
 */
export async function openPostgresTestDatabase(): Promise<TestDatabase | undefined> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return undefined;
  const schema = `jobs_test_${process.pid}_${Date.now().toString(36)}_${Math.floor(Math.random() * 1e6)}`;
  const pool = new pg.Pool({ connectionString: url, max: 4 });
  pool.on('connect', (client) => {
    client.query(`set search_path to ${schema}`).catch(() => undefined);
  });
  const db: AnyKysely = new Kysely({ dialect: new PostgresDialect({ pool }) });
  await sql`create schema ${sql.id(schema)}`.execute(db);
  return {
    dialect: 'postgres',
    db,
    close: async () => {
      await sql`drop schema ${sql.id(schema)} cascade`.execute(db);
      await db.destroy();
    },
  };
}

/** The dialects to test on: SQLite always, PostgreSQL when TEST_DATABASE_URL is set. */
export const testDialects: SearchDialect[] = process.env.TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];

export async function openTestDatabase(dialect: SearchDialect): Promise<TestDatabase> {
  if (dialect === 'sqlite') return openSqliteTestDatabase();
  const database = await openPostgresTestDatabase();
  if (!database) throw new Error('TEST_DATABASE_URL is not set');
  return database;
}
