import type { Kysely, Migration } from 'kysely';

/**
 * The size of each stored upload, so a user's storage use is a sum over their rows (always in step
 * with what exists: deleting a row removes its bytes from the sum). Rows from before are 0.
 */
export function storedBytes(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('resumes')
        .addColumn('original_bytes', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema
        .alterTable('shortlist_items')
        .addColumn('stored_bytes', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
    },
  };
}
