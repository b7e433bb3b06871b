import { Migrator, sql, type Migration, type MigrationProvider } from 'kysely';
import type { Db } from './client.ts';
import { migrations } from './migrations/index.ts';

/** Migrations are TypeScript modules listed in migrations/index.ts, named by sortable timestamps. */
class ListProvider implements MigrationProvider {
  constructor(private readonly db: Db) {}
  async getMigrations(): Promise<Record<string, Migration>> {
    const out: Record<string, Migration> = {};
    for (const [name, build] of Object.entries(migrations)) out[name] = build(this.db.dialect);
    return out;
  }
}

export async function migrateToLatest(db: Db): Promise<string[]> {
  // Kysely looks for its own tables in every schema it can see unless told which one: on a
  // PostgreSQL server with several schemas (parallel test runs) it would find another schema's
  // lock table, skip creating its own, and fail. Name the schema in use.
  const schema =
    db.dialect === 'postgres'
      ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db.kysely)).rows[0]?.schema
      : undefined;
  const migrator = new Migrator({
    db: db.kysely,
    provider: new ListProvider(db),
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(`Migration failed: ${JSON.stringify(error)}`);
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
