import { Migrator, type Migration, type MigrationProvider } from 'kysely';
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
  const migrator = new Migrator({
    db: db.kysely,
    provider: new ListProvider(db),
    // Kysely looks for its migration tables in every schema unless told which: with several test
    // schemas being created at once, it would find another schema's table and never create its own.
    ...(db.schema ? { migrationTableSchema: db.schema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(`Migration failed: ${JSON.stringify(error)}`);
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
