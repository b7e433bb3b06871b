import { sql, type Kysely, type Migration } from 'kysely';
import { GENERATE_ACTIONS } from '@vitae/shared/constants';

/**
 * Parsed fields still to check, per resume (a JSON array of field names; '[]' for typed resumes and
 * rows from before), so the review marks and Generate's warning survive a reload. Also: a person who
 * never chose Generate sections starts with all five (an empty list was the old default).
 */
export function resumeReview(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('resumes')
        .addColumn('to_check', 'text', (c) => c.notNull().defaultTo('[]'))
        .execute();
      await sql`update users set actions = ${JSON.stringify(GENERATE_ACTIONS)} where actions = '[]'`.execute(db);
    },
  };
}
